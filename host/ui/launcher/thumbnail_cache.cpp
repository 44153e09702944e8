#include "ui/launcher/thumbnail_cache.hpp"

#include <exception>

#include "core/app/host_context.hpp"
#include "ui/draw/state_picture.hpp"

namespace plateau::ui {

const sf::Texture* ThumbnailCache::get(core::HostContext& host, const std::string& id,
                                       sf::Vector2u size, sf::Color background,
                                       std::string* error) {
    if (size.x == 0 || size.y == 0) return nullptr;
    auto found = entries_.find(id);
    if (found != entries_.end() && found->second.size == size) {
        if (error != nullptr) *error = found->second.error;
        return found->second.texture ? &found->second.texture->getTexture() : nullptr;
    }
    Entry entry;
    entry.size = size;
    try {
        const auto settings = host.resolve_settings(id, std::nullopt, {});
        const auto game = host.make_game(id, settings, kSeed, std::nullopt);
        const core::StateRef state = game->initial();
        auto texture = draw_state_picture(batch_, *game, state.get(), size, background, dark_);
        entry.texture = std::move(texture);
    } catch (const std::exception& e) {
        entry.error = e.what();
    }
    if (error != nullptr) *error = entry.error;
    auto& stored = entries_[id] = std::move(entry);
    return stored.texture ? &stored.texture->getTexture() : nullptr;
}

}  // namespace plateau::ui
