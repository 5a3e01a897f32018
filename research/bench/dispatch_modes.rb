# frozen_string_literal: true

require "rbconfig"

module Bench
  # Per-call cost of each dispatch mode (held, nogvl, offload to a thread per call, offload to
  # Duckling::WorkerPool): reruns the overhead experiment of `rake spike` (research/overhead), which owns the
  # method, and quotes its table.
  module DispatchModes
    module_function

    def report
      Spike::Env.progress("dispatch modes: research/overhead (ONLY=overhead research/spike.rb)")
      env = { "ONLY" => "overhead", "QUICK" => ENV.fetch("QUICK", "") }
      system(env, RbConfig.ruby, File.join(Spike::RESEARCH, "spike.rb"), chdir: Spike::ROOT, exception: true)
      readme = File.read(File.join(Spike::Env.out_dir("overhead"), "README.md"))
      table = readme[/^\| mode \|.*?(?=\n\n)/m] or raise "no table in the overhead README"
      <<~MD
        ## Dispatch modes (per call, short text; from research/overhead, rerun by this bench)

        #{table}

        Releasing the GVL costs nothing measurable here; offloading costs tens of µs, which is why short texts
        stay below `gvl_release_threshold` (see research/overhead/README.md for the method).
      MD
    end
  end
end
