// The host's canvas (plateau_canvas in abi.h): every shape a plugin draws in a frame goes
// into vertex arrays of sf::Triangles, so a board of any size costs a handful of draw
// calls. Untextured shapes share one array; text goes into one array per character size,
// textured with the font's page for that size. Call order is kept: a new batch starts
// only when the drawing switches between untextured shapes and text of another size.
//
// The window's own widgets draw through the same batch (with sf::Color), so a whole screen
// is a few draw calls too.
//
// Input from a plugin is checked: a NaN or infinite coordinate, a negative or absurd size,
// a bad polygon is dropped without a trace, and a frame stops taking shapes past a vertex
// budget, so a misbehaving plugin can slow nothing down and crash nothing.
#pragma once

#include <plateau/abi.h>

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/RenderStates.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "ui/draw/text_layout.hpp"

namespace plateau::ui {

// 0xRRGGBBAA, as the canvas passes colours.
[[nodiscard]] sf::Color colour_from_rgba(std::uint32_t rgba);

enum class TextAlign { left, centre, right };

class CanvasBatch {
  public:
    // `bold`: the family's bold face, if there is one (see TextLayout).
    explicit CanvasBatch(const sf::Font& font, const sf::Font* bold = nullptr);
    CanvasBatch(const CanvasBatch&) = delete;
    CanvasBatch& operator=(const CanvasBatch&) = delete;

    // Empties the batch for the next frame; the arrays keep their memory.
    void clear();

    // The C table a plugin draws into; valid while this batch lives.
    [[nodiscard]] const plateau_canvas* canvas() const { return &canvas_; }

    void fill_rect(float x, float y, float w, float h, sf::Color colour);
    // Four thin rectangles inside the outline (x, y, w, h).
    void stroke_rect(float x, float y, float w, float h, float thickness, sf::Color colour);
    void fill_circle(float cx, float cy, float radius, sf::Color colour);
    // A fan from the first point: convex polygons; xy holds count (x, y) pairs.
    void fill_polygon(const float* xy, std::uint32_t count, sf::Color colour);
    void line(float x0, float y0, float x1, float y1, float thickness, sf::Color colour);
    // One line of text centred vertically on y; x is its left edge, centre or right edge.
    void text(float x, float y, float size, sf::Color colour, TextAlign align,
              std::string_view utf8, bool bold = false);
    // A rectangle with rounded corners (a convex fan: no overlap, so translucent colours
    // blend once).
    void fill_rounded_rect(float x, float y, float w, float h, float radius, sf::Color colour);
    // The outline of a rounded rectangle, `thickness` wide, inside (x, y, w, h).
    void stroke_rounded_rect(float x, float y, float w, float h, float radius, float thickness,
                             sf::Color colour);

    // Draws every batch in order; states.texture is set per batch.
    void draw(sf::RenderTarget& target, sf::RenderStates states = sf::RenderStates::Default) const;

    // What the last draw() costs: one draw call per non-empty batch.
    [[nodiscard]] std::size_t draw_calls() const;
    [[nodiscard]] std::size_t vertex_count() const;
    [[nodiscard]] const TextLayout& text_layout() const { return layout_; }

    // Above this many vertices in one frame, shapes are dropped (about 200 000 quads).
    static constexpr std::size_t kMaxVertices = 1'200'000;

  private:
    struct Batch {
        unsigned text_size = 0;  // 0: untextured shapes
        bool bold_face = false;  // text of the bold face (its own page textures)
        // Every shape of the batch is opaque: it is drawn without blending, which gives the
        // same pixels and spares a software renderer reading every pixel it writes.
        bool opaque = true;
        sf::VertexArray vertices{sf::Triangles};
    };

    // The batch to append to: the current one if it is of the same kind, else a new one.
    sf::VertexArray* batch_for(unsigned text_size, bool bold_face, std::size_t vertices_needed,
                               sf::Color colour);
    void append_quad(sf::VertexArray& out, sf::Vector2f a, sf::Vector2f b, sf::Vector2f c,
                     sf::Vector2f d, sf::Color colour);
    const std::vector<sf::Vector2f>& unit_circle(std::size_t segments);
    // The contour of a rounded rectangle, clockwise, `per_corner` + 1 points a corner.
    void rounded_contour(float x, float y, float w, float h, float radius, std::size_t per_corner,
                         std::vector<sf::Vector2f>& out) const;

    TextLayout layout_;
    plateau_canvas canvas_{};
    std::vector<Batch> batches_;  // [0, used_) hold this frame's shapes
    std::size_t used_ = 0;
    std::size_t vertices_ = 0;
    std::vector<std::vector<sf::Vector2f>> circles_;  // unit circles by segment count
    std::vector<sf::Vector2f> outer_, inner_;         // scratch for rounded rectangles
    std::vector<float> fan_;
};

}  // namespace plateau::ui
