// Tilings as a Plateau plugin, the one file that joins the libraries to the SDK: what the
// host knows before any game (plugin_info: identity, how to play, parameters, presets and
// commands), then the game class: the settings (rules/config.hpp), the rules
// (rules/match.hpp, rules/board.hpp, rules/scoring.hpp), the computer players (search/) as
// jobs, the notation, text form and info line, the HTML export command, input on the board
// and the view (view/).
#include <algorithm>
#include <plateau/format.hpp>
#include <plateau/plugin.hpp>
#include <plateau/translate.hpp>
#include <string>

#include "tilings/rules/config.hpp"
#include "tilings/rules/notation.hpp"
#include "tilings/search/computer.hpp"
#include "tilings/search/strong.hpp"
#include "tilings/view/html_export.hpp"
#include "tilings/view/view.hpp"
#include "tilings/view/view_layout.hpp"

namespace tilings {
namespace {

// The plugin's description: identity, how to play, parameters, presets and commands.
// Every text a player reads goes through tr(), in the host's language from po/LANG.po; the
// id, the keys, the choices, the presets' ids and the command's name and syntax never
// change.
const std::vector<std::string> kKinds = {"human", "first", "random", "greedy", "strong"};

std::vector<plateau::Param> player_params() {
    using plateau::format, plateau::tr;
    std::vector<plateau::Param> params;
    for (int p = 1; p <= kMaxPlayers; ++p) {
        params.push_back(plateau::Param::text(
            "player" + std::to_string(p) + "_name", format(tr("Player {} name"), p),
            format(tr("Player {}"), p), 40, tr("Shown on the scoreboard")));
    }
    for (int p = 1; p <= kMaxPlayers; ++p) {
        params.push_back(
            plateau::Param::choice(
                "player" + std::to_string(p) + "_kind", format(tr("Player {}"), p),
                p == 1 ? "human" : "greedy", kKinds,
                tr("Human, or a computer: First (the first cell in reading order), Random, Greedy "
                   "(the cell worth most under the scoring), or Strong (searches within the "
                   "thinking "
                   "time; depends on the clock)"))
                .with_words({kind_words(PlayerKind::human), kind_words(PlayerKind::first),
                             kind_words(PlayerKind::random), kind_words(PlayerKind::greedy),
                             kind_words(PlayerKind::strong)}));
    }
    return params;
}

plateau::PluginInfo plugin_info() {
    using plateau::tr, plateau::trc;
    plateau::PluginInfo i;
    i.id = "tilings";
    i.name = tr("Tilings");
    i.version = "1.0.0";
    i.description =
        tr("Place tiles of four coloured triangles so that touching sides match; score patterns "
           "or zones.");
    i.how_to_play =
        tr("Each player holds a hand of tiles and plays the one at its head. A tile is four "
           "triangles: north, east, south, west.\n"
           "The first player's first tile starts the game on a random cell. A tile then goes on "
           "an empty cell that shares an edge with a placed tile, where every side facing a "
           "tile has that tile's colour.\n"
           "A tile that fits nowhere is skipped: it goes to the back of its hand.\n"
           "The game ends when a player has placed every tile, or when every player skipped in "
           "a row.\n"
           "Computer players: first, random and greedy (the cell worth most now) are "
           "reproducible from the seed; strong searches for think_time seconds a move (Monte-"
           "Carlo tree search over the placements, the hidden hands dealt at random), so its "
           "moves depend on the clock.\n"
           "Scoring: remaining (fewest tiles left wins), patterns (1 point per tile; a "
           "single-coloured tile scores 34 with four neighbours, else 20 with two opposite, else "
           "10 with two at a corner) or zones (triangles of one colour joined across edges make "
           "a zone; whoever owns most of its tiles scores its size).\n"
           "Mouse: click a blue cell. Keyboard: arrows move the cursor, Tab jumps to the next "
           "blue cell, Space or Enter places.\n"
           "Notation: X Y, the column and the row from 0, 0 0 at the top left (e.g. 3 4); skip "
           "is made by the game. export FILE writes the board as an HTML page.");
    i.params = {
        plateau::Param::integer("width", tr("Width"), 10, 2, 50, tr("Columns of the board")),
        plateau::Param::integer("height", tr("Height"), 10, 2, 50, tr("Rows of the board")),
        plateau::Param::integer("players", tr("Players"), 3, 2, kMaxPlayers,
                                tr("Number of players")),
    };
    for (auto& p : player_params()) i.params.push_back(std::move(p));
    const std::vector<plateau::Param> rest = {
        plateau::Param::choice("scoring", tr("Scoring"), "patterns",
                               {"remaining", "patterns", "zones"},
                               tr("Tiles left: fewest tiles left wins; Patterns: a point per tile "
                                  "and 34/20/10 per pattern; Zones: zone sizes to their majority "
                                  "owners"))
            .with_words({scoring_words(Scoring::remaining), scoring_words(Scoring::patterns),
                         scoring_words(Scoring::zones)}),
        plateau::Param::integer("zone_points", tr("Points per zone tile"), 1, 1, 1000,
                                tr("Under zones: points per tile of each zone a player leads")),
        plateau::Param::integer("hand_limit", tr("Hand limit"), 200, 1, 5000,
                                tr("The most tiles a player is dealt")),
        plateau::Param::colour_list(
            "colours", tr("Colours"),
            {"red", "green", "blue", "yellow", "magenta", "cyan", "orange", "white"}, 2,
            kMaxColours, tr("The tile colours, in order")),
        plateau::Param::text("letters", tr("Letters"), "RGBYMCOW", kMaxColours,
                             tr("One text-form letter per colour, in order")),
        plateau::Param::boolean("show_letters", tr("Letters on the tiles"), false,
                                tr("Each triangle shows its colour's letter: a second cue beside "
                                   "the colour"))
            .look_only(),
        plateau::Param::choice("deck", tr("Deck"), "macmahon", {"macmahon", "random", "custom"},
                               tr("MacMahon: MacMahon's 24 squares over the first three colours; "
                                  "Random: deck_tiles tiles drawn from the seed; Custom: tiles"))
            .with_words({tr("MacMahon"), tr("Random"), tr("Custom")}),
        plateau::Param::integer("deck_tiles", tr("Random deck: tiles"), 20, 1, 4096,
                                tr("Distinct tiles of a random deck (at most deck_colours^4)")),
        plateau::Param::integer("deck_colours", tr("Random deck: colours"), 4, 2, 8,
                                tr("How many of the first colours a random deck uses")),
        plateau::Param::integer("deck_copies", tr("Copies"), 3, 1, 100,
                                tr("Copies of each tile of a macmahon or random deck")),
        plateau::Param::text_list("tiles", tr("Custom tiles"), {}, 0, 4096,
                                  tr("deck = custom: \"north east south west xCOPIES\" per tile, "
                                     "e.g. \"red green blue red x3\"")),
        plateau::Param::boolean("shuffle", tr("Shuffle the deck"), true,
                                tr("Off: the deck is dealt in its order (puzzles and tests)")),
        plateau::Param::text("first_cell", tr("First cell"), "", 16,
                             tr("X Y of the first tile; empty: a random cell")),
        plateau::Param::number("think_time", tr("Thinking time (s)"), 1.0, kMinThinkTime,
                               kMaxThinkTime,
                               tr("The strong computer's time per move, in seconds (its moves "
                                  "depend on the clock)")),
    };
    for (const auto& p : rest) i.params.push_back(p);
    i.info_words = {{"head", tr("Head")}, {"hands", tr("Hands")}};
    i.presets = {
        {"classic", tr("Classic (10x10, 3 players, patterns)"),
         "width = 10\nheight = 10\nplayers = 3\nscoring = \"patterns\"\n"},
        {"remaining", tr("Fewest tiles left (001's first rules)"), "scoring = \"remaining\"\n"},
        {"zones", tr("Zones"), "scoring = \"zones\"\n"},
        {"duel", tr("Duel (8x8, against one computer)"),
         "width = 8\nheight = 8\nplayers = 2\nplayer2_kind = \"greedy\"\n"},
        {"large", tr("Large (20x20, 4 players, random deck)"),
         "width = 20\nheight = 20\nplayers = 4\ndeck = \"random\"\ndeck_colours = 4\n"
         "deck_tiles = 80\n"},
    };
    // The syntax stays "FILE.html": the host offers a file for an argument named FILE...
    i.commands = {{"export", "FILE.html", tr("Write the board as an HTML page"), false,
                   trc("the export command's button", "Export")}};
    i.score_kind = PLATEAU_SCORE_NONE;
    return i;
}

std::string trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return std::string(text.substr(first, last - first + 1));
}

class Tilings final : public plateau::Game<Match, ViewUi> {
  public:
    Tilings(const plateau::Settings& settings, std::uint64_t seed,
            const std::optional<std::string>& layout) {
        if (layout) {
            throw plateau::Refusal(
                plateau::tr("Tilings takes no layout: its first position comes from the settings "
                            "and the seed (use deck = \"custom\", shuffle = false and first_cell "
                            "to choose it)"));
        }
        const Config config = read_config(settings);
        look_.palette = config.palette;
        look_.names = config.names;
        look_.kinds = config.kinds;
        look_.scoring = config.scoring;
        look_.zone_points = config.zone_points;
        look_.show_letters = settings.boolean("show_letters");
        start_ = new_match(config, seed);
        think_time_ = config.think_time;
        // The deck the game was dealt from, as the strong player knows it (new_match draws a
        // random deck first from the same generator).
        plateau::Random deck_rng(seed);
        deck_ = build_deck(config, deck_rng);
    }

    Match initial() override { return start_; }

    Match apply(const Match& match, std::string_view text) override {
        if (match.over) throw plateau::Refusal(plateau::tr("the game is over"));
        const Move move = parse_move(text);
        Match next = match;
        if (move.skip) {
            const auto cells = match.head_cells();
            if (!cells.empty()) {
                // "moves" is the text mode's command, a name in every language.
                throw plateau::Refusal(plateau::format(
                    plateau::trn("'skip': {0}'s tile {1} fits on {2} cell (moves lists them); the "
                                 "game skips by itself only a tile that fits nowhere",
                                 "'skip': {0}'s tile {1} fits on {2} cells (moves lists them); "
                                 "the game skips by itself only a tile that fits nowhere",
                                 cells.size()),
                    look_.names[match.to_move], look_.palette.letters_of(match.head()),
                    cells.size()));
            }
            skip_turn(next);
            return next;
        }
        const std::string why = placement_refusal(match.board, move.x, move.y, match.head(),
                                                  look_.palette, look_.names);
        if (!why.empty()) throw plateau::Refusal(why);
        place_head(next, match.board.index(move.x, move.y));
        return next;
    }

    std::string text_form(const Match& match) override {
        return tilings::text_form(match.board, look_.palette);
    }

    plateau::Status status(const Match& match) override {
        plateau::Status s;
        const auto scores = score_players(match, look_.scoring, look_.zone_points);
        for (const PlayerScore& p : scores) s.scores.push_back(p.total);
        if (match.over) {
            s.over = true;
            const auto first = leaders(scores, look_.scoring);
            if (first.size() == 1) {
                s.outcome = plateau::Outcome::winner;
                s.winner = first.front() + 1;
            } else {
                s.outcome = plateau::Outcome::draw;
            }
            s.message = summary(match, scores, first);
            return s;
        }
        s.turn = match.to_move + 1;
        s.computer_turn = look_.kinds[match.to_move] != PlayerKind::human;
        if (match.last.kind == LastMove::skip) {
            s.message = plateau::format(
                plateau::tr("{}'s tile fitted nowhere: it went to the back of their hand."),
                look_.names[match.last.player]);
        }
        return s;
    }

    std::string info_line(const Match& match, const ViewUi*) override {
        return tilings::info_line(match, look_.palette);
    }

    // "the tile at column 10, row 7": the status bar's words for a hint or a computer's
    // move (the notation counts from 0, people from 1).
    std::string describe_move(const Match&, std::string_view move) override {
        return move_in_words(parse_move(move));
    }

    std::vector<std::string> moves(const Match& match) override {
        std::vector<std::string> all;
        if (match.over) return all;
        const auto cells = match.head_cells();
        if (cells.empty()) return {std::string(kSkip)};
        for (const int cell : cells) all.push_back(format_cell(match.board, cell));
        return all;
    }

    std::optional<std::string> forced_move(const Match& match) override {
        if (!match.over && match.head_cells().empty()) return std::string(kSkip);
        return std::nullopt;
    }

    ViewUi new_ui(const Match& match) override {
        ViewUi ui;
        ui.cells.cursor = match.last.cell >= 0 ? match.last.cell : 0;
        return ui;
    }

    plateau::InputResult input(const Match& match, ViewUi& ui, const plateau::Input& in) override {
        const ViewLayout layout(match.board.width(), match.board.height(), in.width, in.height);
        switch (in.type) {
            case PLATEAU_INPUT_POINTER_MOVE:
            case PLATEAU_INPUT_POINTER_LEAVE: {
                const int cell =
                    in.type == PLATEAU_INPUT_POINTER_MOVE ? layout.cells.cell_at(in.x, in.y) : -1;
                return ui.cells.point(cell) ? plateau::InputResult::ui_changed()
                                            : plateau::InputResult::unused();
            }
            case PLATEAU_INPUT_POINTER_DOWN: {
                const int cell = layout.cells.cell_at(in.x, in.y);
                if (in.button != PLATEAU_BUTTON_LEFT || cell < 0 || !human_to_move(match)) {
                    return plateau::InputResult::unused();
                }
                // A cell that does not fit is played too: the refusal says why.
                return plateau::InputResult::play(format_cell(match.board, cell));
            }
            case PLATEAU_INPUT_KEY:
                return key(match, ui, in);
            default:
                return plateau::InputResult::unused();
        }
    }

    // A placed tile grows into its cell; a skip shows nothing.
    plateau::BoardSize min_board_size(const Match& match) override {
        return min_area(match.board.width(), match.board.height());
    }

    float anim_length(const Match&, const Match& to, std::string_view) override {
        return to.last.kind == LastMove::place ? 0.2f : 0.0f;
    }

    void draw(plateau::Canvas& canvas, const Match& match, const ViewUi* ui,
              const plateau::Frame<Match>& frame) override {
        draw_match(canvas, match, ui, frame, look_);
    }

    void command(const Match& match, std::string_view name, std::string_view args,
                 const plateau::Output& out) override {
        if (name != "export") {
            throw plateau::Refusal(
                plateau::format(plateau::tr("Tilings has no command '{}'"), name));
        }
        const std::string file = trimmed(args);
        if (file.empty()) throw plateau::Refusal(plateau::tr("export needs a file: export FILE"));
        const auto scores = score_players(match, look_.scoring, look_.zone_points);
        std::vector<ExportedPlayer> players;
        players.reserve(scores.size());
        for (int p = 0; p < match.players(); ++p) {
            players.push_back({look_.names[p], kind_words(look_.kinds[p]), scores[p]});
        }
        const std::string about =
            match.over ? summary(match, scores, leaders(scores, look_.scoring))
                       : plateau::format(plateau::tr("{} is to move."), look_.names[match.to_move]);
        try {
            write_file_atomically(file, html_page(match, look_.palette, players,
                                                  scoring_words(look_.scoring), about));
        } catch (const std::exception& e) {
            throw plateau::Refusal(plateau::format(plateau::tr("export: {}"), e.what()));
        }
        out.message(plateau::format(plateau::tr("exported the board to {}"), file));
    }

    // The computer player to move chooses (the strong one within `budget` seconds, 0:
    // think_time); a hint is what greedy would play.
    std::unique_ptr<plateau::Job> computer_move(const Match& match, double budget) override {
        return choose(match, false, budget > 0 ? budget : think_time_);
    }
    std::unique_ptr<plateau::Job> hint(const Match& match, double) override {
        return choose(match, true, 0);
    }

  private:
    std::unique_ptr<plateau::Job> choose(const Match& match, bool hint, double seconds) const {
        if (match.over) throw plateau::Refusal(plateau::tr("the game is over"));
        const PlayerKind kind = hint ? PlayerKind::greedy : look_.kinds[match.to_move];
        // Only the strong player needs the deck: the others do not copy it.
        std::vector<Tile> deck = kind == PlayerKind::strong ? deck_ : std::vector<Tile>{};
        return std::make_unique<plateau::ThreadJob>(
            [match, kind, hint, seconds, deck = std::move(deck), scoring = look_.scoring,
             points = look_.zone_points](const std::atomic<bool>& stop) {
                plateau::JobResult r;
                const auto cells = match.head_cells();
                if (cells.empty()) {
                    if (hint) {
                        r.failed = true;
                        r.message(plateau::tr("the head tile fits nowhere"));
                    } else {
                        r.move(std::string(kSkip));
                    }
                    return r;
                }
                int chosen = 0;
                if (kind == PlayerKind::strong) {
                    StrongOptions options;
                    options.scoring = scoring;
                    options.points_per_tile = points;
                    options.seconds = seconds;
                    chosen = choose_strong(match, deck, options, &stop).cell;
                } else {
                    chosen = choose_cell(match, cells, kind, scoring, points);
                }
                const std::string cell = format_cell(match.board, chosen);
                if (hint) {
                    r.hint(cell);
                } else {
                    r.move(cell);
                }
                return r;
            });
    }

    [[nodiscard]] bool human_to_move(const Match& match) const {
        return !match.over && look_.kinds[match.to_move] == PlayerKind::human;
    }

    plateau::InputResult key(const Match& match, ViewUi& ui, const plateau::Input& in) const {
        const Board& board = match.board;
        plateau::CellCursor& c = ui.cells;
        if (in.key == PLATEAU_KEY_TAB && !match.over) {
            // The next cell where the head tile fits, after the cursor in reading order.
            const auto cells = match.head_cells();
            if (cells.empty()) return plateau::InputResult::unused();
            const auto next =
                std::upper_bound(cells.begin(), cells.end(), c.cursor_shown ? c.cursor : -1);
            c.cursor = next == cells.end() ? cells.front() : *next;
            c.cursor_shown = true;
            return plateau::InputResult::ui_changed();
        }
        // Enter and Space place the tile only on a human player's turn; the arrows move the
        // cursor on any turn.
        if ((in.key == PLATEAU_KEY_ENTER || in.key == PLATEAU_KEY_SPACE) && !human_to_move(match)) {
            return plateau::InputResult::unused();
        }
        switch (c.key(in, board.width(), board.height())) {
            case plateau::CellCursor::Key::moved:
                return plateau::InputResult::ui_changed();
            case plateau::CellCursor::Key::act:
                return plateau::InputResult::play(format_cell(board, c.cursor));
            case plateau::CellCursor::Key::unused:
                break;
        }
        return plateau::InputResult::unused();
    }

    // "Ada placed every tile. Ada wins with 57 points." and the like.
    [[nodiscard]] std::string summary(const Match& match, const std::vector<PlayerScore>& scores,
                                      const std::vector<int>& first) const {
        using plateau::format, plateau::tr, plateau::trn;
        const std::string why = end_reason(match, look_);
        const std::int64_t best = scores[first.front()].total;
        const auto n = static_cast<unsigned long>(best < 0 ? -best : best);
        const bool remaining = look_.scoring == Scoring::remaining;
        if (first.size() == 1) {
            return why + " " +
                   format(
                       remaining
                           ? trn("{0} wins with {1} tile left.", "{0} wins with {1} tiles left.", n)
                           : trn("{0} wins with {1} point.", "{0} wins with {1} points.", n),
                       look_.names[first.front()], best);
        }
        // "Ada, Bob and Cy": the last two joined by the language's "and".
        std::string names = look_.names[first[0]];
        for (std::size_t i = 1; i + 1 < first.size(); ++i) names += ", " + look_.names[first[i]];
        names = format(tr("{0} and {1}"), names, look_.names[first.back()]);
        return why + " " +
               format(remaining ? trn("Draw: {0} share first place with {1} tile left.",
                                      "Draw: {0} share first place with {1} tiles left.", n)
                                : trn("Draw: {0} share first place with {1} point.",
                                      "Draw: {0} share first place with {1} points.", n),
                      names, best);
    }

    Look look_;
    Match start_;
    double think_time_ = 1.0;
    std::vector<Tile> deck_;
};

}  // namespace
}  // namespace tilings

PLATEAU_PLUGIN(tilings::Tilings, tilings::plugin_info)
