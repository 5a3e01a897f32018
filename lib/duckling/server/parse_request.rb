# frozen_string_literal: true

require "json"

module Duckling
  class Server
    # The form fields of a `POST /parse`, read the way Duckling's server reads them, as the keyword arguments of
    # {Duckling.parse_json}. Unknown fields are ignored. Where Duckling silently falls back on a value it cannot
    # use (an unknown zone becomes UTC, an unknown language English, malformed dims all dims, a malformed reftime
    # a crash), this answers 400 with the reason instead — except the cases real clients rely on:
    #
    # - `locale` wins over `lang`; a locale whose region is unknown falls back to its language ("en_EN", which
    #   Rasa sends when configured only with a language, is "en"); no locale and no lang is "en"; "_" (what Rasa
    #   sends with no language at all) is no locale.
    # - `tz` absent or empty: the server's default zone (Duckling's: America/Los_Angeles).
    # - `reftime` absent or empty: now. Otherwise integer milliseconds since the epoch, in UTC.
    # - `dims` absent, empty, `null` (Rasa's json.dumps(None)) or `[]`: every dimension.
    # - an unknown name in `dims` is dropped, as Duckling drops it ({#ignored_dims} names it; when none is left,
    #   every dimension, as Duckling does with an empty list) — one misspelt dim in a Rasa config must not cost
    #   every entity. `strict: true` answers 400 instead.
    # - `latent`: "true"/"false" in any case; absent or empty is false.
    # - `prefer` ("future"/"past"), `date_order` ("mdy"/"dmy"/"ymd"), `week_start` ("monday"/"sunday"): the
    #   assumptions Duckling's server never lets a client change (see {Duckling.parse}); absent or empty is
    #   Duckling's, another value a 400 naming the valid ones.
    # - `deadline`: seconds (a decimal number, "0.25") the parse may take, as `deadline:` of {Duckling.parse};
    #   absent or empty is none. Past it the answer is the entities of the part finished, with a header saying so.
    class ParseRequest
      # Duckling's own words for a request without `text` (its server answers them as a plain 422 body).
      MISSING_TEXT = "Need a 'text' parameter to parse"

      # @return [String]
      attr_reader :text
      # @return [Hash] locale:, reference_time:, tz:, dims:, latent:, prefer:, date_order:, week_start:, deadline:
      attr_reader :options
      # @return [Array<String>] names in `dims` that are no dimension, dropped (always empty when strict)
      attr_reader :ignored_dims

      # @param fields [Hash{String => String}] the decoded form
      # @param default_tz [String]
      # @param strict [Boolean] an unknown dim is a 400, not dropped
      # @param now [Time] the reference time when the request has none
      # @raise [MissingText] no text field
      # @raise [BadRequest] a field's value is unusable (the message says which and why)
      def initialize(fields, default_tz:, strict: false, now: Time.now)
        @text = fields["text"] or raise MissingText, MISSING_TEXT
        @strict = strict
        @ignored_dims = []
        @options = { locale: locale(present(fields["locale"]), present(fields["lang"])),
                     reference_time: reference_time(present(fields["reftime"])) || now,
                     tz: present(fields["tz"]) || default_tz,
                     dims: dims(present(fields["dims"])),
                     latent: latent(present(fields["latent"])),
                     prefer: present(fields["prefer"]),
                     date_order: present(fields["date_order"]),
                     week_start: present(fields["week_start"]),
                     deadline: deadline(present(fields["deadline"])) }
      end

      private

      def present(value)
        value unless value.nil? || value.strip.empty?
      end

      def languages
        Duckling.locales.map { |l| l.split("_").first }.uniq
      end

      def locale(locale, lang)
        return language(lang) if locale.nil? || locale.delete("_-").strip.empty?

        code, region, *rest = locale.strip.tr("-", "_").split("_")
        code = code.to_s.downcase
        unless rest.empty? && languages.include?(code)
          raise BadRequest, "unknown locale #{locale.inspect}; supported: #{Duckling.locales.join(', ')}"
        end

        full = "#{code}_#{region.to_s.upcase}"
        Duckling.locales.include?(full) ? full : code
      end

      def language(lang)
        return "en" if lang.nil?

        code = lang.strip.downcase
        return code if languages.include?(code)

        raise BadRequest, "unknown lang #{lang.inspect}; supported: #{languages.join(', ')}"
      end

      def reference_time(reftime)
        return nil if reftime.nil?

        unless reftime.strip.match?(/\A-?\d{1,16}\z/)
          raise BadRequest, "reftime must be an integer number of milliseconds since the epoch, got #{reftime.inspect}"
        end

        Time.at(Rational(Integer(reftime.strip, 10), 1000)).utc
      end

      def dims(json)
        return nil if json.nil?

        names = JSON.parse(json)
        return nil if names.nil? || names == []
        return known_dims(names) if names.is_a?(Array) && names.all?(String)

        raise BadRequest, %(dims must be a JSON array of dimension names, e.g. ["time","number"], got #{json})
      rescue JSON::ParserError
        raise BadRequest, %(dims must be a JSON array of dimension names, e.g. ["time","number"], got #{json})
      end

      # Strict: the names as given (Duckling.parse_json raises on an unknown one: 400). Otherwise Duckling's rule:
      # drop the unknown ones; none left means every dimension.
      def known_dims(names)
        return names if @strict

        known, @ignored_dims = names.partition { |name| Duckling.dims.include?(name) }
        known.empty? ? nil : known
      end

      # A number of seconds; whether it is one a parse takes (positive, finite) Duckling.parse_json says.
      def deadline(value)
        return nil if value.nil?
        return Float(value.strip) if value.strip.match?(/\A(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?\z/i)

        raise BadRequest, "deadline must be a number of seconds (0.25), got #{value.inspect}"
      end

      def latent(value)
        case value&.strip&.downcase
        when nil, "false" then false
        when "true" then true
        else raise BadRequest, "latent must be true or false, got #{value.inspect}"
        end
      end
    end
  end
end
