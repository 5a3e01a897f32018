# frozen_string_literal: true

# Interrupts many parses on every path and prints RSS as it goes: does an interrupted parse leave anything
# behind? (issue 13: every interrupted released or offloaded parse used to leak its 160-byte job on purpose.)
#
#   bin/dev env ROUNDS=100000 ruby research/hold/interrupts.rb            RSS every ROUNDS/10 interrupts, per path
#   bin/dev research/hardening/valgrind.sh research/hold/interrupts.rb    (ROUNDS=40 under valgrind by default)
#
# Paths: held (threshold nil), released (threshold 0), parse_json released, offloaded to the reference
# scheduler's thread per call, offloaded to Duckling::WorkerPool under async, and released and offloaded for a
# 64 KB text (parsed on a helper thread). Each round parses a text of about
# 4 KB (or 64 KB) (a millisecond or so) and interrupts it at a random point of that millisecond (Thread#raise from a
# timer thread; Fiber#raise from a fiber under the reference scheduler; Async's with_timeout under async), so the interrupts land in every phase: queued, parsing,
# rendering, converting. A round that finished first counts as completed, not interrupted.

# DUCKLING_LIB: another build of the gem (a checkout of an older commit with its extension), for before/after.
$stdout.sync = true
$LOAD_PATH.unshift(ENV["DUCKLING_LIB"] || File.expand_path("../../lib", __dir__))
require "duckling"
require "async"
require_relative "../lib/spike/texts"
require_relative "../../test/support/long_text"
require_relative "../../test/support/reference_scheduler"

module Interrupts
  module_function

  UNDER_VALGRIND = ENV.fetch("LD_PRELOAD", "").include?("vgpreload") || File.read("/proc/self/maps").include?("vgpreload")
  ROUNDS = Integer(ENV.fetch("ROUNDS", "") == "" ? (UNDER_VALGRIND ? "40" : "100000") : ENV["ROUNDS"])
  def self.now = Process.clock_gettime(Process::CLOCK_MONOTONIC)
  # A 4 KB text, and one of 64 KB: parsed on a helper thread when released (dispatch.rs DETACH_BYTES).
  TEXTS = { small: Spike::Texts.text_of(4096, Random.new(13)), large: Spike::Texts.text_of(65_536, Random.new(14)) }.freeze
  # Delays are drawn up to the measured time of one parse, so about half of the rounds are interrupted.
  SPANS = TEXTS.transform_values { |text| Array.new(3) { t = now; Duckling.parse(text); now - t }.min * 1.2 }.freeze

  class Stop < StandardError; end

  def rss_mb = File.read("/proc/self/status")[/^VmRSS:\s+(\d+)/, 1].to_i / 1024.0

  # One timer thread for all rounds: raises Stop into the parsing thread at the deadline it is given, unless
  # the round is over (decided under a lock, so a Stop never lands in a later round).
  class Timer
    def initialize
      @queue = Thread::Queue.new
      @lock = Thread::Mutex.new
      @thread = Thread.new do
        while (job = @queue.pop)
          target, at, round = job
          delay = at - Interrupts.now
          sleep delay if delay.positive?
          @lock.synchronize { target.raise(Stop) unless round[:over] }
        end
      end
    end

    # Runs the block, interrupting it after `delay` unless it finished first. @return [Boolean] interrupted?
    def around(delay)
      round = { over: false }
      Thread.handle_interrupt(Stop => :never) do
        @queue << [Thread.current, Interrupts.now + delay, round]
        begin
          Thread.handle_interrupt(Stop => :immediate) { yield }
        ensure
          @lock.synchronize { round[:over] = true }
        end
      end
      false
    rescue Stop
      true
    end
  end

  def timer = (@timer ||= Timer.new)

  # Under the reference scheduler: a fiber that raises Stop into the parsing fiber after `delay`, unless the round
  # is over (both fibers run on one thread, so no lock is needed).
  def fiber_around(delay)
    round = { over: false }
    parser = Fiber.current
    Fiber.schedule do
      sleep delay
      parser.raise(Stop) unless round[:over]
    end
    yield
    false
  rescue Stop
    true
  ensure
    round[:over] = true
  end

  PATHS = {
    "held" => [nil, :parse],
    "released" => [0, :parse],
    "parse_json released" => [0, :parse_json],
    "offloaded (reference scheduler)" => [0, :parse, :reference],
    "offloaded (async + WorkerPool)" => [0, :parse, :async],
    "released, 64 KB (helper thread)" => [0, :parse, nil, :large],
    "offloaded, 64 KB (async + WorkerPool, helper thread)" => [0, :parse, :async, :large]
  }.freeze

  # ONLY=substring picks paths; SPAN_FACTOR=1000 makes the delays so long that no round is interrupted (the
  # control: what a path's RSS does without interrupts).
  def run
    random = Random.new(1)
    factor = Float(ENV.fetch("SPAN_FACTOR", "") == "" ? "1" : ENV["SPAN_FACTOR"])
    PATHS.each do |path, (threshold, method, scheduler, size)|
      text = TEXTS.fetch(size || :small)
      span = SPANS.fetch(size || :small) * factor
      next unless path.include?(ENV.fetch("ONLY", ""))

      Duckling.gvl_release_threshold = threshold
      Duckling.offload_threshold = 0 if Duckling.respond_to?(:offload_threshold=) # the 4 KB text offloads too
      interrupted = 0
      start = rss_mb
      samples = []
      rounds(scheduler) do |round|
        interrupted += 1 if yield_round(scheduler, method, text, random.rand(span))
        if (round + 1) % [ROUNDS / 10, 1].max == 0
          GC.start
          samples << rss_mb.round(1)
        end
      end
      puts format("%-32s rounds %d, interrupted %d; RSS %.1f MB at start, then every %d rounds: %s MB",
                  path, ROUNDS, interrupted, start, [ROUNDS / 10, 1].max, samples.join(" "))
    end
  end

  def rounds(scheduler, &block)
    case scheduler
    when nil then ROUNDS.times(&block)
    when :reference
      Thread.new do
        scheduler = ReferenceScheduler.new
        Fiber.set_scheduler(scheduler)
        # The test scheduler records every thread its hook starts; forget them, or they are what grows.
        Fiber.schedule { ROUNDS.times { |round| block.call(round).tap { scheduler.blocking_operation_threads.clear } } }
      ensure
        Fiber.set_scheduler(nil)
      end.join
    when :async
      Thread.new do
        Async::Reactor.new(worker_pool: Duckling::WorkerPool.new(size: 1)).run { ROUNDS.times(&block) }
      ensure
        Fiber.set_scheduler(nil)
      end.join
    end
  end

  def yield_round(scheduler, method, text, delay)
    case scheduler
    when :async
      Async::Task.current.with_timeout(delay) { Duckling.public_send(method, text) }
      false
    when :reference then fiber_around(delay) { Duckling.public_send(method, text) }
    else timer.around(delay) { Duckling.public_send(method, text) }
    end
  rescue Async::TimeoutError
    true
  end
end

Interrupts.run
