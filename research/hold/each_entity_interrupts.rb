# frozen_string_literal: true

# Does interrupting Duckling.each_entity leak, wherever the interrupt lands? Each round runs 100 calls on an
# entity-dense text (15,000 entities), each under a Timeout that fires at 10–90 % of the time from the end of
# the parse to the last entity, so that many land while entities are being yielded (the others in the parse,
# whose time varies); it counts those, and prints RSS after the round and a GC.start.
#
#   bin/dev ruby research/hold/each_entity_interrupts.rb [ROUNDS]     # 8 by default
$LOAD_PATH.unshift File.expand_path("../../lib", __dir__)
require "duckling"
require "timeout"
require_relative "../../test/support/long_text"

def now = Process.clock_gettime(Process::CLOCK_MONOTONIC)
def rss_mb = File.read("/proc/self/status")[/VmRSS:\s+(\d+)/, 1].to_i / 1024

text = LongText.dense
Duckling.each_entity(text) { nil } # the grammar's compilation is not the calls'
started = now
first = nil
Duckling.each_entity(text) { first ||= now }
parse_s = first - started
total_s = now - started
puts format("%s, Ruby %s: parse %d ms, last entity at %d ms", Duckling::VERSION, RUBY_VERSION, parse_s * 1000,
            total_s * 1000)
Integer(ARGV.fetch(0, "8")).times do |round|
  before = rss_mb
  while_yielding = 0
  100.times do |i|
    yielding = false
    begin
      Timeout.timeout(parse_s + ((total_s - parse_s) * ((i % 9) + 1) / 10.0)) do
        Duckling.each_entity(text) { yielding = true }
      end
    rescue Timeout::Error
      while_yielding += 1 if yielding
    end
  end
  GC.start
  puts "round #{round}: #{while_yielding} of 100 interrupted while yielding; RSS #{before} -> #{rss_mb} MB"
end
