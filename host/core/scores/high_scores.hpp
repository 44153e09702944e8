// High scores: the ten best per game and per parameter set, kept in the data folder as
// TOML (scores.toml), each entry with a name and a date.
//
//   [[score]]
//   game = "samegame"
//   parameters = "cols=15 colours=[...] rows=10 ..."   # the parameter set, as a key
//   name = "Ada"
//   value = 1234            # points, or milliseconds for games scored by time
//   date = "2026-11-22"
//
// Points: more is better. Times: less is better. Ties keep the earlier entry first.
#pragma once

#include <plateau/abi.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

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

// The key of a parameter set: every value, in schema order, as "key=value" words.
[[nodiscard]] std::string parameters_key(const Settings& settings);

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
int record_score(const std::filesystem::path& file, const std::string& game,
                 const Settings& settings, std::int64_t value, plateau_score_kind kind);

}  // namespace plateau::core
