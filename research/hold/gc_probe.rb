# frozen_string_literal: true

# Is the ticker's remaining gap during a large `parse` Ruby's GC? The same 1 MB parse beside a 1 ms ticker fiber
# under the reference scheduler (offloaded), three times with the GC on and three with `GC.disable`, printing the
# longest gap and the GC time and count during the parse.
#
#   bin/dev ruby research/hold/gc_probe.rb

$LOAD_PATH.unshift File.expand_path("../../lib", __dir__)
require "duckling"
require_relative "../lib/spike/texts"
require_relative "../../test/support/long_text"
require_relative "../../test/support/reference_scheduler"
require_relative "../../test/support/fiber_helpers"

text = Spike::Texts.text_of(1024 * 1024, Random.new(1024))
Duckling.parse(text)
[false, true].each do |gc_off|
  3.times do
    GC.start
    GC.disable if gc_off
    ticker = FiberHelpers::Ticker.new
    gc_ms = GC.stat(:time)
    count = GC.count
    Thread.new do
      Fiber.set_scheduler(ReferenceScheduler.new)
      done = false
      Fiber.schedule { ticker.run { done } }
      Fiber.schedule { Duckling.parse(text); done = true }
      Fiber.set_scheduler(nil)
    end.join
    GC.enable
    puts format("GC %s: longest gap %.1f ms, GC %d ms in %d GCs", gc_off ? "disabled" : "on ",
                ticker.longest_gap * 1000, GC.stat(:time) - gc_ms, GC.count - count)
  end
end
