# frozen_string_literal: true

require "net/http"

# The HTTP client of the tests and experiments that start a server on loopback: bounded timeouts, so that a
# server that stops answering fails the run instead of hanging it, and no silent retry of a request.
module LoopbackHTTP
  module_function

  # @param port [Integer] the server's port on 127.0.0.1
  # @param read_timeout [Numeric] seconds
  # @return [Net::HTTP] not started
  def client(port, read_timeout: 60)
    Net::HTTP.new("127.0.0.1", port).tap do |http|
      http.open_timeout = 5
      http.read_timeout = read_timeout
      http.write_timeout = 30
      http.max_retries = 0
    end
  end
end
