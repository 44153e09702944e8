// The key a game's high scores and statistics are kept under: its parameter set, less the
// look parameters (abi.h, LOOK PARAMETERS), which are the player's taste, not the game's.
// Keys written with them (before ABI 1.6) are read back without them, and the tables and
// rows that then meet are merged.
#pragma once

#include <plateau/abi.h>

#include <filesystem>
#include <string>
#include <string_view>

#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"
#include "core/scores/high_scores.hpp"
#include "core/scores/statistics.hpp"

namespace plateau::core {

// Every value but the look parameters', in schema order, as "key=value" words (the value
// as TOML): "rows=10 cols=15 colours=[\"#e01b24\", \"#33d17a\"]".
[[nodiscard]] std::string parameters_key(const ParamSchema& schema, const Settings& settings);

// A key of that form without the words of the schema's look parameters. A key that is not
// of that form (a file edited by hand) is given back as it is.
[[nodiscard]] std::string key_without_looks(std::string_view key, const ParamSchema& schema);

// The values of a statistics row, "key=value,key=value" as a game ID writes them, without
// the look parameters' items.
[[nodiscard]] std::string values_without_looks(std::string_view values, const ParamSchema& schema);

// The high scores in `file`, `game`'s keys without the look parameters (its tables that
// then meet merged, best first, ten kept). ScoresError for a broken file.
[[nodiscard]] HighScores load_high_scores(const std::filesystem::path& file,
                                          const std::string& game, const ParamSchema& schema,
                                          plateau_score_kind kind);

// The statistics in `file`, `game`'s rows keyed without the look parameters (rows that then
// meet merged). ScoresError for a broken file.
[[nodiscard]] Statistics load_statistics(const std::filesystem::path& file, const std::string& game,
                                         const ParamSchema& schema);

}  // namespace plateau::core
