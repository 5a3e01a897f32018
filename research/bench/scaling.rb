# frozen_string_literal: true

module Bench
  # Texts/s with 1 and 2 threads on long, entity-dense texts (time per KB is in CorpusBench).
  module Scaling
    PARAGRAPHS = [
      "Hi team, the camping trip is on march 3 and we leave at 7am sharp from the north gate. ",
      "Bring $40 for the site fee, 2 liters of water each and a 3 km map. Call me at (650) 123-4567. ",
      "If it rains we move to march 9, back by 6pm; the cabin costs 120 dollars for 2 nights. ",
      "RSVP to trips@example.com by next friday; details at https://example.com/trips/spring. ",
      "Last year it was 5 degrees at night and we hiked 12 miles on the second day. "
    ].freeze

    module_function

    # An entity-dense text of about `bytes` bytes.
    def dense_text(bytes)
      text = +""
      i = 0
      while text.bytesize < bytes
        text << PARAGRAPHS[i % PARAGRAPHS.size]
        i += 1
      end
      text
    end

    def median_time(rounds)
      Spike::Stats.median(Array.new(rounds) do
        start = Spike::Env.monotonic
        yield
        Spike::Env.monotonic - start
      end)
    end

    def threads_rows
      text = dense_text(64 * 1024)
      per_thread = Spike::Env.pick(full: 40, quick: 6)
      [1, 2].map do |threads|
        t = median_time(3) { Array.new(threads) { Thread.new { per_thread.times { Duckling.parse_json(text) } } }.each(&:join) }
        [threads, threads * per_thread / t]
      end
    end

    def report
      Spike::Env.progress("scaling: 1 and 2 threads on 64 KB texts")
      threads = threads_rows
      <<~MD
        ## Threads

        64 KB texts, released parses (#{Duckling.dispatch}), texts/s:

        #{Spike::Markdown.table(['threads', 'texts/s'], threads)}

        Two threads: #{format('%.2f', threads[1][1] / threads[0][1])}× one thread.
      MD
    end
  end
end
