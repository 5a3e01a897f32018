# frozen_string_literal: true

require_relative "../lib/spike"

module Spike
  # How long can `parse_all` of many short texts keep another thread off the GVL? (The mysql2 measurement.)
  class BatchExperiment < Experiment
    NAME = "batch"
    TITLE = "Batch bounded wait"
    MODES = {
      "parse_all" => "`Duckling.parse_all(texts)`, default threshold: one release per chunk (≤ 256 texts, ≤ 64 KB)",
      "parse loop" => "`texts.map { Duckling.parse(_1) }`, default threshold: each short text parsed holding the GVL",
      "parse_all held" => "`parse_all` with `gvl_release_threshold = nil`: held, yielding every ~1 ms",
      "parse_all GC off" => "`parse_all` with `GC.disable` around it: the same batch with no collection to pause it",
      "parse_all empty" => "`parse_all` of as many empty strings: no engine work, so what is left is the batch's " \
                           "own handling (argument checks, copying the texts, chunking, results)"
    }.freeze
    SIZES = [1_000, 10_000, 100_000].freeze
    MILLION = 1_000_000
    MARGIN = 20 # seconds kept in hand for writing the reports

    def measure
      mix = Texts.chat_mix
      runs = Env.pick(full: 3, quick: 1)
      sizes = Env.pick(full: SIZES, quick: SIZES.first(2))
      progress format("Ruby %s: chat mix of %d texts (%d–%d bytes), sizes %s, %d runs", RUBY_VERSION, mix.size,
                      *mix.map(&:bytesize).minmax, sizes.join("/"), runs)
      Duckling.parse_all(mix) # warm up
      rows = (1..runs).flat_map do |run|
        progress "run #{run}"
        [idle(run)] + sizes.flat_map { |n| MODES.keys.map { |m| one(m, n, mix, run) } }
      end
      rows + million(rows, mix)
    end

    # 1e6 texts only in full runs, and only while the run's time budget lasts. Each mode's estimate comes from its
    # own 1e5 rows, scaled by how much slower per text the 1e6 batches measured so far turned out (at least 1.5×:
    # GC of a million results); the cheapest modes go first, so as many as possible fit.
    def million(rows, mix)
      return [] if Env.quick?

      per_text = MODES.keys.to_h do |mode|
        [mode, Stats.median(rows.select { |r| r["mode"] == mode && r["texts"] == SIZES.last }.map { |r| r["seconds"] / r["texts"] })]
      end
      slowdown = 1.5
      per_text.sort_by(&:last).filter_map do |mode, seconds_per_text|
        estimate = seconds_per_text * MILLION * slowdown
        if estimate > Env.seconds_left - MARGIN
          progress format("skipping 1e6 %s: estimated %.0f s, %.0f s left in the run's budget", mode, estimate,
                          Env.seconds_left)
          next
        end
        progress format("1e6 texts, %s (estimated %.0f s)", mode, estimate)
        one(mode, MILLION, mix, 1).tap do |row|
          slowdown = [slowdown, row["seconds"] / MILLION / seconds_per_text].max
        end
      end
    end

    def one(mode, count, mix, run)
      texts = Array.new(count) { |i| mix[i % mix.size] }
      GC.start # each measurement starts without the previous one's garbage
      probe = GvlProbe.new
      gc_before = gc_stat
      GC::Profiler.enable # per-collection pause times: is the longest wait one GC pause?
      GC::Profiler.clear
      seconds = probe.around { Env.timed { run_mode(mode, texts) } }
      gc_ms, majors = gc_stat.zip(gc_before).map { |a, b| a - b }
      stamp({ "run" => run, "mode" => mode, "texts" => count, "seconds" => seconds, "texts_per_s" => count / seconds }
        .merge(probe_columns(probe))
        .merge("gc_ms" => gc_ms, "major_gcs" => majors, "longest_gc_ms" => longest_gc_pause))
    ensure
      GC::Profiler.disable
    end

    def longest_gc_pause
      ms(GC::Profiler.raw_data.map { |d| d[:GC_TIME] }.max || 0.0)
    end

    def probe_columns(probe)
      { "longest_wait_ms" => ms(probe.longest), "p99_wait_ms" => ms(probe.p99),
        "cpu_wait_pct" => 100.0 * probe.cpu_wait_share,
        "probe_wakeups" => probe.overshoots.size }
    end

    # The probe alone for a second: its overshoot with nothing holding the GVL is the machine's timer and CPU
    # slack, the floor under every other row.
    def idle(run)
      probe = GvlProbe.new
      probe.around { sleep Env.pick(full: 1.0, quick: 0.2) }
      stamp({ "run" => run, "mode" => "idle", "texts" => 0, "seconds" => nil, "texts_per_s" => nil }
        .merge(probe_columns(probe)))
    end

    # GC holds the GVL whatever the dispatch does; its time (ms) and major collections explain long waits.
    def gc_stat
      stat = GC.stat
      [stat.fetch(:time, 0).to_f, stat.fetch(:major_gc_count, 0)]
    end

    def run_mode(mode, texts)
      case mode
      when "parse_all" then Duckling.parse_all(texts)
      when "parse loop" then texts.map { |t| Duckling.parse(t) }
      when "parse_all held" then held { Duckling.parse_all(texts) }
      when "parse_all GC off" then without_gc { Duckling.parse_all(texts) }
      when "parse_all empty" then Duckling.parse_all(Array.new(texts.size, ""))
      end
    end

    def without_gc
      GC.disable
      yield
    ensure
      GC.enable
    end

    def held
      before = Duckling.gvl_release_threshold
      Duckling.gvl_release_threshold = nil
      yield
    ensure
      Duckling.gvl_release_threshold = before
    end

    # --- report ---------------------------------------------------------------------------------------------

    RAW = %w[ruby run mode texts seconds texts_per_s longest_wait_ms p99_wait_ms cpu_wait_pct
             probe_wakeups gc_ms major_gcs longest_gc_ms load1].freeze
    RAW_HEADERS = ["ruby", "run", "mode", "texts", "seconds", "texts/s", "probe longest wait ms",
                   "probe p99 wait ms", "probe waiting for a CPU %", "probe wakeups", "GC ms",
                   "major GCs", "longest GC pause ms", "load1"].freeze
    SUMMARY_KEYS = %w[mode texts runs texts_per_s longest_wait_ms p99_wait_ms cpu_wait_pct gc_ms
                      longest_gc_ms].freeze
    SUMMARY_HEADERS = ["mode", "texts", "runs", "texts/s", "probe longest wait ms", "probe p99 wait ms",
                       "probe waiting for a CPU %", "GC ms", "longest GC pause ms"].freeze

    def write(rows, machine, dir)
      summary = summarise(rows)
      plot = render_plot(dir, summary)
      sections = ["## Every run\n\n#{Markdown.table(RAW_HEADERS, rows.map { |r| r.values_at(*RAW) })}",
                  "## Medians\n\n#{Markdown.table(SUMMARY_HEADERS, summary.map { |s| s.values_at(*SUMMARY_KEYS) })}"]
      write_report(dir, machine:, rows:, sections:, plot:, plot_title: "longest wait per batch size",
                   readme: readme(rows, summary, plot))
    end

    def summarise(rows)
      rows.group_by { |r| r.values_at("mode", "texts") }.map do |(mode, texts), group|
        median = ->(key) { Stats.median(group.map { |r| r[key] }) }
        { "mode" => mode, "texts" => texts, "runs" => group.size, "texts_per_s" => median.("texts_per_s"),
          "seconds" => median.("seconds"), **SUMMARY_KEYS.drop(4).to_h { |k| [k, median.(k)] } }
      end.sort_by { |s| [MODES.keys.index(s["mode"]) || -1, s["texts"]] }
    end

    def render_plot(dir, summary)
      data = MODES.keys.to_h do |m|
        [block(m), summary.select { |s| s["mode"] == m }.map { |s| s.values_at("texts", "longest_wait_ms", "p99_wait_ms") }]
      end
      lines = MODES.keys.each_with_index.flat_map do |m, i|
        ["$#{block(m)} using 1:2 with linespoints lc #{i + 1} pt 7 lw 2 title '#{m}: longest'",
         "$#{block(m)} using 1:3 with linespoints lc #{i + 1} pt 6 dt 2 title '#{m}: p99'"]
      end
      Plot.render(dir, "wait", data:, script: <<~GP)
        set title "Another thread's wait for the GVL during a batch of short texts (medians of runs)"
        set xlabel "texts in the batch"
        set ylabel "ms (log scale)"
        set logscale xy
        set key top left
        plot #{lines.join(', ')}
      GP
    end

    def block(mode)
      mode.tr(" ", "_")
    end

    def readme(rows, summary, plot)
      mix = Texts.chat_mix
      <<~MD
        # Batch bounded wait

        **Question.** `Duckling.parse_all(texts)` parses a batch in chunks, releasing the GVL once per chunk
        (≤ 256 texts, ≤ 64 KB), and converts each chunk's results to Ruby holding it. How long can another thread
        be kept off the GVL during a batch of 1e3 … 1e6 short texts, compared with a loop of `Duckling.parse`
        (each short text held) and with `parse_all` held throughout (threshold `nil`: only the engine's ~1 ms
        yield lets others in)? This is the measurement mysql2 made for its per-row GVL change.

        **Method.** `experiment.rb`, Ruby #{rubies_of(rows).join(', ')}. Texts: the chat mix (`Spike::Texts.chat_mix`,
        seed 7: #{mix.size} texts of #{mix.map(&:bytesize).minmax.join('–')} bytes, repeated to the batch size).
        Modes:
        #{MODES.map { |m, d| "- `#{m}`: #{d}" }.join("\n")}

        While the batch runs, a second thread sleeps 1 ms in a loop and records how late it wakes
        (`Spike::GvlProbe`); its longest overshoot is the longest the batch kept it off the GVL, plus the OS's delays;
        the share of its life it spent runnable but waiting for a CPU (Linux `/proc/thread-self/schedstat`) says how
        much of that is the shared machine. GC time, major collections and the longest single GC pause
        (`GC::Profiler`) are recorded per batch, because garbage collection holds the GVL whatever the dispatch does. Sizes
        #{SIZES.join(', ')} × #{Env.pick(full: 3, quick: 1)} runs; then 1e6 once per mode, in full runs only and only
        when the 1e5 timings predict it fits in what is left of the run's #{Env::BUDGET} s budget (this run:
        #{million_note(rows)}). Every run is in results.md.

        **Finding (this run).**

        #{Markdown.table(SUMMARY_HEADERS, summary.map { |s| s.values_at(*SUMMARY_KEYS) })}

        #{plot ? "![longest wait per batch size](#{plot})\n" : ''}
        #{finding(summary)}

        **What would change the conclusion.** Longer texts per chunk (a chunk's conversion to Ruby, done holding
        the GVL, grows with its entities); a GC pause during conversion, which holds the GVL whatever the
        dispatch does (it shows up as an outlier in one run, not in all); a busier machine (the probe's wake-up then
        also waits for a CPU, which inflates every mode alike); a change of `CHUNK_TEXTS`/`CHUNK_BYTES` or of the
        1 ms held slice in `pace.rs`.
      MD
    end

    def million_note(rows)
      done = rows.select { |r| r["texts"] == MILLION }.map { |r| "`#{r['mode']}`" }
      done.empty? ? "none fitted" : "#{done.join(', ')} fitted"
    end

    def finding(summary)
      idle = summary.find { |s| s["mode"] == "idle" }
      floor = "- `idle` (the probe alone): overshoot #{Markdown.cell(idle['p99_wait_ms'])} ms at p99, " \
              "#{Markdown.cell(idle['longest_wait_ms'])} ms at most — the floor; the rows below show the batch's " \
              "effect only where they exceed it."
      lines = MODES.keys.map do |mode|
        group = summary.select { |s| s["mode"] == mode }
        waits = group.map do |s|
          "#{s['texts']} texts: #{Markdown.cell(s['longest_wait_ms'])} ms (p99 #{Markdown.cell(s['p99_wait_ms'])}; " \
            "longest GC pause #{Markdown.cell(s['longest_gc_ms'])} ms)"
        end
        tput = group.map { |s| s["texts_per_s"] }
        "- `#{mode}`, longest wait: #{waits.join('; ')}; #{Markdown.cell(tput.min)}–#{Markdown.cell(tput.max)} texts/s."
      end
      [floor, *lines, *growth_lines(summary), empty_line(summary), gc_off_line(summary), gc_line(summary)]
        .compact.join("\n")
    end

    # Whether the longest waits are explained by GC, from the numbers: the batches whose longest wait is within
    # a factor of two of their longest single GC pause.
    def gc_line(summary)
      batches = summary.reject { |s| s["mode"] == "idle" || s["longest_gc_ms"].to_f.zero? }
      explained = batches.select { |s| s["longest_wait_ms"] <= 2 * s["longest_gc_ms"] && s["longest_gc_ms"] >= 10 }
      head = "- Garbage collection holds the GVL whatever the dispatch does. Of #{batches.size} batches with a GC, " \
             "#{explained.size} had a longest wait at most twice their longest single GC pause (≥ 10 ms)"
      return "#{head}: in this run GC alone does not explain the longest waits." if explained.empty?

      "#{head} (#{explained.map { |s| "`#{s['mode']}` × #{s['texts']}" }.join(', ')}): there a GC pause, not the " \
        "dispatch, can account for the longest wait."
    end

    # parse_all of empty strings does no engine work: if its longest wait is most of its duration, the batch's own
    # handling of the texts runs as one stretch holding the GVL.
    def empty_line(summary)
      largest = summary.select { |s| s["mode"] == "parse_all empty" }.max_by { |s| s["texts"] }
      return unless largest

      share = 100.0 * ms(largest["seconds"]).then { |d| largest["longest_wait_ms"] / d }
      verdict = if share >= 50
                  "most of the call is one stretch holding the GVL, and it is the batch's own handling of its texts " \
                    "(everything but the engine)"
                else
                  "the batch's own handling of its texts is not one long stretch"
                end
      "- `parse_all empty` × #{largest['texts']} took #{Markdown.cell(ms(largest['seconds']))} ms and kept the probe " \
        "waiting up to #{Markdown.cell(largest['longest_wait_ms'])} ms (#{Markdown.cell(share)} % of it): #{verdict}."
    end

    # The same batch with and without GC at the largest size both ran: what is left with GC off is the dispatch's
    # (and the batch handling's) own longest hold.
    def gc_off_line(summary)
      off = summary.select { |s| s["mode"] == "parse_all GC off" }.max_by { |s| s["texts"] }
      on = off && summary.find { |s| s["mode"] == "parse_all" && s["texts"] == off["texts"] }
      return unless on

      "- `parse_all` × #{off['texts']}: longest wait #{Markdown.cell(on['longest_wait_ms'])} ms with GC, " \
        "#{Markdown.cell(off['longest_wait_ms'])} ms with GC disabled (p99 #{Markdown.cell(on['p99_wait_ms'])} / " \
        "#{Markdown.cell(off['p99_wait_ms'])} ms): #{gc_share_words(on, off)}"
    end

    def gc_share_words(on, off)
      if off["longest_wait_ms"] <= on["longest_wait_ms"] / 2
        "most of the longest wait is garbage collection; what remains with GC off is the batch's own longest hold."
      else
        "disabling GC does not halve the longest wait, so it is mostly the batch's own handling, not GC."
      end
    end

    # How the longest wait and the p99 scale with the batch, per mode: a longest wait that grows with the batch
    # while the p99 stays flat is one stretch whose length is proportional to the batch.
    def growth_lines(summary)
      MODES.keys.filter_map do |mode|
        group = summary.select { |s| s["mode"] == mode }.sort_by { |s| s["texts"] }
        next if group.size < 2

        first, last = group.first, group.last
        "- `#{mode}`: from #{first['texts']} to #{last['texts']} texts (×#{last['texts'] / first['texts']}) the " \
          "longest wait went ×#{Markdown.cell(last['longest_wait_ms'] / first['longest_wait_ms'])} " \
          "(#{Markdown.cell(first['longest_wait_ms'])} → #{Markdown.cell(last['longest_wait_ms'])} ms) and the p99 " \
          "×#{Markdown.cell(last['p99_wait_ms'] / first['p99_wait_ms'])} " \
          "(#{Markdown.cell(first['p99_wait_ms'])} → #{Markdown.cell(last['p99_wait_ms'])} ms)."
      end
    end
  end
end

Spike::BatchExperiment.main if $PROGRAM_NAME == __FILE__
