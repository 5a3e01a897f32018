# frozen_string_literal: true

# How long does a large parse keep other threads, fibers and cancellation waiting, and what does it leave in
# memory? One measurement per call, printed as a JSON line, so a table can be built from several runs.
#
#   bin/dev ruby research/hold/measure.rb wait      # another thread's longest wait, every path
#   bin/dev ruby research/hold/measure.rb ticker    # a 1 ms ticker fiber's longest gap (reference, async)
#   bin/dev ruby research/hold/measure.rb cancel    # kill / raise / Timeout / Async stop latency, RSS after
#   bin/dev ruby research/hold/measure.rb cost      # per-call cost of a short text, and the engine's own time
#
# KB=1024 sets the size of the entity-dense text (the fragments of research/lib/spike/texts.rb, about one
# entity per 40 bytes); REPS the repetitions; CANCEL_KB the sizes of the cancel runs (default 1024,10240).

$LOAD_PATH.unshift(ENV["DUCKLING_LIB"] || File.expand_path("../../lib", __dir__))
require "json"
require "timeout"
ENV["DUCKLING_TEST_HOOKS"] = "1" # TestHooks.engine_us, where the build has it
require "duckling"
require_relative "../lib/spike"
require_relative "../lib/spike/gvl_probe"
require_relative "../../test/support/long_text"
require_relative "../../test/support/reference_scheduler"
require_relative "../../test/support/fiber_helpers"

module Hold
  module_function

  KB = Integer(ENV.fetch("KB", "1024"))
  REPS = Integer(ENV.fetch("REPS", "5"))

  def dense(kb) = Spike::Texts.text_of(kb * 1024, Random.new(kb))
  def now = Process.clock_gettime(Process::CLOCK_MONOTONIC)
  def ms(s) = (s * 1000).round(2)
  def rss_mb = File.read("/proc/self/status")[/^VmRSS:\s+(\d+)/, 1].to_i / 1024.0
  def hwm_mb = File.read("/proc/self/status")[/^VmHWM:\s+(\d+)/, 1].to_i / 1024.0
  def emit(row) = puts(JSON.generate(row.merge("ruby" => RUBY_VERSION, "load1" => Spike::Env.load1)))

  def with_threshold(bytes)
    before = Duckling.gvl_release_threshold
    Duckling.gvl_release_threshold = bytes
    yield
  ensure
    Duckling.gvl_release_threshold = before
  end

  # The longest time a thread sleeping 1 ms in a loop woke late while `block` ran on this thread.
  def longest_wait(&block)
    probe = Spike::GvlProbe.new
    probe.around(&block)
    probe.longest
  end

  PATHS = {
    "idle (sleep 0.25 s: the floor)" => [256, ->(_, _) { sleep 0.25 }],
    "parse released" => [256, ->(t, _) { Duckling.parse(t) }],
    "parse held" => [nil, ->(t, _) { Duckling.parse(t) }],
    "parse_json released" => [256, ->(t, _) { Duckling.parse_json(t) }],
    "parse_json held" => [nil, ->(t, _) { Duckling.parse_json(t) }],
    "each_entity released" => [256, ->(t, _) { Duckling.each_entity(t) { nil } }],
    "each_entity held" => [nil, ->(t, _) { Duckling.each_entity(t) { nil } }],
    "parse_all released" => [256, ->(_, ts) { Duckling.parse_all(ts) }],
    "parse_all held" => [nil, ->(_, ts) { Duckling.parse_all(ts) }]
  }.freeze

  def wait
    text = dense(KB)
    texts = Spike::Texts.chat_mix(count: KB * 1024 / 110)
    entities = Duckling.parse(text).size
    REPS.times do |rep|
      PATHS.each do |path, (threshold, call)|
        with_threshold(threshold) do
          GC.start
          t = nil
          wait = longest_wait { t0 = now; call.(text, texts); t = now - t0 }
          emit("what" => "wait", "path" => path, "rep" => rep, "kb" => KB, "entities" => entities,
               "call_ms" => ms(t), "longest_wait_ms" => ms(wait))
        end
      end
    end
  end

  TICKER_CALLS = {
    "idle (sleep 0.25 s)" => ->(_) { sleep 0.25 },
    "parse" => ->(t) { Duckling.parse(t) },
    "parse_json" => ->(t) { Duckling.parse_json(t) },
    "each_entity" => ->(t) { Duckling.each_entity(t) { nil } } # the block keeps nothing
  }.freeze

  def ticker
    text = dense(KB)
    REPS.times do |rep|
      %w[reference async].each do |kind|
        TICKER_CALLS.each do |label, work|
          GC.start # as `wait` does: the call pays for its own objects, not for the last call's garbage
          gap, call = tick_beside(kind) { work.(text) }
          emit("what" => "ticker", "scheduler" => kind, "call" => label, "rep" => rep, "kb" => KB,
               "call_ms" => ms(call), "longest_gap_ms" => ms(gap))
        end
      end
    end
  end

  def tick_beside(kind, &parse)
    ticker = FiberHelpers::Ticker.new
    call = nil
    Thread.new do
      scheduler = kind == "async" ? async_scheduler : ReferenceScheduler.new
      Fiber.set_scheduler(scheduler)
      done = false
      Fiber.schedule { ticker.run { done } }
      Fiber.schedule { t0 = now; parse.call; call = now - t0; done = true }
      Fiber.set_scheduler(nil)
    end.join
    [ticker.longest_gap, call]
  end

  def async_scheduler
    require "async"
    Async::Scheduler.new(worker_pool: Duckling::WorkerPool.new(size: 1))
  end

  # Interrupts a parse at 10–60 % of its length and times how long the interrupted call takes to end.
  def cancel
    sizes = ENV.fetch("CANCEL_KB", "1024,10240").split(",").map(&:to_i)
    sizes.each do |kb|
      text = dense(kb)
      full = Array.new(2) { t0 = now; Duckling.parse(text); now - t0 }.min
      random = Random.new(kb)
      %w[kill raise timeout async_stop].each do |how|
        REPS.times do |rep|
          at = full * random.rand(0.1..0.6)
          latency, alive = interrupt(how, text, at)
          next unless alive # the parse had finished before the interrupt: nothing measured

          emit("what" => "cancel", "how" => how, "kb" => kb, "rep" => rep, "parse_ms" => ms(full),
               "at_ms" => ms(at), "latency_ms" => latency && ms(latency), "rss_mb" => rss_mb.round(1))
        end
      end
      GC.start
      emit("what" => "rss", "kb" => kb, "rss_after_burst_mb" => rss_mb.round(1), "peak_mb" => hwm_mb.round(1))
    end
  end

  class Stop < StandardError; end

  # @return [[Float, Boolean]] seconds from the interrupt to the end of the call, and whether the parse was still
  #   running when interrupted
  def interrupt(how, text, at)
    case how
    when "kill", "raise"
      started = Thread::Queue.new
      th = Thread.new do
        Thread.current.report_on_exception = false
        started << true
        Duckling.parse(text)
      end
      started.pop
      sleep at
      alive = th.alive?
      t0 = now
      how == "kill" ? th.kill : th.raise(Stop)
      begin
        th.join
      rescue Stop
        nil
      end
      [now - t0, alive]
    when "timeout"
      t0 = now
      begin
        Timeout.timeout(at) { Duckling.parse(text) }
        [0.0, false]
      rescue Timeout::Error
        [now - t0 - at, true] # from the deadline, which Timeout's own thread may deliver a little late
      end
    when "async_stop"
      require "async"
      latency = nil
      alive = false
      Thread.new do
        Async::Reactor.new(worker_pool: Duckling::WorkerPool.new(size: 1)).run do |task|
          parser = task.async { Duckling.parse(text) }
          sleep at
          alive = parser.running?
          t0 = now
          parser.stop
          parser.wait
          latency = now - t0
        end
      ensure
        Fiber.set_scheduler(nil)
      end.join
      [latency, alive]
    end
  end

  def cost
    short = "tomorrow at 5pm"
    n = Integer(ENV.fetch("N", "200000"))
    rt = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")
    REPS.times do |rep|
      { "parse" => proc { Duckling.parse(short, reference_time: rt) },
        "parse_json" => proc { Duckling.parse_json(short, reference_time: rt) },
        "parse empty" => proc { Duckling.parse("", reference_time: rt) } }.each do |label, call|
        (n / 10).times(&call)
        t0 = now
        n.times(&call)
        emit("what" => "cost", "call" => label, "rep" => rep, "us" => ((now - t0) / n * 1e6).round(3))
      end
      if defined?(Duckling::TestHooks)
        emit("what" => "cost", "call" => "engine", "rep" => rep, "us" => Duckling::TestHooks.engine_us(short, rt, n).round(3))
      end
    end
  end
end

$stdout.sync = true
ARGV.each { |what| Hold.public_send(what) }
