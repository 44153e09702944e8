// The Minesweeper plugin loaded as the host loads it, and games made from it with settings
// given the way the command line gives them (--preset, --set KEY=VALUE, --layout).
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/game/game_instance.hpp"
#include "core/plugins/plugin.hpp"
#include "core/saves/save_file.hpp"
#include "core/session/session.hpp"

namespace minesweeper_test {

using plateau::core::GameInstance;
using plateau::core::Session;
using plateau::core::StateRef;

// A game in play through a host session, as the text mode and the window drive it.
class Play {
  public:
    explicit Play(std::shared_ptr<const GameInstance> game) : session_(std::move(game)) {}
    explicit Play(Session session) : session_(std::move(session)) {}

    // Plays a move: "" when accepted, else the refusal (and nothing changed).
    std::string move(const std::string& move);
    // Plays moves that must all be accepted.
    void moves(const std::vector<std::string>& moves);
    [[nodiscard]] std::string board() const;
    [[nodiscard]] std::string info() const;
    [[nodiscard]] const plateau::core::GameStatus& status() const { return session_.status(); }
    // "over result": "0 none", "1 won", "1 lost".
    [[nodiscard]] std::string result() const;
    // The hint job's items, run to its end: "hint: MOVE" or "message: TEXT" lines.
    [[nodiscard]] std::vector<std::string> hint() const;
    Session& session() { return session_; }
    [[nodiscard]] const Session& session() const { return session_; }

  private:
    Session session_;
};

class MinesweeperTest : public ::testing::Test {
  protected:
    static const plateau_plugin& table();
    static const plateau::core::ParamSchema& schema();
    static plateau::core::Settings settings(const std::vector<std::string>& sets,
                                            const std::optional<std::string>& preset = {});
    // A game; throws PluginError (or ConfigError for a value the schema refuses).
    static std::shared_ptr<const GameInstance> game(const std::vector<std::string>& sets,
                                                    std::uint64_t seed = 1,
                                                    const std::optional<std::string>& layout = {},
                                                    const std::optional<std::string>& preset = {});
    // A game from a hand-drawn layout (lines joined with '\n') and extra settings.
    static std::shared_ptr<const GameInstance> layout_game(
        const std::vector<std::string>& lines, const std::vector<std::string>& sets = {});
    // A save file read and its session restored as the host does (SaveError if refused).
    static plateau::core::SaveFile read_save(const std::filesystem::path& file);
    static Session restore(const std::filesystem::path& file, const plateau::core::SaveFile& save);
    // Why making this game is refused, by the schema or by the plugin ("" if it was made).
    static std::string refusal(const std::vector<std::string>& sets,
                               const std::optional<std::string>& layout = {},
                               const std::optional<std::string>& preset = {});
};

// Lines joined with '\n'.
std::string join(const std::vector<std::string>& lines);

// Layout A, 5x5, mines at (1,1), (3,3), (5,5) (column, row, from 1). Its numbers, by
// counting the mines among each cell's eight neighbours:
//   *1000
//   12110
//   01*10
//   01121
//   0001*
// "o 5 1" then "o 1 5" wins it.
inline const std::vector<std::string> kLayoutA = {"*....", ".....", "..*..", ".....", "....*"};

}  // namespace minesweeper_test
