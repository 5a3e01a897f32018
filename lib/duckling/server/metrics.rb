# frozen_string_literal: true

require "etc"
require "protocol/http/middleware"

module Duckling
  class Server
    # What `GET /metrics` reports, in the Prometheus text exposition format (version 0.0.4):
    #
    #   duckling_requests_total{status="200"} 1042      every answer by status, 499 for a client that hung up,
    #                                                   the connection's own 400/408/413/414/431 included
    #   duckling_parse_seconds_bucket{le="0.001"} 998   parse time (from the parse's start to its JSON), a histogram
    #   duckling_queue_depth 3                          long parses waiting for a worker
    #   duckling_workers_busy 2                         long parses on a worker
    #   duckling_rejected_total 7                       refused with 503 because the queue was full
    #   duckling_cancellations_total{reason="timeout"}  parses cancelled: past --timeout, or the client hung up, or
    #                                                   stopped by the request's deadline (a partial answer)
    #   process_resident_memory_bytes 41234432          RSS, from /proc (0 where there is no /proc)
    #
    # Updated from the reactor's thread only.
    class Metrics
      CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
      # Upper bounds of the parse-time buckets, seconds: from a short text (~10 µs) to a 10 MB one (seconds).
      BUCKETS = [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0].freeze
      CANCEL_REASONS = %w[timeout client_closed deadline].freeze

      def initialize
        @statuses = Hash.new(0)
        @buckets = Array.new(BUCKETS.size, 0)
        @parse_count = 0
        @parse_sum = 0.0
        @cancellations = CANCEL_REASONS.to_h { [_1, 0] }
      end

      # @param status [Integer]
      def count(status)
        @statuses[status] += 1
      end

      # @param seconds [Float] one parse's time
      def observe_parse(seconds)
        @parse_count += 1
        @parse_sum += seconds
        index = BUCKETS.bsearch_index { |bound| seconds <= bound }
        @buckets[index] += 1 if index
      end

      # @param reason [String] one of CANCEL_REASONS
      def cancelled(reason)
        @cancellations[reason] += 1
      end

      # @param admission [Admission]
      # @return [String] the exposition text
      def render(admission)
        [counter("duckling_requests_total", "Requests answered, by HTTP status (499: the client hung up).",
                 @statuses.sort.map { |status, n| [%(status="#{status}"), n] }),
         histogram,
         gauge("duckling_queue_depth", "Long parses waiting for a worker.", admission.waiting),
         gauge("duckling_workers_busy", "Long parses running on a worker.", admission.running),
         counter("duckling_rejected_total", "Requests refused with 503 because the queue was full.",
                 [[nil, admission.refused]]),
         counter("duckling_cancellations_total", "Parses cancelled before their end, by reason.",
                 @cancellations.map { |reason, n| [%(reason="#{reason}"), n] }),
         gauge("process_resident_memory_bytes", "Resident set size of the server process.", rss)].join
      end

      # Middleware: counts every response's status, and 499 for a client that hung up.
      class Counting < ::Protocol::HTTP::Middleware
        # @param app [#call]
        # @param metrics [Metrics]
        def initialize(app, metrics)
          super(app)
          @metrics = metrics
        end

        # @param request [Protocol::HTTP::Request]
        # @return [Protocol::HTTP::Response]
        def call(request)
          response = super
          @metrics.count(response&.status || 500)
          response
        rescue ClientClosed
          @metrics.count(ClientClosed::STATUS)
          raise
        end
      end

      private

      def counter(name, help, samples)
        header(name, help, "counter") + samples.map { |labels, n| sample(name, labels, n) }.join
      end

      def gauge(name, help, value)
        header(name, help, "gauge") + sample(name, nil, value)
      end

      def histogram
        name = "duckling_parse_seconds"
        cumulative = 0
        buckets = BUCKETS.each_with_index.map do |bound, i|
          cumulative += @buckets[i]
          sample("#{name}_bucket", %(le="#{bound}"), cumulative)
        end
        header(name, "Time to parse one text and build its JSON, seconds.", "histogram") + buckets.join +
          sample("#{name}_bucket", 'le="+Inf"', @parse_count) + sample("#{name}_sum", nil, @parse_sum) +
          sample("#{name}_count", nil, @parse_count)
      end

      def header(name, help, type)
        "# HELP #{name} #{help}\n# TYPE #{name} #{type}\n"
      end

      def sample(name, labels, value)
        "#{name}#{"{#{labels}}" if labels} #{value}\n"
      end

      # Fiber.blocking: on Ruby 3.4 a file read in a non-blocking fiber goes to the scheduler's
      # blocking_operation_wait, i.e. to the worker pool, and would wait behind the parses it is meant to watch.
      def rss
        Fiber.blocking { File.read("/proc/self/statm") }.split[1].to_i * PAGE_SIZE
      rescue SystemCallError
        0
      end

      PAGE_SIZE = Etc.sysconf(Etc::SC_PAGESIZE)
      private_constant :PAGE_SIZE
    end
  end
end
