# frozen_string_literal: true

require_relative "test_helper"

# prefer:, week_start: and date_order:, the assumptions Duckling makes without asking, through every entry point
# of the API. The engine's own tests cover each option rule by rule; these check that each reaches the engine,
# in several languages, and that an unknown value is refused by name.
class AssumptionsTest < Minitest::Test
  include DucklingTest

  # Sunday 2013-02-10 04:30 at UTC−2, two days before Duckling's corpus reference.
  SUNDAY = Time.new(2013, 2, 10, 4, 30, 0, "-02:00")

  def start_of(text, **options)
    entities = Duckling.parse(text, reference_time: REFERENCE_TIME, dims: [:time], **options)
    assert_equal [text], entities.map { |e| e[:body] }, "#{text} with #{options}"
    value = entities.first[:value]
    (value[:from] || value)[:value]
  end

  def test_prefer_past_takes_the_last_instance_and_future_is_the_default
    { "friday" => ["2013-02-15", "2013-02-08"], "march" => ["2013-03-01", "2012-03-01"],
      "christmas" => ["2013-12-25", "2012-12-25"], "the 3rd" => ["2013-03-03", "2013-02-03"],
      "5pm" => ["2013-02-12T17", "2013-02-11T17"] }.each do |text, (future, past)|
      assert start_of(text).start_with?(future), text
      assert start_of(text, prefer: :future).start_with?(future), text
      assert start_of(text, prefer: :past).start_with?(past), text
      assert start_of(text, prefer: "past").start_with?(past), text
    end
  end

  def test_prefer_past_keeps_explicit_words_and_the_present
    { "next friday" => "2013-02-22", "last friday" => "2013-02-08", "today" => "2013-02-12",
      "this week" => "2013-02-11", "tomorrow" => "2013-02-13" }.each do |text, day|
      assert start_of(text, prefer: :past).start_with?(day), text
    end
  end

  def test_prefer_past_in_spanish_german_and_russian
    assert start_of("viernes", locale: "es", prefer: :past).start_with?("2013-02-08")
    assert start_of("Freitag", locale: "de", prefer: :past).start_with?("2013-02-08")
    assert start_of("в пятницу", locale: "ru", prefer: :past).start_with?("2013-02-08")
    assert start_of("星期五", locale: "zh", prefer: :past).start_with?("2013-02-08")
  end

  def test_week_start_sunday_moves_every_week
    on_sunday = { reference_time: SUNDAY, dims: [:time] }
    %w[en_US es de].zip(["this week", "esta semana", "diese Woche"]).each do |locale, text|
      monday, sunday = %i[monday sunday].map do |week_start|
        Duckling.parse(text, locale:, week_start:, **on_sunday).first[:value][:value]
      end
      assert_equal ["2013-02-04T00:00:00.000-02:00", "2013-02-10T00:00:00.000-02:00"], [monday, sunday], locale
    end
    last_week = Duckling.parse("last week", week_start: :sunday, **on_sunday).first[:value][:value]
    assert_equal "2013-02-03T00:00:00.000-02:00", last_week
    assert_equal Duckling.parse("this week", **on_sunday), Duckling.parse("this week", week_start: :monday, **on_sunday)
  end

  def test_date_order_reads_numeric_dates_in_the_order_asked_for
    { ["en_US", "3/4/2013", nil] => "2013-03-04", ["en_US", "3/4/2013", :dmy] => "2013-04-03",
      ["en_GB", "3/4/2013", :mdy] => "2013-03-04", ["en_US", "13/4/3", :ymd] => "2013-04-03",
      ["es", "3/4/2013", nil] => "2013-04-03", ["es", "3/4/2013", "mdy"] => "2013-03-04",
      ["de", "3.4.2013", :mdy] => "2013-03-04", ["zh", "3/4/2013", :dmy] => "2013-04-03" }
      .each do |(locale, text, date_order), day|
      assert start_of(text, locale:, date_order:).start_with?(day), [locale, text, date_order].inspect
    end
    assert start_of("march 4th", date_order: :dmy).start_with?("2013-03-04")
  end

  def test_every_entry_point_takes_the_options
    options = { reference_time: REFERENCE_TIME, dims: [:time], prefer: :past }
    expected = Duckling.parse("friday", **options)
    assert_equal "2013-02-08T00:00:00.000-02:00", expected.first[:value][:value]
    assert_equal JSON.parse(JSON.generate(expected)), JSON.parse(Duckling.parse_json("friday", **options))
    assert_equal expected, Duckling.each_entity("friday", **options).to_a
    assert_equal [expected, expected], Duckling.parse_all(%w[friday friday], **options)
    assert_equal expected, Duckling.explain("friday", **options).map { |e| e[:entity] }
  end

  def test_unknown_values_are_argument_errors_naming_the_valid_ones
    { prefer: [:yesterday, /invalid prefer "yesterday"; valid: future, past/],
      date_order: [:ydm, /invalid date_order "ydm"; valid: mdy, dmy, ymd/],
      week_start: ["friday", /invalid week_start "friday"; valid: monday, sunday/] }.each do |option, (value, message)|
      %i[parse parse_json parse_all explain].each do |method|
        text = method == :parse_all ? ["x"] : "x"
        error = assert_raises(ArgumentError, "#{method} #{option}") do
          Duckling.public_send(method, text, option => value)
        end
        assert_match message, error.message
      end
      assert_raises(ArgumentError) { Duckling.each_entity("x", option => value) { nil } }
    end
    error = assert_raises(TypeError) { Duckling.parse("x", prefer: 1) }
    assert_match(/prefer must be a Symbol or String, got Integer/, error.message)
  end
end
