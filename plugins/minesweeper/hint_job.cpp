#include "hint_job.hpp"

#include "hint.hpp"

namespace minesweeper {

void HintMemory::remember(const Position& p, const std::optional<Move>& move,
                          std::optional<int> guess) {
    field_ = p.field;
    cover_ = p.cover;
    move_ = move;
    guess_ = guess;
}

std::optional<HintMark> HintMemory::mark_for(const Position& p) const {
    if ((!move_ && !guess_) || p.field != field_ || p.cover != cover_) return std::nullopt;
    if (!move_) return HintMark{*guess_, HintMark::Kind::guess};
    const int cell = p.cell(move_->col, move_->row);
    const bool mine = move_->kind == Move::Kind::flag && p.cover[cell] == Cover::covered;
    return HintMark{cell, mine ? HintMark::Kind::mine : HintMark::Kind::safe};
}

namespace {

class HintJob final : public plateau::Job {
  public:
    HintJob(const BoardSpec& spec, const Position& p, HintMemory& memory)
        : position_(p), memory_(memory) {
        Hint quick = find_hint(spec, p, SolverLevel::pairs);
        if (quick.move) {
            ready_ = std::move(quick);
            return;
        }
        auto slot = std::make_shared<Hint>();
        slot_ = slot;
        worker_ = std::make_unique<plateau::ThreadJob>([spec, p, slot](const std::atomic<bool>&) {
            *slot = find_hint(spec, p);
            return plateau::JobResult{};
        });
    }

    plateau_job_state poll(const plateau::Output& out) override {
        if (!ready_) {
            const plateau_job_state state = worker_->poll(out);
            if (state != PLATEAU_JOB_DONE) return state;
            ready_ = *slot_;  // written before the worker said it was done
        }
        memory_.remember(position_, ready_->move, ready_->guess);
        if (ready_->move) {
            out.hint(format_move(*ready_->move));
        } else {
            out.message(ready_->message);
        }
        return PLATEAU_JOB_DONE;
    }

  private:
    Position position_;
    HintMemory& memory_;
    std::optional<Hint> ready_;
    std::shared_ptr<Hint> slot_;
    std::unique_ptr<plateau::ThreadJob> worker_;
};

}  // namespace

std::unique_ptr<plateau::Job> start_hint_job(const BoardSpec& spec, const Position& position,
                                             HintMemory& memory) {
    return std::make_unique<HintJob>(spec, position, memory);
}

}  // namespace minesweeper
