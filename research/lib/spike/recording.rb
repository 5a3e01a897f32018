# frozen_string_literal: true

module Spike
  # A Duckling::WorkerPool that counts the operations async hands it and records the thread each one ran on.
  class RecordingPool < Duckling::WorkerPool
    attr_reader :calls, :work_threads

    def initialize(...)
      super
      @calls = 0
      @work_threads = []
    end

    def call(work)
      @calls += 1
      super(proc { @work_threads << Thread.current; work.call })
    end
  end

  # The schedulers the offload and overhead experiments run under, built the same way: a scheduler object and a
  # recorder that answers "how many hook/pool calls, on which threads" (nil: not recorded).
  module Schedulers
    Built = Struct.new(:scheduler, :calls, :work_threads)

    module_function

    # kind: "reference" (test/support's scheduler: a new thread per hook call), "async" (Async::Scheduler with
    # a Duckling::WorkerPool as worker_pool:) or "io-event" (Ruby 4.0: Async::Scheduler with io-event's own
    # IO::Event::WorkerPool, what ASYNC_SCHEDULER_WORKER_POOL=true builds; it counts calls, not threads).
    def build(kind, pool_size: 2)
      case kind
      when "reference"
        s = ReferenceScheduler.new
        Built.new(s, -> { s.blocking_operation_calls }, -> { s.blocking_operation_threads })
      when "async"
        require "async"
        pool = RecordingPool.new(size: pool_size)
        Built.new(Async::Scheduler.new(worker_pool: pool), -> { pool.calls }, -> { pool.work_threads })
      when "io-event"
        require "async"
        pool = IO::Event::WorkerPool.new(maximum_worker_count: pool_size)
        Built.new(Async::Scheduler.new(worker_pool: pool), -> { pool.statistics[:call_count] }, -> {})
      else raise ArgumentError, kind
      end
    end
  end
end
