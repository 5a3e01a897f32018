# frozen_string_literal: true

# Writes the answers of the extension in lib/duckling/<ABI>/ to FILE, one JSON line per parse: every corpus line
# of every language as the profile-guided build's training reads it (all dims as `parse_json`, and its own dim as
# `parse`), then every text of test/oracle. Two builds of the same sources must write the same file
# (research/pgo/README.md compares them with cmp).
#
#   bin/dev ruby research/pgo/same_answers.rb FILE

$LOAD_PATH.unshift File.expand_path("../../lib", __dir__)
require_relative "../../rakelib/pgo_training"

File.open(ARGV.fetch(0), "w") do |out|
  PGOTraining.each_line do |text, options, dim|
    out.puts Duckling.parse_json(text, **options)
    out.puts JSON.generate(Duckling.parse(text, **options, dims: [dim]))
  end
  reference_time = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")
  Dir[File.expand_path("../../test/oracle/*.txt", __dir__)].sort.each do |file|
    File.foreach(file, chomp: true) { |text| out.puts Duckling.parse_json(text, reference_time:) }
  end
end
