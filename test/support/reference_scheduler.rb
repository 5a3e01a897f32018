# frozen_string_literal: true

require "io/nonblock"

# A complete, minimal Fiber scheduler in the shape of Ruby's own test scheduler (test/fiber/scheduler.rb):
# fibers, block/unblock, kernel_sleep, io_wait, run/close, `fiber_interrupt` (Ruby 4.0's hook: IO#close from
# another thread interrupts a fiber waiting on the IO), and `blocking_operation_wait`, which runs the blocking
# operation Ruby hands it (an `rb_nogvl` call made with RB_NOGVL_OFFLOAD_SAFE) on a new thread and records each
# call and the thread it ran on.
#
# Subclasses below cover the hook's failure paths: one that returns without calling `work`, one that raises, and
# one without the hook at all (like async without a worker pool).
class ReferenceScheduler

  attr_reader :blocking_operation_calls, :blocking_operation_threads, :interrupt_calls

  def initialize
    @readable = {}
    @writable = {}
    @waiting = {}
    @ready = []
    @interrupts = []
    @blocking = Hash.new.compare_by_identity
    @lock = Thread::Mutex.new
    @urgent = IO.pipe
    @closed = false
    @blocking_operation_calls = 0
    @blocking_operation_threads = []
    @interrupt_calls = 0
  end

  # Runs until no fiber is waiting on anything.
  def run
    while @readable.any? || @writable.any? || @waiting.any? || @blocking.any? || @ready.any? || @interrupts.any?
      readable, writable = select_ready
      selected = {}
      readable&.each do |io|
        if io == @urgent.first
          io.read_nonblock(1024, exception: false)
        elsif (fiber = @readable.delete(io))
          @writable.delete(io) if @writable[io] == fiber
          selected[fiber] = IO::READABLE
        end
      end
      writable&.each do |io|
        next unless (fiber = @writable.delete(io))

        @readable.delete(io) if @readable[io] == fiber
        selected[fiber] = selected.fetch(fiber, 0) | IO::WRITABLE
      end
      selected.each { |fiber, events| fiber.resume(events) }
      raise_interrupts
      resume_due_sleepers
      resume_ready
    end
  end

  def close
    raise "scheduler already closed" if @closed

    run
  ensure
    @urgent.each(&:close) unless @closed
    @closed = true
  end

  def closed?
    @closed
  end

  def fiber(&block)
    fiber = Fiber.new(blocking: false, &block)
    fiber.resume
    fiber
  end

  def kernel_sleep(duration = nil)
    block(:sleep, duration)
    true
  end

  def block(_blocker, timeout = nil)
    if timeout
      @waiting[Fiber.current] = current_time + timeout
      begin
        Fiber.yield
      ensure
        @waiting.delete(Fiber.current)
      end
    else
      @blocking[Fiber.current] = true
      begin
        Fiber.yield
      ensure
        @blocking.delete(Fiber.current)
      end
    end
  end

  # May be called from another thread (a worker finishing, a Queue push).
  def unblock(_blocker, fiber)
    @lock.synchronize { @ready << fiber }
    @urgent.last.write_nonblock(".", exception: false)
  end

  # Ruby 4.0: raise `exception` in `fiber`, which waits on an IO that another thread is closing. Called from that
  # thread, so queued and handed over like `unblock`.
  def fiber_interrupt(fiber, exception)
    @lock.synchronize do
      @interrupt_calls += 1
      @interrupts << [fiber, exception]
    end
    @urgent.last.write_nonblock(".", exception: false)
  end

  def io_wait(io, events, duration)
    @readable[io] = Fiber.current unless (events & IO::READABLE).zero?
    @writable[io] = Fiber.current unless (events & IO::WRITABLE).zero?
    @waiting[Fiber.current] = current_time + duration if duration
    Fiber.yield
  ensure
    @waiting.delete(Fiber.current)
    @readable.delete(io) if @readable[io] == Fiber.current
    @writable.delete(io) if @writable[io] == Fiber.current
  end

  # Runs `work` on a new thread and waits for it (Ruby's documented minimal hook). Waiting on the thread with
  # `join` from a non-blocking fiber goes through `block`/`unblock`, so other fibers keep running meanwhile.
  def blocking_operation_wait(work)
    @blocking_operation_calls += 1
    thread = Thread.new do
      @lock.synchronize { @blocking_operation_threads << Thread.current }
      work.call
    end
    thread.join
    thread = nil
  ensure
    thread&.kill
  end

  private

  def current_time
    Process.clock_gettime(Process::CLOCK_MONOTONIC)
  end

  def next_timeout
    return 0 if @ready.any? || @interrupts.any?

    _fiber, deadline = @waiting.min_by { |_, t| t }
    deadline ? [deadline - current_time, 0].max : nil
  end

  def resume_due_sleepers
    now = current_time
    @waiting.select { |_, deadline| deadline <= now }.each_key do |fiber|
      @waiting.delete(fiber)
      fiber.resume if fiber.alive?
    end
  end

  # IO#close from another thread interrupts this thread's IO.select on that IO too (Ruby 4.0): the closed IO leaves
  # the sets, and the fiber that waited on it hears of it through fiber_interrupt.
  def select_ready
    IO.select(@readable.keys + [@urgent.first], @writable.keys, [], next_timeout)
  rescue IOError
    raise if @urgent.first.closed?

    @readable.delete_if { |io, _| io.closed? }
    @writable.delete_if { |io, _| io.closed? }
    [[], []]
  end

  # Ruby may report one fiber more than once (once per blocking operation it is in): it is raised into once.
  def raise_interrupts
    interrupts = @lock.synchronize { @interrupts.slice!(0..) }
    interrupts.uniq(&:first).each { |fiber, exception| fiber.raise(exception) if fiber.alive? }
  end

  def resume_ready
    ready = @lock.synchronize { @ready.slice!(0..) }
    ready.each { |fiber| fiber.resume if fiber.alive? }
  end
end

# A hook that returns without calling `work`: Ruby must then run the operation itself.
class SkippingHookScheduler < ReferenceScheduler
  def blocking_operation_wait(_work)
    @blocking_operation_calls += 1
    nil
  end
end

# A hook that raises instead of running `work`.
class RaisingHookScheduler < ReferenceScheduler
  # What the hook raises.
  class HookError < StandardError; end

  def blocking_operation_wait(_work)
    @blocking_operation_calls += 1
    raise HookError, "the hook failed"
  end
end
