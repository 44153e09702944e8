// Statistics of every game, in the data folder beside the high scores (statistics.toml):
// for each game and parameter set, the games finished, won, lost and drawn, the wins in a
// row, and the best result played unassisted — the points or the time for a game with
// high scores, the fewest moves for a one-player game without (Lights Out). For a game
// against the computer (Push Over, Tilings), won and lost are the player's results against
// it, one row per parameter set: per computer level.
//
//   [[played]]
//   game = "minesweeper"
//   parameters = "cols=9 rows=9 ..."   # the parameter set, as high_scores' key
//   values = "mines=12"                # the values that differ from the plugin's defaults
//   finished = 12
//   won = 5
//   lost = 6
//   drawn = 1
//   streak = 2                         # wins in a row, up to the last game
//   best_streak = 3
//   best = 95000                       # absent until there is one
//   best_kind = "time"                 # "points", "time" (milliseconds) or "moves"
#pragma once

#include <plateau/abi.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"
#include "core/game/game_instance.hpp"
#include "core/scores/score_decision.hpp"

namespace plateau::core {

// How a finished game ended for the player.
enum class GameResult {
    won,
    lost,
    drawn,
    ended  // an end that is no one's win over the player (players at one screen)
};

enum class BestKind { points, time, moves };

struct PlayedGame {
    GameResult result = GameResult::ended;
    // The value that may be a new best (an unassisted game from the settings, not from a
    // layout), with its kind; none otherwise.
    std::optional<std::int64_t> best_candidate;
    BestKind best_kind = BestKind::points;
};

struct StatisticsRow {
    std::string game;
    std::string parameters;
    std::string values;
    std::int64_t finished = 0;
    std::int64_t won = 0;
    std::int64_t lost = 0;
    std::int64_t drawn = 0;
    std::int64_t streak = 0;
    std::int64_t best_streak = 0;
    std::optional<std::int64_t> best;
    BestKind best_kind = BestKind::points;
    friend bool operator==(const StatisticsRow&, const StatisticsRow&) = default;
};

class Statistics {
  public:
    // A missing file is empty; a broken one is ScoresError naming the file and line.
    static Statistics load(const std::filesystem::path& file);
    // Writes the whole file atomically.
    void save(const std::filesystem::path& file) const;

    // Counts a finished game: its row (made if new) gains the game; a win lengthens the
    // streak, a loss ends it (a draw or another end leaves it); a candidate better than the
    // row's best (more points, less time, fewer moves) becomes the best.
    void record(const std::string& game, const std::string& parameters, const std::string& values,
                const PlayedGame& played);
    // A game's rows, in the order first played.
    [[nodiscard]] std::vector<StatisticsRow> rows(const std::string& game) const;
    // Gives `game`'s rows the parameters `key_of` and the values `values_of` make of
    // theirs; rows that then share their parameters become one, where the first was: their
    // counts added, the longer streaks and the better best kept.
    void rekey(const std::string& game,
               const std::function<std::string(const std::string&)>& key_of,
               const std::function<std::string(const std::string&)>& values_of);

  private:
    std::vector<StatisticsRow> rows_;
};

// What a finished game counts as. `status`: its end; `computers`: the players (from 1) a
// computer played; `decision`: its high-score decision; `moves`: the moves played;
// `helped`: a hint, a solver or an undone loss helped (no best then); `from_layout`: the
// board came from a layout. Won and lost are the game's own outcome, or, when a player won,
// whether that player was a person or a computer (players at one screen: `ended`). The best
// candidate is the entered high-score value (points or milliseconds), or, for a game of
// one person without high scores that was won, its moves.
[[nodiscard]] PlayedGame played_game(const plateau_plugin& plugin, const GameStatus& status,
                                     const std::set<int>& computers, const ScoreDecision& decision,
                                     int moves, bool helped, bool from_layout);

// Loads `file`, records the game and writes it back (making its folder).
// Its row is the one of the game's parameter set less its look parameters (score_keys.hpp);
// `values` are those that differ from the plugin's defaults, as the game ID writes them.
void record_statistics(const std::filesystem::path& file, const std::string& game,
                       const ParamSchema& schema, const Settings& settings,
                       const std::string& values, const PlayedGame& played);

}  // namespace plateau::core
