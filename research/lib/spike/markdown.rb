# frozen_string_literal: true

module Spike
  # Markdown for results.md and README.md.
  module Markdown
    module_function

    # rows: Arrays of cells; numbers are formatted by #cell.
    def table(headers, rows)
      align = headers.each_index.map { |i| numeric_column?(rows, i) ? "---:" : "---" }
      lines = ["| #{headers.join(' | ')} |", "|#{align.join('|')}|"]
      rows.each { |row| lines << "| #{row.map { |c| cell(c) }.join(' | ')} |" }
      lines.join("\n")
    end

    def cell(value)
      case value
      when nil then "–"
      when Float then format_float(value)
      else value.to_s
      end
    end

    # Three significant figures: enough to compare, no false precision.
    def format_float(value)
      return "0" if value.zero?

      digits = [2 - Math.log10(value.abs.round(12)).floor, 0].max
      format("%.#{digits}f", value)
    end

    def numeric_column?(rows, index)
      cells = rows.map { |row| row[index] }.compact
      !cells.empty? && cells.all?(Numeric)
    end

    def notes(machine)
      Array(machine["notes"]).map { |n| "\n- Note: #{n}" }.join
    end

    # The block at the top of every results.md: what ran, where, when.
    def run_header(title, machine, rubies)
      <<~MD
        # #{title}: results

        - Ruby: #{rubies.join(', ')}
        - Machine: #{machine['nproc']} CPUs (`nproc`), #{machine['cpu']}; load average at start #{machine['loadavg']}
        - Date: #{machine['date']}
        - Commit: #{machine['commit']}
        - Sources: #{machine['sources']}
        - Mode: #{Env.quick? ? 'QUICK (short runs: numbers are indicative only)' : 'full'}#{notes(machine)}
        - Written by `rake spike` (research/spike.rb); the README beside this file explains the method.
      MD
    end
  end
end
