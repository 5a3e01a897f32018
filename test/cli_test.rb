# frozen_string_literal: true

require_relative "test_helper"
require "duckling/cli"
require "open3"
require "stringio"
require "tmpdir"

# `duckling`, the command line: in-process through Duckling::CLI for its options and errors, and as a process
# (exe/duckling) for its exit statuses and a long run in order.
class CLITest < Minitest::Test
  include DucklingTest

  REFERENCE = "--reference-time=2013-02-12T04:30:00-02:00"
  EXE = File.expand_path("../exe/duckling", __dir__)

  # A terminal's stderr, for the progress line.
  class TerminalIO < StringIO
    def tty? = true
  end

  def only(array)
    assert_equal 1, array.size, array.inspect
    array.first
  end

  def cli(*argv, stdin: "", stderr: StringIO.new)
    stdout = StringIO.new
    status = Duckling::CLI.new(argv, stdin: StringIO.new(stdin), stdout:, stderr:).run
    [status, stdout.string, stderr.string]
  end

  def test_a_text_from_the_arguments_is_compact_json_when_piped
    status, out, = cli(REFERENCE, "--dims", "time", "tomorrow", "at", "5pm")

    assert_equal 0, status
    assert_equal 1, out.lines.size
    entity = only(JSON.parse(out))
    assert_equal ["tomorrow at 5pm", "2013-02-13T17:00:00.000-02:00"], [entity["body"], entity["value"]["value"]]
  end

  def test_standard_input_is_one_text_without_arguments
    status, out, = cli(REFERENCE, "-d", "number", stdin: "three\napples and 4 pears")

    assert_equal 0, status
    assert_equal [3, 4], JSON.parse(out).map { |e| e["value"]["value"] }
  end

  def test_options_reach_the_parse
    _, out, = cli(REFERENCE, "--locale", "es", "--tz", "Europe/Madrid", "-d", "time", "mañana a las 5 de la tarde")
    assert_equal "2013-02-13T17:00:00.000+01:00", only(JSON.parse(out))["value"]["value"]

    _, plain, = cli("-d", "amount-of-money", "5")
    _, latent, = cli("-d", "amount-of-money", "--latent", "5")
    assert_equal [[], [true]], [JSON.parse(plain), JSON.parse(latent).map { |e| e["latent"] }]
  end

  def test_assumptions_reach_the_parse
    days = [[], %w[--prefer past], %w[--week-start sunday --prefer future]].map do |flags|
      _, out, = cli(REFERENCE, "-d", "time", *flags, "friday")
      only(JSON.parse(out))["value"]["value"]
    end
    assert_equal %w[2013-02-15 2013-02-08 2013-02-15], days.map { |d| d[0, 10] }
    _, out, = cli("-r", "2013-02-10T04:30:00-02:00", "-d", "time", "--week-start", "sunday", "this week")
    assert_equal "2013-02-10T00:00:00.000-02:00", only(JSON.parse(out))["value"]["value"]
    _, out, = cli(REFERENCE, "-d", "time", "--date-order", "dmy", "3/4/2013")
    assert_equal "2013-04-03T00:00:00.000-02:00", only(JSON.parse(out))["value"]["value"]
  end

  # Past --deadline: the entities found in time, where they end on stderr, exit status 4; with --lines, per line.
  def test_a_deadline_answers_what_was_found_in_time_and_exits_4
    # A slow list (LongText::SLOW_LIST_PIECE): its 68 KB take several times the deadline.
    slow = LongText::SLOW_LIST_PIECE * 4000
    status, out, err = cli(REFERENCE, "--deadline", "0.1", slow)
    assert_equal Duckling::CLI::EXIT_PARTIAL, status
    parsed_to = Integer(err[/the deadline passed: the answer covers the text before character (\d+)$/, 1])
    assert_equal(JSON.parse(Duckling.parse_json(slow, reference_time: Time.iso8601(REFERENCE.split("=").last)))
                     .select { |e| e["start"] < parsed_to }, JSON.parse(out))

    status, out, err = cli(REFERENCE, "--deadline", "0.1", "--lines", stdin: "friday\n#{slow}\ntomorrow\n")
    assert_equal [Duckling::CLI::EXIT_PARTIAL, 3], [status, out.lines.size]
    assert_match(/\Aduckling: line 2: the deadline passed: the answer covers the text before character \d+\n\z/, err)
    assert_equal ["friday", "tomorrow"], [out.lines[0], out.lines[2]].map { |l| only(JSON.parse(l))["body"] }

    assert_equal [0, ""], cli(REFERENCE, "--deadline", "30", "friday").values_at(0, 2)
    assert_equal 2, cli("--deadline", "0", "friday").first
  end

  def test_explain_prints_the_rule_tree
    status, out, = cli(REFERENCE, "--explain", "-d", "time", "tomorrow")

    assert_equal 0, status
    assert_match(/\Atomorrow \(tomorrow\)\n-- regex \(tomorrow\)/, out)
  end

  def test_explain_shows_what_an_option_changed
    status, out, = cli(REFERENCE, "--explain", "--prefer", "past", "-d", "time", "friday")

    assert_equal 0, status
    assert_match(/^assumptions: prefer: past \(by default: \{.*"2013-02-15T00:00:00.000-02:00".*\}\)$/, out)
  end

  def test_lines_come_back_in_order_with_an_error_object_for_a_bad_line
    input = "4 apples\n\xFF not utf-8\r\nnothing here\nfive\n".b
    status, out, = cli("--lines", "-d", "number", "--jobs", "3", stdin: input)

    assert_equal 1, status
    lines = out.lines.map { |line| JSON.parse(line) }
    assert_equal 4, lines.size
    assert_equal [4], lines[0].map { |e| e["value"]["value"] }
    assert_match(/not valid UTF-8/, lines[1]["error"])
    assert_equal [], lines[2]
    assert_equal [5], lines[3].map { |e| e["value"]["value"] }
  end

  def test_lines_with_explain_give_each_entity_its_tree
    _, out, = cli("--lines", "--explain", "-d", "number", stdin: "two\n")

    found = only(JSON.parse(out))
    assert_equal [2, "integer (0..19)"], [found["entity"]["value"]["value"], found["tree"]["rule"]]
  end

  def test_a_file_on_a_terminal_shows_progress_and_jobs_leave_the_threshold_as_it_was
    Dir.mktmpdir do |dir|
      path = File.join(dir, "texts.txt")
      File.write(path, "1 cat\n2 dogs\n")
      stderr = TerminalIO.new
      before = Duckling.gvl_release_threshold
      status, out, err = cli("--lines", "--jobs", "2", path, stderr:)

      assert_equal [0, 2], [status, out.lines.size]
      assert_match(%r{\r2/2 lines \(100%\)}, err)
      assert_equal [before], [Duckling.gvl_release_threshold]
    end
  end

  def test_usage_errors_name_what_is_wrong
    [
      [%w[--locale xx hi], /unknown locale "xx"/],
      [%w[--tz Mars/Olympus hi], /Mars/],
      [%w[--dims colour hi], /colour/],
      [%w[--prefer yesterday hi], /invalid prefer "yesterday"; valid: future, past/],
      [%w[--week-start friday hi], /invalid week_start "friday"; valid: monday, sunday/],
      [%w[--date-order dym hi], /invalid date_order "dym"; valid: mdy, dmy, ymd/],
      [%w[--reference-time yesterday hi], /--reference-time yesterday/],
      [%w[--jobs 0 --lines], /--jobs 0/],
      [%w[--lines a b], /one FILE at most/],
      [%w[--frobnicate], /invalid option: --frobnicate\nTry duckling --help/]
    ].each do |argv, message|
      status, out, err = cli(*argv)
      assert_equal [2, ""], [status, out], argv.inspect
      assert_match message, err, argv.inspect
    end
  end

  def test_help_and_version
    assert_equal 0, cli("--help")[0]
    assert_match(/--lines \[FILE\]/, cli("--help")[1])
    assert_equal "duckling #{Duckling::VERSION}\n", cli("--version")[1]
  end

  def test_a_missing_file_is_its_own_exit_status
    status, _, err = cli("--lines", "/nonexistent/texts.txt")

    assert_equal 3, status
    assert_match(/No such file/, err)
  end

  # The installed command as a process: 10,000 distinct lines on two threads come back one per line, in order.
  def test_ten_thousand_lines_in_order_through_the_executable
    input = (1..10_000).map { |n| "#{n} apples" }.join("\n")
    out, err, status = Open3.capture3(RbConfig.ruby, EXE, "--lines", "--jobs", "2", "-d", "number", stdin_data: input)

    assert_equal [0, ""], [status.exitstatus, err]
    values = out.lines.map { |line| only(JSON.parse(line))["value"]["value"] }
    assert_equal (1..10_000).to_a, values
  end

  def test_the_executable_exits_with_the_status_of_what_failed
    _, err, status = Open3.capture3(RbConfig.ruby, EXE, "--locale", "xx", "hi")
    assert_equal 2, status.exitstatus
    assert_match(/\Aduckling: unknown locale/, err)

    _, _, status = Open3.capture3(RbConfig.ruby, EXE, "--lines", stdin_data: "ok\n\xFF\n".b)
    assert_equal 1, status.exitstatus
  end
end
