# frozen_string_literal: true

# Builds the extension on `gem install`: rb_sys's mkmf helper writes a Makefile that runs cargo for this crate.
require "mkmf"
require "rb_sys/mkmf"

create_rust_makefile("duckling/duckling_rs") do |ext|
  ext.profile = ENV.fetch("RB_SYS_CARGO_PROFILE", :release).to_sym
end
