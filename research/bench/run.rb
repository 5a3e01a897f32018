# frozen_string_literal: true

# `rake bench`: measures, in one run, our engine (a Rust bench binary), our Ruby API and the real Duckling (in-process
# from Python) on every text of Duckling's EN corpus, the engine and the real Duckling on every other language's
# corpus, time per KB from 1 KB to 1 MB, the Ruby API on a few texts
# (benchmark-ips), Chronic on the time expressions it understands, the dispatch modes, thread scaling and memory;
# writes research/bench/results.md, sentences.json and a plot. QUICK=1 for a short run (into tmp/bench-quick/).

# Chronic builds times in the process's local zone; give it the reference time's offset (UTC−2) before any Time
# exists. POSIX TZ strings need no tz database (the dev root has none): "REF+2" is UTC−2.
ENV["TZ"] = "REF+2"

require_relative "../lib/spike"
$LOAD_PATH.unshift File.join(Spike::ROOT, "lib")
ENV["DUCKLING_TEST_HOOKS"] = "1" # Duckling::TestHooks.engine_us: the engine's own time, beside the Ruby call's
require "duckling"
require_relative "corpus_bench"
require_relative "languages_bench"
require_relative "ruby_api"
require_relative "chronic_comparison"
require_relative "scaling"
require_relative "memory"
require_relative "dispatch_modes"

module Bench
  OUT = Spike::Env.quick? ? File.join(Spike::ROOT, "tmp", "bench-quick") : __dir__

  module_function

  def run
    FileUtils.mkdir_p(OUT)
    machine = Spike::Env.machine
    sections = [
      Spike::Markdown.run_header("Benchmarks", machine, [RUBY_DESCRIPTION])
                     .sub("`rake spike` (research/spike.rb)", "`rake bench` (research/bench/run.rb)"),
      "The machine has 2 cores shared with other work; every figure is a median of repeated runs.\n",
      CorpusBench.report(OUT),
      LanguagesBench.report(OUT),
      RubyApi.report,
      ChronicComparison.report,
      DispatchModes.report,
      Scaling.report,
      Memory.report
    ]
    File.write(File.join(OUT, "results.md"), sections.join("\n"))
    Spike::Env.progress("wrote #{File.join(OUT, 'results.md')}")
  end
end

Bench.run
