# frozen_string_literal: true

module Duckling
  # Base class of the gem's own errors. Bad arguments raise Ruby's TypeError or ArgumentError instead;
  # this is raised for what is not the caller's fault (an internal error in the parser).
  class Error < StandardError; end
end
