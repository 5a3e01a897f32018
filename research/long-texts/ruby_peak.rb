# frozen_string_literal: true

# Peak RSS of one Ruby-level call on a long entity-dense text (Spike::Texts, as the research experiments use,
# or UNIT repeated up to KB):
#   bin/dev ruby -Ilib research/long-texts/ruby_peak.rb KB parse|json|each [UNIT]
# (`each`: Duckling.each_entity, whose block counts the entities and keeps none.) Prints the entities (or JSON
# bytes), the call's time, RSS before and after, the process's peak (VmHWM) and the peak above the start per MB
# of text — issue 13's memory target is ≤ 100 MB per MB — and then the size of the
# answer itself, per MB of text: every object of it, by ObjectSpace.memsize_of (the frozen strings and symbols it
# shares with the whole process left out).
require "duckling"
require_relative "../lib/spike/texts"
require_relative "../lib/spike/answer"

def rss_mb(field) = File.read("/proc/self/status")[/#{field}:\s+(\d+)/, 1].to_i / 1024.0

kb = Integer(ARGV.fetch(0, "1024"))
call = ARGV.fetch(1, "parse")
abort "the call is parse, json or each, not #{call}" unless %w[parse json each].include?(call)
unit = ARGV[2]
text = unit ? unit * (kb * 1024).fdiv(unit.bytesize).ceil : Spike::Texts.text_of(kb * 1024, Random.new(15))
Duckling.parse("warm up at 5pm") # the grammar's compilation is not the call's
start = rss_mb("VmRSS")
started = Process.clock_gettime(Process::CLOCK_MONOTONIC)
result = case call
         when "json" then Duckling.parse_json(text)
         when "parse" then Duckling.parse(text)
         else
           count = 0
           Duckling.each_entity(text) { count += 1 }
           count
         end
seconds = Process.clock_gettime(Process::CLOCK_MONOTONIC) - started
size = call == "json" ? "#{result.bytesize} JSON bytes" : "#{call == 'parse' ? result.size : result} entities"
peak = rss_mb("VmHWM")
printf("%s, %d KB: %s, %.2f s; RSS %.0f MB before, %.0f MB after, peak %.0f MB: %.0f MB per MB above the start\n",
       { "json" => "parse_json", "each" => "each_entity" }.fetch(call, call), kb, size, seconds, start, rss_mb("VmRSS"),
       peak, (peak - start) * 1024 / kb)
exit if call == "each" # no answer is kept

# The answer's own objects, walked once the peak is read (the walk's bookkeeping is not the call's).
bytes, objects = Spike::Answer.size(result)
printf("the answer itself: %d objects, %.0f MB: %.0f MB per MB of text\n", objects, bytes / 1048576.0, bytes / 1024.0 / kb)
