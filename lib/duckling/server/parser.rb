# frozen_string_literal: true

module Duckling
  class Server
    # Runs one parse inside a request's async task, cancelled past a deadline.
    #
    # Built for Ruby ≥ 3.4 (`Duckling.dispatch == :offload_safe`), a long parse (at least
    # `Duckling.gvl_release_threshold` bytes) reaches the scheduler's `blocking_operation_wait`, which hands it to
    # the Duckling::WorkerPool the reactor was given: the reactor keeps serving, and stopping the waiting task
    # (the timeout) cancels the parse through the pool. Older Rubies never call that hook, so there this hands
    # long parses to the same pool itself — otherwise one long parse would stall every connection and no timer
    # could fire to cancel it. Short parses run inline either way: they take microseconds.
    class Parser
      # @param pool [Duckling::WorkerPool] the reactor's worker pool
      # @param timeout [Numeric] seconds
      # @param explicit_offload [Boolean] hand long parses to the pool here (default: when the build cannot
      #   offload through the scheduler)
      def initialize(pool:, timeout:, explicit_offload: Duckling.dispatch != :offload_safe)
        @pool = pool
        @timeout = timeout
        @explicit_offload = explicit_offload
      end

      # @return [Boolean] whether long parses are handed to the pool by this class (true on Ruby < 3.4 builds)
      def explicit_offload?
        @explicit_offload
      end

      # @param text [String]
      # @param options [Hash] keyword arguments of Duckling.parse_json
      # @return [String] Duckling's JSON array
      # @raise [ParseTimeout] the parse ran past the timeout and was cancelled
      # @raise [ArgumentError, TypeError] bad input (see Duckling.parse)
      def parse_json(text, **options)
        Async::Task.current.with_timeout(@timeout) { run(text, options) }
      rescue Async::TimeoutError
        raise ParseTimeout, "the parse took longer than #{@timeout} s (--timeout) and was cancelled"
      end

      private

      def run(text, options)
        return Duckling.parse_json(text, **options) unless offload_here?(text)

        result = nil
        @pool.call(-> { result = Duckling.parse_json(text, **options) })
        result
      end

      def offload_here?(text)
        threshold = Duckling.gvl_release_threshold
        @explicit_offload && !threshold.nil? && text.bytesize >= threshold
      end
    end
  end
end
