// The tile colours and their text-form letters.
#pragma once

#include <optional>
#include <plateau/colour.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "tilings/rules/tile.hpp"

namespace tilings {

struct Palette {
    std::vector<plateau::Colour> colours;
    std::string letters;  // one per colour, in order

    [[nodiscard]] int size() const { return static_cast<int>(colours.size()); }
    // A person's name for a colour: the SDK palette's name when it is one ("red"), else
    // its #rrggbb.
    [[nodiscard]] std::string name(int colour) const;
    // "red (R)".
    [[nodiscard]] std::string described(int colour) const;
    // The same in the player's language, for a sentence: "rouge (R)" in French. The settings'
    // words (names, letters) stay as they are.
    [[nodiscard]] std::string said(int colour) const;
    // The tile's four letters, north, east, south, west.
    [[nodiscard]] std::string letters_of(const Tile& tile) const;
    // A colour from a word: its letter (any case), a colour name or #rrggbb of the palette.
    [[nodiscard]] std::optional<int> find(std::string_view word) const;
    // "red (R), green (G), ...", for error messages.
    [[nodiscard]] std::string listed() const;
};

}  // namespace tilings
