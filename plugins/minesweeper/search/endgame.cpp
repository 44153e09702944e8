#include "minesweeper/search/endgame.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <plateau/grid.hpp>
#include <string>
#include <unordered_map>
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

// The game tree over a set of arrangements (indices into `all`) and the cells opened so far.
class TreeSearch {
  public:
    TreeSearch(int n, std::vector<Mask> all, std::vector<Mask> around, long budget)
        : n_(n), all_(std::move(all)), around_(std::move(around)), budget_(budget) {}

    // The chance to win from (set, opened) playing best; negative when the budget ran out.
    double win(const std::vector<int>& set, Mask opened, int* best_cell = nullptr) {
        if (set.size() == 1) return 1.0;
        std::string key;
        if (best_cell == nullptr) {
            key.assign(reinterpret_cast<const char*>(&opened), sizeof opened);
            for (int s : set) key.append(reinterpret_cast<const char*>(&s), sizeof s);
            const auto hit = memo_.find(key);
            if (hit != memo_.end()) return hit->second;
        }
        const Mask everything = n_ == 64 ? ~Mask{0} : (Mask{1} << n_) - 1;
        Mask ever_mine = 0, always_mine = everything;
        for (int s : set) {
            ever_mine |= all_[s];
            always_mine &= all_[s];
        }
        const Mask free = everything & ~ever_mine & ~opened;
        double result = 0;
        if (free != 0) {
            // Cells safe in every arrangement are opened at no risk; their numbers split the
            // arrangements.
            result = split_and_go(set, free, opened | free);
        } else {
            // Candidates, safest first: a cell's value is at most its chance to be safe.
            std::vector<std::pair<int, int>> order;  // (arrangements with a mine, cell)
            for (Mask b = everything & ~opened & ~always_mine; b != 0; b &= b - 1) {
                const int c = std::countr_zero(b);
                int mined = 0;
                for (int s : set) mined += static_cast<int>((all_[s] >> c) & 1);
                order.emplace_back(mined, c);
            }
            std::sort(order.begin(), order.end());
            const auto size = static_cast<double>(set.size());
            double best = -1;
            for (const auto& [mined, c] : order) {
                const double bound = (size - mined) / size;
                if (bound <= best + 1e-12) break;
                std::vector<int> safe_set;
                for (int s : set) {
                    if (((all_[s] >> c) & 1) == 0) safe_set.push_back(s);
                }
                const double w = split_and_go(safe_set, Mask{1} << c, opened | (Mask{1} << c));
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
        if (best_cell == nullptr) memo_.emplace(std::move(key), result);
        return result;
    }

  private:
    // Opens the cells `shown` in every arrangement of `set` (all safe there): groups the
    // arrangements by the numbers those cells show and weighs each group's chance to win.
    double split_and_go(const std::vector<int>& set, Mask shown, Mask opened) {
        budget_ -= static_cast<long>(set.size());
        if (budget_ < 0) return -1;
        std::map<std::vector<std::uint8_t>, std::vector<int>> groups;
        std::vector<std::uint8_t> numbers;
        for (int s : set) {
            numbers.clear();
            for (Mask b = shown; b != 0; b &= b - 1) {
                numbers.push_back(static_cast<std::uint8_t>(
                    std::popcount(all_[s] & around_[std::countr_zero(b)])));
            }
            groups[numbers].push_back(s);
        }
        double total = 0;
        for (const auto& entry : groups) {
            const double w = win(entry.second, opened);
            if (w < 0) return -1;
            total += w * static_cast<double>(entry.second.size());
        }
        return total / static_cast<double>(set.size());
    }

    int n_;
    std::vector<Mask> all_;
    std::vector<Mask> around_;  // per unknown cell: its unknown neighbours
    long budget_;
    std::unordered_map<std::string, double> memo_;
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
