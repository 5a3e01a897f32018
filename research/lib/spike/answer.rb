# frozen_string_literal: true

require "objspace"

module Spike
  # The Ruby objects of a parse's answer: the Hashes, Arrays and Strings it made (the frozen strings and symbols
  # it shares with the whole process left out), and their bytes (ObjectSpace.memsize_of).
  module Answer
    module_function

    # @return [Array(Integer, Integer)] bytes and objects
    def size(root)
      seen = {}.compare_by_identity
      pending = [root]
      bytes = 0
      until pending.empty?
        object = pending.pop
        next if object.frozen? || seen[object]

        seen[object] = true
        bytes += ObjectSpace.memsize_of(object)
        pending.concat(object) if object.is_a?(Array)
        pending.concat(object.values) if object.is_a?(Hash)
      end
      [bytes, seen.size]
    end
  end
end
