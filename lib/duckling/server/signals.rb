# frozen_string_literal: true

module Duckling
  class Server
    # Turns SIGINT/SIGTERM into something a fiber can wait for: the trap handler only writes the signal's name to
    # a pipe (all a trap handler may safely do) and {#wait} reads it, fiber-friendly under the reactor.
    class Signals
      # @param names [Array<String>] e.g. %w[INT TERM]
      def initialize(names)
        @reader, @writer = IO.pipe
        @count = 0
        @previous = names.to_h do |name|
          [name, Signal.trap(name) do |signo|
            @count += 1
            @writer.write_nonblock("SIG#{Signal.signame(signo)}\n", exception: false)
          end]
        end
      end

      # @return [Integer] signals received so far
      attr_reader :count

      # Waits for the next signal.
      # @return [String] its name, e.g. "SIGTERM"
      def wait
        @reader.gets.to_s.chomp
      end

      # Puts the previous handlers back and closes the pipe.
      # @return [nil]
      def restore
        @previous.each { |name, handler| Signal.trap(name, handler || "DEFAULT") }
        [@reader, @writer].each { |io| io.close unless io.closed? }
        nil
      end
    end
  end
end
