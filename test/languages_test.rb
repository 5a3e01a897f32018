# frozen_string_literal: true

require_relative "test_helper"

# Every language beside English through the Ruby API: a sentence of each, answered as the real Duckling answers
# it (each expected answer below is the real Duckling's, from bin/oracle --locale), and the API's other entry
# points in a language other than English.
class LanguagesTest < Minitest::Test
  REFERENCE = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")

  # locale => [text, [[body, dim, value without `values`], …]]
  DUCKLING_ANSWERS = {
    "es" => ["Reunión mañana a las 5 de la tarde, cuesta 30 euros",
             [["mañana a las 5 de la tarde", "time",
               { type: "value", value: "2013-02-13T17:00:00.000-02:00", grain: "hour" }],
              ["30 euros", "amount-of-money", { type: "value", value: 30, unit: "EUR" }]]],
    "fr" => ["Réserve-moi une table pour quatre samedi soir à 20h30",
             [["une", "number", { type: "value", value: 1 }],
              ["quatre", "number", { type: "value", value: 4 }],
              ["samedi soir à 20h30", "time", { type: "value", value: "2013-02-16T20:30:00.000-02:00", grain: "minute" }]]],
    "de" => ["Reservier mir bitte einen Tisch für vier am Samstag um 19:30 Uhr",
             [["einen", "number", { type: "value", value: 1 }],
              ["vier", "number", { type: "value", value: 4 }],
              ["am Samstag um 19:30 Uhr", "time",
               { type: "value", value: "2013-02-16T19:30:00.000-02:00", grain: "minute" }]]],
    "pt" => ["Reserva uma mesa pra cinco no sábado às 20h no japonês da Augusta",
             [["uma", "number", { type: "value", value: 1 }],
              ["cinco", "number", { type: "value", value: 5 }],
              ["no sábado às 20h", "time", { type: "value", value: "2013-02-16T20:00:00.000-02:00", grain: "hour" }]]],
    "it" => ["Ci vediamo domani alle 15, costa 20 euro",
             [["domani alle 15", "time", { type: "value", value: "2013-02-13T15:00:00.000-02:00", grain: "hour" }],
              ["20 euro", "amount-of-money", { type: "value", value: 20, unit: "EUR" }]]],
    "pl" => ["Poproszę dwa bilety na kolację w sobotę o 20",
             [["dwa", "number", { type: "value", value: 2 }],
              ["w sobotę o 20", "time", { type: "value", value: "2013-02-16T20:00:00.000-02:00", grain: "hour" }]]],
    "ko" => ["내일 오후 3시에 봐요, 입장료는 만원",
             [["내일 오후 3시에", "time", { type: "value", value: "2013-02-13T15:00:00.000-02:00", grain: "hour" }],
              ["만원", "amount-of-money", { type: "value", value: 10_000, unit: "KRW" }]]],
    # Duckling's own reading: "15.00 uur" is also the 15th at midnight.
    "nl" => ["We zien elkaar morgen om 15.00 uur, het kost 20 euro",
             [["morgen om 15", "time", { type: "value", value: "2013-02-13T15:00:00.000-02:00", grain: "hour" }],
              ["15.00 uur", "time", { type: "value", value: "2013-02-15T00:00:00.000-02:00", grain: "hour" }],
              ["20 euro", "amount-of-money", { type: "value", value: 20, unit: "EUR" }]]],
    "ru" => ["Встреча в пятницу в 15:00, стоит 300 рублей",
             [["в пятницу в 15:00", "time", { type: "value", value: "2013-02-15T15:00:00.000-02:00", grain: "minute" }],
              ["300 рублей", "amount-of-money", { type: "value", value: 300, unit: "RUB" }]]],
    "uk" => ["Зустріч завтра о 9 ранку",
             [["завтра о 9 ранку", "time", { type: "value", value: "2013-02-13T09:00:00.000-02:00", grain: "hour" }]]],
    # No blanks in Chinese: the time and the amount are found inside the run of characters.
    "zh" => ["明天下午三点开会，门票一百二十块",
             [["明天下午三点", "time", { type: "value", value: "2013-02-13T15:00:00.000-02:00", grain: "hour" }],
              ["一百二十块", "amount-of-money", { type: "value", value: 120, unit: "$" }]]]
  }.freeze

  def answers(text, locale)
    Duckling.parse(text, locale:, reference_time: REFERENCE).map do |e|
      [e[:body], e[:dim], e[:value].except(:values)]
    end
  end

  def test_each_language_answers_a_sentence_as_duckling_does
    DUCKLING_ANSWERS.each do |locale, (text, expected)|
      assert_equal expected, answers(text, locale), locale
    end
  end

  def test_the_same_text_is_read_by_the_locale_s_language
    text = "mañana a las 5"
    refute_empty answers(text, "es").select { |_, dim, _| dim == "time" }
    assert_empty answers(text, "en").select { |body, dim, _| dim == "time" && body.include?("mañana") }
  end

  def test_regions_change_what_their_language_reads
    # Mexico writes a decimal point, Argentina a decimal comma (Duckling's Numeral/ES/<R>/Rules.hs); the other
    # separator is no decimal there.
    assert_equal [["1.5", "number", { type: "value", value: 1.5 }]], answers("1.5", "es_MX")
    assert_equal [["1,5", "number", { type: "value", value: 1.5 }]], answers("1,5", "es_AR")
    assert_equal %w[1 5], answers("1,5", "es_MX").map(&:first)
    assert_equal %w[1 5], answers("1.5", "es_AR").map(&:first)
  end

  def test_explain_each_entity_and_parse_all_work_in_every_language
    DUCKLING_ANSWERS.each do |locale, (text, _)|
      parsed = Duckling.parse(text, locale:, reference_time: REFERENCE)
      explained = Duckling.explain(text, locale:, reference_time: REFERENCE)
      assert_equal parsed, explained.map { |e| e[:entity] }, locale
      time = explained.find { |e| e[:entity][:dim] == "time" }
      assert_kind_of String, time[:tree][:rule], locale
      assert_equal parsed, Duckling.each_entity(text, locale:, reference_time: REFERENCE).to_a, locale
      assert_equal [parsed, parsed], Duckling.parse_all([text, text], locale:, reference_time: REFERENCE), locale
    end
  end

  def test_a_language_without_a_dimension_finds_none_of_it
    refute_includes Duckling.dims("de"), "temperature"
    assert_empty Duckling.parse("25 Grad", locale: "de", dims: [:temperature])
  end
end
