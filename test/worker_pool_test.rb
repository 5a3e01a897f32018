# frozen_string_literal: true

require_relative "test_helper"

class WorkerPoolTest < Minitest::Test
  include DucklingTest

  def setup
    @pool = Duckling::WorkerPool.new(size: 2)
  end

  def teardown
    @pool.close unless @pool.closed?
  end

  def test_runs_work_on_a_worker_thread
    ran_on = nil
    assert_nil @pool.call(-> { ran_on = Thread.current })
    refute_equal Thread.current, ran_on
    assert_match(/duckling-worker/, ran_on.name)
  end

  def test_propagates_exceptions_from_work
    error = assert_raises(KeyError) { @pool.call(-> { raise KeyError, "boom" }) }
    assert_equal "boom", error.message
    @pool.call(-> {}) # still usable
  end

  def test_refuses_calls_after_close_and_joins_its_threads
    threads = Thread.list
    @pool.close
    assert_raises(Duckling::WorkerPool::ClosedError) { @pool.call(-> {}) }
    assert_empty (threads & Thread.list).select { |t| t.name.to_s.start_with?("duckling-worker") }
  end

  def test_rejects_a_bad_size
    assert_raises(ArgumentError) { Duckling::WorkerPool.new(size: 0) }
  end

  def test_many_callers_share_the_workers
    results = Thread::Queue.new
    Array.new(10) { |i| Thread.new { @pool.call(-> { results << i }) } }.each(&:join)
    assert_equal (0..9).to_a, Array.new(10) { results.pop }.sort
  end

  def test_an_interrupted_caller_cancels_its_running_work_and_waits_for_it
    text = LongText.taking(0.3)
    finished = nil
    with_threshold(0) do
      caller = Thread.new do
        Thread.current.report_on_exception = false
        # The work is a real released parse run by the worker, as a scheduler's hook would hand it over.
        @pool.call(-> { Duckling.parse_json(text); finished = true })
      end
      sleep 0.05
      stopped_in = elapsed { caller.raise(Interrupt); assert_raises(Interrupt) { caller.join } }
      assert_operator stopped_in, :<, 0.1
      assert_nil finished, "the parse was cancelled, not finished"
      assert_nil @pool.call(-> {}), "the pool is still usable"
    end
  end
end
