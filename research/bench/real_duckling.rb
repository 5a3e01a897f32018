# frozen_string_literal: true

require "json"

module Bench
  # The real Facebook Duckling, in-process from Python: the PyPI wheel pyduckling-native-phihos (a compiled
  # Haskell Duckling 0.2.0.1 inside a Rust/PyO3 module; its cp314 build matches the dev root's python3), installed
  # at bench time into a venv of its own, as bin/oracle does on the host. research/bench/real_duckling.py times it.
  module RealDuckling
    WHEEL = "pyduckling-native-phihos==0.4.0"
    VENV = File.join(Spike::ROOT, "tmp", "bench", "venv")
    PYTHON = File.join(VENV, "bin", "python")
    SCRIPT = File.join(__dir__, "real_duckling.py")

    module_function

    def ensure_venv
      unless File.exist?(PYTHON)
        Spike::Env.progress("real Duckling: making a venv in tmp/bench/venv")
        system("python3", "-m", "venv", VENV, exception: true)
      end
      return if system(PYTHON, "-c", "import duckling", err: File::NULL)

      Spike::Env.progress("real Duckling: installing #{WHEEL} into the venv")
      system(PYTHON, "-m", "pip", "install", "--quiet", WHEEL, exception: true)
    end

    # @param lang [String] the language, by its code ("es"): Duckling's default locale for it
    # @return [Hash] "wheel" (its version) and "parse_ns": median ns per sentence of `input`, in its order
    def time(input, out, budget_ms, lang: "en")
      system(PYTHON, SCRIPT, "--input", input, "--out", out, "--budget-ms", budget_ms.to_s, "--lang", lang,
             exception: true)
      JSON.parse(File.read(out))
    end
  end
end
