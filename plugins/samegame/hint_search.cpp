#include "hint_search.hpp"

#include <algorithm>
#include <chrono>
#include <vector>

#include "bit_board.hpp"
#include "groups.hpp"
#include "playout.hpp"
#include "removal.hpp"

namespace samegame {

namespace {

struct RootMove {
    GroupInfo group;
    Board after;
    std::int64_t points = 0;  // of the move itself
    std::int64_t best = -1;   // best total seen through this move
};

}  // namespace

HintResult find_hint(const Board& board, int colours, const Rules& rules, double seconds,
                     const std::atomic<bool>& stop, std::uint64_t seed) {
    const auto end = std::chrono::steady_clock::now() +
                     std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                         std::chrono::duration<double>(seconds));
    HintResult result;
    GroupFinder finder;
    std::vector<RootMove> roots;
    std::vector<Cell> stack;
    for (const GroupInfo& g : finder.legal_groups(board, rules.min_group)) {
        RootMove m{g, board};
        remove_group(m.after, g.name, stack);
        m.points = rules.move_points(g.size, m.after.cleared());
        roots.push_back(std::move(m));
    }
    if (roots.empty()) return result;
    // Bigger groups first: if time runs out within the first round, they were tried.
    std::stable_sort(roots.begin(), roots.end(),
                     [](const RootMove& a, const RootMove& b) { return a.points > b.points; });

    plateau::Random rng(seed);
    PlayoutScratch scratch;
    const bool bits = BitBoard::fits(board.cols(), board.rows());
    std::vector<BitBoard> bit_roots;
    if (bits) {
        for (const RootMove& m : roots) bit_roots.emplace_back(m.after, colours);
    }
    const auto out_of_time = [&] {
        return stop.load(std::memory_order_relaxed) || std::chrono::steady_clock::now() >= end;
    };
    bool done = roots.size() == 1;  // a single move needs no search
    while (!done) {
        for (std::size_t i = 0; i < roots.size(); ++i) {
            std::int64_t total = roots[i].points;
            if (bits) {
                BitBoard b = bit_roots[i];
                total += random_playout(b, rules, rng);
            } else {
                Board b = roots[i].after;
                total += random_playout(b, rules, rng, scratch);
            }
            roots[i].best = std::max(roots[i].best, total);
            ++result.playouts;
            if (out_of_time()) {
                done = true;
                break;
            }
        }
    }
    const auto best =
        std::max_element(roots.begin(), roots.end(),
                         [](const RootMove& a, const RootMove& b) { return a.best < b.best; });
    result.move = best->group.name;
    result.best_score = std::max<std::int64_t>(best->best, best->points);
    return result;
}

}  // namespace samegame
