# frozen_string_literal: true

require "digest"
require "tmpdir"

# Profile-guided optimisation of the platform gem (research/pgo measured it: a short parse about a tenth faster
# than the same `dist` build without it). `rake gem:native` builds the extension once instrumented for the running
# Ruby, runs rakelib/pgo_training.rb with it, and merges what that wrote into one profile, which every Ruby's
# `dist` build then reads (`-Cprofile-use`): the engine's code is the same for each. A profile is kept per digest
# of the sources and rustc, so it is made again only when either changes.
module PGO
  extend Rake::DSL

  DIR = File.expand_path("../target/pgo", __dir__)

  module_function

  # The profile of the extension built from sources of `digest` by this rustc, made now unless it is there (a
  # profile of another rustc's LLVM may not be read by this one).
  def profile(digest)
    name = Digest::SHA256.hexdigest("#{digest} #{rustc}")[0, 16]
    profile = File.join(DIR, "#{name}.profdata")
    return profile if File.file?(profile)

    tool = profdata_tool
    raw = File.join(DIR, "raw")
    instrumented = File.join(DIR, "instrumented")
    env = { "RUBY" => RbConfig.ruby, "CARGO_TARGET_DIR" => instrumented,
            "RUSTFLAGS" => rustflags("-Cprofile-generate=#{raw}") }
    sh env, "cargo", "build", "--profile", "dist", "--locked", "-p", "duckling_rs"
    rm_rf raw # the build scripts, instrumented too, wrote profiles of their own
    train(File.join(instrumented, "dist", "libduckling_rs.so"))
    sh tool, "merge", "-o", "#{profile}.tmp", *Dir[File.join(raw, "*.profraw")]
    mv "#{profile}.tmp", profile
    profile
  end

  # What `rustc -vV` says: its version, host and LLVM.
  def rustc = @rustc ||= `rustc -vV`

  # RUSTFLAGS with `flag` after whatever the caller set.
  def rustflags(flag) = [ENV.fetch("RUSTFLAGS", nil), flag].compact.join(" ")

  # Runs the training with the instrumented `library` in place of the extension, in a copy of lib/.
  def train(library)
    Dir.mktmpdir("duckling-pgo") do |dir|
      lib = File.expand_path("../lib", __dir__)
      Dir.glob("**/*.rb", base: lib).each do |file|
        mkdir_p File.dirname(File.join(dir, file)), verbose: false
        cp File.join(lib, file), File.join(dir, file), verbose: false
      end
      abi = RUBY_VERSION[/\A\d+\.\d+/]
      mkdir_p File.join(dir, "duckling", abi)
      cp library, File.join(dir, "duckling", abi, "duckling_rs.so")
      ruby "-I", dir, File.expand_path("pgo_training.rb", __dir__)
    end
  end

  # llvm-profdata of the LLVM major version rustc is built on, the only one that reads its raw profiles: rustup's
  # llvm-tools component, else the distribution's llvm-profdata-<major> (the dev root's llvm-22 package).
  def profdata_tool
    major = rustc[/^LLVM version: (\d+)/, 1] or abort "rake gem:native: rustc -vV names no LLVM version"
    sysroot = `rustc --print sysroot`.chomp
    host = rustc[/^host: (\S+)/, 1]
    rustup = File.join(sysroot, "lib", "rustlib", host, "bin", "llvm-profdata")
    return rustup if File.executable?(rustup)

    path = ENV.fetch("PATH").split(File::PATH_SEPARATOR).map { |d| File.join(d, "llvm-profdata-#{major}") }
    path.find { |tool| File.executable?(tool) } or
      abort "rake gem:native: the profile-guided build needs llvm-profdata of LLVM #{major}, rustc's: " \
            "`rustup component add llvm-tools`, or the llvm-#{major} package"
  end
end
