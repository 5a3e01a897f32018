# frozen_string_literal: true

require_relative "test_helper"
require "timeout"

# How a parse meets the GVL: panics, thread safety, and interrupts on every path.
class DispatchTest < Minitest::Test
  include DucklingTest

  # The property is "stops within 10 ms"; the bound is generous because the machine is shared and noisy. The
  # measured figures are in research/.
  STOP_BOUND = 0.1

  def test_a_panic_becomes_duckling_error_when_held_and_when_released
    [[nil, 10], [0, 10], [1_000_000, 10]].each do |threshold, bytes|
      with_threshold(threshold) do
        error = assert_raises(Duckling::Error) { Duckling::TestHooks.panic_in_parse(bytes) }
        assert_match(/internal error in the parser: deliberate panic/, error.message)
      end
    end
    assert_equal 1, Duckling.parse("1").size, "the extension still works after a panic"
  end

  def test_eight_threads_give_the_same_answers_as_sequential_parses
    texts = ["forty two", "I paid 17 dollars", "one hundred and three", "", "nothing", "12 34 56"] * 10
    expected = texts.map { |t| Duckling.parse(t, reference_time: REFERENCE_TIME) }
    [0, nil].each do |threshold| # released and held
      with_threshold(threshold) do
        threads = Array.new(8) do
          Thread.new { Array.new(1000) { |i| Duckling.parse(texts[i % texts.size], reference_time: REFERENCE_TIME) } }
        end
        threads.each_with_index do |t, _|
          t.value.each_with_index { |result, i| assert_equal expected[i % texts.size], result }
        end
      end
    end
  end

  def test_released_parse_lets_other_threads_run
    ran = ticks_during_a_long_parse(threshold: 0)
    assert_operator ran, :>, 20, "another thread ran #{ran} times during a released parse"
  end

  def test_held_parse_still_yields_to_other_threads
    ran = ticks_during_a_long_parse(threshold: nil)
    assert_operator ran, :>, 5, "another thread ran #{ran} times during a held parse"
  end

  [[:released, 0], [:held, nil]].each do |path, threshold|
    define_method(:"test_thread_kill_stops_a_#{path}_parse") do
      with_threshold(threshold) { assert_stops { |t| t.kill } }
    end

    define_method(:"test_thread_raise_stops_a_#{path}_parse_with_the_exception") do
      with_threshold(threshold) do
        error = assert_stops { |t| t.raise(ArgumentError, "stop it") }
        assert_kind_of ArgumentError, error
        assert_equal "stop it", error.message
      end
    end

    define_method(:"test_timeout_stops_a_#{path}_parse") do
      text = LongText.taking(0.3)
      with_threshold(threshold) do
        taken = elapsed do
          assert_raises(Timeout::Error) { Timeout.timeout(0.05) { Duckling.parse_json(text) } }
        end
        assert_operator taken, :<, 0.05 + STOP_BOUND
      end
      assert_equal 1, Duckling.parse("7").size
    end
  end

  private

  # How many times a thread ticking every 1 ms ran while this thread parsed a long text at `threshold`.
  def ticks_during_a_long_parse(threshold:)
    text = LongText.taking(0.2)
    with_threshold(threshold) do
      ticks = 0
      ticker = Thread.new { loop { ticks += 1; sleep 0.001 } }
      sleep 0.01
      before = ticks
      Duckling.parse_json(text)
      (ticks - before).tap { ticker.kill }
    end
  end

  # Starts a long parse in a thread, interrupts it mid-way with the block, and returns the exception the thread
  # died with (nil for a kill), asserting that it stopped well before the parse would have ended.
  def assert_stops
    text = LongText.taking(0.3)
    started = Thread::Queue.new
    thread = Thread.new do
      Thread.current.report_on_exception = false
      started << true
      Duckling.parse_json(text)
      :finished
    end
    started.pop
    sleep 0.05
    stopped_in = elapsed do
      yield thread
      begin
        thread.join
      rescue Exception => e # rubocop:disable Lint/RescueException
        @error = e
      end
    end
    refute_equal :finished, (thread.value rescue nil) # rubocop:disable Style/RescueModifier
    assert_operator stopped_in, :<, STOP_BOUND, "the parse took #{(stopped_in * 1000).round(1)} ms to stop"
    @error
  end
end
