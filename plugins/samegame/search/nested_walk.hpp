// The walk of one nested search (NMCS, pruned or not) along its best sequence: the
// position reached, the moves played from the search's start and their points, and the
// best sequence from the start. It keeps ctx.path (the moves from the root) up to date,
// so that every playout below is offered to the shared best as a whole sequence from the
// root, and gives the path back as it found it when it ends.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "samegame/search/search_context.hpp"

namespace samegame {

template <class Engine>
class NestedWalk {
  public:
    using Pos = typename Engine::Pos;
    using Move = typename Engine::Move;

    // `memorised`, when given, is the best sequence from `start` to begin with.
    NestedWalk(SearchContext<Engine>& ctx, const Pos& start, const Sequence* memorised)
        : ctx_(ctx),
          current_(start),
          path_base_(ctx.path.size()),
          path_score_base_(ctx.path_score) {
        if (memorised != nullptr) best_ = *memorised;
    }
    ~NestedWalk() {
        ctx_.path.resize(path_base_);
        ctx_.path_score = path_score_base_;
    }
    NestedWalk(const NestedWalk&) = delete;
    NestedWalk& operator=(const NestedWalk&) = delete;

    [[nodiscard]] const Pos& position() const { return current_; }

    // What `search()` finds after move m (which scored `points`), searched with m on the path.
    template <class Search>
    Sequence below(const Move& m, std::int64_t points, Search&& search) {
        ctx_.path.push_back(Engine::name(m));
        ctx_.path_score += points;
        Sequence rest = std::forward<Search>(search)();
        ctx_.path.pop_back();
        ctx_.path_score -= points;
        return rest;
    }

    // Keeps the moves played, then m, then rest as the best sequence if they score more.
    void consider(const Move& m, std::int64_t points, const Sequence& rest) {
        const std::int64_t total = score_ + points + rest.score;
        if (total <= best_.score) return;
        best_.score = total;
        best_.moves = played_;
        best_.moves.push_back(Engine::name(m));
        best_.moves.insert(best_.moves.end(), rest.moves.begin(), rest.moves.end());
    }

    // The game is over where the walk stands: the moves played, if they score more.
    void finish() {
        if (score_ > best_.score) best_ = {score_, played_};
    }

    // Plays the best sequence's next move; false when it has no more.
    bool follow() {
        if (best_.moves.size() <= played_.size()) return false;
        const Cell next = best_.moves[played_.size()];
        Move m;
        if (!ctx_.engine.move_named(current_, next, m)) return false;  // cannot be: it was legal
        const std::int64_t points = ctx_.engine.play(current_, m);
        score_ += points;
        played_.push_back(next);
        ctx_.path.push_back(next);
        ctx_.path_score += points;
        return true;
    }

    [[nodiscard]] Sequence take_best() { return std::move(best_); }

  private:
    SearchContext<Engine>& ctx_;
    Pos current_;
    std::int64_t score_ = 0;    // of the moves played from the start
    std::vector<Cell> played_;  // ... and the moves themselves
    Sequence best_;
    std::size_t path_base_;
    std::int64_t path_score_base_;
};

}  // namespace samegame
