// What the host core tests share: the real Lights Out plugin, loaded once with
// load_plugin as the host loads it, games made from layouts, boards written by hand, and
// temporary folders.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"
#include "core/game/game_instance.hpp"
#include "core/plugins/plugin.hpp"
#include "core/session/session.hpp"
#include "temp_folder.hpp"

namespace plateau::core::testing {

using Rows = std::vector<std::string>;

// <build>/plugins/lightsout.so, loaded once; throws when it is refused.
const Plugin& lightsout();
const plateau_plugin& lightsout_table();
const ParamSchema& lightsout_schema();
// Every parameter at the schema's default.
Settings lightsout_defaults();
// The defaults with one value changed.
Settings lightsout_settings(const std::string& key, const ParamValue& value);

// A board's text form: its rows joined by line breaks.
std::string board(const Rows& rows);
// A layout's text: each row ended by a line break.
std::string layout(const Rows& rows);
// A session's current position in its game's text form.
std::string text(const Session& s);

std::shared_ptr<const GameInstance> game_from_layout(const Rows& rows, std::uint64_t seed = 5);
std::shared_ptr<const GameInstance> game_from_seed(std::uint64_t seed, const Settings& settings);

// A new empty folder, removed with everything in it at the end of the test.
using TempDir = plateau::test::TempFolder;

std::string read_text(const std::filesystem::path& file);

// The 3x3 position most session and text-mode tests start from, and the positions the
// moves below lead to, each worked out by hand (a press toggles the cell and its
// horizontal and vertical neighbours):
//   B0        = #.. .## .#.
//   B0 + 0 0  = .#. ### .#.   (toggles (0,0) (1,0) (0,1))            = B1
//   B1 + 1 1  = ... ... ...   (toggles the plus sign around (1,1))  won
//   B1 + 2 2  = .#. ##. ..#   (toggles (2,2) (1,2) (2,1))
//   B1 + 0 2  = .#. .## #..   (toggles (0,2) (1,2) (0,1))
//   B0 + 2 0  = ### .#. .#.   (toggles (2,0) (1,0) (2,1))
//   B0+2 0+0 0= ..# ##. .#.   (toggles (0,0) (1,0) (0,1) of the one above)
//   B0 + 2 2  = #.. .#. ..#   (toggles (2,2) (1,2) (2,1))
inline const Rows kB0 = {"#..", ".##", ".#."};
inline const Rows kB1 = {".#.", "###", ".#."};
inline const Rows kOff = {"...", "...", "..."};
inline const Rows kB1_22 = {".#.", "##.", "..#"};
inline const Rows kB1_02 = {".#.", ".##", "#.."};
inline const Rows kB0_20 = {"###", ".#.", ".#."};
inline const Rows kB0_20_00 = {"..#", "##.", ".#."};
inline const Rows kB0_22 = {"#..", ".#.", "..#"};

}  // namespace plateau::core::testing
