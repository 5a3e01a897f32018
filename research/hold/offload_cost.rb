# frozen_string_literal: true

# Does offloading need a threshold of its own? Under async with Duckling::WorkerPool, for texts of several sizes,
# a task parses in a loop while another task ticks every 1 ms. Per size and mode, the median time per call and
# the ticker's longest gap:
# - `offload`: released with RB_NOGVL_OFFLOAD_SAFE, so each parse goes to the pool (what a threshold of 256 does);
# - `release, flags 0`: released without the flag, so the parse runs on the reactor's thread, which waits for it;
# - `held`: not released at all (pauses every 1 ms, to other threads and to the reactor).
#
#   bin/dev env SECONDS_PER_ROW=0.5 ruby research/hold/offload_cost.rb
#
# Prints one JSON line per row.

$LOAD_PATH.unshift(ENV["DUCKLING_LIB"] || File.expand_path("../../lib", __dir__))
ENV["DUCKLING_TEST_HOOKS"] = "1" # TestHooks.offload, when this build still has it
require "json"
require "duckling"
require "async"
require_relative "../lib/spike/texts"
require_relative "../lib/spike/env"
require_relative "../../test/support/long_text"
require_relative "../../test/support/fiber_helpers"

module OffloadCost
  module_function

  SIZES = [300, 1024, 4096, 16_384, 65_536].freeze
  SECONDS = Float(ENV.fetch("SECONDS_PER_ROW", "0.5"))

  def now = Process.clock_gettime(Process::CLOCK_MONOTONIC)

  # mode => how to set it up
  def configure(mode)
    case mode
    when "offload" then set(threshold: 0, offload: true)
    when "release, flags 0" then set(threshold: 0, offload: false)
    when "held" then set(threshold: nil, offload: true)
    end
  end

  def set(threshold:, offload:)
    Duckling.gvl_release_threshold = threshold
    if Duckling.respond_to?(:offload_threshold=)
      Duckling.offload_threshold = offload ? 0 : nil
    else
      Duckling::TestHooks.offload = offload
    end
  end

  def row(size, mode)
    text = Spike::Texts.text_of(size, Random.new(size))
    configure(mode)
    times = []
    ticker = FiberHelpers::Ticker.new
    Thread.new do
      Async::Reactor.new(worker_pool: Duckling::WorkerPool.new(size: 1)).run do |task|
        done = false
        task.async { ticker.run { done } }
        task.async do
          deadline = now + SECONDS
          while now < deadline
            t = now
            Duckling.parse_json(text)
            times << now - t
          end
          done = true
        end
      end
    ensure
      Fiber.set_scheduler(nil)
    end.join
    times.sort!
    { "size" => text.bytesize, "mode" => mode, "calls" => times.size,
      "median_us" => (times[times.size / 2] * 1e6).round(1), "p99_us" => (times[(times.size * 0.99).floor] * 1e6).round(1),
      "longest_gap_ms" => (ticker.longest_gap * 1000).round(2), "ticks" => ticker.ticks,
      "ruby" => RUBY_VERSION, "load1" => Spike::Env.load1 }
  end

  def run
    Duckling.parse_json(Spike::Texts.text_of(4096, Random.new(1))) # warm up
    SIZES.each do |size|
      ["offload", "release, flags 0", "held"].each { |mode| puts JSON.generate(row(size, mode)) }
    end
  end
end

$stdout.sync = true
OffloadCost.run
