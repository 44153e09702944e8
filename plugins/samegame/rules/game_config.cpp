#include "samegame/rules/game_config.hpp"

#include <plateau/format.hpp>
#include <plateau/notation.hpp>
#include <plateau/random.hpp>
#include <plateau/refusal.hpp>
#include <plateau/translate.hpp>

#include "samegame/rules/fill.hpp"
#include "samegame/rules/notation.hpp"

namespace samegame {

using plateau::format, plateau::tr;

namespace {

void check_letters(const std::string& letters, std::size_t colours) {
    if (letters.size() < colours) {
        throw plateau::Refusal(
            format(tr("letters \"{0}\" gives {1} letters for {2} colours: one letter per colour"),
                   letters, letters.size(), colours));
    }
    for (std::size_t i = 0; i < colours; ++i) {
        const char c = letters[i];
        if (c <= ' ' || c > '~' || c == '.' || (c >= '0' && c <= '9')) {
            throw plateau::Refusal(format(tr("letters \"{0}\": letter {1} cannot stand for a "
                                             "colour: a visible ASCII character other than a "
                                             "digit or '.' is needed"),
                                          letters, i + 1));
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (plateau::lower_ascii(letters[j]) == plateau::lower_ascii(c)) {
                throw plateau::Refusal(format(tr("letters \"{0}\": '{1}' stands for two colours "
                                                 "(letters are read in any case)"),
                                              letters, c));
            }
        }
    }
}

}  // namespace

GameConfig read_config(const plateau::Settings& settings, bool layout_given) {
    GameConfig c;
    c.rows = settings.integer_int("rows");
    c.cols = settings.integer_int("cols");
    c.colours = settings.colours("colours");
    c.letters = settings.text("letters");
    c.rules.min_group = settings.integer_int("min_group");
    c.rules.scoring = settings.text("scoring") == "n-2" ? Scoring::n_minus_2 : Scoring::n_minus_1;
    c.rules.clear_bonus = settings.integer("clear_bonus");
    const std::string fill = settings.text("fill");
    c.fill = fill == "formula" ? Fill::formula : fill == "layout" ? Fill::layout : Fill::random;
    c.layout = settings.list("layout");
    c.style = settings.text("style") == "shapes" ? Style::shapes : Style::balls;
    c.animations = settings.boolean("animations");

    check_letters(c.letters, c.colours.size());
    if (!layout_given && c.fill == Fill::formula && c.colours.size() < 3) {
        throw plateau::Refusal(
            tr("fill = \"formula\" uses colours 1 and 2: list at least 3 colours"));
    }
    if (!layout_given && c.fill == Fill::layout && c.layout.empty()) {
        throw plateau::Refusal(
            tr("fill = \"layout\" needs a layout: set `layout` (one text per row, top row "
               "first) or give one with --layout FILE"));
    }
    return c;
}

Board first_board(const GameConfig& config, std::uint64_t seed,
                  const std::optional<std::string>& layout) {
    const int colours = static_cast<int>(config.colours.size());
    if (layout) return parse_layout(*layout, config.letters, colours, kMaxSide);
    switch (config.fill) {
        case Fill::formula:
            return formula_board(config.cols, config.rows);
        case Fill::layout: {
            std::string text;
            for (const auto& row : config.layout) text += row + "\n";
            return parse_layout(text, config.letters, colours, kMaxSide);
        }
        case Fill::random:
            break;
    }
    plateau::Random rng(seed);
    return random_board(config.cols, config.rows, colours, rng);
}

}  // namespace samegame
