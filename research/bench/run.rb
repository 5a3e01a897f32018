# frozen_string_literal: true

# `rake bench`: measures, in one run, the engine against the published duckling 0.4 crate (a Rust bench binary),
# the Ruby API (benchmark-ips), Chronic on the time expressions it understands, input-size and thread scaling, and
# memory; writes research/bench/results.md and a plot. QUICK=1 for a short run (written to tmp/bench-quick/).

# Chronic builds times in the process's local zone; give it the reference time's offset (UTC−2) before any Time
# exists. POSIX TZ strings need no tz database (the dev root has none): "REF+2" is UTC−2.
ENV["TZ"] = "REF+2"

require_relative "../lib/spike"
$LOAD_PATH.unshift File.join(Spike::ROOT, "lib")
ENV["DUCKLING_TEST_HOOKS"] = "1" # Duckling::TestHooks.engine_us: the engine's own time, beside the Ruby call's
require "duckling"
require_relative "ruby_api"
require_relative "chronic_comparison"
require_relative "scaling"
require_relative "memory"
require_relative "dispatch_modes"

module Bench
  OUT = Spike::Env.quick? ? File.join(Spike::ROOT, "tmp", "bench-quick") : __dir__
  BENCH_CRATE = File.join(__dir__, "engine", "Cargo.toml")

  module_function

  def engine_report
    Spike::Env.progress("engine: cargo run --release (research/bench/engine)")
    args = ["cargo", "run", "--quiet", "--release", "--locked", "--manifest-path", BENCH_CRATE, "--"]
    args << "--quick" if Spike::Env.quick?
    path = File.join(OUT, "engine.md")
    system(*args, "--out", path, chdir: Spike::ROOT, exception: true)
    File.read(path)
  end

  def run
    FileUtils.mkdir_p(OUT)
    machine = Spike::Env.machine
    sections = [
      Spike::Markdown.run_header("Benchmarks", machine, [RUBY_DESCRIPTION])
                     .sub("`rake spike` (research/spike.rb)", "`rake bench` (research/bench/run.rb)"),
      "The machine has 2 cores shared with other work; every figure is a median of repeated runs.\n",
      engine_report,
      RubyApi.report,
      ChronicComparison.report,
      DispatchModes.report,
      Scaling.report(OUT),
      Memory.report
    ]
    File.write(File.join(OUT, "results.md"), sections.join("\n"))
    Spike::Env.progress("wrote #{File.join(OUT, 'results.md')}")
  end
end

Bench.run
