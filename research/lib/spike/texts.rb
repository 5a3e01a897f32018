# frozen_string_literal: true

module Spike
  # The inputs of the experiments, generated from a fixed seed so every run parses the same texts.
  module Texts
    # Pieces of chat messages, tickets and e-mails: entities (times, numbers, money, measures, contacts) between
    # plain prose, about one entity per 40 bytes.
    FRAGMENTS = [
      "Can we meet next friday at 5pm?", "The invoice comes to $42.50 including tax.",
      "I'll be there in 2 hours.", "Call me at (555) 123-4567 after lunch.", "We need forty two chairs.",
      "The flight lands on march 3rd at 10:30am.", "It is about 3 km from the station.",
      "Send it to jo.smith@example.com please.", "Bake at 350 degrees for 25 minutes.",
      "The report is due by the end of the month.", "He ran the first 10 miles in 1 hour and 20 minutes.",
      "Pour 2 cups of milk and 500 ml of water.", "Our budget is 1.2 million dollars this year.",
      "See https://example.org/docs for details.", "Thanks a lot,", "Let me know what you think.",
      "The meeting moved from tuesday to thursday morning.", "That is the third time this week!",
      "Temperatures will drop to -5°C tonight.", "Order 3 boxes of 12 eggs.",
      "and the rest of the team agreed with the plan", "as we discussed on the call yesterday"
    ].freeze

    module_function

    # Texts of 20–2000 bytes, lengths spread log-uniformly (many short messages, a tail of paragraphs).
    def short_mix(count: 400, min: 20, max: 2000, seed: 42)
      random = Random.new(seed)
      Array.new(count) do
        target = Math.exp(random.rand(Math.log(min)..Math.log(max))).round
        text_of(target, random)
      end.freeze
    end

    # Chat-length texts (20–200 bytes): the batch experiment parses up to a million of them.
    def chat_mix(count: 1000, seed: 7)
      short_mix(count: count, min: 20, max: 200, seed: seed)
    end

    # Fragments joined until `target` bytes, then cut at a space so no entity is split mid-word.
    def text_of(target, random)
      text = +""
      text << FRAGMENTS.sample(random: random) << " " while text.bytesize < target
      cut = text.rindex(" ", target)
      cut = text.bytesize if cut.nil? || cut < target * 0.6 # a short target: keep the whole last fragment
      text[0, cut].strip.freeze
    end

    # LongText's prose, doubled until the fastest of three parses takes at least `seconds`. LongText.taking stops
    # at the first parse that is slow enough, which on a loaded machine can be a stalled parse of a text far too
    # short; a load spike only ever slows a parse down, so the minimum is the robust measure.
    def taking(seconds)
      text = LongText::SENTENCE * 1000
      text *= 2 while Array.new(3) { LongText.parse_time(text) }.min < seconds && text.bytesize < 256 * 1024 * 1024
      text.freeze
    end

    # A long text mostly of prose (LongText's sentence), `bytes` long: parsed without the GVL at any threshold the
    # experiments use, and its results are few, so the parse (not the conversion to Ruby) dominates.
    def long(bytes)
      sentence = LongText::SENTENCE
      (sentence * ((bytes / sentence.bytesize) + 1)).byteslice(0, bytes).freeze
    end
  end
end
