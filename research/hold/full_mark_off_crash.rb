# frozen_string_literal: true

# Ruby's GC.config(rgengc_allow_full_mark: false) — the only setting GC.config has in 3.4 and 4.0, which would
# have let a long conversion defer its major GC — is not safe together with minor GCs started by GC.start: this
# pure-Ruby script, no extension loaded, dies in the GC ("[BUG] try to mark T_NONE object", or a segfault).
# With FULL=1 (the setting left at true) it finishes. The extension therefore never touches that setting.
#
#   bin/dev ruby research/hold/full_mark_off_crash.rb; echo "exit status $?"
#   bin/dev env FULL=1 ruby research/hold/full_mark_off_crash.rb
GC.config(rgengc_allow_full_mark: false) unless ENV["FULL"]
kept = []
200_000.times do |i|
  kept << { body: "x#{i}", value: { value: "v#{i}", values: [{ value: "w" }] } }
  GC.start(full_mark: false, immediate_mark: false, immediate_sweep: false) if (i % 2000).zero?
end
puts "finished: #{kept.size} entities kept, #{GC.count} GCs, #{GC.stat(:major_gc_count)} major"
