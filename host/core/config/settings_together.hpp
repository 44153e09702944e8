// `plateau check-config`'s last check of a game file: the values its files set, judged
// together by the game (as a game started from them would be), so that check-config and
// the game always agree.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/config/settings_judge.hpp"

namespace plateau::core {

// `files`: the game's files in the order the game reads them, ending with the file checked
// (the game's own file, then the user's). Every start the files allow (no preset, then each
// preset) is resolved and judged; a refused start whose values without the last file are
// accepted is that file's problem: `FILE:LINE:COLUMN: mines = 50: the game refuses it with
// the other values: REASON; with the other values, 1 to 64 is allowed`, at the line that set
// the key last (the preset's table when it sets it), or `FILE: ...` when no single key is
// to blame. One key is named: of those whose value alone cures the refusal, the one the
// reason names, else the last the game declares (what depends on others comes after them). Files
// that cannot be read are left to the other checks (no problem here).
[[nodiscard]] std::vector<std::string> check_settings_together(
    const ParamSchema& schema, const std::vector<std::filesystem::path>& files,
    const SettingsJudge& judge);

}  // namespace plateau::core
