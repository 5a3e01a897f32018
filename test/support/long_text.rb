# frozen_string_literal: true

# A text whose parse takes at least a given time on this machine, grown until it does: the cancellation and
# offload tests need a parse that is long compared with the bounds they assert, whatever the engine's speed.
module LongText
  # Mostly prose, a few entities: the parse, not the conversion of its results, dominates.
  SENTENCE = "The committee reviewed the proposal carefully and asked the authors to clarify several points " \
             "about methodology, sampling and the interpretation of results before the next meeting on friday; " \
             "forty two people attended. "

  # The piece of the deadline tests' slow text: a list of times, each composing with its neighbours, among the
  # slowest a KB in English (about 6 ms at the Ruby level since stop 43's bound on tokens, research/list-texts).
  # Their deadlines need a text of a few KB that takes several times them; when lists get faster, this is the one
  # line to change.
  SLOW_LIST_PIECE = "end of the year, "

  # @return [String] a frozen text whose parse takes at least `seconds`
  def self.taking(seconds)
    @cache ||= {}
    @cache[seconds] ||= grow(SENTENCE * 1000, seconds)
  end

  # The time one parse of `text` takes, in seconds (the text's entities stay in Rust: parse_json).
  def self.parse_time(text)
    start = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    Duckling.parse_json(text)
    Process.clock_gettime(Process::CLOCK_MONOTONIC) - start
  end

  # A text dense with entities (five per 47 bytes: a time, money, a distance, a volume, a number), so converting
  # its result to Ruby takes long too: `repeats` 3000 gives about 15,000 entities.
  def self.dense(repeats = 3000)
    ("on friday at 5pm pay $30 for 2 km and 3 cups; " * repeats).freeze
  end

  # @return [String] a frozen dense text (see `dense`) whose parse takes at least `seconds`: a test whose premise is
  # a long parse of many entities keeps it as the engine gets faster (3000 repeats took 48 ms at stop 44).
  def self.dense_taking(seconds)
    @dense ||= {}
    @dense[seconds] ||= grow(dense, seconds)
  end

  # `text` doubled until its parse takes at least `seconds` (or it reaches 256 MB), frozen.
  def self.grow(text, seconds)
    text *= 2 while parse_time(text) < seconds && text.bytesize < 256 * 1024 * 1024
    text.freeze
  end
end
