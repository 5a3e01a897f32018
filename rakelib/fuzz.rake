# frozen_string_literal: true

# Coverage-guided fuzzing of the engine (ext/duckling_engine/fuzz, a cargo-fuzz project outside the workspace).
# Needs a nightly toolchain and cargo-fuzz (`cargo install cargo-fuzz`); runs on the host, niced, one process per
# target. See research/hardening/README.md for the targets, the invariants they check and the results.
module Fuzz
  DIR = File.expand_path("../ext/duckling_engine/fuzz", __dir__)
  TARGETS = %w[parse options].freeze
  # Bytes of a `parse` input that encode the options (fuzz_targets/header.rs); zeros mean Duckling's defaults.
  HEADER = 24
  MAX_LEN = 4096

  module_function

  # Seeds the `parse` corpus with every corpus text of every dimension and the small adversarial files, each
  # behind an all-zero options header.
  def seed
    require "json"
    require "digest"
    dir = File.join(DIR, "corpus", "parse")
    FileUtils.mkdir_p(dir)
    texts.each do |text|
      data = ("\0" * HEADER).b + text.b[0, MAX_LEN - HEADER]
      path = File.join(dir, "seed-#{Digest::SHA1.hexdigest(data)}")
      File.binwrite(path, data) unless File.exist?(path)
    end
  end

  def texts
    corpora = Dir[File.expand_path("../ext/duckling_engine/src/dims/*/corpus.json", __dir__)]
    from_corpora = corpora.flat_map { |path| strings(JSON.parse(File.read(path))) }
    from_corpora + Dir[File.expand_path("../test/fixtures/adversarial/*.txt", __dir__)].map { |p| File.read(p) }
  end

  # Every string under a "texts" or "negative" key.
  def strings(json)
    case json
    when Hash then json.flat_map { |k, v| %w[texts negative].include?(k) && v.is_a?(Array) ? v.grep(String) : strings(v) }
    when Array then json.flat_map { |v| strings(v) }
    else []
    end
  end

  # The command that fuzzes `target` for `seconds`, to run from DIR.
  # -a: debug assertions and overflow checks, so arithmetic overflow is a crash, not a silently wrong value.
  # libFuzzer stops at the first crash and saves it under fuzz/artifacts/<target>/ (the task then fails).
  def command(target, seconds)
    FileUtils.mkdir_p(File.join(DIR, "corpus", target))
    ["nice", "-n", "10", "cargo", "+nightly", "fuzz", "run", "-a", target, "corpus/#{target}", "--",
     "-dict=duckling.dict", "-max_total_time=#{seconds}", "-timeout=10", "-max_len=#{MAX_LEN}",
     "-rss_limit_mb=4096", "-print_final_stats=1"]
  end
end

desc "Fuzz the engine's parse and the binding's option conversion, SECONDS=N each (default 60); host only, " \
     "needs nightly and cargo-fuzz"
task fuzz: "fuzz:seed" do
  seconds = Integer(ENV.fetch("SECONDS", "60"))
  Fuzz::TARGETS.each { |target| sh(*Fuzz.command(target, seconds), chdir: Fuzz::DIR) }
end

namespace :fuzz do
  desc "Seed the parse target's corpus from the dimension corpora and test/fixtures/adversarial"
  task(:seed) { Fuzz.seed }

  Fuzz::TARGETS.each do |target|
    desc "Fuzz only the #{target} target, SECONDS=N (default 60)"
    task(target => "fuzz:seed") do
      sh(*Fuzz.command(target, Integer(ENV.fetch("SECONDS", "60"))), chdir: Fuzz::DIR)
    end
  end
end
