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

    # @return [Hash{String => Float}] microseconds per call, by label
    def measure
      times = Spike::Env.pick(full: { warmup: 1, time: 3 }, quick: { warmup: 0.2, time: 0.5 })
      report = Benchmark.ips(quiet: true) do |x|
        x.config(**times)
        texts.each { |label, text| x.report(label) { Duckling.parse(text, reference_time: REFERENCE_TIME) } }
      end
      report.entries.to_h { |e| [e.label, 1e6 / e.stats.central_tendency] }
    end

    # The engine's own time per parse of `text`, in µs: the median of 5 loops of `calls` parses inside the
    # extension (`Duckling::TestHooks.engine_us`: no Ruby call, no conversion), same options as `parse`.
    def engine_us(text, calls)
      Array.new(5) { Duckling::TestHooks.engine_us(text, REFERENCE_TIME, calls) }.sort[2]
    end

    def report
      Spike::Env.progress("ruby api: benchmark-ips")
      micros = measure
      seconds = Spike::Env.pick(full: 0.5, quick: 0.05) # per loop, from the Ruby call's time
      engine = texts.to_h { |label, text| [label, engine_us(text, [(seconds * 1e6 / micros[label]).ceil, 10].max)] }
      rows = micros.map { |label, us| [label, us, 1e6 / us, engine[label], us - engine[label]] }
      short = rows.find { |r| r.first.start_with?("short") }
      <<~MD
        ## Ruby API (`Duckling.parse`, benchmark-ips, one thread, default threshold)

        #{Spike::Markdown.table(['text', 'µs per call', 'calls/s', 'engine alone µs', 'Ruby over engine µs'], rows)}

        The empty text measures the cost of a call that finds nothing: argument checks, the native call and an
        empty result. "Engine alone" is the same text parsed in a loop inside the extension (no Ruby call, no
        conversion to Ruby objects), in the same run; the last column is what the Ruby API adds: for the short
        text #{format('%.2f', short[4])} µs (target ≤ 1.5 µs, issue 13).
      MD
    end
  end
end
