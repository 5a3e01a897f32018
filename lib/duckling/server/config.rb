# frozen_string_literal: true

require "etc"
require "optparse"

module Duckling
  class Server
    # The server's settings, from the command line (see {.parse}).
    #
    # - host, port: where to listen (port 0 picks a free one; the chosen port is printed at start)
    # - workers: threads of the Duckling::WorkerPool that runs long parses
    # - max_body: largest request body accepted, in bytes (413 above it)
    # - timeout: seconds a parse may run before it is cancelled (503)
    # - idle_timeout: seconds a connection may stay silent (between requests, or mid-body: 408) before it is closed
    # - header_timeout: seconds from a request's first byte to the end of its headers (408 past it: slow-loris)
    # - queue: long parses that may wait for a busy worker; past that 503 with Retry-After
    # - strict: 400 for an unknown dim, and the JSON error body for a missing text (default: Duckling's leniency)
    # - default_tz: the zone used when a request gives no `tz` (Duckling's server uses America/Los_Angeles)
    # - quiet: no access log
    # - gvl_release_threshold: Duckling.gvl_release_threshold for this process (:default keeps the gem's; nil:
    #   never release — every parse holds the reactor, for comparison)
    # - preload: the locales whose grammars are built before the first request (a language's grammar is otherwise
    #   built by its first parse, which then pays for it against --timeout)
    Config = Struct.new(:host, :port, :workers, :max_body, :timeout, :idle_timeout, :header_timeout, :queue,
                        :strict, :default_tz, :quiet, :gvl_release_threshold, :preload, keyword_init: true) do
      # @return [Config] the defaults; the port honours $PORT as Duckling's server does
      def self.defaults(env = ENV)
        new(host: "127.0.0.1", port: Integer(env.fetch("PORT", "8000"), exception: false) || 8000,
            workers: [Etc.nprocessors, 1].max, max_body: 10 * 1024 * 1024, timeout: 10.0, idle_timeout: 60.0,
            header_timeout: 10.0, queue: 64, strict: false, default_tz: "America/Los_Angeles", quiet: false, gvl_release_threshold: :default,
            preload: %w[en en_US])
      end

      # Parses command-line arguments.
      # @param argv [Array<String>]
      # @param env [Hash] the environment ($PORT)
      # @return [Config]
      # @raise [OptionParser::ParseError] for an unknown option or a bad value (the message says which)
      def self.parse(argv, env: ENV)
        config = defaults(env)
        parser(config).parse!(argv.dup)
        config
      end

      # The number of bytes in "10M", "512k", "1048576".
      # @return [Integer]
      def self.bytes(value)
        match = /\A(\d+)([kKmMgG]?)\z/.match(value.to_s.strip) or
          raise OptionParser::InvalidArgument, "#{value} (expected bytes, e.g. 1048576, 512k, 10M)"
        Integer(match[1]) * { "" => 1, "k" => 1024, "m" => 1024**2, "g" => 1024**3 }.fetch(match[2].downcase)
      end

      # @return [OptionParser] the parser that fills `config`
      def self.parser(config)
        OptionParser.new do |o|
          o.banner = "Usage: duckling-server [options]\n\nA Duckling-compatible HTTP server: POST /parse, GET /targets, GET /."
          o.separator ""
          o.on("--host HOST", "Address to listen on (default #{config.host}; 0.0.0.0 for all interfaces)") { config.host = _1 }
          o.on("-p", "--port PORT", Integer, "Port (default $PORT or 8000; 0 picks a free one)") do |port|
            raise OptionParser::InvalidArgument, "--port #{port} (expected 0..65535)" unless (0..65_535).cover?(port)

            config.port = port
          end
          o.on("-w", "--workers N", Integer, "Worker threads for long parses (default #{config.workers})") do |n|
            raise OptionParser::InvalidArgument, "--workers #{n} (expected at least 1)" unless n.positive?

            config.workers = n
          end
          o.on("--max-body BYTES", "Largest request body, e.g. 1048576, 512k, 10M (default 10M)") do |b|
            config.max_body = bytes(b)
          end
          o.on("-t", "--timeout SECONDS", Float, "Cancel a parse after this long: 503 (default #{config.timeout})") do |s|
            raise OptionParser::InvalidArgument, "--timeout #{s} (expected > 0)" unless s.positive?

            config.timeout = s
          end
          o.on("--idle-timeout SECONDS", Float, "Close a connection silent this long (default #{config.idle_timeout})") do |s|
            raise OptionParser::InvalidArgument, "--idle-timeout #{s} (expected > 0)" unless s.positive?

            config.idle_timeout = s
          end
          o.on("--header-timeout SECONDS", Float,
               "408 unless a request's line and headers are in within this long (default #{config.header_timeout})") do |s|
            raise OptionParser::InvalidArgument, "--header-timeout #{s} (expected > 0)" unless s.positive?

            config.header_timeout = s
          end
          o.on("--queue N", Integer, "Long parses that may wait for a worker; more: 503 (default #{config.queue})") do |n|
            raise OptionParser::InvalidArgument, "--queue #{n} (expected 0 or more)" if n.negative?

            config.queue = n
          end
          o.on("--strict", "400 for an unknown dim, JSON body for a missing text (default: as Duckling)") do
            config.strict = true
          end
          o.on("--default-tz ZONE", "Zone when a request has no tz (default #{config.default_tz})") { config.default_tz = _1 }
          o.on("-q", "--quiet", "No access log") { config.quiet = true }
          o.on("--preload LOCALES", Array,
               "Build these locales' grammars before serving, e.g. es,fr,de_DE (default #{config.preload.join(',')};",
               "the others are built by their first request)") do |locales|
            unknown = locales - Duckling.locales
            known_language = ->(l) { Duckling.locales.include?(l.split(/[_-]/).first.to_s.downcase) }
            unless unknown.all?(&known_language)
              raise OptionParser::InvalidArgument, "--preload #{locales.join(',')} (supported: #{Duckling.locales.join(', ')})"
            end

            config.preload = locales
          end
          o.on("--gvl-release-threshold BYTES", "Duckling.gvl_release_threshold for this process (default: the gem's).",
               "never: all on the reactor, and --timeout cannot stop a parse") do |b|
            config.gvl_release_threshold = b == "never" ? nil : bytes(b)
          end
          o.on("-v", "--version", "Print the version and exit") do
            puts "duckling-server #{Duckling::VERSION}"
            exit
          end
          o.on("-h", "--help", "Print this help and exit") do
            puts o
            exit
          end
        end
      end
    end
  end
end
