# frozen_string_literal: true

require "protocol/http/middleware"

module Duckling
  class Server
    # Middleware: one line per request on the log — method, path, status, microseconds until the response was
    # ready — e.g. `POST /parse 200 412µs`.
    class AccessLog < ::Protocol::HTTP::Middleware
      # @param app [#call]
      # @param io [IO] where lines go ($stderr)
      def initialize(app, io)
        super(app)
        @io = io
      end

      # @param request [Protocol::HTTP::Request]
      # @return [Protocol::HTTP::Response]
      def call(request)
        started = Process.clock_gettime(Process::CLOCK_MONOTONIC, :microsecond)
        response = super
        micros = Process.clock_gettime(Process::CLOCK_MONOTONIC, :microsecond) - started
        log("#{request.method} #{request.path} #{response&.status || '-'} #{micros}µs\n")
        response
      end

      private

      # A closed or broken log (EPIPE) must not fail the request.
      def log(line)
        @io.write(line)
      rescue IOError, SystemCallError
        nil
      end
    end
  end
end
