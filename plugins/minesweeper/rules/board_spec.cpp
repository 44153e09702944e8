#include "minesweeper/rules/board_spec.hpp"

#include <cmath>
#include <plateau/refusal.hpp>
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

std::string cells_text(int n) { return std::to_string(n) + (n == 1 ? " cell" : " cells"); }

std::string size_text(const BoardSpec& spec) {
    return std::to_string(spec.cols) + "x" + std::to_string(spec.rows) + " board (" +
           cells_text(spec.cells()) + ")";
}

void check_side(const char* key, int value) {
    if (value < kMinSide || value > kMaxSide) {
        throw plateau::Refusal(std::string(key) + " = " + std::to_string(value) +
                               " is out of bounds: " + std::to_string(kMinSide) + " to " +
                               std::to_string(kMaxSide) + " is allowed");
    }
}

}  // namespace

void check_spec(const BoardSpec& spec) {
    check_side("cols", spec.cols);
    check_side("rows", spec.rows);
    if (!(spec.max_mine_ratio >= kMinRatio && spec.max_mine_ratio <= kMaxRatio)) {
        throw plateau::Refusal("max_mine_ratio = " + format_ratio(spec.max_mine_ratio) +
                               " is out of bounds: " + format_ratio(kMinRatio) + " to " +
                               format_ratio(kMaxRatio) + " is allowed");
    }
    const std::string ratio = format_ratio(spec.max_mine_ratio);
    const int allowed = max_mines(spec.cells(), spec.max_mine_ratio);
    const std::string raise =
        spec.max_mine_ratio < kMaxRatio
            ? "; raise max_mine_ratio (up to " + format_ratio(kMaxRatio) + ") for more"
            : "";
    if (allowed < 1) {
        const int needed = static_cast<int>(std::ceil(1.0 / spec.max_mine_ratio - 1e-9));
        throw plateau::Refusal("a " + size_text(spec) + " allows no mine with max_mine_ratio = " +
                               ratio + ": floor(" + ratio + " x " + std::to_string(spec.cells()) +
                               ") = 0; at least " + cells_text(needed) + " are needed" + raise);
    }
    if (spec.mines < 1 || spec.mines > allowed) {
        throw plateau::Refusal(
            "mines = " + std::to_string(spec.mines) + " is out of bounds for a " + size_text(spec) +
            ": 1 to " + std::to_string(allowed) + " is allowed (floor(" + ratio + " x " +
            std::to_string(spec.cells()) + "))" + (spec.mines > allowed ? raise : ""));
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
    throw plateau::Refusal("first_click = \"" + std::string(text) +
                           "\": any, safe or opening is allowed");
}

}  // namespace minesweeper
