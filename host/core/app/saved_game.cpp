#include "core/app/saved_game.hpp"

#include "core/app/host_context.hpp"
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
        throw SaveError(path.string() + ": this is a saved game of " + save.game_id + ", not of " +
                        game_id);
    }
    check_save_version(path, save, context.find_game(game_id)->version());
    const auto make_game = [&](const std::string& id, const Settings& settings, std::uint64_t seed,
                               std::optional<std::string> layout) {
        return context.make_game(id, settings, seed, std::move(layout));
    };
    return {restore_session(path, save, make_game), save.elapsed};
}

}  // namespace plateau::core
