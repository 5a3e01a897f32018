# frozen_string_literal: true

require "net/http"
require_relative "../../test/support/loopback_http"
require "rbconfig"

module Spike
  # Starts `exe/duckling-server` on a free loopback port in a child process, reads the port from its first log
  # line, and stops it with SIGTERM (SIGKILL if it has not exited within 15 s).
  class ServerLauncher
    EXE = File.join(ROOT, "exe", "duckling-server")

    attr_reader :port, :log, :pid

    # Every server started and not yet stopped: killed at exit whatever happened, so none outlives the experiment.
    RUNNING = {}
    at_exit { RUNNING.values.each(&:stop) }

    # @param args [Array<String>] extra options (--workers 2 …)
    # @param verbose [Boolean] keep the access log (in #log)
    # @param exe [String] the server to start (another checkout's, to compare versions)
    def initialize(*args, verbose: false, exe: EXE)
      reader, writer = IO.pipe
      @pid = Process.spawn(RbConfig.ruby, exe, "--host", "127.0.0.1", "--port", "0", *(verbose ? [] : ["--quiet"]), *args,
                           in: File::NULL, out: File::NULL, err: writer)
      writer.close
      RUNNING[@pid] = self
      @log = []
      @port = read_port(reader)
      @drain = Thread.new { reader.each_line { |l| @log << l } }
    end

    # Starts a server, yields it, stops it whatever happens.
    def self.with(*args, **options)
      server = new(*args, **options)
      yield server
    ensure
      server&.stop
    end

    # @return [String] the URL of `path` on this server
    def url(path = "/")
      "http://127.0.0.1:#{@port}#{path}"
    end

    # @return [Net::HTTP] a client with bounded timeouts (not started)
    def client
      LoopbackHTTP.client(@port)
    end

    # @return [Process::Status]
    def stop
      return @status if @status

      signal("TERM")
      wait(15) || (signal("KILL") && wait(5))
      @drain&.join(5)
      RUNNING.delete(@pid)
      @status
    end

    private

    def signal(name)
      Process.kill(name, @pid)
      true
    rescue Errno::ESRCH
      true # already gone; wait reaps it
    end

    def wait(seconds)
      deadline = Env.monotonic + seconds
      until (@status = Process.wait2(@pid, Process::WNOHANG)&.last)
        return nil if Env.monotonic > deadline

        sleep 0.01
      end
      @status
    end

    def read_port(reader)
      deadline = Env.monotonic + 30
      while Env.monotonic < deadline && reader.wait_readable(deadline - Env.monotonic)
        line = reader.gets or break
        @log << line
        return Integer(line[%r{listening on http://127\.0\.0\.1:(\d+)}, 1]) if line.include?("listening on")
      end
      Process.kill("KILL", @pid)
      Process.wait(@pid)
      RUNNING.delete(@pid)
      raise "duckling-server did not start: #{@log.join}"
    end
  end
end
