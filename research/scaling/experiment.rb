# frozen_string_literal: true

require_relative "../lib/spike"

module Spike
  # Do parses of long texts, which run without the GVL, scale across cores with threads — and with Ractors?
  class ScalingExperiment < Experiment
    NAME = "scaling"
    TITLE = "Scaling across cores"
    # Well above any threshold tried, so every parse releases the GVL; and below the 64 KB from which the
    # extension parses on a helper thread (dispatch.rs, DETACH_BYTES), which would end before its runqueue time
    # could be read.
    TEXT_BYTES = 60 * 1024
    MODES = { "1 thread" => [:threads, 1], "2 threads" => [:threads, 2],
              "1 ractor" => [:ractors, 1], "2 ractors" => [:ractors, 2] }.freeze

    def measure
      text = Texts.long(TEXT_BYTES)
      seconds = Env.pick(full: 2.0, quick: 0.3)
      runs = Env.pick(full: 3, quick: 1)
      ractors = ractors_work?(text)
      progress format("Ruby %s: %d KB text (%.1f ms a parse), %d runs × %d modes × %.1f s; Ractors %s", RUBY_VERSION,
                      TEXT_BYTES / 1024, ms(LongText.parse_time(text)), runs, MODES.size, seconds,
                      ractors ? "work" : "do not work: #{@ractor_error}")
      (1..runs).flat_map do |run|
        MODES.filter_map do |mode, (kind, n)|
          next if kind == :ractors && !ractors

          stamp({ "run" => run, "mode" => mode }.merge(tally(n, send(kind, n, text, seconds))))
        end
      end
    end

    # Each worker parses until the deadline and reports its count: no shared counter, no lock. The threads are
    # started before the run and end after it, so that the runqueue reading after the run still counts them.
    # Returns [elapsed, per-worker counts, the process's CPU s and runqueue s over the run].
    def threads(count, text, seconds)
      go, done, finish = Array.new(3) { Thread::Queue.new }
      workers = Array.new(count) do
        Thread.new { done << ScalingExperiment.parse_until(text, go.pop) && finish.pop }
      end
      measured(seconds) do |deadline|
        count.times { go << deadline }
        Array.new(count) { done.pop }
      end
    ensure
      count.times { finish << true }
      workers&.each(&:join)
    end

    def ractors(count, text, seconds)
      measured(seconds) do |deadline|
        workers = Array.new(count) { Ractor.new(text, deadline) { |t, d| ScalingExperiment.parse_until(t, d) } }
        workers.map { |r| ractor_value(r) }
      end
    end

    # The scheduler's figures are taken for the whole process, not per worker: a worker's own thread does not see
    # the CPU time of work the extension runs on a thread of its own (a parse of 64 KB or more: a per-thread
    # reading gave 2 % on a CPU for a worker that parsed all the time).
    def measured(seconds)
      deadline = Env.monotonic + seconds
      start = Env.monotonic
      cpu = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
      queued = ScalingExperiment.runqueue
      counts = yield deadline
      [Env.monotonic - start, counts, Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) - cpu,
       ScalingExperiment.runqueue_since(queued)]
    end

    def self.parse_until(text, deadline)
      count = 0
      while Process.clock_gettime(Process::CLOCK_MONOTONIC) < deadline
        Duckling.parse_json(text) # entities stay in Rust: the parse, not the conversion, is measured
        count += 1
      end
      count
    end

    # Seconds each of the process's threads has been runnable but waiting for a CPU, by thread id (Linux
    # /proc/self/task/*/schedstat): the machine's doing, so low throughput can be told apart from a lock or the
    # GVL. A thread that ends before the second reading takes its share with it.
    def self.runqueue
      Dir.glob("/proc/self/task/*/schedstat").to_h do |file|
        [File.basename(File.dirname(file)), File.read(file).split[1].to_i / 1e9]
      rescue SystemCallError
        [file, 0.0]
      end
    end

    # The runqueue seconds between two readings, over the threads alive at the second.
    def self.runqueue_since(before)
      runqueue.sum { |tid, seconds| seconds - before.fetch(tid, 0.0) }
    end

    # Per worker-second of wall time: on a CPU, waiting for one (machine busy), or neither (blocked: GVL, locks).
    def tally(workers, (elapsed, counts, cpu, queued))
      budget = workers * elapsed
      { "texts_per_s" => counts.sum / elapsed, "cpu_pct" => 100.0 * cpu / budget,
        "runqueue_pct" => 100.0 * queued / budget, "blocked_pct" => 100.0 * (budget - cpu - queued) / budget }
    end

    # The extension declares itself Ractor-safe; whether Duckling.parse_json runs in a Ractor is checked, not assumed.
    def ractors_work?(text)
      Warning[:experimental] = false # "Ractor is experimental" once per process is noise in the progress
      r = Ractor.new(text) { |t| Duckling.parse_json(t).bytesize }
      ractor_value(r) == Duckling.parse_json(text).bytesize
    rescue StandardError, Ractor::Error => e
      @ractor_error = "#{e.class}: #{e.message}"
      false
    end

    def ractor_value(ractor)
      ractor.respond_to?(:value) ? ractor.value : ractor.take
    end

    # --- report ---------------------------------------------------------------------------------------------

    RAW = %w[ruby run mode texts_per_s cpu_pct runqueue_pct blocked_pct load1].freeze
    SHARES = ["on CPU %", "waiting for a CPU %", "blocked %"].freeze

    def write(rows, machine, dir)
      summary = summarise(rows)
      plot = render_plot(dir, summary)
      sections = ["## Every run\n\n#{Markdown.table(['ruby', 'run', 'mode', 'texts/s', *SHARES, 'load1'], rows.map { |r| r.values_at(*RAW) })}",
                  "## Medians\n\n#{summary_table(summary)}"]
      write_report(dir, machine:, rows:, sections:, plot:, plot_title: "texts per second",
                   readme: readme(rows, machine, summary, plot))
    end

    def summarise(rows)
      base = Stats.median(rows.select { |r| r["mode"] == "1 thread" }.map { |r| r["texts_per_s"] })
      MODES.keys.filter_map do |mode|
        group = rows.select { |r| r["mode"] == mode }
        next if group.empty?

        tput = Stats.median(group.map { |r| r["texts_per_s"] })
        { "mode" => mode, "runs" => group.size, "texts_per_s" => tput, "speedup" => tput / base,
          **%w[cpu_pct runqueue_pct blocked_pct].to_h { |k| [k, Stats.median(group.map { |r| r[k] })] },
          "load1" => Stats.median(group.map { |r| r["load1"] }) }
      end
    end

    def summary_table(summary)
      Markdown.table(["mode", "runs", "texts/s", "× 1 thread", *SHARES, "load1"],
                     summary.map { |s| s.values_at("mode", "runs", "texts_per_s", "speedup", "cpu_pct", "runqueue_pct", "blocked_pct", "load1") })
    end

    def render_plot(dir, summary)
      data = summary.each_with_index.map { |s, i| [i, s["texts_per_s"], s["mode"]] }
      Plot.render(dir, "scaling", data: { "d" => data }, script: <<~GP)
        set title "64 KB texts parsed per second (median of runs)"
        set ylabel "texts/s"
        set yrange [0:*]
        set style fill solid 0.6
        set boxwidth 0.6
        unset key
        plot $d using 1:2:xtic(3) with boxes
      GP
    end

    def readme(rows, machine, summary, plot)
      two = summary.find { |s| s["mode"] == "2 threads" }
      @one_thread = summary.find { |s| s["mode"] == "1 thread" }
      ractor = summary.find { |s| s["mode"] == "2 ractors" }
      <<~MD
        # Scaling across cores

        **Question.** A parse of a long text runs without the GVL. Do two threads then parse twice as many texts
        per second as one (design.md §9 asks ≥ 1.8× on two cores)? Does the extension, declared Ractor-safe, run
        in Ractors, and do they scale the same way?

        **Method.** `experiment.rb`, Ruby #{rubies_of(rows).join(', ')}, on #{machine['nproc']} CPUs shared with
        other work (the load average of each run is in the tables). Each worker calls `Duckling.parse_json` on
        one #{TEXT_BYTES / 1024} KB text (`Spike::Texts.long`: `LongText`'s prose) until a common deadline
        (#{Env.pick(full: 2.0, quick: 0.3)} s) and returns its count; texts/s is the sum over the elapsed time.
        `parse_json` keeps the entities in Rust, so the parse — not the GVL-holding conversion of results — is
        measured. The process's CPU time and its threads' time waiting for a CPU (`/proc/self/task/*/schedstat`),
        taken before and after each run, split the workers' wall time into on a CPU, waiting for a CPU (the machine
        was busy) and neither (blocked: on the GVL or a lock). The text stays under 64 KB, from where the extension
        parses on a helper thread that ends before its waiting time could be read.
        Modes: 1 and 2 threads, 1 and 2 Ractors (if a Ractor can parse: checked first).
        #{Env.pick(full: 3, quick: 1)} runs; every run is in results.md.

        **Finding (this run).**

        #{summary_table(summary)}

        #{plot ? "![texts per second](#{plot})\n" : ''}
        - Two threads: #{Markdown.cell(two['speedup'])}× one thread (target ≥ 1.8×). #{scaling_note(two, machine)}
        - Ractors: #{ractor ? "Duckling runs inside Ractors; two Ractors: #{Markdown.cell(ractor['speedup'])}× one thread." : 'a Ractor could not parse in this run (see the progress output).'}

        **What would change the conclusion.** A quiet machine (the other engineers' compilers share these two
        cores, so the second thread competes with them, not only with the first); shorter texts (below the
        threshold the parse holds the GVL and threads cannot scale); `parse` instead of `parse_json` (building Ruby
        hashes holds the GVL); a Ruby whose Ractors share the GVL-free path differently.
      MD
    end

    # The schedstat split tells a GVL or lock bottleneck (workers blocked) from a busy machine (workers runnable
    # but waiting for a CPU).
    def scaling_note(two, machine)
      one = @one_thread
      shares = "the two threads were on a CPU #{pct(two['cpu_pct'])}, waiting for a CPU #{pct(two['runqueue_pct'])} " \
               "and blocked #{pct(two['blocked_pct'])} of their time (one thread: #{pct(one['cpu_pct'])} / " \
               "#{pct(one['runqueue_pct'])} / #{pct(one['blocked_pct'])}; load average #{Markdown.cell(two['load1'])} " \
               "on #{machine['nproc']} CPUs)"
      if two["speedup"] >= 1.8
        "The released parse scales: #{shares}."
      elsif two["cpu_pct"] >= 90
        "Below target, but #{shares}: both workers parsed in parallel all along, so nothing serialised them; " \
          "each parse was slower beside the other (two vCPUs that share a core or its caches and memory)."
      elsif two["runqueue_pct"] > two["blocked_pct"]
        "Below target because #{shares}: the machine, not the GVL, limited this run."
      else
        "Below target and #{shares}: the workers were blocked more than they waited for a CPU — something " \
          "(the GVL or a lock) serialises them."
      end
    end

    def pct(value)
      "#{Markdown.cell(value)} %"
    end
  end
end

Spike::ScalingExperiment.main if $PROGRAM_NAME == __FILE__
