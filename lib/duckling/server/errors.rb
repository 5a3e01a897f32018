# frozen_string_literal: true

module Duckling
  class Server
    # An error that is the client's to fix (or a parse that ran out of time): the server answers it with
    # {#status} and a JSON body `{"error": message}` instead of a 500.
    class HTTPError < StandardError
      # @return [Integer] the HTTP status to answer
      def status
        self.class::STATUS
      end
    end

    # 400: a parameter has a value the server cannot use (unknown locale, zone or dim, malformed reftime …).
    class BadRequest < HTTPError
      STATUS = 400
    end

    # 408: the client stopped sending its body for longer than `--idle-timeout`, or took longer than
    # `--header-timeout` to send its request line and headers.
    class RequestTimeout < HTTPError
      STATUS = 408
    end

    # 413: the request body is larger than `--max-body`.
    class PayloadTooLarge < HTTPError
      STATUS = 413
    end

    # 415: the body is not `application/x-www-form-urlencoded`.
    class UnsupportedMediaType < HTTPError
      STATUS = 415
    end

    # 414: the request line (method, path and query) is longer than the server reads.
    class URITooLong < HTTPError
      STATUS = 414
    end

    # 422: no `text` parameter (Duckling's own status for it).
    class MissingText < HTTPError
      STATUS = 422
    end

    # 431: one header line, or all of them together, are larger than the server reads.
    class HeadersTooLarge < HTTPError
      STATUS = 431
    end

    # 503: the parse ran past `--timeout` and was cancelled.
    class ParseTimeout < HTTPError
      STATUS = 503
    end

    # 503 with `Retry-After`: every worker is busy and the queue in front of them is full (see {Admission}).
    class Overloaded < HTTPError
      STATUS = 503

      # @return [Integer] seconds the client should wait before it tries again
      attr_reader :retry_after

      def initialize(message, retry_after:)
        super(message)
        @retry_after = retry_after
      end
    end

    # The client hung up before its answer was ready — mid-body or mid-parse. Nothing is sent (there is no one to
    # read it); the access log and the metrics record 499, nginx's "client closed request". Not an HTTPError: it
    # is never answered.
    class ClientClosed < StandardError
      STATUS = 499
    end
  end
end
