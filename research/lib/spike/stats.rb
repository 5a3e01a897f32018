# frozen_string_literal: true

module Spike
  # Order statistics. Medians, not means: on a shared, noisy machine one slow run must not move the answer.
  module Stats
    module_function

    def median(values)
      sorted = values.compact.sort
      return nil if sorted.empty?

      mid = sorted.size / 2
      sorted.size.odd? ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2.0
    end

    # Nearest-rank percentile (p in 0..100).
    def percentile(values, p)
      sorted = values.compact.sort
      return nil if sorted.empty?

      sorted[[(p / 100.0 * sorted.size).ceil - 1, 0].max]
    end

    # A summary of many per-call samples, the raw record of one run.
    def summary(samples)
      { "n" => samples.size, "median" => median(samples), "p90" => percentile(samples, 90),
        "p99" => percentile(samples, 99), "max" => samples.max, "mean" => samples.sum / samples.size.to_f }
    end
  end
end
