# frozen_string_literal: true

require "etc"
require "io/wait"
require "json"
require "optparse"
require "time"
require_relative "../duckling"

module Duckling
  # `duckling`, the command line: one text's entities as JSON, or with `--lines` one JSON array per input line,
  # in input order, parsed on every core — what GNU parallel, a Kubernetes job or Spark's `pipe` can run as it is.
  # Never raises: {#run} returns the process's exit status.
  class CLI
    # Exit statuses: every text parsed; a text could not be (with --lines, each such line has an error object); a
    # usage error (an unknown option, locale, zone or dimension, a bad reference time); the input file cannot be
    # read; a text's answer is partial (its --deadline passed; none failed); interrupted (128 + SIGINT, as shells
    # report it).
    EXIT_OK = 0
    EXIT_PARSE_FAILED = 1
    EXIT_USAGE = 2
    EXIT_NO_INPUT = 3
    EXIT_PARTIAL = 4
    EXIT_INTERRUPTED = 130

    # Lines read before they are parsed (split over the jobs) and their results written, in order. Reading stops
    # early when no more input is waiting, so a slow pipe's lines are answered as they come.
    BATCH = 512

    # The progress line is redrawn at most this often (seconds).
    PROGRESS_EVERY = 0.2

    BANNER = <<~TEXT
      Usage: duckling [options] TEXT...        the entities of TEXT (its words joined by spaces) as JSON
             duckling [options]                the entities of all of standard input, read as one text
             duckling [options] --lines [FILE] one JSON array per line of FILE (or standard input), in order

      JSON is indented on a terminal and compact when piped. A line that cannot be parsed (not UTF-8) gets
      {"error": "..."} on its line and the run goes on. A text past its --deadline gets the entities found in
      time, and stderr says where its answer ends.
      Exit status: 0 every text parsed, 1 a text (a line) could not be, 2 a usage error, 3 the input cannot be read,
      4 an answer is partial (--deadline), 130 interrupted.

      Options:
    TEXT

    # @param argv [Array<String>]
    # @param stdin [IO] @param stdout [IO] @param stderr [IO]
    def initialize(argv, stdin: $stdin, stdout: $stdout, stderr: $stderr)
      @argv = argv.dup
      @stdin = stdin
      @stdout = stdout
      @stderr = stderr
      @parse_options = { locale: DEFAULT_LOCALE }
      @jobs = Etc.nprocessors
      @lines = false
      @explain = false
    end

    # @return [Integer] the exit status
    def run
      texts = parse_arguments
      return texts if texts.is_a?(Integer)

      check_options
      @lines ? run_lines(texts) : run_text(texts)
    rescue ArgumentError, TypeError => e
      fail_with(EXIT_USAGE, e.message)
    rescue Errno::EPIPE
      EXIT_OK # the reader stopped reading (`duckling --lines | head`): nothing more is wanted
    rescue SystemCallError, IOError => e
      fail_with(EXIT_NO_INPUT, e.message)
    rescue Interrupt
      @stdout.flush
      EXIT_INTERRUPTED
    end

    private

    # @return [Array<String>, Integer] the operands, or an exit status (after --help, --version or a bad option)
    def parse_arguments
      help = version = false
      parser = OptionParser.new do |o|
        o.banner = BANNER
        o.on("-l", "--locale LOCALE", "a locale of Duckling.locales (default #{DEFAULT_LOCALE})") do |locale|
          @parse_options[:locale] = locale
        end
        o.on("-r", "--reference-time TIME", "ISO 8601 (2013-02-12T04:30:00-02:00); default now") do |time|
          @parse_options[:reference_time] = Time.iso8601(time)
        rescue ArgumentError
          raise OptionParser::InvalidArgument, "--reference-time #{time} (ISO 8601: 2013-02-12T04:30:00-02:00)"
        end
        o.on("-z", "--tz ZONE", "an IANA zone (America/New_York); default the reference time's offset") do |zone|
          @parse_options[:tz] = zone
        end
        o.on("-d", "--dims DIMS", Array, "only these dimensions (time,number,...; see Duckling.dims)") do |dims|
          @parse_options[:dims] = dims
        end
        o.on("--latent", "also latent entities (a bare 5 as a time or an amount)") { @parse_options[:latent] = true }
        o.on("--prefer WHEN", "future or past: which friday \"friday\" means (default future)") do |prefer|
          @parse_options[:prefer] = prefer
        end
        o.on("--date-order ORDER", "mdy, dmy or ymd: how to read 3/4/2013 (default the locale's)") do |order|
          @parse_options[:date_order] = order
        end
        o.on("--week-start DAY", "monday or sunday: the first day of a week (default monday)") do |day|
          @parse_options[:week_start] = day
        end
        o.on("--deadline SECONDS", Float, "stop each text's parse after this long, answering what it found") do |s|
          @parse_options[:deadline] = s
        end
        o.on("-e", "--explain", "the rule tree of each entity (with --lines: as JSON)") { @explain = true }
        o.on("--lines", "one text per line of FILE, or of standard input") { @lines = true }
        o.on("-j", "--jobs N", Integer, "parse on N threads (default: #{@jobs}, the CPUs)") do |jobs|
          raise OptionParser::InvalidArgument, "--jobs #{jobs} (at least 1)" unless jobs.positive?

          @jobs = jobs
        end
        o.on("-h", "--help", "this help") { help = true }
        o.on("-v", "--version", "the version") { version = true }
      end
      operands = parser.parse(@argv)
      if help || version
        @stdout.puts(help ? parser.help : "duckling #{VERSION}")
        return EXIT_OK
      end
      if @lines && operands.size > 1
        return fail_with(EXIT_USAGE, "--lines takes one FILE at most, got #{operands.size}")
      end

      operands
    rescue OptionParser::ParseError => e
      fail_with(EXIT_USAGE, "#{e.message}\nTry duckling --help")
    end

    # An unknown locale, zone, dimension or assumption is a usage error before any input is read.
    def check_options
      Duckling.parse_json("", **@parse_options)
    end

    def run_text(words)
      text = words.empty? ? @stdin.binmode.read.force_encoding(Encoding::UTF_8) : words.join(" ")
      return fail_with(EXIT_PARSE_FAILED, "the text is not valid UTF-8") unless text.valid_encoding?

      partial = nil
      begin
        found = answer(text)
      rescue DeadlineExceeded => e
        found = e.entities
        partial = e
      end
      if @explain
        found.each { |explained| @stdout.puts explained[:rendered], "" }
      else
        @stdout.puts found.is_a?(String) ? found : JSON.pretty_generate(found)
      end
      partial ? fail_with(EXIT_PARTIAL, partial_message(partial)) : EXIT_OK
    end

    # The explanations, the entities (indented JSON on a terminal) or their JSON.
    def answer(text)
      return Duckling.explain(text, **@parse_options) if @explain
      return Duckling.parse(text, **@parse_options) if @stdout.tty?

      Duckling.parse_json(text, **@parse_options)
    end

    def partial_message(error)
      "the deadline passed: the answer covers the text before character #{error.parsed_to}"
    end

    def run_lines(files)
      input = files.empty? ? @stdin : File.open(files.first)
      input.binmode
      # Short lines hold the GVL by default (releasing costs more than they take): here every parse releases it,
      # so the jobs' threads parse at once.
      threshold = Duckling.gvl_release_threshold
      Duckling.gvl_release_threshold = 0 if @jobs > 1
      progress = Progress.new(@stderr, count_lines(files.first)) if files.any? && @stderr.tty?
      failed = partial = lines = 0
      each_batch(input) do |batch|
        results = parse_batch(batch)
        failed += results.count { |_, status| status == :failed }
        @stdout.write(results.map { |json, _| "#{json}\n" }.join)
        results.each.with_index(lines + 1) do |(_, status, error), line|
          next unless status == :partial

          partial += 1
          @stderr.puts "duckling: line #{line}: #{partial_message(error)}"
        end
        lines += batch.size
        progress&.advance(batch.size)
      end
      progress&.finish
      @stdout.flush
      return EXIT_PARSE_FAILED unless failed.zero?

      partial.zero? ? EXIT_OK : EXIT_PARTIAL
    ensure
      Duckling.gvl_release_threshold = threshold
      input.close if input && !files.empty?
    end

    # Yields the lines as arrays of at most BATCH, each as soon as no more input is waiting.
    def each_batch(input)
      while (line = input.gets)
        batch = [line]
        while batch.size < BATCH && waiting?(input) && (line = input.gets)
          batch << line
        end
        yield batch
      end
    end

    # Whether more input can be read at once (a StringIO's is all there).
    def waiting?(input) = !input.is_a?(IO) || input.wait_readable(0)

    # @return [Array<(String, Symbol, DeadlineExceeded)>] each line's JSON, and whether it parsed (:ok, :failed, or
    #   :partial with the error that says where its answer ends), in order
    def parse_batch(batch)
      return batch.map { |line| parse_line(line) } if @jobs == 1 || batch.size == 1

      results = Array.new(batch.size)
      threads = Array.new([@jobs, batch.size].min) do |job|
        Thread.new { job.step(batch.size - 1, @jobs) { |i| results[i] = parse_line(batch[i]) } }
      end
      threads.each(&:join)
      results
    end

    def parse_line(line)
      text = line.chomp.force_encoding(Encoding::UTF_8)
      found = @explain ? Duckling.explain(text, **@parse_options) : Duckling.parse_json(text, **@parse_options)
      [line_json(found), :ok]
    rescue DeadlineExceeded => e
      [line_json(e.entities), :partial, e]
    rescue ArgumentError, Duckling::Error => e
      [JSON.generate({ error: e.message }), :failed]
    end

    # A line's answer as JSON: parse_json's as it is, explanations without their rendering.
    def line_json(found)
      return found if found.is_a?(String)

      JSON.generate(found.map { |explained| explained.except(:rendered) })
    end

    def count_lines(path)
      count = 0
      File.open(path, "rb") { |file| count += file.read(1 << 20).count("\n") until file.eof? }
      count
    end

    def fail_with(status, message)
      @stderr.puts "duckling: #{message.strip}"
      status
    end

    # The progress line on a terminal's stderr: lines done of the file's, and the rate.
    class Progress
      def initialize(io, total)
        @io = io
        @total = total
        @done = 0
        @started = @drawn = monotonic
      end

      def advance(lines)
        @done += lines
        now = monotonic
        return if now - @drawn < PROGRESS_EVERY

        @drawn = now
        draw(now)
      end

      def finish
        draw(monotonic)
        @io.puts
      end

      private

      def draw(now)
        percent = @total.zero? ? 100 : [100 * @done / @total, 100].min # a last line without "\n" is not counted
        rate = @done / [now - @started, 1e-3].max
        @io.print format("\r%<done>d/%<total>d lines (%<percent>d%%), %<rate>d lines/s ",
                         done: @done, total: @total, percent:, rate:)
      end

      def monotonic = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    end
  end
end
