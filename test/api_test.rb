# frozen_string_literal: true

require_relative "test_helper"

class ApiTest < Minitest::Test
  include DucklingTest

  def test_parse_returns_entities_in_ducklings_format
    entities = Duckling.parse("forty two", reference_time: REFERENCE_TIME)
    assert_equal [{ body: "forty two", start: 0, end: 9, dim: "number", latent: false,
                    value: { type: "value", value: 42 } }], entities
  end

  def test_offsets_are_character_offsets
    text = "café, naïve: 42 and ☕ 7"
    entities = Duckling.parse(text, dims: [:number])
    assert_equal %w[42 7], entities.map { |e| e[:body] }
    entities.each { |e| assert_equal e[:body], text[e[:start]...e[:end]] }
  end

  def test_parse_json_is_the_same_array_as_json
    require "json"
    text = "I have 42 cats and forty two dogs"
    assert_equal JSON.parse(JSON.generate(Duckling.parse(text))), JSON.parse(Duckling.parse_json(text))
  end

  def test_parse_all_returns_one_result_per_text_in_order
    texts = ["1 apple", "", "forty two", "no numbers here"] * 300
    results = Duckling.parse_all(texts)
    assert_equal texts.size, results.size
    assert_equal texts.map { |t| Duckling.parse(t) }, results
  end

  def test_dims_filters_and_accepts_symbols_and_strings
    assert_includes Duckling.dims, "amount-of-money"
    assert_equal 13, Duckling.dims.size
    assert_equal 1, Duckling.parse("42", dims: :number).size
    assert_equal 1, Duckling.parse("42", dims: ["number"]).size
    assert_empty Duckling.parse("42", dims: [:amount_of_money])
  end

  def test_locales
    assert_includes Duckling.locales, "en_GB"
    assert_equal Duckling.parse("42"), Duckling.parse("42", locale: :en_gb)
  end

  def test_dispatch_matches_the_ruby_built_against
    assert_equal(ruby_3_4? ? :offload_safe : :nogvl, Duckling.dispatch)
  end

  def test_threshold_accepts_integers_and_nil_only
    with_threshold(0) { assert_equal 0, Duckling.gvl_release_threshold }
    with_threshold(nil) { assert_nil Duckling.gvl_release_threshold }
    with_threshold(2**70) { assert_operator Duckling.gvl_release_threshold, :>, 2**40 }
    assert_raises(ArgumentError) { Duckling.gvl_release_threshold = -1 }
    assert_raises(ArgumentError) { Duckling.gvl_release_threshold = "10" }
  end

  def test_require_duckling_rs_works_too
    assert require_relative("../lib/duckling_rs") || defined?(Duckling::VERSION)
    assert_match(/\A\d+\.\d+\.\d+\z/, Duckling::VERSION)
  end
end
