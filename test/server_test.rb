# frozen_string_literal: true

require_relative "test_helper"
require_relative "support/server_process"
require_relative "support/loopback_http"
require "json"
require "net/http"
require "open3"
require "rbconfig"
require "socket"
require "tempfile"
require "uri"
require "cgi/escape"
require "duckling/server/config"
require "duckling/server/dependencies"
require "duckling/server/errors"
require "duckling/server/parse_request"
require "duckling/server/form"

# `duckling-server` run as a real process on a loopback port, talked to with Net::HTTP and curl.
#
# On Ruby ≥ 3.4 a long parse reaches the reactor's Duckling::WorkerPool through the scheduler's
# `blocking_operation_wait`; on Ruby 3.3 the hook is never called, so the server hands long parses to the same
# pool itself (Duckling::Server::Parser). Either way the reactor keeps answering while a long parse runs and a
# parse past --timeout is cancelled: the same assertions hold on both Rubies, and the test checks which of the two
# mechanisms the server reports using.
class ServerTest < Minitest::Test
  include DucklingTest

  EXE = ServerProcess::EXE
  FORM = { "Content-Type" => "application/x-www-form-urlencoded" }.freeze

  SERVERS = {}
  SERVERS_LOCK = Thread::Mutex.new

  # One worker, parses cancelled after 50 ms, connections closed after 0.5 s of silence, headers due within 1 s,
  # no access log.
  def slow_server
    shared(:slow, "--workers", "1", "--timeout", "0.05", "--idle-timeout", "0.5", "--header-timeout", "1",
           "--max-body", "64M", "--quiet")
  end

  # One worker, no queue in front of it, long parses allowed.
  def single_server
    shared(:single, "--workers", "1", "--queue", "0", "--timeout", "30", "--max-body", "64M")
  end

  # Answers Duckling's 400s and the JSON 422 of earlier versions.
  def strict_server
    shared(:strict, "--strict", "--quiet")
  end

  # The server most tests share: 2 workers, bodies up to 2 MB.
  def server
    shared(:main, "--workers", "2", "--max-body", "2M", "--timeout", "30")
  end

  # Started once (whichever thread asks first), stopped after the run.
  def shared(name, *args)
    SERVERS_LOCK.synchronize { SERVERS[name] ||= ServerProcess.new(*args) }
  end

  # --- Duckling's routes ---------------------------------------------------------------------------------------

  def test_health_check_answers_like_duckling
    response = get("/")
    assert_equal "200", response.code
    assert_equal "quack!", response.body
  end

  def test_targets_lists_the_dims_of_each_language_in_duckling_shape
    response = get("/targets")
    assert_equal "200", response.code
    assert_equal "application/json", response["content-type"]
    targets = JSON.parse(response.body)
    assert_equal VENDORED_LANGUAGES, targets.keys.sort
    assert_equal Duckling.dims, targets["en"]
    assert_includes targets["de"], "time"
    refute_includes targets["de"], "temperature", "German has no temperature in Duckling"
  end

  def test_parse_answers_what_parse_json_answers
    response = post("/parse", text: "I'll pay forty two now and 17 later", locale: "en_US", dims: '["number"]')
    assert_equal "200", response.code
    assert_equal "application/json", response["content-type"]
    assert_equal Duckling.parse_json("I'll pay forty two now and 17 later", locale: "en_US", dims: ["number"]),
                 response.body
    text = "cuarenta y dos euros"
    response = post("/parse", text:, lang: "ES", dims: '["amount-of-money"]')
    assert_equal Duckling.parse_json(text, locale: "es", dims: ["amount-of-money"]), response.body
    assert_equal [42], JSON.parse(response.body).map { |e| e.dig("value", "value") }
  end

  def test_the_assumptions_are_form_fields
    reftime = (Time.new(2013, 2, 10, 4, 30, 0, "-02:00").to_i * 1000).to_s
    day = lambda do |text, **fields|
      response = post("/parse", text:, reftime:, tz: "Etc/GMT+2", dims: '["time"]', **fields)
      assert_equal "200", response.code, response.body
      JSON.parse(response.body).first.dig("value", "value")[0, 10]
    end
    assert_equal %w[2013-02-15 2013-02-08], [day.("friday"), day.("friday", prefer: "past")]
    assert_equal %w[2013-02-04 2013-02-10 2013-02-04],
                 [day.("this week"), day.("this week", week_start: "sunday"), day.("this week", week_start: "")]
    assert_equal %w[2013-03-04 2013-04-03], [day.("3/4/2013"), day.("3/4/2013", date_order: "dmy")]
  end

  # A deadline that passes: 200 with the entities of the part finished and X-Duckling-Partial saying where they end;
  # one that does not: the answer and no header. Both sizes: parsed on the reactor (under the 4 KB offload
  # threshold) and on a worker (with queue). The list is a slow one (LongText::SLOW_LIST_PIECE): 3.9 KB of it
  # takes several times the deadline, however fast the machine.
  def test_a_deadline_answers_the_part_finished_with_a_header
    piece = LongText::SLOW_LIST_PIECE
    reftime = (REFERENCE_TIME.to_i * 1000).to_s
    [piece * 230, piece * 1700].each do |text|
      response = post("/parse", text:, reftime:, tz: "Etc/GMT+2", deadline: "0.005")
      assert_equal "200", response.code, response.body
      parsed_to = Integer(response["x-duckling-partial"])
      whole = JSON.parse(Duckling.parse_json(piece * ((parsed_to / piece.size) + 20), reference_time: REFERENCE_TIME,
                                                                                     tz: "Etc/GMT+2"))
      assert_equal whole.select { |e| e["start"] < parsed_to }, JSON.parse(response.body), "#{text.size} characters"
    end
    response = post("/parse", text: "friday", reftime:, tz: "Etc/GMT+2", deadline: "30")
    assert_nil response["x-duckling-partial"]
    assert_equal Duckling.parse_json("friday", reference_time: REFERENCE_TIME, tz: "Etc/GMT+2"), response.body
    assert_match(/^duckling_cancellations_total\{reason="deadline"\} [1-9]/, metrics(server))
  end

  # What Rasa's DucklingEntityExtractor posts: form fields text, locale, tz, dims (json.dumps of its config,
  # "null" when unset), reftime in ms, with a charset on the content type; a locale built from the language alone
  # ("en_EN") is one Duckling accepts as English.
  def test_a_request_shaped_like_rasas
    body = URI.encode_www_form(text: "book a table for forty two people", locale: "en_EN", tz: "Europe/Berlin",
                               dims: "null", reftime: "1554000000000")
    response = http.post("/parse", body, "Content-Type" => "application/x-www-form-urlencoded; charset=UTF-8")
    assert_equal "200", response.code, response.body
    entity = JSON.parse(response.body).find { |e| e["dim"] == "number" }
    assert_equal({ "body" => "forty two", "start" => 17, "end" => 26, "value" => 42 },
                 entity.slice("body", "start", "end").merge("value" => entity.dig("value", "value")))
  end

  def test_curl_posts_a_form_like_duckling_s_readme
    out, status = Open3.capture2("curl", "-sS", "--max-time", "10", "-XPOST", server.uri("/parse").to_s,
                                 "--data", "locale=en_GB&text=tomorrow at eight and 17", "-w", "\n%{http_code}")
    assert status.success?
    body, code = out.lines.map(&:chomp)
    assert_equal "200", code
    assert_includes JSON.parse(body).map { |e| e["body"] }, "17"
  end

  def test_unknown_params_are_ignored_and_lang_is_used_without_locale
    response = post("/parse", text: "seventeen", lang: "EN", colour: "blue", dims: "[]")
    assert_equal "200", response.code, response.body
    assert_equal [17], JSON.parse(response.body).map { |e| e.dig("value", "value") }
  end

  def test_empty_text_is_an_empty_array
    response = post("/parse", text: "")
    assert_equal ["200", "[]"], [response.code, response.body]
  end

  # --- errors: 4xx with a JSON body, never a 500 ---------------------------------------------------------------

  def test_bad_values_are_400_with_the_reason
    {
      { text: "x", locale: "xx_XX" } => /unknown locale "xx_XX"/,
      { text: "x", lang: "klingon" } => /unknown lang/,
      { text: "x", tz: "Mars/Olympus" } => /unknown time zone/,
      { text: "x", reftime: "yesterday" } => /reftime must be an integer/,
      { text: "x", dims: "time" } => /dims must be a JSON array/,
      { text: "x", dims: '["time", 3]' } => /dims must be a JSON array/,
      { text: "x", latent: "maybe" } => /latent must be true or false/,
      { text: "x", prefer: "yesterday" } => /invalid prefer "yesterday"; valid: future, past/,
      { text: "x", week_start: "friday" } => /invalid week_start "friday"; valid: monday, sunday/,
      { text: "x", date_order: "dym" } => /invalid date_order "dym"; valid: mdy, dmy, ymd/,
      { text: "x", deadline: "soon" } => /deadline must be a number of seconds \(0.25\), got "soon"/,
      { text: "x", deadline: "0" } => /deadline must be a positive, finite number of seconds/,
      { text: "caf\xC3(" } => /not valid UTF-8/
    }.each do |fields, message|
      response = post("/parse", fields)
      assert_equal "400", response.code, "#{fields.inspect} → #{response.body}"
      assert_match message, JSON.parse(response.body)["error"], fields.inspect
    end
  end

  def test_other_client_errors
    assert_error 404, /no route/, get("/nowhere")
    assert_error 405, /takes POST/, get("/parse")
    assert_error 415, /x-www-form-urlencoded/, http.post("/parse", '{"text":"x"}', "Content-Type" => "application/json")
  end

  def test_a_body_over_the_limit_is_413_whether_announced_or_streamed
    big = "text=#{'a' * (3 * 1024 * 1024)}"
    assert_error 413, /at most 2097152/, http.post("/parse", big, FORM)
    Tempfile.create("big-body") do |file|
      file.write(big)
      file.flush
      out, = Open3.capture2("curl", "-sS", "--max-time", "20", "-H", "Transfer-Encoding: chunked", "--data-binary",
                            "@#{file.path}", server.uri("/parse").to_s, "-w", "\n%{http_code}")
      body, code = out.lines.map(&:chomp)
      assert_equal "413", code
      assert_match(/at least/, JSON.parse(body)["error"])
    end
    assert_equal "200", get("/").code, "the server is fine afterwards"
  end

  def test_each_request_is_logged_with_method_path_status_and_microseconds
    get("/targets")
    line = wait_for_log(server) { |l| l.start_with?("GET /targets 200 ") }
    assert_match(/\AGET \/targets 200 \d+µs\n\z/, line)
  end

  # --- protocol errors, limits and hang-ups: answered before any parse, never a 500 ---------------------------

  def test_malformed_and_oversized_requests_get_their_4xx_with_a_json_body
    {
      "POST /parse HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\ntext=x\r\n0\r\n\r\n" =>
        [400, /Invalid chunk length/],
      "GET /?q=#{'a' * 100_000} HTTP/1.1\r\nHost: x\r\n\r\n" => [414, /request line is longer than 8192/],
      "GET / HTTP/1.1\r\nHost: x\r\nX-Big: #{'b' * 1024 * 1024}\r\n\r\n" => [431, /header line is longer/],
      "GET / HTTP/1.1\r\n#{Array.new(200) { |i| "X-H#{i}: v\r\n" }.join}\r\n" => [431, /100 fields/],
      "HELLO\r\n\r\n" => [400, /HELLO/],
      "POST /parse HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n" => [400, /Invalid content length/]
    }.each do |request, (status, message)|
      code, headers, body = raw_exchange(request)
      assert_equal status.to_s, code, "#{request[0, 60].inspect}: #{body}"
      assert_equal "application/json", headers["content-type"]
      assert_match message, JSON.parse(body)["error"]
    end
    assert_equal "quack!", get("/").body
    refute_includes metrics(server), 'status="500"'
  end

  # A declared length over --max-body is refused on the headers alone: the client need not send a byte of it.
  def test_a_declared_body_over_the_limit_is_413_before_it_is_sent
    code, _, body = nil
    took = elapsed do
      code, _, body = raw_exchange("POST /parse HTTP/1.1\r\nHost: x\r\nContent-Type: #{FORM['Content-Type']}\r\n" \
                                   "Content-Length: #{1024**3}\r\n\r\ntext=")
    end
    assert_equal "413", code, body
    assert_match(/1073741824 bytes; this server accepts at most 2097152/, JSON.parse(body)["error"])
    assert_operator took, :<, 5, "answered without waiting for the body (#{ms(took)})"
  end

  def test_a_slow_loris_client_gets_408_after_the_header_timeout
    socket = TCPSocket.new("127.0.0.1", slow_server.port)
    started = monotonic
    answer = nil
    "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: #{'s' * 100}\r\n\r\n".each_char do |char|
      socket.write(char)
      break if (answer = socket.wait_readable(0.2) && socket.readpartial(4096))
    end
    assert answer, "an answer before the whole request was sent"
    assert_match %r{\AHTTP/1.1 408}, answer
    assert_operator monotonic - started, :>=, 0.9, "not before --header-timeout 1"
  ensure
    socket&.close
  end

  def test_a_client_that_hangs_up_mid_body_is_logged_499_not_500
    socket = TCPSocket.new("127.0.0.1", server.port)
    socket.write("POST /parse HTTP/1.1\r\nHost: x\r\nContent-Type: #{FORM['Content-Type']}\r\n" \
                 "Content-Length: 1000\r\n\r\ntext=only+part")
    sleep 0.05
    socket.close
    line = wait_for_log(server) { |l| l.start_with?("POST /parse 499 ") }
    assert_match(/\APOST \/parse 499 \d+µs\n\z/, line)
    refute server.log.any? { |l| l.include?("internal error") }, server.log.join
  end

  # The parse of a client that hangs up is cancelled, and its worker is free at once (polled through /metrics).
  def test_a_hang_up_mid_parse_cancels_the_parse_and_frees_the_worker
    target = single_server
    text = LongText.taking(1.0)
    parse_time = LongText.parse_time(text)
    body = URI.encode_www_form(text:)
    socket = TCPSocket.new("127.0.0.1", target.port)
    socket.write("POST /parse HTTP/1.1\r\nHost: x\r\nContent-Type: #{FORM['Content-Type']}\r\n" \
                 "Content-Length: #{body.bytesize}\r\n\r\n#{body}")
    assert wait_for_metric(target, "duckling_workers_busy", 1, within: parse_time), "the parse started"
    socket.close
    freed = elapsed { assert wait_for_metric(target, "duckling_workers_busy", 0, within: 30), "the worker is free" }
    assert_operator freed, :<, parse_time * 0.5, "freed #{ms(freed)} after the hang-up; the parse takes #{ms(parse_time)}"
    wait_for_log(target) { |l| l.start_with?("POST /parse 499 ") }
    assert_match(/^duckling_cancellations_total\{reason="client_closed"\} [1-9]/, metrics(target))
  ensure
    socket&.close
  end

  # --- admission: a bounded queue in front of the workers ------------------------------------------------------

  def test_past_the_queue_a_long_parse_is_refused_at_once_with_retry_after
    target = single_server
    text = LongText.taking(0.5)
    long = Thread.new { http(target).post("/parse", URI.encode_www_form(text:), FORM) }
    assert wait_for_metric(target, "duckling_workers_busy", 1, within: 10), "the long parse started"
    response = nil
    offloaded = LongText::SENTENCE * ((Duckling.offload_threshold / LongText::SENTENCE.bytesize) + 1)
    took = elapsed { response = http(target).post("/parse", URI.encode_www_form(text: offloaded), FORM) }
    assert_error 503, /every worker is busy/, response
    assert_equal "1", response["retry-after"]
    assert_operator took, :<, LongText.parse_time(text) * 0.5, "refused without waiting (#{ms(took)})"
    short = http(target).post("/parse", URI.encode_www_form(text: "17"), FORM)
    assert_equal "200", short.code, "a short text never queues: parsed inline"
    assert_equal "200", long.value.code
    assert_match(/^duckling_rejected_total [1-9]/, metrics(target))
  end

  # --- compatibility with Duckling, and --strict -------------------------------------------------------------

  def test_unknown_dims_are_ignored_and_named_in_a_header
    response = post("/parse", text: "seventeen", dims: '["number","colour","flavour"]')
    assert_equal "200", response.code, response.body
    assert_equal "colour, flavour", response["x-duckling-ignored-dims"]
    assert_equal ["number"], JSON.parse(response.body).map { |e| e["dim"] }.uniq
    only_unknown = post("/parse", text: "seventeen", dims: '["colour"]')
    assert_equal "colour", only_unknown["x-duckling-ignored-dims"]
    assert_equal Duckling.parse_json("seventeen", locale: "en", tz: "America/Los_Angeles"), only_unknown.body,
                 "none left: every dimension, as Duckling does with an empty list"
    assert_nil post("/parse", text: "seventeen", dims: '["number"]')["x-duckling-ignored-dims"]
  end

  # Duckling's server: status 422, its sentence as the body, under the application/json it sets for every answer.
  def test_a_missing_text_gets_duckling_s_own_422
    response = post("/parse", locale: "en_US")
    assert_equal ["422", "Need a 'text' parameter to parse", "application/json"],
                 [response.code, response.body, response["content-type"]]
  end

  def test_strict_keeps_the_400_for_an_unknown_dim_and_the_json_422
    response = http(strict_server).post("/parse", URI.encode_www_form(text: "x", dims: '["colour"]'), FORM)
    assert_error 400, /unknown dimension "colour"/, response
    assert_error 422, /Need a 'text' parameter/, http(strict_server).post("/parse", "locale=en_US", FORM)
  end

  # --- /metrics --------------------------------------------------------------------------------------------------

  def test_metrics_are_prometheus_text_with_requests_parse_times_queue_and_memory
    post("/parse", text: "seventeen")
    get("/nowhere")
    response = get("/metrics")
    assert_equal "200", response.code
    assert_equal "text/plain; version=0.0.4; charset=utf-8", response["content-type"]
    text = response.body
    %w[duckling_requests_total duckling_parse_seconds duckling_queue_depth duckling_workers_busy
       duckling_rejected_total duckling_cancellations_total process_resident_memory_bytes].each do |name|
      assert_match(/^# TYPE #{name} (counter|gauge|histogram)$/, text)
    end
    assert_match(/^duckling_requests_total\{status="404"\} [1-9]\d*$/, text)
    count = text[/^duckling_parse_seconds_count (\d+)$/, 1].to_i
    assert_operator count, :>=, 1
    assert_equal count, text[/^duckling_parse_seconds_bucket\{le="\+Inf"\} (\d+)$/, 1].to_i
    buckets = text.scan(/^duckling_parse_seconds_bucket\{le="[^"]+"\} (\d+)$/).flatten.map(&:to_i)
    assert_equal buckets.sort, buckets, "cumulative"
    assert_operator text[/^process_resident_memory_bytes (\d+)$/, 1].to_i, :>, 1024 * 1024
    text.each_line do |line|
      assert_match(/\A(# (HELP|TYPE) \w+ .+|\w+(\{\w+="[^"]*"\})? [\d.e+-]+)\n\z/, line, "exposition format")
    end
  end

  # --- the reactor keeps serving while a long parse runs -------------------------------------------------------

  # The bound is generous (a quarter of the big request); the measured figures go to research/server/. The machine
  # is shared, so one stall of the whole test process can exceed any bound: up to 3 attempts, and one run within
  # the bound is enough — when the reactor waits for the parse, every attempt's longest check is ~the whole request.
  def test_the_health_check_keeps_answering_during_a_1_mb_parse
    text = LongText::SENTENCE * (1_000_000 / LongText::SENTENCE.bytesize)
    attempts = Tempfile.create("one-mb") do |file|
      file.write(URI.encode_www_form(text:, locale: "en_US"))
      file.flush
      (1..3).each_with_object([]) do |_, runs|
        big_time, pings = ping_while { curl_post_file(file.path) }
        assert_operator pings.size, :>=, 3, "the health checks overlapped the big request"
        runs << [pings.max, big_time]
        break runs if pings.max < big_time * 0.25
      end
    end
    longest, big_time = attempts.last
    assert_operator longest, :<, big_time * 0.25,
                    "longest health check during a 1 MB request, per attempt: " \
                    "#{attempts.map { |l, b| "#{ms(l)} of #{ms(b)}" }.join(', ')}"
    expected = ruby_3_4? ? "offloaded through the scheduler" : "handed to the pool by the server"
    assert server.log.first(3).any? { |l| l.include?("long parses #{expected}") }, server.log.first(3).join
  end

  # --- timeout -------------------------------------------------------------------------------------------------

  def test_a_parse_past_the_timeout_is_cancelled_503_and_the_server_stays_healthy
    slow = slow_server
    text = LongText.taking(0.3)
    parse_time = LongText.parse_time(text)
    client = http(slow, read_timeout: 30)
    body = URI.encode_www_form(text:)
    response = nil
    took = elapsed { response = client.post("/parse", body, FORM) }
    assert_error 503, /longer than 0.05 s/, response
    assert_operator took, :<, parse_time, "503 after #{ms(took)}; the parse alone takes #{ms(parse_time)}"
    # The only worker is free again: it was cancelled, not left running to the end of the parse.
    medium = LongText::SENTENCE * 20
    response = nil
    took = elapsed { response = client.post("/parse", URI.encode_www_form(text: medium), FORM) }
    assert_equal Duckling.parse_json(medium, locale: "en", tz: "America/Los_Angeles"), response.body
    assert_operator took, :<, parse_time * 0.5, "the next long-ish parse took #{ms(took)}"
    assert_equal "quack!", client.get("/").body
    refute slow.log.any? { |l| l.include?("µs") }, "--quiet: no access log"
  end

  def test_a_silent_client_gets_408_mid_body_and_idle_connections_are_closed
    socket = TCPSocket.new("127.0.0.1", slow_server.port)
    socket.write("POST /parse HTTP/1.1\r\nHost: x\r\nContent-Type: #{FORM['Content-Type']}\r\n" \
                 "Content-Length: 100\r\n\r\ntext=only+part")
    assert socket.wait_readable(10), "an answer within 10 s (--idle-timeout 0.5)"
    assert_match %r{\AHTTP/1.1 408}, socket.readpartial(4096)
    socket.close
    idle = TCPSocket.new("127.0.0.1", slow_server.port)
    assert idle.wait_readable(10), "closed within 10 s"
    assert_nil idle.read_nonblock(1, exception: false), "the server closed the idle connection"
  ensure
    socket&.close
    idle&.close
  end

  # --- shutdown ------------------------------------------------------------------------------------------------

  def test_sigterm_finishes_requests_in_flight_and_refuses_new_ones
    victim = ServerProcess.new("--workers", "1", "--max-body", "64M", "--quiet")
    idle = http(victim).tap(&:start)
    assert_equal "200", idle.get("/").code # a keep-alive connection left open: it must not hold the server up
    text = LongText.taking(0.5)
    expected = Duckling.parse_json(text, locale: "en", tz: "America/Los_Angeles")
    Tempfile.create("in-flight") do |file|
      file.write(URI.encode_www_form(text:))
      file.flush
      out_file = "#{file.path}.out"
      curl = Process.spawn("curl", "-sS", "--max-time", "30", "--data-binary", "@#{file.path}", "-H", FORM.first.join(": "),
                           victim.uri("/parse").to_s, "-o", out_file, "-w", "%{http_code}", out: "#{out_file}.code")
      # The parse is under way (a fixed sleep was not enough on a loaded machine: the signal came before it began).
      assert wait_for_metric(victim, "duckling_workers_busy", 1, within: 30), "the parse started"
      Process.kill("TERM", victim.pid)
      assert_nil Process.wait2(curl, Process::WNOHANG), "the request was still in flight when SIGTERM came"
      assert refused_soon?(victim.port), "new connections are refused after SIGTERM"
      _, curl_status = Process.wait2(curl)
      assert curl_status.success?
      assert_equal "200", File.read("#{out_file}.code")
      assert_equal expected, File.read(out_file)
    ensure
      [out_file, "#{out_file}.code"].each { |f| File.delete(f) if f && File.exist?(f) }
    end
    status = victim.wait(15)
    assert status&.success?, "exited cleanly: #{status.inspect}\n#{victim.log.join}"
    assert victim.log.any? { |l| l.include?("SIGTERM") }
  ensure
    idle&.finish if idle&.started?
    victim&.stop("KILL")
  end

  def test_a_second_signal_cuts_the_drain_short
    victim = nil
    # The parse must outlast the time between the two signals: four of the hang-up test's 1 s texts (already
    # built), since with one, a loaded machine once let the parse end and the answer reach curl in between.
    text = LongText.taking(1.0) * 4
    Tempfile.create("cut-off") do |file|
      file.write(URI.encode_www_form(text:))
      file.flush
      # A faster engine needs a longer text for that, so the body limit follows the body: four 1 s texts came to
      # 114 MB at stop 44, which a fixed 64 MB refused with a 413, and the parse never started.
      victim = ServerProcess.new("--workers", "1", "--max-body", "#{(file.size >> 20) + 1}M", "--quiet")
      curl = Process.spawn("curl", "-sS", "--max-time", "30", "--data-binary", "@#{file.path}", "-H", FORM.first.join(": "),
                           victim.uri("/parse").to_s, out: File::NULL, err: File::NULL)
      # The parse is under way (a fixed sleep was not enough on a loaded machine: the signal came before it began).
      assert wait_for_metric(victim, "duckling_workers_busy", 1, within: 30), "the parse started"
      Process.kill("INT", victim.pid)
      # Two signals sent before the server handles the first merge into one (then the drain just finishes): the
      # second goes once the first has been heard.
      wait_for_log(victim, within: 30) { |l| l.include?("SIGINT: refusing new connections") }
      Process.kill("INT", victim.pid)
      status = victim.wait(15)
      assert_equal 1, status&.exitstatus, victim.log.join
      assert victim.log.any? { |l| l.include?("cutting off 1 connection") }, victim.log.join
      refute Process.wait2(curl).last.success?, "the cut-off request got no answer"
    end
  ensure
    victim&.stop("KILL")
  end

  def test_a_broken_stderr_neither_fails_requests_nor_blocks_shutdown
    reader, writer = IO.pipe
    pid = Process.spawn(RbConfig.ruby, EXE, "--host", "127.0.0.1", "--port", "0", in: File::NULL, out: File::NULL,
                        err: writer)
    writer.close
    port = nil
    deadline = monotonic + 30
    while port.nil? && monotonic < deadline && reader.wait_readable(deadline - monotonic) && (line = reader.gets)
      port = line[%r{listening on http://127\.0\.0\.1:(\d+)}, 1]
    end
    reader.close # from now on every log line the server writes fails with EPIPE
    assert port, "the server started"
    assert_equal "quack!", Net::HTTP.get(URI("http://127.0.0.1:#{port}/")) # the access log line fails
    Process.kill("TERM", pid)
    status = nil
    deadline = monotonic + 15
    sleep 0.01 until (status = Process.wait2(pid, Process::WNOHANG)&.last) || monotonic > deadline
    assert status&.success?, "exited cleanly after SIGTERM: #{status.inspect}"
  ensure
    if pid && status.nil?
      Process.kill("KILL", pid)
      Process.wait(pid)
    end
  end

  # --- the command line and the optional gems ------------------------------------------------------------------

  def test_missing_async_gems_are_explained_and_exit_non_zero
    hide_async = <<~RUBY
      module HideAsync
        def require(name)
          raise LoadError, "cannot load such file -- \#{name}" if name == "async" || name.start_with?("async/")
          super
        end
      end
      Kernel.prepend(HideAsync)
      load #{EXE.dump}
    RUBY
    out, err, status = Open3.capture3(RbConfig.ruby, "-e", hide_async)
    assert_equal 3, status.exitstatus, err
    assert_empty out
    assert_match(/needs the async and async-http gems/, err)
    assert_match(/gem install async async-http/, err)
  end

  def test_dependencies_name_only_the_missing_gem
    loader = ->(name) { raise LoadError, name if name == "async/http" }
    error = assert_raises(LoadError) { Duckling::Server::Dependencies.require!(loader:) }
    assert_match(/needs the async-http gem/, error.message)
    assert_nil Duckling::Server::Dependencies.require!(loader: ->(_) { true })
  end

  def test_usage_errors_exit_2
    [%w[--port banana], %w[--workers 0], %w[--max-body lots], %w[--default-tz Mars/Olympus],
     %w[--gvl-release-threshold some], %w[--idle-timeout 0]].each do |args|
      _, err, status = Open3.capture3(RbConfig.ruby, EXE, *args)
      assert_equal 2, status.exitstatus, "#{args.join(' ')}: #{err}"
      assert_match(/duckling-server: /, err)
    end
  end

  def test_a_port_in_use_is_a_clear_error
    taken = TCPServer.new("127.0.0.1", 0)
    _, err, status = Open3.capture3(RbConfig.ruby, EXE, "--port", taken.addr[1].to_s)
    assert_equal 1, status.exitstatus
    assert_match(/cannot listen on 127.0.0.1:\d+: Address already in use/, err)
  ensure
    taken&.close
  end

  def test_config_defaults_and_options
    defaults = Duckling::Server::Config.parse([], env: { "PORT" => "9001" })
    assert_equal ["127.0.0.1", 9001, 10 * 1024 * 1024, 10.0, 60.0],
                 defaults.to_h.values_at(:host, :port, :max_body, :timeout, :idle_timeout)
    config = Duckling::Server::Config.parse(%w[--host 0.0.0.0 -p 0 -w 3 --max-body 512k -t 0.5 --quiet], env: {})
    assert_equal ["0.0.0.0", 0, 3, 512 * 1024, 0.5, true],
                 config.to_h.values_at(:host, :port, :workers, :max_body, :timeout, :quiet)
    assert_equal %w[en en_US], defaults.preload
    assert_equal %w[es fr_FR de], Duckling::Server::Config.parse(%w[--preload es,fr_FR,de], env: {}).preload
    error = assert_raises(OptionParser::InvalidArgument) { Duckling::Server::Config.parse(%w[--preload es,xx], env: {}) }
    assert_match(/--preload es,xx \(supported: af, .*\bde, .*\ben, en_AU, /, error.message)
  end

  # --- how form fields become parse options (no server needed) ------------------------------------------------

  def test_locale_lang_tz_and_reftime_are_read_as_duckling_reads_them
    read = ->(fields) { Duckling::Server::ParseRequest.new({ "text" => "x" }.merge(fields), default_tz: "UTC").options }
    assert_equal "en", read.call({})[:locale], "no locale, no lang: Duckling's default, EN without a region"
    assert_equal "en_GB", read.call("locale" => "en_GB", "lang" => "xx")[:locale], "locale wins over lang"
    assert_equal "en_GB", read.call("locale" => "EN-gb")[:locale]
    assert_equal "en", read.call("locale" => "en_XX")[:locale], "an unknown region falls back to the language"
    assert_equal "en", read.call("locale" => "_")[:locale], "Rasa without a language: no locale"
    assert_equal "es_MX", read.call("locale" => "es_MX")[:locale]
    assert_equal "fr", read.call("locale" => "fr_FR")[:locale], "a region French does not distinguish is French"
    assert_equal "de", read.call("lang" => "DE")[:locale], "Duckling's lang parameter, upper case as it sends it"
    assert_equal "UTC", read.call({})[:tz], "the server's default zone"
    assert_equal "Asia/Tokyo", read.call("tz" => "Asia/Tokyo")[:tz]
    assert_equal Time.utc(2019, 3, 31, 2, 40), read.call("reftime" => "1554000000000")[:reference_time]
    assert_nil read.call("dims" => "null")[:dims]
    assert_equal %w[time], read.call("dims" => '["time"]')[:dims]
    assert_equal [true, false], [read.call("latent" => "TRUE")[:latent], read.call("latent" => "")[:latent]]
    assert_equal [0.25, 2.0, 1e-3, nil], %w[0.25 2 1e-3 \ ].map { |s| read.call("deadline" => s)[:deadline] }
  end

  def test_form_decoding_keeps_the_first_value_and_decodes_utf8
    form = Duckling::Server::Form.new(max_body: 100)
    assert_equal({ "text" => "caf\u00e9 au lait", "x" => "" }, form.decode("text=caf%C3%A9+au+lait&text=no&x"))
  end

  # After long parses, once none has run or finished for a whole `quiet` tick: one GC, then release_memory on a
  # thread of its own; none while a long parse runs, none again until more have finished.
  def test_memory_is_released_once_long_parses_have_stopped
    require "async"
    require "duckling/server/admission"
    require "duckling/server/memory"
    admission = Duckling::Server::Admission.new(workers: 1, queue: 0)
    calls = Thread::Queue.new
    engine = Object.new
    engine.define_singleton_method(:release_memory) { calls << [:release, Thread.current] }
    memory = Duckling::Server::Memory.new(admission, engine:, quiet: 0.01, mallopt: nil)
    Sync do |task|
      trimmer = task.async { |t| memory.run(t) }
      sleep 0.05
      assert_equal 0, memory.trims, "no long parse yet"
      admission.admit { nil }
      admission.admit do
        sleep 0.05
        assert_equal 0, memory.trims, "not while a long parse runs"
      end
      gcs = GC.count
      sleep 0.05
      memory.last_trim.join(5)
      assert_operator GC.count, :>, gcs, "a GC first"
      release, thread = calls.pop
      assert_equal :release, release
      refute_equal Thread.current, thread, "on a thread of its own"
      sleep 0.05
      assert_equal 1, memory.trims, "none again until more long parses finish"
      trimmer.stop
    end
  end

  # A long field is decoded a slice at a time with a pause between slices, and decodes as it would whole: no
  # escape and no character is cut at a slice's end, wherever the ends fall.
  def test_a_long_field_is_decoded_in_slices_to_the_same_text
    pauses = 0
    form = Duckling::Server::Form.new(max_body: 1 << 24, pause: -> { pauses += 1 })
    text = "caf\u00e9 100% s\u00fbr & 42+ ; \u{1F600} " * 20_000
    assert_equal text, form.decode(URI.encode_www_form(text:))["text"]
    assert_operator pauses, :>=, URI.encode_www_form(text:).bytesize / Duckling::Server::Form::SLICE
    (0..5).each do |shift|
      raw = "#{'a' * (Duckling::Server::Form::SLICE - shift)}%%%4%41#{'%C3%A9' * 30_000}"
      assert_equal CGI.unescape(raw, Encoding::UTF_8), form.decode("text=#{raw}")["text"], "shift #{shift}"
    end
  end

  private

  def http(target = server, read_timeout: 30)
    LoopbackHTTP.client(target.port, read_timeout:)
  end

  def get(path)
    http.get(path)
  end

  def post(path, fields)
    http.post(path, URI.encode_www_form(fields), FORM)
  end

  def assert_error(status, message, response)
    assert_equal status.to_s, response.code, response.body
    assert_equal "application/json", response["content-type"]
    assert_match message, JSON.parse(response.body)["error"]
  end

  # Runs the block (a request) in a thread while pinging GET / on a keep-alive connection every 2 ms
  # (at most 2000 pings, at most 30 s). @return [Array(Float, Array<Float>)] the block's time, each ping's latency
  def ping_while
    client = http.tap(&:start) # before the other thread starts: both talk to the same server
    big_time = nil
    worker = Thread.new { big_time = elapsed { yield } }
    pings = []
    sleep 0.005
    deadline = monotonic + 30
    while worker.alive? && pings.size < 2000 && monotonic < deadline
      pings << elapsed { assert_equal "quack!", client.get("/").body }
      sleep 0.002
    end
    worker.join(30)
    [big_time, pings]
  ensure
    client&.finish if client&.started?
  end

  def curl_post_file(path)
    out, status = Open3.capture2("curl", "-sS", "--max-time", "30", "--data-binary", "@#{path}", "-H",
                                 FORM.first.join(": "), server.uri("/parse").to_s, "-o", "/dev/null", "-w", "%{http_code}")
    assert status.success?
    assert_equal "200", out
  end

  # Tries to connect, every 10 ms for at most 3 s, until the connection is refused.
  def refused_soon?(port)
    deadline = monotonic + 3
    while monotonic < deadline
      begin
        TCPSocket.new("127.0.0.1", port).close
      rescue Errno::ECONNREFUSED
        return true
      end
      sleep 0.01
    end
    false
  end

  # Writes `bytes` on a new connection and reads the answer until the server closes (at most 10 s).
  # @return [Array(String, Hash, String)] status, headers (lower-case names), body
  def raw_exchange(bytes, target = server)
    socket = TCPSocket.new("127.0.0.1", target.port)
    begin
      socket.write(bytes)
    rescue SystemCallError
      nil # answered and closed before reading it all
    end
    answer = +""
    deadline = monotonic + 10
    while (left = deadline - monotonic).positive? && socket.wait_readable(left)
      chunk = socket.read_nonblock(65_536, exception: false) or break
      answer << chunk
    end
    head, body = answer.split("\r\n\r\n", 2)
    status, *fields = head.to_s.split("\r\n")
    [status.to_s[%r{\AHTTP/1\.1 (\d+)}, 1], fields.to_h { |f| f.split(": ", 2).then { |k, v| [k.downcase, v] } }, body]
  rescue Errno::ECONNRESET
    [nil, {}, answer]
  ensure
    socket&.close
  end

  def metrics(target)
    http(target).get("/metrics").body
  end

  # Polls /metrics every ms until `name` has `value`. @return [Boolean]
  def wait_for_metric(target, name, value, within:)
    client = http(target).tap(&:start)
    deadline = monotonic + within
    until client.get("/metrics").body[/^#{name} (\d+)$/, 1].to_i == value
      return false if monotonic > deadline

      sleep 0.001
    end
    true
  ensure
    client&.finish if client&.started?
  end

  def wait_for_log(target, within: 5)
    deadline = monotonic + within
    until (line = target.log.find { |l| yield l })
      flunk "no such log line in #{within} s:\n#{target.log.join}" if monotonic > deadline
      sleep 0.01
    end
    line
  end
end
