// NRPA (nrpa.hpp's algorithm, Rosin 2011) made fast for the bit board, the solver's NRPA
// on boards of up to 15x16:
// - the move list is kept up to date from move to move (group_list.hpp) instead of listed
//   whole at every step, each group's policy slot computed once when it appears;
// - a move's code names the group removed (its colour and cells, zobrist.hpp's
//   group_code), so the same group in different positions shares its weight; the policy is
//   a table of 2^18 weights (as the open-source NRPA for SameGame, bnegreve/nrpa, has it);
// - a playout records, step by step, the slots of the moves it could choose from and the
//   one it chose (a Trace), so adapting the policy to a sequence replays no board;
// - the tabu colour: the playouts leave the colour with the most pieces at their start
//   until all of its pieces form one group (or nothing else is left), as the tabu playouts
//   of NMCS do (search_engines.hpp).
#pragma once

#include <cstdint>
#include <plateau/random.hpp>
#include <vector>

#include "samegame/rules/rules.hpp"
#include "samegame/search/bit_board.hpp"
#include "samegame/search/search_common.hpp"

namespace samegame {

inline constexpr int kPolicyBits = 18;

// exp(logit) for every slot: 2^18 floats (1 MB). A playout reads one weight per legal move
// and step, so weights rather than logits: no exp in the playouts.
class SlotPolicy {
  public:
    SlotPolicy() : weights_(std::size_t{1} << kPolicyBits, 1.0f) {}
    [[nodiscard]] const float* data() const noexcept { return weights_.data(); }
    [[nodiscard]] float* data() noexcept { return weights_.data(); }

  private:
    std::vector<float> weights_;
};

// A playout as NRPA adapts to it: the moves and their points, and at each step the slots
// of the moves allowed (slots[ends[s-1]..ends[s])) and which of them was played (chosen[s],
// an index into slots).
struct Trace {
    std::int64_t score = -1;  // -1: none yet
    std::vector<Cell> moves;
    std::vector<std::uint32_t> slots;
    std::vector<std::uint32_t> ends;
    std::vector<std::uint32_t> chosen;
};

struct BitNrpaSettings {
    int level = 3;
    int iterations = 100;  // runs of level n-1 per level n
    float alpha = 1.0f;    // the adaptation's step
    bool tabu = true;      // the playouts leave the most frequent colour for last
    // Level 1 plays this many playouts with one policy before each adaptation (Stabilized
    // NRPA, Cazenave, Sevestre and Toulemont 2021); 1: plain NRPA.
    int stabilization = 1;
};

// One NRPA search from `root` (a fresh uniform policy). Every playout is offered to `best`
// as a whole sequence from the root. Returns the best trace it found; returns early, with
// what it has, once `stop` says so. `playouts` counts the playouts made.
Trace bit_nrpa(const BitBoard& root, const Rules& rules, const BitNrpaSettings& settings,
               std::uint64_t seed, const StopCheck& stop, SharedBest& best, std::int64_t& playouts);

// One playout from `root` drawn by `policy` (exposed for the tests).
void bit_policy_playout(const BitBoard& root, const Rules& rules, const SlotPolicy& policy,
                        bool tabu, plateau::Random& rng, Trace& out);

// Moves `policy` towards `trace` by `alpha` (exposed for the tests): every probability is
// taken from the policy as it was, then the weights change.
void adapt(SlotPolicy& policy, const Trace& trace, float alpha, std::vector<float>& scratch);

}  // namespace samegame
