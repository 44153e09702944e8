#include "tilings/rules/palette.hpp"

#include <cctype>

namespace tilings {

namespace {

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

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
