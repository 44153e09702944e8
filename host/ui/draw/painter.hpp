// Drawing the window's own widgets: a CanvasBatch with the theme and the font's
// measurements, plus text that fits (elided with "…" or wrapped), never clipped.
// Sprites (thumbnails) and the board are drawn between flushes, so order is kept.
#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "ui/draw/canvas_batch.hpp"
#include "ui/draw/cut_log.hpp"
#include "ui/draw/geometry.hpp"
#include "ui/draw/theme.hpp"

namespace plateau::ui {

// A text drawn cut ("…") and where: the screens show its whole text in a tooltip.
struct CutText {
    Rect box;
    std::string text;
};

class Painter {
  public:
    Painter(CanvasBatch& batch, const Theme& theme) : batch_(&batch), theme_(&theme) {}

    [[nodiscard]] CanvasBatch& batch() { return *batch_; }
    [[nodiscard]] const Theme& theme() const { return *theme_; }

    void rect(const Rect& r, sf::Color colour) {
        batch_->fill_rect(r.left, r.top, r.width, r.height, colour);
    }
    void rounded(const Rect& r, float radius, sf::Color colour) {
        batch_->fill_rounded_rect(r.left, r.top, r.width, r.height, radius, colour);
    }
    // A filled rounded rectangle with a one-pixel (or `width`) outline inside its edge.
    void outlined(const Rect& r, float radius, sf::Color fill, sf::Color outline,
                  float width = 1.0f);
    // A chevron pointing left (direction < 0) or right, centred in `box`: the arrows of a
    // selector (the font's ‹ › are too small to read at body size).
    void chevron(const Rect& box, int direction, sf::Color colour);
    // A focus ring around `r`, outside it.
    void focus_ring(const Rect& r, float radius);

    // One line of text, vertically centred on y.
    void text(float x, float y, std::string_view s, unsigned size, sf::Color colour,
              TextAlign align = TextAlign::left, bool bold = false) {
        batch_->text(x, y, static_cast<float>(size), colour, align, s, bold);
    }
    // One line inside `box` (centred vertically), elided to its width.
    void text_in(const Rect& box, std::string_view s, unsigned size, sf::Color colour,
                 TextAlign align = TextAlign::left, bool bold = false);

    [[nodiscard]] float text_width(std::string_view s, unsigned size, bool bold = false) const {
        return batch_->text_layout().width(s, size, bold);
    }
    [[nodiscard]] float line_height(unsigned size) const {
        return batch_->text_layout().line_spacing(size);
    }
    // `s` cut at a character boundary with "…" so that it fits `width`.
    [[nodiscard]] std::string elide(std::string_view s, float width, unsigned size,
                                    bool bold = false) const;
    // `s` broken into lines at spaces (and at '\n') so that each fits `width`; a word
    // longer than a line is cut.
    [[nodiscard]] std::vector<std::string> wrap(std::string_view s, float width, unsigned size,
                                                bool bold = false) const;
    // wrap() kept to `max_lines`, the last one ending in "…" when there was more; *cut
    // says whether there was.
    [[nodiscard]] std::vector<std::string> wrap_lines(std::string_view s, float width,
                                                      unsigned size, std::size_t max_lines,
                                                      bool* cut = nullptr) const;

    // Where the texts drawn cut go while a screen collects them (null: nowhere). text_in
    // notes its own; a caller that cuts a text itself (wrap_lines) notes it with note_cut.
    void collect_cuts(std::vector<CutText>* sink) { cuts_ = sink; }
    void note_cut(const Rect& box, std::string_view whole) {
        if (cuts_ != nullptr) cuts_->push_back({box, std::string(whole)});
        log_cut_text(whole);
    }

    // Draws what was batched so far and starts again.
    void flush(sf::RenderTarget& target) {
        batch_->draw(target);
        batch_->clear();
    }

  private:
    CanvasBatch* batch_;
    const Theme* theme_;
    std::vector<CutText>* cuts_ = nullptr;
};

}  // namespace plateau::ui
