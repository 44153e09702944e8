// A canvas that keeps the texts a drawing writes and nothing else: what the player reads.
#pragma once

#include <plateau/abi.h>

#include <algorithm>
#include <string>
#include <vector>

namespace pushover::test {

struct TextRecorder {
    std::vector<std::string> texts;

    plateau_canvas canvas() {
        plateau_canvas c{};
        c.ctx = this;
        c.fill_rect = [](void*, float, float, float, float, uint32_t) {};
        c.stroke_rect = [](void*, float, float, float, float, float, uint32_t) {};
        c.fill_circle = [](void*, float, float, float, uint32_t) {};
        c.fill_polygon = [](void*, const float*, uint32_t, uint32_t) {};
        c.line = [](void*, float, float, float, float, float, uint32_t) {};
        c.text = [](void* ctx, float, float, float, uint32_t, plateau_text_align, const char* t,
                    size_t n) { static_cast<TextRecorder*>(ctx)->texts.emplace_back(t, n); };
        return c;
    }
    [[nodiscard]] bool said(const std::string& text) const {
        return std::find(texts.begin(), texts.end(), text) != texts.end();
    }
};

}  // namespace pushover::test
