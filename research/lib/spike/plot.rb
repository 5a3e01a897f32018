# frozen_string_literal: true

require "open3"

module Spike
  # Plots with gnuplot. Data travels inline as gnuplot datablocks ($name << EOD), so a plot is one script and one
  # image, with no data files to keep in step.
  module Plot
    # Best first; gnuplot-nox may lack cairo, and svg is always there.
    TERMINALS = [
      ["pngcairo", "png", "set terminal pngcairo size 1000,600 font 'sans,10'"],
      ["png", "png", "set terminal png size 1000,600"],
      ["svg", "svg", "set terminal svg size 1000,600"]
    ].freeze

    module_function

    # Writes <dir>/<basename>.<png|svg> and returns its file name, or nil (with a warning) if gnuplot fails.
    # data: { "name" => [[x, y, ...], ...] } becomes $name; script: the plot commands.
    def render(dir, basename, data:, script:)
      name, ext, set_terminal = terminal
      return warn("  no gnuplot terminal available; skipping #{basename}") && nil unless name

      file = "#{basename}.#{ext}"
      # noenhanced: names like gvl_release_threshold must not turn into subscripts.
      program = [set_terminal, "set termoption noenhanced", "set output '#{File.join(dir, file)}'",
                 *datablocks(data), script].join("\n")
      out, status = Open3.capture2e("gnuplot", stdin_data: program)
      return file if status.success?

      warn "  gnuplot failed for #{basename}: #{out}"
      nil
    end

    def datablocks(data)
      data.map do |block, rows|
        lines = rows.map { |row| row.map { |v| datum(v) }.join(" ") }
        "$#{block} << EOD\n#{lines.join("\n")}\nEOD"
      end
    end

    def datum(value)
      case value
      when nil then "NaN" # gnuplot skips it, and the columns stay aligned
      when String then %("#{value}")
      else value
      end
    end

    def terminal
      @terminal ||= begin
        out, = Open3.capture2e("gnuplot", "-e", "set terminal")
        available = out.scan(/^\s*(\w+)\s/).flatten
        TERMINALS.find { |name, _, _| available.include?(name) }
      rescue SystemCallError
        nil
      end
    end
  end
end
