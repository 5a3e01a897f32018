# frozen_string_literal: true

require_relative "../lib/spike"

module Spike
  # Does a long parse reach the scheduler's `blocking_operation_wait`, and does the scheduler's thread keep running
  # meanwhile? Every combination of scheduler, rb_nogvl flags, fiber kind and Ruby.
  class OffloadExperiment < Experiment
    NAME = "offload"
    TITLE = "Offload mechanism"
    RUBIES = %w[4.0 3.4 3.3].freeze
    SCHEDULERS = %w[reference async].freeze # and "io-event" where io-event builds its pool (Ruby 4.0)
    FLAGS = { "0" => nil, "OFFLOAD_SAFE" => 0 }.freeze # label => Duckling.offload_threshold
    FIBERS = %w[scheduled root].freeze
    RUNS = 7 # odd, and enough that a run stalled by the shared machine's load does not move the median

    def measure
      offload_before = Duckling.offload_threshold
      text = Texts.taking(Env.pick(full: 0.1, quick: 0.05)) # doubles until ≥ 100 ms: a 100–200 ms parse
      expected = Duckling.parse_json(text)
      runs = Env.pick(full: RUNS, quick: 1)
      progress format("Ruby %s: long text %d KB; %d runs of %d rows", RUBY_VERSION, text.bytesize / 1024, runs,
                      conditions.size)
      rows = (1..runs).flat_map do |run|
        conditions.map do |s, f, fiber|
          progress "run #{run}: #{s} flags #{f} #{fiber} fiber" if ENV["SPIKE_VERBOSE"]
          stamp(run_once(s, f, fiber, text, expected).merge("run" => run))
        end
      end
      Duckling.offload_threshold = offload_before
      rows
    end

    # Plus, per scheduler, the ticker alone (no parse): the floor the gaps of the other rows stand on.
    def conditions
      require "async"
      schedulers = defined?(IO::Event::WorkerPool) ? SCHEDULERS + ["io-event"] : SCHEDULERS
      schedulers.product(FLAGS.keys, FIBERS) + schedulers.map { |s| [s, "–", "none"] }
    end

    # One long parse under a fresh scheduler on a fresh thread, with a 1 ms ticker fiber beside it.
    def run_once(scheduler_kind, flags, fiber, text, expected)
      Duckling.offload_threshold = FLAGS.fetch(flags, 0)
      ticker = FiberHelpers::Ticker.new
      built, parse_time, result, scheduler_thread = parse_beside_ticker(scheduler_kind, ticker, fiber, text)
      threads = built.work_threads.call
      { "scheduler" => scheduler_kind, "flags" => flags, "fiber" => fiber, "text_kb" => text.bytesize / 1024,
        "hook_calls" => built.calls.call,
        "parse_thread" => parse_thread(threads, built.calls.call, scheduler_thread),
        "longest_gap_ms" => ms(ticker.longest_gap), "parse_ms" => ms(parse_time), "ticks" => ticker.ticks,
        "correct" => fiber == "none" || result == expected }
    end

    # With no hook call the parse ran inside rb_nogvl on the calling thread: the scheduler's own. io-event's pool
    # does not say which thread ran a call, but each of its workers is a thread of its own.
    def parse_thread(threads, calls, scheduler_thread)
      return calls.positive? ? "other" : "scheduler's" if threads.nil?

      threads.empty? || threads.all?(scheduler_thread) ? "scheduler's" : "other"
    end

    # fiber "scheduled": the parse runs in a non-blocking fiber (Fiber.schedule; an async task);
    # fiber "root": in the thread's root fiber with the scheduler installed (a blocking fiber: never offloaded).
    # The scheduler is built on the thread it serves: async binds its event loop to the creating thread.
    def parse_beside_ticker(scheduler_kind, ticker, fiber, text)
      Thread.new do
        built = Schedulers.build(scheduler_kind)
        Fiber.set_scheduler(built.scheduler)
        done = false
        parse_time = result = nil
        parse = proc do # a proc: an async task passes itself to the block
          t = Env.monotonic
          result = Duckling.parse_json(text)
          parse_time = Env.monotonic - t
          done = true
        end
        deadline = Env.monotonic + 30 # a failed parse must not leave the ticker running forever
        Fiber.schedule { ticker.run { done || Env.monotonic > deadline } }
        case fiber
        when "scheduled" then Fiber.schedule(&parse)
        when "root" then parse.call
        else Fiber.schedule { sleep 0.1; done = true } # the ticker alone for as long as a parse
        end
        Fiber.set_scheduler(nil) # runs the scheduler until both fibers are done
        [built, parse_time, result, Thread.current]
      end.value
    end

    # --- report ---------------------------------------------------------------------------------------------

    RAW = %w[ruby scheduler flags fiber run text_kb hook_calls parse_thread longest_gap_ms parse_ms ticks correct load1].freeze

    def write(rows, machine, dir)
      medians = median_rows(rows)
      plot = render_plot(dir, medians)
      sections = ["## Every run\n\n#{Markdown.table(RAW, rows.map { |r| r.values_at(*RAW) })}",
                  "## Medians per condition\n\n#{Markdown.table(MEDIAN_HEADERS, medians.map { |m| m.values_at(*MEDIAN_KEYS) })}"]
      write_report(dir, machine:, rows:, sections:, plot:, plot_title: "longest ticker gap per condition",
                   readme: readme(medians, plot))
    end

    MEDIAN_KEYS = %w[ruby scheduler flags fiber runs hook_calls parse_thread longest_gap_ms parse_ms gap_share].freeze
    MEDIAN_HEADERS = ["ruby", "scheduler", "flags", "fiber", "runs", "hook calls", "parse thread",
                      "longest gap ms", "parse ms", "gap / parse %"].freeze

    def median_rows(rows)
      rows.group_by { |r| r.values_at("ruby", "scheduler", "flags", "fiber") }.map do |(ruby, s, f, fiber), group|
        gap = Stats.median(group.map { |r| r["longest_gap_ms"] })
        parse = Stats.median(group.map { |r| r["parse_ms"] })
        { "ruby" => ruby, "scheduler" => s, "flags" => f, "fiber" => fiber, "runs" => group.size,
          "hook_calls" => Stats.median(group.map { |r| r["hook_calls"] }),
          "parse_thread" => group.map { |r| r["parse_thread"] }.tally.max_by(&:last).first,
          "longest_gap_ms" => gap, "parse_ms" => parse, "gap_share" => parse && 100.0 * gap / parse,
          "all_correct" => group.all? { |r| r["correct"] } }
      end
    end

    FLAG_ABBREVIATIONS = { "0" => "f0", "OFFLOAD_SAFE" => "OS", "–" => "" }.freeze

    def render_plot(dir, medians)
      data = medians.each_with_index.map do |m, i|
        [i, m["longest_gap_ms"], m["parse_ms"], "#{m['ruby'][0, 3]} #{m['scheduler']} #{FLAG_ABBREVIATIONS.fetch(m['flags'])} #{m['fiber']}"]
      end
      Plot.render(dir, "gaps", data: { "d" => data }, script: <<~GP)
        set title "1 ms ticker's longest gap during one long parse (median of runs; f0 = flags 0, OS = OFFLOAD_SAFE)"
        set ylabel "ms (log scale)"
        set logscale y
        set style fill solid 0.6
        set boxwidth 0.7
        set xtics rotate by -45 font ",8"
        set key top left
        set bmargin 8
        set rmargin 10
        plot $d using 1:2:xtic(4) with boxes title "longest ticker gap", \
             $d using 1:3 with points pt 7 ps 1.2 title "parse time"
      GP
    end

    def readme(medians, plot)
      alone, parsed = medians.partition { |m| m["fiber"] == "none" }
      offloaded, stalled = parsed.partition { |m| m["hook_calls"].to_f.positive? }
      <<~MD
        # Offload mechanism

        **Question.** When a parse long enough to release the GVL runs under a Fiber scheduler, when does Ruby
        hand it to the scheduler's `blocking_operation_wait` (so the scheduler's thread keeps running other fibers),
        and when does the whole thread stall for the parse? Rows: {reference scheduler, async 2.46 +
        `Duckling::WorkerPool`, and on Ruby 4.0 async 2.46 + io-event's own `IO::Event::WorkerPool`} × {flags 0,
        `RB_NOGVL_OFFLOAD_SAFE`} × {scheduled fiber, root fiber} × Ruby {3.3, 3.4, 4.0}.

        **Method.** `experiment.rb` (run by `rake spike`; one child process per Ruby). On a fresh thread: install
        the scheduler (`ReferenceScheduler` from test/support — a new thread per hook call —,
        `Async::Scheduler.new(worker_pool: Duckling::WorkerPool.new(size: 2))`, or on 4.0
        `Async::Scheduler.new(worker_pool: IO::Event::WorkerPool.new(maximum_worker_count: 2))`), schedule a ticker fiber that
        sleeps 1 ms in a loop and records its longest gap (`FiberHelpers::Ticker`), then parse `LongText`'s prose
        (`Spike::Texts.taking`: doubled until the fastest of three parses takes ≥ #{Env.pick(full: 100, quick: 50)} ms) with `parse_json`, either in a
        scheduled fiber or directly in the root fiber; then close the scheduler. Rows with fiber `none` run the
        ticker alone for 100 ms (no parse), once per scheduler. "Flags 0" sets
        `Duckling.offload_threshold = nil` (released parses then pass flags 0 even on a 3.4
        build); a 3.3 build always passes 0, so its OFFLOAD_SAFE rows show that the request is moot there. Hook
        calls are counted by the scheduler (reference), by a counting subclass of the pool (async), which also
        records the thread that ran the work, or by io-event's pool itself (`statistics[:call_count]`). Runs per row: #{Env.pick(full: RUNS, quick: 1)}; every run is in
        results.md; medians below.

        **Finding (this run).**

        #{finding(offloaded, stalled)}
        - The ticker alone (no parse, rows with fiber `none`) has a longest gap of #{range(alone, 'longest_gap_ms')} ms:
          the floor that the machine's load and the scheduler's own loop set under every row.

        #{Markdown.table(MEDIAN_HEADERS, medians.map { |m| m.values_at(*MEDIAN_KEYS) })}

        #{plot ? "![longest ticker gap per condition](#{plot})\n" : ''}
        **What would change the conclusion.** A Ruby that offloads from blocking fibers too, or that drops the
        non-blocking-fiber condition; io-event's pool building on 3.4 (then `worker_pool: true` would replace
        `Duckling::WorkerPool` there as it does on 4.0); a pool whose hand-off costs more than the ticker interval (the gap
        in the offloaded rows would grow toward it); a machine with one core (the worker thread and the reactor
        then share it, and the gap depends on the OS scheduler, not on Ruby).
      MD
    end

    def finding(offloaded, stalled)
      lines = []
      if offloaded.empty?
        lines << "- No condition reached the scheduler's hook."
      else
        lines << "- The hook was called (median #{offloaded.map { |m| Markdown.cell(m['hook_calls']) }.uniq.join('/')} " \
                 "call per parse) only in: #{offloaded.map { |m| label(m) }.join('; ')}. There the parse ran on " \
                 "#{offloaded.map { |m| THREAD_WORDS.fetch(m['parse_thread']) }.uniq.join(' or ')} and the ticker's longest gap was " \
                 "#{range(offloaded, 'longest_gap_ms')} ms during a #{range(offloaded, 'parse_ms')} ms parse " \
                 "(#{range(offloaded, 'gap_share')} % of it)."
      end
      unless stalled.empty?
        lines << "- Every other condition (#{stalled.size} of #{stalled.size + offloaded.size}) ran the parse on the " \
                 "scheduler's own thread with no hook call, and the ticker's longest gap was " \
                 "#{range(stalled, 'longest_gap_ms')} ms for a #{range(stalled, 'parse_ms')} ms parse " \
                 "(#{range(stalled, 'gap_share')} % of it): the whole thread, reactor included, waits for the parse."
      end
      all_ok = (offloaded + stalled).all? { |m| m["all_correct"] }
      lines << "- #{all_ok ? 'Every' : 'Not every'} parse returned the same JSON as a plain parse."
      lines.join("\n")
    end

    THREAD_WORDS = { "other" => "a thread other than the scheduler's", "scheduler's" => "the scheduler's own thread" }.freeze

    def label(m)
      "Ruby #{m['ruby']} #{m['scheduler']} flags #{m['flags']} #{m['fiber']} fiber"
    end

    def range(group, key)
      lo, hi = group.map { |m| m[key] }.minmax
      lo == hi || Markdown.cell(lo) == Markdown.cell(hi) ? Markdown.cell(lo) : "#{Markdown.cell(lo)}–#{Markdown.cell(hi)}"
    end
  end
end

Spike::OffloadExperiment.main if $PROGRAM_NAME == __FILE__
