# frozen_string_literal: true

# Reads a valgrind memcheck log and tells the extension's errors from Ruby's own noise.
#
#   ruby research/hardening/valgrind_summary.rb LOG...
#
# - Addressability errors (invalid read/write/free, mismatched free, overlap) count wherever they are: Ruby's
#   conservative GC never reads unaddressable memory, so any of them is a real bug.
# - Uninitialised-value errors count against the extension only when the faulting frame (the "at" line) is
#   the extension's: in duckling_rs.so, or Rust source (`file.rs:line`, which only the extension has: it is
#   built with line tables, Debian's libruby is stripped). Those at a libruby frame come from Ruby's
#   conservative stack scan, which reads every word of every machine stack, the extension's frames included.
# Prints the counts and the first extension error of each kind; exits 1 if the extension has any.

EXTENSION = /duckling_rs\.so|\.rs:\d+\)/
ADDRESSABILITY = /Invalid (read|write|free)|Mismatched free|Source and destination overlap|Syscall param/

blocks = ARGV.flat_map do |path|
  File.read(path).split(/^==\d+== \n/).map { |b| b.gsub(/^==\d+== ?/, "") }
end
errors = blocks.select { |b| b.match?(/\A(Invalid|Conditional jump|Use of uninit|Mismatched|Source and|Syscall)/) }
kind = ->(b) { b.lines.first.strip.sub(/ of size \d+/, "") }
at_extension = ->(b) { b.lines[1].to_s.match?(EXTENSION) }
addressability = errors.select { |b| b.match?(ADDRESSABILITY) }
uninit_in_extension = errors.select { |b| !b.match?(ADDRESSABILITY) && at_extension.call(b) }
ruby_noise = errors - addressability - uninit_in_extension

puts "error contexts: #{errors.size}"
puts "  addressability errors (anywhere): #{addressability.size}"
puts "  uninitialised values faulting in the extension: #{uninit_in_extension.size}"
puts "  Ruby's conservative-GC noise (uninitialised, faulting in libruby): #{ruby_noise.size}"
ruby_noise.group_by(&kind).each { |k, bs| puts "    #{k}: #{bs.size}" }
puts "  of all errors, with an extension frame anywhere in the stack: #{errors.count { |b| b.match?(EXTENSION) }}"
(addressability + uninit_in_extension).uniq(&kind).each { |b| puts "\n#{b}" }
exit((addressability + uninit_in_extension).empty? ? 0 : 1)
