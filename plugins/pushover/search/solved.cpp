#include "pushover/search/solved.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <plateau/refusal.hpp>
#include <plateau/translate.hpp>
#include <stdexcept>
#include <string>

#include "pushover/rules/symmetry.hpp"

namespace pushover {
namespace {

constexpr std::uint8_t kUnresolved = 0;  // a draw once the analysis is over
constexpr int kShift = SolvedTable::kDistanceBits;
constexpr std::uint8_t kDistanceMask = (1U << kShift) - 1;

constexpr std::uint8_t encode(Outcome outcome, int plies) {
    return static_cast<std::uint8_t>(static_cast<unsigned>(outcome) << kShift |
                                     static_cast<unsigned>(plies));
}
constexpr Outcome outcome_of(std::uint8_t entry) { return static_cast<Outcome>(entry >> kShift); }
constexpr int plies_of(std::uint8_t entry) { return entry & kDistanceMask; }

// The cells of a board of n as n*n dense bits (bit r*n + c), and back.
std::uint32_t dense(std::uint64_t pawns, int n) {
    std::uint32_t bits = 0;
    const std::uint64_t row_mask = (std::uint64_t{1} << n) - 1;
    for (int r = 0; r < n; ++r) {
        bits |= static_cast<std::uint32_t>((pawns >> (8 * r)) & row_mask) << (r * n);
    }
    return bits;
}
std::uint64_t spread(std::uint32_t bits, int n) {
    std::uint64_t pawns = 0;
    const std::uint32_t row_mask = (1U << n) - 1;
    for (int r = 0; r < n; ++r) {
        pawns |= static_cast<std::uint64_t>((bits >> (r * n)) & row_mask) << (8 * r);
    }
    return pawns;
}

// ternary[bits]: the sum of 3^i over the set bits i.
std::vector<std::uint32_t> ternary_table(int cells) {
    std::vector<std::uint32_t> t(std::size_t{1} << cells);
    std::uint32_t power = 1;
    for (int i = 0; i < cells; ++i, power *= 3) {
        const std::uint32_t bit = 1U << i;
        for (std::uint32_t m = bit; m < t.size(); m = (m + 1) | bit) t[m] += power;
    }
    return t;
}

// Each size's tables are made on first use (4x4's take a moment; 3x3 alone needs none of
// them).
const std::vector<std::uint32_t>& ternary(int n) {
    if (n == kMinSize) {
        static const std::vector<std::uint32_t> three = ternary_table(9);
        return three;
    }
    static const std::vector<std::uint32_t> four = ternary_table(16);
    return four;
}

// The board's 8 symmetries (rotations and reflections, rules/symmetry.hpp's numbering) on
// dense masks: maps[s][bits].
struct Symmetries {
    std::array<std::vector<std::uint16_t>, 8> maps;
};

Symmetries make_symmetries(int n) {
    Symmetries sym;
    const int cells = n * n;
    for (int s = 0; s < 8; ++s) {
        std::array<int, std::size_t{kMaxSolvedSize} * kMaxSolvedSize> to{};
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                // The symmetry is rules/symmetry.hpp's, read back as a dense index.
                const int bit = std::countr_zero(symmetric_bits(cell_bit(r, c), n, s));
                to[r * n + c] = (bit / 8) * n + bit % 8;
            }
        }
        auto& map = sym.maps[s];
        map.assign(std::size_t{1} << cells, 0);
        for (std::uint32_t m = 0; m < map.size(); ++m) {
            std::uint32_t image = 0;
            for (int i = 0; i < cells; ++i) {
                if ((m >> i & 1U) != 0) image |= 1U << to[i];
            }
            map[m] = static_cast<std::uint16_t>(image);
        }
    }
    return sym;
}

const Symmetries& symmetries(int n) {
    if (n == kMinSize) {
        static const Symmetries three = make_symmetries(3);
        return three;
    }
    static const Symmetries four = make_symmetries(4);
    return four;
}

// The indices of the 8 images of a position (some may repeat).
std::array<std::size_t, 8> images(int n, std::uint32_t mine, std::uint32_t theirs) {
    const auto& t = ternary(n);
    const auto& sym = symmetries(n);
    std::array<std::size_t, 8> out{};
    for (int s = 0; s < 8; ++s) {
        out[s] = t[sym.maps[s][mine]] + 2 * std::size_t{t[sym.maps[s][theirs]]};
    }
    return out;
}

// The value of a move that ended the round, for its mover.
Value ended(const Board& after, int mover) {
    const int mine = complete_lines(after, mover);
    const int theirs = complete_lines(after, other(mover));
    if (mine > theirs) return {Outcome::win, 1};
    if (mine < theirs) return {Outcome::loss, 1};
    return {Outcome::draw, 0};
}

}  // namespace

int value_rank(const Value& v) {
    switch (v.outcome) {
        case Outcome::win:
            return 1000 - v.plies;
        case Outcome::loss:
            return -1000 + v.plies;
        default:
            return 0;
    }
}

Value value_before(const Value& after) {
    switch (after.outcome) {
        case Outcome::win:
            return {Outcome::loss, after.plies + 1};
        case Outcome::loss:
            return {Outcome::win, after.plies + 1};
        default:
            return {Outcome::draw, 0};
    }
}

SolvedTable::SolvedTable(int n, std::vector<std::uint8_t> entries)
    : n_(n), entries_(std::move(entries)) {
    if (n < kMinSize || n > kMaxSolvedSize || entries_.size() != positions(n)) {
        throw std::invalid_argument("a solved table of " + std::to_string(n) + "x" +
                                    std::to_string(n) + " needs " + std::to_string(positions(n)) +
                                    " entries");
    }
}

std::size_t SolvedTable::positions(int n) {
    std::size_t count = 1;
    for (int i = 0; i < n * n; ++i) count *= 3;
    return count;
}

std::size_t SolvedTable::index_of(const Board& board, int player) {
    const auto& t = ternary(board.n);
    return t[dense(board.pawns[player], board.n)] +
           std::size_t{2} * t[dense(board.pawns[other(player)], board.n)];
}

Value SolvedTable::value(const Board& board, int player) const {
    if (complete_lines(board, 0) + complete_lines(board, 1) > 0) return {};
    const std::uint8_t entry = entries_.at(index_of(board, player));
    const Outcome outcome = outcome_of(entry);
    return {outcome, outcome == Outcome::draw ? 0 : plies_of(entry)};
}

Value value_of_insertion(const SolvedTable& table, const Board& board, int player, int index) {
    Board after = board;
    insert(after, insertion_at(index, board.n), player);
    if (complete_lines(after, 0) + complete_lines(after, 1) > 0) return ended(after, player);
    return value_before(table.value(after, other(player)));
}

int best_insertion(const SolvedTable& table, const Board& board, int player) {
    const Value target = table.value(board, player);
    if (target.outcome == Outcome::over) return -1;
    int fallback = -1;
    for (std::uint32_t mask = legal_insertions(board, player); mask != 0; mask &= mask - 1) {
        const int index = std::countr_zero(mask);
        if (value_of_insertion(table, board, player, index) == target) return index;
        if (fallback < 0) fallback = index;
    }
    return fallback;  // not reached with a sound table: some move keeps the value
}

namespace {

// Calls f(mine, theirs) for every position of a board of n (dense masks, no cell in both),
// always in the same order.
template <class F>
void for_each_position(int n, F&& f) {
    const std::uint32_t all = (1U << (n * n)) - 1;
    for (std::uint32_t mine = 0; mine <= all; ++mine) {
        for (std::uint32_t theirs = all & ~mine;; theirs = (theirs - 1) & all & ~mine) {
            f(mine, theirs);
            if (theirs == 0) break;
        }
    }
}

std::size_t index_of_masks(int n, std::uint32_t mine, std::uint32_t theirs) {
    const auto& t = ternary(n);
    return t[mine] + 2 * std::size_t{t[theirs]};
}

// Whether the position is the one of its symmetry class with the smallest index: the one
// the analysis computes and the file keeps.
bool canonical(int n, std::uint32_t mine, std::uint32_t theirs) {
    const std::size_t index = index_of_masks(n, mine, theirs);
    for (const std::size_t image : images(n, mine, theirs)) {
        if (image < index) return false;
    }
    return true;
}

void fill_images(std::vector<std::uint8_t>& entries, int n, std::uint32_t mine,
                 std::uint32_t theirs, std::uint8_t entry) {
    for (const std::size_t image : images(n, mine, theirs)) entries[image] = entry;
}

}  // namespace

std::vector<std::uint8_t> canonical_entries(const SolvedTable& table) {
    std::vector<std::uint8_t> kept;
    const int n = table.size();
    for_each_position(n, [&](std::uint32_t mine, std::uint32_t theirs) {
        if (canonical(n, mine, theirs)) {
            kept.push_back(table.entries()[index_of_masks(n, mine, theirs)]);
        }
    });
    return kept;
}

std::optional<SolvedTable> from_canonical_entries(int n, const std::vector<std::uint8_t>& kept) {
    if (n < kMinSize || n > kMaxSolvedSize) return std::nullopt;
    std::vector<std::uint8_t> entries(SolvedTable::positions(n), 0);
    std::size_t next = 0;
    bool fits = true;
    for_each_position(n, [&](std::uint32_t mine, std::uint32_t theirs) {
        if (!fits || !canonical(n, mine, theirs)) return;
        if (next >= kept.size()) {
            fits = false;
            return;
        }
        fill_images(entries, n, mine, theirs, kept[next++]);
    });
    if (!fits || next != kept.size()) return std::nullopt;
    return SolvedTable(n, std::move(entries));
}

SolvedTable solve(int n, const SolveProgress& progress, const std::atomic<bool>* stop) {
    if (n < kMinSize || n > kMaxSolvedSize) {
        throw std::invalid_argument("only boards of 3 and 4 are solved");
    }
    const std::size_t total = SolvedTable::positions(n);
    std::vector<std::uint8_t> entries(total, kUnresolved);
    std::vector<bool> computed(total, false);  // the canonical positions with no line
    const auto check_stop = [stop] {
        if (stop != nullptr && stop->load())
            throw plateau::Refusal(plateau::tr("the analysis was stopped"));
    };

    // The positions that have a complete line already are no position to play.
    std::size_t resolved = 0;
    std::uint32_t first_mine = ~0U;
    for_each_position(n, [&](std::uint32_t mine, std::uint32_t theirs) {
        if (mine != first_mine) {
            first_mine = mine;
            check_stop();
        }
        const Board b{n, {spread(mine, n), spread(theirs, n)}};
        const std::size_t index = index_of_masks(n, mine, theirs);
        if (complete_lines(b, 0) + complete_lines(b, 1) > 0) {
            entries[index] = encode(Outcome::over, 0);
            ++resolved;
        } else if (canonical(n, mine, theirs)) {
            computed[index] = true;
        }
    });

    // Iteration k gives the wins and losses in exactly k plies: a win in k has a move to a
    // loss in k - 1 (or wins at once, k = 1); a loss in k has only moves that lose at once
    // or lead to wins in at most k - 1, one of them in k - 1. What no iteration resolves is
    // a draw. An iteration reads only the entries of earlier ones (distance < k), and
    // computes one position of each symmetry class, whose value its images share.
    const auto& t = ternary(n);
    for (int k = 1;; ++k) {
        std::size_t found = 0;
        std::uint32_t last_mine = ~0U;
        for_each_position(n, [&](std::uint32_t mine, std::uint32_t theirs) {
            if (mine != last_mine) {
                last_mine = mine;
                check_stop();
            }
            const std::size_t index = index_of_masks(n, mine, theirs);
            if (!computed[index] || entries[index] != kUnresolved) return;
            const Board b{n, {spread(mine, n), spread(theirs, n)}};
            int best_win = 1 << 20;
            int longest_loss = 0;
            bool all_lose = true;
            for (std::uint32_t moves = legal_insertions(b, 0); moves != 0; moves &= moves - 1) {
                Board after = b;
                insert(after, insertion_at(std::countr_zero(moves), n), 0);
                Value v;
                if (complete_lines(after, 0) + complete_lines(after, 1) > 0) {
                    v = ended(after, 0);
                } else {
                    const std::uint8_t next = entries[t[dense(after.pawns[1], n)] +
                                                      2 * std::size_t{t[dense(after.pawns[0], n)]}];
                    if (next == kUnresolved || plies_of(next) >= k) {
                        all_lose = false;
                        continue;
                    }
                    v = value_before({outcome_of(next), plies_of(next)});
                }
                if (v.outcome == Outcome::win) {
                    best_win = std::min(best_win, v.plies);
                } else if (v.outcome == Outcome::loss) {
                    longest_loss = std::max(longest_loss, v.plies);
                } else {
                    all_lose = false;
                }
            }
            std::uint8_t entry = kUnresolved;
            if (best_win <= k) {
                entry = encode(Outcome::win, best_win);
            } else if (all_lose && longest_loss > 0) {
                entry = encode(Outcome::loss, longest_loss);
            } else {
                return;
            }
            if (k > SolvedTable::kMaxPlies) {
                throw std::runtime_error("a distance of more than " +
                                         std::to_string(SolvedTable::kMaxPlies) +
                                         " plies does not fit the table");
            }
            std::array<std::size_t, 8> all = images(n, mine, theirs);
            std::sort(all.begin(), all.end());
            found += static_cast<std::size_t>(std::unique(all.begin(), all.end()) - all.begin());
            for (const std::size_t image : all) entries[image] = entry;
        });
        resolved += found;
        if (progress) progress(k, resolved, total);
        if (found == 0) break;
    }
    return SolvedTable(n, std::move(entries));
}

}  // namespace pushover
