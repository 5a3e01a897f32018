# frozen_string_literal: true

# Times every case of the adversarial corpus (test/fixtures/adversarial/manifest.json) at 1/4, 1/2 and the full
# size, and prints a Markdown table of seconds per MB at each size: flat rows mean linear growth. Cases marked
# `known_bug` are timed at 1%, 2% and 4% of their size instead, each in a child process killed after
# LIMIT seconds (default 120), so a runaway shows as "> LIMIT s" rather than a hang.
#
#   bin/dev ruby research/hardening/timings.rb [CASE_NAME_REGEX]

$LOAD_PATH.unshift File.expand_path("../../lib", __dir__)
require "duckling"
require_relative "../../test/fixtures/adversarial/corpus"

LIMIT = Float(ENV.fetch("LIMIT", "120"))
REFERENCE_TIME = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")

def monotonic = Process.clock_gettime(Process::CLOCK_MONOTONIC)

# [seconds, entities] of one parse in a child process, or nil past LIMIT.
def timed_parse(text, dims, locale)
  reader, writer = IO.pipe
  pid = fork do
    reader.close
    start = monotonic
    count = Duckling.parse(text, dims:, locale: locale || "en", reference_time: REFERENCE_TIME).size
    writer.write(Marshal.dump([monotonic - start, count]))
    exit!(0)
  end
  writer.close
  give_up = monotonic + LIMIT
  sleep 0.01 until Process.waitpid(pid, Process::WNOHANG) || monotonic > give_up
  if monotonic > give_up && !reader.wait_readable(0)
    Process.kill(:KILL, pid)
    Process.waitpid(pid)
    return nil
  end
  Marshal.load(reader.read) # rubocop:disable Security/MarshalLoad -- our own child's answer
ensure
  reader&.close
end

filter = Regexp.new(ARGV.fetch(0, "."))
puts "| case | full size | s/MB at ¼ | s/MB at ½ | s/MB at 1 | s at 1 | entities at 1 |"
puts "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
AdversarialCorpus.cases.each do |c|
  next if c.expect || !c.name.match?(filter)

  scales = c.known_bug ? [0.01, 0.02, 0.04] : [0.25, 0.5, 1.0]
  cells = scales.map do |scale|
    text = c.text(scale)
    mb = text.bytesize / 1e6
    seconds, count = timed_parse(text, c.dims, c.locale)
    seconds ? [format("%.2f", seconds / mb), format("%.3f", seconds), count, mb] : ["> #{LIMIT.round} s", "-", "-", mb]
  end
  size = format("%.2f MB", cells.last[3])
  size += " (timed at 1–4 %: #{c.known_bug})" if c.known_bug
  puts "| #{c.name} | #{size} | #{cells.map(&:first).join(' | ')} | #{cells.last[1]} | #{cells.last[2]} |"
  $stdout.flush
end
