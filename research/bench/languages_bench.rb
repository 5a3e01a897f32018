# frozen_string_literal: true

require "json"
require_relative "engine_bench"
require_relative "real_duckling"

module Bench
  # Each language beside English: every text of its Duckling corpus (test/conformance/duckling/<lang>/, its
  # regions' lines and the reruns left out) timed by our engine and by the real Duckling in that language, side
  # by side in one run, in Duckling's corpus context. Engine-level only: the Ruby call costs the same few µs
  # whatever the language (the English table measures it).
  module LanguagesBench
    CORPORA = File.join(Spike::ROOT, "test", "conformance", "duckling")
    # Every language with a corpus of its own: English aside (the English tables measure it in more ways), and
    # `regional/`, the regions' lines of languages counted under their own names.
    LANGUAGES = (Dir.children(CORPORA) - %w[en regional]).select { |d| File.directory?(File.join(CORPORA, d)) }
                                                          .sort.freeze

    module_function

    # Every text of `lang`'s own corpus lines (the language alone, not a region), tagged with its dim.
    def sentences(lang)
      Dir[File.join(CORPORA, lang, "*.jsonl")].sort.flat_map do |file|
        File.foreach(file).filter_map do |line|
          next if line.strip.empty?

          example = JSON.parse(line)
          next unless example.fetch("locale") == lang

          { "dim" => example.fetch("dim"), "text" => example.fetch("text") }
        end
      end
    end

    def budget_ms = Spike::Env.pick(full: 5, quick: 1)

    # @return [Array<Hash>] per language: its sentences, with the engine's and Duckling's median ns each
    def measure(tmp)
      EngineBench.build
      RealDuckling.ensure_venv
      LANGUAGES.map do |lang|
        all = sentences(lang)
        Spike::Env.progress("languages: #{lang}, #{all.size} sentences × engine, Duckling (load #{Spike::Env.loadavg})")
        input = File.join(tmp, "sentences.#{lang}.json")
        File.write(input, JSON.generate("sentences" => all, "sized" => []))
        engine = EngineBench.time(input, File.join(tmp, "engine.#{lang}.json"), budget_ms, 1, locale: lang)
        duckling = RealDuckling.time(input, File.join(tmp, "duckling.#{lang}.json"), budget_ms, lang:)
        { "lang" => lang, "load" => Spike::Env.loadavg,
          "sentences" => all.each_with_index.map do |s, i|
            s.merge("engine_ns" => engine["sentences_ns"][i], "duckling_ns" => duckling["parse_ns"][i])
          end }
      end
    end

    def us(ns) = ns / 1000.0

    def row(record)
      engine = record["sentences"].map { |s| s["engine_ns"] }
      duckling = record["sentences"].map { |s| s["duckling_ns"] }
      ratios = record["sentences"].map { |s| s["duckling_ns"].to_f / s["engine_ns"] }
      median = ->(values) { Spike::Stats.median(values) }
      [record["lang"], record["sentences"].size, format("%.1f", us(median.(engine))),
       format("%.0f", us(median.(duckling))), "#{format('%.0f', median.(duckling) / median.(engine))}×",
       "#{format('%.0f', median.(ratios))}×", "#{format('%.1f', ratios.min)}×", record["load"]]
    end

    def report(out)
      tmp = File.join(Spike::ROOT, "tmp", "bench").tap { |d| FileUtils.mkdir_p(d) }
      records = measure(tmp)
      File.write(File.join(out, "languages.json"), JSON.pretty_generate(records))
      <<~MD
        ## Every other language: our engine and the real Duckling on the language's own corpus

        Per language, every text of test/conformance/duckling/<lang>/*.jsonl under the language's own locale (its
        regions' lines and reruns left out), in Duckling's corpus context (reference 2013-02-12T04:30 at UTC−2,
        every dim, latent off), one thread: our engine (research/bench/engine, `--locale <lang>`) and the real
        Duckling in that language (`default_locale_lang(parse_lang("<LANG>"))`), one after the other in this run;
        per sentence the median of repeated calls (#{budget_ms} ms of calls, at least 3), after each side ran the
        texts for 100 ms (a fresh process's first calls run slow). Ratio of medians =
        Duckling's median / ours; per sentence, the median and the lowest of Duckling / ours. Raw per-sentence
        medians: `languages.json`.

        #{Spike::Markdown.table(['language', 'sentences', 'engine median µs', 'Duckling median µs',
                                 'ratio of medians', 'median ratio', 'lowest ratio', 'load'], records.map { |r| row(r) })}
      MD
    end
  end
end
