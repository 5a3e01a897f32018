# frozen_string_literal: true

require_relative "../lib/spike"

module Spike
  # Falcon (a real `falcon serve`, one forked worker, loopback) with a Rack app that parses each POST: how long a
  # GET waits while 1 MB texts are POSTed back to back, with and without offload, on Ruby 4.0 and 3.4, when the
  # app calls `parse` (a Ruby Hash per entity) or `parse_json` (one String).
  class FalconExperiment < Experiment
    NAME = "falcon"
    TITLE = "Falcon: a GET's latency during 1 MB POSTs"
    RUBIES = %w[4.0 3.4].freeze
    APIS = %w[parse parse_json].freeze
    GETS = Env.pick(full: 20, quick: 3) # a GET without offload waits a whole POST (seconds on 3.4)
    TEXT_BYTES = 1024 * 1024

    def measure
      require File.join(ROOT, "test/support/falcon_server")
      text = Texts.text_of(TEXT_BYTES, Random.new(15)) # entity-dense: about one entity per 40 bytes
      entities = Duckling.parse(text).size
      runs = Env.pick(full: 3, quick: 1)
      [FalconServer.offload_for, :none].product(APIS).flat_map do |offload, api|
        progress format("Ruby %s: offload %s, %s: %d runs of %d GETs", RUBY_VERSION, offload, api, runs, GETS)
        FalconServer.with(offload:, api:) do |server|
          (1..runs).map { |run| stamp(row(server.measure(text, gets: GETS), offload, api, run, text, entities)) }
        end
      end
    end

    def row(result, offload, api, run, text, entities)
      gets = result[:get_seconds]
      progress "  #{result[:post_failures]} POST connections closed unanswered; Falcon said:\n#{result[:log][-2000..] || result[:log]}" unless result[:post_failures].zero?
      { "offload" => offload.to_s, "api" => api, "run" => run, "text_kb" => text.bytesize / 1024,
        "entities" => entities, "gets" => gets.size, "get_max_ms" => ms(gets.max),
        "get_median_ms" => ms(Stats.median(gets)), "posts" => result[:post_seconds].size,
        "posts_ok" => result[:posts_answered] == result[:post_seconds].size, "post_failures" => result[:post_failures],
        "post_median_ms" => ms(Stats.median(result[:post_seconds])) }
    end

    # --- report ---------------------------------------------------------------------------------------------

    RAW = %w[ruby offload api run text_kb entities gets get_max_ms get_median_ms posts posts_ok post_failures post_median_ms load1].freeze
    SUMMARY_KEYS = %w[ruby offload api runs get_max_ms get_median_ms post_median_ms].freeze
    SUMMARY_HEADERS = ["ruby", "offload", "api", "runs", "longest GET ms (range over runs)",
                       "median GET ms (median of runs)", "POST ms (median)"].freeze

    def write(rows, machine, dir)
      summary = summary_rows(rows)
      plot = render_plot(dir, summary)
      sections = ["## Every run\n\n#{Markdown.table(RAW, rows.map { |r| r.values_at(*RAW) })}",
                  "## Per condition\n\n#{summary_table(summary)}"]
      write_report(dir, machine:, rows:, sections:, plot:, plot_title: "a GET's latency during 1 MB POSTs",
                   readme: readme(rows, summary, plot))
    end

    def summary_rows(rows)
      rows.group_by { |r| r.values_at("ruby", "offload", "api") }.map do |(ruby, offload, api), group|
        maxes = group.map { |r| r["get_max_ms"] }
        { "ruby" => ruby, "offload" => offload, "api" => api, "runs" => group.size,
          "get_max_lo" => maxes.min, "get_max_hi" => maxes.max,
          "get_max_ms" => maxes.minmax.map { |v| Markdown.cell(v) }.uniq.join("–"),
          "get_median_ms" => Stats.median(group.map { |r| r["get_median_ms"] }),
          "post_median_ms" => Stats.median(group.map { |r| r["post_median_ms"] }) }
      end
    end

    def summary_table(summary)
      Markdown.table(SUMMARY_HEADERS, summary.map { |m| m.values_at(*SUMMARY_KEYS) })
    end

    def render_plot(dir, summary)
      data = summary.each_with_index.map do |m, i|
        [i, m["get_median_ms"], m["get_max_lo"], m["get_max_hi"], "#{m['ruby'][0, 3]} #{m['offload']} #{m['api']}"]
      end
      Plot.render(dir, "gets", data: { "d" => data }, script: <<~GP)
        set title "A GET's latency while 1 MB texts are POSTed back to back (falcon serve, one worker)"
        set ylabel "ms (log scale)"
        set logscale y
        set style fill solid 0.6
        set boxwidth 0.7
        set xtics rotate by -30 font ",8"
        set key top left
        set bmargin 7
        plot $d using 1:2:xtic(5) with boxes title "median GET (median of runs)", \\
             $d using 1:3:4 with yerrorbars pt 7 title "longest GET (range over runs)"
      GP
    end

    def readme(rows, summary, plot)
      offloaded, blocked = summary.partition { |m| m["offload"] != "none" }
      <<~MD
        # Falcon: a GET's latency during 1 MB POSTs

        **Question.** Under Falcon, the server async users run, does a long parse keep other requests waiting, and
        does the gem's offload fix that on each Ruby — io-event's own worker pool on Ruby 4.0
        (`ASYNC_SCHEDULER_WORKER_POOL=true`), `Duckling::WorkerPool` through `require "duckling/async"` on 3.4?
        What remains of the wait when the app builds Ruby Hashes (`parse`) rather than one JSON String
        (`parse_json`)?

        **Method.** `experiment.rb` (run by `rake spike`, one child process per Ruby) starts a real `falcon serve
        --forked --count 1` (Falcon 0.55.6 from the dev root) on a loopback port with the Rack app in
        `test/fixtures/falcon/config.ru` (`test/support/falcon_server.rb`, shared with `test/falcon_test.rb`): POST
        / parses its body, GET / answers `quack!`. One client POSTs a #{TEXT_BYTES / 1024} KB entity-dense text
        (`Spike::Texts.text_of`, #{rows.first && rows.first['entities']} entities) back to back on a keep-alive
        connection; once the first POST is sent, another sends #{GETS} GETs one after another, 10 ms apart, and
        records each one's latency. Offload `io_event_pool`: Falcon started with
        `ASYNC_SCHEDULER_WORKER_POOL=true` (Ruby 4.0); `duckling_async`: `falcon serve --preload` of a file that
        requires `duckling/async` (Ruby 3.4); `none`: neither. Runs per condition: #{Env.pick(full: 3, quick: 1)}
        (one server per condition); every run is in results.md.

        **Finding (this run).**

        - With offload the longest of #{GETS} GETs was #{span(offloaded.select { |m| m['api'] == 'parse' })} ms with
          `parse` and #{span(offloaded.select { |m| m['api'] == 'parse_json' })} ms with `parse_json`; without it
          #{span(blocked)} ms: a GET waits for the parse in its way.
        - What is left with `parse` is not the parse: it runs on a worker thread, but the result's Ruby Hashes are
          built on the reactor's thread when it returns, in 1 ms slices with a trip through the event loop between
          them (ext/duckling_rs/src/pace.rs), and Ruby's minor GCs mark the young result in one go
          (research/hold); `parse_json` builds one String.

        #{summary_table(summary)}

        #{plot ? "![a GET's latency during 1 MB POSTs](#{plot})\n" : ''}
        **What would change the conclusion.** Result building moved off the reactor (or done in bounded slices):
        the `parse` rows would fall toward the `parse_json` ones. More Falcon workers than cores, or a client
        whose GETs share the POST's connection (HTTP/1.1 answers in order), would measure something else.
      MD
    end

    def span(group)
      return "–" if group.empty?

      lo = group.map { |m| m["get_max_lo"] }.min
      hi = group.map { |m| m["get_max_hi"] }.max
      Markdown.cell(lo) == Markdown.cell(hi) ? Markdown.cell(lo) : "#{Markdown.cell(lo)}–#{Markdown.cell(hi)}"
    end
  end
end

Spike::FalconExperiment.main if $PROGRAM_NAME == __FILE__
