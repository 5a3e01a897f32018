# frozen_string_literal: true

# Memory after bursts, and health checks during them (issue 14's targets: RSS 5 s after the rounds ≤ 150 MB;
# the longest GET / during them ≤ 50 ms). One duckling-server (default workers, --max-body 4M); three rounds of
# 8 concurrent 1 MB POST /parse (curl, 8 processes) while this process sends GET / every 2 ms on a keep-alive
# connection; the server's RSS (from /proc/PID/status) before, after each round, and 5 s after the last.
#
#   bin/dev ruby research/server/burst.rb [LABEL] [--exe PATH] [server options…]   # appends a run to burst.json
#
# --exe runs another checkout's exe/duckling-server (e.g. one extracted with `git archive COMMIT lib exe`, with
# this checkout's compiled extension copied into its lib/duckling/RUBY/), to compare versions.
#
# Bounded: 3 rounds, at most 5000 pings per round, curl --max-time 120.
require_relative "../lib/spike"
require_relative "launcher"
require_relative "../../test/support/long_text"
require "json"
require "tempfile"
require "uri"

module Spike
  load_measurement_support

  # One run: rounds of concurrent 1 MB POSTs, pings, RSS.
  class Burst
    ROUNDS = 3
    CLIENTS = 8
    IDLE = 5.0

    def initialize(label, args)
      @label = label
      @exe = args.first == "--exe" ? File.expand_path(args[1]) : ServerLauncher::EXE
      @args = args.first == "--exe" ? args.drop(2) : args
    end

    def run
      Tempfile.create(["one-mb", ".form"]) do |file|
        file.write(URI.encode_www_form(text: LongText::SENTENCE * (1_000_000 / LongText::SENTENCE.bytesize), locale: "en_US"))
        file.flush
        ServerLauncher.with("--max-body", "4M", "--timeout", "60", *@args, exe: @exe) { |server| measure(server, file.path) }
      end
    end

    private

    def measure(server, path)
      row = { "label" => @label, "exe" => @exe.delete_prefix("#{ROOT}/"), "args" => @args.join(" "), "ruby" => RUBY_VERSION, "machine" => Env.machine,
              "rss_start_mb" => rss_mb(server.pid), "floor" => floor(server), "rounds" => [] }
      ROUNDS.times do
        statuses, pings, took = round(server, path)
        row["rounds"] << { "statuses" => statuses.tally, "seconds" => took.round(3), "pings" => pings.size,
                           "ping_max_ms" => (pings.max * 1000).round(2),
                           "ping_p99_ms" => (Stats.percentile(pings, 99) * 1000).round(2),
                           "rss_mb" => rss_mb(server.pid), "load1" => Env.load1 }
      end
      sleep IDLE
      row["rss_idle_mb"] = rss_mb(server.pid)
      row["ping_max_ms"] = row["rounds"].map { _1["ping_max_ms"] }.max
      save(row)
      puts JSON.pretty_generate(row.except("machine"))
    end

    # The same pings with nothing else running: what this machine's load alone does to them.
    def floor(server)
      count = 0
      pings = ping_until(server) { (count += 1) > 300 }
      { "pings" => pings.size, "ping_max_ms" => (pings.max * 1000).round(2),
        "ping_p99_ms" => (Stats.percentile(pings, 99) * 1000).round(2), "load1" => Env.load1 }
    end

    # @return [Array(Array<String>, Array<Float>, Float)] the POSTs' statuses, ping latencies (s), round time (s)
    def round(server, path)
      started = Env.monotonic
      pids = Array.new(CLIENTS) do |i|
        Process.spawn("curl", "-s", "--max-time", "120", "-o", File::NULL, "-w", "%{http_code}", "--data-binary",
                      "@#{path}", "-H", "Content-Type: application/x-www-form-urlencoded", server.url("/parse"),
                      out: "#{path}.#{i}")
      end
      pending = pids.dup
      pings = ping_until(server) { pending.delete_if { |pid| Process.wait(pid, Process::WNOHANG) }.empty? }
      statuses = Array.new(CLIENTS) { |i| File.read("#{path}.#{i}").tap { File.delete("#{path}.#{i}") } }
      [statuses, pings, Env.monotonic - started]
    end

    def ping_until(server)
      client = server.client.tap(&:start)
      pings = []
      until yield || pings.size >= 5000
        started = Env.monotonic
        raise "health check failed" unless client.get("/").body == "quack!"

        pings << Env.monotonic - started
        sleep 0.002
      end
      pings
    ensure
      client&.finish
    end

    def rss_mb(pid)
      (File.read("/proc/#{pid}/status")[/^VmRSS:\s+(\d+) kB/, 1].to_i / 1024.0).round(1)
    end

    def save(row)
      file = File.join(__dir__, "burst.json")
      runs = File.exist?(file) ? JSON.parse(File.read(file)) : []
      File.write(file, JSON.pretty_generate(runs + [row]))
    end
  end
end

Spike::Burst.new(ARGV[0] || "default", ARGV.drop(1)).run if $PROGRAM_NAME == __FILE__
