# frozen_string_literal: true

# The per-call cost of a short `Duckling.parse` against the engine alone (issues 11 and 13): prints one line per
# case, the median over ROUNDS rounds of each round's mean µs per call (a round is a loop of CALLS calls).
#
#   bin/dev ruby research/callcost/percall.rb            # ROUNDS=9 CALLS=20000 by default
#   bin/dev env ROUNDS=5 CALLS=5000 ruby research/callcost/percall.rb
#
# The cases run interleaved, round by round, so a burst of load on this shared machine falls on all of them.

ENV["DUCKLING_TEST_HOOKS"] = "1" # Duckling::TestHooks.engine_us
$LOAD_PATH.unshift(File.expand_path("../../lib", __dir__))
require "duckling"

ROUNDS = Integer(ENV.fetch("ROUNDS", "9"))
CALLS = Integer(ENV.fetch("CALLS", "20000"))
TEXT = "next friday at 5pm"
REFERENCE_TIME = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")

CASES = {
  "parse(text)" => -> { Duckling.parse(TEXT) },
  "parse(text, reference_time:)" => -> { Duckling.parse(TEXT, reference_time: REFERENCE_TIME) },
  "parse_json(text)" => -> { Duckling.parse_json(TEXT) },
  "parse(\"\")" => -> { Duckling.parse("") },
  "parse(\"\", reference_time:)" => -> { Duckling.parse("", reference_time: REFERENCE_TIME) },
  "parse(text, locale:, tz:, dims:)" => lambda {
    Duckling.parse(TEXT, locale: "en_US", tz: "America/New_York", dims: %w[time number])
  }
}.freeze

def clock = Process.clock_gettime(Process::CLOCK_MONOTONIC)

def mean_us(calls)
  start = clock
  calls.times { yield }
  (clock - start) * 1e6 / calls
end

def median(values) = values.sort[values.size / 2]

CASES.each_value { |c| 1000.times { c.call } } # warm-up
samples = Hash.new { |h, k| h[k] = [] }
ROUNDS.times do
  CASES.each { |label, c| samples[label] << mean_us(CALLS, &c) }
  samples["engine alone"] << Duckling::TestHooks.engine_us(TEXT, REFERENCE_TIME, CALLS)
  samples["engine alone, \"\""] << Duckling::TestHooks.engine_us("", REFERENCE_TIME, CALLS)
end
puts "ruby #{RUBY_VERSION}, #{ROUNDS} rounds × #{CALLS} calls, load #{File.read('/proc/loadavg').split[0, 3].join(' ')}"
samples.each { |label, values| puts format("%-34s %8.3f µs  (rounds: %s)", label, median(values), values.map { |v| v.round(2) }.minmax.join('–')) }
