# frozen_string_literal: true

module Duckling
  class Server
    # Hands the memory of a burst of long parses back to the system once the burst is over.
    #
    # Three holders keep it when an idle server is left alone (research/server/production.md):
    # - Ruby's heap: the burst's answers (~9 MB of JSON per 1 MB POST) are garbage that only a GC finds, and an
    #   idle process allocates nothing that would start one;
    # - the engine's allocator (mimalloc) purges freed pages only when it is next called;
    # - glibc's malloc keeps what Ruby frees, in one arena per thread that ever allocated (the worker threads, the
    #   reactor), as free chunks between live ones that only `malloc_trim` returns.
    # Once long parses have run and none has finished or run for a full QUIET second: one `GC.start` on the
    # reactor (17 ms after research/server/burst.rb's rounds), then {Duckling.release_memory}, which purges
    # mimalloc and trims glibc, on a thread of its own (it walks every arena: not on the reactor). And at start,
    # with glibc and fiddle (Ruby 4.0 no longer ships fiddle by default): at most ARENAS arenas (mallopt
    # M_ARENA_MAX; fewer arenas, less memory held between them).
    class Memory
      QUIET = 1.0
      ARENAS = 2
      M_ARENA_MAX = -8 # glibc's malloc.h

      # @param admission [Admission] says when long parses run
      # @param mallopt [#call, nil] glibc's mallopt (default: through fiddle, if there is fiddle and glibc)
      # @param engine [#release_memory] hands the memory back
      # @param quiet [Numeric] seconds without long parses before a trim
      def initialize(admission, mallopt: self.class.mallopt, engine: Duckling, quiet: QUIET)
        @admission = admission
        @mallopt = mallopt
        @engine = engine
        @quiet = quiet
        @trimmed_at = admission.finished
        @trims = 0
      end

      # @return [Integer] trims so far
      attr_reader :trims
      # @return [Thread, nil] the thread of the latest trim
      attr_reader :last_trim

      # glibc's mallopt, or nil when this is not glibc or fiddle is missing.
      # @return [Fiddle::Function, nil]
      def self.mallopt
        require "fiddle"
        Fiddle::Function.new(Fiddle.dlopen(nil)["mallopt"], [Fiddle::TYPE_INT, Fiddle::TYPE_INT], Fiddle::TYPE_INT)
      rescue LoadError, Fiddle::DLError
        nil
      end

      # Caps the arenas; call before the worker threads start.
      # @return [Boolean] whether the allocator took it
      def limit_arenas
        !@mallopt.nil? && @mallopt.call(M_ARENA_MAX, ARENAS) == 1
      end

      # Every `quiet` seconds, trims if long parses finished since the last trim, none finished during the last
      # `quiet` seconds (their answers are sent by then) and none runs now. Runs until its task is stopped (at
      # shutdown).
      # @param _task [Async::Task] the task it runs in
      def run(_task)
        seen = @admission.finished
        loop do
          sleep(@quiet)
          finished = @admission.finished
          trim if finished == seen && finished != @trimmed_at && @admission.idle?
          seen = finished
        end
      end

      private

      def trim
        @trimmed_at = @admission.finished
        @trims += 1
        GC.start
        engine = @engine
        @last_trim = Thread.new { engine.release_memory }
      end
    end
  end
end
