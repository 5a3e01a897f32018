# frozen_string_literal: true

# Writes, per language, the units research/list-texts' stop-42 probe repeated: every word of the language's corpus
# examples followed by a blank, and every example followed by ", " (test/conformance/duckling/<lang>, positives
# and negatives), one a line, a newline inside a unit written `\n`. Usage:
#   ruby research/list-texts/units-stop42/units_from_corpus.rb OUT_DIR
# then, per language, `repeated_units LANG OUT_DIR/LANG.txt 2000` (ext/duckling_engine/examples/repeated_units.rs).

require "fileutils"
require "json"

out = ARGV.fetch(0) { abort "usage: units_from_corpus.rb OUT_DIR" }
corpora = File.expand_path("../../../test/conformance/duckling", __dir__)
FileUtils.mkdir_p(out)
Dir[File.join(corpora, "*", "number.jsonl")].map { |f| File.dirname(f) }.sort.each do |dir|
  texts = Dir[File.join(dir, "*.jsonl")].flat_map do |file|
    File.foreach(file).filter_map { |line| JSON.parse(line)["text"] unless line.strip.empty? }
  end
  units = texts.flat_map(&:split).map { |word| "#{word} " } + texts.map { |text| "#{text}, " }
  lines = units.uniq.sort.map { |unit| unit.gsub("\n", "\\n") }
  File.write(File.join(out, "#{File.basename(dir)}.txt"), "#{lines.join("\n")}\n")
end
