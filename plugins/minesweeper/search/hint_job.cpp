#include "minesweeper/search/hint_job.hpp"

#include <utility>

#include "minesweeper/rules/notation.hpp"

namespace minesweeper {

namespace {

class HintJob final : public plateau::Job {
  public:
    // All the work is on the job's thread, even the cheap rules (microseconds on a small
    // board, but not on the largest): the window's thread only copies the position. The
    // search is bounded by counts, not by the clock, so it is not cancelled part-way: the
    // same position always gets the same hint.
    HintJob(const BoardSpec& spec, const Position& p) : slot_(std::make_shared<Hint>()) {
        worker_ =
            std::make_unique<plateau::ThreadJob>([spec, p, slot = slot_](const std::atomic<bool>&) {
                *slot = find_hint(spec, p);
                return plateau::JobResult{};
            });
    }

    plateau_job_state poll(const plateau::Output& out) override {
        const plateau_job_state state = worker_->poll(out);
        if (state != PLATEAU_JOB_DONE) return state;
        const Hint& hint = *slot_;  // written before the worker said it was done
        // The move is marked on the board; a guess's message says its chance.
        if (hint.move) out.hint(format_move(*hint.move));
        if (!hint.message.empty()) out.message(hint.message);
        return PLATEAU_JOB_DONE;
    }

  private:
    std::shared_ptr<Hint> slot_;
    std::unique_ptr<plateau::ThreadJob> worker_;  // last: stopped and joined first
};

}  // namespace

std::unique_ptr<plateau::Job> start_hint_job(const BoardSpec& spec, const Position& position) {
    return std::make_unique<HintJob>(spec, position);
}

}  // namespace minesweeper
