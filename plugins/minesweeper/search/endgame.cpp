#include "minesweeper/search/endgame.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <plateau/grid.hpp>
#include <plateau/random.hpp>
#include <span>
#include <vector>

namespace minesweeper {

namespace {

using Mask = std::uint64_t;  // one bit per unknown cell (at most 64)

// An open number over unknown cells: `need` mines among `cells`.
struct Rule {
    Mask cells = 0;
    int need = 0;
};

// Every arrangement of `mines` mines over `n` cells that keeps every rule, or false when
// there are more than `limit` of them or the listing passes `budget` steps.
class Arrangements {
  public:
    Arrangements(int n, int mines, const std::vector<Rule>& rules, int limit, long& budget)
        : n_(n), mines_(mines), limit_(limit), budget_(budget) {
        of_cell_.resize(n);
        for (int r = 0; r < static_cast<int>(rules.size()); ++r) {
            for (Mask b = rules[r].cells; b != 0; b &= b - 1) {
                of_cell_[std::countr_zero(b)].push_back(r);
            }
            need_.push_back(rules[r].need);
            left_.push_back(std::popcount(rules[r].cells));
        }
        ok_ = list(0, 0, 0);
    }
    [[nodiscard]] bool ok() const { return ok_ && !found_.empty(); }
    [[nodiscard]] const std::vector<Mask>& found() const { return found_; }

  private:
    bool list(int i, int placed, Mask current) {
        if (--budget_ < 0) return false;
        if (placed > mines_ || placed + (n_ - i) < mines_) return true;
        if (i == n_) {
            if (static_cast<int>(found_.size()) >= limit_) return false;
            found_.push_back(current);
            return true;
        }
        for (int v = 0; v <= 1; ++v) {
            bool fits = true;
            for (int r : of_cell_[i]) {
                const int need = need_[r] - v;
                fits = fits && need >= 0 && need <= left_[r] - 1;
            }
            if (!fits) continue;
            for (int r : of_cell_[i]) {
                need_[r] -= v;
                --left_[r];
            }
            const bool go = list(i + 1, placed + v, v ? current | (Mask{1} << i) : current);
            for (int r : of_cell_[i]) {
                need_[r] += v;
                ++left_[r];
            }
            if (!go) return false;
        }
        return true;
    }

    int n_, mines_, limit_;
    long& budget_;
    std::vector<std::vector<int>> of_cell_;
    std::vector<int> need_, left_;
    std::vector<Mask> found_;
    bool ok_ = false;
};

// The values found, by a 64-bit key of (opened cells, set of arrangements): open addressing,
// grown at half full. A key is never 0 (0 marks an empty slot).
class Memo {
  public:
    Memo() : slots_(1024) {}
    [[nodiscard]] const double* find(std::uint64_t key) const {
        for (std::size_t i = key & (slots_.size() - 1);; i = (i + 1) & (slots_.size() - 1)) {
            if (slots_[i].key == key) return &slots_[i].value;
            if (slots_[i].key == 0) return nullptr;
        }
    }
    void add(std::uint64_t key, double value) {
        if (2 * (used_ + 1) > slots_.size()) grow();
        place(key, value);
        ++used_;
    }

  private:
    struct Slot {
        std::uint64_t key = 0;
        double value = 0;
    };
    void place(std::uint64_t key, double value) {
        std::size_t i = key & (slots_.size() - 1);
        while (slots_[i].key != 0 && slots_[i].key != key) i = (i + 1) & (slots_.size() - 1);
        slots_[i] = {key, value};
    }
    void grow() {
        std::vector<Slot> old(slots_.size() * 2);
        old.swap(slots_);
        for (const Slot& slot : old) {
            if (slot.key != 0) place(slot.key, slot.value);
        }
    }
    std::vector<Slot> slots_;
    std::size_t used_ = 0;
};

// The game tree over a set of arrangements (indices into `all`) and the cells opened so far.
// Sets live in buffers kept per depth of the recursion, so the search allocates only while
// a buffer first grows; a position is remembered by a 64-bit key (the sum of a random key
// per arrangement, mixed with the opened cells): two different positions sharing one would
// take some 2^32 positions to be likely, where a search looks at a few million at most.
class TreeSearch {
  public:
    TreeSearch(int n, std::vector<Mask> all, std::vector<Mask> around, long budget)
        : n_(n), all_(std::move(all)), around_(std::move(around)), budget_(budget) {
        arrangement_key_.resize(all_.size());
        for (std::size_t s = 0; s < all_.size(); ++s) {
            arrangement_key_[s] = plateau::mix64(0x656e6467616d65ull + s);  // "endgame"
        }
        // Each level opens at least one more cell: at most 64 below the root.
        levels_.resize(65);
    }

    // The chance to win from (set, opened) playing best; negative when the budget ran out.
    double win(std::span<const int> set, Mask opened, int* best_cell = nullptr) {
        return win_at(set, opened, 0, best_cell);
    }

  private:
    // What one level of the recursion works in, kept from search to search.
    struct Level {
        std::vector<int> safe;    // the arrangements where the cell tried is safe
        std::vector<int> groups;  // a set, its groups side by side
        std::vector<int> sorted;  // a counting sort's output
        std::vector<std::pair<int, int>> ranges, next_ranges;
    };
    Level& level(int depth) { return levels_.at(static_cast<std::size_t>(depth)); }

    [[nodiscard]] std::uint64_t key_of(std::span<const int> set, Mask opened) const {
        std::uint64_t sum = plateau::mix64(opened ^ 0x9e3779b97f4a7c15ull);
        for (const int s : set) sum += arrangement_key_[static_cast<std::size_t>(s)];
        return sum == 0 ? 1 : sum;
    }

    double win_at(std::span<const int> set, Mask opened, int depth, int* best_cell) {
        if (set.size() == 1) return 1.0;
        std::uint64_t key = 0;
        if (best_cell == nullptr) {
            key = key_of(set, opened);
            if (const double* hit = memo_.find(key)) return *hit;
        }
        const Mask everything = n_ == 64 ? ~Mask{0} : (Mask{1} << n_) - 1;
        Mask ever_mine = 0, always_mine = everything;
        for (const int s : set) {
            ever_mine |= all_[s];
            always_mine &= all_[s];
        }
        const Mask free = everything & ~ever_mine & ~opened;
        double result = 0;
        if (free != 0) {
            // Cells safe in every arrangement are opened at no risk; their numbers split the
            // arrangements.
            result = split_and_go(set, free, opened | free, depth);
        } else {
            // Candidates, safest first: a cell's value is at most its chance to be safe.
            std::array<std::pair<int, int>, 64> order{};  // (arrangements with a mine, cell)
            int candidates = 0;
            for (Mask b = everything & ~opened & ~always_mine; b != 0; b &= b - 1) {
                const int c = std::countr_zero(b);
                int mined = 0;
                for (const int s : set) mined += static_cast<int>((all_[s] >> c) & 1);
                order[static_cast<std::size_t>(candidates++)] = {mined, c};
            }
            std::sort(order.begin(), order.begin() + candidates);
            const auto size = static_cast<double>(set.size());
            double best = -1;
            for (int i = 0; i < candidates; ++i) {
                const auto [mined, c] = order[static_cast<std::size_t>(i)];
                const double bound = (size - mined) / size;
                if (bound <= best + 1e-12) break;
                std::vector<int>& safe_set = level(depth).safe;
                safe_set.clear();
                for (const int s : set) {
                    if (((all_[s] >> c) & 1) == 0) safe_set.push_back(s);
                }
                // The cell must beat `best`: its groups' wins, weighed, must pass this (the
                // 1e-12 of the test below left out, as a margin for rounding).
                const double need = best < 0 ? -1 : best * size;
                const double w =
                    split_and_go(safe_set, Mask{1} << c, opened | (Mask{1} << c), depth, need);
                if (w < 0) return -1;
                const double value = w * static_cast<double>(safe_set.size()) / size;
                if (value > best + 1e-12) {
                    best = value;
                    if (best_cell) *best_cell = c;
                }
            }
            result = best;
        }
        if (result < 0) return -1;
        if (best_cell == nullptr) memo_.add(key, result);
        return result;
    }

    // Opens the cells `shown` in every arrangement of `set` (all safe there): groups the
    // arrangements by the numbers those cells show (one cell after the other, each group
    // split by the next cell's number, a stable counting sort) and weighs each group's
    // chance to win. `need` (when not negative): the caller only wants to know whether the
    // sum over the groups of size times chance passes it; once even winning every group
    // left could not, the answer is 0 (the groups left are not searched).
    double split_and_go(std::span<const int> set, Mask shown, Mask opened, int depth,
                        double need = -1) {
        budget_ -= static_cast<long>(set.size());
        if (budget_ < 0) return -1;
        Level& at = level(depth);
        at.groups.assign(set.begin(), set.end());
        at.sorted.resize(set.size());
        at.ranges.assign(1, {0, static_cast<int>(set.size())});
        for (Mask b = shown; b != 0; b &= b - 1) {
            const Mask near = around_[std::countr_zero(b)];
            at.next_ranges.clear();
            for (const auto& [lo, hi] : at.ranges) {
                std::array<int, 10> start{};
                for (int i = lo; i < hi; ++i) ++start[std::popcount(all_[at.groups[i]] & near) + 1];
                for (int k = 1; k < 10; ++k) start[k] += start[k - 1];
                for (int k = 0; k < 9; ++k) {
                    if (start[k + 1] > start[k]) {
                        at.next_ranges.emplace_back(lo + start[k], lo + start[k + 1]);
                    }
                }
                for (int i = lo; i < hi; ++i) {
                    const int k = std::popcount(all_[at.groups[i]] & near);
                    at.sorted[lo + start[k]++] = at.groups[i];
                }
                std::copy(at.sorted.begin() + lo, at.sorted.begin() + hi, at.groups.begin() + lo);
            }
            at.ranges.swap(at.next_ranges);
        }
        double total = 0;
        auto left = static_cast<double>(set.size());  // arrangements in the groups not searched
        // The levels below work in their own buffers: this level's groups stay as they are.
        for (const auto& [lo, hi] : at.ranges) {
            if (need >= 0 && total + left <= need) return 0;
            left -= static_cast<double>(hi - lo);
            const std::span<const int> group(at.groups.data() + lo,
                                             static_cast<std::size_t>(hi - lo));
            const double w = win_at(group, opened, depth + 1, nullptr);
            if (w < 0) return -1;
            total += w * static_cast<double>(hi - lo);
        }
        return total / static_cast<double>(set.size());
    }

    int n_;
    std::vector<Mask> all_;
    std::vector<Mask> around_;  // per unknown cell: its unknown neighbours
    long budget_;
    std::vector<std::uint64_t> arrangement_key_;
    std::vector<Level> levels_;
    Memo memo_;
};

}  // namespace

std::optional<EndgameResult> solve_endgame(const Solver& solver, const EndgameLimits& limits) {
    if (solver.unknown_count() > std::min(limits.max_cells, 64) || solver.unknown_count() < 1) {
        return std::nullopt;
    }
    const int cols = solver.cols();
    const int rows = solver.rows();
    std::vector<int> index(solver.cells(), -1);
    std::vector<int> cells;
    for (int cell = 0; cell < solver.cells(); ++cell) {
        if (solver.known(cell) == Known::safe) return std::nullopt;  // open that first
        if (solver.known(cell) == Known::unknown) {
            index[cell] = static_cast<int>(cells.size());
            cells.push_back(cell);
        }
    }
    const int n = static_cast<int>(cells.size());
    std::vector<Mask> around(n, 0);
    for (int i = 0; i < n; ++i) {
        plateau::for_each_neighbour(cols, rows, cells[i], [&](int nb) {
            if (index[nb] >= 0) around[i] |= Mask{1} << index[nb];
        });
    }
    std::vector<Rule> rules;
    for (int cell = 0; cell < solver.cells(); ++cell) {
        if (solver.known(cell) != Known::open) continue;
        Rule rule;
        int mines = 0;
        plateau::for_each_neighbour(cols, rows, cell, [&](int nb) {
            if (index[nb] >= 0) rule.cells |= Mask{1} << index[nb];
            if (solver.known(nb) == Known::mine) ++mines;
        });
        if (rule.cells == 0) continue;
        rule.need = solver.number(cell) - mines;
        rules.push_back(rule);
    }
    long budget = limits.budget;
    const Arrangements listed(n, solver.mines_left(), rules, limits.max_arrangements, budget);
    if (!listed.ok()) return std::nullopt;

    std::vector<int> set(listed.found().size());
    for (int s = 0; s < static_cast<int>(set.size()); ++s) set[s] = s;
    TreeSearch tree(n, listed.found(), around, budget);
    int best = -1;
    const double win = tree.win(set, 0, &best);
    if (win < 0 || best < 0) return std::nullopt;
    int mined = 0;
    for (Mask m : listed.found()) mined += static_cast<int>((m >> best) & 1);
    const double safe = 1.0 - static_cast<double>(mined) / static_cast<double>(set.size());
    return EndgameResult{Guess{cells[best], safe}, win};
}

}  // namespace minesweeper
