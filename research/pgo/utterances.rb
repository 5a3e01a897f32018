# frozen_string_literal: true

# The Ruby-level time of the extension in lib/duckling/<ABI>/ on our dialogue utterances (test/oracle/dialogue*.txt,
# the texts research/bench/running_text.rb times), in Duckling's corpus context, every dim: per text the median of
# 31 calls; prints the median and the mean over the texts. research/pgo/README.md swaps builds in between runs.
#
#   bin/dev ruby research/pgo/utterances.rb LABEL

$LOAD_PATH.unshift File.expand_path("../../lib", __dir__)
require "duckling"

REFERENCE_TIME = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")
CALLS = 31

texts = Dir[File.expand_path("../../test/oracle/dialogue*.txt", __dir__)].sort.flat_map do |file|
  File.readlines(file, chomp: true).reject { |l| l.strip.empty? || l.start_with?("#") }
end
clock = -> { Process.clock_gettime(Process::CLOCK_MONOTONIC, :nanosecond) }
texts.each { |t| Duckling.parse(t, reference_time: REFERENCE_TIME) }
medians = texts.map do |text|
  Array.new(CALLS) do
    start = clock.()
    Duckling.parse(text, reference_time: REFERENCE_TIME)
    clock.() - start
  end.sort[CALLS / 2]
end
puts format("%-8s %d utterances: median %.2f µs, mean %.2f µs", ARGV.fetch(0, ""), texts.size,
            medians.sort[medians.size / 2] / 1000.0, medians.sum / medians.size / 1000.0)
