# frozen_string_literal: true

# Shared helpers of the research experiments (research/<name>/experiment.rb), run by research/spike.rb.
#
# Each experiment measures in a fresh child Ruby process (3.4, and 4.0 and 3.3 where it compares Rubies) that
# prints its rows as JSON; the parent (Ruby 3.4) merges the rows and writes results.md, results.json, a plot and
# README.md. A child per experiment keeps one experiment's threads, pools and GC debt out of the next one's numbers.
module Spike
  ROOT = File.expand_path("../..", __dir__)
  RESEARCH = File.join(ROOT, "research")
end

require_relative "spike/env"
require_relative "spike/stats"
require_relative "spike/markdown"
require_relative "spike/plot"
require_relative "spike/child"
require_relative "spike/texts"
require_relative "spike/answer"
require_relative "spike/experiment"
