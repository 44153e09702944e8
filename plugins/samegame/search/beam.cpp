#include "samegame/search/beam.hpp"

#include <algorithm>
#include <plateau/random.hpp>
#include <vector>

#include "samegame/search/search_engines.hpp"
#include "samegame/search/zobrist.hpp"

namespace samegame {

namespace {

// A position one step further than a beam's position `parent`: by the move `group`.
struct Child {
    std::int64_t score = 0;  // points from the root
    std::int64_t value = 0;  // score + the best playout after it
    std::uint64_t hash = 0;
    std::uint32_t parent = 0;
    Bits256 group;
};

// How a beam position was reached: from position `parent` of the step before, by `move`.
struct Step {
    std::uint32_t parent = 0;
    Cell move;
};

// The moves from the root to position `i` of the last step of `steps`.
std::vector<Cell> path_to(const std::vector<std::vector<Step>>& steps, std::uint32_t i) {
    std::vector<Cell> moves(steps.size());
    for (std::size_t d = steps.size(); d-- > 0;) {
        moves[d] = steps[d][i].move;
        i = steps[d][i].parent;
    }
    return moves;
}

}  // namespace

Sequence beam_search(const BitBoard& root, const Rules& rules, const BeamSettings& settings,
                     const StopCheck& stop, SharedBest& best, std::int64_t& playouts) {
    const BitEngine engine(rules);
    plateau::Random rng(settings.seed);
    const std::size_t width = static_cast<std::size_t>(std::max(1, settings.width));
    const int tries = std::max(1, settings.playouts);

    std::vector<BitBoard> boards{root};
    std::vector<std::int64_t> scores{0};
    std::vector<std::vector<Step>> steps;  // steps[d][i]: how position i after d+1 moves came
    std::vector<Child> children;
    std::vector<BitMove> moves;
    std::vector<Cell> names;
    Sequence found;  // the best whole game met
    // Later positions without a move are whole games already: their playouts (of no move)
    // were offered when they were reached. Only the root needs a look.
    engine.moves(root, moves);
    if (moves.empty()) {
        found.score = 0;
        best.offer(0, {}, {});
        return found;
    }
    while (!boards.empty() && !stop.stopped()) {
        children.clear();
        for (std::uint32_t i = 0; i < boards.size(); ++i) {
            // A step of a wide beam takes a while: the clock is read every 16 positions.
            if (i % 16 == 15 && stop.stopped()) return found;
            engine.moves(boards[i], moves);
            for (const BitMove& m : moves) {
                Child c;
                BitBoard next = boards[i];
                c.score = scores[i] + engine.play(next, m);
                c.hash = position_hash(next);
                c.parent = i;
                c.group = m.group;
                std::int64_t most = 0;
                for (int t = 0; t < tries; ++t) {
                    BitBoard end = next;
                    names.clear();
                    const std::int64_t got = engine.playout(end, PlayoutPolicy::tabu, rng, names);
                    ++playouts;
                    most = std::max(most, got);
                    if (c.score + got > found.score) {
                        found.score = c.score + got;
                        found.moves = path_to(steps, i);
                        found.moves.push_back(BitBoard::name_of(m.group));
                        found.moves.insert(found.moves.end(), names.begin(), names.end());
                        best.offer(found.score, {}, found.moves);
                    }
                }
                c.value = c.score + most;
                children.push_back(c);
            }
        }
        if (children.empty()) break;
        // The best `width` distinct positions: first the best 2 x width by value (a
        // position met twice is rarely met more often), then one of each position (the
        // higher score: the future is the same), then the best `width` of those.
        const auto by_value = [](const Child& a, const Child& b) { return a.value > b.value; };
        const auto best_of = [&](std::size_t n) {
            if (children.size() <= n) return;
            std::nth_element(children.begin(), children.begin() + static_cast<std::ptrdiff_t>(n),
                             children.end(), by_value);
            children.resize(n);
        };
        best_of(2 * width);
        std::sort(children.begin(), children.end(), [](const Child& a, const Child& b) {
            return a.hash != b.hash ? a.hash < b.hash : a.score > b.score;
        });
        children.erase(std::unique(children.begin(), children.end(),
                                   [](const Child& a, const Child& b) { return a.hash == b.hash; }),
                       children.end());
        best_of(width);
        std::vector<BitBoard> next_boards;
        std::vector<std::int64_t> next_scores;
        std::vector<Step> step;
        next_boards.reserve(children.size());
        next_scores.reserve(children.size());
        step.reserve(children.size());
        for (const Child& c : children) {
            next_boards.push_back(boards[c.parent]);
            (void)engine.play(next_boards.back(), BitMove{c.group, 0, c.group.count()});
            next_scores.push_back(c.score);
            step.push_back({c.parent, BitBoard::name_of(c.group)});
        }
        boards = std::move(next_boards);
        scores = std::move(next_scores);
        steps.push_back(std::move(step));
    }
    return found;
}

void widening_beam_searches(const BitBoard& root, const Rules& rules, BeamSettings settings,
                            const StopCheck& stop, SharedBest& best, std::int64_t& playouts) {
    while (!stop.stopped()) {
        (void)beam_search(root, rules, settings, stop, best, playouts);
        settings.width = settings.width > (1 << 29) ? settings.width : 2 * settings.width;
        settings.seed = mix64(settings.seed + 1);
    }
}

}  // namespace samegame
