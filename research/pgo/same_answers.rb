# frozen_string_literal: true

# Writes the answers of the extension in lib/duckling/<ABI>/ to FILE, one JSON line per parse: every corpus line
# of every language (all dims as `parse_json`, and its own dim as `parse`), then every text of test/oracle. Two
# builds of the same sources must write the same file (research/pgo/README.md compares them with cmp).
#
#   bin/dev ruby research/pgo/same_answers.rb FILE

$LOAD_PATH.unshift File.expand_path("../../lib", __dir__)
require "json"
require "time"
require "duckling"

File.open(ARGV.fetch(0), "w") do |out|
  Dir[File.expand_path("../../test/conformance/duckling/*/*.jsonl", __dir__)].sort.each do |file|
    File.foreach(file) do |json|
      line = JSON.parse(json)
      options = {
        locale: line.fetch("locale"),
        reference_time: Time.iso8601(line.fetch("reference_time")).localtime(line.fetch("tz_offset")),
        latent: line.fetch("with_latent", false)
      }
      out.puts Duckling.parse_json(line.fetch("text"), **options)
      out.puts JSON.generate(Duckling.parse(line.fetch("text"), **options, dims: [line.fetch("dim")]))
    end
  end
  reference_time = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")
  Dir[File.expand_path("../../test/oracle/*.txt", __dir__)].sort.each do |file|
    File.foreach(file, chomp: true) { |text| out.puts Duckling.parse_json(text, reference_time:) }
  end
end
