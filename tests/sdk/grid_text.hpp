// Test helper: a Grid<char> written as strings, one per row, top row (row 0) first.
#pragma once

#include <plateau/grid.hpp>
#include <string>
#include <vector>

namespace plateau::test {

inline Grid<char> grid_from(const std::vector<std::string>& rows) {
    const int height = static_cast<int>(rows.size());
    const int width = rows.empty() ? 0 : static_cast<int>(rows.front().size());
    std::vector<char> cells;
    for (const auto& row : rows) cells.insert(cells.end(), row.begin(), row.end());
    return Grid<char>::from_cells(width, height, std::move(cells));
}

inline std::vector<std::string> rows_of(const Grid<char>& grid) {
    std::vector<std::string> rows;
    for (int row = 0; row < grid.height(); ++row) {
        std::string line;
        for (int col = 0; col < grid.width(); ++col) line += grid.at(col, row);
        rows.push_back(line);
    }
    return rows;
}

}  // namespace plateau::test
