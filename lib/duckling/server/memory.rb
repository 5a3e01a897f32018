# frozen_string_literal: true

module Duckling
  class Server
    # Hands the memory of a burst of long parses back to the system once the burst is over.
    #
    # glibc's malloc keeps what a parse frees: in one arena per thread that ever allocated (the worker threads, the
    # reactor), as free chunks between live ones that only `malloc_trim` returns (research/server/production.md:
    # 133 MB RSS 5 s after three rounds of 8 concurrent 1 MB POSTs without this, 59 MB with it).
    # So, with glibc, at start: at most ARENAS arenas (mallopt M_ARENA_MAX; fewer arenas, less memory held
    # between them), and once no long parse has run for a QUIET second after some did: `malloc_trim(0)`, on a
    # thread of its own without the GVL (it walks every arena: not on the reactor). Elsewhere (no glibc, no fiddle)
    # it does nothing.
    class Memory
      QUIET = 1.0
      ARENAS = 2
      M_ARENA_MAX = -8 # glibc's malloc.h

      # @param admission [Admission] says when long parses run
      # @param libc [Hash{Symbol => #call}, nil] malloc_trim and mallopt (default: glibc's through fiddle, if any)
      # @param quiet [Numeric] seconds without long parses before a trim
      def initialize(admission, libc: self.class.glibc, quiet: QUIET)
        @admission = admission
        @libc = libc
        @quiet = quiet
        @trimmed_at = admission.finished
        @trims = 0
      end

      # @return [Integer] trims so far
      attr_reader :trims
      # @return [Thread, nil] the thread of the latest trim
      attr_reader :last_trim

      # glibc's malloc_trim and mallopt, or nil when this is not glibc or fiddle is missing.
      # @return [Hash{Symbol => Fiddle::Function}, nil]
      def self.glibc
        require "fiddle"
        libc = Fiddle.dlopen(nil)
        { trim: Fiddle::Function.new(libc["malloc_trim"], [Fiddle::TYPE_SIZE_T], Fiddle::TYPE_INT),
          mallopt: Fiddle::Function.new(libc["mallopt"], [Fiddle::TYPE_INT, Fiddle::TYPE_INT], Fiddle::TYPE_INT) }
      rescue LoadError, Fiddle::DLError
        nil
      end

      # Caps the arenas; call before the worker threads start.
      # @return [Boolean] whether the allocator took it
      def limit_arenas
        !@libc.nil? && @libc[:mallopt].call(M_ARENA_MAX, ARENAS) == 1
      end

      # Every `quiet` seconds, trims if long parses finished since the last trim and none runs now. Runs until its
      # task is stopped (at shutdown).
      # @param _task [Async::Task] the task it runs in
      def run(_task)
        return unless @libc

        loop do
          sleep(@quiet)
          trim if @admission.finished != @trimmed_at && @admission.idle?
        end
      end

      private

      def trim
        @trimmed_at = @admission.finished
        @trims += 1
        trim = @libc[:trim]
        @last_trim = Thread.new { trim.call(0) } # fiddle releases the GVL during the call
      end
    end
  end
end
