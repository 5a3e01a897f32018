# frozen_string_literal: true

require_relative "test_helper"
require_relative "support/reference_scheduler"
require_relative "support/fiber_helpers"

# Track 2: a reference Fiber scheduler written here, counting its `blocking_operation_wait` calls.
# On Ruby ≥ 3.4 a released parse from a scheduled (non-blocking) fiber reaches the hook exactly once and runs on
# the hook's thread; on 3.3 the hook is never called and the parse blocks the scheduler's thread.
class SchedulerTest < Minitest::Test
  include DucklingTest
  include FiberHelpers

  def setup
    @thresholds = [Duckling.gvl_release_threshold, Duckling.offload_threshold]
    # Every parse is released and offered to the scheduler unless a test says otherwise.
    Duckling.gvl_release_threshold = 0
    Duckling.offload_threshold = 0
  end

  def teardown
    Duckling.gvl_release_threshold, Duckling.offload_threshold = @thresholds
  end

  def expected_calls(released_parses)
    ruby_3_4? ? released_parses : 0
  end

  def test_one_hook_call_per_released_parse_from_a_scheduled_fiber
    scheduler = ReferenceScheduler.new
    result = nil
    scheduler_thread = with_scheduler(scheduler) do
      Fiber.schedule { result = Duckling.parse("forty two") }
      Thread.current
    end
    assert_equal 42, result.first[:value][:value]
    assert_equal expected_calls(1), scheduler.blocking_operation_calls
    return unless ruby_3_4?

    assert_equal 1, scheduler.blocking_operation_threads.size
    refute_equal scheduler_thread, scheduler.blocking_operation_threads.first, "the parse ran on another thread"
  end

  def test_no_hook_call_from_the_root_fiber
    scheduler = ReferenceScheduler.new
    result = with_scheduler(scheduler) { Duckling.parse("forty two") }
    assert_equal 1, result.size
    assert_equal 0, scheduler.blocking_operation_calls
  end

  def test_no_hook_call_inside_fiber_blocking
    scheduler = ReferenceScheduler.new
    result = nil
    with_scheduler(scheduler) { Fiber.schedule { result = Fiber.blocking { Duckling.parse("forty two") } } }
    assert_equal 1, result.size
    assert_equal 0, scheduler.blocking_operation_calls
  end

  def test_no_hook_call_below_the_threshold
    Duckling.gvl_release_threshold = 1_000_000
    scheduler = ReferenceScheduler.new
    result = nil
    with_scheduler(scheduler) { Fiber.schedule { result = Duckling.parse("forty two") } }
    assert_equal 1, result.size
    assert_equal 0, scheduler.blocking_operation_calls
  end

  def test_no_hook_call_below_the_offload_threshold_though_released
    Duckling.offload_threshold = 1_000_000
    scheduler = ReferenceScheduler.new
    result = nil
    with_scheduler(scheduler) { Fiber.schedule { result = Duckling.parse("forty two") } }
    assert_equal 1, result.size
    assert_equal 0, scheduler.blocking_operation_calls
    assert Duckling.releases_gvl_for?("forty two")
    refute Duckling.offloads_for?("forty two")
  end

  def test_a_ticker_keeps_ticking_during_a_long_parse_only_when_offloaded
    text = LongText.taking(0.2)
    parse_time = nil # measured where it runs: a separate measurement varies with the machine's load
    ticker = FiberHelpers::Ticker.new
    scheduler = ReferenceScheduler.new
    with_scheduler(scheduler) do
      done = false
      Fiber.schedule { ticker.run { done } }
      Fiber.schedule { parse_time = elapsed { Duckling.parse_json(text) }; done = true }
    end
    if ruby_3_4?
      assert_equal 1, scheduler.blocking_operation_calls
      assert_operator ticker.longest_gap, :<, parse_time * 0.25,
                      "longest gap #{ms(ticker.longest_gap)} during a #{ms(parse_time)} parse"
    else
      assert_equal 0, scheduler.blocking_operation_calls
      assert_operator ticker.longest_gap, :>, parse_time * 0.5,
                      "on Ruby < 3.4 the parse stalls the scheduler (gap #{ms(ticker.longest_gap)})"
    end
  end

  def test_installing_the_scheduler_prints_no_warning
    _out, err = capture_io { with_scheduler(ReferenceScheduler.new) { Fiber.schedule { sleep 0.001 } } }
    assert_empty err, "Ruby 4.0 warns about a scheduler without #fiber_interrupt"
  end

  # Ruby 4.0: IO#close from another thread interrupts a fiber waiting on that IO through `fiber_interrupt`.
  def test_closing_an_io_from_another_thread_interrupts_the_fiber_waiting_on_it
    skip "Ruby #{RUBY_VERSION} has no fiber_interrupt hook (Ruby 4.0 added it)" unless ruby_4_0?
    scheduler = ReferenceScheduler.new
    reader, writer = IO.pipe
    outcome = closer = nil
    _out, warnings = capture_io do
      with_scheduler(scheduler) do
        Fiber.schedule do
          outcome = reader.wait_readable # io_wait, as a read does (a read also makes an experimental IO::Buffer)
        rescue IOError => e
          outcome = e
        end
        closer = Thread.new { sleep 0.05; reader.close } # while the scheduler runs the waiting fiber
      end
    end
    closer.join
    assert_kind_of IOError, outcome
    assert_predicate scheduler.interrupt_calls, :positive?, "Ruby calls it once per blocking operation the fiber is in"
    assert_empty warnings
  ensure
    writer&.close
  end

  def test_a_held_parse_lets_the_ticker_fiber_run
    Duckling.gvl_release_threshold = nil
    text = LongText.dense_taking(0.1)
    ticker = FiberHelpers::Ticker.new
    parse_time = nil
    with_scheduler(ReferenceScheduler.new) do
      done = false
      Fiber.schedule { ticker.run { done } }
      Fiber.schedule { parse_time = elapsed { Duckling.parse(text) }; done = true }
    end
    assert_operator parse_time, :>, 0.05, "the parse must be long for this test to mean anything"
    assert_operator ticker.longest_gap, :<, parse_time * 0.25,
                    "longest gap #{ms(ticker.longest_gap)} during a #{ms(parse_time)} held parse"
  end

  # The ticker runs after the worker has finished (the hook returned) and before `parse` returns: while the
  # entities become Ruby objects on the scheduler's thread.
  def test_the_ticker_runs_while_an_offloaded_result_is_converted
    unless ruby_3_4?
      scheduler = HookTimingScheduler.new
      with_scheduler(scheduler) { Fiber.schedule { Duckling.parse(LongText.dense) } }
      assert_equal 0, scheduler.blocking_operation_calls, "Ruby < 3.4 does not offload: nothing to measure"
      return
    end
    converting, ticks = with_long_conversion(0.01) do |text|
      scheduler = HookTimingScheduler.new
      ticker = FiberHelpers::Ticker.new
      returned_at = nil
      with_scheduler(scheduler) do
        done = false
        Fiber.schedule { ticker.run { done } }
        Fiber.schedule { Duckling.parse(text); returned_at = monotonic; done = true }
      end
      [returned_at - scheduler.hook_returned_at, ticker.ticks_between(scheduler.hook_returned_at, returned_at)]
    end
    assert_operator converting, :>=, 0.01, "converting must be long for this test to mean anything"
    assert_operator ticks, :>=, 3, "the ticker did not run during #{ms(converting)} of conversion"
  end

  # Records when its hook returns, i.e. when the worker has finished the parse itself.
  class HookTimingScheduler < ReferenceScheduler
    attr_reader :hook_returned_at

    def blocking_operation_wait(work)
      super
    ensure
      @hook_returned_at = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    end
  end

  def test_a_hook_that_skips_work_still_gets_the_right_answer
    scheduler = SkippingHookScheduler.new
    result = nil
    with_scheduler(scheduler) { Fiber.schedule { result = Duckling.parse("forty two and 7") } }
    assert_equal [42, 7], result.map { |e| e[:value][:value] }
    assert_equal expected_calls(1), scheduler.blocking_operation_calls
  end

  def test_a_hook_that_raises_propagates_and_leaves_the_extension_usable
    scheduler = RaisingHookScheduler.new
    outcome = nil
    with_scheduler(scheduler) do
      Fiber.schedule do
        outcome = Duckling.parse("forty two")
      rescue RaisingHookScheduler::HookError => e
        outcome = e
      end
    end
    if ruby_3_4?
      assert_kind_of RaisingHookScheduler::HookError, outcome
      assert_equal 1, scheduler.blocking_operation_calls
    else # Ruby 3.3 never calls the hook: the parse simply succeeds
      assert_equal 42, outcome.first[:value][:value]
      assert_equal 0, scheduler.blocking_operation_calls
    end
    assert_equal 1, Duckling.parse("forty two").size
  end

  def test_a_hundred_concurrent_fibers_all_get_their_answers
    scheduler = ReferenceScheduler.new
    results = {}
    with_scheduler(scheduler) do
      100.times { |i| Fiber.schedule { results[i] = Duckling.parse("#{i} apples") } }
    end
    assert_equal (0...100).to_a, results.keys.sort
    results.each { |i, entities| assert_equal i, entities.first[:value][:value] }
    assert_equal expected_calls(100), scheduler.blocking_operation_calls
  end

  def test_gc_stress_during_offload
    scheduler = ReferenceScheduler.new
    result = nil
    with_scheduler(scheduler) do
      Fiber.schedule do
        GC.stress = true
        result = Duckling.parse("forty two and 17", dims: Duckling.dims, latent: true).select { |e| e[:dim] == "number" }
      ensure
        GC.stress = false
      end
    end
    assert_equal [42, 17], result.map { |e| e[:value][:value] }
    assert_equal expected_calls(1), scheduler.blocking_operation_calls
  end
end
