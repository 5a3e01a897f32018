# frozen_string_literal: true

module Duckling
  class Server
    # The bounded queue in front of the worker pool. At most `workers` long parses run at once and at most `queue`
    # more wait for a worker; a request past that is refused at once with 503 and `Retry-After` rather than queued
    # behind work it cannot overtake, so a burst costs memory and latency in proportion to workers + queue, not to
    # the number of clients. Only parses that leave the reactor take a place (see {Parser}): short texts are parsed
    # inline in microseconds and never wait here.
    #
    # Used only from the reactor's thread (every request is a fiber on it), so plain counters suffice.
    class Admission
      # Seconds a refused client is told to wait (`Retry-After`, whole seconds): about the time a 1 MB parse takes
      # on a worker (research/server/), so that the queue has moved on when it comes back.
      RETRY_AFTER = 1

      # @return [Integer] workers, and places in the queue
      attr_reader :workers, :queue

      # @param workers [Integer] the worker pool's size
      # @param queue [Integer] parses that may wait for a worker (0: none wait; a parse beyond the workers is refused)
      def initialize(workers:, queue:)
        @workers = workers
        @queue = queue
        @admitted = 0
        @refused = 0
        @finished = 0
      end

      # Runs the block holding a place, or refuses.
      # @yieldreturn [Object]
      # @return [Object] the block's value
      # @raise [Overloaded] every worker is busy and the queue is full
      def admit
        if @admitted >= @workers + @queue
          @refused += 1
          raise Overloaded.new("every worker is busy and #{@queue} parse(s) are queued (--queue); try again later",
                               retry_after: RETRY_AFTER)
        end

        @admitted += 1
        begin
          yield
        ensure
          @admitted -= 1
          @finished += 1
        end
      end

      # @return [Boolean] no long parse runs or waits
      def idle?
        @admitted.zero?
      end

      # @return [Integer] long parses waiting for a worker now
      def waiting
        [@admitted - @workers, 0].max
      end

      # @return [Integer] long parses on a worker now
      def running
        [@admitted, @workers].min
      end

      # @return [Integer] requests refused, and long parses finished (or given up), since start
      attr_reader :refused, :finished
    end
  end
end
