// High scores: the ten best per game and per parameter set, kept in the data folder as
// TOML (scores.toml), each entry with a name and a date.
//
//   [[score]]
//   game = "samegame"
//   parameters = "rows=10 cols=15 colours=[...] ..."   # the parameter set, as a key
//                                   # (its look parameters left out: score_keys.hpp)
//   name = "Ada"
//   value = 1234            # points, or milliseconds for games scored by time
//   date = "2026-11-22"
//
// Points: more is better. Times: less is better. Ties keep the earlier entry first.
#pragma once

#include <plateau/abi.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"

namespace plateau::core {

class ScoresError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct ScoreEntry {
    std::string name;
    std::int64_t value = 0;
    std::string date;  // YYYY-MM-DD
    friend bool operator==(const ScoreEntry&, const ScoreEntry&) = default;
};

class HighScores {
  public:
    static constexpr std::size_t kKept = 10;

    // A missing file is an empty table; a broken one is ScoresError naming the file and line.
    static HighScores load(const std::filesystem::path& file);
    // Writes the whole table atomically.
    void save(const std::filesystem::path& file) const;

    // The table of one game and parameter set, best first.
    [[nodiscard]] std::vector<ScoreEntry> top(const std::string& game,
                                              const std::string& parameters) const;
    // The rank (1..10) a value would take, or 0 if it does not enter the table.
    [[nodiscard]] int rank_of(const std::string& game, const std::string& parameters,
                              std::int64_t value, plateau_score_kind kind) const;
    // Adds an entry; returns its rank (1..10), or 0 if it did not enter the table.
    int add(const std::string& game, const std::string& parameters, ScoreEntry entry,
            plateau_score_kind kind);
    // The best entry over every parameter set of a game (for the launcher's card).
    [[nodiscard]] std::optional<ScoreEntry> best(const std::string& game,
                                                 plateau_score_kind kind) const;
    // Gives `game`'s rows the key `key_of` makes of theirs; tables that then share a key
    // become one, best first (ties: the earlier entry first), ten kept. The file keeps the
    // old keys until it is saved.
    void rekey(const std::string& game,
               const std::function<std::string(const std::string&)>& key_of,
               plateau_score_kind kind);

  private:
    struct Row {
        std::string game;
        std::string parameters;
        ScoreEntry entry;
    };
    std::vector<Row> rows_;
};

// Today's date, YYYY-MM-DD, local time.
[[nodiscard]] std::string today();

// The name a new entry is given: the login name ($USER, else $LOGNAME), else "Player".
[[nodiscard]] std::string player_name();

// Enters a finished game's value in the table of `file` under the player's name and today's
// date, and writes the table if it entered (making its folder). Returns its rank (1..10), or
// 0 if it did not enter. Throws ScoresError (and filesystem errors) when the table cannot be
// read or written.
// The table is the one of the game's parameter set less its look parameters (score_keys.hpp).
int record_score(const std::filesystem::path& file, const std::string& game,
                 const ParamSchema& schema, const Settings& settings, std::int64_t value,
                 plateau_score_kind kind);

}  // namespace plateau::core
