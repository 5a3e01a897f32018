# frozen_string_literal: true

module Duckling
  # Base class of the gem's own errors. Bad arguments raise Ruby's TypeError or ArgumentError instead;
  # this is raised for what is not the caller's fault (an internal error in the parser).
  class Error < StandardError; end

  # A parse given `deadline:` ran out of time. It stopped there and carries what it found in the part of the text it
  # finished: exactly the entities of the whole answer that start before character {#parsed_to}, in order.
  #
  #   begin
  #     entities = Duckling.parse(message, deadline: 0.2)
  #   rescue Duckling::DeadlineExceeded => e
  #     entities = e.entities # the entities of message[0...e.parsed_to], as a parse of all of it answers them
  #   end
  class DeadlineExceeded < Error
    # The answer for the part finished, in the shape the method answers: an Array of entity Hashes ({Duckling.parse}),
    # the JSON String ({Duckling.parse_json}), the explanations ({Duckling.explain}), one result per text begun
    # ({Duckling.parse_all}: the texts before the last parsed whole, the last one up to {#parsed_to}), or an empty
    # Array ({Duckling.each_entity}, which has yielded them).
    # @return [Array<Hash>, String, Array<Array<Hash>>]
    attr_reader :entities

    # The character offset the answer is complete to: the parse stopped in the text's part that starts there (for
    # {Duckling.parse_all}, in the last text begun).
    # @return [Integer]
    attr_reader :parsed_to

    # @param message [String]
    # @param entities [Array, String] see {#entities}
    # @param parsed_to [Integer] see {#parsed_to}
    def initialize(message = "the parse passed its deadline", entities: [], parsed_to: 0)
      super(message)
      @entities = entities
      @parsed_to = parsed_to
    end
  end
end
