# frozen_string_literal: true

require_relative "test_helper"
require_relative "support/falcon_server"

# A real `falcon serve` (Falcon 0.55.6, one forked worker, loopback) with a Rack app that calls Duckling.parse:
# with the README's offload for this Ruby (4.0: ASYNC_SCHEDULER_WORKER_POOL=true; 3.4: `require
# "duckling/async"` preloaded), GETs are answered while 1 MB POSTs are being parsed. The dev root installs Falcon
# for Ruby 3.4 and 4.0; Ruby 3.3 cannot offload, so there is nothing to test there.
class FalconTest < Minitest::Test
  include DucklingTest

  # About 1 MB of LongText's prose (a sentence of ~210 bytes with one entity).
  TEXT = (LongText::SENTENCE * ((1024 * 1024) / LongText::SENTENCE.bytesize)).freeze

  def setup
    skip "Falcon runs here on Ruby 3.4 and 4.0, not #{RUBY_VERSION}" unless ruby_3_4?
    return if FalconServer.executable

    flunk "no falcon on PATH: bin/dev-root-setup installs it for Ruby 3.4 and 4.0" if ENV["DUCKLING_IN_DEV_ROOT"]
    skip "no falcon on PATH (outside the dev root)"
  end

  def test_a_get_is_answered_while_long_posts_are_parsed
    offload = FalconServer.offload_for
    FalconServer.with(offload:) do |server|
      run = server.measure(TEXT, gets: 20)
      parse = run[:post_seconds].sort[run[:post_seconds].size / 2]
      longest = run[:get_seconds].max
      assert_operator run[:posts_answered], :>=, 1
      # Generous: without offload a GET waits for the parse in its way (most of a POST's time); with it, for the
      # reactor's share of each POST (building the result's Hashes), measured at 6–20 % of a POST here.
      assert_operator longest, :<, parse * 0.5,
                      "#{offload}: longest of 20 GETs #{ms(longest)} during POSTs of #{ms(parse)} (median)\n#{server.log}"
    end
  end

  def test_without_a_pool_a_get_waits_for_the_parse
    FalconServer.with(offload: :none) do |server|
      run = server.measure(TEXT, gets: 5)
      parse = run[:post_seconds].sort[run[:post_seconds].size / 2]
      assert_operator run[:get_seconds].max, :>, parse * 0.5,
                      "no pool: longest of 5 GETs #{ms(run[:get_seconds].max)} during POSTs of #{ms(parse)}"
    end
  end
end
