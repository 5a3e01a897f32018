# frozen_string_literal: true

module Duckling
  # Turns the keyword arguments of the public API into the primitives Duckling::Native takes, raising
  # TypeError or ArgumentError with a message that says what was wrong. The extension reads the usual values
  # itself (a UTF-8 String, a Time, nil) and calls these for the others.
  # @api private
  module Arguments
    module_function

    # @return [String] `text` as valid UTF-8 (the same object when it already is)
    def text(text)
      raise TypeError, "text must be a String, got #{text.class}" unless text.is_a?(String)

      case text.encoding
      when Encoding::UTF_8, Encoding::US_ASCII
        return text if text.valid_encoding?

        raise ArgumentError, "text is not valid #{text.encoding}: #{invalid_bytes(text)}"
      when Encoding::BINARY
        utf8 = text.dup.force_encoding(Encoding::UTF_8)
        return utf8 if utf8.valid_encoding?

        raise ArgumentError, "text is binary (ASCII-8BIT) and not valid UTF-8: #{invalid_bytes(utf8)}"
      else
        transcode(text)
      end
    end

    def transcode(text)
      text.encode(Encoding::UTF_8)
    rescue EncodingError => e
      raise ArgumentError, "text cannot be converted from #{text.encoding} to UTF-8: #{e.message}"
    end

    def invalid_bytes(text)
      offset = text.each_char.take_while(&:valid_encoding?).sum(&:bytesize)
      "invalid byte #{format('0x%02X', text.getbyte(offset))} at byte offset #{offset}"
    end

    # @return [Time]
    def reference_time(time)
      return time if time.is_a?(Time)
      # The extension reads the clock for Native::NOW itself; parse_all takes one instant for all its slices.
      return Time.now if time.equal?(Native::NOW)

      time = time.to_time if time.respond_to?(:to_time)
      return time if time.is_a?(Time)

      raise TypeError, "reference_time must be a Time (or respond to #to_time), got #{time.inspect}"
    end

    def locale(locale)
      return nil if locale.nil?
      raise TypeError, "locale must be a String or Symbol, got #{locale.class}" unless name?(locale)

      locale.to_s
    end

    def tz(tz)
      return nil if tz.nil?
      raise TypeError, "tz must be a String (an IANA zone name), got #{tz.class}" unless name?(tz)

      tz.to_s
    end

    def dims(dims)
      return nil if dims.nil?

      Array(dims).map do |dim|
        raise TypeError, "dims must be names (Strings or Symbols), got #{dim.inspect}" unless name?(dim)

        dim.to_s
      end
    end

    # The assumptions a caller changed, as the extension takes them: nil when none was, else the three names
    # (nil for Duckling's). Which names are valid the engine says, in the ArgumentError it raises for another.
    # @return [Array<String, nil>, nil]
    def assumptions(prefer, date_order, week_start)
      return nil unless prefer || date_order || week_start

      [assumption(:prefer, prefer), assumption(:date_order, date_order), assumption(:week_start, week_start)]
    end

    def assumption(option, value)
      return nil if value.nil?
      raise TypeError, "#{option} must be a Symbol or String, got #{value.class}" unless name?(value)

      value.to_s
    end

    # `deadline:` as the extension takes it: seconds as a Float, nil for none.
    # @return [Float, nil]
    def deadline(seconds)
      return nil if seconds.nil?
      unless seconds.is_a?(Numeric) && seconds.real?
        raise TypeError, "deadline must be a number of seconds (Numeric) or nil, got #{seconds.class}"
      end

      float = seconds.to_f
      return float if float.positive? && float.finite?

      raise ArgumentError, "deadline must be a positive, finite number of seconds, or nil; got #{seconds.inspect}"
    end

    # The options part of a Native call, validated once (parse_all, and the overhead experiment, reuse it).
    def options(locale:, reference_time:, tz:, dims:, latent:, prefer: nil, date_order: nil, week_start: nil)
      [self.locale(locale), self.reference_time(reference_time), self.tz(tz), self.dims(dims), latent ? true : false,
       assumptions(prefer, date_order, week_start)]
    end

    def name?(value)
      value.is_a?(String) || value.is_a?(Symbol)
    end
  end
end
