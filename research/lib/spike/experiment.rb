# frozen_string_literal: true

require "json"

module Spike
  # The shape every experiment has. A subclass defines:
  #   NAME, TITLE, RUBIES  – its folder, its heading, the Ruby ABIs it measures on ("3.4", "3.3")
  #   #measure             – runs in the child Ruby; returns an Array of Hashes (one per run and condition)
  #   #write(rows, machine, dir) – runs in the parent; renders the plot and the sections, then #write_report
  class Experiment
    RUBIES = %w[3.4].freeze

    # The script's entry point: `ruby research/<name>/experiment.rb --measure` prints the rows as JSON (the
    # last line of stdout); without --measure it measures and writes the report itself, for one-off reruns.
    def self.main(argv = ARGV)
      if argv.include?("--measure")
        Spike.load_measurement_support
        $stdout.puts JSON.generate(new.measure)
      else
        Spike.run_experiments([self])
      end
    end

    def self.script
      File.join(RESEARCH, self::NAME, "experiment.rb")
    end

    def progress(message)
      Env.progress(message)
    end

    # Common to every row: which Ruby, and how loaded the machine was when the run started.
    def stamp(row)
      { "ruby" => RUBY_VERSION, "load1" => Env.load1 }.merge(row)
    end

    # results.md (the run's header, `sections`, then the plot if there is one), results.json (the raw rows) and
    # README.md (`readme`): what every experiment's #write ends with.
    def write_report(dir, machine:, rows:, sections:, plot:, plot_title:, readme:)
      results = [Markdown.run_header(self.class::TITLE, machine, rubies_of(rows)), *sections,
                 plot ? "![#{plot_title}](#{plot})" : ""].join("\n\n")
      File.write(File.join(dir, "results.md"), "#{results}\n")
      File.write(File.join(dir, "results.json"), JSON.pretty_generate({ "machine" => machine, "rows" => rows }))
      File.write(File.join(dir, "README.md"), readme)
    end

    def rubies_of(rows)
      rows.map { |r| r["ruby"] }.uniq.sort
    end

    def ms(seconds)
      seconds && seconds * 1000.0
    end
  end

  # What the children need to measure: the gem built for their Ruby (with its test hooks), and the test suite's reference scheduler,
  # Ticker and LongText (one definition of each, shared with the tests).
  def self.load_measurement_support
    $LOAD_PATH.unshift File.join(ROOT, "lib")
    ENV["DUCKLING_TEST_HOOKS"] = "1" # Duckling::TestHooks: the offload switch of the offload and overhead experiments
    require "duckling"
    require File.join(ROOT, "test/support/fiber_helpers")
    require File.join(ROOT, "test/support/long_text")
    require File.join(ROOT, "test/support/reference_scheduler")
    require_relative "gvl_probe"
    require_relative "texts"
    require_relative "recording"
  end

  # Measures each experiment on each of its Rubies (in children), then writes its reports.
  def self.run_experiments(experiments)
    experiments.each do |experiment|
      started = Env.monotonic
      machine = Env.machine
      warn "== #{experiment::NAME} (#{Env.quick? ? 'QUICK' : 'full'}; load #{machine['loadavg']})"
      rows = experiment::RUBIES.flat_map do |abi|
        warn "  Ruby #{abi}:"
        Child.measure(experiment.script, abi)
      end
      machine["notes"] = Child.notes.dup
      dir = Env.out_dir(experiment::NAME)
      experiment.new.write(rows, machine, dir)
      warn format("  wrote %<dir>s in %<s>.1f s", dir: dir.delete_prefix("#{ROOT}/"), s: Env.monotonic - started)
    end
  end
end
