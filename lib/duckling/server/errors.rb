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

    # 408: the client stopped sending its body for longer than `--idle-timeout`.
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

    # 422: no `text` parameter (Duckling's own status for it).
    class MissingText < HTTPError
      STATUS = 422
    end

    # 503: the parse ran past `--timeout` and was cancelled.
    class ParseTimeout < HTTPError
      STATUS = 503
    end
  end
end
