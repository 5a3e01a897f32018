# frozen_string_literal: true

module Spike
  # A second thread that sleeps 1 ms in a loop and records how late it wakes. Waking needs the GVL, so its
  # overshoot is how long the thread under test kept it from getting the GVL (plus the OS timer's slack, a few
  # tens of µs, which an idle run shows).
  class GvlProbe
    attr_reader :overshoots

    def initialize(interval: 0.001)
      @interval = interval
      @overshoots = []
      @stop = false
    end

    # Runs the block while the probe ticks; returns the block's value.
    def around
      start
      yield
    ensure
      stop
    end

    def longest
      @overshoots.max || 0.0
    end

    def p99
      Stats.percentile(@overshoots, 99) || 0.0
    end

    private

    def start
      ready = Thread::Queue.new
      @thread = Thread.new do
        ready << true
        tick until @stop
      end
      ready.pop
    end

    def tick
      t = Env.monotonic
      sleep @interval
      @overshoots << (Env.monotonic - t - @interval)
    end

    def stop
      @stop = true
      @thread&.join
    end
  end
end
