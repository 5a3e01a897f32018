# frozen_string_literal: true

module Spike
  # A second thread that sleeps 1 ms in a loop and records how late it wakes. Waking needs the GVL, so its
  # overshoot is how long the thread under test kept it from getting the GVL — plus the OS's delays: the timer's
  # slack and, on a busy machine, time spent runnable but waiting for a CPU.
  #
  # That last part is reported for the probe's whole life, not per tick (Linux /proc/thread-self/schedstat: "time
  # spent waiting on a runqueue"): reading the file releases the GVL, and doing so between ticks would hand the GVL
  # to the thread under test and distort the very waits being measured.
  class GvlProbe
    SCHEDSTAT = "/proc/thread-self/schedstat"

    attr_reader :overshoots, :cpu_wait_share

    def initialize(interval: 0.001)
      @interval = interval
      @overshoots = []
      @stop = false
      @cpu_wait_share = 0.0
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
        queued = runqueue_seconds
        started = Env.monotonic
        ready << true
        tick until @stop
        @cpu_wait_share = (runqueue_seconds - queued) / (Env.monotonic - started)
      end
      ready.pop
    end

    def tick
      t = Env.monotonic
      sleep @interval
      @overshoots << (Env.monotonic - t - @interval)
    end

    # Seconds this thread has spent runnable but not running (0 where the kernel does not say).
    def runqueue_seconds
      File.read(SCHEDSTAT).split[1].to_i / 1e9
    rescue SystemCallError
      0.0
    end

    def stop
      @stop = true
      @thread&.join
    end
  end
end
