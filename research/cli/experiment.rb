# frozen_string_literal: true

require_relative "../lib/spike"
require "etc"
require "tmpdir"

module Spike
  # `duckling --lines` on a large file: lines per second with one job and with one per CPU, as a user runs it
  # (the executable as a process, its output to a file).
  class CliExperiment < Experiment
    NAME = "cli"
    TITLE = "duckling --lines: lines per second by --jobs"
    EXE = File.join(ROOT, "exe", "duckling")
    REFERENCE = "2013-02-12T04:30:00-02:00"

    def measure
      lines = Env.pick(full: 200_000, quick: 5_000)
      runs = Env.pick(full: 3, quick: 1)
      jobs = [1, Etc.nprocessors].uniq
      Dir.mktmpdir("duckling-cli") do |dir|
        input = File.join(dir, "texts.txt")
        mix = Texts.chat_mix
        File.write(input, Array.new(lines) { |i| "#{mix[i % mix.size]}\n" }.join)
        progress format("Ruby %s: %d lines (%d MB), jobs %s, %d runs", RUBY_VERSION, lines,
                        File.size(input) / 1_000_000, jobs.join("/"), runs)
        (1..runs).flat_map { |run| jobs.map { |job| stamp(one(input, dir, lines, job, run)) } }
      end
    end

    def one(input, dir, lines, jobs, run)
      output = File.join(dir, "entities.jsonl")
      before = Process.times
      command = [RbConfig.ruby, EXE, "--lines", "--jobs", jobs.to_s, "-r", REFERENCE, input]
      seconds = Env.timed { system(*command, out: output, exception: true) }
      after = Process.times
      written = File.foreach(output).count
      raise "#{written} lines written for #{lines}" unless written == lines

      cpu = (after.cutime + after.cstime) - (before.cutime + before.cstime)
      progress format("  run %d, --jobs %d: %.2f s, %.0f lines/s", run, jobs, seconds, lines / seconds)
      { "run" => run, "jobs" => jobs, "lines" => lines, "mb" => (File.size(input) / 1e6).round(1),
        "seconds" => seconds, "lines_per_s" => lines / seconds, "cpu_s" => cpu,
        "entities" => File.read(output).scan('"dim":').size }
    end

    # --- report ---------------------------------------------------------------------------------------------

    RAW = %w[ruby run jobs lines mb entities seconds lines_per_s cpu_s load1].freeze
    SUMMARY_HEADERS = ["--jobs", "runs", "lines/s (median)", "lines/s (range)", "CPU s per wall s",
                       "× --jobs 1"].freeze

    def write(rows, machine, dir)
      summary = summary_rows(rows)
      sections = ["## Every run\n\n#{Markdown.table(RAW, rows.map { |r| r.values_at(*RAW) })}",
                  "## Per --jobs\n\n#{summary_table(summary)}"]
      write_report(dir, machine:, rows:, sections:, plot: nil, plot_title: nil, readme: readme(rows, summary))
    end

    def summary_rows(rows)
      single = Stats.median(rows.select { |r| r["jobs"] == 1 }.map { |r| r["lines_per_s"] })
      rows.group_by { |r| r["jobs"] }.sort.map do |jobs, group|
        rates = group.map { |r| r["lines_per_s"] }
        median = Stats.median(rates)
        [jobs, group.size, median.round, rates.minmax.map(&:round).uniq.join("–"),
         Stats.median(group.map { |r| r["cpu_s"] / r["seconds"] }).round(2), (median / single).round(2)]
      end
    end

    def summary_table(summary)
      Markdown.table(SUMMARY_HEADERS, summary)
    end

    def readme(rows, summary)
      first = rows.first || {}
      <<~MD
        # duckling --lines: lines per second by --jobs

        **Question.** How fast does the command line turn a large file of short texts into JSON Lines, and how
        much do more threads (`--jobs`) add on this machine's cores?

        **Method.** `experiment.rb` (run by `rake spike`) writes #{first['lines']} lines (#{first['mb']} MB) of
        chat-length texts (`Spike::Texts.chat_mix`, 20–200 bytes, 1,000 distinct texts in turn) to a file, then
        runs `exe/duckling --lines --jobs N -r #{REFERENCE} FILE > out.jsonl` as a process, as a user would,
        for N = 1 and N = the CPUs, and checks one output line per input line. The time is the process's wall
        time, `require` and grammar build included; CPU is its user + system time. With `--jobs` above 1 every
        parse releases the GVL, so the threads parse at once; results are written in input order, 512 lines at a
        time.

        **Finding (this run).**

        #{summary_table(summary)}

        **What would change the conclusion.** Longer texts make the parse a larger share and scale better; much
        shorter ones make reading, the threads' handoff and writing the larger share. More cores: each batch is
        split over the jobs and joined before it is written, so the slowest thread of a batch sets its pace.
      MD
    end
  end
end

Spike::CliExperiment.main if $PROGRAM_NAME == __FILE__
