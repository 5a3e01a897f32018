# frozen_string_literal: true

require "etc"
require "open3"
require "time"
require "digest"

module Spike
  # Where and how this run happens: QUICK mode, output folders, the machine, the commit.
  module Env
    module_function

    # QUICK=1: every experiment runs briefly, to prove the scripts work (CI), and writes to tmp/spike-quick/.
    def quick?
      !ENV.fetch("QUICK", "").empty? && ENV["QUICK"] != "0"
    end

    # Picks the full-run or QUICK value of a knob, so each experiment states both sizes in one place.
    def pick(full:, quick:)
      quick? ? quick : full
    end

    # A full `rake spike` must finish within 10 minutes on two cores; optional work (1e6 texts) fits in what is left.
    BUDGET = 540

    # Seconds left until the run's deadline (set by spike.rb, passed to the children through the environment).
    def seconds_left
      deadline = ENV.fetch("SPIKE_DEADLINE", "").to_f
      deadline.zero? ? BUDGET : deadline - Time.now.to_f
    end

    # QUICK runs must never overwrite the committed full results.
    def out_dir(name)
      base = quick? ? File.join(ROOT, "tmp", "spike-quick") : RESEARCH
      File.join(base, name).tap { |dir| FileUtils.mkdir_p(dir) }
    end

    # The 1-minute load average now: the machine is shared, so every run records it.
    def load1
      File.read("/proc/loadavg").split.first.to_f
    end

    def loadavg
      File.read("/proc/loadavg").split.first(3).join(" ")
    end

    def cpu_model
      File.foreach("/proc/cpuinfo").grep(/\Amodel name/).first.to_s.split(":", 2).last.to_s.strip
    end

    def machine
      { "nproc" => Etc.nprocessors, "cpu" => cpu_model, "loadavg" => loadavg,
        "date" => Time.now.utc.iso8601, "commit" => commit, "sources" => source_digest }
    end

    # bin/dev runs commands in a chroot where a worktree's git metadata (in the main checkout's .git) is not
    # mounted, so `git` may fail there; DUCKLING_GIT_COMMIT lets the caller pass the commit in.
    def commit
      from_env = ENV.fetch("DUCKLING_GIT_COMMIT", "")
      return from_env unless from_env.empty?

      out, status = Open3.capture2e("git", "-C", ROOT, "rev-parse", "--short=12", "HEAD")
      return out.strip if status.success?

      "unknown (git metadata is not visible inside the dev root)"
    rescue SystemCallError
      "unknown (no git)"
    end

    # What was measured, even where git is not visible: a digest of the files that decide the numbers.
    DIGESTED = %w[ext/**/*.rs ext/**/*.toml Cargo.lock lib/**/*.rb research/**/*.rb test/support/*.rb].freeze

    def source_digest
      @source_digest ||= digest_sources # once per run: the sources the run's builds were made from
    end

    def digest_sources
      files = DIGESTED.flat_map { |glob| Dir.glob(File.join(ROOT, glob)) }.sort
      digest = Digest::SHA256.new
      files.each { |f| digest << f.delete_prefix(ROOT) << "\0" << File.binread(f) }
      "sha256:#{digest.hexdigest[0, 16]} over #{files.size} files (#{DIGESTED.join(' ')})"
    end

    def monotonic
      Process.clock_gettime(Process::CLOCK_MONOTONIC)
    end

    # The wall seconds the block took.
    def timed
      started = monotonic
      yield
      monotonic - started
    end

    # Progress goes to stderr: a child's stdout carries only its JSON.
    def progress(message)
      warn "  #{message}"
    end
  end
end

require "fileutils"
