# frozen_string_literal: true

require_relative "test_helper"

class RactorTest < Minitest::Test
  def test_parse_inside_a_ractor
    Warning[:experimental] = false
    ractor = Ractor.new { Duckling.parse("forty two", dims: ["number"]).map { |e| e[:value][:value] } }
    value = ractor.respond_to?(:value) ? ractor.value : ractor.take
    assert_equal [42], value
  end
end
