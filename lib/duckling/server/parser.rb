# frozen_string_literal: true

module Duckling
  class Server
    # Runs one request's parse inside its async task: a short text inline, a long one on the worker pool — through
    # the {Admission} queue, cancelled past the timeout or as soon as the client hangs up. A request's own
    # `deadline` counts from here, its wait in the queue included, and stops the parse with a partial answer.
    #
    # Built for Ruby ≥ 3.4 (`Duckling.dispatch == :offload_safe`), a long parse (`Duckling.offloads_for?`: at
    # least `Duckling.offload_threshold` bytes) reaches the scheduler's `blocking_operation_wait`, which hands it to
    # the Duckling::WorkerPool the reactor was given: the reactor keeps serving, and interrupting the waiting fiber
    # (the timeout, a hang-up) cancels the parse through the pool. Older Rubies never call that hook, so there this
    # hands long parses to the same pool itself — otherwise one long parse would stall every connection and no
    # timer could fire to cancel it. Short parses run inline either way: they take microseconds.
    class Parser
      # @param pool [Duckling::WorkerPool] the reactor's worker pool
      # @param timeout [Numeric] seconds
      # @param admission [Admission] the queue in front of the pool
      # @param metrics [Metrics, nil] told each parse's time and each cancellation
      # @param explicit_offload [Boolean] hand long parses to the pool here (default: when the build cannot
      #   offload through the scheduler)
      def initialize(pool:, timeout:, admission:, metrics: nil, explicit_offload: Duckling.dispatch != :offload_safe)
        @pool = pool
        @timeout = timeout
        @admission = admission
        @metrics = metrics
        @explicit_offload = explicit_offload
      end

      # @return [Boolean] whether long parses are handed to the pool by this class (true on Ruby < 3.4 builds)
      def explicit_offload?
        @explicit_offload
      end

      # @param text [String]
      # @param hang_up [#call, nil] blocks until the client has gone (true) or is known to be there (false):
      #   {Connection#wait_for_hang_up}; watched while a long parse runs
      # @param options [Hash] keyword arguments of Duckling.parse_json
      # @return [String] Duckling's JSON array
      # @raise [DeadlineExceeded] the request's deadline passed: the JSON array of the part finished is its
      #   entities
      # @raise [ParseTimeout] the parse ran past the timeout and was cancelled
      # @raise [ClientClosed] the client hung up during the parse, which was cancelled
      # @raise [Overloaded] the queue in front of the workers is full
      # @raise [ArgumentError, TypeError] bad input (see Duckling.parse)
      def parse_json(text, hang_up: nil, **options)
        return timed { Duckling.parse_json(text, **options) } unless leaves_reactor?(text)

        finish = options[:deadline] && (monotonic + options[:deadline])
        @admission.admit do
          options = options.merge(deadline: left_until(finish)) if finish
          watching(hang_up) { Async::Task.current.with_timeout(@timeout) { timed { run(text, options) } } }
        end
      rescue Async::TimeoutError
        @metrics&.cancelled("timeout")
        raise ParseTimeout, "the parse took longer than #{@timeout} s (--timeout) and was cancelled"
      rescue ClientClosed
        @metrics&.cancelled("client_closed")
        raise
      end

      private

      # What is left of a deadline after the queue, at least a little: a parse whose time is up still answers
      # what it finds at once (its first windows), as it would have with an empty queue.
      def left_until(finish)
        [finish - monotonic, Float::EPSILON].max
      end

      def run(text, options)
        return Duckling.parse_json(text, **options) unless @explicit_offload

        result = nil
        @pool.call(-> { result = Duckling.parse_json(text, **options) })
        result
      end

      # Whether the parse of `text` leaves the reactor's thread — on Ruby ≥ 3.4 through the scheduler's hook, below
      # it through this class: the gem's one size policy, Duckling.offloads_for?.
      def leaves_reactor?(text)
        Duckling.offloads_for?(text)
      end

      # Runs the block while a child task waits for the client to hang up; if it does, the block's fiber gets
      # ClientClosed, which (like the timeout) cancels the parse through the pool and frees its worker.
      def watching(hang_up)
        return yield unless hang_up

        fiber = Fiber.current
        watcher = Async::Task.current.async(transient: true) do
          if hang_up.call
            Fiber.scheduler.raise(fiber, ClientClosed, "the client closed the connection during its parse")
          end
        end
        yield
      ensure
        watcher&.stop
      end

      def timed
        started = monotonic
        result = yield
        @metrics&.observe_parse(monotonic - started)
        result
      rescue DeadlineExceeded
        @metrics&.observe_parse(monotonic - started)
        @metrics&.cancelled("deadline")
        raise
      end

      def monotonic = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    end
  end
end
