# frozen_string_literal: true

require "chronic"
require "time"

module Bench
  # Against Chronic (the Ruby date parser most apps use), on time expressions Chronic understands: speed, and how
  # many of them each resolves to the expected instant. Expected values are the plain reading at Duckling's
  # reference time, Tuesday 2013-02-12 04:30 at UTC−2 (Chronic's default "future" context agrees with Duckling's
  # on these).
  module ChronicComparison
    REFERENCE_TIME = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")

    CASES = {
      "tomorrow" => [2013, 2, 13], "yesterday" => [2013, 2, 11], "tomorrow at 5pm" => [2013, 2, 13, 17],
      "today at 5pm" => [2013, 2, 12, 17], "5pm" => [2013, 2, 12, 17], "5:30pm" => [2013, 2, 12, 17, 30],
      "17:00" => [2013, 2, 12, 17], "noon" => [2013, 2, 12, 12], "tomorrow at noon" => [2013, 2, 13, 12],
      "monday" => [2013, 2, 18], "friday" => [2013, 2, 15], "this friday" => [2013, 2, 15],
      "next monday" => [2013, 2, 18], "last friday" => [2013, 2, 8], "friday at 3pm" => [2013, 2, 15, 15],
      "feb 15" => [2013, 2, 15], "february 15" => [2013, 2, 15], "march 3" => [2013, 3, 3],
      "december 25" => [2013, 12, 25], "february 15 2014" => [2014, 2, 15], "2013-02-15" => [2013, 2, 15],
      "2/15" => [2013, 2, 15], "2/15/2014" => [2014, 2, 15], "next month" => [2013, 3, 1],
      "next year" => [2014, 1, 1], "in 2 hours" => [2013, 2, 12, 6, 30]
    }.transform_values { |(y, m, d, h, min)| Time.new(y, m, d, h || 0, min || 0, 0, "-02:00") }.freeze

    module_function

    def duckling(text)
      entity = Duckling.parse(text, reference_time: REFERENCE_TIME, dims: [:time])
                       .find { |e| e[:start].zero? && e[:end] == text.length }
      value = entity && entity[:value]
      iso = value && (value[:value] || value.dig(:from, :value))
      iso && Time.iso8601(iso)
    end

    def chronic(text)
      Chronic.parse(text, now: REFERENCE_TIME, guess: :begin)
    end

    def correct(parser)
      CASES.count { |text, expected| send(parser, text) == expected }
    end

    # Median seconds for one pass over every case.
    def pass_time(parser)
      rounds = Spike::Env.pick(full: 15, quick: 3)
      samples = Array.new(rounds) do
        start = Spike::Env.monotonic
        CASES.each_key { |text| send(parser, text) }
        Spike::Env.monotonic - start
      end
      Spike::Stats.median(samples)
    end

    def report
      Spike::Env.progress("chronic: #{CASES.size} expressions")
      ours = pass_time(:duckling)
      theirs = pass_time(:chronic)
      per = ->(t) { t / CASES.size * 1e6 }
      misses = CASES.keys.reject { |t| duckling(t) == CASES[t] }
      rows = [["duckling_rs", per.(ours), correct(:duckling)], ["chronic", per.(theirs), correct(:chronic)]]
      <<~MD
        ## Against Chronic (#{CASES.size} time expressions Chronic understands)

        #{Spike::Markdown.table(['parser', 'µs per expression', 'correct'], rows)}

        duckling_rs is #{format('%.1f', theirs / ours)}× Chronic's speed here (median of passes; duckling_rs also
        returns offsets, grains and every entity of a text, where Chronic returns one Time).
        duckling_rs missed: #{misses.empty? ? 'none' : misses.map { |m| "`#{m}`" }.join(', ')}.
      MD
    end
  end
end
