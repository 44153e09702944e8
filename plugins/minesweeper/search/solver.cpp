#include "minesweeper/search/solver.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "minesweeper/search/frontier.hpp"

namespace minesweeper {

namespace {

// A cell's eight neighbours are the bits k = (dy + 1) * 3 + (dx + 1) of a 9-bit mask (bit 4,
// the cell itself, is never set). The neighbour in direction k sees the cell in direction
// 8 - k.
constexpr int opposite(int k) { return 8 - k; }

// Pair rules compare two cells up to two apart, so their masks are laid in one 7x7 frame
// (49 bits of a uint64): spread[m] puts the 3x3 mask m at the frame's top left.
constexpr auto kSpread = [] {
    std::array<std::uint64_t, 512> t{};
    for (int m = 0; m < 512; ++m) {
        std::uint64_t v = 0;
        for (int k = 0; k < 9; ++k) {
            if ((m >> k) & 1) v |= std::uint64_t{1} << ((k / 3) * 7 + (k % 3));
        }
        t[m] = v;
    }
    return t;
}();
constexpr int kFrame = 7;
constexpr int kFrameCentre = 3;  // cell A sits at (3, 3) of the frame

template <class F>
void for_each_bit(std::uint64_t bits, F&& f) {
    while (bits != 0) {
        f(std::countr_zero(bits));
        bits &= bits - 1;
    }
}

}  // namespace

Solver::Solver(int cols, int rows, int total_mines)
    : cols_(cols), rows_(rows), n_(cols * rows), total_mines_(total_mines) {
    if (cols < 1 || rows < 1) throw std::invalid_argument("minesweeper::Solver: empty board");
    for (int k = 0; k < 9; ++k) offset_[k] = (k / 3 - 1) * cols + (k % 3 - 1);
    // Bits k = (dy + 1) * 3 + (dx + 1): the left column of the 3x3 is bits 0, 3, 6, the right
    // 2, 5, 8, the top row 0, 1, 2, the bottom 6, 7, 8.
    constexpr std::uint16_t kAll = 0x1ef;  // all but bit 4, the cell itself
    constexpr std::uint16_t kLeft = 0x049, kRight = 0x124, kTop = 0x007, kBottom = 0x1c0;
    inside_mask_.assign(n_, 0);
    for (int cell = 0; cell < n_; ++cell) {
        const int col = cell % cols;
        const int row = cell / cols;
        std::uint16_t mask = kAll;
        if (col == 0) mask &= static_cast<std::uint16_t>(~kLeft);
        if (col == cols - 1) mask &= static_cast<std::uint16_t>(~kRight);
        if (row == 0) mask &= static_cast<std::uint16_t>(~kTop);
        if (row == rows - 1) mask &= static_cast<std::uint16_t>(~kBottom);
        inside_mask_[cell] = mask;
    }
    reset();
}

void Solver::reset() {
    known_.assign(n_, Known::unknown);
    number_.assign(n_, 0);
    mines_around_.assign(n_, 0);
    unknown_mask_.assign(n_, 0);
    queued_.assign(n_, 0);
    is_dirty_.assign(n_, 0);
    queue_.clear();
    dirty_.clear();
    safe_.clear();
    mines_proved_.clear();
    unknown_ = n_;
    open_ = 0;
    mines_found_ = 0;
}

void Solver::touch(int cell) {
    if (!queued_[cell]) {
        queued_[cell] = 1;
        queue_.push_back(cell);
    }
    if (!is_dirty_[cell]) {
        is_dirty_[cell] = 1;
        dirty_.push_back(cell);
    }
}

void Solver::open(int cell, int number) {
    if (known_[cell] == Known::mine) {
        throw std::logic_error("minesweeper::Solver::open: the cell was proved a mine");
    }
    if (known_[cell] == Known::open) return;
    if (known_[cell] == Known::unknown) {
        --unknown_;
        for_each_bit(inside_mask_[cell], [&](int k) {
            const int n = cell + offset_[k];
            if (known_[n] == Known::open) {
                unknown_mask_[n] &= static_cast<std::uint16_t>(~(1u << opposite(k)));
                touch(n);
            }
        });
    }
    known_[cell] = Known::open;
    ++open_;
    number_[cell] = static_cast<std::uint8_t>(number);
    std::uint16_t mask = 0;
    int mines = 0;
    for_each_bit(inside_mask_[cell], [&](int k) {
        const Known kn = known_[cell + offset_[k]];
        if (kn == Known::unknown) mask |= static_cast<std::uint16_t>(1u << k);
        if (kn == Known::mine) ++mines;
    });
    unknown_mask_[cell] = mask;
    mines_around_[cell] = static_cast<std::uint8_t>(mines);
    touch(cell);
}

void Solver::renumber(int cell, int number) {
    number_[cell] = static_cast<std::uint8_t>(number);
    touch(cell);
}

void Solver::mark_safe(int cell) {
    if (known_[cell] != Known::unknown) return;
    known_[cell] = Known::safe;
    --unknown_;
    safe_.push_back(cell);
    for_each_bit(inside_mask_[cell], [&](int k) {
        const int n = cell + offset_[k];
        if (known_[n] == Known::open) {
            unknown_mask_[n] &= static_cast<std::uint16_t>(~(1u << opposite(k)));
            touch(n);
        }
    });
}

void Solver::mark_mine(int cell) {
    if (known_[cell] != Known::unknown) return;
    known_[cell] = Known::mine;
    --unknown_;
    ++mines_found_;
    mines_proved_.push_back(cell);
    for_each_bit(inside_mask_[cell], [&](int k) {
        const int n = cell + offset_[k];
        if (known_[n] == Known::open) {
            unknown_mask_[n] &= static_cast<std::uint16_t>(~(1u << opposite(k)));
            ++mines_around_[n];
            touch(n);
        }
    });
}

std::vector<int> Solver::take_safe() {
    std::vector<int> out;
    out.swap(safe_);
    return out;
}

bool Solver::on_frontier(int cell) const {
    if (known_[cell] != Known::unknown) return false;
    bool touches = false;
    for_each_bit(inside_mask_[cell],
                 [&](int k) { touches |= known_[cell + offset_[k]] == Known::open; });
    return touches;
}

Solver::Around Solver::around(int cell) const {
    Around around;
    for_each_bit(inside_mask_[cell], [&](int k) {
        const Known known = known_[cell + offset_[k]];
        around.mines += known == Known::mine ? 1 : 0;
        around.unknown += known == Known::unknown ? 1 : 0;
    });
    return around;
}

// Rule 1 on every open cell whose neighbourhood changed.
bool Solver::single_pass() {
    bool progress = false;
    while (!queue_.empty()) {
        const int cell = queue_.back();
        queue_.pop_back();
        queued_[cell] = 0;
        const std::uint16_t mask = unknown_mask_[cell];
        if (mask == 0) continue;
        const int missing = number_[cell] - mines_around_[cell];
        const int unknown = std::popcount(mask);
        if (missing == 0) {
            for_each_bit(mask, [&](int k) { mark_safe(cell + offset_[k]); });
            progress = true;
        } else if (missing == unknown) {
            for_each_bit(mask, [&](int k) { mark_mine(cell + offset_[k]); });
            progress = true;
        }
    }
    return progress;
}

// Rule 2 on two open cells a and b, b at (dx, dy) from a (at most two apart). With I the
// unknown cells both see, A and B those only a or only b sees, and ra, rb the mines each
// still misses: mines(I) lies in [max(0, ra - |A|, rb - |B|), min(|I|, ra, rb)], so
// mines(A) = ra - mines(I) may be forced to 0 or to |A| (and the same for B).
bool Solver::check_pair(int a, int b, int dx, int dy) {
    const std::uint64_t fa = kSpread[unknown_mask_[a]] << (2 * kFrame + 2);
    const std::uint64_t fb = kSpread[unknown_mask_[b]] << ((2 + dy) * kFrame + (2 + dx));
    const std::uint64_t shared = fa & fb;
    if (shared == 0) return false;
    const std::uint64_t only_a = fa & ~fb;
    const std::uint64_t only_b = fb & ~fa;
    const int ra = number_[a] - mines_around_[a];
    const int rb = number_[b] - mines_around_[b];
    const int ni = std::popcount(shared);
    const int na = std::popcount(only_a);
    const int nb = std::popcount(only_b);
    const int lo = std::max({0, ra - na, rb - nb});
    const int hi = std::min({ni, ra, rb});
    if (lo > hi) return false;  // cannot happen on a real board
    const auto cell_of = [&](int bit) {
        return a + (bit / kFrame - kFrameCentre) * cols_ + (bit % kFrame - kFrameCentre);
    };
    bool progress = false;
    const auto settle = [&](std::uint64_t bits, int count, int missing) {
        if (count == 0) return;
        if (missing - lo == 0) {
            for_each_bit(bits, [&](int bit) { mark_safe(cell_of(bit)); });
            progress = true;
        } else if (missing - hi == count) {
            for_each_bit(bits, [&](int bit) { mark_mine(cell_of(bit)); });
            progress = true;
        }
    };
    settle(only_a, na, ra);
    settle(only_b, nb, rb);
    return progress;
}

bool Solver::pair_pass() {
    std::vector<int> work;
    work.swap(dirty_);
    for (int cell : work) is_dirty_[cell] = 0;
    bool progress = false;
    for (int a : work) {
        if (known_[a] != Known::open || unknown_mask_[a] == 0) continue;
        const int col = a % cols_;
        const int row = a / cols_;
        for (int dy = -2; dy <= 2; ++dy) {
            const int r = row + dy;
            if (r < 0 || r >= rows_) continue;
            for (int dx = -2; dx <= 2; ++dx) {
                const int c = col + dx;
                if (c < 0 || c >= cols_ || (dx == 0 && dy == 0)) continue;
                const int b = r * cols_ + c;
                if (known_[b] != Known::open || unknown_mask_[b] == 0) continue;
                if (unknown_mask_[a] == 0) break;
                progress |= check_pair(a, b, dx, dy);
            }
        }
    }
    return progress;
}

Solver::View Solver::view() const {
    return View{cols_,         rows_,   n_,
                known_,        number_, mines_around_,
                unknown_mask_, offset_, total_mines_ - mines_found_,
                unknown_};
}

bool Solver::frontier_pass() {
    const FrontierDeductions found = settle_frontier(view(), kEnumerationBudget);
    for (int cell : found.mines) mark_mine(cell);
    for (int cell : found.safe) mark_safe(cell);
    return !found.mines.empty() || !found.safe.empty();
}

bool Solver::deduce(SolverLevel level) {
    while (safe_.empty()) {
        if (single_pass()) continue;
        if (level >= SolverLevel::pairs && pair_pass()) continue;
        if (level >= SolverLevel::full && frontier_pass()) continue;
        return false;
    }
    return true;
}

std::vector<double> Solver::mine_probabilities() const {
    return frontier_probabilities(view(), kEnumerationBudget);
}

Solver::Odds Solver::odds() const {
    FrontierOdds o = frontier_odds(view(), kEnumerationBudget);
    return Odds{std::move(o.mine), o.log_arrangements, o.complete};
}

}  // namespace minesweeper
