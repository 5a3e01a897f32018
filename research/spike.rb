# frozen_string_literal: true

# `rake spike`: reruns every research experiment and rewrites research/<name>/{results.md,results.json,README.md}
# and its plot. QUICK=1 runs each briefly and writes to tmp/spike-quick/ instead, leaving the committed results
# alone. ONLY=offload,batch runs a subset.
#
# Each experiment measures in child processes (Ruby 3.4; also Ruby 3.3 where it compares Rubies), see
# research/lib/spike.rb.

require_relative "lib/spike"

EXPERIMENTS = %w[offload threshold batch scaling overhead].freeze

only = ENV.fetch("ONLY", "").split(",")
names = only.empty? ? EXPERIMENTS : EXPERIMENTS & only
names.each { |name| require_relative "#{name}/experiment" }
experiments = names.map { |name| Spike::Experiment.subclasses.find { |k| k::NAME == name } }

started = Spike::Env.monotonic
warn "rake spike: #{names.join(', ')} (#{Spike::Env.quick? ? 'QUICK, writing tmp/spike-quick/' : 'full, writing research/'})"
Spike.run_experiments(experiments)
warn format("rake spike: done in %.1f s", Spike::Env.monotonic - started)
