# frozen_string_literal: true

require "protocol/http/middleware"

module Duckling
  class Server
    # Middleware: one line per request on the log — method, path, status, microseconds until the response was
    # ready — e.g. `POST /parse 200 412µs`; status 499 for a client that hung up before its answer (nginx's
    # "client closed request"). Requests the {Connection} refuses before they are read whole are logged by the
    # server, with `-` for the method and path.
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
        line(request, response&.status || "-", started)
        response
      rescue ClientClosed
        line(request, ClientClosed::STATUS, started)
        raise
      end

      private

      def line(request, status, started)
        micros = Process.clock_gettime(Process::CLOCK_MONOTONIC, :microsecond) - started
        log("#{request.method} #{request.path} #{status} #{micros}µs\n")
      end

      # A closed or broken log (EPIPE) must not fail the request.
      def log(line)
        @io.write(line)
      rescue IOError, SystemCallError
        nil
      end
    end
  end
end
