// A logic solver for Minesweeper. It knows which cells are open (with their numbers) and how
// many mines the board holds, and proves other cells safe or mined. In order of cost:
//   1. single-cell rules: a number whose mines are all found makes its other covered
//      neighbours safe; a number with as many covered neighbours as missing mines makes
//      them all mines;
//   2. pair rules over the frontier: two numbers that share covered cells bound how many
//      mines the shared cells hold, which can settle the cells only one of them sees (the
//      subset rule is the case where one set of cells contains the other);
//   3. the frontier enumerated part by part (the covered cells beside open numbers, split
//      into parts no number links), combined with the global mine count: a cell is settled
//      when it has the same value in every arrangement that agrees with every number and
//      leaves a possible number of mines for the cells no number sees.
// It never guesses: what it proves holds on every board that agrees with what it saw. A
// no-guess board is one it finishes from the first click (no_guess.hpp).
//
// Cells are numbered row by row from the top left (cell = row * cols + col).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace minesweeper {

enum class Known : std::uint8_t {
    unknown,  // nothing proved
    safe,     // proved safe, not open yet (its number is not known)
    open,     // open: its number is known
    mine      // proved a mine
};

// How far deduce() may go.
enum class SolverLevel { single = 1, pairs = 2, full = 3 };

class Solver {
  public:
    // The enumeration of rule 3 stops after this many search steps in one pass; the parts
    // left then are not used (nothing unsound is ever concluded). A count, not a time, so
    // every machine proves the same cells.
    static constexpr long kEnumerationBudget = 200000;

    Solver(int cols, int rows, int total_mines);

    // Forgets everything: every cell unknown.
    void reset();
    // The cell is open and shows `number` (it must not be a proved mine).
    void open(int cell, int number);
    // An open cell's number changed (the no-guess generator moved a mine beside it).
    void renumber(int cell, int number);
    // Takes an unknown cell as a mine, or as safe (its number unknown): a hypothesis, not
    // a proof, for a copy that draws a whole board agreeing with what is known (sample.hpp).
    void assume_mine(int cell) { mark_mine(cell); }
    void assume_safe(int cell) { mark_safe(cell); }

    // Proves cells until some cell not yet open is proved safe (true) or nothing more can
    // be proved with the rules up to `level` (false).
    bool deduce(SolverLevel level = SolverLevel::full);
    // The cells proved safe that were not open then, oldest first; take_safe() hands them
    // over and forgets them.
    [[nodiscard]] const std::vector<int>& safe_cells() const { return safe_; }
    std::vector<int> take_safe();
    // The cells proved mines (or assumed, assume_mine), in the order they were proved.
    [[nodiscard]] const std::vector<int>& mines_proved() const { return mines_proved_; }

    [[nodiscard]] Known known(int cell) const { return known_[cell]; }
    // The number an open cell shows.
    [[nodiscard]] int number(int cell) const { return number_[cell]; }
    // Mines not yet proved.
    [[nodiscard]] int mines_left() const { return total_mines_ - mines_found_; }
    [[nodiscard]] int cols() const { return cols_; }
    [[nodiscard]] int rows() const { return rows_; }
    [[nodiscard]] int cells() const { return n_; }
    [[nodiscard]] int total_mines() const { return total_mines_; }
    // Cells neither open nor proved.
    [[nodiscard]] int unknown_count() const { return unknown_; }
    [[nodiscard]] int open_count() const { return open_; }
    // Whether an unknown cell touches an open cell (it is on the frontier).
    [[nodiscard]] bool on_frontier(int cell) const;
    // A cell's neighbours proved mines, and those neither open nor proved: opened, the cell
    // shows mines plus 0 to unknown.
    struct Around {
        int mines = 0;
        int unknown = 0;
    };
    [[nodiscard]] Around around(int cell) const;

    // For each cell, the chance that it is a mine over every arrangement that agrees with
    // what is known (each equally likely): 0 or 1 for cells known. For choosing a guess.
    [[nodiscard]] std::vector<double> mine_probabilities() const;
    // The same, and the log of how many arrangements agree (see frontier.hpp).
    struct Odds {
        std::vector<double> mine;
        double log_arrangements = 0;
        bool complete = true;  // false: a part of the frontier passed the budget (estimates)
    };
    [[nodiscard]] Odds odds() const;

    // What the frontier analysis (frontier.cpp) reads.
    struct View {
        int cols, rows, n;
        const std::vector<Known>& known;
        const std::vector<std::uint8_t>& number;
        const std::vector<std::uint8_t>& mines_around;
        const std::vector<std::uint16_t>& unknown_mask;
        const std::array<int, 9>& offset;
        int remaining_mines;  // total minus proved
        int unknown;
    };

  private:
    void mark_safe(int cell);
    void mark_mine(int cell);
    void touch(int cell);
    bool single_pass();
    bool pair_pass();
    bool check_pair(int a, int b, int dx, int dy);
    bool frontier_pass();
    [[nodiscard]] View view() const;

    int cols_, rows_, n_, total_mines_;
    std::array<int, 9> offset_{};  // bit k = (dy + 1) * 3 + (dx + 1) -> dy * cols + dx
    std::vector<Known> known_;
    std::vector<std::uint8_t> number_;         // open cells
    std::vector<std::uint8_t> mines_around_;   // proved mines among the neighbours
    std::vector<std::uint16_t> unknown_mask_;  // open cells: bit k set for an unknown neighbour
    std::vector<std::uint16_t> inside_mask_;   // bit k set for a neighbour on the board
    std::vector<int> queue_;                   // open cells to look at with rule 1
    std::vector<std::uint8_t> queued_;
    std::vector<int> dirty_;  // open cells changed since the last pair pass
    std::vector<std::uint8_t> is_dirty_;
    std::vector<int> safe_;
    std::vector<int> mines_proved_;
    int unknown_ = 0;
    int open_ = 0;
    int mines_found_ = 0;
};

}  // namespace minesweeper
