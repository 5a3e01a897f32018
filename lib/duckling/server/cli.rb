# frozen_string_literal: true

require_relative "../../duckling"
require_relative "config"
require_relative "dependencies"

module Duckling
  class Server
    # `duckling-server`'s entry point: options, the optional async gems, a check of the default zone, then the
    # server. Never raises: it returns the process's exit status.
    class CLI
      # @param argv [Array<String>]
      # @param err [IO] where errors go
      def initialize(argv, err: $stderr)
        @argv = argv
        @err = err
      end

      # @return [Integer] 0 after a clean shutdown; 1 if requests were cut off at shutdown; 2 for a usage error;
      #   3 when async or async-http is missing
      def run
        config = Config.parse(@argv)
        Dependencies.require!
        check_zone(config.default_tz)
        require_relative "../server"
        Server.new(config, log: @err).run
      rescue OptionParser::ParseError, ArgumentError => e
        fail_with(2, "#{e.message}\n#{'Try duckling-server --help' if e.is_a?(OptionParser::ParseError)}")
      rescue LoadError => e
        fail_with(3, e.message)
      rescue SystemCallError, SocketError => e
        fail_with(1, "cannot listen: #{e.message}")
      end

      private

      def check_zone(zone)
        Duckling.parse_json("", tz: zone)
      rescue ArgumentError => e
        raise ArgumentError, "--default-tz: #{e.message}"
      end

      def fail_with(status, message)
        @err.puts "duckling-server: #{message.strip}"
        status
      end
    end
  end
end
