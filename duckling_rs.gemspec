# frozen_string_literal: true

require_relative "lib/duckling/version"

Gem::Specification.new do |spec|
  spec.name = "duckling_rs"
  spec.version = Duckling::VERSION
  spec.authors = ["The duckling_rs developers"]
  spec.summary = "Duckling-compatible entity extraction (times, numbers, money, …) with a Rust engine " \
                 "that releases the GVL and offloads to Fiber schedulers"
  spec.description = "Turns free text into structured entities in Facebook Duckling's format. Every long parse " \
                     "runs without the GVL (rb_nogvl, with RB_NOGVL_OFFLOAD_SAFE on Ruby 3.4+), so threads and " \
                     "async/Falcon reactors keep serving while it runs."
  spec.license = "MIT"
  spec.required_ruby_version = ">= 3.1"

  spec.files = Dir["lib/**/*.rb", "ext/**/*.{rs,rb,toml,json,counts}", "Cargo.toml", "Cargo.lock", "README.md", "LICENSE"]
               .reject { |f| f.start_with?("ext/duckling_engine/fuzz/") }
  spec.bindir = "exe"
  spec.executables = ["duckling", "duckling-server"]
  spec.require_paths = ["lib"]
  spec.extensions = ["ext/duckling_rs/extconf.rb"]

  spec.add_dependency "rb_sys", "~> 0.9.100"
  spec.metadata["rubygems_mfa_required"] = "true"
end
