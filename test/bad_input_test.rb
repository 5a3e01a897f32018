# frozen_string_literal: true

require_relative "test_helper"

class BadInputTest < Minitest::Test
  include DucklingTest

  def test_non_string_text_is_a_type_error
    [nil, 42, :forty_two, ["42"]].each do |text|
      error = assert_raises(TypeError) { Duckling.parse(text) }
      assert_match(/text must be a String/, error.message)
    end
  end

  def test_invalid_utf8_is_an_argument_error_naming_the_byte
    error = assert_raises(ArgumentError) { Duckling.parse("42 \xFF apples") }
    assert_match(/not valid UTF-8.*0xFF at byte offset 3/, error.message)
    error = assert_raises(ArgumentError) { Duckling.parse("\xC3".b) }
    assert_match(/binary/, error.message)
  end

  def test_untranscodable_encoding_is_an_argument_error
    text = "42 \x81\x20".dup.force_encoding(Encoding::Shift_JIS)
    error = assert_raises(ArgumentError) { Duckling.parse(text) }
    assert_match(/cannot be converted from Shift_JIS to UTF-8/, error.message)
  end

  def test_other_encodings_are_transcoded_with_character_offsets_kept
    utf16 = "é 42".encode(Encoding::UTF_16LE)
    assert_equal [[2, 4, "42"]], Duckling.parse(utf16).map { |e| [e[:start], e[:end], e[:body]] }
    latin1 = "caf\xE9 42".dup.force_encoding(Encoding::ISO_8859_1)
    assert_equal [[5, 7]], Duckling.parse(latin1).map { |e| [e[:start], e[:end]] }
    assert_equal 1, Duckling.parse("42".b).size
  end

  def test_unknown_locale_dim_and_zone_list_the_valid_ones
    assert_match(/unknown locale "xx_XX"; supported: af, .*\bde, .*\ben, en_AU, .*es_MX/,
                 assert_raises(ArgumentError) { Duckling.parse("1", locale: "xx_XX") }.message)
    assert_match(/unknown dimension "colour"; supported: amount-of-money/,
                 assert_raises(ArgumentError) { Duckling.parse("1", dims: ["colour"]) }.message)
    assert_match(/unknown time zone "Mars\/Olympus"/,
                 assert_raises(ArgumentError) { Duckling.parse("1", tz: "Mars/Olympus") }.message)
  end

  def test_wrongly_typed_options_are_type_errors
    assert_raises(TypeError) { Duckling.parse("1", locale: 42) }
    assert_raises(TypeError) { Duckling.parse("1", tz: 42) }
    assert_raises(TypeError) { Duckling.parse("1", dims: [42]) }
    assert_raises(TypeError) { Duckling.parse_all("1") }
  end

  # The extension reads plain arguments itself and Duckling::Arguments the others, in the arguments' order: with
  # several wrong, the first one raises, Ruby's type checks before the engine's lookups.
  def test_the_first_wrong_argument_is_the_one_reported
    assert_match(/text must be a String/, assert_raises(TypeError) { Duckling.parse(42, locale: 42) }.message)
    assert_match(/locale must be/, assert_raises(TypeError) { Duckling.parse("1", locale: 42, tz: 42) }.message)
    assert_match(/reference_time must be/,
                 assert_raises(TypeError) { Duckling.parse("1", reference_time: nil, tz: 42) }.message)
    assert_match(/tz must be/, assert_raises(TypeError) { Duckling.parse("1", locale: "xx", tz: 42) }.message)
    assert_match(/unknown locale/,
                 assert_raises(ArgumentError) { Duckling.parse("1", locale: "xx", tz: "Mars/Olympus") }.message)
  end

  def test_nil_or_non_time_reference_time_is_a_clear_error
    error = assert_raises(TypeError) { Duckling.parse("1", reference_time: nil) }
    assert_match(/reference_time must be a Time/, error.message)
    assert_raises(TypeError) { Duckling.parse("1", reference_time: "yesterday") }
  end

  def test_time_like_reference_times_are_accepted
    require "date"
    assert_equal 1, Duckling.parse("1", reference_time: DateTime.now).size
    assert_equal 1, Duckling.parse("1", reference_time: Date.today).size
  end

  def test_frozen_and_shared_strings_are_untouched
    original = "forty two apples"
    frozen = original.dup.freeze
    shared = original[0, 9] # shares the buffer of `original`
    Duckling.parse(frozen)
    Duckling.parse(shared)
    assert_equal "forty two apples", frozen
    assert_equal "forty two", shared
    assert_equal "forty two apples", original
  end

  def test_hostile_texts_return_without_error
    texts = ["", "\0" * 1000, "4\u0000 2", "🦆" * 10_000, "e\u0301" * 5000, "מספר 42 בעברית",
             "and " * 50_000, "9" * 100_000, "12/12/2012 " * 10_000, "\u202E42\u202C"]
    texts.each do |text|
      result = Duckling.parse(text)
      assert_kind_of Array, result
      result.each { |e| assert_equal e[:body], text[e[:start]...e[:end]] }
    end
  end

  def test_gc_stress_over_every_dim_is_clean
    GC.stress = true
    result = Duckling.parse("forty two dollars at 5pm tomorrow, 3 km, a@b.com", dims: Duckling.dims, latent: true)
    GC.stress = false
    assert_kind_of Array, result
  ensure
    GC.stress = false
  end
end
