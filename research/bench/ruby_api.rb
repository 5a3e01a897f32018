# frozen_string_literal: true

require "benchmark/ips"
require "stringio"

module Bench
  # The Ruby API with benchmark-ips: short, medium and 10 KB texts, and the call overhead of an empty text.
  module RubyApi
    REFERENCE_TIME = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")
    SHORT = "tomorrow at 5pm"
    MEDIUM = "Can we move the review to next friday at 3pm? The venue costs $250 for 4 hours, " \
             "it's 12 km from the office; mail events@example.com or call (650) 123-4567."

    module_function

    def texts
      { "empty (call overhead)" => "", "short (15 B)" => SHORT, "medium (#{MEDIUM.bytesize} B)" => MEDIUM,
        "10 KB email" => Scaling.dense_text(10 * 1024) }
    end

    ANSWER_BY_RUBY = "Ruby builds the short answer"

    # @return [Hash{String => Float}] microseconds per call, by label
    def measure
      times = Spike::Env.pick(full: { warmup: 1, time: 3 }, quick: { warmup: 0.2, time: 0.5 })
      build = answer_literal(SHORT)
      report = Benchmark.ips(quiet: true) do |x|
        x.config(**times)
        texts.each { |label, text| x.report(label) { Duckling.parse(text, reference_time: REFERENCE_TIME) } }
        x.report(ANSWER_BY_RUBY, &build)
      end
      report.entries.to_h { |e| [e.label, 1e6 / e.stats.central_tendency] }
    end

    # The answer to `text` built by Ruby itself: a literal with the same objects as the binding makes (new Hashes,
    # Arrays and unfrozen Strings; the frozen vocabulary strings shared, as the binding shares them). What it
    # costs is the least any binding pays to hand that answer to Ruby.
    def answer_literal(text)
      answer = Duckling.parse(text, reference_time: REFERENCE_TIME)
      eval("# frozen_string_literal: true\n-> { #{literal(answer)} }", binding, __FILE__, __LINE__) # rubocop:disable Security/Eval
    end

    def literal(object)
      case object
      when Hash then "{#{object.map { |key, value| "#{key}: #{literal(value)}" }.join(', ')}}"
      when Array then "[#{object.map { |value| literal(value) }.join(', ')}]"
      when String then object.frozen? ? object.inspect : "+#{object.inspect}"
      else object.inspect
      end
    end

    # The engine's own time per parse of `text`, in µs: the median of 5 loops of `calls` parses inside the
    # extension (`Duckling::TestHooks.engine_us`: no Ruby call, no conversion), same options as `parse`.
    def engine_us(text, calls)
      Array.new(5) { Duckling::TestHooks.engine_us(text, REFERENCE_TIME, calls) }.sort[2]
    end

    def report
      Spike::Env.progress("ruby api: benchmark-ips")
      micros = measure
      by_ruby = micros.delete(ANSWER_BY_RUBY)
      seconds = Spike::Env.pick(full: 0.5, quick: 0.05) # per loop, from the Ruby call's time
      engine = texts.to_h { |label, text| [label, engine_us(text, [(seconds * 1e6 / micros[label]).ceil, 10].max)] }
      rows = micros.map { |label, us| [label, us, 1e6 / us, engine[label], us - engine[label]] }
      short, empty = %w[short empty].map { |name| rows.find { |r| r.first.start_with?(name) } }
      <<~MD
        ## Ruby API (`Duckling.parse`, benchmark-ips, one thread, default threshold)

        #{Spike::Markdown.table(['text', 'µs per call', 'calls/s', 'engine alone µs', 'Ruby over engine µs'], rows)}

        The empty text measures the cost of a call that finds nothing: argument checks, the native call and an
        empty result. "Engine alone" is the same text parsed in a loop inside the extension (no Ruby call, no
        conversion to Ruby objects), in the same run; the last column is what the Ruby API adds: for the short
        text #{format('%.2f', short[4])} µs (target ≤ 1.5 µs, issue 13).

        Of that, the empty call's part over the engine is #{format('%.2f', empty[4])} µs, and Ruby itself takes
        #{format('%.2f', by_ruby)} µs to build the short text's answer (a literal of the same #{object_count(SHORT)} objects, timed in the
        same benchmark): what no binding avoids while the answer is this `Array<Hash>`. The rest,
        #{format('%.2f', short[4] - empty[4] - by_ruby)} µs, is the binding's conversion code and whatever a call that finds something costs beyond
        the engine's loop.
      MD
    end

    # Objects of the answer to `text` that a call makes (the frozen vocabulary strings are shared, not made).
    def object_count(text) = Spike::Answer.size(Duckling.parse(text, reference_time: REFERENCE_TIME)).last
  end
end
