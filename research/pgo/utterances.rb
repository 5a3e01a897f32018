# frozen_string_literal: true

# The Ruby-level time of the extension in lib/duckling/<ABI>/ on our dialogue utterances (test/oracle/dialogue*.txt,
# the texts research/bench/running_text.rb times), in Duckling's corpus context, every dim: per text the median of
# 31 calls; prints the median and the mean over the texts. research/pgo/README.md swaps builds in between runs.
#
#   bin/dev ruby research/pgo/utterances.rb LABEL

require_relative "../lib/spike"
require_relative "../bench/running_text"

CALLS = 31

texts = Bench::RunningText.utterances
texts.each { |text| Bench::CorpusBench.ruby_call_ns(text) }
medians = texts.map { |text| Array.new(CALLS) { Bench::CorpusBench.ruby_call_ns(text) }.sort[CALLS / 2] }
puts format("%-8s %d utterances: median %.2f µs, mean %.2f µs", ARGV.fetch(0, ""), texts.size,
            medians.sort[medians.size / 2] / 1000.0, medians.sum / medians.size / 1000.0)
