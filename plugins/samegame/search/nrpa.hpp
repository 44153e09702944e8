// Nested rollout policy adaptation (Rosin, IJCAI 2011). A policy gives every move code a
// weight; a playout picks each move with probability proportional to the weights of the
// legal moves (a softmax over their logits). Level n runs level n-1 `iterations` times,
// each on a copy of its policy, keeps the best sequence, and after each run moves its
// policy towards that sequence (adapt: the chosen move's logit + alpha, every legal
// move's - alpha * its probability). Level 0 is a playout.
#pragma once

#include <cstdint>
#include <vector>

#include "samegame/search/search_context.hpp"

namespace samegame {

// The weights, kept as exp(logit) in a table indexed by the code's low bits (codes that
// share a slot share a weight: rare, and harmless to the search). Starts uniform.
class Policy {
  public:
    static constexpr int kBits = 15;
    Policy() : weights_(std::size_t{1} << kBits, 1.0f) {}
    [[nodiscard]] float weight(std::uint64_t code) const noexcept { return weights_[slot(code)]; }
    // Multiplies a weight (adds log(factor) to its logit), kept inside float's range.
    void scale(std::uint64_t code, float factor) noexcept;

  private:
    [[nodiscard]] static std::size_t slot(std::uint64_t code) noexcept {
        return static_cast<std::size_t>(code >> (64 - kBits));
    }
    std::vector<float> weights_;
};

struct NrpaSettings {
    int iterations = 100;  // runs of level n-1 per level n
    float alpha = 1.0f;    // the adaptation's step
};

// The best sequence found from `root` by a search of `level` adapting `policy`.
// Returns early, with what it has, once ctx.stop says so.
template <class Engine>
Sequence nrpa(SearchContext<Engine>& ctx, const typename Engine::Pos& root, int level,
              Policy& policy, const NrpaSettings& settings = {});

}  // namespace samegame
