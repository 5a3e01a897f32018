# frozen_string_literal: true

module Duckling
  # The gem's version.
  VERSION = "0.1.0"
end
