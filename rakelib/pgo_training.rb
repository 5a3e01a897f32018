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

lines = 0
Dir[File.expand_path("../test/conformance/duckling/*/*.jsonl", __dir__)].sort.each do |file|
  File.foreach(file) do |json|
    line = JSON.parse(json)
    options = {
      locale: line.fetch("locale"),
      reference_time: Time.iso8601(line.fetch("reference_time")).localtime(line.fetch("tz_offset")),
      latent: line.fetch("with_latent", false)
    }
    2.times { Duckling.parse(line.fetch("text"), **options) }
    Duckling.parse(line.fetch("text"), **options, dims: [line.fetch("dim")])
    Duckling.parse_json(line.fetch("text"), **options) if (lines % 8).zero?
    lines += 1
  end
end
abort "pgo_training: no corpus lines found" if lines.zero?
puts "pgo_training: #{lines} corpus lines parsed"
