# frozen_string_literal: true

# The workload the platform gem's profile-guided build learns from (rakelib/pgo.rake): every line of Duckling's
# corpora in every language, negatives and regions included, parsed as users parse: every dim, the line's own
# dim, and now and then `parse_json`. The benches that time these corpora time builds that are not guided (`rake
# compile`'s and the engine's own bench binary); the texts by which research/pgo and running_text.rb time the
# guided build (our dialogues, their paragraphs, repeated phrases) are not in it.
#
#   ruby -I DIR_WITH_AN_INSTRUMENTED_LIB rakelib/pgo_training.rb

require "json"
require "time"
require "duckling"

module PGOTraining
  CORPORA = File.expand_path("../test/conformance/duckling/*/*.jsonl", __dir__)

  module_function

  # Each corpus line, in file order, as its text, the options Duckling's corpus test parses it with (locale,
  # reference time at its offset, latency) and its dim. research/pgo/same_answers.rb reads the corpora so too.
  def each_line
    Dir[CORPORA].sort.each do |file|
      File.foreach(file) do |json|
        line = JSON.parse(json)
        options = {
          locale: line.fetch("locale"),
          reference_time: Time.iso8601(line.fetch("reference_time")).localtime(line.fetch("tz_offset")),
          latent: line.fetch("with_latent", false)
        }
        yield line.fetch("text"), options, line.fetch("dim")
      end
    end
  end
end

if $PROGRAM_NAME == __FILE__
  lines = 0
  PGOTraining.each_line do |text, options, dim|
    2.times { Duckling.parse(text, **options) }
    Duckling.parse(text, **options, dims: [dim])
    Duckling.parse_json(text, **options) if (lines % 8).zero?
    lines += 1
  end
  abort "pgo_training: no corpus lines found" if lines.zero?
  puts "pgo_training: #{lines} corpus lines parsed"
end
