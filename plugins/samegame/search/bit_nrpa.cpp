#include "samegame/search/bit_nrpa.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

#include "samegame/search/group_list.hpp"
#include "samegame/search/hot_clones.hpp"

namespace samegame {

namespace {

using Groups = GroupList<kPolicyBits>;

// The most groups a board of up to 15x16 holds: one a piece.
constexpr std::size_t kMaxGroups = std::size_t{16} * 15;

// A playout's reusable buffers: the move list and the weights of the allowed moves.
struct PlayoutBuffers {
    Groups list;
    std::array<float, kMaxGroups> weights{};
    std::array<std::uint32_t, kMaxGroups> allowed{};  // indices into the list
};

// What every playout from one root starts from: the root's groups and the colour with the
// most pieces there, worked out once a search (growing the root's groups at every playout
// took some 4% of NRPA's time).
struct RootStart {
    RootStart(const BitBoard& root, const Rules& rules) : tabu(root.most_frequent_colour()) {
        groups.reset<0>(root, rules.min_group);
    }
    Groups groups;
    int tabu;
};

// The weights stay within float's range whatever the adaptations do (a weight only
// matters relative to the others of its step).
[[gnu::always_inline]] inline float bounded(float w) noexcept {
    return std::clamp(w, 1e-30f, 1e30f);
}

// exp(-x) for x in [0, ~2] (alpha times a probability): (e^{-x/8})^8, the inner exp by its
// Taylor series to the 4th power; relative error under 1e-4. Adapt takes one per allowed
// move and step of the best sequence, at every iteration: a few multiplications rather
// than a call to std::exp.
[[gnu::always_inline]] inline float exp_minus(float x) noexcept {
    const float y = x * 0.125f;
    float e = 1.0f - y * (1.0f - y * (0.5f - y * (1.0f / 6 - y * (1.0f / 24))));
    e *= e;
    e *= e;
    return e * e;
}

template <int kColours>
[[gnu::always_inline]] inline void policy_playout(const BitBoard& root, const Rules& rules,
                                                  const RootStart& start, const float* w, bool tabu,
                                                  plateau::Random& rng, Trace& out,
                                                  PlayoutBuffers& buf) {
    out.score = 0;
    out.moves.clear();
    out.slots.clear();
    out.ends.clear();
    out.chosen.clear();
    BitBoard board = root;
    int tabu_colour = tabu ? start.tabu : -1;
    buf.list = start.groups;
    std::size_t first_new = 0;
    for (;;) {
        // The policy does not change during a playout: a group's weight is read once.
        std::vector<CodedGroup>& groups = buf.list.groups();
        for (std::size_t i = first_new; i < groups.size(); ++i)
            groups[i].weight = w[groups[i].slot];
        if (groups.empty()) break;
        // The tabu colour's groups are left out while it is in more than one group and
        // another colour has a move.
        bool skip_tabu = false;
        if (tabu_colour >= 0) {
            const int pieces = board.plane(tabu_colour).count();
            if (pieces == 0) {
                tabu_colour = -1;
            } else {
                int tabu_groups = 0, tabu_size = 0;
                for (const CodedGroup& g : groups) {
                    if (g.colour == tabu_colour) {
                        ++tabu_groups;
                        tabu_size = g.size;
                    }
                }
                skip_tabu = !(tabu_groups == 1 && tabu_size == pieces) &&
                            tabu_groups < static_cast<int>(groups.size());
            }
        }
        std::size_t n = 0;
        float sum = 0;
        for (std::uint32_t i = 0; i < groups.size(); ++i) {
            if (skip_tabu && groups[i].colour == tabu_colour) continue;
            const float x = groups[i].weight;
            buf.allowed[n] = i;
            buf.weights[n++] = x;
            sum += x;
        }
        std::size_t pick = 0;
        if (n > 1) {
            float r = static_cast<float>(rng.unit()) * sum;
            while (pick + 1 < n && r >= buf.weights[pick]) r -= buf.weights[pick++];
            // A step with one move changes nothing when adapted (its probability is 1:
            // e^{-alpha} then e^{alpha}), so only steps with a choice are recorded.
            const std::size_t base = out.slots.size();
            out.chosen.push_back(static_cast<std::uint32_t>(base + pick));
            out.slots.resize(base + n);
            for (std::size_t k = 0; k < n; ++k) out.slots[base + k] = groups[buf.allowed[k]].slot;
            out.ends.push_back(static_cast<std::uint32_t>(base + n));
        }
        const CodedGroup chosen = groups[buf.allowed[pick]];
        const Cell name = BitBoard::name_of(chosen.group);
        out.moves.push_back(name);
        const BitBoard before = board;
        board.template remove<kColours>(chosen.group);
        out.score += rules.move_points(chosen.size, board.cleared());
        first_new = buf.list.template after_removal<kColours>(before, board, rules.min_group);
    }
}

SAMEGAME_HOT_CLONES
void playout_on(const BitBoard& root, const Rules& rules, const RootStart& start, const float* w,
                bool tabu, plateau::Random& rng, Trace& out, PlayoutBuffers& buf) {
    switch (root.colours()) {
        case 3:
            return policy_playout<3>(root, rules, start, w, tabu, rng, out, buf);
        case 4:
            return policy_playout<4>(root, rules, start, w, tabu, rng, out, buf);
        case 5:
            return policy_playout<5>(root, rules, start, w, tabu, rng, out, buf);
        default:
            return policy_playout<0>(root, rules, start, w, tabu, rng, out, buf);
    }
}

const std::vector<Cell> kNoPrefix;

// One search's state: its buffers, and a policy per level for the copies that the level
// below adapts (copied into, never reallocated).
class Search {
  public:
    Search(const BitBoard& root, const Rules& rules, const BitNrpaSettings& settings,
           std::uint64_t seed, const StopCheck& stop, SharedBest& best)
        : root_(root),
          rules_(rules),
          start_(root, rules),
          settings_(settings),
          rng_(seed),
          stop_(stop),
          best_(best),
          copies_(static_cast<std::size_t>(std::max(settings.level, 1))) {}

    Trace run() {
        SlotPolicy policy;
        return level(settings_.level, policy);
    }
    [[nodiscard]] std::int64_t playouts() const { return playouts_; }

  private:
    void playout(const SlotPolicy& policy, Trace& out) {
        playout_on(root_, rules_, start_, policy.data(), settings_.tabu, rng_, out, buffers_);
        ++playouts_;
        best_.offer(out.score, kNoPrefix, out.moves);
    }

    Trace level(int n, SlotPolicy& policy) {
        Trace best;
        if (n <= 0) {
            playout(policy, best);
            return best;
        }
        Trace r;
        for (int i = 0; i < settings_.iterations; ++i) {
            // The first iteration always runs: a search, however short its budget (or
            // busy the machine), reaches at least one playout of its own.
            if (i > 0 && stop_.stopped()) break;
            if (n == 1) {
                // Stabilized NRPA: `stabilization` playouts of one policy before it adapts
                // (plain NRPA: one). A playout only reads the policy: no copy.
                for (int j = 0; j < settings_.stabilization; ++j) {
                    playout(policy, r);
                    if (r.score >= best.score) std::swap(best, r);
                }
            } else {
                SlotPolicy& copy = copies_[static_cast<std::size_t>(n - 1)];
                copy = policy;
                r = level(n - 1, copy);
                if (r.score < 0) break;  // stopped before it found anything
                if (r.score >= best.score) std::swap(best, r);
            }
            adapt(policy, best, settings_.alpha, probabilities_);
        }
        return best;
    }

    const BitBoard& root_;
    const Rules& rules_;
    RootStart start_;
    BitNrpaSettings settings_;
    plateau::Random rng_;
    const StopCheck& stop_;
    SharedBest& best_;
    std::vector<SlotPolicy> copies_;
    PlayoutBuffers buffers_;
    std::vector<float> probabilities_;
    std::int64_t playouts_ = 0;
};

}  // namespace

void bit_policy_playout(const BitBoard& root, const Rules& rules, const SlotPolicy& policy,
                        bool tabu, plateau::Random& rng, Trace& out) {
    PlayoutBuffers buf;
    playout_on(root, rules, RootStart(root, rules), policy.data(), tabu, rng, out, buf);
}

void adapt(SlotPolicy& policy, const Trace& trace, float alpha, std::vector<float>& scratch) {
    float* w = policy.data();
    scratch.resize(trace.slots.size());
    std::uint32_t begin = 0;
    for (const std::uint32_t end : trace.ends) {
        float sum = 0;
        for (std::uint32_t k = begin; k < end; ++k) sum += w[trace.slots[k]];
        const float inverse = 1.0f / sum;
        for (std::uint32_t k = begin; k < end; ++k) scratch[k] = w[trace.slots[k]] * inverse;
        begin = end;
    }
    for (std::size_t k = 0; k < trace.slots.size(); ++k) {
        float& x = w[trace.slots[k]];
        x = bounded(x * exp_minus(alpha * scratch[k]));
    }
    const float up = std::exp(alpha);
    for (const std::uint32_t k : trace.chosen) {
        float& x = w[trace.slots[k]];
        x = bounded(x * up);
    }
}

Trace bit_nrpa(const BitBoard& root, const Rules& rules, const BitNrpaSettings& settings,
               std::uint64_t seed, const StopCheck& stop, SharedBest& best,
               std::int64_t& playouts) {
    Search search(root, rules, settings, seed, stop, best);
    Trace t = search.run();
    playouts += search.playouts();
    return t;
}

}  // namespace samegame
