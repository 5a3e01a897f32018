# frozen_string_literal: true

# The per-call cost of a short `Duckling.parse` against the engine alone (issues 11 and 13).
#
#   bin/dev ruby research/callcost/percall.rb                 # time every case: ROUNDS=9 CALLS=20000 by default
#   bin/dev env ROUNDS=5 CALLS=5000 ruby research/callcost/percall.rb
#   bin/dev ruby research/callcost/percall.rb CASE N          # run one case N times, untimed (instructions.sh)
#   bin/dev ruby research/callcost/percall.rb --cases         # the cases' names
#
# Timing: per case, the median over ROUNDS rounds of each round's mean µs per call (a round is a loop of CALLS
# calls); the cases run interleaved, round by round, so a burst of load on this shared machine falls on all.

ENV["DUCKLING_TEST_HOOKS"] = "1" # Duckling::TestHooks.engine_us
$LOAD_PATH.unshift(File.expand_path("../../lib", __dir__))
require "duckling"

TEXT = "next friday at 5pm"
REFERENCE_TIME = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")

CASES = {
  "nothing (the loop)" => -> {},
  "parse(text)" => -> { Duckling.parse(TEXT) },
  "parse(text, reference_time:)" => -> { Duckling.parse(TEXT, reference_time: REFERENCE_TIME) },
  "parse_json(text, reference_time:)" => -> { Duckling.parse_json(TEXT, reference_time: REFERENCE_TIME) },
  "parse(\"\")" => -> { Duckling.parse("") },
  "parse(\"\", reference_time:)" => -> { Duckling.parse("", reference_time: REFERENCE_TIME) },
  "parse(text, locale:, tz:, dims:)" => lambda {
    Duckling.parse(TEXT, locale: "en_US", reference_time: REFERENCE_TIME, tz: "America/New_York", dims: %w[time])
  },
  # One parse per call inside the extension: no result to Ruby, no keyword arguments.
  "engine, one call per parse" => -> { Duckling::TestHooks.engine_us(TEXT, REFERENCE_TIME, 1) },
  "engine, one call per parse, \"\"" => -> { Duckling::TestHooks.engine_us("", REFERENCE_TIME, 1) }
}.freeze

def clock = Process.clock_gettime(Process::CLOCK_MONOTONIC)

def mean_us(calls, call)
  start = clock
  calls.times { call.call }
  (clock - start) * 1e6 / calls
end

def median(values) = values.sort[values.size / 2]

ENGINE_LOOPS = ["engine loop", "engine loop, \"\""].freeze # TestHooks.engine_us's own loop of parses

if ARGV == ["--cases"]
  puts CASES.keys, ENGINE_LOOPS
  exit
end

if ARGV.size == 2
  label, calls = ARGV[0], Integer(ARGV[1])
  Duckling.parse(TEXT) # the grammar is built in every run alike
  if ENGINE_LOOPS.include?(label)
    text = label == ENGINE_LOOPS.last ? "" : TEXT
    Duckling::TestHooks.engine_us(text, REFERENCE_TIME, 200)
    Duckling::TestHooks.engine_us(text, REFERENCE_TIME, calls)
  else
    call = CASES.fetch(label)
    200.times { call.call }
    calls.times { call.call }
  end
  exit
end

rounds = Integer(ENV.fetch("ROUNDS", "9"))
calls = Integer(ENV.fetch("CALLS", "20000"))
CASES.each_value { |c| 1000.times { c.call } } # warm-up
samples = Hash.new { |h, k| h[k] = [] }
rounds.times do
  CASES.each { |label, c| samples[label] << mean_us(calls, c) }
  samples[ENGINE_LOOPS.first] << Duckling::TestHooks.engine_us(TEXT, REFERENCE_TIME, calls)
  samples[ENGINE_LOOPS.last] << Duckling::TestHooks.engine_us("", REFERENCE_TIME, calls)
end
puts "ruby #{RUBY_VERSION}, #{rounds} rounds × #{calls} calls, load average #{File.read('/proc/loadavg').split[0, 3].join(' ')}"
samples.each do |label, values|
  puts format("%-36s %8.3f µs  (round means %s)", label, median(values), values.minmax.map { |v| v.round(2) }.join("–"))
end
