# frozen_string_literal: true

require "json"
require "rbconfig"

module Spike
  # Runs an experiment's measurement in a fresh Ruby process and reads the rows it prints as JSON.
  module Child
    # The sources a build depends on: another Ruby's extension older than any of them is stale.
    SOURCES = %w[ext/**/*.rs ext/**/Cargo.toml ext/**/build.rs Cargo.toml Cargo.lock].freeze

    module_function

    # ruby_abi: "3.4" (the Ruby running spike.rb), "4.0" or "3.3" (`ruby4.0`, `ruby3.3` beside it in the dev root).
    def executable(ruby_abi)
      return RbConfig.ruby if RUBY_VERSION.start_with?("#{ruby_abi}.")

      candidate = "ruby#{ruby_abi}"
      ENV.fetch("PATH", "").split(File::PATH_SEPARATOR).map { |d| File.join(d, candidate) }.find { |f| File.executable?(f) }
    end

    # @return [Array<Hash>] the rows the child printed
    def measure(script, ruby_abi)
      ruby = executable(ruby_abi) or
        raise "no Ruby #{ruby_abi} found (looked for ruby#{ruby_abi} on PATH; `bin/dev provision` builds every Ruby)"
      ensure_built(ruby, ruby_abi)
      json, status = run_with_timeout([ruby, script, "--measure"])
      raise "#{File.basename(File.dirname(script))} on Ruby #{ruby_abi} failed (#{status})" unless status.success?

      JSON.parse(json.lines.last)
    end

    # A hung experiment (a parse that never returns, a scheduler that never closes) must fail the run, not stall
    # it: the child is killed after TIMEOUT seconds.
    TIMEOUT = { full: Env::BUDGET, quick: 60 }.freeze

    def run_with_timeout(argv)
      limit = TIMEOUT.fetch(Env.quick? ? :quick : :full)
      env = { "QUICK" => ENV.fetch("QUICK", ""), "SPIKE_DEADLINE" => ENV.fetch("SPIKE_DEADLINE", "") }
      IO.popen(env, argv, chdir: ROOT) do |io| # stderr (progress) passes through
        reader = Thread.new { io.read }
        unless reader.join(limit)
          Process.kill(:KILL, io.pid)
          reader.join
          raise "#{argv[1]} did not finish within #{limit} s; killed"
        end
        io.close
        [reader.value, $?]
      end
    end

    # `rake spike` compiles for the Ruby that runs it; another Ruby's extension is built here when it is missing
    # or older than the sources. Checked once per Ruby and run: others edit ext/ in this worktree meanwhile, and
    # one run measures one build (the one the source digest in the results' header describes).
    def ensure_built(ruby, ruby_abi)
      return if checked.include?(ruby_abi)

      checked << ruby_abi
      so = File.join(ROOT, "lib", "duckling", ruby_abi, "duckling_rs.so")
      return if File.exist?(so) && File.mtime(so) >= newest_source

      warn "  building the extension for Ruby #{ruby_abi} (#{File.exist?(so) ? 'stale' : 'missing'})"
      return if system(ruby, "-S", "rake", "compile", chdir: ROOT)
      raise "building the extension for Ruby #{ruby_abi} failed" unless File.exist?(so)

      # Others edit ext/ in this worktree while we measure: a source caught mid-edit must not stop the run.
      note = "the Ruby #{ruby_abi} build failed (sources mid-edit?); measured with the previous build of " \
             "#{File.mtime(so).utc.iso8601}"
      warn "  #{note}"
      notes << note
    end

    def checked
      @checked ||= []
    end

    # Caveats of this run that belong in the results' header.
    def notes
      @notes ||= []
    end

    def newest_source
      SOURCES.flat_map { |glob| Dir.glob(File.join(ROOT, glob)) }.map { |f| File.mtime(f) }.max || Time.at(0)
    end
  end
end
