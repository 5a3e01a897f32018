# frozen_string_literal: true

require_relative "test_helper"
require_relative "support/reference_scheduler"
require_relative "support/fiber_helpers"

# Duckling.each_entity: parse's entities, yielded one at a time instead of kept in one Array.
class EachEntityTest < Minitest::Test
  include DucklingTest
  include FiberHelpers

  MIXED = "meet me tomorrow at 5pm for 3 hours, it costs $20 and it is 5 km away"

  def test_yields_what_parse_returns_in_order_and_returns_nil
    yielded = []
    assert_nil Duckling.each_entity(MIXED, reference_time: REFERENCE_TIME) { |entity| yielded << entity }
    assert_equal Duckling.parse(MIXED, reference_time: REFERENCE_TIME), yielded
    assert_equal %w[time amount-of-money distance], yielded.map { |e| e[:dim] }
  end

  def test_a_large_result_is_the_same_on_every_path_with_gcs_between_entities
    text = LongText.dense # ~15,000 entities: many slices and purges
    entities = Duckling.parse(text, reference_time: REFERENCE_TIME)
    [nil, 0].each do |threshold|
      with_threshold(threshold) do
        yielded = []
        Duckling.each_entity(text, reference_time: REFERENCE_TIME) do |entity|
          yielded << entity
          GC.start(full_mark: yielded.size % 6000 == 0) if (yielded.size % 2000).zero?
        end
        assert_equal entities, yielded
      end
    end
  end

  def test_takes_the_options_of_parse
    options = { locale: "en_GB", reference_time: REFERENCE_TIME, dims: [:time], latent: true }
    text = "the 3/4 at 5"
    assert_equal Duckling.parse(text, **options), Duckling.each_entity(text, **options).to_a
  end

  def test_without_a_block_it_is_an_enumerator
    entities = Duckling.parse(MIXED, reference_time: REFERENCE_TIME)
    enum = Duckling.each_entity(MIXED, reference_time: REFERENCE_TIME)
    assert_kind_of Enumerator, enum
    assert_equal entities.first(2), enum.first(2)
    assert_equal entities.map { |e| e[:body] }, enum.lazy.map { |e| e[:body] }.to_a
    assert_equal [entities[0], entities[1]], [enum.next, enum.next]
  end

  def test_break_throw_and_raise_end_the_parse_and_leave_it_usable
    text = LongText.dense
    first = Duckling.parse(text).first
    assert_equal first[:body], Duckling.each_entity(text) { |entity| break entity[:body] }
    assert_equal 42, (catch(:found) { Duckling.each_entity(text) { throw :found, 42 } })
    error = assert_raises(RuntimeError) { Duckling.each_entity(text) { raise "stop here" } }
    assert_equal "stop here", error.message
    assert_equal Duckling.parse(MIXED), Duckling.each_entity(MIXED).to_a
  end

  def test_a_thread_killed_inside_the_block_ends_and_the_next_call_works
    yielded = Thread::Queue.new
    thread = Thread.new do
      Duckling.each_entity(LongText.dense) do |entity|
        yielded << entity
        sleep
      end
    end
    first = yielded.pop
    thread.kill
    assert thread.join(10), "the killed thread did not end"
    assert_equal Duckling.parse(LongText.dense).first, first
    assert_equal Duckling.parse(MIXED), Duckling.each_entity(MIXED).to_a
  end

  def test_bad_arguments_raise_as_in_parse
    assert_raises(TypeError) { Duckling.each_entity(42) { flunk "nothing to yield" } }
    assert_raises(ArgumentError) { Duckling.each_entity("x", locale: "xx_XX") { flunk "nothing to yield" } }
    assert_raises(ArgumentError) { Duckling.each_entity("\xff".b.force_encoding("UTF-8")) { flunk "nothing" } }
  end

  # The point of each_entity: the binding keeps no yielded Hash, so those the block drops are garbage at once
  # (with parse, every one lives as long as the Array).
  def test_the_entities_the_block_drops_are_collected
    text = LongText.dense
    alive = ObjectSpace::WeakMap.new
    count = 0
    Duckling.each_entity(text) do |entity|
      alive[entity] = true
      count += 1
    end
    GC.start
    live = alive.keys.size # the machine stack may still point at a few
    assert_operator count, :>, 10_000
    assert_operator live, :<, count / 100, "#{live} of #{count} yielded Hashes are still alive"
  end

  def test_the_ticker_runs_while_the_entities_are_yielded
    yielding, ticks = with_long_conversion(0.01) do |text|
      ticker = FiberHelpers::Ticker.new
      first = last = nil
      with_scheduler(ReferenceScheduler.new) do
        done = false
        Fiber.schedule { ticker.run { done } }
        Fiber.schedule do
          Duckling.each_entity(text) { first ||= monotonic }
          last = monotonic
          done = true
        end
      end
      [last - first, ticker.ticks_between(first, last)]
    end
    assert_operator yielding, :>=, 0.01, "yielding must be long for this test to mean anything"
    assert_operator ticks, :>=, 3, "the ticker did not run during #{(yielding * 1000).round} ms of yielding"
  end
end
