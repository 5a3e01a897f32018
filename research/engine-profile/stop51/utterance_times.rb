# frozen_string_literal: true

# The Ruby-level time of each dialogue utterance (research/bench/running_text.rb's texts, Duckling's corpus
# context, every dim; per text the median of 15 calls) with the extension in lib/duckling/<ABI>/: prints the 25
# slowest a byte and the 15 slowest, and writes the 300 around the median time, one a line, to OUT (the texts the
# thirteenth round profiles with `corpus_pass 1 en OUT`).
#
#   bin/dev ruby research/engine-profile/stop51/utterance_times.rb OUT

require_relative "../../lib/spike"
require_relative "../../bench/running_text"

CALLS = 15
AROUND_MEDIAN = 300

texts = Bench::RunningText.utterances
texts.each { |text| Bench::CorpusBench.ruby_call_ns(text) }
rows = texts.map do |text|
  [Array.new(CALLS) { Bench::CorpusBench.ruby_call_ns(text) }.sort[CALLS / 2] / 1000.0, text]
end
rows.sort_by { |us, text| -us / text.bytesize }.first(25).each do |us, text|
  puts format("%7.1f µs %5.0f ns/B  %s", us, us * 1000 / text.bytesize, text)
end
puts
rows.sort_by { |us, _| -us }.first(15).each { |us, text| puts format("%7.1f µs %4d B  %s", us, text.bytesize, text) }
middle = rows.sort_by(&:first)[(rows.size - AROUND_MEDIAN) / 2, AROUND_MEDIAN]
File.write(ARGV.fetch(0), middle.map(&:last).join("\n") << "\n")
puts format("\n%d texts around the median: %.1f..%.1f µs", middle.size, middle.first.first, middle.last.first)
