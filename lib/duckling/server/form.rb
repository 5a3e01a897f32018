# frozen_string_literal: true

require "cgi/escape"
require "protocol/http/error"
require "protocol/http1/error"

module Duckling
  class Server
    # Reads an `application/x-www-form-urlencoded` request body, as Duckling's server takes its parameters, into
    # a Hash of the first value of each field. A body over the limit is refused as soon as it is (a declared
    # Content-Length over it never gets here: {Connection} answers 413 before the body is read).
    class Form
      MEDIA_TYPE = "application/x-www-form-urlencoded"
      # Bytes of an oversized body read and dropped before answering 413 (see #discard).
      DISCARD = 16 * 1024 * 1024
      # A field longer than this is decoded a slice at a time, pausing between slices: decoding holds the GVL, 5-30 ms
      # per MB on this machine (research/server/production.md), and the reactor must not wait that long.
      SLICE = 64 * 1024
      PERCENT = "%".ord

      # @param max_body [Integer] largest body accepted, in bytes
      # @param pause [#call, nil] called between slices of a long field (the server yields to the reactor)
      def initialize(max_body:, pause: nil)
        @max_body = max_body
        @pause = pause
      end

      # @param request [Protocol::HTTP::Request]
      # @return [Hash{String => String}] field => first value (UTF-8, possibly invalid: the parser says so)
      # @raise [PayloadTooLarge] the body is over the limit
      # @raise [UnsupportedMediaType] the body is of another type
      # @raise [RequestTimeout] the client stopped sending for longer than the connection's timeout
      # @raise [BadRequest] the body is malformed (a bad chunk size, a chunk line too long)
      # @raise [ClientClosed] the client hung up before the end of its body
      def read(request)
        check_media_type(request.headers["content-type"])
        decode(read_body(request.body))
      rescue IO::TimeoutError
        raise RequestTimeout, "the client sent no part of its body for too long (--idle-timeout)"
      rescue EOFError, Errno::ECONNRESET, Errno::EPIPE, ::Protocol::HTTP::RemoteError
        raise ClientClosed, "the client closed the connection before the end of its body"
      rescue ::Protocol::HTTP::BadRequest, ::Protocol::HTTP1::Error => e
        raise BadRequest, "malformed request body: #{e.message}"
      ensure
        request.body&.close
      end

      # Decodes a form body: `+` and `%XX` (in C: a 1 MB body takes a few ms), first value of a repeated field.
      # @param body [String]
      # @return [Hash{String => String}]
      def decode(body)
        body.split("&").each_with_object({}) do |pair, fields|
          next if pair.empty?

          name, value = pair.split("=", 2)
          fields[unescape(name)] ||= unescape(value || "")
        end
      end

      private

      # CGI.unescape (C), a SLICE at a time for a long string; a slice never ends inside a %XX escape.
      def unescape(string)
        return CGI.unescape(string, Encoding::UTF_8) if string.bytesize <= SLICE

        out = String.new(capacity: string.bytesize, encoding: Encoding::BINARY) # a slice may end mid-character
        offset = 0
        while offset < string.bytesize
          stop = slice_end(string, [offset + SLICE, string.bytesize].min)
          out << CGI.unescape(string.byteslice(offset, stop - offset), Encoding::BINARY)
          offset = stop
          @pause&.call
        end
        out.force_encoding(Encoding::UTF_8)
      end

      # Moves the end of a slice back before a % in its last two bytes, so that no "%XX" is cut in two. A "%" cut
      # off from a "%" before it was no escape either way ("%%4" decodes its first % as a literal).
      def slice_end(string, stop)
        return stop if stop == string.bytesize
        return stop - 1 if string.getbyte(stop - 1) == PERCENT
        return stop - 2 if string.getbyte(stop - 2) == PERCENT

        stop
      end

      def check_media_type(content_type)
        return if content_type.nil? # curl -d and most clients send the type; Duckling accepts bodies without one

        type = content_type.to_s.split(";").first.to_s.strip.downcase
        return if type.empty? || type == MEDIA_TYPE

        raise UnsupportedMediaType, "the body must be #{MEDIA_TYPE} (Duckling's form fields), not #{type}"
      end

      # Reads the body chunk by chunk (other requests are served between chunks), stopping at the limit.
      def read_body(body)
        return +"" unless body

        buffer = String.new(encoding: Encoding::BINARY)
        while (chunk = body.read)
          buffer << chunk
          next unless buffer.bytesize > @max_body

          discard(body)
          raise PayloadTooLarge, "the body is at least #{buffer.bytesize} bytes; this server accepts at most " \
                               "#{@max_body} (--max-body)"
        end
        buffer
      end

      # Reads and drops what is left of an oversized body, up to DISCARD more bytes, so the client (still sending)
      # reads the 413 instead of a connection reset. Past that the connection is closed with the body unread.
      def discard(body)
        left = DISCARD
        while left.positive? && (chunk = body.read)
          left -= chunk.bytesize
        end
      end
    end
  end
end
