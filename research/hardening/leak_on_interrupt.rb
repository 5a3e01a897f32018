# frozen_string_literal: true

# Reproduces a leak in the binding found with valgrind (research/hardening/README.md, finding 3): a released
# parse that is interrupted (Timeout, Thread#kill, Thread#raise) leaks its copy of the input text, because
# `dispatch::abandon` forgets the whole job, input included, when the job had already started.
#
#   bin/dev ruby research/hardening/leak_on_interrupt.rb     (ROUNDS=200, TEXT_KB=1024 by default)
#
# Prints RSS after CONTROL completed parses of a TEXT_KB text (the control: no growth), then after ROUNDS
# interrupted ones.

$LOAD_PATH.unshift File.expand_path("../../lib", __dir__)
require "duckling"
require "timeout"

ROUNDS = Integer(ENV.fetch("ROUNDS", "200"))
CONTROL = Integer(ENV.fetch("CONTROL", "10"))
TEXT = ("forty two people met on friday at 5pm and paid $30 each. " * (Integer(ENV.fetch("TEXT_KB", "1024")) * 1024 / 58)).freeze

def rss_mb = File.read("/proc/self/status")[/^VmRSS:\s+(\d+)/, 1].to_i / 1024.0

def settle
  3.times { GC.start }
  rss_mb
end

Duckling.parse_json(TEXT) # warm up: rules compiled, arenas grown
start = settle
CONTROL.times { Duckling.parse_json(TEXT) }
base = settle
interrupted = 0
ROUNDS.times do
  Timeout.timeout(0.005) { Duckling.parse_json(TEXT) }
rescue Timeout::Error
  interrupted += 1
end
after = settle
printf("text %.0f KB; RSS %.1f MB after a warm-up parse, %.1f MB after %d more completed parses (%+.1f MB), " \
       "%.1f MB after %d interrupted ones (%+.1f MB, %.0f KB each)\n", TEXT.bytesize / 1024.0, start, base, CONTROL,
       base - start, after, interrupted, after - base, (after - base) * 1024 / [interrupted, 1].max)
