# frozen_string_literal: true

# `rake spike`: reruns every research experiment and rewrites research/<name>/{results.md,results.json,README.md}
# and its plot. QUICK=1 runs each briefly and writes to tmp/spike-quick/ instead, leaving the committed results
# alone. ONLY=offload,batch runs a subset.
#
# Each experiment measures in child processes (Ruby 3.4; also Ruby 4.0 and 3.3 where it compares Rubies), see
# research/lib/spike.rb.

require_relative "lib/spike"

# batch last: its optional 1e6-text size uses whatever is left of the run's time budget (Spike::Env.deadline).
EXPERIMENTS = %w[offload threshold scaling overhead server falcon cli deadline slow-texts batch].freeze

only = ENV.fetch("ONLY", "").split(",")
names = only.empty? ? EXPERIMENTS : EXPERIMENTS & only
names.each { |name| require_relative "#{name}/experiment" }
experiments = names.map { |name| Spike::Experiment.subclasses.find { |k| k::NAME == name } }

started = Spike::Env.monotonic
ENV["SPIKE_DEADLINE"] ||= (Time.now.to_f + Spike::Env::BUDGET).to_s # children see how much time is left
warn "rake spike: #{names.join(', ')} (#{Spike::Env.quick? ? 'QUICK, writing tmp/spike-quick/' : 'full, writing research/'})"
Spike.run_experiments(experiments)
warn format("rake spike: done in %.1f s", Spike::Env.monotonic - started)
