# frozen_string_literal: true

# duckling-server under wrk: 1, 8 and 64 connections; a short text (35 bytes, parsed inline on the reactor) and a
# 10 KB one (offloaded to the 2 workers, through the admission queue); each with and without a background of
# 1 MB POSTs (2 curl clients in a loop); requests/s, p50, p99, errors (503 from a full queue counts), and the
# server's RSS before and after each cell.
#
#   bin/dev ruby research/server/load.rb [SECONDS]     # default 5 s per cell; writes load.json and load.md here
#
# Bounded: wrk runs SECONDS per cell, the background at most 200 POSTs per cell, curl --max-time 60.
require_relative "../lib/spike"
require_relative "launcher"
require_relative "experiment"
require_relative "../../test/support/long_text"
require "json"
require "tempfile"
require "uri"

module Spike
  load_measurement_support

  # The matrix of load cells, one server for all of them.
  class Load
    CONNECTIONS = [1, 8, 64].freeze
    SHORT = "I'll pay forty two now and 17 later"
    TEN_KB = (LongText::SENTENCE * ((10_240 / LongText::SENTENCE.bytesize) + 1))[0, 10_240]
    TEXTS = { "short (35 B)" => SHORT, "10 KB" => TEN_KB }.freeze
    BACKGROUND_CLIENTS = 2

    def initialize(seconds)
      @seconds = seconds
      @wrk = ServerExperiment.new # its wrk runner and report parser
    end

    def run
      rows = Tempfile.create(["one-mb", ".form"]) do |big|
        big.write(URI.encode_www_form(text: LongText::SENTENCE * (1_000_000 / LongText::SENTENCE.bytesize)))
        big.flush
        ServerLauncher.with("--workers", "2", "--max-body", "4M", "--timeout", "60") do |server|
          cells(server, big.path)
        end
      end
      write(rows)
    end

    private

    def cells(server, big)
      [false, true].flat_map do |background|
        TEXTS.flat_map do |label, text|
          CONNECTIONS.map do |connections|
            Env.progress("wrk -c#{connections} #{label}#{' + 1 MB POSTs' if background}")
            cell(server, big, label, text, connections, background)
          end
        end
      end
    end

    def cell(server, big, label, text, connections, background)
      rss_before = rss_mb(server.pid)
      stop = false
      posts = background ? Thread.new { background_posts(server, big) { stop } } : nil
      result = @wrk.send(:wrk, server, URI.encode_www_form(text:), @seconds, 200, connections:)
      stop = true
      statuses = posts&.value || {}
      { "text" => label, "connections" => connections, "background" => background ? "1 MB POSTs" : "none",
        "background_posts" => statuses, "rss_before_mb" => rss_before, "rss_after_mb" => rss_mb(server.pid),
        "load1" => Env.load1 }.merge(result)
    end

    # 2 clients, each POSTing 1 MB again and again until told to stop (at most 100 each). @return [Hash] statuses
    def background_posts(server, big)
      Array.new(BACKGROUND_CLIENTS) do
        Thread.new do
          statuses = []
          until yield || statuses.size >= 100
            out, = Open3.capture2("curl", "-s", "--max-time", "60", "-o", File::NULL, "-w", "%{http_code}",
                                  "--data-binary", "@#{big}", "-H", "Content-Type: application/x-www-form-urlencoded",
                                  server.url("/parse"))
            statuses << out
          end
          statuses
        end
      end.flat_map(&:value).tally
    end

    def rss_mb(pid)
      (File.read("/proc/#{pid}/status")[/^VmRSS:\s+(\d+) kB/, 1].to_i / 1024.0).round(1)
    end

    COLUMNS = %w[text connections background requests_per_s p50_ms p99_ms requests errors error_detail
                 background_posts rss_before_mb rss_after_mb load1].freeze

    def write(rows)
      File.write(File.join(__dir__, "load.json"), JSON.pretty_generate({ "machine" => Env.machine, "ruby" => RUBY_VERSION,
                                                                          "seconds" => @seconds, "rows" => rows }))
      table = Markdown.table(COLUMNS, rows.map { |r| r.values_at(*COLUMNS).map { |v| v.is_a?(Hash) ? v.to_json : v } })
      File.write(File.join(__dir__, "load.md"), <<~MD)
        # duckling-server under wrk: results

        - Ruby #{RUBY_VERSION}; #{Env.machine.map { |k, v| "#{k} #{v}" }.join('; ')}
        - `bin/dev ruby research/server/load.rb #{@seconds}`: one server (`--workers 2 --max-body 4M`, queue 64),
          `wrk -t1 -cN -d#{@seconds}s --latency` POSTing the text; background: #{BACKGROUND_CLIENTS} curl clients
          POSTing 1 MB in a loop for the length of the cell. errors: wrk's non-2xx (503 from a full queue) and
          socket errors.

        #{table}
      MD
      puts File.read(File.join(__dir__, "load.md"))
    end
  end
end

Spike::Load.new(Integer(ARGV.fetch(0, "5"))).run if $PROGRAM_NAME == __FILE__
