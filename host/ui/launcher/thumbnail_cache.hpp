// The launcher's thumbnails: each game draws its first position, from its settings without
// a preset and a fixed seed, into an off-screen texture once (draw_args.thumbnail = 1).
// Drawn again only when the card's size changes or the game's settings were saved.
#pragma once

#include <SFML/Graphics/RenderTexture.hpp>
#include <map>
#include <memory>
#include <string>

#include "ui/draw/canvas_batch.hpp"

namespace plateau::core {
class HostContext;
}

namespace plateau::ui {

class ThumbnailCache {
  public:
    // `dark`: the window's theme is dark (the games draw their dark colours).
    ThumbnailCache(const sf::Font& font, const sf::Font* bold, bool dark)
        : batch_(font, bold), dark_(dark) {}

    // The thumbnail of `id` at `size` pixels on `background`; null when the game could not
    // make or draw its first position (the reason goes to *error).
    const sf::Texture* get(core::HostContext& host, const std::string& id, sf::Vector2u size,
                           sf::Color background, std::string* error);
    void forget(const std::string& id) { entries_.erase(id); }
    void clear() { entries_.clear(); }

    // The fixed seed, so a thumbnail is the same on every start.
    static constexpr std::uint64_t kSeed = 20240601;

  private:
    struct Entry {
        std::unique_ptr<sf::RenderTexture> texture;
        sf::Vector2u size;
        std::string error;
    };

    CanvasBatch batch_;
    bool dark_ = false;
    std::map<std::string, Entry> entries_;
};

}  // namespace plateau::ui
