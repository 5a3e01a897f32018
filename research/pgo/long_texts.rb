# frozen_string_literal: true

# The Ruby-level time of the extension in lib/duckling/<ABI>/ on longer texts, to see that a build guided by the
# corpora's short parses is not slower where they do not go: 2 KB of our dialogues, and issue 26's slowest
# repeated phrases at 16 KB; per text the median of 21 calls.
#
#   bin/dev ruby research/pgo/long_texts.rb LABEL

require_relative "../lib/spike"
require_relative "../bench/running_text"

CALLS = 21

texts = {
  "paragraph 2 KB" => ["en", Bench::RunningText.utterances.join(" ")[0, 2048]],
  "'next friday at 5pm, ' 16 KB" => ["en", "next friday at 5pm, " * 820],
  "'from 3 to 5pm, ' 16 KB" => ["en", "from 3 to 5pm, " * 1092],
  "it 'notte ' 16 KB" => ["it", "notte " * 2730]
}
reference_time = Bench::CorpusBench::REFERENCE_TIME
timings = texts.map do |name, (locale, text)|
  Duckling.parse(text, reference_time:, locale:)
  ns = Array.new(CALLS) do
    start = Bench::CorpusBench.now_ns
    Duckling.parse(text, reference_time:, locale:)
    Bench::CorpusBench.now_ns - start
  end.sort[CALLS / 2]
  format("%s %.2f ms", name, ns / 1e6)
end
puts "#{ARGV.fetch(0, '')}: #{timings.join(', ')}"
