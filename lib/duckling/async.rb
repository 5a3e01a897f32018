# frozen_string_literal: true

require "etc"
require "async"
require_relative "../duckling"

module Duckling
  # `require "duckling/async"` gives every Async::Scheduler created without a worker pool a {WorkerPool}, so that
  # async (and Falcon, which has no option for it) offloads a long parse on Ruby 3.4, where io-event cannot build
  # a pool of its own. Require it before the schedulers are created: with `falcon serve --forked`, in config.ru is
  # early enough (the serving scheduler is created after the fork, so its pool threads belong to the child).
  #
  # A scheduler given `worker_pool:` keeps it; one that got io-event's pool (ASYNC_SCHEDULER_WORKER_POOL=true on
  # Ruby 4.0) keeps that. On a build for Ruby < 3.4 no parse can reach a scheduler's pool, so nothing changes.
  module AsyncWorkerPool
    # Worker threads per scheduler (one scheduler per Falcon process or thread).
    SIZE = Etc.nprocessors

    def initialize(parent = nil, worker_pool: Async::Scheduler::WORKER_POOL, **options)
      worker_pool = Duckling::WorkerPool.new(size: SIZE) if worker_pool.nil? || (worker_pool == true && !Async::Scheduler::WorkerPool)
      super
    end
  end

  Async::Scheduler.prepend(AsyncWorkerPool) if dispatch == :offload_safe
end
