// Pause and single-step control of a front end: while paused, every push() waits at the
// gate until the user steps (one op let through per step), resumes or cancels. The back end
// keeps draining what was already issued, so a paused run shows its queue emptying and each
// step shows one op being issued and executed. Shared between the UI thread (pause, step,
// resume) and the front-end thread that pushes (gate).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>

namespace asynclab {

class PauseControl {
  public:
    /// Stops the front end at its next push.
    void pause() {
        std::lock_guard lock(mutex_);
        paused_ = true;
        armed_.store(true, std::memory_order_release);
        steps_ = 0;
    }
    /// Lets the front end run freely again.
    void resume() {
        {
            std::lock_guard lock(mutex_);
            paused_ = false;
            armed_.store(false, std::memory_order_release);
            steps_ = 0;
        }
        cv_.notify_all();
    }
    /// While paused: lets exactly one more op through (steps add up). Pauses first when
    /// running, so Step on a running front end stops it after one more op.
    void step() {
        {
            std::lock_guard lock(mutex_);
            if (!paused_) {
                paused_ = true;
                armed_.store(true, std::memory_order_release);
                steps_ = 0;
            }
            ++steps_;
        }
        cv_.notify_all();
    }
    /// Releases the gate for good (a stopped run must not stay parked); resume() re-arms.
    void cancel() {
        {
            std::lock_guard lock(mutex_);
            cancelled_ = true;
            armed_.store(false, std::memory_order_release);
        }
        cv_.notify_all();
    }
    void reset() {
        {
            std::lock_guard lock(mutex_);
            paused_ = false;
            cancelled_ = false;
            armed_.store(false, std::memory_order_release);
            steps_ = 0;
            passed_ = 0;
        }
        cv_.notify_all();
    }

    bool paused() const {
        std::lock_guard lock(mutex_);
        return paused_ && !cancelled_;
    }
    /// Front-end threads parked at the gate right now.
    int waiting() const { return waiting_.load(); }
    /// Ops let through the gate while paused (one per step).
    std::uint64_t stepped() const {
        std::lock_guard lock(mutex_);
        return passed_;
    }

    /// Called by the front end before each push: returns at once unless paused (one
    /// atomic load while running, no lock).
    void gate() {
        if (!armed_.load(std::memory_order_acquire)) return;
        std::unique_lock lock(mutex_);
        if (!paused_ || cancelled_) return;
        waiting_.fetch_add(1);
        cv_.wait(lock, [this] { return !paused_ || cancelled_ || steps_ > 0; });
        waiting_.fetch_sub(1);
        if (paused_ && !cancelled_ && steps_ > 0) {
            --steps_;
            ++passed_;
        }
    }

  private:
    mutable std::mutex mutex_;
    std::condition_variable cv_;
    bool paused_ = false;
    bool cancelled_ = false;
    std::uint64_t steps_ = 0;
    std::uint64_t passed_ = 0;
    std::atomic<int> waiting_{0};
    std::atomic<bool> armed_{false};  ///< paused and not cancelled: gate() must look
};

}  // namespace asynclab
