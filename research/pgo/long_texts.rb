# frozen_string_literal: true

# The Ruby-level time of the extension in lib/duckling/<ABI>/ on longer texts, to see that a build guided by the
# corpora's short parses is not slower where they do not go: 2 KB of our dialogues, and issue 26's slowest
# repeated phrases at 16 KB; per text the median of 21 calls.
#
#   bin/dev ruby research/pgo/long_texts.rb LABEL

$LOAD_PATH.unshift File.expand_path("../../lib", __dir__)
require "duckling"

REFERENCE_TIME = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")
CALLS = 21

dialogue = Dir[File.expand_path("../../test/oracle/dialogue*.txt", __dir__)].sort.flat_map do |file|
  File.readlines(file, chomp: true).reject { |l| l.strip.empty? || l.start_with?("#") }
end
texts = {
  "paragraph 2 KB" => ["en", dialogue.join(" ")[0, 2048]],
  "'next friday at 5pm, ' 16 KB" => ["en", "next friday at 5pm, " * 820],
  "'from 3 to 5pm, ' 16 KB" => ["en", "from 3 to 5pm, " * 1092],
  "it 'notte ' 16 KB" => ["it", "notte " * 2730]
}
clock = -> { Process.clock_gettime(Process::CLOCK_MONOTONIC, :nanosecond) }
timings = texts.map do |name, (locale, text)|
  Duckling.parse(text, reference_time: REFERENCE_TIME, locale:)
  ns = Array.new(CALLS) do
    start = clock.()
    Duckling.parse(text, reference_time: REFERENCE_TIME, locale:)
    clock.() - start
  end.sort[CALLS / 2]
  format("%s %.2f ms", name, ns / 1e6)
end
puts "#{ARGV.fetch(0, '')}: #{timings.join(', ')}"
