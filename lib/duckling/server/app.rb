# frozen_string_literal: true

require "json"
require "protocol/http/response"

module Duckling
  class Server
    # The routes, Duckling's: `GET /` (health check: "quack!"), `GET /targets` (dims per language),
    # `POST /parse` (form fields → Duckling's JSON array). Answers errors the client can fix with 4xx and a JSON
    # body `{"error": "..."}`, a parse past the timeout with 503; a 500 only for a bug.
    class App
      JSON_TYPE = "application/json"
      ROUTES = { "/" => "GET", "/targets" => "GET", "/parse" => "POST" }.freeze

      # @param parser [Parser]
      # @param form [Form]
      # @param default_tz [String]
      # @param log [#call, nil] receives a message about an internal error
      def initialize(parser:, form:, default_tz:, log: nil)
        @parser = parser
        @form = form
        @default_tz = default_tz
        @log = log
      end

      # @param request [Protocol::HTTP::Request]
      # @return [Protocol::HTTP::Response]
      def call(request)
        path = request.path.to_s.split("?", 2).first
        allowed = ROUTES[path] or return error(404, "no route #{path}; try POST /parse, GET /targets or GET /")
        return error(405, "#{path} takes #{allowed}, not #{request.method}", "allow" => allowed) unless request.method == allowed

        case path
        when "/" then respond(200, "quack!", "text/plain; charset=utf-8")
        when "/targets" then respond(200, targets)
        else parse(request)
        end
      rescue HTTPError => e
        error(e.status, e.message, e.is_a?(PayloadTooLarge) ? { "connection" => "close" } : {})
      rescue ArgumentError, TypeError => e
        error(400, e.message)
      rescue StandardError => e # Duckling::Error or a bug of ours: not the client's fault
        @log&.call("internal error on #{request.method} #{request.path}: #{e.class}: #{e.message}")
        error(500, "internal error: #{e.class}")
      end

      private

      def parse(request)
        params = ParseRequest.new(@form.read(request), default_tz: @default_tz)
        respond(200, @parser.parse_json(params.text, **params.options))
      end

      # Duckling's shape: {"en": ["amount-of-money", …]}, keyed by lower-case language.
      def targets
        @targets ||= JSON.generate(Duckling.locales.map { |l| l.split("_").first.downcase }.uniq
                                           .to_h { |lang| [lang, Duckling.dims] })
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
