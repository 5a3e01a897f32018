# frozen_string_literal: true

# The Ruby-level time of the extension in lib/duckling/<ABI>/ on the 28 paragraphs of about 2 KB that
# research/bench/running_text.rb times (the dialogue utterances joined in order), in Duckling's corpus context,
# every dim: per paragraph the median of 11 calls; prints the median and the mean over the paragraphs.
# research/pgo/README.md swaps builds in between runs.
#
#   bin/dev ruby research/engine-profile/stop52/paragraphs.rb LABEL

require_relative "../../lib/spike"
require_relative "../../bench/running_text"

CALLS = 11

texts = Bench::RunningText.paragraphs(Bench::RunningText.utterances)
texts.each { |text| Bench::CorpusBench.ruby_call_ns(text) }
medians = texts.map { |text| Array.new(CALLS) { Bench::CorpusBench.ruby_call_ns(text) }.sort[CALLS / 2] }
puts format("%-8s %d paragraphs: median %.1f µs, mean %.1f µs", ARGV.fetch(0, ""), texts.size,
            medians.sort[medians.size / 2] / 1000.0, medians.sum / medians.size / 1000.0)
