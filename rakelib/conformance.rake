# frozen_string_literal: true

# Duckling's own English corpus (test/conformance/duckling) run with Duckling's pass rule, and the differential
# run against the real Duckling. See the README's "Conformance" section.

desc "Duckling's EN corpus with Duckling's pass rule: table per dim and region, fails below " \
     "test/conformance/floors.json (VERBOSE=1 [DIM=time] lists failing lines)"
task :conformance do
  # In the extension's target, with the binding named so that cargo:test's artifacts serve (see cargo:test).
  sh({ "RUBY" => RbConfig.ruby, "CARGO_TARGET_DIR" => CARGO_TARGET }, "cargo", "test", "--release", "--locked",
     "-p", "duckling_engine", "-p", "duckling_rs", "--test", "conformance")
end

desc "Run the real Duckling (PyPI pyduckling-native-phihos, in tmp/oracle/venv) and this engine on every line of " \
     "TEXTS (default test/oracle/dialogue.txt); needs CPython 3.11 and cargo, so the host, not bin/dev"
task :oracle do
  texts = ENV.fetch("TEXTS", "test/oracle/dialogue.txt")
  python = ENV.fetch("PATH", "").split(File::PATH_SEPARATOR).map { |dir| File.join(dir, "python3") }
              .find { |path| File.executable?(path) }
  abort "rake oracle: no python3 here. On the host, run:\n  bin/oracle #{texts}" unless python
  # bin/oracle checks the Python version itself and says what to run when it is not 3.11 (the dev root's is not).
  system(python, "bin/oracle", texts) || abort("rake oracle: bin/oracle failed (see above)")
end
