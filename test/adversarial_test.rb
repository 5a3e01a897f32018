# frozen_string_literal: true

require_relative "test_helper"
require_relative "fixtures/adversarial/corpus"

# Every case of the adversarial corpus (test/fixtures/adversarial/manifest.json): long digit runs, 100k
# repetitions of a date, the lists that research/slow-texts and research/list-texts find slowest per KB in any
# language (`slow_*`; two do not repeat within 16 KB, a run of holidays and a schedule of "the nth week of
# <month> to …", so every value is another and each is searched to Duckling's bounds), repeated connectors,
# mixed scripts, combining marks, bidi controls, a 10 MB text, and malformed encodings. Each parse runs in a
# forked child, so that a crash or a hang fails the one test (the child is killed at a generous deadline) instead
# of taking the whole suite with it. The timings themselves are measured by research/hardening/timings.rb, not
# asserted here.
class AdversarialTest < Minitest::Test
  include DucklingTest

  # Seconds a case may take: only a hang or a runaway should come near it (figures: research/hardening).
  def self.deadline(bytes)
    (30 + (60 * bytes / 1_000_000.0)) * Float(ENV.fetch("ADVERSARIAL_TIME_FACTOR", "1"))
  end

  # A fraction of each case's repetitions (ADVERSARIAL_SCALE, default 1). The engine's time on megabytes is the
  # same on every Ruby, so CI runs the full sizes on one Ruby and a tenth on the others, where every case still goes
  # through that Ruby's binding, most of them as texts of 64 KB or more (.ci/run).
  # bin/dev passes the variable on empty when it is unset.
  SCALE = Float(ENV.fetch("ADVERSARIAL_SCALE", "").then { |scale| scale.empty? ? "1" : scale })

  # How many entities the child checks against the text: all of them for an ASCII text (where Ruby indexes
  # in constant time), an even sample otherwise.
  SAMPLE = 500

  AdversarialCorpus.cases.each do |c|
    define_method(:"test_#{c.name}") do
      skip "known engine bug: #{c.known_bug}" if c.known_bug
      text = c.text(SCALE)
      if c.expect
        assert_raises_everywhere(Object.const_get(c.expect), text)
      else
        summary = in_child(self.class.deadline(text.bytesize)) { check_parse(text, c.dims, c.locale) }
        assert_nil summary[:failure], "#{c.name}: #{summary[:failure]}"
        if c.min_entities
          assert_operator summary[:count], :>=, (c.min_entities * SCALE).floor, "#{c.name}: too few entities"
        end
      end
    end
  end

  def test_the_corpus_holds_the_cases_the_hardening_brief_asks_for
    sizes = AdversarialCorpus.cases.to_h { |c| [c.name, c.expect ? 0 : c.text(0.01).bytesize * 100] }
    assert_operator sizes.fetch("prose_10mb"), :>=, 10_000_000
    assert_operator sizes.fetch("digit_run_1mb"), :>=, 1_000_000
    %w[date_x100k and_x250k mixed_scripts combining_marks rtl_bidi utf16_lone_high_surrogate].each do |name|
      assert sizes.key?(name), name
    end
  end

  # Reference times at and past the ends of the years 1 to 9999 (jiff's instants end on 9999-12-30 22:00 UTC),
  # and odd offsets: a time-heavy text parses when the reference falls in those years of its own zone, and is an
  # ArgumentError naming the range otherwise; never Duckling::Error (a panic), a crash or a clamped answer.
  def test_reference_times_outside_years_1_to_9999_are_argument_errors
    text = "tomorrow at 5pm, in 3 days, next year, last monday of february, 12/31/9999"
    times = [Time.at(2**70), Time.at(-2**70), Time.at(10**15), Time.at(-10**15),
             Time.at(253_402_300_799, in: "+23:59"), Time.at(253_402_200_000, in: "-23:59"),
             Time.utc(1, 1, 1), Time.utc(0, 12, 31, 23, 59, 59), Time.at(-377_705_116_800, in: "-23:59"),
             Time.at(0, 999_999_999, :nsec), Time.at(Rational(1, 3)), Time.at(0).localtime("+14:00")]
    times.each do |time|
      if (1..9999).cover?(time.year)
        entities = Duckling.parse(text, reference_time: time, dims: %w[time number])
        assert_nil first_failure(text, entities)
      else
        error = assert_raises(ArgumentError, time.inspect) { Duckling.parse(text, reference_time: time) }
        assert_match(/outside the range times resolve in: the years 1 to 9999/, error.message)
      end
    end
    # The year that counts is the one in the zone times resolve in (local mean time then): 08:00 UTC on 1 January
    # of year 1 is the afternoon in Tokyo, the evening before in Honolulu.
    first_morning = Time.utc(1, 1, 1, 8)
    assert_equal 1, Duckling.parse("at 5pm", reference_time: first_morning, tz: "Asia/Tokyo").size
    assert_raises(ArgumentError) { Duckling.parse("at 5pm", reference_time: first_morning, tz: "Pacific/Honolulu") }
  end

  private

  # Parses in this process (the child), checks every invariant Ruby can see, and returns a small summary.
  def check_parse(text, dims, locale)
    entities = Duckling.parse(text, dims:, locale: locale || "en", reference_time: REFERENCE_TIME)
    # Truncated: the summary goes through a pipe the parent reads only once the child has exited.
    { count: entities.size, failure: first_failure(text, entities)&.slice(0, 500) }
  end

  def first_failure(text, entities)
    length = text.length
    previous = [-1, -1]
    entities.each do |e|
      range = [e[:start], e[:end]]
      return "bad range #{range} in #{length} chars" unless e[:start] < e[:end] && e[:end] <= length
      return "out of order: #{range} after #{previous}" if (range <=> previous).negative?

      previous = range
    end
    sample(entities).each do |e|
      slice = text[e[:start]...e[:end]]
      return "body #{e[:body].inspect} differs from the text there, #{slice.inspect}" unless slice == e[:body]
    end
    nil
  end

  def sample(entities)
    return entities if entities.size <= SAMPLE

    step = entities.size / SAMPLE
    (0...entities.size).step(step).map { |i| entities[i] } << entities.last
  end

  def assert_raises_everywhere(error, text)
    assert_raises(error) { Duckling.parse(text) }
    assert_raises(error) { Duckling.parse_json(text) }
    assert_raises(error) { Duckling.parse_all(["42", text]) }
  end

  # Runs the block in a forked child with a deadline, and returns the Hash it returned. A child that raised,
  # crashed or outlived the deadline fails the test.
  def in_child(deadline)
    reader, writer = IO.pipe
    pid = fork do
      reader.close
      outcome = begin
        { ok: yield }
      rescue Exception => e # rubocop:disable Lint/RescueException -- everything must reach the parent
        { raised: "#{e.class}: #{e.message[0, 500]}" }
      end
      writer.write(Marshal.dump(outcome))
      writer.close
      exit!(0)
    end
    writer.close
    status = wait_for(pid, deadline)
    outcome = reader.read
    reader.close
    assert status.success?, "the child died: #{status.inspect}"
    outcome = Marshal.load(outcome) # rubocop:disable Security/MarshalLoad -- written by our own child
    assert_nil outcome[:raised], "the parse raised"
    outcome.fetch(:ok)
  end

  def wait_for(pid, deadline)
    give_up = monotonic + deadline
    loop do
      _, status = Process.waitpid2(pid, Process::WNOHANG)
      return status if status

      if monotonic > give_up
        Process.kill(:KILL, pid)
        Process.waitpid(pid)
        flunk "no answer after #{deadline.round} s: a hang or a runaway parse"
      end
      sleep 0.02
    end
  end
end
