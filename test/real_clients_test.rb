# frozen_string_literal: true

require_relative "test_helper"
require_relative "support/server_process"
require "fileutils"
require "json"
require "open3"
require "socket"

# The clients people already run against Duckling, driven against a duckling-server as their documentation shows:
# PyPI's qwackling (DucklingWrapper.config(...).parse), npm's @nlpjs/builtin-duckling (BuiltinDuckling#extract),
# and the request Rasa's DucklingEntityExtractor sends, replayed byte for byte. Each answer is compared, shape and
# values, with the real Duckling's answer to the same request (fixtures/real_clients/expected.json, written by
# expected_from_duckling.py from Duckling 0.2.0.0). Entities are compared in (start, end, dim) order: the order of
# Duckling's list is not part of its contract.
#
# The clients are installed, at pinned versions, from their registries into tmp/real-clients (kept between runs;
# reinstalled when the versions change). That needs python3 with venv, node and npm in the dev root, and the
# registries: without them the test fails and says so.
class RealClientsTest < Minitest::Test
  include DucklingTest

  FIXTURES = File.expand_path("fixtures/real_clients", __dir__)
  SCRATCH = File.expand_path("../tmp/real-clients", __dir__)
  QWACKLING = "qwackling==0.1.5"
  NLPJS = "@nlpjs/builtin-duckling@4.26.1"
  REQUESTS = JSON.parse(File.read(File.join(FIXTURES, "requests.json")))
  EXPECTED = JSON.parse(File.read(File.join(FIXTURES, "expected.json")))

  # One server for the whole class (its default zone, Duckling's, is what nlp.js and a Rasa without a timezone get).
  def self.server
    @server ||= ServerProcess.new("--quiet")
  end

  # Installs both clients once per run. @return [String, nil] why they could not be installed
  def self.install_failure
    return @install_failure if defined?(@install_failure)

    @install_failure = install
  end

  def self.install
    stamp = File.join(SCRATCH, "installed")
    return nil if File.exist?(stamp) && File.read(stamp) == "#{QWACKLING} #{NLPJS}"

    FileUtils.rm_rf(SCRATCH)
    FileUtils.mkdir_p(File.join(SCRATCH, "node"))
    [%W[python3 -m venv #{SCRATCH}/venv],
     %W[#{SCRATCH}/venv/bin/pip install --quiet --disable-pip-version-check #{QWACKLING}],
     %W[npm install --prefix #{SCRATCH}/node --no-audit --no-fund --silent #{NLPJS}]].each do |command|
      out, status = Open3.capture2e(*command)
      return "#{command.join(' ')} failed (#{status}):\n#{out}" unless status.success?
    rescue SystemCallError => e
      return "#{command.first}: #{e.message} (the dev root needs python3 python3-venv nodejs npm)"
    end
    File.write(stamp, "#{QWACKLING} #{NLPJS}")
    nil
  end

  def setup
    failure = self.class.install_failure
    flunk "cannot install the real clients: #{failure}" if failure
  end

  def test_qwackling_as_its_readme_shows
    answers = run_client("#{SCRATCH}/venv/bin/python", File.join(FIXTURES, "qwackling_client.py"),
                         self.class.server.port.to_s, input: REQUESTS["qwackling"])
    assert_equal REQUESTS["qwackling"].size, answers.size
    answers.zip(EXPECTED["qwackling"], REQUESTS["qwackling"]).each do |got, want, request|
      assert_same_entities want, got, request["text"]
    end
  end

  def test_nlpjs_builtin_duckling_as_nlpjs_uses_it
    answers = run_client("node", File.join(FIXTURES, "nlpjs_client.js"), self.class.server.uri("/parse").to_s,
                         input: REQUESTS["nlpjs"], env: { "NODE_PATH" => "#{SCRATCH}/node/node_modules" })
    assert_equal REQUESTS["nlpjs"].size, answers.size
    answers.zip(EXPECTED["nlpjs"], REQUESTS["nlpjs"]).each do |got, want, request|
      assert_same_entities want, got["sourceEntities"], request["text"]
      # nlp.js's own edges, made from the same entities (empty when its request failed: it swallows errors).
      assert_equal sorted(want).map { |e| [e["body"], e["start"], e["dim"]] },
                   got["edges"].map { |e| [e["sourceText"], e["start"], e["rawEntity"]] }.sort_by { |_, s, d| [s, d] },
                   request["text"]
    end
  end

  # Rasa posts with requests: its headers, form fields text, locale ("en_EN" from the language alone, "_" with
  # none), tz only when configured, dims as json.dumps (null for all), reftime in ms; charset=UTF-8 on the type.
  def test_rasa_s_request_byte_for_byte
    REQUESTS["rasa"].zip(EXPECTED["rasa"]).each do |request, want|
      status, headers, body = rasa_post(request["body"])
      assert_equal "200", status, body
      assert_equal "application/json", headers["content-type"]
      assert_same_entities want, JSON.parse(body), request["body"]
    end
  end

  private

  def run_client(*command, input:, env: {})
    out, err, status = Open3.capture3(env, *command, stdin_data: JSON.generate(input))
    assert status.success?, "#{command.join(' ')}: #{status}\n#{err}"
    JSON.parse(out)
  end

  def rasa_post(body)
    port = self.class.server.port
    request = "POST /parse HTTP/1.1\r\nHost: 127.0.0.1:#{port}\r\nUser-Agent: python-requests/2.32.3\r\n" \
              "Accept-Encoding: gzip, deflate\r\nAccept: */*\r\nConnection: keep-alive\r\n" \
              "Content-Type: application/x-www-form-urlencoded; charset=UTF-8\r\nContent-Length: #{body.bytesize}\r\n" \
              "\r\n#{body}"
    socket = TCPSocket.new("127.0.0.1", port)
    socket.write(request)
    read_response(socket)
  ensure
    socket&.close
  end

  # @return [Array(String, Hash, String)] status, headers (lower-case names), body (Content-Length bytes)
  def read_response(socket)
    head = +""
    head << read_some(socket) until head.include?("\r\n\r\n")
    head, body = head.split("\r\n\r\n", 2)
    status, *fields = head.split("\r\n")
    headers = fields.to_h { |f| f.split(": ", 2).then { |k, v| [k.downcase, v] } }
    body << read_some(socket) while body.bytesize < Integer(headers.fetch("content-length"))
    [status[%r{\AHTTP/1\.1 (\d+)}, 1], headers, body.force_encoding(Encoding::UTF_8)]
  end

  def read_some(socket)
    socket.wait_readable(30) or flunk "no answer within 30 s"
    socket.readpartial(65_536)
  end

  def assert_same_entities(want, got, context)
    refute_empty want, "the fixture expects entities for #{context.inspect}"
    assert_equal sorted(want), sorted(got), context
  end

  def sorted(entities)
    entities.sort_by { |e| [e["start"], e["end"], e["dim"]] }
  end
end
