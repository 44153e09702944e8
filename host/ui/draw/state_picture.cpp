#include "ui/draw/state_picture.hpp"

#include <stdexcept>

#include "core/i18n/translate.hpp"

namespace plateau::ui {

std::unique_ptr<sf::RenderTexture> draw_state_picture(CanvasBatch& batch,
                                                      const core::GameInstance& game,
                                                      const plateau_state* state, sf::Vector2u size,
                                                      sf::Color background, bool dark) {
    batch.clear();
    plateau_draw_args args{};
    args.state = state;
    args.width = static_cast<float>(size.x);
    args.height = static_cast<float>(size.y);
    args.thumbnail = 1;
    args.dark = dark ? 1 : 0;
    game.draw(args, nullptr, *batch.canvas());
    auto texture = std::make_unique<sf::RenderTexture>();
    if (!texture->create(size.x, size.y)) {
        batch.clear();
        throw std::runtime_error(core::tr("no off-screen image for the picture"));
    }
    texture->clear(background);
    batch.draw(*texture);
    batch.clear();
    texture->display();
    texture->setSmooth(false);
    return texture;
}

}  // namespace plateau::ui
