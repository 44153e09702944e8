#include "tilings/search/strong.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <map>

#include "tilings/search/computer.hpp"

namespace tilings {

namespace {

constexpr int kSkipMove = -1;
// The tree stops growing past this many nodes (a minute's search on a large board); the
// search goes on, playing out from the leaves it has.
constexpr std::size_t kMaxNodes = 3'000'000;

struct Node {
    int move = kSkipMove;  // the cell played to get here, or kSkipMove
    int mover = -1;        // who played it
    int first_child = -1;
    int next_sibling = -1;
    double reward = 0;  // summed over the visits, for `mover`
    std::uint32_t visits = 0;
    std::uint32_t available = 0;  // iterations in which this move was legal here
};

using Clock = std::chrono::steady_clock;

// Each player's total as if the game ended now, larger being better (remaining counts the
// tiles left, so it is negated). Only what the scoring needs is computed.
std::vector<double> totals(const Match& match, Scoring scoring, int points_per_tile) {
    const int players = match.players();
    std::vector<double> out(static_cast<std::size_t>(players), 0);
    switch (scoring) {
        case Scoring::remaining:
            for (int p = 0; p < players; ++p) out[p] = -static_cast<double>(match.hands[p].size());
            break;
        case Scoring::patterns: {
            const Board& board = match.board;
            for (int cell = 0; cell < board.cell_count(); ++cell) {
                if (board.empty(cell)) continue;
                out[board.at(cell).owner] += 1 + pattern_value(board, cell);
            }
            break;
        }
        case Scoring::zones: {
            const auto points = zone_points(match.board, players, points_per_tile);
            for (int p = 0; p < players; ++p) out[p] = static_cast<double>(points[p]);
            break;
        }
    }
    return out;
}

// A scale for the margin: the difference in points that counts as a large one.
double margin_scale(Scoring scoring, int points_per_tile) {
    switch (scoring) {
        case Scoring::remaining:
            return 4;
        case Scoring::patterns:
            return 40;
        case Scoring::zones:
            return 20.0 * points_per_tile;
    }
    return 1;
}

class Search {
  public:
    Search(const Match& root, const std::vector<Tile>& deck, const StrongOptions& options)
        : root_(root), options_(options), me_(root.to_move) {
        pool_ = unseen_tiles(root, deck);
        std::size_t hidden = 0;
        for (int p = 0; p < root.players(); ++p) {
            if (p != me_) hidden += root.hands[p].size();
        }
        // A deck that does not account for the hands (none given): the other hands' tiles
        // are the pool, which still hides who holds which and in what order.
        if (pool_.size() < hidden) {
            pool_.clear();
            for (int p = 0; p < root.players(); ++p) {
                if (p != me_) pool_.insert(pool_.end(), root.hands[p].begin(), root.hands[p].end());
            }
        }
        // The search's own generator, from the game's: the same position searches the same.
        plateau::Random game_rng = root.rng;
        rng_ = plateau::Random(game_rng.next_u64() ^ 0x5354524f4e47ull);  // "STRONG"
        scale_ = margin_scale(options.scoring, options.points_per_tile);
        nodes_.push_back(Node{});
        nodes_.front().mover = -1;
    }

    StrongChoice run(const std::atomic<bool>* stop) {
        const auto end = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                            std::chrono::duration<double>(options_.seconds));
        const std::clock_t processor_end =
            std::clock() + static_cast<std::clock_t>(options_.seconds * CLOCKS_PER_SEC);
        const auto time_is_up = [&] {
            return options_.processor_time ? std::clock() >= processor_end : Clock::now() >= end;
        };
        StrongChoice choice;
        const auto root_cells = root_.head_cells();
        if (root_cells.empty()) return choice;
        if (root_cells.size() == 1) {
            choice.cell = root_cells.front();
            return choice;
        }
        // Every root move is tried once (the tree) or one sample is whole (flat) even when
        // the time is up, so that a late start on a loaded machine never plays untried.
        const std::uint64_t minimum = options_.flat ? 1 : root_cells.size();
        const auto go_on = [&] {
            if (options_.iterations != 0 && choice.iterations >= options_.iterations) return false;
            if (stop != nullptr && stop->load(std::memory_order_relaxed)) return false;
            return choice.iterations < minimum || !time_is_up();
        };
        if (options_.flat) {
            choice.cell = flat(root_cells, go_on, choice.iterations);
            return choice;
        }
        while (go_on()) {
            iterate();
            ++choice.iterations;
        }
        choice.cell = best_root_move(root_cells);
        return choice;
    }

  private:
    // Flat Monte-Carlo with common random numbers: each sample deals the hidden hands once
    // and plays every root move out from that same deal with the same playout generator,
    // so the moves are compared on the same futures (their differences vary far less than
    // their values). The best total over the whole samples wins (the first in reading
    // order among equals). `samples` counts the whole samples.
    template <class GoOn>
    int flat(const std::vector<int>& cells, const GoOn& go_on, std::uint64_t& samples) {
        std::vector<double> sum(cells.size(), 0);
        std::vector<double> reward_now(cells.size(), 0);
        while (go_on()) {
            const Match deal = determinize();
            const std::uint64_t playout_seed = rng_.next_u64();
            bool whole = true;
            for (std::size_t i = 0; i < cells.size() && whole; ++i) {
                if (i > 0 && !go_on()) whole = false;
                Match m = deal;
                place_head(m, cells[i]);
                plateau::Random playout_rng(playout_seed);
                playout(m, playout_rng);
                reward_now[i] = rewards(m)[me_];
            }
            if (!whole) break;
            for (std::size_t i = 0; i < cells.size(); ++i) sum[i] += reward_now[i];
            ++samples;
        }
        if (samples == 0) {
            return choose_cell(root_, cells, PlayerKind::greedy, options_.scoring,
                               options_.points_per_tile);
        }
        return cells[std::max_element(sum.begin(), sum.end()) - sum.begin()];
    }

    // The move of the root's child tried most (then the best average), or greedy's choice
    // when nothing was tried.
    int best_root_move(const std::vector<int>& cells) {
        int best = -1;
        for (int c = nodes_[0].first_child; c >= 0; c = nodes_[c].next_sibling) {
            if (best < 0 || nodes_[c].visits > nodes_[best].visits ||
                (nodes_[c].visits == nodes_[best].visits &&
                 nodes_[c].reward > nodes_[best].reward)) {
                best = c;
            }
        }
        if (best < 0) {
            return choose_cell(root_, cells, PlayerKind::greedy, options_.scoring,
                               options_.points_per_tile);
        }
        return nodes_[best].move;
    }

    Match determinize() {
        Match m = root_;
        if (options_.peek) return m;
        rng_.shuffle(pool_);
        std::size_t next = 0;
        for (int p = 0; p < m.players(); ++p) {
            if (p == me_) continue;
            for (Tile& t : m.hands[p]) t = pool_[next++];
        }
        return m;
    }

    void iterate() {
        Match m = determinize();
        std::vector<int> path;  // node indices below the root
        int node = 0;
        bool expanded = false;
        while (!m.over && !expanded) {
            std::vector<int> moves = m.head_cells();
            // The others' moves (and forced skips) are the playout policy's, not the
            // tree's: the tree is over the searching player's own decisions.
            if (!options_.others_in_tree && (m.to_move != me_ || moves.size() <= 1)) {
                if (moves.empty()) {
                    skip_turn(m);
                } else {
                    place_head(m, playout_cell(m, moves, rng_));
                }
                continue;
            }
            if (moves.empty()) moves.push_back(kSkipMove);
            // The children legal here gain an availability; the moves without one are
            // untried.
            untried_.assign(moves.begin(), moves.end());
            int best = -1;
            double best_value = 0;
            for (int c = nodes_[node].first_child; c >= 0; c = nodes_[c].next_sibling) {
                const auto it = std::find(untried_.begin(), untried_.end(), nodes_[c].move);
                if (it == untried_.end()) continue;
                *it = untried_.back();
                untried_.pop_back();
                Node& child = nodes_[c];
                ++child.available;
                const double value =
                    child.reward / child.visits +
                    options_.exploration *
                        std::sqrt(std::log(static_cast<double>(child.available)) / child.visits);
                if (best < 0 || value > best_value) {
                    best = c;
                    best_value = value;
                }
            }
            if (!untried_.empty() && nodes_.size() < kMaxNodes) {
                const int move = untried_[rng_.below(untried_.size())];
                Node child;
                child.move = move;
                child.mover = m.to_move;
                child.available = 1;
                child.next_sibling = nodes_[node].first_child;
                best = static_cast<int>(nodes_.size());
                nodes_.push_back(child);
                nodes_[node].first_child = best;
                expanded = true;
            } else if (best < 0) {
                break;  // the tree is full and no child of this node is legal here
            }
            play(m, nodes_[best].move);
            node = best;
            path.push_back(node);
        }
        playout(m, rng_);
        const std::vector<double> reward = rewards(m);
        for (const int n : path) {
            ++nodes_[n].visits;
            nodes_[n].reward += reward[nodes_[n].mover];
        }
    }

    static void play(Match& m, int move) {
        if (move == kSkipMove) {
            skip_turn(m);
        } else {
            place_head(m, move);
        }
    }

    void playout(Match& m, plateau::Random& rng) const {
        for (int ply = 0; !m.over; ++ply) {
            if (options_.playout_depth > 0 && ply >= options_.playout_depth) return;
            const std::vector<int> cells = m.head_cells();
            if (cells.empty()) {
                skip_turn(m);
                continue;
            }
            place_head(m, playout_cell(m, cells, rng));
        }
    }

    int playout_cell(const Match& m, const std::vector<int>& cells, plateau::Random& rng) const {
        const bool random = options_.playout == Playout::random ||
                            (options_.playout == Playout::epsilon && rng.unit() < options_.epsilon);
        if (random) return cells[rng.below(cells.size())];
        if (cells.size() == 1) return cells.front();
        // Greedy: the first in reading order among the best, as the greedy player. The
        // searching player's own later moves may also count what they give the others.
        const bool relative =
            options_.relative_self && m.to_move == me_ && options_.scoring == Scoring::patterns;
        int best = -1;
        std::int64_t best_gain = 0;
        for (const int cell : cells) {
            std::int64_t gain = placement_gain(m, cell, options_.scoring, options_.points_per_tile);
            if (relative) gain -= gift(m, cell);
            if (best < 0 || gain > best_gain) {
                best = cell;
                best_gain = gain;
            }
        }
        return best;
    }

    // Under patterns, the points putting the head tile on `cell` gives the other players:
    // the patterns it completes around their single-coloured tiles.
    static std::int64_t gift(const Match& m, int cell) {
        const Imagined extra{cell, m.head(), m.to_move};
        std::int64_t points = 0;
        for (int side = 0; side < kSides; ++side) {
            const int next = m.board.neighbour(cell, side);
            if (next < 0 || m.board.empty(next) || m.board.at(next).owner == m.to_move) continue;
            points += pattern_value(m.board, next, &extra) - pattern_value(m.board, next);
        }
        return points;
    }

    // Per player: its share of first place (1/k when k share it), weighted 1 - margin_weight,
    // plus its margin over the best other player squashed into 0..1, weighted margin_weight.
    std::vector<double> rewards(const Match& m) const {
        const std::vector<double> total = totals(m, options_.scoring, options_.points_per_tile);
        const double top = *std::max_element(total.begin(), total.end());
        const auto leaders = std::count(total.begin(), total.end(), top);
        std::vector<double> out(total.size());
        for (std::size_t p = 0; p < total.size(); ++p) {
            double best_other = -1e300;
            for (std::size_t q = 0; q < total.size(); ++q) {
                if (q != p) best_other = std::max(best_other, total[q]);
            }
            const double share = total[p] == top ? 1.0 / static_cast<double>(leaders) : 0.0;
            const double margin =
                std::clamp(0.5 + (total[p] - best_other) / (2 * scale_), 0.0, 1.0);
            out[p] = (1 - options_.margin_weight) * share + options_.margin_weight * margin;
        }
        return out;
    }

    const Match& root_;
    const StrongOptions& options_;
    int me_;
    std::vector<Tile> pool_;
    plateau::Random rng_;
    double scale_ = 1;
    std::vector<Node> nodes_;
    std::vector<int> untried_;
};

}  // namespace

std::vector<Tile> unseen_tiles(const Match& match, const std::vector<Tile>& deck) {
    std::map<Tile, int> count;
    for (const Tile& t : deck) ++count[t];
    const Board& board = match.board;
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        if (!board.empty(cell)) --count[board.at(cell).tile];
    }
    for (const Tile& t : match.hands[match.to_move]) --count[t];
    std::vector<Tile> out;
    for (const auto& [tile, n] : count) {
        for (int i = 0; i < n; ++i) out.push_back(tile);
    }
    return out;
}

StrongChoice choose_strong(const Match& match, const std::vector<Tile>& deck,
                           const StrongOptions& options, const std::atomic<bool>* stop) {
    Search search(match, deck, options);
    return search.run(stop);
}

}  // namespace tilings
