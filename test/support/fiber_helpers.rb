# frozen_string_literal: true

# Runs fibers under a scheduler on a fresh thread and measures a ticker fiber's longest gap.
module FiberHelpers
  # Sets `scheduler` on a new thread, yields there (schedule fibers with Fiber.schedule), runs the scheduler to
  # completion, and returns the block's value. Exceptions of the thread propagate.
  def with_scheduler(scheduler)
    Thread.new do
      Fiber.set_scheduler(scheduler)
      value = yield scheduler
      Fiber.set_scheduler(nil) # closes the scheduler: runs it until every fiber is done
      value
    end.value
  end

  # Yields ever larger entity-dense texts until the block's first value, the seconds the text's result took to
  # become Ruby objects, reaches `seconds`, and returns the block's last value: the tests of the reactor during
  # conversion need a conversion long compared with their ticker, and the time it takes varies from run to run.
  def with_long_conversion(seconds, repeats: 3000, tries: 4)
    measured = nil
    tries.times do
      measured = yield LongText.dense(repeats)
      break if measured.first >= seconds

      repeats *= 2
    end
    measured
  end

  # A ticker that sleeps `interval` in a loop until `done.call`, recording the longest gap between ticks.
  class Ticker
    attr_reader :ticks, :longest_gap, :times

    def initialize
      @ticks = 0
      @longest_gap = 0.0
      @times = [] # monotonic time of every tick
    end

    # @return [Integer] ticks between two monotonic times
    def ticks_between(from, to)
      @times.count { |t| t.between?(from, to) }
    end

    def run(interval: 0.001, &done)
      last = now
      until done.call
        sleep interval
        t = now
        @longest_gap = [@longest_gap, t - last].max
        @ticks += 1
        @times << t
        last = t
      end
    end

    private

    def now
      Process.clock_gettime(Process::CLOCK_MONOTONIC)
    end
  end
end
