// The legal groups of a bit board, kept up to date move by move (for NRPA's playouts,
// which need every legal group and its policy slot at every step).
//
// A removal changes few cells: those above the removed pieces in the group's columns,
// and, only when a column empties, every column right of it. A listed group none of whose
// cells changed, and none of whose neighbours did, is still a group after the removal,
// with the same cells and therefore the same code. So after a removal only the pieces of
// the changed cells and their neighbours are grown into groups again (which finds every
// group that is new: a new group holds at least one of those pieces, else it was listed
// before and kept). Listing every group at every step made NRPA 20 times slower than
// NMCS's playouts.
//
// Members are always inlined so that the hot-clone playouts (hot_clones.hpp) each get
// their own copy, and templated on the number of colours like BitBoard's.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "samegame/search/bit_board.hpp"
#include "samegame/search/zobrist.hpp"

namespace samegame {

struct CodedGroup {
    Bits256 group;
    std::uint32_t slot = 0;  // the policy's index for the group's code (colour and cells)
    int size = 0;
    int colour = 0;
    float weight = 0;  // left to the user: NRPA's playouts keep the policy's weight here
};

template <int kSlotBits>
class GroupList {
  public:
    [[nodiscard]] const std::vector<CodedGroup>& groups() const noexcept { return groups_; }
    // For the groups' `weight` (their cells must not change).
    [[nodiscard]] std::vector<CodedGroup>& groups() noexcept { return groups_; }

    // Every legal group of `board`. Returns 0: the index of the first group added.
    template <int kColours>
    [[gnu::always_inline]] std::size_t reset(const BitBoard& board, int min_group) {
        groups_.clear();
        Bits256 everywhere;
        everywhere.w = ~everywhere.w;
        add_within<kColours>(board, min_group, everywhere);
        return 0;
    }

    // After a removal that made `before` into `after`. Returns the index of the first group
    // added: the groups before it were kept, in their order.
    template <int kColours>
    [[gnu::always_inline]] std::size_t after_removal(const BitBoard& before, const BitBoard& after,
                                                     int min_group) {
        const int colours = kColours > 0 ? kColours : after.colours();
        Bits256 changed;
        for (int c = 0; c < colours; ++c) {
            changed = changed | Bits256{before.plane(c).w ^ after.plane(c).w};
        }
        const Bits256 near = changed | spread(changed);
        std::erase_if(groups_, [&near](const CodedGroup& g) { return (g.group & near).any(); });
        const std::size_t first_new = groups_.size();
        add_within<kColours>(after, min_group, near);
        return first_new;
    }

  private:
    // Appends the groups with a piece in `where`.
    template <int kColours>
    [[gnu::always_inline]] void add_within(const BitBoard& board, int min_group,
                                           const Bits256& where) {
        const int colours = kColours > 0 ? kColours : board.colours();
        for (int c = 0; c < colours; ++c) {
            const Bits256& m = board.plane(c);
            Bits256 left = (min_group <= 1 ? m : paired_in(m)) & where;
            while (left.any()) {
                Bits256 start;
                start.set(left.lowest());
                CodedGroup g;
                g.group = grow(start, m);
                left = minus(left, g.group);
                g.size = g.group.count();
                if (g.size < min_group) continue;
                g.colour = c;
                g.slot = static_cast<std::uint32_t>(group_code(g.group, c) >> (64 - kSlotBits));
                groups_.push_back(g);
            }
        }
    }

    std::vector<CodedGroup> groups_;
};

}  // namespace samegame
