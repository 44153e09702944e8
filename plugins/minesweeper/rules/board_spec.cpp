#include "minesweeper/rules/board_spec.hpp"

#include <cmath>
#include <plateau/format.hpp>
#include <plateau/refusal.hpp>
#include <plateau/translate.hpp>
#include <sstream>

namespace minesweeper {

int max_mines(int cells, double ratio) {
    return static_cast<int>(std::floor(ratio * static_cast<double>(cells) + 1e-9));
}

std::string format_ratio(double ratio) {
    std::ostringstream out;
    out.precision(6);
    out << ratio;
    return out.str();
}

namespace {

using plateau::format, plateau::tr, plateau::trn;

// "a 9x9 board (81 cells)", the article with it: the messages below start with it or end
// with it, in every language.
std::string board_text(const BoardSpec& spec) {
    return format(trn("a {0}x{1} board ({2} cell)", "a {0}x{1} board ({2} cells)",
                      static_cast<unsigned long>(spec.cells())),
                  spec.cols, spec.rows, spec.cells());
}

const char* out_of_bounds() { return tr("{0} = {1} is out of bounds: {2} to {3} is allowed"); }

void check_side(const char* key, int value) {
    if (value < kMinSide || value > kMaxSide) {
        throw plateau::Refusal(format(out_of_bounds(), key, value, kMinSide, kMaxSide));
    }
}

}  // namespace

void check_spec(const BoardSpec& spec) {
    check_side("cols", spec.cols);
    check_side("rows", spec.rows);
    if (!(spec.max_mine_ratio >= kMinRatio && spec.max_mine_ratio <= kMaxRatio)) {
        throw plateau::Refusal(format(out_of_bounds(), "max_mine_ratio",
                                      format_ratio(spec.max_mine_ratio), format_ratio(kMinRatio),
                                      format_ratio(kMaxRatio)));
    }
    const std::string ratio = format_ratio(spec.max_mine_ratio);
    const int allowed = max_mines(spec.cells(), spec.max_mine_ratio);
    // Below the highest ratio, the refusal says how to allow more mines.
    const bool can_raise = spec.max_mine_ratio < kMaxRatio;
    if (allowed < 1) {
        const int needed = static_cast<int>(std::ceil(1.0 / spec.max_mine_ratio - 1e-9));
        const auto n = static_cast<unsigned long>(needed);
        throw plateau::Refusal(format(
            can_raise ? trn("{0} allows no mine with max_mine_ratio = {1}: floor({1} x {2}) = 0; "
                            "at least {3} cell is needed; raise max_mine_ratio (up to {4}) for "
                            "more",
                            "{0} allows no mine with max_mine_ratio = {1}: floor({1} x {2}) = 0; "
                            "at least {3} cells are needed; raise max_mine_ratio (up to {4}) for "
                            "more",
                            n)
                      : trn("{0} allows no mine with max_mine_ratio = {1}: floor({1} x {2}) = 0; "
                            "at least {3} cell is needed",
                            "{0} allows no mine with max_mine_ratio = {1}: floor({1} x {2}) = 0; "
                            "at least {3} cells are needed",
                            n),
            board_text(spec), ratio, spec.cells(), needed, format_ratio(kMaxRatio)));
    }
    if (spec.mines < 1 || spec.mines > allowed) {
        throw plateau::Refusal(format(
            can_raise && spec.mines > allowed
                ? tr("mines = {0} is out of bounds for {1}: 1 to {2} is allowed (floor({3} x "
                     "{4})); raise max_mine_ratio (up to {5}) for more")
                : tr("mines = {0} is out of bounds for {1}: 1 to {2} is allowed (floor({3} x "
                     "{4}))"),
            spec.mines, board_text(spec), allowed, ratio, spec.cells(), format_ratio(kMaxRatio)));
    }
}

bool opening_falls_back(const BoardSpec& spec) {
    return !spec.from_layout && spec.first_click == FirstClick::opening &&
           spec.mines > spec.cells() - kOpeningCells;
}

FirstClick effective_first_click(const BoardSpec& spec) {
    if (spec.from_layout) return FirstClick::any;
    if (opening_falls_back(spec)) return FirstClick::safe;
    if (spec.no_guess && spec.first_click == FirstClick::any) return FirstClick::safe;
    return spec.first_click;
}

FirstClick parse_first_click(std::string_view text) {
    if (text == "any") return FirstClick::any;
    if (text == "safe") return FirstClick::safe;
    if (text == "opening") return FirstClick::opening;
    throw plateau::Refusal(plateau::format(
        plateau::tr("first_click = \"{}\": any, safe or opening is allowed"), text));
}

}  // namespace minesweeper
