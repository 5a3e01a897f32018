# frozen_string_literal: true

# Which of another thread's waits during the first large `parse` of a process are Ruby's GC, and would Ruby
# itself pause as long to build the same answer? Each row is a fresh process: a short warm-up parse, GC.start,
# then one call on 1 MB of Spike::Texts fragments while another thread sleeps 1 ms in a loop. The thread notes,
# for every wake-up more than 5 ms late, whether a GC ran meanwhile and of which kind (GC.count,
# GC.latest_gc_info). GC::Profiler gives the longest single GC of the call.
#
# The calls: `parse` (released), `parse_json`, `each_entity` (its block counts the entities and keeps none), and
# the baseline `ruby_build`: the same Array<Hash> made by Ruby
# (JSON.parse of the answer's JSON, 64 entities at a time, Thread.pass between them, so that what is left of
# the waits is the GC's, not the JSON parser's hold). Its JSON pieces are written by a process of their own, so
# that its heap starts as small as the others'.
#
#   bin/dev ruby research/hold/gc_pauses.rb [RUNS]        # prints a row per run and call
$LOAD_PATH.unshift File.expand_path("../../lib", __dir__)
require "duckling"
require "json"
require "rbconfig"
require "tmpdir"
require_relative "../lib/spike/texts"

CALLS = %w[parse parse_json each_entity ruby_build].freeze

def monotonic = Process.clock_gettime(Process::CLOCK_MONOTONIC)

def text = Spike::Texts.text_of(1024 * 1024, Random.new(1024))

# The answer as lines of JSON, 64 entities to a line.
def write_pieces(path)
  File.write(path, JSON.parse(Duckling.parse_json(text)).each_slice(64).map { |slice| "#{slice.to_json}\n" }.join)
end

def child(call, pieces)
  text = self.text
  Duckling.parse("warm up at 5pm")
  slices = File.readlines(pieces) if call == "ruby_build"
  GC.start
  waits = []
  stop = false
  ready = Thread::Queue.new
  ticker = Thread.new do
    ready << true
    until stop
      count = GC.count
      major = GC.stat(:major_gc_count)
      t = monotonic
      sleep 0.001
      late = monotonic - t - 0.001
      next if late < 0.005

      gcs = GC.count - count
      majors = GC.stat(:major_gc_count) - major
      waits << [late, gcs, majors, GC.latest_gc_info(:major_by)]
    end
  end
  ready.pop
  GC::Profiler.enable
  started = monotonic
  case call
  when "parse" then Duckling.parse(text).size
  when "parse_json" then Duckling.parse_json(text).bytesize
  when "each_entity"
    count = 0
    Duckling.each_entity(text) { count += 1 }
  when "ruby_build"
    out = []
    slices.each do |slice|
      out.concat(JSON.parse(slice, symbolize_names: true))
      Thread.pass
    end
  end
  seconds = monotonic - started
  stop = true
  ticker.join
  gc_times = GC::Profiler.raw_data.map { |gc| gc[:GC_TIME] }
  GC::Profiler.disable
  longest = waits.max_by(&:first)
  puts JSON.generate(
    call: call, ruby: RUBY_VERSION, call_ms: (seconds * 1000).round(1),
    longest_wait_ms: longest ? (longest[0] * 1000).round(2) : "< 5",
    longest_wait_gcs: longest&.[](1), longest_wait_majors: longest&.[](2), major_by: longest&.[](3),
    waits_over_5ms: waits.size, waits_over_5ms_without_gc: waits.count { |w| w[1].zero? },
    gcs: gc_times.size, longest_gc_ms: ((gc_times.max || 0) * 1000).round(2),
    gc_ms: (gc_times.sum * 1000).round(1)
  )
end

case ARGV[0]
when "--child" then child(ARGV[1], ARGV[2])
when "--pieces" then write_pieces(ARGV[1])
else
  Dir.mktmpdir do |dir|
    pieces = File.join(dir, "pieces.jsonl")
    system(RbConfig.ruby, __FILE__, "--pieces", pieces, exception: true)
    Integer(ARGV.fetch(0, "3")).times do
      CALLS.each { |call| system(RbConfig.ruby, __FILE__, "--child", call, pieces, exception: true) }
    end
  end
end
