# frozen_string_literal: true

# Hostile traffic against duckling-server over loopback: every case of issue 14 (malformed chunks, over-long
# URL and headers, slow-loris, a declared 1 GB body, hang-ups mid-body and mid-parse, a full queue) plus other
# malformed requests. Each case writes raw bytes on a socket and records the status line it reads back (or
# none), how long it took, and the server's view (its log line, its metrics). Nothing may be a 500.
#
#   bin/dev ruby research/server/hostile.rb            # writes research/server/hostile.md and hostile.json
#
# Bounded: every socket read has a deadline, every loop a count.
require_relative "../lib/spike"
require_relative "launcher"
require_relative "../../test/support/long_text"
require "json"
require "socket"
require "uri"

module Spike
  # One server, many misbehaving clients.
  load_measurement_support

  class Hostile
    MB = 1024 * 1024
    FORM = "application/x-www-form-urlencoded"

    def initialize
      @rows = []
    end

    def run
      ServerLauncher.with("--workers", "1", "--queue", "0", "--max-body", "8M", "--header-timeout", "2",
                          "--idle-timeout", "5", "--timeout", "30", verbose: true) do |server|
        @server = server
        protocol_cases
        hang_up_cases
        overload_case
        @metrics = get("/metrics")
        @log = server.log
      end
      write
    end

    private

    # --- cases -------------------------------------------------------------------------------------------------

    def protocol_cases
      record("bad chunk size", "400") do
        exchange("POST /parse HTTP/1.1\r\nHost: x\r\nContent-Type: #{FORM}\r\nTransfer-Encoding: chunked\r\n\r\n" \
                 "zz\r\ntext=x\r\n0\r\n\r\n")
      end
      record("chunk size line of 100 KB", "400") do
        exchange("POST /parse HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n#{'1' * 100_000}\r\n")
      end
      record("100 KB URL", "414") { exchange("GET /?q=#{'a' * 100_000} HTTP/1.1\r\nHost: x\r\n\r\n") }
      record("1 MB header", "431") { exchange("GET / HTTP/1.1\r\nHost: x\r\nX-Big: #{'b' * MB}\r\n\r\n") }
      record("500 headers of 60 bytes", "431") do
        exchange("GET / HTTP/1.1\r\nHost: x\r\n#{Array.new(500) { |i| "X-H#{i}: #{'c' * 50}\r\n" }.join}\r\n")
      end
      record("slow-loris: a byte every 0.5 s", "408") { slow_loris }
      record("declared 1 GB body", "413") do
        exchange("POST /parse HTTP/1.1\r\nHost: x\r\nContent-Type: #{FORM}\r\nContent-Length: #{1024**3}\r\n\r\ntext=")
      end
      record("garbage request line", "400") { exchange("HELLO\r\n\r\n") }
      record("Content-Length: abc", "400") do
        exchange("POST /parse HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\ntext=x")
      end
      record("Content-Length and chunked", "400") do
        exchange("POST /parse HTTP/1.1\r\nHost: x\r\nContent-Length: 6\r\nTransfer-Encoding: chunked\r\n\r\ntext=x")
      end
      record("header without colon", "400") { exchange("GET / HTTP/1.1\r\nHost: x\r\nnonsense\r\n\r\n") }
      record("invalid UTF-8 text", "400") { post_form("text=caf%C3%28") }
      record("NUL bytes in text", "200") { post_form("text=#{URI.encode_www_form_component("17\0 and 42\0")}") }
      record("unknown dim (lenient)", "200") { post_form("text=17&dims=%5B%22colour%22%2C%22number%22%5D") }
      record("no text (Duckling's 422)", "422") { post_form("locale=en_US") }
      record("two pipelined GETs", "200") { exchange("GET / HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n") }
    end

    def hang_up_cases
      record("hang-up mid-body", "none") do
        socket = connect
        socket.write("POST /parse HTTP/1.1\r\nHost: x\r\nContent-Type: #{FORM}\r\nContent-Length: 1000\r\n\r\ntext=half")
        sleep 0.1
        socket.close
        [nil, "closed after 100 ms"]
      end
      alone = Env.timed { post_big(MB) }
      hang_up_mid_parse
      after = Env.timed { post_big(MB) }
      @rows << { "case" => "1 MB POST alone, then right after a hang-up mid-parse (--workers 1)", "expected" => "200",
                 "status" => "200", "ms" => ms(after), "note" => "alone: #{ms(alone)} ms" }
    end

    # A 5 MB text's parse under way, its client closes; how long until no worker is busy (polling /metrics).
    def hang_up_mid_parse
      body = "text=#{URI.encode_www_form_component(LongText::SENTENCE * (5 * MB / LongText::SENTENCE.bytesize))}"
      socket = connect
      socket.write("POST /parse HTTP/1.1\r\nHost: x\r\nContent-Type: #{FORM}\r\nContent-Length: #{body.bytesize}\r\n\r\n")
      socket.write(body)
      busy = wait_for_metric("duckling_workers_busy", 1, within: 10)
      sleep 0.2 # well into the parse
      closed_at = Env.monotonic
      socket.close
      freed = wait_for_metric("duckling_workers_busy", 0, within: 10)
      @rows << { "case" => "hang-up mid-parse (5 MB text)", "expected" => "none", "status" => "none",
                 "ms" => freed && busy ? ms(freed - closed_at) : nil,
                 "note" => "ms from close to no busy worker (polled every ms via GET /metrics)" }
    end

    # --workers 1 --queue 0: while one long parse runs, a second is refused at once.
    def overload_case
      long = Thread.new { post_big(2 * MB) }
      wait_for_metric("duckling_workers_busy", 1, within: 10)
      record("long parse while the only worker is busy (--queue 0)", "503") do
        post_form("text=#{URI.encode_www_form_component(LongText::SENTENCE * 40)}")
      end
      long.join(60)
    end

    # --- clients -----------------------------------------------------------------------------------------------

    def connect
      Socket.tcp("127.0.0.1", @server.port, connect_timeout: 5)
    end

    # Writes `bytes` (ignoring a reset mid-write), reads until the server closes or 10 s pass.
    # @return [Array(String, String)] status code (or nil) and the first line of the body
    def exchange(bytes)
      socket = connect
      begin
        socket.write(bytes)
      rescue SystemCallError
        nil # the server answered and closed before reading it all: read what it said
      end
      parse_answer(read_all(socket))
    ensure
      socket&.close
    end

    def read_all(socket, within: 10)
      deadline = Env.monotonic + within
      out = +""
      while (left = deadline - Env.monotonic).positive? && socket.wait_readable(left)
        chunk = socket.read_nonblock(64 * 1024, exception: false)
        break if chunk.nil?

        out << chunk unless chunk == :wait_readable
      end
      out
    rescue SystemCallError
      out
    end

    def parse_answer(raw)
      status = raw[%r{\AHTTP/1\.[01] (\d{3})}, 1]
      statuses = raw.scan(%r{HTTP/1\.[01] (\d{3})}).flatten
      body = raw.split("\r\n\r\n", 2)[1].to_s[0, 120]
      [statuses.size > 1 ? statuses.join("+") : status, body]
    end

    def slow_loris
      socket = connect
      request = "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: #{'s' * 40}\r\n\r\n"
      request.each_char do |char|
        socket.write(char)
        break if socket.wait_readable(0.5)
      end
      parse_answer(read_all(socket))
    rescue SystemCallError
      [nil, "reset"]
    ensure
      socket&.close
    end

    def post_form(body)
      exchange("POST /parse HTTP/1.1\r\nHost: x\r\nContent-Type: #{FORM}\r\nContent-Length: #{body.bytesize}\r\n" \
               "Connection: close\r\n\r\n#{body}")
    end

    def post_big(bytes)
      body = URI.encode_www_form(text: LongText::SENTENCE * (bytes / LongText::SENTENCE.bytesize))
      http = @server.client
      http.post("/parse", body, "Content-Type" => FORM).code
    end

    def get(path)
      @server.client.get(path).body
    end

    def wait_for_metric(name, value, within:)
      deadline = Env.monotonic + within
      client = @server.client.tap(&:start)
      while Env.monotonic < deadline
        return Env.monotonic if client.get("/metrics").body[/^#{name} (\d+)/, 1].to_i == value

        sleep 0.001
      end
      nil
    ensure
      client&.finish
    end

    def record(name, expected)
      status = nil
      body = nil
      took = Env.timed { status, body = yield }
      @rows << { "case" => name, "expected" => expected, "status" => status || "none", "ms" => ms(took),
                 "note" => body.to_s.tr("\r\n", "  ")[0, 100] }
    end

    def ms(seconds)
      (seconds * 1000).round(1)
    end

    # --- output ------------------------------------------------------------------------------------------------

    def write
      statuses = @metrics.scan(/^duckling_requests_total\{status="(\d+)"\} (\d+)/).to_h
      internal = @log.grep(/internal error/)
      dir = __dir__
      File.write(File.join(dir, "hostile.json"), JSON.pretty_generate({ "machine" => Env.machine, "rows" => @rows,
                                                                          "metrics" => @metrics, "log" => @log }))
      table = Markdown.table(%w[case expected status ms note], @rows.map { |r| r.values_at("case", "expected", "status", "ms", "note") })
      File.write(File.join(dir, "hostile.md"), <<~MD)
        # duckling-server under hostile traffic: results

        - Ruby #{RUBY_VERSION}; #{Env.machine.map { |k, v| "#{k} #{v}" }.join('; ')}
        - Written by `bin/dev ruby research/server/hostile.rb` (server: `--workers 1 --queue 0 --max-body 8M
          --header-timeout 2 --idle-timeout 5`)
        - Responses by status (the server's /metrics at the end): #{statuses.map { |s, n| "#{s}: #{n}" }.join(', ')}
        - 500s: #{statuses.fetch('500', '0')}; "internal error" log lines: #{internal.size}

        #{table}

        Server log:

        ```
        #{@log.join.strip}
        ```
      MD
      puts File.read(File.join(dir, "hostile.md"))
    end
  end
end

Spike::Hostile.new.run if $PROGRAM_NAME == __FILE__
