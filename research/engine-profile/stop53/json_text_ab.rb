# frozen_string_literal: true

# The binding's A/B of 6c131ae: `Duckling.parse` of four phrases repeated to 256 KB, process CPU ms a KB of one parse after a
# GC, one line per build: `bin/dev ruby -Ilib research/engine-profile/stop53/json_text_ab.rb LABEL` with each build in
# lib/duckling/3.4/ in turn (`rake compile`'s release builds of 34e4c89, "tree", and of 6c131ae, "text").

require "duckling"
ref = Time.utc(2013, 2, 12, 6, 30)
cpu = -> { Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) }
Duckling.parse("warm up at 5pm tomorrow", reference_time: ref)
out = ["noon ", "monday, ", "at 5 ", "7 km; "].map do |u|
  text = u * (262_144 / u.bytesize)
  GC.start
  t = cpu.()
  Duckling.parse(text, reference_time: ref)
  format("%s %.2f", u.strip, (cpu.() - t) * 1000 / (text.bytesize / 1024.0))
end
puts "#{ARGV[0]}: #{out.join(' | ')}"
