# frozen_string_literal: true

module Duckling
  class Server
    # async and async-http are optional for the gem: only `duckling-server` needs them, so it requires them when
    # it starts and explains how to install them when they are missing.
    module Dependencies
      # The libraries the server needs, with the gem that provides each.
      LIBRARIES = { "async" => "async", "async/http" => "async-http" }.freeze

      module_function

      # Requires async and async-http.
      # @param loader [#call] requires one library by name (Kernel#require; tests pass a stand-in)
      # @return [nil]
      # @raise [LoadError] with a message that says how to install what is missing
      def require!(loader: method(:require))
        missing = LIBRARIES.reject do |library, _gem|
          loader.call(library)
          true
        rescue LoadError
          false
        end
        raise LoadError, install_hint(missing.values.uniq) unless missing.empty?

        nil
      end

      # @param gems [Array<String>]
      # @return [String]
      def install_hint(gems)
        <<~MSG.chomp
          duckling-server needs the #{gems.join(' and ')} gem#{'s' if gems.size > 1}, which duckling_rs does not install.
          Install #{gems.size > 1 ? 'them' : 'it'} with:  gem install #{gems.join(' ')}
          or add to your Gemfile:  #{gems.map { |g| %(gem "#{g}") }.join('; ')}
        MSG
      end
    end
  end
end
