#include "tilings/rules/palette.hpp"

#include <cctype>
#include <plateau/translate.hpp>

namespace tilings {

namespace {

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

// The SDK palette's names (plateau/colour.hpp) in the player's language; a hex code is
// itself. Only the first of two names for one colour (grey, not gray) is ever asked for.
std::string colour_word(const std::string& name) {
    using plateau::trc;
    if (name == "black") return trc("a tile's colour", "black");
    if (name == "white") return trc("a tile's colour", "white");
    if (name == "red") return trc("a tile's colour", "red");
    if (name == "green") return trc("a tile's colour", "green");
    if (name == "blue") return trc("a tile's colour", "blue");
    if (name == "yellow") return trc("a tile's colour", "yellow");
    if (name == "magenta") return trc("a tile's colour", "magenta");
    if (name == "cyan") return trc("a tile's colour", "cyan");
    if (name == "orange") return trc("a tile's colour", "orange");
    if (name == "purple") return trc("a tile's colour", "purple");
    if (name == "pink") return trc("a tile's colour", "pink");
    if (name == "brown") return trc("a tile's colour", "brown");
    if (name == "grey") return trc("a tile's colour", "grey");
    if (name == "lightgrey") return trc("a tile's colour", "lightgrey");
    if (name == "darkgrey") return trc("a tile's colour", "darkgrey");
    if (name == "navy") return trc("a tile's colour", "navy");
    if (name == "teal") return trc("a tile's colour", "teal");
    if (name == "olive") return trc("a tile's colour", "olive");
    if (name == "maroon") return trc("a tile's colour", "maroon");
    if (name == "lime") return trc("a tile's colour", "lime");
    if (name == "silver") return trc("a tile's colour", "silver");
    return name;
}

}  // namespace

std::string Palette::name(int colour) const {
    const plateau::Colour c = colours[colour];
    for (const plateau::NamedColour& named : plateau::colour_palette) {
        if (named.colour == c) return std::string(named.name);
    }
    return plateau::to_hex(c);
}

std::string Palette::described(int colour) const {
    return name(colour) + " (" + std::string(1, letters[colour]) + ")";
}

std::string Palette::said(int colour) const {
    return colour_word(name(colour)) + " (" + std::string(1, letters[colour]) + ")";
}

std::string Palette::letters_of(const Tile& tile) const {
    std::string out;
    for (const auto colour : tile.colour) out += letters[colour];
    return out;
}

std::optional<int> Palette::find(std::string_view word) const {
    if (word.size() == 1) {
        for (int i = 0; i < size(); ++i) {
            if (lower(letters[i]) == lower(word[0])) return i;
        }
        return std::nullopt;
    }
    const auto colour = plateau::parse_colour(word);
    if (!colour) return std::nullopt;
    for (int i = 0; i < size(); ++i) {
        if (colours[i] == *colour) return i;
    }
    return std::nullopt;
}

std::string Palette::listed() const {
    std::string out;
    for (int i = 0; i < size(); ++i) out += (i > 0 ? ", " : "") + described(i);
    return out;
}

}  // namespace tilings
