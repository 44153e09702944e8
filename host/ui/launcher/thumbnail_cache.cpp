#include "ui/launcher/thumbnail_cache.hpp"

#include <exception>

#include "core/app/host_context.hpp"

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
        batch_.clear();
        plateau_draw_args args{};
        args.state = state.get();
        args.width = static_cast<float>(size.x);
        args.height = static_cast<float>(size.y);
        args.thumbnail = 1;
        args.dark = dark_ ? 1 : 0;
        game->draw(args, nullptr, *batch_.canvas());
        auto texture = std::make_unique<sf::RenderTexture>();
        if (!texture->create(size.x, size.y)) {
            throw std::runtime_error("no off-screen image for the thumbnail");
        }
        texture->clear(background);
        batch_.draw(*texture);
        texture->display();
        texture->setSmooth(false);
        entry.texture = std::move(texture);
    } catch (const std::exception& e) {
        entry.error = e.what();
    }
    if (error != nullptr) *error = entry.error;
    auto& stored = entries_[id] = std::move(entry);
    return stored.texture ? &stored.texture->getTexture() : nullptr;
}

}  // namespace plateau::ui
