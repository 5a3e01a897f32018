# frozen_string_literal: true

# A fresh Ruby process: resident memory added by `require "duckling"`, then the time and memory of the first
# parse of a sentence in one language (research/cold-start/README.md).
#
#   bin/dev ruby -Ilib research/cold-start/first_parse.rb es

rss = -> { File.read("/proc/self/status")[/VmRSS:\s+(\d+)/, 1].to_i / 1024.0 }
texts = { "en" => "Meet me tomorrow at 5pm, bring $20 and 3 km of rope; mail a@b.com",
          "es" => "Reunión mañana a las 5 de la tarde, cuesta 30 euros",
          "fr" => "Rendez-vous le 3 mars à 15h, ça coûte 20 euros",
          "de" => "Termin am 3. März um 15 Uhr, 20 km entfernt",
          "pt" => "Reunião amanhã às 15h, custa 30 reais",
          "it" => "Ci vediamo domani alle 15, costa 20 euro",
          "nl" => "We zien elkaar morgen om 15.00 uur, het kost 20 euro" }
a = rss.()
require "duckling"
b = rss.()
t = Process.clock_gettime(Process::CLOCK_MONOTONIC)
Duckling.parse(texts.fetch(ARGV[0]), locale: ARGV[0])
ms = (Process.clock_gettime(Process::CLOCK_MONOTONIC) - t) * 1000
c = rss.()
printf("%s: require +%.1f MB; first parse %.0f ms, +%.1f MB\n", ARGV[0], b - a, ms, c - b)
