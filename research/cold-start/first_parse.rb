# frozen_string_literal: true

# A fresh Ruby process: resident memory added by `require "duckling"`, then the time and memory of the first
# parse in one language (research/cold-start/README.md). The text is the language's first five texts of
# test/oracle/<lang>.txt joined by ". " (English's: test/oracle/dialogue.txt), so several dims of the language
# are reached, as a real first request reaches them.
#
#   bin/dev ruby -Ilib research/cold-start/first_parse.rb es

lang = ARGV.fetch(0)
root = File.expand_path("../..", __dir__)
file = File.join(root, "test", "oracle", lang == "en" ? "dialogue.txt" : "#{lang}.txt")
text = File.readlines(file, chomp: true).reject { |line| line.strip.empty? || line.start_with?("#") }
           .first(5).join(". ")

rss = -> { File.read("/proc/self/status")[/VmRSS:\s+(\d+)/, 1].to_i / 1024.0 }
cpu = -> { Process.clock_gettime(Process::CLOCK_THREAD_CPUTIME_ID) }
wall = -> { Process.clock_gettime(Process::CLOCK_MONOTONIC) }
a = rss.()
require "duckling"
b = rss.()
started_wall = wall.()
started_cpu = cpu.()
Duckling.parse(text, locale: lang)
cpu_ms = (cpu.() - started_cpu) * 1000
wall_ms = (wall.() - started_wall) * 1000
c = rss.()
printf("%s: require +%.1f MB; first parse %.0f ms wall, %.0f ms CPU, +%.1f MB (%d bytes)\n",
       lang, b - a, wall_ms, cpu_ms, c - b, text.bytesize)
