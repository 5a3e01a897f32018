# frozen_string_literal: true

require "json"
require "socket"
require "async/http/protocol/http1"
require "protocol/http/body/buffered"

module Duckling
  class Server
    # async-http's HTTP/1 server connection, with the limits a server that strangers can reach needs, enforced
    # while the request line and headers are read — before any request reaches the {App}, so before any parse:
    #
    # - a request line over LINE_BYTES: 414; one header line over LINE_BYTES, or all of them over HEADER_BYTES or
    #   HEADER_FIELDS: 431 (async-http alone drops the connection without a word)
    # - request line and headers not complete within `header_timeout` seconds of their first byte: 408 (a
    #   slow-loris client sending a byte every half second is cut off; `--idle-timeout` only bounds each silence)
    # - a declared Content-Length over `max_body`: 413 before the body is read
    # - anything else malformed: 400 (async-http answers those itself; this gives them the JSON error body)
    #
    # Each answer has the server's JSON body `{"error": …}` and closes the connection; `on_reject` hears of it
    # (status, message) for the log and the metrics. {#wait_for_hang_up} lets a request notice that its client
    # has gone while its parse runs.
    class Connection < Async::HTTP::Protocol::HTTP1::Server
      # Longest request line, and longest header line (protocol-http1's default line limit).
      LINE_BYTES = 8 * 1024
      # All header lines together, and how many of them.
      HEADER_BYTES = 32 * 1024
      HEADER_FIELDS = 100
      # An early 413: how much of the unread body is read and dropped, and for how long at most, before the
      # connection is closed — so that a client still sending reads the 413 rather than a connection reset.
      LINGER_BYTES = 16 * 1024 * 1024
      LINGER_SECONDS = 2.0

      # Makes a {Connection} per accepted socket: the `protocol:` of Async::HTTP::Server.
      Protocol = Struct.new(:header_timeout, :max_body, :on_reject, keyword_init: true) do
        # @param peer [Socket] an accepted connection
        # @return [Connection]
        def server(peer)
          Connection.new(::IO::Stream(peer), Async::HTTP::Protocol::HTTP1::VERSION, limits: self)
        end

        # @return [Array<String>] what async-http asks of a protocol
        def names
          Async::HTTP::Protocol::HTTP1.names
        end
      end

      # Raised (by the header deadline) inside the read of the request line and headers.
      class HeaderTimeout < StandardError; end
      private_constant :HeaderTimeout

      # @param stream [IO::Stream]
      # @param version [String]
      # @param limits [Protocol] header_timeout, max_body, on_reject
      def initialize(stream, version, limits:, **options)
        super(stream, version, maximum_line_length: LINE_BYTES, **options)
        @limits = limits
      end

      # The next request, once its request line and headers have all arrived within the header timeout. Waiting
      # for its first byte is bounded by the socket's timeout (`--idle-timeout`) instead.
      # @return [Async::HTTP::Protocol::HTTP1::Request, nil] nil when the connection is done (closed, or rejected)
      def next_request
        return super if closed? || !idle? || @stream.peek(1).empty?

        request = Async::Task.current.with_timeout(@limits.header_timeout, HeaderTimeout) { super }
        check_declared_length(request)
        request
      rescue HeaderTimeout
        reject(408, "the request line and headers took longer than #{@limits.header_timeout} s (--header-timeout)")
      rescue HTTPError => e
        reject(e.status, e.message)
      end

      # Waits until the client closes its end of the connection (or resets it): the request it sent will not be
      # read. Returns false instead as soon as the client sends something (a pipelined request: it is still there).
      # Fiber-friendly; the caller stops it once the response is ready.
      # @return [Boolean]
      def wait_for_hang_up
        io = @stream&.io or return true
        loop do
          io.wait_readable(LINGER_SECONDS) # the caller stops this fiber once its answer is ready
          peeked = io.recv_nonblock(1, Socket::MSG_PEEK, exception: false)
          return peeked.nil? || peeked.empty? unless peeked == :wait_readable
        end
      rescue IOError, SystemCallError
        true
      end

      # async-http's answer to a malformed request (a 400 whose body is the exception's class name), given the
      # server's JSON body and the error's message.
      def fail_request(status, error)
        reject(status, error.message)
      end

      private

      # Reads the request line; one too long for LINE_BYTES is a 414.
      def read_request_line
        super
      rescue ::Protocol::HTTP1::LineLengthError
        raise URITooLong, "the request line is longer than #{LINE_BYTES} bytes"
      end

      # protocol-http1's header loop, bounded in bytes and fields (431 past either).
      def read_headers
        fields = []
        bytes = 0
        while (line = read_line)
          break if line.empty?

          bytes += line.bytesize + 2
          raise HeadersTooLarge, headers_too_large if bytes > HEADER_BYTES || fields.size >= HEADER_FIELDS

          match = ::Protocol::HTTP1::HEADER.match(line) or
            raise ::Protocol::HTTP1::BadHeader, "Could not parse header: #{line.inspect}"
          fields << [match[1], match[2] || ""]
        end
        ::Protocol::HTTP::Headers.new(fields)
      rescue ::Protocol::HTTP1::LineLengthError
        raise HeadersTooLarge, "a header line is longer than #{LINE_BYTES} bytes"
      end

      def headers_too_large
        "the headers are larger than #{HEADER_BYTES} bytes or #{HEADER_FIELDS} fields"
      end

      # protocol-http1 has taken the Content-Length header into the body's length; a chunked body has none, and
      # {Form} enforces the limit on it while reading.
      def check_declared_length(request)
        length = request&.body.respond_to?(:length) && request.body.length
        return unless length && length > @limits.max_body

        raise PayloadTooLarge, "the body is #{length} bytes; this server accepts at most #{@limits.max_body} " \
                               "(--max-body)"
      end

      # Answers `status` with the JSON error body, tells on_reject, drains what the client may still be sending
      # (bounded), and ends the connection. @return [nil] (no request)
      def reject(status, message)
        @persistent = false
        @limits.on_reject&.call(status, message)
        write_response(@version, status, { "content-type" => "application/json" })
        write_body(@version, ::Protocol::HTTP::Body::Buffered.wrap(JSON.generate({ error: message.to_s.scrub })))
        linger
        nil
      rescue IOError, SystemCallError, ::Protocol::HTTP::Error
        nil # the client is gone, or the connection cannot carry an answer any more: close it
      end

      # Reads and drops at most LINGER_BYTES for at most LINGER_SECONDS, until the client closes.
      def linger
        io = @stream.io
        io.close_write if io.respond_to?(:close_write)
        Async::Task.current.with_timeout(LINGER_SECONDS) do
          left = LINGER_BYTES
          while left.positive? && (chunk = io.read_nonblock(64 * 1024, exception: false))
            chunk == :wait_readable ? io.wait_readable(LINGER_SECONDS) : left -= chunk.bytesize
          end
        end
      rescue Async::TimeoutError, IOError, SystemCallError
        nil
      end
    end
  end
end
