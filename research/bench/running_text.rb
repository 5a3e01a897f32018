# frozen_string_literal: true

# Issue 26's everyday ratios, same run: `Duckling.parse` against the real Duckling (`duckling.parse` in Python)
# per utterance (every text of test/oracle/dialogue*.txt, our own English dialogue) and per paragraph (those
# texts joined, in order, into paragraphs of about 2 KB), in Duckling's corpus context, every dim; per text the
# median of repeated calls (CorpusBench's timers). Prints the per-text ratios' median and lowest, and the ratio
# of the medians. It times the extension in lib/duckling/<ABI>/ as the last build left it: `rake compile`'s
# (release), or, after `rake gem:native`, the one the platform gem ships.
#
#   bin/dev ruby research/bench/running_text.rb
#   bin/dev rake gem:native && bin/dev ruby research/bench/running_text.rb

require "json"
require "tmpdir"
require_relative "../lib/spike"
$LOAD_PATH.unshift File.join(Spike::ROOT, "lib")
require "duckling"
require_relative "corpus_bench"
require_relative "real_duckling"

module Bench
  module RunningText
    module_function

    def utterances
      Dir[File.join(Spike::ROOT, "test", "oracle", "dialogue*.txt")].sort.flat_map do |file|
        File.readlines(file, chomp: true).reject { |l| l.strip.empty? || l.start_with?("#") }
      end
    end

    def paragraphs(texts, size = 2048)
      texts.each_with_object([+""]) do |t, out|
        out << +"" if !out.last.empty? && out.last.bytesize + t.bytesize >= size
        out.last << (out.last.empty? ? t : " #{t}")
      end
    end

    def compare(name, texts, budget_ms)
      Dir.mktmpdir do |tmp|
        input = File.join(tmp, "in.json")
        File.write(input, JSON.generate(sentences: texts.map { |t| { text: t } }))
        duckling = RealDuckling.time(input, File.join(tmp, "out.json"), budget_ms)["parse_ns"]
        ours = texts.map { |t| CorpusBench.ruby_ns(t, budget_ms) }
        ratios = duckling.zip(ours).map { |d, o| d.to_f / o }
        median = ->(v) { v.sort[v.size / 2] }
        format("| %s | %d | %.1f | %.1f | %.0f× | %.0f× | %.1f× |", name, texts.size, median.(ours) / 1000.0,
               median.(duckling) / 1000.0, median.(duckling).to_f / median.(ours), median.(ratios), ratios.min)
      end
    end
  end
end

# Run, not required (research/pgo times its builds on the same utterances).
if $PROGRAM_NAME == __FILE__
  Bench::RealDuckling.ensure_venv
  texts = Bench::RunningText.utterances
  Duckling.parse(texts.first, reference_time: Bench::CorpusBench::REFERENCE_TIME)
  puts "load #{File.read('/proc/loadavg').split.first(3).join(' ')}"
  puts "| texts | count | ours median µs | Duckling median µs | ratio of medians | median ratio | lowest ratio |"
  puts "|---|---:|---:|---:|---:|---:|---:|"
  puts Bench::RunningText.compare("utterances (test/oracle/dialogue*.txt)", texts, 5)
  puts Bench::RunningText.compare("paragraphs of ~2 KB (the same, joined)", Bench::RunningText.paragraphs(texts), 20)
  puts "load #{File.read('/proc/loadavg').split.first(3).join(' ')}"
end
