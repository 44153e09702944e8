// plateau::Colour, parse_colour and the palette.
#include <gtest/gtest.h>

#include <algorithm>
#include <plateau/colour.hpp>
#include <string>
#include <string_view>

namespace {

using plateau::Colour;
using plateau::parse_colour;

TEST(Colour, RgbaIsRRGGBBAA) {
    EXPECT_EQ((Colour{0x12, 0x34, 0x56, 0x78}).rgba(), 0x12345678u);
    EXPECT_EQ((Colour{0xff, 0x00, 0x80}).rgba(), 0xff0080ffu);  // opaque by default
    EXPECT_EQ(Colour::from_rgba(0xe01b24ffu), (Colour{0xe0, 0x1b, 0x24, 0xff}));
}

TEST(ParseColour, PaletteNamesWithTheirValues) {
    EXPECT_EQ(parse_colour("red"), (Colour{0xe0, 0x1b, 0x24}));
    EXPECT_EQ(parse_colour("green"), (Colour{0x33, 0xd1, 0x7a}));
    EXPECT_EQ(parse_colour("blue"), (Colour{0x35, 0x84, 0xe4}));
    EXPECT_EQ(parse_colour("yellow"), (Colour{0xf6, 0xd3, 0x2d}));
    EXPECT_EQ(parse_colour("magenta"), (Colour{0xc0, 0x61, 0xcb}));
    EXPECT_EQ(parse_colour("cyan"), (Colour{0x33, 0xc7, 0xde}));
    EXPECT_EQ(parse_colour("orange"), (Colour{0xff, 0x78, 0x00}));
    EXPECT_EQ(parse_colour("white"), (Colour{0xff, 0xff, 0xff}));
    EXPECT_EQ(parse_colour("black"), (Colour{0x00, 0x00, 0x00}));
    EXPECT_EQ(parse_colour("grey"), parse_colour("gray"));
    EXPECT_EQ(parse_colour("lightgrey"), parse_colour("lightgray"));
    EXPECT_EQ(parse_colour("darkgrey"), parse_colour("darkgray"));
}

TEST(ParseColour, EveryRequiredNameIsThere) {
    for (std::string_view name :
         {"black",     "white",    "red",    "green", "blue",  "yellow", "magenta",
          "cyan",      "orange",   "purple", "pink",  "brown", "grey",   "gray",
          "lightgrey", "darkgrey", "navy",   "teal",  "olive", "maroon", "lime"}) {
        EXPECT_TRUE(parse_colour(name).has_value()) << name;
        const auto names = plateau::colour_names();
        EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name;
    }
}

TEST(ParseColour, EveryListedNameParsesAndNamesAreLowerCase) {
    for (std::string_view name : plateau::colour_names()) {
        EXPECT_TRUE(parse_colour(name).has_value()) << name;
        EXPECT_TRUE(std::none_of(name.begin(), name.end(), [](char c) {
            return c >= 'A' && c <= 'Z';
        })) << name;
    }
}

TEST(ParseColour, NamesIgnoreCase) {
    EXPECT_EQ(parse_colour("RED"), parse_colour("red"));
    EXPECT_EQ(parse_colour("LightGrey"), parse_colour("lightgrey"));
    EXPECT_EQ(parse_colour("nAvY"), parse_colour("navy"));
}

TEST(ParseColour, Hex) {
    EXPECT_EQ(parse_colour("#e01b24"), (Colour{0xe0, 0x1b, 0x24, 0xff}));
    EXPECT_EQ(parse_colour("#E01B24"), (Colour{0xe0, 0x1b, 0x24, 0xff}));
    EXPECT_EQ(parse_colour("#00000080"), (Colour{0, 0, 0, 0x80}));
    EXPECT_EQ(parse_colour("#AbCdEf01"), (Colour{0xab, 0xcd, 0xef, 0x01}));
}

TEST(ParseColour, RefusesBadInput) {
    for (std::string_view bad : {"#12345", "#gg0000", "rouge", "", "#", "#1234567", "#123456789",
                                 "123456", "#12345g", " red", "red ", "re d", "#fff", "##12345"}) {
        EXPECT_FALSE(parse_colour(bad).has_value()) << '"' << bad << '"';
    }
}

TEST(ToHex, LowerCaseWithoutAlpha) {
    EXPECT_EQ(plateau::to_hex(Colour{0xe0, 0x1b, 0x24, 0x10}), "#e01b24");
    EXPECT_EQ(plateau::to_hex(Colour{0, 0, 0}), "#000000");
    EXPECT_EQ(plateau::to_hex(*parse_colour("#C061CB")), "#c061cb");
}

TEST(ColourHelpers, LightenDarkenWithAlpha) {
    // 0 + 255 * 0.25 = 63.75 -> 64; 100 + 155 * 0.25 = 138.75 -> 139.
    EXPECT_EQ(plateau::lighten(Colour{0, 100, 255, 7}, 0.25f), (Colour{64, 139, 255, 7}));
    EXPECT_EQ(plateau::darken(Colour{200, 100, 0, 7}, 0.25f), (Colour{150, 75, 0, 7}));
    const Colour c{10, 20, 30, 40};
    EXPECT_EQ(plateau::lighten(c, 0.0f), c);
    EXPECT_EQ(plateau::darken(c, 0.0f), c);
    EXPECT_EQ(plateau::lighten(c, 1.0f), (Colour{255, 255, 255, 40}));
    EXPECT_EQ(plateau::darken(c, 1.0f), (Colour{0, 0, 0, 40}));
    EXPECT_EQ(plateau::lighten(c, 3.0f), plateau::lighten(c, 1.0f));  // clamped
    EXPECT_EQ(plateau::darken(c, -1.0f), c);
    EXPECT_EQ(plateau::with_alpha(c, 200), (Colour{10, 20, 30, 200}));
}

TEST(Colour, UsableInConstantExpressions) {
    static_assert(parse_colour("#ff7800")->rgba() == 0xff7800ffu);
    static_assert(parse_colour("Orange") == parse_colour("#ff7800"));
    static_assert(!parse_colour("#12345").has_value());
}

}  // namespace
