# frozen_string_literal: true

module Duckling
  # Loads the compiled extension. A development build (`rake compile`) lives in lib/duckling/<ruby ABI>/ so
  # builds for several Rubies sit side by side; an installed gem has it at lib/duckling/duckling_rs.so.
  module NativeLoader
    ABI = RUBY_VERSION[/\A\d+\.\d+/]

    def self.load!
      require_relative "#{ABI}/duckling_rs"
    rescue LoadError
      begin
        require_relative "duckling_rs"
      rescue LoadError => e
        abis = Dir[File.join(__dir__, "*", "duckling_rs.so")].map { |path| File.basename(File.dirname(path)) }.sort
        built = abis.empty? ? "none is" : "only for Ruby #{abis.join(", ")}"
        raise LoadError, "duckling_rs: the native extension for Ruby #{ABI} is not built (#{built}; run " \
                         "`rake compile`, or install the source gem on this Ruby): #{e.message}"
      end
    end
  end
end

Duckling::NativeLoader.load!
Duckling.send(:private_constant, :NativeLoader)
