#include "minesweeper/search/frontier.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <numeric>

namespace minesweeper {

namespace {

// A number's unknown neighbours (as frontier ids) and the mines it still misses.
struct Constraint {
    int need = 0;
    int count = 0;
    std::array<int, 8> cells{};
};

// The frontier: every unknown cell beside an open number, the numbers' constraints, and
// the parts no constraint links, each with its cells in search order.
struct Frontier {
    std::vector<int> cells;  // frontier id -> board cell
    std::vector<Constraint> constraints;
    std::vector<std::array<int, 8>> links;  // frontier id -> its constraints
    std::vector<std::uint8_t> link_count;
    std::vector<std::vector<int>> parts;    // each part's frontier ids, in search order
    std::vector<std::uint8_t> on_frontier;  // board cell -> 1 when on the frontier
};

int find_root(std::vector<int>& parent, int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

Frontier build_frontier(const Solver::View& v) {
    Frontier f;
    std::vector<int> id(v.n, -1);
    f.on_frontier.assign(v.n, 0);
    for (int cell = 0; cell < v.n; ++cell) {
        const std::uint16_t mask = v.unknown_mask[cell];
        if (v.known[cell] != Known::open || mask == 0) continue;
        Constraint con;
        con.need = v.number[cell] - v.mines_around[cell];
        for (std::uint32_t bits = mask; bits != 0; bits &= bits - 1) {
            const int g = cell + v.offset[std::countr_zero(bits)];
            if (id[g] < 0) {
                id[g] = static_cast<int>(f.cells.size());
                f.cells.push_back(g);
                f.on_frontier[g] = 1;
            }
            con.cells[con.count++] = id[g];
        }
        f.constraints.push_back(con);
    }
    const auto n = static_cast<int>(f.cells.size());
    f.links.assign(n, {});
    f.link_count.assign(n, 0);
    std::vector<int> parent(n);
    std::iota(parent.begin(), parent.end(), 0);
    for (int c = 0; c < static_cast<int>(f.constraints.size()); ++c) {
        const Constraint& con = f.constraints[c];
        for (int i = 0; i < con.count; ++i) {
            const int x = con.cells[i];
            f.links[x][f.link_count[x]++] = c;
            parent[find_root(parent, x)] = find_root(parent, con.cells[0]);
        }
    }
    // Parts in order of their first constraint; inside a part, cells in breadth-first order
    // over the constraints, so each constraint is complete soon after its first cell and the
    // search prunes early.
    std::vector<int> part_of_root(n, -1);
    std::vector<std::uint8_t> placed(n, 0);
    std::vector<std::uint8_t> visited(f.constraints.size(), 0);
    for (int c0 = 0; c0 < static_cast<int>(f.constraints.size()); ++c0) {
        if (visited[c0]) continue;
        std::vector<int>& order = f.parts.emplace_back();
        std::vector<int> queue{c0};
        visited[c0] = 1;
        for (std::size_t q = 0; q < queue.size(); ++q) {
            const Constraint& con = f.constraints[queue[q]];
            for (int i = 0; i < con.count; ++i) {
                const int x = con.cells[i];
                if (placed[x]) continue;
                placed[x] = 1;
                order.push_back(x);
                for (int l = 0; l < f.link_count[x]; ++l) {
                    const int c = f.links[x][l];
                    if (!visited[c]) {
                        visited[c] = 1;
                        queue.push_back(c);
                    }
                }
            }
        }
    }
    return f;
}

// What a part's search changes and puts back: for each constraint, the mines given to its
// cells so far and how many of its cells are still open. Shared by the parts of one pass.
struct SearchState {
    explicit SearchState(const Frontier& f)
        : assigned(f.constraints.size(), 0), open(f.constraints.size(), 0) {
        for (std::size_t c = 0; c < f.constraints.size(); ++c) open[c] = f.constraints[c].count;
    }
    std::vector<int> assigned;
    std::vector<int> open;
};

// Every arrangement of one part's cells that satisfies its constraints, grouped by the
// number of mines k: how many there are, and which cells are a mine (or safe) in at least
// one of them; when counting, how often each cell is a mine.
class PartSearch {
  public:
    PartSearch(const Frontier& f, const std::vector<int>& order, int max_mines, bool counting,
               SearchState& state, long& budget)
        : f_(f),
          order_(order),
          size_(static_cast<int>(order.size())),
          words_((size_ + 63) / 64),
          max_mines_(max_mines),
          counting_(counting),
          state_(state),
          budget_(budget),
          current_(static_cast<std::size_t>(words_), 0) {
        solutions_.assign(size_ + 1, 0.0);
        ever_mine_.resize(size_ + 1);
        ever_safe_.resize(size_ + 1);
        if (counting_) mine_counts_.resize(size_ + 1);
        search(0, 0);
    }

    // False when the budget ran out: then nothing else here may be used.
    [[nodiscard]] bool complete() const { return complete_; }
    [[nodiscard]] int size() const { return size_; }
    [[nodiscard]] int words() const { return words_; }
    // Arrangements with k mines.
    [[nodiscard]] double solutions(int k) const { return solutions_[k]; }
    // Bit p set: the cell at position p is a mine (safe) in some arrangement with k mines.
    [[nodiscard]] const std::vector<std::uint64_t>& ever_mine(int k) const { return ever_mine_[k]; }
    [[nodiscard]] const std::vector<std::uint64_t>& ever_safe(int k) const { return ever_safe_[k]; }
    // Counting: in how many arrangements with k mines the cell at position p is a mine.
    [[nodiscard]] const std::vector<double>& mine_counts(int k) const { return mine_counts_[k]; }

  private:
    void search(int i, int k) {
        if (budget_ <= 0) {
            complete_ = false;
            return;
        }
        --budget_;
        if (i == size_) {
            record(k);
            return;
        }
        const int x = order_[i];
        const int links = f_.link_count[x];
        for (int v = 0; v <= 1; ++v) {
            if (k + v > max_mines_) break;
            bool ok = true;
            for (int l = 0; l < links && ok; ++l) {
                const int c = f_.links[x][l];
                const int a = state_.assigned[c] + v;
                const int need = f_.constraints[c].need;
                ok = a <= need && a + state_.open[c] - 1 >= need;
            }
            if (!ok) continue;
            for (int l = 0; l < links; ++l) {
                const int c = f_.links[x][l];
                state_.assigned[c] += v;
                --state_.open[c];
            }
            if (v != 0) current_[i / 64] |= std::uint64_t{1} << (i % 64);
            search(i + 1, k + v);
            if (v != 0) current_[i / 64] &= ~(std::uint64_t{1} << (i % 64));
            for (int l = 0; l < links; ++l) {
                const int c = f_.links[x][l];
                state_.assigned[c] -= v;
                ++state_.open[c];
            }
            if (!complete_) return;
        }
    }

    void record(int k) {
        solutions_[k] += 1;
        if (ever_mine_[k].empty()) {
            ever_mine_[k].assign(words_, 0);
            ever_safe_[k].assign(words_, 0);
            if (counting_) mine_counts_[k].assign(size_, 0.0);
        }
        for (int w = 0; w < words_; ++w) {
            const int bits_here = std::min(64, size_ - 64 * w);
            const std::uint64_t full =
                bits_here == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits_here) - 1;
            ever_mine_[k][w] |= current_[w];
            ever_safe_[k][w] |= ~current_[w] & full;
            if (counting_) {
                for (std::uint64_t b = current_[w]; b != 0; b &= b - 1) {
                    mine_counts_[k][64 * w + std::countr_zero(b)] += 1;
                }
            }
        }
    }

    const Frontier& f_;
    const std::vector<int>& order_;
    int size_;
    int words_;
    int max_mines_;
    bool counting_;
    SearchState& state_;
    long& budget_;
    std::vector<std::uint64_t> current_;
    bool complete_ = true;
    std::vector<double> solutions_;
    std::vector<std::vector<std::uint64_t>> ever_mine_, ever_safe_;
    std::vector<std::vector<double>> mine_counts_;
};

// A set of small non-negative integers (mine totals) as bits.
class TotalSet {
  public:
    explicit TotalSet(int max = 0) : bits_(static_cast<std::size_t>(max / 64 + 1), 0), max_(max) {}
    void add(int t) { bits_[t / 64] |= std::uint64_t{1} << (t % 64); }
    [[nodiscard]] bool has(int t) const {
        return t >= 0 && t <= max_ && ((bits_[t / 64] >> (t % 64)) & 1) != 0;
    }
    [[nodiscard]] int max() const { return max_; }
    // Whether some element lies in [lo, hi].
    [[nodiscard]] bool any_in(int lo, int hi) const {
        lo = std::max(lo, 0);
        hi = std::min(hi, max_);
        for (int t = lo; t <= hi; ++t) {
            if (has(t)) return true;
        }
        return false;
    }
    // { a + b : a in this, b in other }.
    [[nodiscard]] TotalSet plus(const TotalSet& other) const {
        TotalSet out(max_ + other.max_);
        for (int a = 0; a <= max_; ++a) {
            if (!has(a)) continue;
            for (int b = 0; b <= other.max_; ++b) {
                if (other.has(b)) out.add(a + b);
            }
        }
        return out;
    }

  private:
    std::vector<std::uint64_t> bits_;
    int max_;
};

// The mine counts each part can hold: those with an arrangement, or any count for a part
// past the budget.
TotalSet counts_of(const PartSearch& s, int remaining) {
    TotalSet set(s.size());
    for (int k = 0; k <= s.size(); ++k) {
        if (s.complete() ? s.solutions(k) > 0 : k <= remaining) set.add(k);
    }
    return set;
}

}  // namespace

FrontierDeductions settle_frontier(const Solver::View& v, long budget) {
    FrontierDeductions out;
    const Frontier f = build_frontier(v);
    const int remaining = v.remaining_mines;
    const int interior = v.unknown - static_cast<int>(f.cells.size());
    SearchState state(f);
    std::vector<PartSearch> searches;
    searches.reserve(f.parts.size());
    for (const auto& part : f.parts) {
        searches.emplace_back(f, part, remaining, false, state, budget);
    }

    const auto m = static_cast<int>(searches.size());
    std::vector<TotalSet> counts;
    for (const auto& s : searches) counts.push_back(counts_of(s, remaining));
    // prefix[i]: the totals of parts 0..i-1; suffix[i]: of parts i..m-1.
    std::vector<TotalSet> prefix(m + 1), suffix(m + 1);
    prefix[0].add(0);
    suffix[m].add(0);
    for (int i = 0; i < m; ++i) prefix[i + 1] = prefix[i].plus(counts[i]);
    for (int i = m - 1; i >= 0; --i) suffix[i] = counts[i].plus(suffix[i + 1]);

    // The cells no number sees hold remaining - total mines, which must fit: 0..interior.
    const auto total_fits = [&](int total) {
        return remaining - total >= 0 && remaining - total <= interior;
    };
    for (int i = 0; i < m; ++i) {
        const PartSearch& s = searches[i];
        if (!s.complete()) continue;
        const TotalSet others = prefix[i].plus(suffix[i + 1]);
        std::vector<std::uint64_t> can_be_mine(s.words(), 0), can_be_safe(s.words(), 0);
        bool any = false;
        for (int k = 0; k <= s.size(); ++k) {
            if (s.solutions(k) <= 0) continue;
            if (!others.any_in(remaining - interior - k, remaining - k)) continue;
            any = true;
            for (int w = 0; w < s.words(); ++w) {
                can_be_mine[w] |= s.ever_mine(k)[w];
                can_be_safe[w] |= s.ever_safe(k)[w];
            }
        }
        if (!any) continue;  // no arrangement fits: cannot happen on a real board
        const std::vector<int>& order = f.parts[i];
        for (int p = 0; p < s.size(); ++p) {
            const bool mine = (can_be_mine[p / 64] >> (p % 64)) & 1;
            const bool safe = (can_be_safe[p / 64] >> (p % 64)) & 1;
            if (!mine) out.safe.push_back(f.cells[order[p]]);
            if (!safe) out.mines.push_back(f.cells[order[p]]);
        }
    }
    if (interior > 0) {
        bool all_empty = true, all_full = true, any = false;
        const TotalSet& totals = prefix[m];
        for (int t = 0; t <= totals.max(); ++t) {
            if (!totals.has(t) || !total_fits(t)) continue;
            any = true;
            all_empty &= remaining - t == 0;
            all_full &= remaining - t == interior;
        }
        if (any && (all_empty || all_full)) {
            for (int cell = 0; cell < v.n; ++cell) {
                if (v.known[cell] != Known::unknown || f.on_frontier[cell]) continue;
                (all_empty ? out.safe : out.mines).push_back(cell);
            }
        }
    }
    return out;
}

namespace {

// Distributions over mine totals, as doubles (scaled: only ratios matter).
std::vector<double> convolve(const std::vector<double>& a, const std::vector<double>& b) {
    std::vector<double> out(a.size() + b.size() - 1, 0.0);
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i] == 0) continue;
        for (std::size_t j = 0; j < b.size(); ++j) out[i + j] += a[i] * b[j];
    }
    return out;
}

double log_choose(int n, int k) {
    return std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0);
}

}  // namespace

FrontierOdds frontier_odds(const Solver::View& v, long budget) {
    FrontierOdds odds;
    std::vector<double>& p = odds.mine;
    p.assign(v.n, 0.0);
    for (int cell = 0; cell < v.n; ++cell) p[cell] = v.known[cell] == Known::mine ? 1.0 : 0.0;
    // A number whose covered neighbours are all settled is not a constraint of the frontier:
    // it holds or nothing does. Proved cells always keep it; assumed ones (a copy of the
    // solver testing a hypothesis: Solver::assume_mine) may not.
    for (int cell = 0; cell < v.n; ++cell) {
        if (v.known[cell] == Known::open && v.unknown_mask[cell] == 0 &&
            v.number[cell] != v.mines_around[cell]) {
            odds.log_arrangements = -INFINITY;
            return odds;
        }
    }
    if (v.unknown == 0) {
        if (v.remaining_mines != 0) odds.log_arrangements = -INFINITY;
        return odds;
    }
    double log_scale = 0;  // the log of what the scaled counts below were divided by
    const Frontier f = build_frontier(v);
    const int remaining = v.remaining_mines;
    const int interior = v.unknown - static_cast<int>(f.cells.size());

    // Each part's distribution over its mine count, and per cell how often it is a mine; a
    // part past the budget counts as unconstrained (C(size, k) arrangements, k/size each).
    std::vector<std::vector<double>> dist;
    std::vector<std::vector<std::vector<double>>> counts;
    SearchState state(f);
    for (const auto& part : f.parts) {
        const PartSearch s(f, part, remaining, true, state, budget);
        const int size = s.size();
        odds.complete = odds.complete && s.complete();
        std::vector<double> d(size + 1, 0.0);
        std::vector<std::vector<double>> c(size + 1);
        for (int k = 0; k <= size; ++k) {
            if (s.complete()) {
                d[k] = s.solutions(k);
                c[k] = s.mine_counts(k).empty() ? std::vector<double>(size, 0.0) : s.mine_counts(k);
            } else if (k <= remaining) {
                d[k] = std::exp(log_choose(size, k) - log_choose(size, size / 2));
                c[k].assign(size, d[k] * k / size);
            } else {
                c[k].assign(size, 0.0);
            }
        }
        const double top = *std::max_element(d.begin(), d.end());
        if (top > 0) {
            log_scale += std::log(top);
            for (int k = 0; k <= size; ++k) {
                d[k] /= top;
                for (double& x : c[k]) x /= top;
            }
        }
        dist.push_back(std::move(d));
        counts.push_back(std::move(c));
    }
    const auto m = static_cast<int>(dist.size());
    std::vector<std::vector<double>> prefix(m + 1), suffix(m + 1);
    prefix[0] = {1.0};
    suffix[m] = {1.0};
    for (int i = 0; i < m; ++i) prefix[i + 1] = convolve(prefix[i], dist[i]);
    for (int i = m - 1; i >= 0; --i) suffix[i] = convolve(dist[i], suffix[i + 1]);

    // weight(x): the ways to put x mines on the interior, C(interior, x), scaled by its
    // largest value over the x that can occur.
    const int frontier_max = static_cast<int>(f.cells.size());
    const int x_lo = std::max(0, remaining - frontier_max);
    const int x_hi = std::min(interior, remaining);
    double log_top = -INFINITY;
    for (int x = x_lo; x <= x_hi; ++x) log_top = std::max(log_top, log_choose(interior, x));
    if (x_lo > x_hi) log_top = 0;  // no count fits (not on a real board)
    log_scale += log_top;
    const auto weight = [&](int x) {
        if (x < 0 || x > interior || x > remaining) return 0.0;
        return std::exp(log_choose(interior, x) - log_top);
    };

    for (int i = 0; i < m; ++i) {
        const std::vector<double> others = convolve(prefix[i], suffix[i + 1]);
        const auto size = static_cast<int>(dist[i].size()) - 1;
        std::vector<double> g(size + 1, 0.0);
        double z = 0;
        for (int k = 0; k <= size; ++k) {
            for (std::size_t t = 0; t < others.size(); ++t) {
                g[k] += others[t] * weight(remaining - k - static_cast<int>(t));
            }
            z += dist[i][k] * g[k];
        }
        for (int pos = 0; pos < size; ++pos) {
            double sum = 0;
            for (int k = 0; k <= size; ++k) sum += counts[i][k][pos] * g[k];
            p[f.cells[f.parts[i][pos]]] = z > 0 ? sum / z : 0.5;
        }
    }
    {
        const std::vector<double>& all = prefix[m];
        double z = 0;
        for (std::size_t t = 0; t < all.size(); ++t) {
            z += all[t] * weight(remaining - static_cast<int>(t));
        }
        odds.log_arrangements = z > 0 ? std::log(z) + log_scale : -INFINITY;
    }
    if (interior > 0) {
        const std::vector<double>& all = prefix[m];
        double z = 0, mines = 0;
        for (std::size_t t = 0; t < all.size(); ++t) {
            const int x = remaining - static_cast<int>(t);
            const double w = all[t] * weight(x);
            z += w;
            mines += w * x;
        }
        const double q = z > 0 ? mines / z / interior
                               : static_cast<double>(remaining) / static_cast<double>(v.unknown);
        for (int cell = 0; cell < v.n; ++cell) {
            if (v.known[cell] == Known::unknown && !f.on_frontier[cell]) p[cell] = q;
        }
    }
    return odds;
}

}  // namespace minesweeper
