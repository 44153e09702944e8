#include "samegame/view/removal_motion.hpp"

#include "samegame/rules/groups.hpp"

namespace samegame {

std::vector<PieceMotion> removal_motion(const Board& before, Cell start) {
    std::vector<PieceMotion> motion;
    if (!before.in_bounds(start) || before.is_empty(start)) return motion;
    GroupFinder finder;
    std::vector<bool> removed(before.cells().size(), false);
    for (const Cell c : finder.cells_of(before, start)) removed[before.index(c)] = true;
    int next_col = 0;  // the column the next column keeping pieces closes up to
    for (int col = 0; col < before.used_cols(); ++col) {
        int fallen = 0;
        const std::size_t first = motion.size();
        for (int row = 0; row < before.height(col); ++row) {
            const Cell c{col, row};
            PieceMotion m;
            m.colour = before.at(c);
            m.from = c;
            m.removed = removed[before.index(c)];
            m.fall_row = m.removed ? row : fallen++;
            motion.push_back(m);
        }
        for (std::size_t i = first; i < motion.size(); ++i) motion[i].to_col = next_col;
        if (fallen > 0) ++next_col;
    }
    return motion;
}

}  // namespace samegame
