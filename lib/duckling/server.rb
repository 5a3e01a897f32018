# frozen_string_literal: true

require "async"
require "async/http/server"
require "async/http/protocol/http1"
require "io/endpoint"
require "io/endpoint/bound_endpoint"
require "socket"
require_relative "../duckling"
require_relative "server/errors"
require_relative "server/config"
require_relative "server/form"
require_relative "server/parse_request"
require_relative "server/admission"
require_relative "server/metrics"
require_relative "server/parser"
require_relative "server/app"
require_relative "server/access_log"
require_relative "server/connection"
require_relative "server/memory"
require_relative "server/signals"

module Duckling
  # A Duckling-compatible HTTP server on async-http (`duckling-server`): an async reactor whose worker pool is a
  # Duckling::WorkerPool, so a long parse runs on a worker thread while the reactor keeps answering other
  # requests. async and async-http are not dependencies of the gem: require "duckling/server" only after
  # {Server::Dependencies.require!}.
  #
  # @example
  #   Duckling::Server.new(Duckling::Server::Config.parse(["--port", "0"])).run # until SIGINT/SIGTERM
  class Server
    # Extra seconds, beyond the parse timeout, that in-flight requests get to finish at shutdown.
    GRACE = 5.0

    # @param config [Config]
    # @param log [IO] startup, shutdown and access-log lines
    def initialize(config, log: $stderr)
      @config = config
      @log = log
      @connections = {}
      @metrics = Metrics.new
      @admission = Admission.new(workers: config.workers, queue: config.queue)
      @memory = Memory.new(@admission)
    end

    # Listens, serves until SIGINT or SIGTERM, then stops accepting (new connections are refused), lets the
    # requests in flight finish — at most `timeout` + {GRACE} seconds; a second signal cuts that short — and
    # returns.
    # @return [Integer] the exit status: 0 after a clean drain, 1 if requests had to be cut off
    def run
      @memory.limit_arenas # before the worker threads exist
      warm_up
      pool = WorkerPool.new(size: @config.workers)
      @parser = Parser.new(pool:, timeout: @config.timeout, admission: @admission, metrics: @metrics)
      bound = IO::Endpoint.tcp(@config.host, @config.port, reuse_address: true).bound
      signals = Signals.new(%w[INT TERM])
      reactor = Async::Reactor.new(worker_pool: pool)
      reactor.run { |task| serve(task, bound, signals) }.wait
    ensure
      Fiber.set_scheduler(nil) if reactor # closes the reactor, which closes the pool
      pool.close if pool && !pool.closed?
      signals&.restore
      bound&.close
    end

    private

    # A locale's grammar is built by its first parse, and each of its regexes compiled by its first use: do all of
    # it before the first request for the locales --preload names (English by default), so that no request pays
    # for it against --timeout.
    def warm_up
      Duckling.preload(*@config.preload)
    end

    def serve(task, bound, signals)
      http = Async::HTTP::Server.new(app, bound, protocol:, scheme: "http")
      acceptors = bound.sockets.map { |socket| task.async { accept_loop(socket, http, task) } }
      trimmer = task.async(transient: true) { |t| @memory.run(t) }
      announce(bound)
      signal = signals.wait
      say "#{signal}: refusing new connections; #{@connections.size} connection(s) open"
      stop_accepting(acceptors, bound)
      drain(signals)
    ensure
      trimmer&.stop
      # Normally a no-op; after an error it stops what is left, so that the reactor can finish.
      stop_accepting(acceptors || [], bound)
      @connections.keys.each(&:stop)
    end

    def stop_accepting(acceptors, bound)
      acceptors.each(&:stop)
      bound.close
    end

    def app
      form = Form.new(max_body: @config.max_body, pause: -> { Async::Task.current.yield })
      app = App.new(parser: @parser, form:, default_tz: @config.default_tz,
                    metrics: @metrics, admission: @admission, strict: @config.strict, log: ->(message) { say(message) })
      app = Metrics::Counting.new(app, @metrics)
      @config.quiet ? app : AccessLog.new(app, @log)
    end

    # HTTP/1 with the limits of {Connection}; what it refuses is counted, and logged with the access log.
    def protocol
      Connection::Protocol.new(header_timeout: @config.header_timeout, max_body: @config.max_body,
                               on_reject: lambda { |status, message|
                                 @metrics.count(status)
                                 say("- - #{status} refused: #{message}") unless @config.quiet
                               })
    end

    # Accepts connections itself (rather than Async::HTTP::Server#run) so that at shutdown it can stop accepting
    # while the connections, children of the reactor's task, finish.
    def accept_loop(socket, http, parent)
      loop do
        peer, address = socket.accept
        peer.setsockopt(Socket::IPPROTO_TCP, Socket::TCP_NODELAY, 1) if address.ip?
        peer.timeout = @config.idle_timeout if peer.respond_to?(:timeout=)
        parent.async { |connection| serve_connection(connection, http, peer, address) }
      end
    end

    def serve_connection(connection, http, peer, address)
      @connections[connection] = true
      http.accept(peer, address)
    rescue IO::TimeoutError, EOFError, Errno::ECONNRESET, Errno::EPIPE, ClientClosed
      nil # idle past --idle-timeout, or the client went away (its request is logged 499): close the connection quietly
    ensure
      @connections.delete(connection)
      peer.close unless peer.closed?
    end

    # Stops every connection: an idle one at once, a busy one once its response is written (async-http defers the
    # stop while it handles a request). Waits for them, bounded by the timeout + GRACE or a second signal.
    # @return [Integer] 0 when all finished, 1 when some were cut off
    def drain(signals)
      @connections.keys.each(&:stop)
      deadline = monotonic + @config.timeout + GRACE
      sleep 0.005 until @connections.empty? || signals.count > 1 || monotonic > deadline
      return say_done(0) if @connections.empty?

      say "cutting off #{@connections.size} connection(s) still busy"
      @connections.keys.each(&:stop) # a second stop is not deferred
      say_done(1)
    end

    def say_done(status)
      say "stopped"
      status
    end

    def announce(bound)
      addresses = bound.sockets.map { |s| "http://#{s.local_address.inspect_sockaddr}" }
      how = @parser.explicit_offload? ? "handed to the pool by the server" : "offloaded through the scheduler"
      say "listening on #{addresses.join(', ')} (Ruby #{RUBY_VERSION}, #{@config.workers} worker(s); " \
          "long parses #{how}, dispatch #{Duckling.dispatch}; timeout #{@config.timeout} s; " \
          "idle timeout #{@config.idle_timeout} s; header timeout #{@config.header_timeout} s; " \
          "queue #{@config.queue}; max body #{@config.max_body} bytes; #{@config.strict ? 'strict' : 'lenient as Duckling'}; " \
          "pid #{Process.pid})"
    end

    def monotonic
      Process.clock_gettime(Process::CLOCK_MONOTONIC)
    end

    # Logging must never take the server down (a closed or broken stderr raises EPIPE).
    def say(message)
      @log.write("duckling-server: #{message}\n")
    rescue IOError, SystemCallError
      nil
    end
  end
end
