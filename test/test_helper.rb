# frozen_string_literal: true

$LOAD_PATH.unshift File.expand_path("../lib", __dir__)
# Makes the extension define Duckling::TestHooks (read once, when it loads).
ENV["DUCKLING_TEST_HOOKS"] = "1"
require "duckling"
require "minitest/autorun"
require_relative "support/long_text"

# Duckling's standard test context: Tuesday 2013-02-12 04:30:00 at UTC−2.
REFERENCE_TIME = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")

# The languages whose Duckling corpus is vendored (test/conformance/duckling/<lang>/; `regional/` holds English's
# regions): each one the engine passes, so each one a locale.
VENDORED_LANGUAGES = Dir.children(File.join(__dir__, "conformance", "duckling"))
                        .select { |name| File.directory?(File.join(__dir__, "conformance", "duckling", name)) }
                        .reject { |name| name == "regional" }
                        .sort
                        .freeze

module DucklingTest
  def monotonic
    Process.clock_gettime(Process::CLOCK_MONOTONIC)
  end

  def elapsed
    start = monotonic
    yield
    monotonic - start
  end

  # Restores the global threshold after a test that changes it.
  def with_threshold(bytes)
    before = Duckling.gvl_release_threshold
    Duckling.gvl_release_threshold = bytes
    yield
  ensure
    Duckling.gvl_release_threshold = before
  end

  # A duration for an assertion's message.
  def ms(seconds)
    "#{(seconds * 1000).round(1)} ms"
  end

  def ruby_3_4?
    Gem::Version.new(RUBY_VERSION) >= Gem::Version.new("3.4")
  end

  def ruby_4_0?
    Gem::Version.new(RUBY_VERSION) >= Gem::Version.new("4.0")
  end
end
