# frozen_string_literal: true

# Issue 26's table, rerun at the Ruby level: `Duckling.parse` of each phrase repeated to each size in bytes given
# (8192 unless told; Duckling's corpus reference time), process CPU ms per KB of one parse, after a warm-up parse.
# `bin/dev ruby -Ilib research/list-texts/ruby_lists.rb [BYTES…]`
require "duckling"

ref = Time.utc(2013, 2, 12, 6, 30)
units = ["from 3 to 5pm, ", "next friday, ", "next friday at 5pm, ", "the day after tomorrow ", "in 2 hours, ",
         "tomorrow, ", "at 5 ", "last week, ", "5pm, ", "noon ", "monday, ", "12/12/2012 ", "march 3, "]
Duckling.parse("warm up at 5pm tomorrow", reference_time: ref)
cpu = -> { Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) }
sizes = ARGV.empty? ? [8192] : ARGV.map { |a| Integer(a) }
sizes.product(units).each do |bytes, u|
  text = u * (bytes / u.bytesize)
  t = cpu.()
  n = Duckling.parse(text, reference_time: ref).size
  ms = (cpu.() - t) * 1000
  printf("%8d B %-26s %8.1f ms per KB %7d entities\n", text.bytesize, u.inspect, ms / (text.bytesize / 1024.0), n)
end
