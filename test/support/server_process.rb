# frozen_string_literal: true

require "rbconfig"
require "uri"

# One server process: started with `--port 0`, its port read from its first log line, its stderr collected,
# stopped with SIGTERM (then SIGKILL if it does not exit in time).
class ServerProcess
  EXE = File.expand_path("../../exe/duckling-server", __dir__)
  # Every process started, so that none outlives the run.
  ALL = []
  Minitest.after_run { ALL.each(&:stop) }

  attr_reader :port, :status

  def initialize(*args)
    @err_reader, err_writer = IO.pipe
    @pid = Process.spawn(RbConfig.ruby, EXE, "--host", "127.0.0.1", "--port", "0", *args,
                         in: File::NULL, out: File::NULL, err: err_writer)
    err_writer.close
    ALL << self
    @lines = Thread::Queue.new
    @log = []
    @reader = Thread.new do
      @err_reader.each_line do |line|
        @log << line
        @lines << line
      end
    ensure
      @lines.close
    end
    @port = wait_for_port
  end

  # Lines the server has written to stderr so far.
  def log
    @log.dup
  end

  def pid
    @pid
  end

  # Sends `signal` and waits (bounded) for the process to exit.
  # @return [Process::Status]
  def stop(signal = "TERM", within: 15)
    return @status if @status

    Process.kill(signal, @pid)
    wait(within) || (Process.kill("KILL", @pid) && wait(5))
    @reader.join(5)
    @status
  rescue Errno::ESRCH
    wait(1)
  end

  # Waits up to `seconds` for the process to exit; @return [Process::Status, nil]
  def wait(seconds)
    deadline = monotonic + seconds
    until (@status = Process.wait2(@pid, Process::WNOHANG)&.last)
      return nil if monotonic > deadline

      sleep 0.01
    end
    @status
  end

  def uri(path)
    URI("http://127.0.0.1:#{@port}#{path}")
  end

  private

  def monotonic
    Process.clock_gettime(Process::CLOCK_MONOTONIC)
  end

  def wait_for_port
    deadline = monotonic + 30
    while monotonic < deadline
      line = @lines.pop(timeout: deadline - monotonic) or break
      return Integer(line[%r{listening on http://127\.0\.0\.1:(\d+)}, 1]) if line.include?("listening on")
    end
    stop("KILL")
    raise "duckling-server did not start: #{@log.join}"
  end
end
