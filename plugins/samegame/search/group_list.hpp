// The legal groups of a bit board, kept up to date move by move (for NRPA's playouts,
// which need every legal group and its policy slot at every step).
//
// A removal changes few cells: those above the removed pieces in the group's columns,
// and, only when a column empties, every column right of it. Call a cell touched for a
// colour when it changed and held that colour before or holds it after. A listed group
// none of whose cells, and none of whose neighbours, are touched for its colour is still a
// group after the removal (its cells kept their colour; no neighbour took it), with the
// same cells and therefore the same code. And every group after the removal that holds
// no cell touched for its colour or next to one was such a group before (none of its old
// neighbours of its colour changed, or it would hold a cell next to one). So only the
// pieces of each colour on or next to the cells touched for it are grown into groups
// again. Listing every group at every step made NRPA 20 times slower than NMCS's playouts.
//
// Members are always inlined so that the hot-clone playouts (hot_clones.hpp) each get
// their own copy, and templated on the number of colours like BitBoard's.
#pragma once

#include <algorithm>
#include <array>
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
        const int colours = kColours > 0 ? kColours : board.colours();
        for (int c = 0; c < colours; ++c) add_within(board, c, min_group, everywhere);
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
        std::array<Bits256, kMaxColours> near;  // per colour: touched for it, or next to
        for (int c = 0; c < colours; ++c) {
            const Bits256 touched = changed & (before.plane(c) | after.plane(c));
            near[static_cast<std::size_t>(c)] = touched | spread(touched);
        }
        std::erase_if(groups_, [&near](const CodedGroup& g) {
            return (g.group & near[static_cast<std::size_t>(g.colour)]).any();
        });
        const std::size_t first_new = groups_.size();
        for (int c = 0; c < colours; ++c) {
            add_within(after, c, min_group, near[static_cast<std::size_t>(c)]);
        }
        return first_new;
    }

  private:
    // Appends the groups of colour `c` with a piece in `where`.
    [[gnu::always_inline]] void add_within(const BitBoard& board, int c, int min_group,
                                           const Bits256& where) {
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

    std::vector<CodedGroup> groups_;
};

}  // namespace samegame
