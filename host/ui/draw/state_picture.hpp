// A game's position drawn small into an off-screen image (draw_args.thumbnail = 1): the
// launcher's card pictures and the Load panel's previews of saved games.
#pragma once

#include <SFML/Graphics/RenderTexture.hpp>
#include <memory>

#include "core/game/game_instance.hpp"
#include "ui/draw/canvas_batch.hpp"

namespace plateau::ui {

// Draws `state` of `game` at `size` pixels on `background`, in the game's dark colours
// when `dark`. `batch` is cleared before and after. Throws std::runtime_error when there
// is no off-screen image, and whatever the plugin's drawing throws.
[[nodiscard]] std::unique_ptr<sf::RenderTexture> draw_state_picture(
    CanvasBatch& batch, const core::GameInstance& game, const plateau_state* state,
    sf::Vector2u size, sf::Color background, bool dark);

}  // namespace plateau::ui
