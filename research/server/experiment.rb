# frozen_string_literal: true

require_relative "../lib/spike"
require "open3"
require "tempfile"
require "uri"

module Spike
  # duckling-server (exe/duckling-server: async-http + Duckling::WorkerPool) measured from outside, over loopback:
  # (a) how long a health check waits while another client's 1 MB text is parsed, and (b) requests/s and p99
  # latency under wrk with short texts (and, for contrast, texts long enough to be offloaded), 1 and 2 workers.
  class ServerExperiment < Experiment
    NAME = "server"
    TITLE = "duckling-server: health checks during a 1 MB parse, and load"
    RUBIES = %w[3.4 3.3].freeze

    SHORT = "I'll pay forty two now and 17 later"
    MEDIUM_BYTES = 4096 # at the default offload_threshold (4 KB): offloaded
    # threshold label => --gvl-release-threshold (nil: the gem's default)
    HEALTH_CONDITIONS = { "default" => nil, "never" => "never" }.freeze

    def measure
      require_relative "launcher"
      rows = health_rows + load_rows + [stamp(in_process_row)]
      progress "done"
      rows
    end

    # --- (a) health checks during a 1 MB parse -------------------------------------------------------------

    def health_rows
      text = LongText::SENTENCE * (1_000_000 / LongText::SENTENCE.bytesize)
      parse_ms = ms(Stats.median(Array.new(3) { Env.timed { Duckling.parse_json(text) } }))
      runs = Env.pick(full: 5, quick: 1)
      Tempfile.create(["one-mb", ".form"]) do |file|
        file.write(URI.encode_www_form(text:, locale: "en_US"))
        file.flush
        HEALTH_CONDITIONS.flat_map do |label, threshold|
          args = ["--workers", "2", "--max-body", "4M", "--timeout", "60"]
          args += ["--gvl-release-threshold", threshold] if threshold
          ServerLauncher.with(*args) do |server|
            progress format("Ruby %s: health checks during a 1 MB parse, threshold %s, %d runs", RUBY_VERSION, label, runs)
            [stamp(idle_row(server, label))] +
              (1..runs).map { |run| stamp(health_row(server, file.path, label, run).merge("parse_ms" => parse_ms)) }
          end
        end
      end
    end

    # Pings alone: the floor.
    def idle_row(server, label)
      pings = with_client(server) { |c| Array.new(Env.pick(full: 200, quick: 50)) { ping(c).tap { sleep 0.002 } } }
      ping_summary(pings).merge("kind" => "health", "threshold" => label, "run" => 0, "load" => "none",
                                "big_ms" => nil, "big_status" => nil, "parse_ms" => nil)
    end

    # One 1 MB POST (curl, another process) while this process pings GET / every 2 ms on a keep-alive connection.
    def health_row(server, path, label, run)
      big = Thread.new { curl_post(server.url("/parse"), path) }
      pings = with_client(server) do |client|
        sleep 0.005 # let curl connect and start sending
        samples = []
        deadline = Env.monotonic + 60
        while big.alive? && samples.size < 5000 && Env.monotonic < deadline
          samples << ping(client)
          sleep 0.002
        end
        samples
      end
      status, seconds = big.value
      ping_summary(pings).merge("kind" => "health", "threshold" => label, "run" => run, "load" => "1 MB POST",
                                "big_ms" => ms(seconds), "big_status" => status)
    end

    def ping_summary(pings)
      summary = Stats.summary(pings)
      { "pings" => pings.size, "ping_median_ms" => ms(summary["median"]), "ping_p99_ms" => ms(summary["p99"]),
        "ping_max_ms" => ms(summary["max"]) }
    end

    def ping(client)
      Env.timed { client.get("/").code == "200" or raise "health check failed" }
    end

    def with_client(server)
      client = server.client
      client.start
      yield client
    ensure
      client&.finish if client&.started?
    end

    # @return [Array(String, Float)] HTTP status and curl's total time in seconds
    def curl_post(url, path)
      out, status = Open3.capture2("curl", "-sS", "--max-time", "60", "--data-binary", "@#{path}", "-H",
                                   "Content-Type: application/x-www-form-urlencoded", url, "-o", "/dev/null",
                                   "-w", "%{http_code} %{time_total}")
      raise "curl failed: #{out}" unless status.success?

      code, seconds = out.split
      [code, Float(seconds)]
    end

    # --- reference: the short parse alone, in this process --------------------------------------------------

    # The latency distribution of the short text's parse with no server around it: what the machine's scheduler
    # does to a 10 µs operation under its current load, to read the server's tail latencies against.
    def in_process_row
      calls = Env.pick(full: 20_000, quick: 2_000)
      progress format("Ruby %s: %d in-process parses of the short text", RUBY_VERSION, calls)
      samples = Array.new(calls) do
        Env.timed { Duckling.parse_json(SHORT, locale: "en_US", tz: "America/Los_Angeles", reference_time: Time.now) }
      end
      { "kind" => "in-process", "calls" => calls, "median_us" => Stats.median(samples) * 1e6,
        "p99_us" => Stats.percentile(samples, 99) * 1e6, "p999_us" => Stats.percentile(samples, 99.9) * 1e6,
        "max_ms" => ms(samples.max), "over_10ms" => samples.count { |t| t > 0.01 } }
    end

    # --- (b) load with wrk ---------------------------------------------------------------------------------

    # [label, form body (nil: GET /), expected status]
    def load_targets
      medium = (LongText::SENTENCE * ((MEDIUM_BYTES / LongText::SENTENCE.bytesize) + 1))[0, MEDIUM_BYTES]
      form = ->(fields) { URI.encode_www_form(fields) }
      [["GET /", nil, 200],
       ["POST /parse short", form.call(text: SHORT, locale: "en_US"), 200],
       ["POST /parse 4 KB", form.call(text: medium, locale: "en_US"), 200],
       # A POST with a body like the short one, answered 422 before any parse: the cost of the request, not the parse.
       ["POST /parse no text (422)", form.call(locale: "en_US", note: SHORT), 422]]
    end

    def load_rows
      duration = Env.pick(full: 5, quick: 1)
      runs = Env.pick(full: 3, quick: 1)
      [1, 2].flat_map do |workers|
        ServerLauncher.with("--workers", workers.to_s) do |server|
          load_targets.flat_map do |target, body, expected|
            # Only the 4 KB texts reach the pool: the other targets are measured once, with 2 workers.
            next [] if workers == 1 && !target.include?("short") && !target.include?("4 KB")

            progress format("Ruby %s: wrk %s, %d worker(s), %d × %d s", RUBY_VERSION, target, workers, runs, duration)
            (1..runs).map do |run|
              stamp(wrk(server, body, duration, expected).merge("kind" => "load", "target" => target,
                                                                "workers" => workers, "run" => run,
                                                                "text_bytes" => body&.bytesize))
            end
          end
        end
      end
    end

    WRK_THREADS = 1
    WRK_CONNECTIONS = 8

    def wrk(server, body, duration, expected, connections: WRK_CONNECTIONS)
      Tempfile.create(["wrk", ".lua"]) do |script|
        script.write(wrk_script(body))
        script.flush
        url = server.url(body ? "/parse" : "/")
        out, status = Open3.capture2e("wrk", "-t#{WRK_THREADS}", "-c#{connections}", "-d#{duration}s",
                                      "--timeout", "10s", "--latency", "-s", script.path, url)
        raise "wrk failed: #{out}" unless status.success?

        parse_wrk(out, expected, connections)
      end
    end

    # body: URL-encoded already (only [A-Za-z0-9*._+%&=-]: safe inside a Lua string)
    def wrk_script(body)
      return "" unless body

      <<~LUA
        wrk.method = "POST"
        wrk.body = "#{body}"
        wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
      LUA
    end

    # wrk's report → requests/s, latency percentiles (ms), request and error counts.
    # Non-2xx answers count as errors unless the target expects one (the 422 row).
    def parse_wrk(out, expected, connections = WRK_CONNECTIONS)
      latency = ->(p) { duration_ms(out[/^\s+#{p}%\s+([\d.]+\w+)/, 1]) }
      non2xx = expected == 200 ? out[/Non-2xx or 3xx responses: (\d+)/, 1].to_i : 0
      errors = non2xx + out[/Socket errors: (.*)$/, 1].to_s.scan(/\d+/).sum(&:to_i)
      { "requests_per_s" => Float(out[%r{Requests/sec:\s+([\d.]+)}, 1]), "p50_ms" => latency.call(50),
        "p99_ms" => latency.call(99), "requests" => Integer(out[/(\d+) requests in/, 1]), "errors" => errors,
        "error_detail" => [out[/Non-2xx or 3xx responses: \d+/], out[/Socket errors: .*$/]].compact.join("; "),
        "wrk" => "-t#{WRK_THREADS} -c#{connections}" }
    end

    def duration_ms(value)
      match = value.to_s.match(/\A([\d.]+)(\w+)\z/) or return nil
      number, unit = match.captures
      Float(number) * { "us" => 0.001, "ms" => 1.0, "s" => 1000.0, "m" => 60_000.0 }.fetch(unit)
    end

    # --- report --------------------------------------------------------------------------------------------

    HEALTH_RAW = %w[ruby threshold run load pings ping_median_ms ping_p99_ms ping_max_ms big_ms big_status parse_ms load1].freeze
    HEALTH_HEADERS = ["ruby", "threshold", "run", "load", "pings", "ping median ms", "ping p99 ms", "ping max ms",
                      "1 MB request ms", "status", "1 MB parse ms (in-process)", "load1"].freeze
    LOAD_RAW = %w[ruby target workers run text_bytes requests_per_s p50_ms p99_ms requests errors error_detail wrk
                  load1].freeze
    LOAD_HEADERS = ["ruby", "target", "workers", "run", "text bytes", "requests/s", "p50 ms", "p99 ms", "requests",
                    "errors", "wrk's error lines", "wrk", "load1"].freeze

    def write(rows, machine, dir)
      in_process, rows_http = rows.partition { |r| r["kind"] == "in-process" }
      health, load = rows_http.partition { |r| r["kind"] == "health" }
      health_medians = health_medians(health)
      load_medians = load_medians(load)
      plot = render_plot(dir, health_medians)
      sections = ["## (a) Health checks (GET /) during a 1 MB POST /parse: every run\n\n" \
                  "Run 0 is the floor: pings with no other request.\n\n" \
                  "#{Markdown.table(HEALTH_HEADERS, health.map { |r| r.values_at(*HEALTH_RAW) })}",
                  "## (b) wrk against loopback: every run\n\n#{Markdown.table(LOAD_HEADERS, load.map { |r| r.values_at(*LOAD_RAW) })}",
                  "## Reference: the short text parsed in-process, no server\n\n#{in_process_table(in_process)}",
                  "## Medians\n\n#{health_table(health_medians)}\n\n#{load_table(load_medians)}"]
      write_report(dir, machine:, rows:, sections:, plot:, plot_title: "health-check latency during a 1 MB parse",
                   readme: readme(health_medians, load_medians, in_process, plot, machine))
    end

    def health_medians(health)
      health.reject { |r| r["run"].zero? }.group_by { |r| r.values_at("ruby", "threshold") }.map do |(ruby, label), group|
        floor = health.find { |r| r["run"].zero? && r["ruby"] == ruby && r["threshold"] == label }
        med = ->(key) { Stats.median(group.map { |r| r[key] }) }
        { "ruby" => ruby, "threshold" => label, "runs" => group.size, "ping_max_ms" => med.call("ping_max_ms"),
          "ping_p99_ms" => med.call("ping_p99_ms"), "ping_median_ms" => med.call("ping_median_ms"),
          "pings" => med.call("pings"), "big_ms" => med.call("big_ms"), "parse_ms" => med.call("parse_ms"),
          "share" => 100.0 * med.call("ping_max_ms") / med.call("big_ms"), "floor_max_ms" => floor&.dig("ping_max_ms"),
          "floor_median_ms" => floor&.dig("ping_median_ms"), "load1" => med.call("load1"),
          "all_200" => group.all? { |r| r["big_status"] == "200" } }
      end
    end

    def load_medians(load)
      load.group_by { |r| r.values_at("ruby", "target", "workers") }.map do |(ruby, target, workers), group|
        { "ruby" => ruby, "target" => target, "workers" => workers, "runs" => group.size,
          "requests_per_s" => Stats.median(group.map { |r| r["requests_per_s"] }),
          "p50_ms" => Stats.median(group.map { |r| r["p50_ms"] }), "p99_ms" => Stats.median(group.map { |r| r["p99_ms"] }),
          "errors" => group.sum { |r| r["errors"] } }
      end
    end

    def health_table(medians)
      Markdown.table(["ruby", "threshold", "runs", "pings", "ping median ms", "ping p99 ms", "ping max ms",
                      "1 MB request ms", "max ping / request %", "floor: max ping alone ms"],
                     medians.map do |m|
                       m.values_at("ruby", "threshold", "runs", "pings", "ping_median_ms", "ping_p99_ms", "ping_max_ms",
                                   "big_ms", "share", "floor_max_ms")
                     end)
    end

    def load_table(medians)
      Markdown.table(["ruby", "target", "workers", "runs", "requests/s", "p50 ms", "p99 ms", "errors"],
                     medians.map { |m| m.values_at("ruby", "target", "workers", "runs", "requests_per_s", "p50_ms", "p99_ms", "errors") })
    end

    def in_process_table(rows)
      Markdown.table(["ruby", "calls", "median µs", "p99 µs", "p99.9 µs", "max ms", "calls over 10 ms", "load1"],
                     rows.map { |r| r.values_at("ruby", "calls", "median_us", "p99_us", "p999_us", "max_ms", "over_10ms", "load1") })
    end

    def render_plot(dir, medians)
      data = medians.each_with_index.map do |m, i|
        [i, m["ping_max_ms"], m["big_ms"], "Ruby #{m['ruby'][0, 3]} threshold #{m['threshold']}"]
      end
      return nil if data.empty?

      Plot.render(dir, "health", data: { "d" => data }, script: <<~GP)
        set title "Longest GET / while another client's 1 MB text is parsed (median of runs)"
        set ylabel "ms"
        set style fill solid 0.6
        set boxwidth 0.6
        set yrange [0:*]
        set key top left
        plot $d using 1:2:xtic(4) with boxes title "longest health check", \\
             $d using 1:3 with points pt 7 ps 1.5 title "the 1 MB request"
      GP
    end

    def readme(health, load, in_process, plot, machine)
      <<~MD
        # duckling-server: health checks during a long parse, and load

        **Question.** `duckling-server` is one async reactor (async-http) whose worker pool is a
        `Duckling::WorkerPool`. (a) While one client's 1 MB text is being parsed, does a second client's `GET /`
        still answer within a few ms? (b) How many short-text requests per second does it serve, at what p99, with
        1 and 2 pool workers?

        **Method.** `experiment.rb` (standalone: `bin/dev ruby research/server/experiment.rb`, `QUICK=1` for a
        short run writing to tmp/spike-quick/server; Ruby 3.3 rows come from a `ruby3.3` child). Each condition
        starts `exe/duckling-server --quiet` on a free 127.0.0.1 port in a child process.
        (a) 2 workers; `curl` (another process) POSTs a 1 MB form (`LongText::SENTENCE` repeated, ~1 MB once
        URL-encoded) to `/parse` while the measuring process sends `GET /` every 2 ms on one keep-alive Net::HTTP
        connection and times each. Threshold `default` is the gem's defaults (`gvl_release_threshold` 256 bytes,
        `offload_threshold` 4 KB): on Ruby 3.4 the parse reaches the scheduler's `blocking_operation_wait` and runs
        on a pool thread; on 3.3, where Ruby never calls that hook, the server hands the texts the gem would offload
        to the same pool itself.
        Threshold `never` (`--gvl-release-threshold never`) parses on the reactor thread, for contrast. Run 0 is
        the floor: the same pings with nothing else running. #{Env.pick(full: 5, quick: 1)} runs per condition.
        (b) `wrk -t#{WRK_THREADS} -c#{WRK_CONNECTIONS} -d#{Env.pick(full: 5, quick: 1)}s --latency` against
        `GET /`; `POST /parse` with a #{SHORT.bytesize}-byte text (#{SHORT.inspect}) and with a
        #{MEDIUM_BYTES}-byte text (above the threshold, so offloaded), 1 and 2 workers; and, to separate the cost
        of a POST from the cost of the parse, a POST of the same size without `text` (answered 422, no parse),
        #{Env.pick(full: 3, quick: 1)} runs each. wrk, the server and (for 4 KB texts) its pool share the
        machine's #{machine['nproc']} CPUs. Every run is in results.md.

        **Finding (this run).**

        #{health_finding(health)}
        #{load_finding(load)}
        #{in_process_finding(in_process)}
        - Reading it: short texts (under the 4 KB offload threshold) are parsed on the reactor thread and never reach
          the pool, so their rows measure one reactor thread and the worker count cannot matter to them; 4 KB texts
          go to the pool, where a stall of the parsing thread delays only that request. #{tail_reading(load)}
          The in-process row shows what this shared machine's scheduler (load1 in results.md) does to a ~10 µs
          call with no server at all. Compare medians; rerun on a quiet machine before trusting a p99.

        #{health_table(health)}

        #{load_table(load)}

        #{in_process_table(in_process)}

        #{plot ? "![longest health check during a 1 MB parse](#{plot})\n" : ''}
        **What would change it.** More cores (wrk, the reactor and the pool threads compete for
        #{machine['nproc']} here, and the machine is shared: see load1 in results.md); the event selector (Ruby 3.4
        rows use io-event's pure-Ruby `Select`, because Debian's io-event is built only for 3.3; Ruby 3.3 rows use
        the native `EPoll`); texts between the threshold and a few KB, where the
        ~20 µs hand-off to the pool is a larger share of the request; a multi-process deployment (one reactor per
        core), which this server does not do — the short-text rows are bounded by one reactor thread.

        Hostile traffic, memory after bursts and wrk at 1/8/64 connections (issue 14) are in
        [production.md](production.md), with their own scripts (hostile.rb, burst.rb, load.rb).
      MD
    end

    def health_finding(health)
      health.map do |m|
        floor = m["floor_max_ms"] ? " (pings alone: median #{Markdown.cell(m['floor_median_ms'])} ms, longest " \
                                    "#{Markdown.cell(m['floor_max_ms'])} ms)" : ""
        "- Ruby #{m['ruby']}, threshold #{m['threshold']}: during a #{Markdown.cell(m['big_ms'])} ms 1 MB request, " \
          "#{Markdown.cell(m['pings'])} health checks answered in a median #{Markdown.cell(m['ping_median_ms'])} ms, " \
          "the longest in #{Markdown.cell(m['ping_max_ms'])} ms (#{Markdown.cell(m['share'])} % of the request)" \
          "#{floor}.#{' Not every 1 MB request answered 200.' unless m['all_200']}"
      end.join("\n")
    end

    # Whether the POST rows' tail comes with the parse or with the request: the 422 row parses nothing.
    def tail_reading(load)
      pairs = load.group_by { |m| m["ruby"] }.filter_map do |_, group|
        get = group.find { |m| m["target"] == "GET /" }
        no_parse = group.find { |m| m["target"].include?("422") }
        [get["p99_ms"], no_parse["p99_ms"]] if get && no_parse
      end
      return "" if pairs.empty?

      if pairs.all? { |get, no_parse| no_parse > 3 * get }
        "Here a POST answered 422 before any parse had a p99 over three times that of `GET /` on every Ruby: " \
          "the long tail of the POST rows comes with request bodies (async-http's HTTP/1 server on this machine; " \
          "not examined further), not with the parser."
      else
        "Compare the POST answered 422 before any parse with the short-parse row to tell the request's share of " \
          "the tail from the parser's."
      end
    end

    def in_process_finding(rows)
      rows.map do |r|
        "- In-process reference, Ruby #{r['ruby']}: the short text's parse alone takes a median " \
          "#{Markdown.cell(r['median_us'])} µs, p99 #{Markdown.cell(r['p99_us'])} µs, p99.9 " \
          "#{Markdown.cell(r['p999_us'])} µs, max #{Markdown.cell(r['max_ms'])} ms " \
          "(#{r['over_10ms']} of #{r['calls']} calls over 10 ms; load1 #{Markdown.cell(r['load1'])})."
      end.join("\n")
    end

    def load_finding(load)
      load.group_by { |m| m["ruby"] }.map do |ruby, group|
        find = ->(target, workers) { group.find { |m| m["target"] == target && m["workers"] == workers } }
        parts = group.map do |m|
          "#{m['target']} with #{m['workers']} worker(s): #{Markdown.cell(m['requests_per_s'])} req/s, " \
            "p50 #{Markdown.cell(m['p50_ms'])} ms, p99 #{Markdown.cell(m['p99_ms'])} ms" \
            "#{" (#{m['errors']} errors)" if m['errors'].positive?}"
        end
        ratios = ["POST /parse short", "POST /parse 4 KB"].filter_map do |target|
          one, two = find.call(target, 1), find.call(target, 2)
          "#{target} #{Markdown.cell(two['requests_per_s'] / one['requests_per_s'])}×" if one && two
        end
        get, no_parse, short = find.call("GET /", 2), find.call("POST /parse no text (422)", 2), find.call("POST /parse short", 2)
        tails = if get && no_parse && short
                  " Tails: p99 #{Markdown.cell(get['p99_ms'])} ms for GET /, #{Markdown.cell(no_parse['p99_ms'])} ms for a " \
                    "POST answered 422 without parsing, #{Markdown.cell(short['p99_ms'])} ms for the short parse."
                end
        "- Ruby #{ruby} under wrk: #{parts.join('; ')}. Two workers against one: #{ratios.join(', ')}.#{tails}"
      end.join("\n")
    end
  end
end

Spike::ServerExperiment.main if $PROGRAM_NAME == __FILE__
