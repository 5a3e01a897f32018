# frozen_string_literal: true

require_relative "test_helper"
require "timeout"

# deadline:, through every entry point: a parse stops at its deadline and raises Duckling::DeadlineExceeded carrying
# the entities of the part of the text it finished, which are exactly the whole answer's entities before
# DeadlineExceeded#parsed_to. Times are asserted generously (research/deadline has the measured figures).
class DeadlineTest < Minitest::Test
  include DucklingTest

  # A slow kind of text (LongText::SLOW_LIST_PIECE): its 340 KB take about 2 s whole, 60 KB about 0.4 s.
  PIECE = LongText::SLOW_LIST_PIECE
  SLOW = (PIECE * 20_000).freeze
  OPTIONS = { reference_time: REFERENCE_TIME, tz: "America/New_York" }.freeze

  # The whole answer's entities before character `parsed_to` of `PIECE * n`, from a parse of the text up to 20
  # pieces past it: what comes later is beyond any token's reach (the engine's windows rely on as much).
  def whole_before(parsed_to, method = :parse, **options)
    text = PIECE * ((parsed_to / PIECE.size) + 20)
    answer = Duckling.public_send(method, text, **OPTIONS, **options)
    answer = JSON.parse(answer, symbolize_names: true) if method == :parse_json
    answer.select { |e| (e[:entity] || e)[:start] < parsed_to }
  end

  # The DeadlineExceeded a parse with `deadline:` raises, checked to have come well within 2 s.
  def stopped(method = :parse, text = SLOW, deadline: 0.25, **options, &block)
    error = nil
    took = elapsed do
      error = assert_raises(Duckling::DeadlineExceeded) do
        Duckling.public_send(method, text, **OPTIONS, deadline:, **options, &block)
      end
    end
    assert_operator took, :<, 2.0, "#{method}: a #{deadline} s deadline answered after #{ms(took)}"
    error
  end

  def assert_prefix(entities, parsed_to, method = :parse, **options)
    assert_operator parsed_to, :<, SLOW.size
    assert_equal whole_before(parsed_to, method, **options), entities
  end

  def test_parse_answers_the_entities_before_where_it_stopped
    error = stopped
    assert_kind_of Duckling::Error, error
    assert_operator error.parsed_to, :>, 0, "something was parsed in a quarter of a second"
    refute_empty error.entities
    assert_prefix error.entities, error.parsed_to
    assert_match(/deadline of 0.25 s: the answer covers the text before character #{error.parsed_to}\z/,
                 error.message)
  end

  def test_a_short_deadline_answers_soon_on_every_path
    # Held (threshold nil), released on the calling thread, and on a helper thread (64 KB and more).
    [[nil, SLOW], [0, SLOW[0, 60_000]], [256, SLOW]].each do |threshold, text|
      with_threshold(threshold) do
        error = stopped(:parse, text, deadline: 0.05)
        assert_prefix error.entities, error.parsed_to
      end
    end
  end

  def test_parse_json_carries_the_json_of_the_part_finished
    error = stopped(:parse_json)
    assert_instance_of String, error.entities
    assert_prefix JSON.parse(error.entities, symbolize_names: true), error.parsed_to, :parse_json
  end

  def test_each_entity_yields_the_part_finished_then_raises
    yielded = []
    error = stopped(:each_entity) { |e| yielded << e }
    assert_equal [], error.entities
    assert_prefix yielded, error.parsed_to
  end

  def test_explain_carries_the_explanations_of_the_part_finished
    error = stopped(:explain, dims: [:time])
    assert(error.entities.all? { |found| found[:rendered].is_a?(String) && found[:tree] })
    assert_prefix error.entities, error.parsed_to, :explain, dims: [:time]
  end

  def test_parse_all_bounds_the_batch
    texts = ["tomorrow at 5pm"] * 3 + [SLOW, "friday"]
    error = assert_raises(Duckling::DeadlineExceeded) { Duckling.parse_all(texts, **OPTIONS, deadline: 0.25) }
    assert_equal 4, error.entities.size, "three texts whole, the fourth begun"
    assert_equal [Duckling.parse(texts[0], **OPTIONS)] * 3, error.entities[0, 3]
    assert_prefix error.entities[3], error.parsed_to
    assert_match(/parse_all passed its deadline of 0.25 s: 3 texts parsed/, error.message)
  end

  def test_a_deadline_not_reached_changes_nothing
    text = "Lunch tomorrow at noon costs $30 for 2 people, about 3 km away"
    assert_equal Duckling.parse_json(text, **OPTIONS), Duckling.parse_json(text, **OPTIONS, deadline: 60)
    assert_equal Duckling.parse(text, **OPTIONS), Duckling.parse(text, **OPTIONS, deadline: Rational(1, 1))
    # A parse with a deadline reads the same windows: the same answer.
    dates = SLOW[0, 1000]
    assert_equal Duckling.parse_json(dates, **OPTIONS), Duckling.parse_json(dates, deadline: 30, **OPTIONS)
    assert_equal [Duckling.parse(text, **OPTIONS)] * 2, Duckling.parse_all([text, text], **OPTIONS, deadline: 60)
    assert_equal Duckling.explain(text, **OPTIONS), Duckling.explain(text, **OPTIONS, deadline: 60)
  end

  def test_an_interrupt_is_still_an_interrupt
    # Timeout fires before the deadline: the parse is cancelled as ever, with nothing to carry.
    assert_raises(Timeout::Error) { Timeout.timeout(0.02) { Duckling.parse(SLOW * 3, deadline: 30) } }
  end

  def test_the_deadline_is_validated
    { 0 => /positive/, -1 => /positive/, Float::NAN => /positive, finite/, Float::INFINITY => /finite/,
      Rational(0) => /got \(0\/1\)/ }.each do |value, message|
      error = assert_raises(ArgumentError, value.inspect) { Duckling.parse("friday", deadline: value) }
      assert_match message, error.message
      assert_raises(ArgumentError) { Duckling.parse_all(["friday"], deadline: value) }
      assert_raises(ArgumentError) { Duckling.each_entity("friday", deadline: value) { nil } }
    end
    ["1", :soon, Complex(1, 1)].each do |value|
      error = assert_raises(TypeError) { Duckling.parse_json("friday", deadline: value) }
      assert_match(/deadline must be a number of seconds/, error.message)
      assert_raises(TypeError) { Duckling.explain("friday", deadline: value) }
    end
    assert_equal Duckling.parse("friday", **OPTIONS), Duckling.parse("friday", **OPTIONS, deadline: nil)
  end
end
