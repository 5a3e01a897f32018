# frozen_string_literal: true

require "json"

module Bench
  # The engine's own time, from the Rust binary research/bench/engine (release build, no Ruby): built once
  # before any timing, so no compile runs beside a measurement.
  module EngineBench
    MANIFEST = File.join(__dir__, "engine", "Cargo.toml")
    TARGET = File.join(__dir__, "engine", "target")
    BINARY = File.join(TARGET, "release", "duckling_bench")

    module_function

    def build
      Spike::Env.progress("engine: cargo build --release (research/bench/engine)")
      system({ "CARGO_TARGET_DIR" => TARGET }, "cargo", "build", "--quiet", "--release", "--locked",
             "--manifest-path", MANIFEST, exception: true)
    end

    # @param locale [String, nil] the locale (nil: the engine's default, en_US)
    # @return [Hash] "sentences_ns" and "sized_ns": median ns per text of `input`, in its order
    def time(input, out, budget_ms, sized_calls, locale: nil)
      system(BINARY, "--input", input, "--out", out, "--budget-ms", budget_ms.to_s,
             "--sized-calls", sized_calls.to_s, *(locale ? ["--locale", locale] : []), exception: true)
      JSON.parse(File.read(out))
    end
  end
end
