#include "ui/draw/plugin_text_measure.hpp"

#include <algorithm>
#include <cmath>

#include "core/plugins/host_table.hpp"

namespace plateau::ui {

namespace {

// The one layout the host table measures with (plugins are called on the UI thread only).
const TextLayout* the_layout = nullptr;

float measure(float size, std::string_view utf8) {
    if (the_layout == nullptr) return 0;
    // The character size the canvas batch would draw at.
    const float clamped = std::clamp(size, static_cast<float>(kMinTextSize),
                                     static_cast<float>(kMaxTextSize));
    return the_layout->width(utf8, static_cast<unsigned>(std::lround(clamped)));
}

}  // namespace

PluginTextMeasure::PluginTextMeasure(const sf::Font& font) : layout_(font) {
    the_layout = &layout_;
    core::set_text_measure(&measure);
}

PluginTextMeasure::~PluginTextMeasure() {
    core::set_text_measure(nullptr);
    the_layout = nullptr;
}

}  // namespace plateau::ui
