// The engine a suite's test functions run on: a fresh one for each test function, current on
// the test's thread (EngineScope), so that the arrays and networks a test makes without
// naming an engine run on it, and nothing one test left behind reaches the next.
//
//   testing::EngineFixture engine;           // a member of the suite
//   void init() { engine.start(); }          // Qt Test calls these around each test
//   void cleanup() { engine.stop(); }
//   ... engine->wait_all(); DataParallelTrainer(net, options, engine.get());
#pragma once

#include <memory>

#include "engine/core/engine.h"

namespace asynclab::testing {

class EngineFixture {
  public:
    explicit EngineFixture(EngineConfig config = {.cpu_workers = 2}) : config_(config) {}
    ~EngineFixture() { stop(); }
    EngineFixture(const EngineFixture&) = delete;
    EngineFixture& operator=(const EngineFixture&) = delete;

    /// A fresh engine with the fixture's configuration, current on this thread.
    void start() {
        stop();
        engine_ = std::make_unique<Engine>(config_);
        scope_ = std::make_unique<EngineScope>(*engine_);
    }
    /// The engine is no longer current, and goes (after every op it was given).
    void stop() {
        scope_.reset();
        engine_.reset();
    }

    Engine* get() const { return engine_.get(); }
    Engine* operator->() const { return engine_.get(); }
    Engine& operator*() const { return *engine_; }

  private:
    EngineConfig config_;
    std::unique_ptr<Engine> engine_;
    std::unique_ptr<EngineScope> scope_;
};

}  // namespace asynclab::testing
