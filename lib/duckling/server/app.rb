# frozen_string_literal: true

require "json"
require "protocol/http/response"

module Duckling
  class Server
    # The routes, Duckling's: `GET /` (health check: "quack!"), `GET /targets` (dims per language),
    # `POST /parse` (form fields → Duckling's JSON array); and `GET /metrics` (Prometheus text, see {Metrics}).
    # Answers errors the client can fix with 4xx and a JSON body `{"error": "..."}`, a parse past the timeout or
    # a full queue with 503; a 500 only for a bug. A client that hangs up gets nothing (ClientClosed goes on up to
    # the connection, which closes).
    #
    # A request's `deadline` that passes gets 200 with the entities of the part of the text finished and the header
    # `X-Duckling-Partial: N`: the answer covers the text before character N (Duckling::DeadlineExceeded).
    #
    # Compatible by default: an unknown dim is dropped and named in `X-Duckling-Ignored-Dims`, and a request
    # without `text` gets Duckling's own 422 (its plain sentence as the body, labelled application/json as
    # Duckling's server labels it). `strict: true` answers both with a 400/422 and the JSON error body.
    class App
      JSON_TYPE = "application/json"
      ROUTES = { "/" => "GET", "/targets" => "GET", "/parse" => "POST", "/metrics" => "GET" }.freeze
      IGNORED_DIMS = "x-duckling-ignored-dims"
      PARTIAL = "x-duckling-partial"

      # @param parser [Parser]
      # @param form [Form]
      # @param default_tz [String]
      # @param metrics [Metrics]
      # @param admission [Admission]
      # @param strict [Boolean]
      # @param log [#call, nil] receives a message about an internal error
      def initialize(parser:, form:, default_tz:, metrics:, admission:, strict: false, log: nil) # rubocop:disable Metrics/ParameterLists
        @parser = parser
        @form = form
        @default_tz = default_tz
        @metrics = metrics
        @admission = admission
        @strict = strict
        @log = log
      end

      # @param request [Protocol::HTTP::Request]
      # @return [Protocol::HTTP::Response]
      # @raise [ClientClosed] the client hung up before its answer was ready
      def call(request)
        path = request.path.to_s.split("?", 2).first
        allowed = ROUTES[path] or return error(404, "no route #{path}; try POST /parse, GET /targets or GET /")
        return error(405, "#{path} takes #{allowed}, not #{request.method}", "allow" => allowed) unless request.method == allowed

        case path
        when "/" then respond(200, "quack!", "text/plain; charset=utf-8")
        when "/targets" then respond(200, targets)
        when "/metrics" then respond(200, @metrics.render(@admission), Metrics::CONTENT_TYPE)
        else parse(request)
        end
      rescue ClientClosed
        raise
      rescue MissingText => e
        @strict ? error(e.status, e.message) : respond(e.status, e.message)
      rescue HTTPError => e
        error(e.status, e.message, headers_for(e))
      rescue ArgumentError, TypeError => e
        error(400, e.message)
      rescue StandardError => e # Duckling::Error or a bug of ours: not the client's fault
        @log&.call("internal error on #{request.method} #{request.path}: #{e.class}: #{e.message}")
        error(500, "internal error: #{e.class}")
      end

      private

      def parse(request)
        params = ParseRequest.new(@form.read(request), default_tz: @default_tz, strict: @strict)
        headers = ignored_dims(params.ignored_dims)
        json = begin
          @parser.parse_json(params.text, hang_up: hang_up(request), **params.options)
        rescue DeadlineExceeded => e
          headers[PARTIAL] = e.parsed_to.to_s
          e.entities
        end
        respond(200, json, JSON_TYPE, headers)
      ensure
        # The text (up to --max-body) is this request's alone and done with: free it now rather than at a major GC
        # (a text that waited in the queue has grown old).
        params&.text&.clear
      end

      # How the parser notices that this request's client has gone (nil when the request came some other way).
      def hang_up(request)
        connection = request.respond_to?(:connection) && request.connection
        connection.method(:wait_for_hang_up) if connection.respond_to?(:wait_for_hang_up)
      end

      # Header values may hold only visible ASCII: anything else in a client's dim name is shown as "?".
      def ignored_dims(names)
        return {} if names.empty?

        { IGNORED_DIMS => names.map { |name| name.scrub.gsub(/[^\x21-\x7e]/, "?") }.join(", ") }
      end

      def headers_for(error)
        case error
        when PayloadTooLarge then { "connection" => "close" }
        when Overloaded then { "retry-after" => error.retry_after.to_s }
        else {}
        end
      end

      # Duckling's shape: {"en": ["amount-of-money", …]}, keyed by lower-case language, each with the dimensions
      # that language has.
      def targets
        @targets ||= JSON.generate(Duckling.locales.map { |l| l.split("_").first.downcase }.uniq
                                           .to_h { |lang| [lang, Duckling.dims(lang)] })
      end

      def respond(status, body, type = JSON_TYPE, headers = {})
        ::Protocol::HTTP::Response[status, { "content-type" => type }.merge(headers), [body]]
      end

      def error(status, message, headers = {})
        respond(status, JSON.generate({ error: message.to_s.scrub }), JSON_TYPE, headers)
      end
    end
  end
end
