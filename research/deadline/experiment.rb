# frozen_string_literal: true

require_relative "../lib/spike"

module Spike
  # `deadline:`: how close to its deadline a parse stops and answers (DeadlineExceeded with the entities of the part
  # finished), on ordinary text and on the slowest texts, and what the deadline costs a parse it never stops.
  class DeadlineExperiment < Experiment
    NAME = "deadline"
    TITLE = "deadline: how close to it a parse answers"
    DEADLINES = [0.01, 0.05, 0.25].freeze
    # The slowest texts known (lists of dates, each composing with its neighbours: research/long-texts) and prose.
    PATTERNS = { "from 3 to 5pm" => "from 3 to 5pm, ", "next friday at 5pm" => "next friday at 5pm, " }.freeze
    SIZES = { "2 KB" => 2 * 1024, "16 KB" => 16 * 1024, "1 MB" => 1024 * 1024 }.freeze
    REFERENCE = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")

    def texts
      SIZES.flat_map do |size, bytes|
        [["ordinary", size, Texts.long(bytes)],
         *PATTERNS.map { |name, piece| [name, size, (piece * ((bytes / piece.bytesize) + 1)).byteslice(0, bytes)] }]
      end
    end

    def measure
      runs = Env.pick(full: 10, quick: 2)
      Duckling.preload(:en)
      texts.flat_map do |name, size, text|
        progress format("%s, %s", name, size)
        rows = DEADLINES.flat_map { |deadline| (1..runs).map { |run| stamp(one(name, size, text, deadline, run)) } }
        report(rows)
        # A megabyte of dates takes minutes whole (a third of a second per KB here): only prose is parsed whole.
        name == "ordinary" ? rows + cost(name, size, text, runs) : rows
      end
    end

    # One parse with the deadline: when it answered, and how much of the text its answer covers.
    def one(name, size, text, deadline, run)
      GC.start # each run starts without the last one's garbage
      error = nil
      seconds = Env.timed do
        Duckling.parse(text, reference_time: REFERENCE, deadline:)
      rescue Duckling::DeadlineExceeded => e
        error = e
      end
      { "text" => name, "size" => size, "bytes" => text.bytesize, "deadline_ms" => ms(deadline), "run" => run,
        "answered_ms" => ms(seconds), "overshoot_ms" => error && ms(seconds - deadline), "partial" => !error.nil?,
        "covered" => error ? (error.parsed_to.to_f / text.size).round(4) : 1.0,
        "entities" => error&.entities&.size }
    end

    def report(rows)
      rows.group_by { |r| r["deadline_ms"] }.each do |deadline, group|
        over = group.filter_map { |r| r["overshoot_ms"] }
        progress format("  deadline %3.0f ms: %d/%d partial, overshoot median %s ms, worst %s ms", deadline,
                        over.size, group.size, Markdown.cell(Stats.median(over)), Markdown.cell(over.max))
      end
    end

    # What a deadline costs a parse it never stops (the clock read every 16 probe calls, windows growing from 64
    # bytes): the same text without a deadline and with one of an hour, alternately.
    def cost(name, size, text, runs)
      runs *= 4 if text.bytesize < 100_000 # short parses are noisier, and cheap
      pairs = Array.new(runs) do
        [nil, 3600].map do |deadline|
          GC.start
          Env.timed { Duckling.parse(text, reference_time: REFERENCE, deadline:) }
        end
      end
      without, with = pairs.transpose.map { |times| Stats.median(times) }
      progress format("  no deadline %.1f ms, an hour's %.1f ms (median of %d)", without * 1000, with * 1000, runs)
      [stamp({ "text" => name, "size" => size, "bytes" => text.bytesize, "cost" => true, "runs" => runs,
               "without_ms" => ms(without), "with_ms" => ms(with) })]
    end

    # --- report ---------------------------------------------------------------------------------------------

    RAW = %w[ruby text size deadline_ms run answered_ms overshoot_ms partial covered entities load1].freeze
    COST = %w[ruby text size runs without_ms with_ms load1].freeze
    SUMMARY_HEADERS = ["text", "size", "deadline ms", "partial", "overshoot ms (median)",
                       "overshoot ms (worst)", "text covered (median)"].freeze

    def write(rows, machine, dir)
      runs = rows.reject { |r| r["cost"] }
      costs = rows.select { |r| r["cost"] }
      summary = summary_rows(runs)
      sections = ["## Per text and deadline\n\n#{Markdown.table(SUMMARY_HEADERS, summary)}",
                  "## A deadline that never passes: parse time without one and with an hour's (medians)\n\n" \
                  "#{Markdown.table(COST, costs.map { |r| r.values_at(*COST) })}",
                  "## Every run\n\n#{Markdown.table(RAW, runs.map { |r| r.values_at(*RAW) })}"]
      write_report(dir, machine:, rows:, sections:, plot: nil, plot_title: nil, readme: readme(runs, summary))
    end

    def summary_rows(runs)
      runs.group_by { |r| r.values_at("text", "size", "deadline_ms") }.map do |(text, size, deadline), group|
        over = group.filter_map { |r| r["overshoot_ms"] }
        [text, size, deadline, "#{over.size}/#{group.size}", Stats.median(over), over.max,
         Stats.median(group.map { |r| r["covered"] })]
      end
    end

    def readme(runs, summary)
      worst = runs.filter_map { |r| r["overshoot_ms"] }.max
      worst_at_50 = runs.select { |r| r["deadline_ms"] == 50 }.map { |r| r["answered_ms"] }.max
      <<~MD
        # deadline: how close to it a parse answers

        **Question.** `Duckling.parse(text, deadline: seconds)` promises that a parse stops at its deadline and
        answers the entities of the part it finished (`Duckling::DeadlineExceeded#entities`); a deadline of 0.05 s
        must answer within 0.25 s whatever the text. How long after the deadline does the call return, on
        ordinary text and on the slowest texts known, and what does a deadline cost a parse it never stops?

        **Method.** `experiment.rb` (run by `rake spike`, Ruby 3.4, default thresholds: a 16 KB text is parsed on
        the calling thread without the GVL, a 1 MB one on a helper thread) parses prose (`Spike::Texts.long`) and
        the two slowest patterns, "from 3 to 5pm, " and "next friday at 5pm, " repeated, at 2 KB, 16 KB and 1 MB
        (which take minutes whole: a third of a second per KB here), with deadlines of 10, 50 and 250 ms,
        #{runs.map { |r| r['run'] }.max} runs each, a `GC.start` before each. `answered` is the wall time from
        the call to the exception (or the answer, when the parse finished in time), entities made into Ruby
        Hashes included; `overshoot` is
        `answered − deadline` for the parses the deadline stopped; `covered` is `parsed_to / text.size`. Then
        the prose is parsed alternately without a deadline and with an hour's (medians), for what a deadline
        costs a parse it never stops. The machine is shared
        (2 cores, other builds running: see the load column), so the worst figures carry its noise.

        **How it works.** The deadline is one more clause of the probe the engine already polls for cancellation
        (every few µs of work, research/cancel); the binding reads the clock every 16 polls. The engine works
        window by window, and a window's winners are final once it is ranked, so a stopped parse answers the
        windows it finished: exactly the whole answer's entities before `parsed_to`. Under a deadline the
        windows start at 64 bytes and double while each takes under 5 ms (up to 1 KB), halving past 20 ms: a
        1 KB window of dates takes ~350 ms here, one of 64 bytes (with the 198 bytes it reads beyond) tens.

        **Finding (this run).** Worst overshoot over every text and deadline: #{Markdown.cell(worst)} ms; with a
        50 ms deadline the slowest answer came after #{Markdown.cell(worst_at_50)} ms (the promise: 250 ms).

        #{Markdown.table(SUMMARY_HEADERS, summary)}

        **The cost.** A deadline's windows re-read the 198 bytes past each small window: on a short text that is
        a large share (2 KB: the parse's median and minimum in the cost table), on 16 KB a few per cent, on a
        megabyte nothing measurable. Only a parse given a deadline pays it.

        **What would change the conclusion.** A language's first parse builds its grammar (tens of ms, up to
        ~100 ms for Spanish, research/cold-start) before the engine polls anything: call `Duckling.preload` at boot.
        A deadline long enough to parse much of a megabyte of dates makes many entities, and making them Ruby
        Hashes after the deadline is the overshoot's main part (research/hold: ~1 ms per slice of them).
      MD
    end
  end
end

Spike::DeadlineExperiment.main if $PROGRAM_NAME == __FILE__
