# frozen_string_literal: true

# Issue 26's table, rerun at the Ruby level: `Duckling.parse` of each phrase repeated to each size in bytes given
# (8192 unless told; Duckling's corpus reference time), process CPU ms per KB of one parse, after a warm-up parse.
# The first row of each size is ordinary text, the project's dialogue texts (test/oracle/dialogue*.txt) one after
# the other, a line each, to the same size, and each list's time is also given as a multiple of it: a reading that
# the machine's speed does not move (issue 26's table put an email thread at 0.69 ms a KB and its bound at 5, about
# seven times that). Past their 60 KB the dialogue texts repeat, and their values stay in the resolution memo.
# `bin/dev ruby -Ilib research/list-texts/ruby_lists.rb [BYTES…]`
require_relative "../lib/spike"
require_relative "../bench/running_text"

ref = Time.utc(2013, 2, 12, 6, 30)
units = ["from 3 to 5pm, ", "next friday, ", "next friday at 5pm, ", "the day after tomorrow ", "in 2 hours, ",
         "tomorrow, ", "at 5 ", "last week, ", "5pm, ", "noon ", "monday, ", "12/12/2012 ", "march 3, "]
dialogues = Bench::RunningText.utterances
# Whole texts, from the first on, until `bytes` are reached.
ordinary = lambda do |bytes|
  text = +""
  dialogues.cycle do |line|
    break if text.bytesize >= bytes

    text << line << "\n"
  end
  text
end
Duckling.parse("warm up at 5pm tomorrow", reference_time: ref)
cpu = -> { Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) }
sizes = ARGV.empty? ? [8192] : ARGV.map { |a| Integer(a) }
sizes.each do |bytes|
  base = nil
  texts = [[ordinary.(bytes), "(dialogue texts)"], *units.map { |u| [u * (bytes / u.bytesize), u.inspect] }]
  texts.each do |text, label|
    t = cpu.()
    n = Duckling.parse(text, reference_time: ref).size
    ms_per_kb = (cpu.() - t) * 1000 / (text.bytesize / 1024.0)
    base ||= ms_per_kb
    printf("%8d B %-26s %8.1f ms per KB %7d entities %6.1f × ordinary\n", text.bytesize, label, ms_per_kb, n,
           ms_per_kb / base)
  end
end
