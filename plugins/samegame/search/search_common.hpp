// What every search shares: a sequence of moves with its score, the clock and stop flag
// that end a search, and the best sequence found so far by any thread (the anytime answer).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <vector>

#include "samegame/rules/board.hpp"

namespace samegame {

// Moves named as the rules name groups (their lowest column, then lowest row), each on
// the board the moves before it leave; `score` the points they make, bonus included.
struct Sequence {
    std::int64_t score = -1;  // -1: no sequence yet
    std::vector<Cell> moves;
};

// How a playout chooses its moves.
enum class PlayoutPolicy {
    random,  // uniformly among the legal groups
    tabu     // the same, but never the colour with the most pieces at the playout's start
             // unless all of its pieces form one group (or nothing else is left)
};

// The end of a search: its time is up or it was asked to stop (the job's flag).
class StopCheck {
  public:
    using Clock = std::chrono::steady_clock;
    StopCheck(double seconds, const std::atomic<bool>& stop)
        : end_(Clock::now() +
               std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds))),
          stop_(stop) {}
    // A shorter part of `outer`: it ends after `seconds` or when `outer` does.
    StopCheck(double seconds, const StopCheck& outer)
        : end_(std::min(outer.end_, Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                                       std::chrono::duration<double>(seconds)))),
          stop_(outer.stop_) {}
    [[nodiscard]] bool stopped() const {
        if (done_.load(std::memory_order_relaxed)) return true;
        if (stop_.load(std::memory_order_relaxed) || Clock::now() >= end_) {
            done_.store(true, std::memory_order_relaxed);
            return true;
        }
        return false;
    }

  private:
    Clock::time_point end_;
    const std::atomic<bool>& stop_;
    mutable std::atomic<bool> done_{false};
};

// The best sequence any search thread has found from the root. offer() is called after
// every playout; it locks only when the score beats the best.
class SharedBest {
  public:
    // Offers prefix + suffix, which score `score` in all.
    void offer(std::int64_t score, const std::vector<Cell>& prefix,
               const std::vector<Cell>& suffix) {
        if (score <= score_.load(std::memory_order_relaxed)) return;
        {
            std::lock_guard lock(mutex_);
            if (score <= best_.score) return;
            best_.score = score;
            best_.moves = prefix;
            best_.moves.insert(best_.moves.end(), suffix.begin(), suffix.end());
            score_.store(score, std::memory_order_relaxed);
        }
    }
    [[nodiscard]] Sequence get() const {
        std::lock_guard lock(mutex_);
        return best_;
    }
    [[nodiscard]] std::int64_t score() const { return score_.load(std::memory_order_relaxed); }

  private:
    mutable std::mutex mutex_;
    Sequence best_;
    std::atomic<std::int64_t> score_{-1};
};

}  // namespace samegame
