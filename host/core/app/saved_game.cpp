#include "core/app/saved_game.hpp"

#include <exception>
#include <string_view>

#include "core/app/host_context.hpp"
#include "core/game/game_instance.hpp"
#include "core/i18n/translate.hpp"
#include "core/plugins/plugin.hpp"
#include "core/saves/save_file.hpp"

namespace plateau::core {

SavedGame load_saved_game(HostContext& context, const std::filesystem::path& path,
                          const std::string& game_id) {
    const auto schema_of = [&](const std::string& id) -> const ParamSchema* {
        return context.find_game(id) ? &context.schema(id) : nullptr;
    };
    const SaveFile save = read_save(path, schema_of);
    if (save.game_id != game_id) {
        throw SaveError(
            path.string() + ": " +
            format(tr("this is a saved game of {0}, not of {1}"), save.game_id, game_id));
    }
    check_save_version(path, save, context.find_game(game_id)->version());
    const auto in_own_look = [&](const std::string& id, const Settings& settings,
                                 std::uint64_t seed, std::optional<std::string> layout) {
        return context.make_game_in_own_look(id, settings, seed, std::move(layout));
    };
    try {
        return {restore_session(path, save, in_own_look), save.elapsed};
    } catch (const SaveError&) {
        // Refused in the player's look (a game whose look is more than a look): as saved.
        const auto as_saved = [&](const std::string& id, const Settings& settings,
                                  std::uint64_t seed, std::optional<std::string> layout) {
            return context.make_game(id, settings, seed, std::move(layout));
        };
        return {restore_session(path, save, as_saved), save.elapsed};
    }
}

namespace {
// "FILE:7: reason" -> "line 7: reason"; "FILE: reason" -> "reason": the panel names the
// save already.
std::string without_path(const std::string& message, const std::filesystem::path& path) {
    const std::string prefix = path.string() + ":";
    if (message.rfind(prefix, 0) != 0) return message;
    std::string_view rest(message);
    rest.remove_prefix(prefix.size());
    std::size_t digits = 0;
    while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9') ++digits;
    if (digits > 0 && digits < rest.size() && rest[digits] == ':') {
        std::string_view reason = rest.substr(digits + 1);
        if (!reason.empty() && reason.front() == ' ') reason.remove_prefix(1);
        return format(tr("line {0}: {1}"), rest.substr(0, digits), reason);
    }
    if (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    return std::string(rest);
}
}  // namespace

std::vector<SavePreview> preview_saves(HostContext& context, const std::string& game_id) {
    std::vector<SavePreview> previews;
    for (SaveSlot& slot : list_save_slots(context.saves_dir(game_id))) {
        SavePreview preview{std::move(slot), std::nullopt, {}};
        try {
            preview.game = load_saved_game(context, preview.slot.path, game_id);
        } catch (const PluginFault&) {
            throw;
        } catch (const std::exception& e) {
            preview.problem = without_path(e.what(), preview.slot.path);
        }
        previews.push_back(std::move(preview));
    }
    return previews;
}

}  // namespace plateau::core
