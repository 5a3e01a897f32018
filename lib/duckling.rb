# frozen_string_literal: true

require "json"

require_relative "duckling/version"
require_relative "duckling/errors"
require_relative "duckling/arguments"
require_relative "duckling/worker_pool"
require_relative "duckling/native"

# Turns free text into structured entities — times, numbers, amounts of money, durations, distances, emails … —
# in Facebook Duckling's format, with a Rust engine that releases the GVL (and, on Ruby ≥ 3.4, lets a Fiber
# scheduler offload the parse to a worker thread).
#
# @example
#   Duckling.parse("forty two")
#   # => [{body: "forty two", start: 0, end: 9, dim: "number", latent: false,
#   #      value: {type: "value", value: 42}}]
module Duckling
  # The locale used when none is given.
  DEFAULT_LOCALE = "en_US"

  # Texts handed to the extension per call by {parse_all}; the extension chunks each slice further by size.
  PARSE_ALL_SLICE = 1024

  class << self
    # Parses `text` and returns its entities in Duckling's format.
    #
    # @param text [String] any encoding Ruby can transcode to UTF-8
    # @param locale [String, Symbol] "en", "en_US", "en_GB", … (see {locales})
    # @param reference_time [Time, #to_time] relative expressions ("tomorrow") resolve against it; by default the
    #   current time in the local zone, as `Time.now` has it (the extension reads the clock: no Time per call)
    # @param tz [String, nil] an IANA zone ("America/New_York"); nil resolves at `reference_time`'s UTC offset
    # @param dims [Array<String, Symbol>, String, Symbol, nil] the dimensions to return (see {dims}); nil for all
    # @param latent [Boolean] also return latent entities (a bare "5" as an amount or a time)
    # @param prefer [:future, :past, nil] which instance a time that has some on both sides of `reference_time`
    #   means: the next one (nil or :future, Duckling's only answer) or the last one (:past, for text about what
    #   happened: "I paid $30 on friday"). An instance holding `reference_time` stays current ("today", "this
    #   week"), and words that choose keep their meaning ("next friday", "last friday", "tomorrow")
    # @param date_order [:mdy, :dmy, :ymd, nil] how to read an ambiguous numeric date ("3/4/2013", "3/4"): month
    #   first, day first, or year first; nil reads it as the locale does (en_US month first, en_GB day first)
    # @param week_start [:monday, :sunday, nil] the day weeks start on ("this week", "last week", week grains);
    #   nil is Monday, as in Duckling
    # @param deadline [Numeric, nil] seconds the parse may take, counted from this call; past them it stops within
    #   about a millisecond and raises {DeadlineExceeded} carrying the entities of the part of the text it finished
    #   (see there). A long text may take seconds (research/long-texts); a deadline bounds what a caller waits
    #   (research/deadline: 0.05 s answers within a few ms of it). nil: none
    # @return [Array<Hash>] entities with symbol keys: body, start, end (character offsets), dim, latent, value
    # @raise [TypeError] text is not a String, or an option has the wrong type
    # @raise [ArgumentError] invalid UTF-8, an untranscodable encoding, an unknown locale, dim or zone, a value
    #   `prefer:`, `date_order:` or `week_start:` does not take, a deadline that is not a positive finite number of
    #   seconds, or a reference time outside the years 1 to 9999 in its zone
    # @raise [Duckling::DeadlineExceeded] the deadline passed; {DeadlineExceeded#entities} holds what was found
    # @raise [Duckling::Error] an internal error in the parser
    def parse(text, locale: DEFAULT_LOCALE, reference_time: Native::NOW, tz: nil, dims: nil, latent: false,
              prefer: nil, date_order: nil, week_start: nil, deadline: nil)
      # The extension reads the usual arguments itself and hands the others to Arguments (research/callcost); the
      # assumptions arrive as one argument, nil unless one was changed, so a call without them costs no more.
      Native.parse(text, locale, reference_time, tz, dims, latent, false,
                   (prefer || date_order || week_start) && Arguments.assumptions(prefer, date_order, week_start),
                   deadline && Arguments.deadline(deadline))
    end

    # Like {parse}, but returns the JSON array Duckling's HTTP `/parse` answers. Past its `deadline:`, the
    # {DeadlineExceeded} carries the JSON array of the part finished.
    # @return [String]
    def parse_json(text, locale: DEFAULT_LOCALE, reference_time: Native::NOW, tz: nil, dims: nil, latent: false,
                   prefer: nil, date_order: nil, week_start: nil, deadline: nil)
      Native.parse(text, locale, reference_time, tz, dims, latent, true,
                   (prefer || date_order || week_start) && Arguments.assumptions(prefer, date_order, week_start),
                   deadline && Arguments.deadline(deadline))
    end

    # Like {parse}, but yields the entities one at a time instead of returning them in an Array, each Hash made
    # just before it is yielded. For long texts whose entities are stored or sent on one by one: a 1 MB text
    # makes hundreds of thousands of Ruby objects, and kept in one Array they are what makes Ruby's GC pause
    # every thread tens of milliseconds; Hashes the block lets go die young, so its pauses stay short, and so
    # does the peak memory (research/long-texts). A `break` or an exception in the block ends the parse there.
    #
    #   Duckling.each_entity(document, dims: [:time]) { |entity| calendar << entity }
    #   Duckling.each_entity(document).first(3) # an Enumerator without a block
    #
    # Takes the same options as {parse}; the text is parsed whole before the first entity is yielded (ranking
    # needs all of it). Without a block, the Enumerator parses the text each time it is iterated, and checks the
    # arguments then. Past its `deadline:` (which counts the parse, not the block), it yields the entities of the
    # part finished, then raises {DeadlineExceeded}, whose {DeadlineExceeded#entities} is empty: they were yielded.
    # @yieldparam entity [Hash] as in {parse}'s Array
    # @return [nil, Enumerator]
    # @raise [Duckling::DeadlineExceeded] after the last entity found in time
    def each_entity(text, locale: DEFAULT_LOCALE, reference_time: Native::NOW, tz: nil, dims: nil, latent: false,
                    prefer: nil, date_order: nil, week_start: nil, deadline: nil, &block)
      unless block
        return enum_for(__method__, text, locale:, reference_time:, tz:, dims:, latent:, prefer:, date_order:,
                                          week_start:, deadline:)
      end

      Native.each_entity(text, locale, reference_time, tz, dims, latent,
                         (prefer || date_order || week_start) && Arguments.assumptions(prefer, date_order, week_start),
                         deadline && Arguments.deadline(deadline), &block)
      nil
    end

    # Why a parse found what it found: for each entity of {parse}, the tree of rules that produced it, the way
    # Duckling's `Debug` module prints it (every dimension is built by rules, so every entity has its tree).
    #
    #   Duckling.explain("tomorrow at 5pm", dims: [:time]).first[:rendered]
    #   # => "intersect (tomorrow at 5pm)\n-- tomorrow (tomorrow)\n-- -- regex (tomorrow)\n-- at <time-of-day> …"
    #
    # When `prefer:`, `date_order:` or `week_start:` is given, the text is parsed a second time with Duckling's
    # assumptions, and an entity the options changed (its value differs, or Duckling finds none at its place)
    # says so: `assumptions: {prefer: :past, default_value: {…}}`, the options given and Duckling's value there
    # (nil: none), and a last line of `rendered`:
    #
    #   Duckling.explain("friday", prefer: :past, dims: [:time]).first[:assumptions]
    #   # => {prefer: :past, default_value: {type: "value", value: "2013-02-15T00:00:00.000-02:00", …}}
    #
    # Takes the same options as {parse}; past its `deadline:`, {DeadlineExceeded#entities} holds the explanations
    # of the part finished, and when the deadline leaves no time for the second parse, no entity says what the
    # options changed.
    # @return [Array<Hash>] `{entity: Hash, tree: Hash, rendered: String}`, and `assumptions: Hash` where the
    #   options changed the entity; a tree node is `{rule: String or nil (a regex), body:, start:, end:,
    #   children: [...]}`
    def explain(text, locale: DEFAULT_LOCALE, reference_time: Native::NOW, tz: nil, dims: nil, latent: false,
                prefer: nil, date_order: nil, week_start: nil, deadline: nil)
      assumptions = Arguments.assumptions(prefer, date_order, week_start)
      seconds = Arguments.deadline(deadline)
      finish = seconds && (monotonic + seconds)
      # Both parses resolve at one instant, or a second ticking between them would read as a change.
      reference_time = Arguments.reference_time(reference_time) if assumptions
      json = Native.explain(text, locale, reference_time, tz, dims, latent, assumptions, seconds)
      found = JSON.parse(json, symbolize_names: true)
      return found unless assumptions

      given = { prefer:, date_order:, week_start: }.compact.transform_values(&:to_sym)
      note_assumptions(found, given, finish) do |left|
        Native.parse(text, locale, reference_time, tz, dims, latent, false, nil, left)
      end
    rescue DeadlineExceeded => e
      raise DeadlineExceeded.new(e.message, entities: JSON.parse(e.entities, symbolize_names: true),
                                            parsed_to: e.parsed_to)
    end

    # Parses many texts with the same options: one GVL dispatch per chunk of texts instead of one per text.
    # A `deadline:` bounds the whole batch: past it, {DeadlineExceeded#entities} holds one result per text begun,
    # the texts before the last parsed whole and the last up to {DeadlineExceeded#parsed_to}.
    # @param texts [Array<String>]
    # @return [Array<Array<Hash>>] one result per text, in order
    def parse_all(texts, locale: DEFAULT_LOCALE, reference_time: Native::NOW, tz: nil, dims: nil, latent: false,
                  prefer: nil, date_order: nil, week_start: nil, deadline: nil)
      raise TypeError, "texts must be an Array of Strings, got #{texts.class}" unless texts.is_a?(Array)

      options = Arguments.options(locale:, reference_time:, tz:, dims:, latent:, prefer:, date_order:, week_start:)
      finish = (seconds = Arguments.deadline(deadline)) && (monotonic + seconds)
      results = []
      # A slice at a time, so that checking and copying a million texts is not one long stretch holding the GVL:
      # each native call releases it (research/batch). Each gets what is left of the deadline.
      texts.each_slice(PARSE_ALL_SLICE) do |slice|
        results.concat(Native.parse_all(slice.map { |t| Arguments.text(t) }, *options,
                                        finish && [finish - monotonic, 0.0].max))
      rescue DeadlineExceeded => e
        results.concat(e.entities)
        raise DeadlineExceeded.new("parse_all passed its deadline of #{seconds} s: #{results.size - 1} texts parsed, " \
                                   "the next up to character #{e.parsed_to}", entities: results, parsed_to: e.parsed_to)
      end
      results
    end

    # @param locale [String, Symbol, nil] a locale, for the dimensions its language has (German has no
    #   temperature, as in Duckling); nil for every dimension the gem knows
    # @return [Array<String>] the supported dimensions, by Duckling's names
    # @raise [ArgumentError] an unknown locale
    def dims(locale = nil)
      Native.dims(locale&.to_s)
    end

    # Builds the grammars of `locales` now, which their first parse would otherwise do (a few tens of ms per
    # language, holding the GVL): call it at boot, before serving or before forking workers (they then share the
    # grammars' memory). A region the language lacks is the language ("fr_FR" is "fr").
    # @param locales [Array<String, Symbol>]
    # @return [nil]
    # @raise [ArgumentError] an unknown locale
    def preload(*locales)
      locales.each { |locale| Native.preload(locale.to_s) }
      nil
    end

    # @return [Array<String>] the supported locales
    def locales
      Native.locales
    end

    # Hands back to the system the memory the process's allocators hold free. A long parse builds and frees
    # hundreds of MB in a burst; the engine's allocator (mimalloc) returns freed pages only when it is next
    # called, so a process that goes idle after long parses keeps them. This purges them and, with glibc, also
    # runs `malloc_trim(0)` for what Ruby has freed. Call it once such a burst is over (a batch job's end, after a
    # `GC.start`; duckling-server does so when quiet, see Duckling::Server::Memory). It takes a few ms, without
    # the GVL. Safe while other threads parse.
    # @return [nil]
    def release_memory
      Native.release_memory
    end

    # What this build does with a parse at or above {gvl_release_threshold} (and {offload_threshold}):
    # `:offload_safe` (built for Ruby ≥ 3.4: `rb_nogvl` with `RB_NOGVL_OFFLOAD_SAFE`, so a Fiber scheduler with a
    # worker pool runs it on a worker thread) or `:nogvl` (older Rubies: `rb_nogvl` with flags 0).
    # @return [Symbol]
    def dispatch
      Native.dispatch
    end

    # Texts of at least this many bytes are parsed without the GVL; shorter ones hold it, because releasing costs
    # more than they take. `0` releases always, `nil` never (a long parse then still pauses every ~1 ms for other
    # threads and fibers).
    # @return [Integer, nil]
    def gvl_release_threshold
      Native.gvl_release_threshold
    end

    # Whether a parse of `text` releases the GVL under the current {gvl_release_threshold}: the one place the size
    # policy lives, for callers that decide around it.
    # @param text [String]
    # @return [Boolean]
    def releases_gvl_for?(text)
      Native.releases?(bytesize_of(text))
    end

    # Whether a parse of `text` is offered to a Fiber scheduler's worker pool (from a non-blocking fiber, on
    # Ruby ≥ 3.4): it releases the GVL ({releases_gvl_for?}) and is at least {offload_threshold} bytes. A caller
    # that offloads to a pool of its own (the server) offloads exactly these.
    # @param text [String]
    # @return [Boolean]
    def offloads_for?(text)
      bytes = bytesize_of(text)
      Native.releases?(bytes) && Native.offloads?(bytes)
    end

    # Released parses of at least this many bytes are offered to a Fiber scheduler that defines
    # `blocking_operation_wait` (async with a `worker_pool:`), which runs them on a worker thread while the
    # reactor goes on; shorter ones release the GVL without the offer, so the reactor waits for them. Offloading
    # costs tens of µs per call, so it pays only for parses of a millisecond or more (research/hold/README.md).
    # `0` offers every released parse, `nil` none.
    # @return [Integer, nil]
    def offload_threshold
      Native.offload_threshold
    end

    # @param bytes [Integer, nil]
    def offload_threshold=(bytes)
      Native.offload_threshold = byte_count(bytes, "offload_threshold")
    end

    # @param bytes [Integer, nil]
    def gvl_release_threshold=(bytes)
      Native.gvl_release_threshold = byte_count(bytes, "gvl_release_threshold")
    end

    private

    def byte_count(bytes, name)
      unless bytes.nil? || (bytes.is_a?(Integer) && bytes >= 0)
        raise ArgumentError, "#{name} must be a non-negative Integer or nil, got #{bytes.inspect}"
      end

      bytes && [bytes, 2**62].min
    end

    def monotonic = Process.clock_gettime(Process::CLOCK_MONOTONIC)

    # For {explain} with options `given`: marks each explanation in `found` whose entity Duckling's assumptions
    # would not give, comparing with the entities the block parses under them (given the seconds left of the
    # deadline, nil for none). Returns `found`, unmarked if the deadline passes first.
    def note_assumptions(found, given, finish)
      left = finish && (finish - monotonic)
      return found if left && !left.positive?

      by_place = yield(left).to_h { |entity| [entity.values_at(:start, :end, :dim), entity[:value]] }
      found.each do |explained|
        entity = explained[:entity]
        default_value = by_place[entity.values_at(:start, :end, :dim)]
        next if default_value == entity[:value]

        explained[:assumptions] = { **given, default_value: }
        options = given.map { |option, value| "#{option}: #{value}" }.join(", ")
        by_default = default_value ? JSON.generate(default_value) : "none"
        explained[:rendered] = "#{explained[:rendered]}assumptions: #{options} (by default: #{by_default})\n"
      end
    rescue DeadlineExceeded
      found
    end

    def bytesize_of(text)
      raise TypeError, "text must be a String, got #{text.class}" unless text.is_a?(String)

      text.bytesize
    end
  end

  # The extension's primitives: the public API above is the only way in.
  private_constant :Native
end
