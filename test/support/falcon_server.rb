# frozen_string_literal: true

require "net/http"
require_relative "loopback_http"
require "rbconfig"
require "socket"
require "tmpdir"

# A real `falcon serve` (one forked worker, loopback) running test/fixtures/falcon/config.ru, a Rack app that
# parses each POST body with Duckling and answers GET at once; and the measurement both the Falcon test and
# research/falcon make with it: GETs sent one after another while another client POSTs long texts back to back.
class FalconServer
  ROOT = File.expand_path("../..", __dir__)
  APP = File.join(ROOT, "test/fixtures/falcon/config.ru")
  PRELOAD = File.join(ROOT, "test/fixtures/falcon/preload.rb")

  # How the app's schedulers get a worker pool (README "Falcon"): on Ruby 4.0 io-event's own, from the
  # environment variable; on 3.4 Duckling::WorkerPool, from `require "duckling/async"` preloaded before Falcon
  # creates its schedulers; or none.
  OFFLOAD = {
    io_event_pool: { env: { "ASYNC_SCHEDULER_WORKER_POOL" => "true" }, args: [] },
    duckling_async: { env: {}, args: ["--preload", PRELOAD] },
    none: { env: {}, args: [] }
  }.freeze

  # The offload a Ruby supports: io-event builds its pool on 4.0 only.
  def self.offload_for(ruby_version = RUBY_VERSION)
    Gem::Version.new(ruby_version) >= Gem::Version.new("4.0") ? :io_event_pool : :duckling_async
  end

  # The `falcon` executable on PATH (the dev root has one per Ruby, for 3.4 and 4.0), or nil.
  def self.executable
    ENV.fetch("PATH", "").split(File::PATH_SEPARATOR).map { |d| File.join(d, "falcon") }.find { |f| File.executable?(f) }
  end

  attr_reader :port

  # @param offload [Symbol] a key of OFFLOAD
  # @param api [String] "parse" or "parse_json": what the app calls
  def initialize(offload:, api: "parse")
    mode = OFFLOAD.fetch(offload)
    @port = free_port
    @log_path = File.join(Dir.tmpdir, "duckling-falcon-#{Process.pid}-#{@port}.log")
    env = { "ASYNC_SCHEDULER_WORKER_POOL" => nil, "DUCKLING_FALCON_API" => api, "CONSOLE_LEVEL" => "warn" }.merge(mode[:env])
    # The Ruby running this process runs Falcon too; its own process group, so stopping it stops its workers.
    @pid = Process.spawn(env, RbConfig.ruby, self.class.executable || raise("no falcon on PATH"), "serve",
                         "--bind", "http://127.0.0.1:#{@port}", "--forked", "--count", "1", "--config", APP,
                         # Without offload back-to-back long POSTs can starve the worker's health check for over
                         # the default 30 s (seen on Ruby 3.4); Falcon then kills the worker mid-measurement.
                         "--health-check-timeout", "300",
                         *mode[:args], in: File::NULL, out: @log_path, err: %i[child out], pgroup: true, chdir: ROOT)
    wait_until_serving
  end

  # Starts a server, yields it, stops it whatever happens.
  def self.with(**options)
    server = new(**options)
    yield server
  ensure
    server&.stop
  end

  # @return [Net::HTTP] a started keep-alive client with bounded timeouts
  def client
    LoopbackHTTP.client(@port).tap(&:start)
  end

  # GETs `/` one after another, `interval` apart, while another client POSTs `text` back to back; starts the
  # GETs once the first POST has been sent, and stops POSTing after the last GET.
  # @return [Hash] :get_seconds (each GET's latency), :post_seconds (each POST's), :posts_answered (200s),
  #   :post_failures (connections Falcon closed before answering; the client reconnects), :log (Falcon's output)
  def measure(text, gets: 20, interval: 0.01)
    posts = []
    answered = failures = 0
    stop = false
    first_sent = Thread::Queue.new
    poster = Thread.new do
      http = client
      until stop
        t = monotonic
        request = Net::HTTP::Post.new("/", "Content-Type" => "text/plain")
        request.body = text
        first_sent.push(true) if posts.empty? && failures.zero?
        begin
          response = http.request(request)
        rescue EOFError, SystemCallError
          failures += 1
          http = client
          next
        end
        posts << (monotonic - t)
        answered += 1 if response.code == "200"
      end
    ensure
      http&.finish
    end
    first_sent.pop
    sleep interval # the POST's body is on its way: the parse starts soon
    begin
      latencies = timed_gets(gets, interval)
    ensure
      stop = true
      poster.join
    end
    { get_seconds: latencies, post_seconds: posts, posts_answered: answered, post_failures: failures,
      log: failures.zero? ? "" : log }
  end

  # Stops Falcon (SIGTERM to its process group; SIGKILL after 10 s) and reaps it.
  def stop
    return if @stopped

    @stopped = true
    signal("TERM")
    return if wait(10)

    signal("KILL")
    wait(5)
  end

  # @return [String] what Falcon printed (for failure messages)
  def log
    File.exist?(@log_path) ? File.read(@log_path) : ""
  end

  private

  def timed_gets(count, interval)
    getter = client
    Array.new(count) do
      t = monotonic
      response = getter.get("/")
      raise "GET / answered #{response.code}" unless response.code == "200"

      (monotonic - t).tap { sleep interval }
    end
  ensure
    getter&.finish
  end

  def monotonic
    Process.clock_gettime(Process::CLOCK_MONOTONIC)
  end

  def free_port
    server = TCPServer.new("127.0.0.1", 0)
    server.addr[1]
  ensure
    server&.close
  end

  def wait_until_serving
    deadline = monotonic + 60
    loop do
      raise "falcon exited while starting:\n#{log}" if Process.wait2(@pid, Process::WNOHANG)

      begin
        return if Net::HTTP.get_response("127.0.0.1", "/", @port).code == "200"
      rescue SystemCallError, IOError, Net::ReadTimeout
        nil # not listening yet
      end
      raise "falcon did not answer within 60 s:\n#{log}" if monotonic > deadline

      sleep 0.1
    end
  end

  def signal(name)
    Process.kill(name, -@pid)
  rescue Errno::ESRCH
    nil # already gone; wait reaps it
  end

  def wait(seconds)
    deadline = monotonic + seconds
    until Process.wait2(@pid, Process::WNOHANG)
      return false if monotonic > deadline

      sleep 0.02
    end
    File.delete(@log_path) if File.exist?(@log_path)
    true
  rescue Errno::ECHILD
    true
  end
end
