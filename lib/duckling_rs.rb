# frozen_string_literal: true

# The gem is named duckling_rs; its module is Duckling. Either require works.
require_relative "duckling"
