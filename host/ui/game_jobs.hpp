// The one piece of long work a game screen runs at a time: a computer player's move, a
// hint, or a command declared as a job. Polled once per turn of the loop, never waited
// for; cancelled (the handle destroyed, which frees the plugin's job) on undo, new game,
// load and back.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game/game_instance.hpp"

namespace plateau::ui {

enum class JobKind { computer_move, hint, command };

struct FinishedJob {
    JobKind kind = JobKind::hint;
    std::string label;  // the command's name, for messages
    bool failed = false;
    std::vector<core::OutputItem> items;
};

class GameJobs {
  public:
    void start(JobKind kind, std::unique_ptr<core::JobHandle> handle, std::string label = {}) {
        kind_ = kind;
        label_ = std::move(label);
        handle_ = std::move(handle);
    }
    void cancel() { handle_.reset(); }
    [[nodiscard]] bool running() const { return handle_ != nullptr; }
    [[nodiscard]] JobKind kind() const { return kind_; }

    // The job's result once it has finished (the job is then gone); nullopt while it runs.
    std::optional<FinishedJob> poll() {
        if (!handle_) return std::nullopt;
        auto result = handle_->poll();
        if (!result) return std::nullopt;
        handle_.reset();
        return FinishedJob{kind_, label_, result->failed, std::move(result->items)};
    }

  private:
    JobKind kind_ = JobKind::hint;
    std::string label_;
    std::unique_ptr<core::JobHandle> handle_;
};

}  // namespace plateau::ui
