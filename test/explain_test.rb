# frozen_string_literal: true

require_relative "test_helper"

# Duckling.explain: the rule tree behind each entity, as Duckling's Debug module prints it.
class ExplainTest < Minitest::Test
  REFERENCE = Time.new(2013, 2, 12, 4, 30, 0, "-02:00")

  def explain(text, **options)
    Duckling.explain(text, reference_time: REFERENCE, **options)
  end

  def test_each_entity_comes_with_the_entity_parse_gives
    text = "tomorrow at 5pm costs $30"
    explained = explain(text)
    assert_equal Duckling.parse(text, reference_time: REFERENCE).map { |e| e[:body] },
                 explained.map { |e| e[:entity][:body] }
  end

  def test_the_tree_covers_the_entity_and_its_children_lie_inside
    entity, tree, rendered = explain("tomorrow at 5pm", dims: [:time]).first.values_at(:entity, :tree, :rendered)
    assert_equal "tomorrow at 5pm", entity[:body]
    assert_equal [entity[:start], entity[:end], entity[:body]], [tree[:start], tree[:end], tree[:body]]
    assert_kind_of String, tree[:rule]
    refute_empty tree[:children]
    walk(tree) do |node, depth|
      node[:children].each { |child| assert_operator child[:start], :>=, node[:start] }
      assert rendered.include?("#{'-- ' * depth}#{node[:rule] || 'regex'} (#{node[:body]})"), rendered
    end
  end

  def test_rule_names_are_duckling_names_a_grep_finds
    names = []
    walk(explain("next friday", dims: [:time]).first[:tree]) { |node, _| names << node[:rule] if node[:rule] }
    assert(names.any? { |name| name.include?("<day-of-week>") }, names.inspect)
    source = Dir[File.expand_path("../ext/duckling_engine/src/dims/**/*.rs", __dir__)].map { |f| File.read(f) }.join
    names.each { |name| assert_includes source, "\"#{name}\"" }
  end

  def test_money_comes_from_duckling_rules
    tree = explain("$30", dims: ["amount-of-money"]).first[:tree]
    assert_equal "<unit> <amount>", tree[:rule]
    assert_equal(["currencies", "integer (numeric)"], tree[:children].map { |child| child[:rule] })
  end

  # Every dimension is built from rules, so every entity has the tree of the rules behind it.
  def test_every_dimension_has_a_tree
    examples = { "time" => "tomorrow at 5pm", "duration" => "for 3 hours", "number" => "forty two",
                 "ordinal" => "she came in third", "amount-of-money" => "$30", "distance" => "3 km",
                 "volume" => "2 liters", "temperature" => "80 degrees", "quantity" => "2 cups of flour",
                 "email" => "jane@example.org", "url" => "https://example.com/a", "phone-number" => "415-555-0134",
                 "credit-card-number" => "4111-1111-1111-1111" }
    examples.each do |dim, text|
      explained = explain(text, dims: [dim]).first
      refute_nil explained, "#{dim}: #{text}"
      assert_equal dim, explained[:entity][:dim]
      refute_nil explained[:tree], "#{dim}: #{text}"
      assert_includes explained[:rendered], explained[:tree][:rule]
    end
  end

  # An option that changed an entity says so, with Duckling's value at the same place.
  def test_an_option_that_changed_an_entity_is_shown_with_duckling_s_value
    friday = explain("friday", prefer: :past, dims: [:time]).first
    by_default = Duckling.parse("friday", reference_time: REFERENCE, dims: [:time]).first[:value]
    assert_equal "2013-02-08T00:00:00.000-02:00", friday[:entity][:value][:value]
    assert_equal({ prefer: :past, default_value: by_default }, friday[:assumptions])
    assert_equal "assumptions: prefer: past (by default: #{JSON.generate(by_default)})\n",
                 friday[:rendered].lines.last

    # A deadline that leaves time for the second parse leaves the mark.
    week = Duckling.explain("this week", reference_time: REFERENCE, week_start: "sunday", dims: [:time],
                                         deadline: 30).first
    assert_equal [:sunday, "2013-02-11T00:00:00.000-02:00"],
                 [week[:assumptions][:week_start], week[:assumptions][:default_value][:value]]

    march = explain("3.4", locale: "de", date_order: :mdy, dims: [:time]).first
    assert_equal ["2013-03-04T00:00:00.000-02:00", "2013-04-03T00:00:00.000-02:00"],
                 [march[:entity][:value][:value], march[:assumptions][:default_value][:value]]
  end

  # Only the entities the options changed say so; without options, none does.
  def test_an_entity_the_options_left_alone_says_nothing
    found = explain("next friday and friday", prefer: :past, dims: [:time])
    assert_equal [["next friday", false], ["friday", true]],
                 found.map { |e| [e[:entity][:body], e.key?(:assumptions)] }
    refute_includes found.first[:rendered], "assumptions"
    assert(explain("friday", dims: [:time]).none? { |e| e.key?(:assumptions) })
    assert(explain("friday", prefer: :future, dims: [:time]).none? { |e| e.key?(:assumptions) })
  end

  def test_bad_options_raise_as_parse_does
    assert_raises(ArgumentError) { explain("tomorrow", locale: "xx") }
    assert_raises(TypeError) { Duckling.explain(42) }
  end

  private

  def walk(node, depth = 0, &block)
    block.call(node, depth)
    node[:children].each { |child| walk(child, depth + 1, &block) }
  end
end
