# frozen_string_literal: true

# Writes a schedule to standard output: items of times of many shapes (days, dates, clock times, ranges, relative
# days), drawn with a fixed seed and joined with ", " to at least BYTES bytes. It stands for the 1 MB schedule of
# issue 26 ("`duckling-server` answers a 1 MB schedule well within its timeout"). The schedule of 400 items in an
# earlier section of README.md came from a script that was not kept; this one is drawn otherwise. Usage:
#   ruby research/list-texts/schedule.rb 1048576 > schedule.txt

DAYS = %w[Monday Tuesday Wednesday Thursday Friday Saturday Sunday].freeze
MONTHS = %w[January February March April May June July August September October November December].freeze

# 1st, 2nd, 3rd, 4th … 21st, 22nd, 23rd, 24th …
def ordinal(n)
  suffix = (11..13).cover?(n % 100) ? "th" : { 1 => "st", 2 => "nd", 3 => "rd" }.fetch(n % 10, "th")
  "#{n}#{suffix}"
end

# An hour `k` hours after `hour`, on a 12-hour clock.
def later(hour, k) = ((hour + k - 1) % 12) + 1

def item(rng)
  day = DAYS.sample(random: rng)
  hour = rng.rand(1..12)
  minute = format("%02d", rng.rand(0..3) * 15)
  date = "#{MONTHS.sample(random: rng)} #{rng.rand(1..28)}"
  [
    "#{day} #{hour}:#{minute} till #{later(hour, 2)}:00",
    "#{date} at #{hour}#{%w[am pm].sample(random: rng)}",
    "from #{hour} to #{later(hour, 3)}pm on #{day}",
    "#{rng.rand(1..12)}/#{rng.rand(1..28)}/2026 #{hour}:#{minute}",
    "next #{day} at #{hour}:#{minute}",
    "#{%w[tomorrow today tonight].sample(random: rng)} at #{hour}",
    "the #{ordinal(rng.rand(1..28))} of #{MONTHS.sample(random: rng)}",
    "#{day} morning"
  ].sample(random: rng)
end

bytes = Integer(ARGV.fetch(0) { abort "usage: schedule.rb BYTES" })
rng = Random.new(1)
out = +""
out << item(rng) << ", " while out.bytesize < bytes
print out
