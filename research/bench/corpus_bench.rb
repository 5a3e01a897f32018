# frozen_string_literal: true

require "json"
require_relative "engine_bench"
require_relative "real_duckling"

module Bench
  # Issue 11's speed check: every text of Duckling's EN corpus timed, in one run, by our engine (Rust binary),
  # our Ruby API (`Duckling.parse`) and the real Duckling (in-process from Python), all in Duckling's corpus
  # context; then time per KB from 1 KB to 1 MB, Ruby-level and engine-level, on texts built from the same
  # sentences.
  module CorpusBench
    CORPUS = File.join(Spike::ROOT, "test", "conformance", "duckling", "en")
    REFERENCE_TIME = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")
    # Sentences of a sized text end with ". ", so that no two of them compose into one entity.
    SEPARATOR = ". "
    SENTENCE_BYTES = 200

    module_function

    # Every positive and negative text of the corpus, tagged with its dim, in file and line order.
    def sentences
      Dir[File.join(CORPUS, "*.jsonl")].sort.flat_map do |file|
        kind = file.end_with?(".negative.jsonl") ? "negative" : "positive"
        File.foreach(file).reject { |l| l.strip.empty? }.map do |line|
          example = JSON.parse(line)
          { "dim" => example.fetch("dim"), "kind" => kind, "text" => example.fetch("text") }
        end
      end
    end

    # Texts of about `kb` KB for each size: prefixes of one stream of the corpus sentences in a fixed shuffled
    # order (every dim mixed in at every size), cut at the first sentence end past the size. The stream leaves
    # out the corpus's one text longer than a sentence (a 60,000-byte email negative, "a at aa at …"), which
    # would otherwise be most of any text it fell in; it is timed in the sentence table.
    def sized(sentences, sizes_kb)
      order = sentences.map { |s| s["text"] }.select { |t| t.bytesize <= SENTENCE_BYTES }
                       .shuffle(random: Random.new(11))
      sizes_kb.map do |kb|
        text = +""
        used = []
        while text.bytesize < kb * 1024
          used << order[used.size % order.size]
          text << used.last << SEPARATOR
        end
        { "kb" => kb, "text" => text, "sentences" => used }
      end
    end

    def sizes_kb
      Spike::Env.pick(full: [1, 8, 64, 1024], quick: [1, 8, 64])
    end

    # Rounds alternate the three timers, so a change of the machine's load falls on all of them; a sentence's
    # figure is the median over rounds of its per-round median. Budget: ms of repeated calls per sentence and
    # round (at least 3 calls).
    def rounds = Spike::Env.pick(full: 3, quick: 1)
    def budget_ms = Spike::Env.pick(full: 7, quick: 1)

    def now_ns = Process.clock_gettime(Process::CLOCK_MONOTONIC, :nanosecond)

    # A sized text: a warm-up call, then exactly this many (a 1 MB call can outlast any budget).
    def sized_calls = Spike::Env.pick(full: 5, quick: 3)

    def ruby_call_ns(text)
      t = now_ns
      Duckling.parse(text, reference_time: REFERENCE_TIME)
      now_ns - t
    end

    # The median ns of `Duckling.parse(text)` over repeated calls filling about `budget_ms` (3 to 10,000 calls;
    # one when the warm-up call alone took longer than the budget: the rule of all three timers).
    def ruby_ns(text, budget_ms)
      budget_ns = budget_ms * 1_000_000
      return ruby_call_ns(text) if ruby_call_ns(text) > budget_ns # the first call warms up

      samples = []
      start = now_ns
      samples << ruby_call_ns(text) while samples.size < 3 || (now_ns - start < budget_ns && samples.size < 10_000)
      samples.sort[samples.size / 2]
    end

    def ruby_sized_ns(text)
      ruby_call_ns(text)
      Array.new(sized_calls) { ruby_call_ns(text) }.sort[sized_calls / 2]
    end

    def median_over(rounds, key)
      rounds.map { |r| r[key] }.transpose.map { |values| Spike::Stats.median(values) }
    end

    # @return [Hash] the raw record: machine, per-round loads, per-sentence and per-size medians in ns
    def measure(tmp)
      all = sentences
      sized_texts = sized(all, sizes_kb)
      input = File.join(tmp, "sentences.json")
      File.write(input, JSON.generate("sentences" => all, "sized" => []))
      sized_input = File.join(tmp, "sized.json")
      File.write(sized_input, JSON.generate("sentences" => [], "sized" => sized_texts.map { |s| s.slice("text") }))
      EngineBench.build
      RealDuckling.ensure_venv
      wheel = nil
      per_round = Array.new(rounds) do |i|
        Spike::Env.progress("corpus: round #{i + 1}/#{rounds}, #{all.size} sentences × engine, Ruby, Duckling " \
                            "(load #{Spike::Env.loadavg})")
        row = { "load" => Spike::Env.loadavg }
        engine = EngineBench.time(input, File.join(tmp, "engine.json"), budget_ms, sized_calls)
        row["engine"] = engine["sentences_ns"]
        row["ruby"] = all.map { |s| ruby_ns(s["text"], budget_ms) }
        duckling = RealDuckling.time(input, File.join(tmp, "duckling.json"), budget_ms)
        wheel = duckling["wheel"]
        row.merge("duckling" => duckling["parse_ns"])
      end
      Spike::Env.progress("per KB: #{sizes_kb.join(', ')} KB, engine and Ruby (load #{Spike::Env.loadavg})")
      engine_sized = EngineBench.time(sized_input, File.join(tmp, "engine-sized.json"), budget_ms,
                                      sized_calls)["sized_ns"]
      ruby_sized = sized_texts.map { |s| ruby_sized_ns(s["text"]) }
      columns = %w[engine ruby duckling].to_h { |k| [k, median_over(per_round, k)] }
      alone = all.map { |s| s["text"] }.zip(columns["engine"]).to_h
      {
        "wheel" => "pyduckling-native-phihos #{wheel} (embeds Duckling 0.2.0.1)", "rounds" => rounds,
        "budget_ms" => budget_ms, "sized_calls" => sized_calls, "loads" => per_round.map { |r| r["load"] },
        "load_after" => Spike::Env.loadavg,
        "sentences" => all.each_with_index.map do |s, i|
          s.merge(columns.transform_keys { |k| "#{k}_ns" }.transform_values { |v| v[i] })
        end,
        "sized" => sized_texts.each_with_index.map do |s, i|
          { "kb" => s["kb"], "bytes" => s["text"].bytesize, "sentences" => s["sentences"].size,
            "engine_ns" => engine_sized[i], "ruby_ns" => ruby_sized[i],
            "engine_alone_ns" => s["sentences"].sum { |t| alone.fetch(t) } }
        end
      }
    end

    def us(ns) = ns / 1000.0

    # A table row: dim, sentences, then median and p99 µs of each timer, then the two ratios (of medians).
    def row(label, group)
      stats = %w[ruby engine duckling].to_h do |k|
        values = group.map { |s| s["#{k}_ns"] }
        [k, [us(Spike::Stats.median(values)), us(Spike::Stats.percentile(values, 99))]]
      end
      [label, group.size, *stats["ruby"], *stats["engine"], *stats["duckling"],
       stats["duckling"][0] / stats["ruby"][0], stats["duckling"][0] / stats["engine"][0]]
    end

    HEADERS = ["dim", "sentences", "Ruby median µs", "Ruby p99 µs", "engine median µs", "engine p99 µs",
               "Duckling median µs", "Duckling p99 µs", "ratio Ruby-level", "ratio engine-level"].freeze

    def sentence_table(record)
      sentences = record["sentences"]
      rows = sentences.group_by { |s| s["dim"] }.sort.map { |dim, group| row(dim, group) }
      negatives = sentences.select { |s| s["kind"] == "negative" }
      rows << row("(negatives, all dims)", negatives) << row("**all**", sentences)
      Spike::Markdown.table(HEADERS, rows.map { |r| r[0..-3] + r[-2..].map { |x| "#{format('%.0f', x)}×" } })
    end

    def ratio_spread(record)
      ratios = record["sentences"].map { |s| s["duckling_ns"].to_f / s["ruby_ns"] }
      [Spike::Stats.median(ratios), ratios.min, ratios.count { |r| r < 30 }]
    end

    # Per size: KB, bytes, Ruby ms and µs/KB, engine ms and µs/KB, and the engine's µs/KB if each of the text's
    # sentences parsed alone (the sum of their medians in the sentence table).
    def sized_rows(record)
      record["sized"].map do |s|
        kb = s["bytes"] / 1024.0
        [s["kb"], s["bytes"], us(s["ruby_ns"]) / 1000, us(s["ruby_ns"]) / kb, us(s["engine_ns"]) / 1000,
         us(s["engine_ns"]) / kb, us(s["engine_alone_ns"]) / kb]
      end
    end

    def report(out)
      tmp = File.join(Spike::ROOT, "tmp", "bench").tap { |d| FileUtils.mkdir_p(d) }
      record = measure(tmp)
      File.write(File.join(out, "sentences.json"), JSON.pretty_generate(record))
      spread = ratio_spread(record)
      sized = sized_rows(record)
      flat_ruby = sized.last[3] / sized.first[3]
      flat_engine = sized.last[5] / sized.first[5]
      plot = Spike::Plot.render(out, "per_kb", data: { "d" => sized.map { |r| [r[0], r[3], r[5]] } }, script: <<~GP)
        set title 'duckling_rs: time per KB against input size (flat = linear); texts built from corpus sentences'
        set logscale x 2
        set xlabel 'input size (KB)'
        set ylabel 'µs per KB (median)'
        set yrange [0:*]
        plot $d using 1:2 with linespoints title 'Duckling.parse (Ruby-level)', $d using 1:3 with linespoints title 'engine (Rust)'
      GP
      <<~MD
        ## Duckling's EN corpus: our engine, our Ruby API and the real Duckling, side by side

        Every positive and negative text of test/conformance/duckling/en/*.jsonl (#{record['sentences'].size}
        sentences), in Duckling's corpus context (locale en, reference 2013-02-12T04:30 at UTC−2, every dim,
        latent off), one thread. Per sentence: the median of repeated calls (#{record['budget_ms']} ms of calls,
        at least 3), in #{record['rounds']} round(s) that alternate engine → Ruby → Duckling; the figure is the
        median over rounds. Then median and p99 over sentences. *Ruby*: `Duckling.parse` (Ruby hashes).
        *Engine*: `duckling_engine::parse` in the Rust binary research/bench/engine. *Duckling*: the real one,
        #{record['wheel']}, in-process from Python: `duckling.parse` (Python dicts).
        Ratio Ruby-level = Duckling / our `Duckling.parse`; engine-level = Duckling / our engine (ratios of the
        medians). A call longer than the budget is timed once, after its warm-up call. Load average at each round's start: #{record['loads'].join('; ')}; at the
        end #{record['load_after']}. Raw per-sentence medians: `sentences.json`.

        #{sentence_table(record)}

        Per sentence, Duckling `parse` / our `Duckling.parse`: median #{format('%.0f', spread[0])}×, lowest
        #{format('%.1f', spread[1])}×; #{spread[2]} of #{record['sentences'].size} sentences below 30×.

        ### Time per KB (texts built from corpus sentences)

        Prefixes of one stream of the corpus sentences in a fixed shuffled order, joined by ". " (the 60 KB
        email negative left out); per text the median of #{sized_calls} calls after a warm-up call. The last
        column sums the engine's medians of the text's sentences parsed alone (from the table above).

        #{Spike::Markdown.table(['KB', 'bytes', 'Ruby ms', 'Ruby µs/KB', 'engine ms', 'engine µs/KB',
                                 'engine µs/KB, its sentences alone'], sized)}

        Time per KB at #{sized.last[0]} KB / at #{sized.first[0]} KB: Ruby-level #{format('%.2f', flat_ruby)}×,
        engine-level #{format('%.2f', flat_engine)}× (target ≤ 1.5×).
        #{plot ? "![time per KB](#{plot})" : ''}
      MD
    end
  end
end
