# frozen_string_literal: true

# Turns the JSON lines of measure.rb (one file per build) into the Markdown tables of README.md.
#
#   ruby research/hold/summarize.rb before=research/hold/before_wait_ticker.jsonl after=research/hold/after_wait_ticker.jsonl

require "json"

def median(values)
  sorted = values.compact.sort
  return nil if sorted.empty?

  mid = sorted.size / 2
  sorted.size.odd? ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2.0
end

def fmt(value) = value.nil? ? "–" : format(value < 10 ? "%.2f" : "%.0f", value)

builds = ARGV.to_h { |arg| arg.split("=", 2) }.transform_values do |path|
  File.readlines(path).filter_map { |l| JSON.parse(l) if l.start_with?("{") }
end

tables = {
  "wait" => [%w[path], "longest_wait_ms", "another thread's longest wait for the GVL, ms"],
  "ticker" => [%w[scheduler call], "longest_gap_ms", "1 ms ticker fiber's longest gap, ms"],
  "cancel" => [%w[kb how], "latency_ms", "interrupt to the end of the call, ms"]
}

tables.each do |what, (keys, value, label)|
  groups = builds.flat_map { |build, rows| rows.select { |r| r["what"] == what }.map { |r| [build, r] } }
  next if groups.empty?

  puts "### #{what}: #{label} (median and worst of the runs; call time median)\n\n"
  puts "| #{keys.join(' | ')} | build | runs | median | worst | call or parse ms |"
  puts "|#{'---|' * keys.size}---|---:|---:|---:|---:|"
  groups.group_by { |build, r| [r.values_at(*keys), build] }.sort_by { |(k, b), _| [k.map(&:to_s), builds.keys.index(b)] }
        .each do |(key, build), members|
    rows = members.map(&:last)
    values = rows.map { |r| r[value] }
    call = median(rows.map { |r| r["call_ms"] || r["parse_ms"] })
    puts "| #{key.join(' | ')} | #{build} | #{rows.size} | #{fmt(median(values))} | #{fmt(values.compact.max)} | #{fmt(call)} |"
  end
  puts
end

rss = builds.flat_map { |build, rows| rows.select { |r| r["what"] == "rss" }.map { |r| [build, r] } }
unless rss.empty?
  puts "### RSS after each size's burst of interrupted parses (after GC.start), and the process's peak so far\n\n"
  puts "| kb | build | RSS after burst MB | peak MB |\n|---|---|---:|---:|"
  rss.sort_by { |b, r| [r["kb"], builds.keys.index(b)] }.each do |build, r|
    puts "| #{r['kb']} | #{build} | #{fmt(r['rss_after_burst_mb'])} | #{fmt(r['peak_mb'])} |"
  end
  puts
end

costs = builds.flat_map { |build, rows| rows.select { |r| r["what"] == "cost" }.map { |r| [build, r] } }
unless costs.empty?
  puts "### cost per call, µs (median of the runs)\n\n| call | build | runs | µs |\n|---|---|---:|---:|"
  costs.group_by { |b, r| [r["call"], b] }.each do |(call, build), members|
    puts "| #{call} | #{build} | #{members.size} | #{fmt(median(members.map { |_, r| r['us'] }))} |"
  end
end
