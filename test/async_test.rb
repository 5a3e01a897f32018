# frozen_string_literal: true

require_relative "test_helper"
require_relative "support/fiber_helpers"
require "async"
require "json"

# Track 1: the real async reactor (Debian's async 2.46; io-event's native selector) with Duckling::WorkerPool as
# its `worker_pool:` and, on Ruby 4.0, with io-event's own IO::Event::WorkerPool (what
# ASYNC_SCHEDULER_WORKER_POOL=true gives every scheduler). On Ruby ≥ 3.4 a released parse in a task goes to the pool
# and a ticker task keeps ticking; without a pool (or on 3.3) the reactor stalls for the whole parse. Every reactor
# here is built with an explicit `worker_pool:`, so an exported ASYNC_SCHEDULER_WORKER_POOL changes none of them.
class AsyncTest < Minitest::Test
  include DucklingTest
  include FiberHelpers

  # The test log says what the reactor ran on (a pure-Ruby Select selector would not be what production runs).
  warn "async #{Async::VERSION}, io-event #{IO::Event::VERSION}: selector #{IO::Event::Selector.default}, " \
       "io-event worker pool #{defined?(IO::Event::WorkerPool) ? 'built' : 'not built'} (Ruby #{RUBY_VERSION})"

  # Counts the calls async makes, then delegates to the real pool.
  class CountingPool < Duckling::WorkerPool
    attr_reader :calls

    def initialize(...)
      super
      @calls = 0
    end

    def call(work)
      @calls += 1
      super
    end
  end

  # Records when its last `call` returned: when the worker had finished the parse itself.
  class TimingPool < Duckling::WorkerPool
    attr_reader :returned_at

    def call(work)
      super
    ensure
      @returned_at = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    end
  end

  def setup
    @thresholds = [Duckling.gvl_release_threshold, Duckling.offload_threshold]
    # Every parse is released and offered to the pool (the short ones prove the pool still works).
    Duckling.gvl_release_threshold = 0
    Duckling.offload_threshold = 0
    @text = LongText.taking(0.2)
    @parse_time = LongText.parse_time(@text)
  end

  def teardown
    Duckling.gvl_release_threshold, Duckling.offload_threshold = @thresholds
  end

  def test_with_the_pool_the_reactor_keeps_ticking_during_a_parse
    pool = CountingPool.new(size: 2)
    ticker, result, parse_time = tick_while_parsing(pool)
    assert_equal 1, JSON.parse(Duckling.parse_json("forty two")).size
    if ruby_3_4?
      assert_equal 1, pool.calls
      assert_operator ticker.longest_gap, :<, parse_time * 0.25,
                      "longest gap #{ms(ticker.longest_gap)} during a #{ms(parse_time)} parse"
    else
      assert_equal 0, pool.calls
      assert_operator ticker.longest_gap, :>, parse_time * 0.5,
                      "longest gap #{ms(ticker.longest_gap)} during a #{ms(parse_time)} parse"
    end
    assert_equal Duckling.parse_json(@text), result
    assert pool.closed?, "async closes its worker pool with the scheduler"
  end

  def test_the_reactor_runs_on_io_events_native_selector
    selector = nil
    in_reactor(nil) { selector = Fiber.scheduler.instance_variable_get(:@selector) }
    assert_kind_of IO::Event::Selector::EPoll, selector, "a native selector, not the pure-Ruby Select fallback"
  end

  # Ruby 4.0: what ASYNC_SCHEDULER_WORKER_POOL=true builds (`worker_pool: true` → IO::Event::WorkerPool.new).
  def test_with_io_events_own_pool_the_reactor_keeps_ticking_during_a_parse
    skip_unless_io_event_pool
    pool = IO::Event::WorkerPool.new
    ticker, result, parse_time = tick_while_parsing(pool)
    assert_equal 1, pool.statistics[:call_count], "one call per released parse"
    assert_operator ticker.ticks, :>, 0
    assert_operator ticker.longest_gap, :<, parse_time * 0.25,
                    "longest gap #{ms(ticker.longest_gap)} during a #{ms(parse_time)} parse"
    assert_equal Duckling.parse_json(@text), result
  end

  def test_io_events_own_pool_takes_one_call_per_released_parse
    skip_unless_io_event_pool
    pool = IO::Event::WorkerPool.new
    in_reactor(pool) do |task|
      3.times.map { |i| task.async { Duckling.parse("#{i} apples") } }.each(&:wait)
      Duckling.gvl_release_threshold = nil # held: never offloaded
      task.async { Duckling.parse("forty two") }.wait
    end
    assert_equal 3, pool.statistics[:call_count]
  end

  def test_the_environment_variable_gives_every_scheduler_io_events_pool
    skip_unless_io_event_pool
    script = <<~RUBY
      require "duckling"
      require "async"
      pools = []
      IO::Event::WorkerPool.singleton_class.prepend(Module.new { define_method(:new) { |*a| super(*a).tap { |p| pools << p } } })
      Duckling.gvl_release_threshold = Duckling.offload_threshold = 0
      Async { Async { Duckling.parse("forty two") }.wait }
      print pools.map { |p| p.statistics[:call_count] }.inspect
    RUBY
    out = IO.popen({ "ASYNC_SCHEDULER_WORKER_POOL" => "true" }, [RbConfig.ruby, "-I", File.expand_path("../lib", __dir__), "-e", script], &:read)
    assert_predicate $?, :success?
    assert_equal "[1]", out, "one scheduler, one pool, one offloaded parse"
  end

  # In a child process: the require changes every Async::Scheduler created afterwards.
  def test_require_duckling_async_gives_a_scheduler_without_a_pool_a_worker_pool
    script = <<~RUBY
      require "duckling/async"
      calls = 0
      Duckling::WorkerPool.prepend(Module.new { define_method(:call) { |work| calls += 1; super(work) } })
      Duckling.gvl_release_threshold = Duckling.offload_threshold = 0
      own = Duckling::WorkerPool.new(size: 1)
      pool_of = ->(scheduler) { scheduler.instance_variable_get(:@worker_pool) } # async has no reader for it
      schedulers = [Async::Scheduler.new, Async::Scheduler.new(worker_pool: own)]
      pools = [pool_of.(schedulers[0]).class, pool_of.(schedulers[1]).equal?(own)]
      schedulers.each(&:close)
      Async { Async { Duckling.parse("forty two") }.wait }
      print [pools, calls].inspect
    RUBY
    out = IO.popen({ "ASYNC_SCHEDULER_WORKER_POOL" => nil }, [RbConfig.ruby, "-I", File.expand_path("../lib", __dir__), "-e", script], &:read)
    assert_predicate $?, :success?
    if ruby_3_4?
      assert_equal "[[Duckling::WorkerPool, true], 1]", out, "a default pool; a given pool kept; one call"
    else
      assert_equal "[[NilClass, true], 0]", out, "a build for Ruby < 3.4 cannot offload: nothing changes"
    end
  end

  def test_without_a_pool_the_reactor_stalls_for_the_parse
    ticker, _, parse_time = tick_while_parsing(nil)
    assert_operator ticker.longest_gap, :>, parse_time * 0.5,
                    "longest gap #{ms(ticker.longest_gap)} during a #{ms(parse_time)} parse"
  end

  def test_stopping_the_task_cancels_the_parse_and_the_pool_stays_usable
    skip_unless_offloading
    pool = CountingPool.new(size: 1)
    finished = false
    stopped_in = nil
    in_reactor(pool) do |task|
      parser = task.async { Duckling.parse_json(@text); finished = true }
      sleep(@parse_time * 0.2)
      start = monotonic
      parser.stop
      parser.wait
      stopped_in = monotonic - start
      assert_equal [42], Duckling.parse("forty two").map { |e| e[:value][:value] }, "the pool still works"
    end
    refute finished, "the parse was cancelled"
    assert_operator stopped_in, :<, @parse_time * 0.5, "stopping took #{ms(stopped_in)}"
    assert_equal 2, pool.calls
  end

  def test_the_reactor_keeps_ticking_while_a_result_is_converted
    skip_unless_offloading
    converting, ticks = with_long_conversion(0.02) do |text|
      pool = TimingPool.new(size: 1)
      ticker = FiberHelpers::Ticker.new
      returned_at = nil
      in_reactor(pool) do |task|
        done = false
        task.async { ticker.run { done } }
        task.async { Duckling.parse(text); returned_at = monotonic; done = true }
      end
      [returned_at - pool.returned_at, ticker.ticks_between(pool.returned_at, returned_at)]
    end
    assert_operator converting, :>=, 0.02, "converting must be long for this test to mean anything"
    assert_operator ticks, :>=, 3, "the ticker did not run during #{ms(converting)} of conversion"
  end

  # each_entity's parse goes to the pool as parse's does; then the entities are yielded in the task, with the
  # reactor running between slices of them.
  def test_the_reactor_keeps_ticking_while_each_entity_yields
    skip_unless_offloading
    yielding, ticks = with_long_conversion(0.02) do |text|
      pool = TimingPool.new(size: 1)
      ticker = FiberHelpers::Ticker.new
      count = 0
      yielded_until = nil
      in_reactor(pool) do |task|
        done = false
        task.async { ticker.run { done } }
        task.async do
          Duckling.each_entity(text) { count += 1 }
          yielded_until = monotonic
          done = true
        end
      end
      assert_equal Duckling.parse(text).size, count
      [yielded_until - pool.returned_at, ticker.ticks_between(pool.returned_at, yielded_until)]
    end
    assert_operator yielding, :>=, 0.02, "yielding must be long for this test to mean anything"
    assert_operator ticks, :>=, 3, "the ticker did not run during #{ms(yielding)} of yielding"
  end

  private

  def skip_unless_offloading
    return if ruby_3_4?

    # On Ruby 3.3 a parse never reaches the pool, so there is nothing offloaded to stop; stopping a task that holds
    # the thread in a parse can only take effect when the parse returns.
    pool = CountingPool.new(size: 1)
    in_reactor(pool) { |task| task.async { Duckling.parse("forty two") }.wait }
    assert_equal 0, pool.calls
    skip "Ruby #{RUBY_VERSION} does not offload (asserted: the pool was not called)"
  end

  # On Ruby 4.0 io-event builds IO::Event::WorkerPool; on older Rubies it cannot (it needs a 4.0 C function).
  def skip_unless_io_event_pool
    return if defined?(IO::Event::WorkerPool)

    assert_operator Gem::Version.new(RUBY_VERSION), :<, Gem::Version.new("4.0"), "Ruby 4.0 builds IO::Event::WorkerPool"
    skip "io-event has no worker pool on Ruby #{RUBY_VERSION} (asserted: only 4.0 builds it)"
  end

  # `worker_pool: nil` is no pool, whatever ASYNC_SCHEDULER_WORKER_POOL says.
  def in_reactor(pool, &block)
    Thread.new do
      Async::Reactor.new(worker_pool: pool).run(&block)
    ensure
      Fiber.set_scheduler(nil)
    end.join
  end

  # @return [Array] the ticker, the parse's result and the parse's duration, measured where it ran (a measurement
  #   taken apart from the reactor varies with the machine's load and cannot bound the ticker's gap)
  def tick_while_parsing(pool)
    ticker = FiberHelpers::Ticker.new
    result = parse_time = nil
    in_reactor(pool) do |task|
      done = false
      task.async { ticker.run { done } }
      task.async do
        parse_time = elapsed { result = Duckling.parse_json(@text) }
        done = true
      end
    end
    [ticker, result, parse_time]
  end
end
