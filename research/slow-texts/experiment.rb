# frozen_string_literal: true

require_relative "../lib/spike"
require "json"

module Spike
  # A search for slow texts: repeat and interleave the English corpus's examples with separators, time each
  # text's parse per KB, keep the worst and time them again, longer. Whatever it finds belongs in the adversarial
  # tests (test/fixtures/adversarial/manifest.json).
  class SlowTextsExperiment < Experiment
    NAME = "slow-texts"
    TITLE = "Slow texts: the worst ms per KB a search of repeated corpus examples finds"
    CORPUS = File.join(ROOT, "test", "conformance", "duckling", "en")
    # The families issue 26 measured on main, searched every run beside the sampled examples.
    FAMILIES = ["from 3 to 5pm", "next friday", "next friday at 5pm", "the day after tomorrow", "in 2 hours",
                "tomorrow", "at 5", "last week", "5pm", "noon", "monday", "12/12/2012", "march 3"].freeze
    SEPARATORS = [", ", " ", "; ", " and ", "\n"].freeze
    REFERENCE = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")
    SEED = 26

    def measure
      screen_bytes = Env.pick(full: 2048, quick: 512)
      confirm_bytes = Env.pick(full: 8192, quick: 2048)
      kept = Env.pick(full: 5, quick: 2)
      runs = Env.pick(full: 3, quick: 1)
      candidates = self.candidates(Env.pick(full: 80, quick: 8), Env.pick(full: 40, quick: 4))
      progress format("Ruby %s: %d candidate texts at %d B, the worst %d at %d B (%d runs)", RUBY_VERSION,
                      candidates.size, screen_bytes, kept, confirm_bytes, runs)
      Duckling.parse("warm up at 5pm", reference_time: REFERENCE) # the grammar is built on the first parse
      screened = []
      candidates.each do |unit|
        break if Env.seconds_left < 120 # a short budget: confirm what was screened

        screened << one("screen", unit, screen_bytes, 1)
      end
      worst = screened.max_by(kept) { |row| row["ms_per_kb"] }
      confirmed = worst.flat_map do |row|
        (1..runs).map { |run| one("confirm", row["unit"], confirm_bytes, run) }
      end
      progress format("  worst at %d B: %s", confirm_bytes,
                      confirmed.max_by { |r| r["ms_per_kb"] }&.values_at("unit", "ms_per_kb").inspect)
      screened + confirmed
    end

    # The units to repeat: each family and sampled example with each separator, and sampled pairs of examples
    # interleaved ("A, B, A, B, …"), in a fixed order (the sample is seeded).
    def candidates(singles, pairs)
      random = Random.new(SEED)
      examples = corpus_examples
      units = FAMILIES.product([", ", " "]) + examples.sample(singles, random:).product(SEPARATORS.sample(2, random:))
      interleaved = Array.new(pairs) do
        a, b = examples.sample(2, random:)
        separator = SEPARATORS.sample(random:)
        ["#{a}#{separator}#{b}", separator]
      end
      (units + interleaved).map { |text, separator| "#{text}#{separator}" }.uniq
    end

    # Every distinct text of the English corpus's positive examples.
    def corpus_examples
      Dir[File.join(CORPUS, "*.jsonl")].sort.reject { |f| f.end_with?(".negative.jsonl") }.flat_map do |file|
        File.foreach(file).filter_map { |line| JSON.parse(line)["text"] unless line.strip.empty? }
      end.uniq
    end

    # One parse of `unit` repeated to `bytes`: its CPU time per KB.
    def one(stage, unit, bytes, run)
      text = unit * (bytes.fdiv(unit.bytesize).ceil)
      before = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
      entities = Duckling.parse(text, reference_time: REFERENCE)
      cpu = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) - before
      stamp({ "stage" => stage, "unit" => unit, "run" => run, "bytes" => text.bytesize,
              "entities" => entities.size, "cpu_ms" => cpu * 1000, "ms_per_kb" => cpu * 1000 / (text.bytesize / 1000.0) })
    end

    # --- report ---------------------------------------------------------------------------------------------

    RAW = %w[ruby stage unit run bytes entities cpu_ms ms_per_kb load1].freeze
    SUMMARY_HEADERS = ["text repeated", "bytes", "runs", "ms per KB (median)", "ms per KB (range)",
                       "entities"].freeze

    def write(rows, machine, dir)
      summary = summary_rows(rows.select { |r| r["stage"] == "confirm" })
      screened = rows.select { |r| r["stage"] == "screen" }.sort_by { |r| -r["ms_per_kb"] }
      sections = ["## The worst, measured again\n\n#{Markdown.table(SUMMARY_HEADERS, summary)}",
                  "## Every run, the screen slowest first\n\n" \
                  "#{Markdown.table(RAW, (rows - screened + screened).map { |r| raw(r) })}"]
      write_report(dir, machine:, rows:, sections:, plot: nil, plot_title: nil,
                   readme: readme(rows, summary, screened))
    end

    def raw(row)
      row.values_at(*RAW).map { |v| v.is_a?(String) ? v.inspect[1..-2].gsub("|", "\\|") : v }
    end

    def summary_rows(confirmed)
      confirmed.group_by { |r| r["unit"] }.map do |unit, group|
        rates = group.map { |r| r["ms_per_kb"] }
        [unit.inspect.gsub("|", "\\|"), group.first["bytes"], group.size, Stats.median(rates),
         rates.minmax.map { |v| Markdown.format_float(v) }.uniq.join("–"), group.first["entities"]]
      end.sort_by { |row| -row[3] }
    end

    def readme(rows, summary, screened)
      screen = screened.first || {}
      <<~MD
        # Slow texts: what a search of repeated corpus examples finds

        **Question.** Which texts cost the engine the most per KB? Issue 26 asks that no text cost more than
        5 ms per KB; the texts found slow so far were lists of one date ("next friday, next friday, …"), so the
        search repeats what users write, with the separators of a list.

        **Method.** `experiment.rb` (run by `rake spike`) builds candidate texts from the English corpus
        (test/conformance/duckling/en, the positive examples): the families of issue 26 with ", " and " ", a
        seeded sample of the examples each with two of the separators #{SEPARATORS.map(&:inspect).join(', ')},
        and sampled pairs of examples interleaved ("A, B, A, B, …"). Each is repeated to about #{screen['bytes'] || 'a few thousand'}
        bytes and parsed once from Ruby (`Duckling.parse`, all dims, reference 2013-02-12T04:30-02:00); the process
        CPU time of the parse over its KB is the screen. The worst are parsed again at a larger size, several
        times, and their medians reported. Every run is in results.md.

        **Finding (this run).** The worst texts, measured again:

        #{Markdown.table(SUMMARY_HEADERS, summary)}

        #{rows.size} parses in all. The worst cases are in test/fixtures/adversarial/manifest.json
        (`slow_*`), whose test bounds each parse generously (a hang or a runaway, not a timing).

        **What would change the conclusion.** The search samples one language's examples and separators; a text
        mixing readings of other languages, or a separator not in the list, may be slower. Timings are CPU time on
        a shared machine: compare ratios within a run, not figures across runs.
      MD
    end
  end
end

Spike::SlowTextsExperiment.main if $PROGRAM_NAME == __FILE__
