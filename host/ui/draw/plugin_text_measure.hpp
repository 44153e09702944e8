// The width of a text as the canvas would draw it, for plugins that fit a label to a box
// (abi.h, plateau_host::text_width): while one of these lives, the host's table measures
// with the window's font, exactly as the canvas batch lays text out.
#pragma once

#include "ui/draw/text_layout.hpp"

namespace plateau::ui {

class PluginTextMeasure {
  public:
    explicit PluginTextMeasure(const sf::Font& font);
    ~PluginTextMeasure();
    PluginTextMeasure(const PluginTextMeasure&) = delete;
    PluginTextMeasure& operator=(const PluginTextMeasure&) = delete;

  private:
    TextLayout layout_;
};

}  // namespace plateau::ui
