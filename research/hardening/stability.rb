# frozen_string_literal: true

# Long-run stability: PARSES parses (default 1e6) across THREADS threads (default 2), in BATCHES batches, with
# GC.auto_compact on and a GC.compact between batches. Prints RSS (VmRSS from /proc/self/status) after each
# batch and a verdict: no crash, and RSS after the last batch within 10% of RSS after the warm-up (the first
# quarter of the batches: Ruby's heap and the allocator's per-thread arenas settle there).
#
#   bin/dev ruby research/hardening/stability.rb            (PARSES=100000 for a quick run)

$LOAD_PATH.unshift File.expand_path("../../lib", __dir__)
require "duckling"

PARSES = Integer(ENV.fetch("PARSES", "1000000"))
THREADS = Integer(ENV.fetch("THREADS", "2"))
BATCHES = Integer(ENV.fetch("BATCHES", "20"))

TEXTS = [
  "I'll pay forty two now and 17 later",
  "tomorrow at 5pm, next sunday at 3am, from 9 to 5 on thursday",
  "it is 30°C, 3 km away, 2 cups of sugar, $5.50 or €20",
  "call +1 (555) 010-0100 or write to first.last@example.com, https://duck.ling/x?q=1",
  "in 3 days for 2 hours, the 3rd of march, christmas eve, 12/31/2013",
  "מספר 42 🦆 e\u0301 ５ dollars",
  "",
].map(&:freeze).freeze
LOCALES = %w[en en_US en_GB en_IN en_AU].freeze
ZONES = [nil, "America/New_York", "Europe/London", "Asia/Kolkata", "Australia/Lord_Howe"].freeze
DIMS = [nil, %w[time], %w[number amount-of-money], %w[distance volume temperature]].freeze

def rss_kb = File.read("/proc/self/status")[/^VmRSS:\s+(\d+)/, 1].to_i

def monotonic = Process.clock_gettime(Process::CLOCK_MONOTONIC)

# One parse whose text and options depend on `i`, through one of the three entry points.
def parse(i)
  options = { locale: LOCALES[i % 5], tz: ZONES[(i / 5) % 5], dims: DIMS[(i / 25) % 4], latent: i.odd?,
              reference_time: Time.at(1_360_650_600 + (i % 1000) * 3600) }
  text = TEXTS[i % TEXTS.size]
  case i % 10
  when 0 then Duckling.parse_json(text, **options).scan('"body"').size
  when 1 then Duckling.parse_all([text, text], **options).sum(&:size)
  else Duckling.parse(text, **options).size
  end
end

GC.auto_compact = true
per_batch = PARSES / BATCHES
start = monotonic
samples = []
found = 0
BATCHES.times do |batch|
  counts = Array.new(THREADS) do |t|
    Thread.new do
      n = 0
      (t...per_batch).step(THREADS) { |k| n += parse((batch * per_batch) + k) }
      n
    end
  end.map(&:value)
  found += counts.sum
  GC.compact
  samples << rss_kb
  printf("batch %2d: %8d parses, RSS %7.1f MB, %6.1f s\n", batch + 1, (batch + 1) * per_batch, samples.last / 1024.0,
         monotonic - start)
  $stdout.flush
end
warm, last = samples[(BATCHES / 4) - 1], samples.last
growth = (last - warm) * 100.0 / warm
printf("%d parses on %d threads in %.1f s (%.1f µs each), %d entities; RSS after warm-up %.1f MB, at the end %.1f MB " \
       "(%+.1f%%), max %.1f MB\n", per_batch * BATCHES, THREADS, monotonic - start,
       (monotonic - start) * 1e6 / (per_batch * BATCHES), found, warm / 1024.0, last / 1024.0, growth,
       samples.max / 1024.0)
puts(growth.abs < 10 ? "verdict: stable" : "verdict: RSS grew")
exit(growth.abs < 10 ? 0 : 1)
