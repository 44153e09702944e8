// Every game's board follows the window's theme (issue 19; abi.h, plateau_draw_args' dark):
// what carries meaning has a contrast of at least 3:1 against what is behind it (WCAG
// 1.4.11, non-text contrast; 3:1 is also the bar for large text).
//
// Each game is loaded from its real .so and draws, as the window asks, its first position
// and the positions after a few of its own listed moves, at 640x480 and as a 300x200
// thumbnail, in the light and the dark theme, into a canvas that keeps the shapes. Checked:
// each object (a piece, a tile, a cell: its layers) against the shape it sits on, and each
// text against what is right behind it (see low_contrast). Not checked, as not carrying
// meaning alone: lines, translucent fills (hover, marks), shapes as large as
// 40% of the board (the board's own plate), and a shape in its plate's own colour.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "core/config/host_config.hpp"
#include "core/game/game_instance.hpp"
#include "draw_request.hpp"
#include "loaded_game.hpp"
#include "shape_canvas.hpp"
#include "ui/draw/theme.hpp"

namespace plateau::test {
namespace {

namespace core = plateau::core;

constexpr double kLeast = 3.0;

std::uint32_t rgba_of(sf::Color c) {
    return (std::uint32_t{c.r} << 24) | (std::uint32_t{c.g} << 16) | (std::uint32_t{c.b} << 8) |
           0xffu;
}

ui::Theme theme(bool dark) {
    core::HostConfig config;
    config.theme.name = dark ? core::ThemeName::dark : core::ThemeName::light;
    return ui::theme_from_config(config);
}

// An opaque filled shape. Lines are not judged: they draw grid lines, and the spikes of a
// mine whose body (a circle) is; nor is a polygon of fewer than 3 points, which fills nothing.
bool fill(const Shape& s) {
    return (s.kind == Shape::Kind::rect || s.kind == Shape::Kind::circle ||
            (s.kind == Shape::Kind::polygon && s.xy.size() >= 6)) &&
           s.opaque();
}
bool like_size(const Shape& a, const Shape& b) {
    return a.area() < 4 * b.area() && b.area() < 4 * a.area();
}

// What carries meaning and shows too little against what is behind it.
//
// A piece is drawn in layers (a rim, a face, a shine; a rounded rectangle in several
// rectangles), so shapes are judged as objects: the topmost opaque shape at a point, with
// the shapes under it of a like size (less than 4 times its area) as its lower layers, on
// the first shape at least 4 times larger (its plate: a cell under a piece, the board under
// a cell) or else the window's background. An object shows when one of its layers reaches
// 3:1 against its plate; an opaque border (stroke_rect) of a like size around its centre
// counts as one of its layers. A text is read against what is right behind it.
std::vector<std::string> low_contrast(const std::vector<Shape>& shapes, std::uint32_t background,
                                      float board_area) {
    std::vector<std::string> problems;
    const auto covering = [&](std::size_t from, float x, float y) -> const Shape* {
        for (std::size_t j = from; j-- > 0;) {
            if (fill(shapes[j]) && shapes[j].covers(x, y)) return &shapes[j];
        }
        return nullptr;
    };
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const Shape& s = shapes[i];
        const float x = s.centre_x(), y = s.centre_y();
        char ratio_text[32];
        if (s.kind == Shape::Kind::text) {
            if ((s.rgba & 0xffu) < 0x80u || s.text.empty()) continue;  // faint: decoration
            const Shape* behind = covering(i, x, y);
            const std::uint32_t under = behind != nullptr ? behind->rgba : background;
            const double ratio = contrast_ratio(s.rgba | 0xffu, under);
            if (ratio < kLeast) {
                std::snprintf(ratio_text, sizeof ratio_text, "%.2f:1", ratio);
                problems.push_back(s.describe() + ": " + hex(s.rgba) + " on " + hex(under) +
                                   " is " + ratio_text);
            }
            continue;
        }
        if (!fill(s) || s.area() >= 0.4f * board_area) continue;  // the board's own plate
        // Judged from its top layer: skip a shape that a like-sized later one covers.
        bool lower_layer = false;
        for (std::size_t j = i + 1; j < shapes.size() && !lower_layer; ++j) {
            lower_layer = fill(shapes[j]) && shapes[j].covers(x, y) && like_size(shapes[j], s);
        }
        if (lower_layer) continue;
        std::vector<const Shape*> layers{&s};
        std::uint32_t plate = background;
        for (std::size_t j = i; j-- > 0;) {
            const Shape& under = shapes[j];
            if (under.kind == Shape::Kind::outline && under.opaque() && under.covers(x, y) &&
                like_size(under, s)) {
                layers.push_back(&under);  // a border drawn first
                continue;
            }
            if (!fill(under) || !under.covers(x, y)) continue;
            if (under.area() >= 4 * s.area()) {
                plate = under.rgba;
                break;
            }
            layers.push_back(&under);
        }
        // A border drawn over it gives it its edge too.
        for (std::size_t j = i + 1; j < shapes.size(); ++j) {
            const Shape& over = shapes[j];
            if (over.kind == Shape::Kind::outline && over.opaque() && over.covers(x, y) &&
                like_size(over, s)) {
                layers.push_back(&over);
            }
        }
        double best = 0;
        bool unseen = false;  // drawn in the plate's own colour: nothing to see
        for (const Shape* layer : layers) {
            unseen = unseen || (layer == &s && (s.rgba | 0xffu) == (plate | 0xffu));
            best = std::max(best, contrast_ratio(layer->rgba | 0xffu, plate));
        }
        if (unseen || best >= kLeast) continue;
        std::snprintf(ratio_text, sizeof ratio_text, "%.2f:1", best);
        problems.push_back(s.describe() + ": " + hex(s.rgba) +
                           (layers.size() > 1 ? " (and its lower layers)" : "") + " on " +
                           hex(plate) + " is " + ratio_text);
    }
    return problems;
}

struct Case {
    std::string game;
    bool dark;
};
void PrintTo(const Case& c, std::ostream* out) { *out << c.game << (c.dark ? " dark" : " light"); }

class BoardContrast : public ::testing::TestWithParam<Case> {};

TEST_P(BoardContrast, WhatCarriesMeaningShowsAtThreeToOne) {
    const Case& c = GetParam();
    const std::string path = std::string(PLATEAU_BUILD_PLUGIN_DIR) + "/" + c.game + ".so";
    const core::GameInstance game(plateau::test::loaded_plugin(path).table(),
                                  plateau::test::settings_of(path, {}), 7, std::nullopt);
    const std::uint32_t background = rgba_of(theme(c.dark).background);

    // The first position and those after 1, 2 and 4 of the game's own moves.
    std::vector<core::StateRef> positions{game.initial()};
    if (game.lists_moves()) {
        for (int k = 0; k < 4; ++k) {
            const auto moves = game.moves(positions.back());
            if (moves.empty() || game.status(positions.back()).over) break;
            positions.push_back(game.apply(positions.back(), moves[(k * 7) % moves.size()]));
        }
    }
    std::vector<std::string> problems;
    for (std::size_t p = 0; p < positions.size(); ++p) {
        for (const bool thumbnail : {false, true}) {
            DrawRequest request;
            request.width = thumbnail ? 300 : 640;
            request.height = thumbnail ? 200 : 480;
            request.thumbnail = thumbnail;
            request.dark = c.dark;
            const ShapeCanvas canvas = drawn(game, positions[p], nullptr, request);
            for (auto& problem :
                 low_contrast(canvas.shapes(), background, request.width * request.height)) {
                problems.push_back("position " + std::to_string(p) +
                                   (thumbnail ? " (thumbnail): " : ": ") + problem);
            }
        }
    }
    std::string listed;
    for (std::size_t i = 0; i < problems.size() && i < 12; ++i) listed += "\n  " + problems[i];
    if (problems.size() > 12) listed += "\n  ... " + std::to_string(problems.size() - 12) + " more";
    EXPECT_TRUE(problems.empty()) << c.game << (c.dark ? " (dark)" : " (light)") << ": "
                                  << problems.size() << " shapes below 3:1" << listed;
}

// The games whose boards are checked: every game of the tree.
const std::vector<std::string> kCheckedGames = {"lightsout", "minesweeper", "samegame", "pushover",
                                                "tilings"};

std::vector<Case> cases() {
    std::vector<Case> out;
    for (const auto& game : kCheckedGames) {
        out.push_back({game, false});
        out.push_back({game, true});
    }
    return out;
}

INSTANTIATE_TEST_SUITE_P(EveryGame, BoardContrast, ::testing::ValuesIn(cases()),
                         [](const ::testing::TestParamInfo<Case>& info) {
                             return info.param.game + (info.param.dark ? "_dark" : "_light");
                         });

TEST(ContrastRatio, IsWcags) {
    // Black on white 21:1; a colour on itself 1:1; #767676 on white about 4.54:1 (WCAG's
    // own example of the lightest grey that passes 4.5:1).
    EXPECT_NEAR(contrast_ratio(0x000000ffu, 0xffffffffu), 21.0, 1e-9);
    EXPECT_NEAR(contrast_ratio(0x3584e4ffu, 0x3584e4ffu), 1.0, 1e-9);
    EXPECT_NEAR(contrast_ratio(0x767676ffu, 0xffffffffu), 4.54, 0.01);
}

}  // namespace
}  // namespace plateau::test
