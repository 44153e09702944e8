#include "pushover/search/search.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <mutex>
#include <plateau/game.hpp>
#include <plateau/random.hpp>
#include <vector>

#include "pushover/search/ntuple.hpp"

namespace pushover {

namespace {

constexpr int kInfinity = kWinScore + 1000;
constexpr int kMaxDepth = 64;
constexpr int kPathSize = 2 * kMaxDepth;      // the plies of a line whose positions are kept
constexpr int kProvenWin = kWinScore - 1000;  // scores beyond this are wins in so many plies

// Weight of k pawns of one colour in a line, k = 0..8.
constexpr std::array<int, kMaxSize + 1> kLineWeight{0, 1, 4, 16, 64, 256, 1024, 4096, 16384};
// The learned evaluation's value (-1 to 1) in the units of evaluate() and kDrawContempt.
constexpr double kLearnedScale = 10000;

enum Bound : std::uint8_t { kExact, kLower, kUpper };

struct Entry {
    std::uint64_t key = 0;
    std::int32_t score = 0;
    std::int8_t depth = -1;
    std::uint8_t bound = kExact;
    std::int8_t best = -1;
};

constexpr int kTableBits = 18;
constexpr std::size_t kTableSize = std::size_t{1} << kTableBits;
constexpr std::size_t kStrongestTableSize = std::size_t{1} << (kTableBits + 2);

// The transposition table is kept from one search to the next (keys hold the whole
// position and the searching player), which saves clearing 4 MB per move and starts each
// search with what the last one learned. The strongest style's entries may hold scores
// that a return to an earlier position made a draw, true of the line that met it and not
// of every other: the usual compromise of game programs with repetitions (clearing them
// would cost what the table saves; the benchmark measured the search as it is). A second search
// running at the same time (two computers in one process) uses a table of its own.
struct SharedTable {
    std::mutex lock;
    std::vector<Entry> entries;
};
// One table per style: the perfect player keeps its own (four times larger), so that two
// players of a process do not evict each other's entries.
SharedTable& shared_table(SearchStyle style) {
    static SharedTable hard;
    static SharedTable strongest;
    return style == SearchStyle::strongest ? strongest : hard;
}

// Win scores are stored as distances from the node, so that they stay right wherever the
// node is met again.
int to_table(int score, int ply) {
    if (score > kProvenWin) return score + ply;
    if (score < -kProvenWin) return score - ply;
    return score;
}
int from_table(int score, int ply) {
    if (score > kProvenWin) return score - ply;
    if (score < -kProvenWin) return score + ply;
    return score;
}

class Searcher {
  public:
    Searcher(int root_player, double seconds, const std::atomic<bool>* stop,
             std::uint64_t max_nodes, std::vector<Entry>& table, SearchStyle style)
        : style_(style),
          root_(root_player),
          deadline_(seconds),
          stop_(stop),
          max_nodes_(max_nodes),
          table_(table) {
        const std::size_t size = style == SearchStyle::strongest ? kStrongestTableSize : kTableSize;
        if (table_.size() != size) table_.assign(size, Entry{});
        mask_ = size - 1;
    }

    SearchResult run(const Board& board, std::span<const Position> game_history) {
        network_ = style_ == SearchStyle::strongest ? builtin_network(board.n) : nullptr;
        repetitions_ = style_ == SearchStyle::strongest;
        if (repetitions_) {
            for (const Position& p : game_history) {
                earlier_.push_back(
                    {hash_of(p.board, p.to_move), std::popcount(p.board.occupied())});
            }
            path_[0] = {hash_of(board, root_), std::popcount(board.occupied())};
        }
        SearchResult result;
        const std::uint32_t moves = legal_insertions(board, root_);
        result.best = std::countr_zero(moves);
        for (int depth = 1; depth <= kMaxDepth; ++depth) {
            int best = -1;
            const int score = root(board, depth, result.best, &best);
            if (best >= 0) result.best = best;  // a move that beat the previous best counts
            if (aborted_) break;
            result.score = score;
            result.depth = depth;
            if (std::abs(score) > kProvenWin) break;  // the round is decided
            if (std::popcount(moves) == 1) break;
        }
        result.nodes = nodes_;
        return result;
    }

  private:
    [[nodiscard]] std::uint64_t hash_of(const Board& b, int player) const {
        return plateau::mix64(
            b.pawns[0] ^
            plateau::mix64(b.pawns[1] + 0x9e3779b97f4a7c15u * (1 + player + 2 * root_ + 4 * b.n)));
    }

    // Whether the position `key` with `pawns` pawns, at `ply`, is a return to one earlier on
    // the line searched or in the game's history. The pawns never decrease along a game,
    // so the search back stops at the first position with fewer.
    [[nodiscard]] bool returns_to(std::uint64_t key, int pawns, int ply) const {
        for (int p = std::min(ply, kPathSize) - 1; p >= 0; --p) {
            if (path_[p].pawns != pawns) return false;
            if (path_[p].key == key) return true;
        }
        for (auto it = earlier_.rbegin(); it != earlier_.rend(); ++it) {
            if (it->pawns != pawns) return false;
            if (it->key == key) return true;
        }
        return false;
    }

    // A draw, for `player`: worse than even for the searching player.
    [[nodiscard]] int draw_for(int player) const {
        return player == root_ ? -kDrawContempt : kDrawContempt;
    }

    bool out_of_time() {
        if ((++nodes_ & 1023) == 0) {
            if (deadline_.passed() || (stop_ != nullptr && stop_->load()) ||
                (max_nodes_ != 0 && nodes_ >= max_nodes_)) {
                aborted_ = true;
            }
        }
        return aborted_;
    }

    // The moves of `mask` in the order to try them: the table's move, the killers of this
    // ply, then by history.
    int order(std::uint32_t mask, int player, int first, int ply, std::array<int, 32>& list) const {
        int count = 0;
        std::array<int, 32> key{};
        const auto& h = history_[player];
        const auto& k = killers_[std::min(ply, kMaxDepth - 1)];
        for (; mask != 0; mask &= mask - 1) {
            const int m = std::countr_zero(mask);
            int score = h[m];
            if (m == k[0] || m == k[1]) score += 1 << 28;
            if (m == first) score += 1 << 30;
            key[count] = score;
            list[count++] = m;
        }
        for (int i = 1; i < count; ++i) {  // insertion sort: at most 32 moves
            const int m = list[i], s = key[i];
            int j = i - 1;
            for (; j >= 0 && key[j] < s; --j) {
                list[j + 1] = list[j];
                key[j + 1] = key[j];
            }
            list[j + 1] = m;
            key[j + 1] = s;
        }
        return count;
    }

    // Whether `player` (to move) can end the round at once in their favour.
    static bool can_win_at_once(const Board& b, int player) {
        if (!near_line(b, player)) return false;  // no line it could complete
        for (std::uint32_t m = legal_insertions(b, player); m != 0; m &= m - 1) {
            Board c = b;
            insert(c, insertion_at(std::countr_zero(m), b.n), player);
            const int mine = complete_lines(c, player);
            if (mine > 0 && mine > complete_lines(c, other(player))) return true;
        }
        return false;
    }

    // The score of insertion `index`: at once if it ends the round, else searched.
    int child_score(const Board& b, int player, int index, int depth, int alpha, int beta,
                    int ply) {
        Board c = b;
        insert(c, insertion_at(index, b.n), player);
        const int mine = complete_lines(c, player);
        const int theirs = complete_lines(c, other(player));
        if (mine + theirs > 0) {
            if (mine == theirs) return draw_for(player);
            return mine > theirs ? kWinScore - (ply + 1) : -(kWinScore - (ply + 1));
        }
        return -negamax(c, other(player), depth - 1, -beta, -alpha, ply + 1);
    }

    int root(const Board& b, int depth, int previous_best, int* best_move) {
        std::array<int, 32> list{};
        const int count = order(legal_insertions(b, root_), root_, previous_best, 0, list);
        int alpha = -kInfinity;
        for (int i = 0; i < count; ++i) {
            const int score = child_score(b, root_, list[i], depth, alpha, kInfinity, 0);
            if (aborted_) break;
            if (score > alpha) {
                alpha = score;
                *best_move = list[i];
            }
        }
        return alpha;
    }

    int negamax(const Board& b, int player, int depth, int alpha, int beta, int ply) {
        if (out_of_time()) return 0;
        const std::uint64_t key = hash_of(b, player);
        if (repetitions_) {
            // Back to a position already met: play that goes round can go on for ever.
            const int pawns = std::popcount(b.occupied());
            if (returns_to(key, pawns, ply)) return draw_for(player);
            if (ply < kPathSize) path_[ply] = {key, pawns};
        }
        const std::uint32_t moves = legal_insertions(b, player);
        if (moves == 0) {
            // A pass; a draw when neither player can insert (never on boards of 3 and more).
            if (legal_insertions(b, other(player)) == 0) return draw_for(player);
            return -negamax(b, other(player), std::max(0, depth - 1), -beta, -alpha, ply + 1);
        }
        if (depth <= 0) {
            // The horizon: a win on the next move is as good as won (the player to move
            // takes it), which sees threats one ply further for little.
            if (can_win_at_once(b, player)) return kWinScore - (ply + 1);
            if (network_ != nullptr) {
                return static_cast<int>(std::lround(network_->value(b, player) * kLearnedScale));
            }
            return evaluate(b, player);
        }

        Entry& slot = table_[key & mask_];
        int first = -1;
        if (slot.key == key) {
            first = slot.best;
            if (slot.depth >= depth) {
                const int stored = from_table(slot.score, ply);
                if (slot.bound == kExact) return stored;
                if (slot.bound == kLower && stored >= beta) return stored;
                if (slot.bound == kUpper && stored <= alpha) return stored;
            }
        }

        std::array<int, 32> list{};
        const int count = order(moves, player, first, ply, list);
        const int alpha_in = alpha;
        int best = -kInfinity;
        int best_move = list[0];
        for (int i = 0; i < count; ++i) {
            int score = 0;
            if (style_ == SearchStyle::strongest && i > 0) {
                // Principal variation search: prove the move no better than alpha cheaply.
                score = child_score(b, player, list[i], depth, alpha, alpha + 1, ply);
                if (!aborted_ && score > alpha && score < beta) {
                    score = child_score(b, player, list[i], depth, alpha, beta, ply);
                }
            } else {
                score = child_score(b, player, list[i], depth, alpha, beta, ply);
            }
            if (aborted_) return 0;
            if (score > best) {
                best = score;
                best_move = list[i];
            }
            if (score > alpha) alpha = score;
            if (alpha >= beta) {
                history_[player][list[i]] += depth * depth;
                auto& k = killers_[std::min(ply, kMaxDepth - 1)];
                if (k[0] != list[i]) {
                    k[1] = k[0];
                    k[0] = list[i];
                }
                break;
            }
        }
        slot.key = key;
        slot.score = to_table(best, ply);
        slot.depth = static_cast<std::int8_t>(depth);
        slot.best = static_cast<std::int8_t>(best_move);
        slot.bound = best <= alpha_in ? kUpper : (best >= beta ? kLower : kExact);
        return best;
    }

    SearchStyle style_;
    const Network* network_ = nullptr;  // the learned evaluation, when the style has one
    int root_;
    plateau::Deadline deadline_;
    const std::atomic<bool>* stop_;
    std::uint64_t max_nodes_;
    std::vector<Entry>& table_;
    std::size_t mask_ = 0;
    std::array<std::array<int, 32>, 2> history_{};
    std::array<std::array<int, 2>, kMaxDepth> killers_{};
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    // Returns to earlier positions (the strongest style): the line searched, by ply from
    // the root, and the game's positions before the root, each with its pawn count.
    struct Seen {
        std::uint64_t key = 0;
        int pawns = 0;
    };
    bool repetitions_ = false;
    std::array<Seen, kPathSize> path_{};
    std::vector<Seen> earlier_;
};

}  // namespace

int evaluate(const Board& b, int player) {
    const Geometry& g = geometry(b.n);
    int score = 0;  // for player 0
    for (int k = 0; k < b.n; ++k) {
        for (const std::uint64_t line : {g.rows[k], g.cols[k]}) {
            // Mixed lines count too: a push from across the board can replace the odd pawn
            // (this plays far better against medium than counting one-colour lines only).
            score += kLineWeight[std::popcount(b.pawns[0] & line)] -
                     kLineWeight[std::popcount(b.pawns[1] & line)];
        }
    }
    return player == 0 ? score : -score;
}

SearchResult search_best(const Board& board, int player, double seconds,
                         const std::atomic<bool>* stop, std::uint64_t max_nodes, SearchStyle style,
                         std::span<const Position> game_history) {
    SharedTable& shared = shared_table(style);
    std::unique_lock<std::mutex> hold(shared.lock, std::try_to_lock);
    std::vector<Entry> own;
    Searcher searcher(player, seconds, stop, max_nodes, hold.owns_lock() ? shared.entries : own,
                      style);
    return searcher.run(board, game_history);
}

}  // namespace pushover
