# frozen_string_literal: true

require_relative "../../duckling"
require_relative "config"
require_relative "dependencies"
require "socket"

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

      # @return [Integer] 0 after a clean shutdown; 1 if requests were cut off at shutdown or it cannot listen;
      #   2 for a usage error; 3 when async or async-http (or the extension) cannot be loaded
      def run
        config = setup
        return config if config.is_a?(Integer)

        Server.new(config, log: @err).run
      rescue SystemCallError, SocketError => e
        fail_with(1, "cannot listen on #{config.host}:#{config.port}: #{e.message}")
      end

      private

      # Options, dependencies, settings. @return [Config, Integer] the config, or an exit status
      def setup
        config = Config.parse(@argv)
        Dependencies.require!
        check_zone(config.default_tz)
        Duckling.gvl_release_threshold = config.gvl_release_threshold unless config.gvl_release_threshold == :default
        require_relative "../server"
        config
      rescue OptionParser::ParseError => e
        fail_with(2, "#{e.message}\nTry duckling-server --help")
      rescue ArgumentError => e
        fail_with(2, e.message)
      rescue LoadError => e
        fail_with(3, e.message)
      end

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
