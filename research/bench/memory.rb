# frozen_string_literal: true

require "open3"
require "rbconfig"

module Bench
  # RSS of a fresh Ruby: before and after `require "duckling"`, after the first parse with all dims, and after
  # 1e5 and 1e6 parses (flat means no growth).
  module Memory
    PROBE = <<~RUBY
      rss = -> { File.read("/proc/self/status")[/VmRSS:\\s+(\\d+)/, 1].to_i / 1024.0 }
      out = { "before require" => rss.() }
      $LOAD_PATH.unshift ARGV[0]
      require "duckling"
      out["after require"] = rss.()
      text = "Meet me tomorrow at 5pm, bring $20 and 3 km of rope; mail a@b.com"
      Duckling.parse(text, dims: Duckling.dims)
      out["after the first parse (all dims)"] = rss.()
      done = 1
      ARGV[1].split(",").map(&:to_i).each do |n|
        (n - done).times { Duckling.parse(text) }
        done = n
        out["after \#{n} parses"] = rss.()
      end
      puts out.map { |k, v| "\#{k}=\#{v}" }.join("\\n")
    RUBY

    module_function

    def report
      counts = Spike::Env.pick(full: [100_000, 1_000_000], quick: [10_000, 20_000])
      Spike::Env.progress("memory: RSS through #{counts.last} parses")
      out, status = Open3.capture2(RbConfig.ruby, "-e", PROBE, File.join(Spike::ROOT, "lib"), counts.join(","))
      raise "memory probe failed" unless status.success?

      rows = out.lines.map { |l| k, v = l.strip.split("=", 2); [k, v.to_f] }
      added = rows.find { |k, _| k.start_with?("after the first") }[1] - rows.first[1]
      growth = rows.last[1] - rows[-2][1]
      <<~MD
        ## Memory (RSS of a fresh Ruby)

        #{Spike::Markdown.table(['point', 'RSS MB'], rows)}

        Loading the gem and parsing with all dims adds #{format('%.1f', added)} MB; the last
        #{counts.last - counts[-2]} parses changed RSS by #{format('%+.1f', growth)} MB.
      MD
    end
  end
end
