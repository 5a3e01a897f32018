# frozen_string_literal: true

module Duckling
  # A fixed pool of threads that runs the blocking operations a Fiber scheduler hands it — the object async's
  # `Async::Scheduler.new(worker_pool: ...)` expects. On Ruby 3.4 a parse released with `RB_NOGVL_OFFLOAD_SAFE`
  # reaches the scheduler's `blocking_operation_wait(work)`, which calls {#call}; the waiting fiber sleeps while a
  # worker thread runs the parse, so the reactor keeps serving.
  #
  # @example
  #   pool = Duckling::WorkerPool.new(size: 2)
  #   Fiber.set_scheduler(Async::Scheduler.new(worker_pool: pool))
  #
  # Cancellation: if the waiting fiber is interrupted (its task stopped, Thread#raise, Timeout), a queued
  # operation is dropped and a running one is interrupted — which sets the parser's cancel flag — and {#call}
  # returns (raising the interruption) only once the worker is done with it, so the operation never outlives the
  # caller's frame. The pool stays usable.
  class WorkerPool
    # Raised by {#call} after {#close}.
    class ClosedError < Duckling::Error; end

    # Delivered to a worker thread to interrupt the operation it runs for a caller that gave up.
    class Cancel < Exception # rubocop:disable Lint/InheritException -- must not be caught by `rescue => e`
    end

    # One operation: queued, then running on a worker, then done.
    class Job
      attr_reader :error

      def initialize(work)
        @work = work
        @state = :queued
        @mutex = Thread::Mutex.new
        @done = Thread::Queue.new
      end

      # Called by the worker. @return [Boolean] false when the caller gave up before it started
      def start(thread)
        @mutex.synchronize do
          return false unless @state == :queued

          @state = :running
          @thread = thread
        end
      end

      def run
        Thread.handle_interrupt(Cancel => :immediate) { @work.call }
      rescue Cancel
        nil # the caller gave up and is waiting for us in #cancel
      rescue Exception => e # rubocop:disable Lint/RescueException -- handed to the caller, who re-raises it
        @error = e
      ensure
        @mutex.synchronize { @state = :done }
        @done.push(true)
      end

      # Waits (fiber-friendly under a scheduler) until the worker is done.
      def wait
        @done.pop
      end

      # Gives up on the job: drops it if queued, interrupts it if running; returns once no worker touches it.
      def cancel
        running = @mutex.synchronize do
          case @state
          when :queued then @state = :cancelled
                            return
          when :running then @thread.raise(Cancel)
                             true
          end
        end
        wait_for_worker if running
      end

      private

      # Waits for the worker to let go, whatever else is raised meanwhile at the waiting fiber (a timeout and a
      # hang-up can both fire; Fiber#raise ignores handle_interrupt): the caller re-raises the first. Bounded: the
      # interrupted operation returns within milliseconds.
      def wait_for_worker
        Thread.handle_interrupt(Object => :never) { @done.pop }
      rescue Exception # rubocop:disable Lint/RescueException -- any exception: the worker must be done first
        retry
      end
    end

    # @param size [Integer] number of worker threads
    def initialize(size: 2)
      raise ArgumentError, "size must be a positive Integer, got #{size.inspect}" unless size.is_a?(Integer) && size.positive?

      @queue = Thread::Queue.new
      @closed = false
      @threads = Array.new(size) { |i| spawn_worker(i) }
    end

    # Runs `work` on a worker thread and waits for it.
    # @param work [#call] the blocking operation (Ruby passes a Proc)
    # @return [nil]
    # @raise [ClosedError] after {#close}
    # @raise [Exception] whatever `work` raised
    def call(work)
      raise ClosedError, "the worker pool is closed" if @closed

      job = Job.new(work)
      @queue.push(job)
      begin
        job.wait
      rescue Exception # rubocop:disable Lint/RescueException -- interrupted while waiting: any exception
        job.cancel # first make sure no worker still runs it, then let the interruption go on
        raise
      end
      raise job.error if job.error

      nil
    end

    # Stops accepting work, lets the workers finish what is queued, and joins them.
    def close
      @closed = true
      @queue.close
      @threads.each(&:join)
      nil
    end

    # @return [Boolean]
    def closed?
      @closed
    end

    # @return [Integer] the number of worker threads
    def size
      @threads.size
    end

    private

    def spawn_worker(index)
      Thread.new do
        Thread.current.name = "duckling-worker-#{index}"
        Thread.handle_interrupt(Cancel => :never) do
          while (job = @queue.pop)
            job.run if job.start(Thread.current)
            drain_stale_cancel
          end
        end
      end
    end

    # A Cancel aimed at a job that finished just before it arrived is still pending; deliver it here, where it
    # harms nothing, rather than in the next job.
    def drain_stale_cancel
      Thread.handle_interrupt(Cancel => :immediate) { nil }
    rescue Cancel
      nil
    end

    private_constant :Job, :Cancel
  end
end
