# frozen_string_literal: true

# Is another thread's remaining wait during a large `parse` Ruby's GC? The same 1 MB parse while another thread
# sleeps 1 ms in a loop (Spike::GvlProbe), released (threshold 256) and held (nil), three times with the GC on
# and three with `GC.disable`, printing the longest wait.
#
#   bin/dev ruby research/hold/gc_wait_probe.rb
$LOAD_PATH.unshift File.expand_path("../../lib", __dir__)
require "duckling"
require_relative "../lib/spike"
require_relative "../lib/spike/gvl_probe"
text = Spike::Texts.text_of(1024 * 1024, Random.new(1024))
Duckling.parse(text)
[256, nil].each do |threshold|
  Duckling.gvl_release_threshold = threshold
  [false, true].each do |off|
    3.times do
      GC.start
      GC.disable if off
      probe = Spike::GvlProbe.new
      t0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
      probe.around { Duckling.parse(text) }
      t = Process.clock_gettime(Process::CLOCK_MONOTONIC) - t0
      GC.enable
      puts format("threshold %-4s GC %-3s longest wait %6.2f ms (call %d ms)", threshold.inspect, off ? "off" : "on", probe.longest * 1000, t * 1000)
    end
  end
end
