// Push Over as a Plateau plugin, the one file that joins the libraries to the SDK: what the
// host knows before any game (info), then the game class: the settings, the match rules
// (rules/match.hpp), the computer players (search/) as jobs, the text form and info line,
// input on the ring of arrows and the view (view/).
#include <plateau/format.hpp>
#include <plateau/host.hpp>
#include <plateau/plugin.hpp>
#include <plateau/translate.hpp>

#include "pushover/rules/layout.hpp"
#include "pushover/rules/match.hpp"
#include "pushover/rules/notation.hpp"
#include "pushover/search/computer.hpp"
#include "pushover/search/table_preparer.hpp"
#include "pushover/search/table_store.hpp"
#include "pushover/view/view.hpp"

namespace pushover {
namespace {

// What the host knows before any game: the parameters, presets and how to play. Every text
// a player reads goes through tr() (po/LANG.po); the id, the keys, the values (the choices,
// the presets' TOML) and the presets' ids are what files and game IDs hold, never
// translated. The players' default names are words a player reads ("Joueur 1" in French):
// config/games/pushover.toml leaves them unset, and a game ID, which lists only what
// differs from these defaults, carries a name only when someone chose it.
plateau::PluginInfo info() {
    using plateau::tr;
    plateau::PluginInfo i;
    i.id = "pushover";
    i.name = tr("Push Over");
    i.version = "1.0.0";
    i.description = tr("Two players push pawns in to fill a line.");
    i.how_to_play =
        tr("Two players take turns pushing one of their pawns onto the board from an edge: the\n"
           "pawns in that row or column move one step inwards, up to the first empty cell.\n"
           "A full line pushes its far pawn off the board, which is allowed only when that pawn\n"
           "is your own.\n"
           "The round ends as soon as a row or a column is all one colour. One push can complete\n"
           "several lines: whoever has more complete lines wins the round; equal counts are a\n"
           "draw. A player with no possible push passes.\n"
           "A match is won by the first to win rounds_to_win rounds, the players starting rounds\n"
           "in turn (with one round, a draw ends the match; with more, a drawn round counts for\n"
           "nobody).\n"
           "Mouse: click an arrow around the board; hovering shows where the pawns would go.\n"
           "Keyboard: arrows or Tab move the cursor, Enter or Space pushes; or type the move\n"
           "(G then 2). P shows the list of possible pushes. M opens the menu (resume, new game,\n"
           "save, load the last saved game, quit).\n"
           "Notation: a side letter and a line number from 1: H or T (top, enters column k\n"
           "downwards), B (bottom), G or L (left, enters row k), D or R (right); G2 enters\n"
           "row 2 from the left. Rows count from the top, columns from the left.\n"
           "Solved boards: 3x3 and 4x4 are solved exactly (every position, by retrograde\n"
           "analysis). The empty 3x3 board is a win for the first player in 7 plies (4 of\n"
           "their moves); the empty 4x4 board is a draw. On these boards the\n"
           "footer says what best play gives the player to move, the text mode's info line\n"
           "ends with value=win:N, value=loss:N or value=draw (N plies to the end, the last\n"
           "move counted), and Hint proposes a move that keeps that value. The 4x4 table is\n"
           "computed the first time it is needed (a minute or two) and kept in the cache folder.\n"
           "Hint on larger boards: the hard player's choice within the thinking time.");
    i.params = {
        plateau::Param::integer("size", tr("Board size"), 5, kMinSize, kMaxSize,
                                tr("Cells per side (004 plays on 5)")),
        plateau::Param::text("player1", tr("First player"), plateau::format(tr("Player {}"), 1),
                             127,
                             tr("The first player's name; they play W and start the first round")),
        plateau::Param::text("player2", tr("Second player"), plateau::format(tr("Player {}"), 2),
                             127, tr("The second player's name; they play K")),
        plateau::Param::choice("player1_kind", tr("First player is"), "human",
                               {"human", "computer"}, tr("A person, or the computer"))
            .with_words({tr("Human"), tr("Computer")}),
        plateau::Param::choice("player2_kind", tr("Second player is"), "human",
                               {"human", "computer"}, tr("A person, or the computer"))
            .with_words({tr("Human"), tr("Computer")}),
        plateau::Param::choice(
            "computer_level", tr("Computer level"), "medium", {"easy", "medium", "hard", "perfect"},
            tr("Easy: random moves; Medium: wins at once and avoids giving a win at once; Hard: "
               "searches ahead within the thinking time; Perfect: plays perfectly on 3x3 and 4x4 "
               "(solved), elsewhere its strongest search within the thinking time, on 5x5 with "
               "an evaluation learned by playing against itself (Hard, and Perfect on 5x5 and "
               "larger, depend on the clock)"))
            .with_words({tr("Easy"), tr("Medium"), tr("Hard"), tr("Perfect")}),
        plateau::Param::number("think_time", tr("Thinking time (s)"), 1.0, 0.05, 60.0,
                               tr("The hard computer's time per move, in seconds")),
        plateau::Param::integer("rounds_to_win", tr("Rounds to win"), 1, 1, 5,
                                tr("A match is won by the first to win this many rounds")),
        plateau::Param::colour_list("colours", tr("Pawn colours"), {"#f6f5f4", "#241f31"}, 2, 2,
                                    tr("The first player's pawns, then the second's"))
            .look_only(),
        plateau::Param::text("letters", tr("Letters"), "WK", 2,
                             tr("The first player's letter, then the second's, in the text form")),
        plateau::Param::boolean("show_letters", tr("Letters on pawns"), false,
                                tr("Draw each player's letter on their pawns, a cue beside colour"))
            .look_only(),
    };
    i.presets = {
        {"classic", tr("Two players, one round (5x5)"), "size = 5\nrounds_to_win = 1\n"},
        {"match", tr("Match: first to 3 rounds"), "rounds_to_win = 3\n"},
        {"computer", tr("Against the computer"),
         "player2 = \"Computer\"\nplayer2_kind = \"computer\"\n"},
        {"small", tr("Small (3x3)"), "size = 3\n"},
        {"large", tr("Large (8x8)"), "size = 8\n"},
    };
    i.menu_key = 'm';  // RULES (004): M opens the menu
    i.info_words = {{"round", tr("Round")}, {"lines", tr("Lines")}, {"value", tr("Value")}};
    return i;
}

// The checked letters: two different characters, neither '.' nor a blank.
Letters read_letters(const std::string& text) {
    const auto usable = [](char c) {
        return static_cast<unsigned char>(c) > ' ' && static_cast<unsigned char>(c) < 127 &&
               c != '.';
    };
    if (text.size() != 2 || !usable(text[0]) || !usable(text[1]) ||
        std::tolower(static_cast<unsigned char>(text[0])) ==
            std::tolower(static_cast<unsigned char>(text[1]))) {
        throw plateau::Refusal(plateau::format(
            plateau::tr("letters = \"{}\": two different letters are needed (case ignored), the "
                        "first player's then the second's, neither '.' nor a blank (e.g. WK)"),
            text));
    }
    return {text[0], text[1]};
}

std::string read_name(const plateau::Settings& settings, const char* key) {
    std::string name = settings.text(key);
    if (name.find_first_not_of(" \t") == std::string::npos) {
        throw plateau::Refusal(
            plateau::format(plateau::tr("{}: a player's name cannot be empty"), key));
    }
    return name;
}

class PushOver final : public plateau::Game<State, ViewUi> {
  public:
    PushOver(const plateau::Settings& settings, std::uint64_t seed,
             const std::optional<std::string>& layout) {
        look_.names = {read_name(settings, "player1"), read_name(settings, "player2")};
        look_.computer = {settings.text("player1_kind") == "computer",
                          settings.text("player2_kind") == "computer"};
        look_.letters = read_letters(settings.text("letters"));
        const auto colours = settings.colours("colours");
        look_.colours = {colours.at(0), colours.at(1)};
        look_.show_letters = settings.boolean("show_letters");
        look_.rounds_to_win = settings.integer_int("rounds_to_win");
        rules_.rounds_to_win = look_.rounds_to_win;
        level_ = parse_level(settings.text("computer_level"));
        think_time_ = settings.number("think_time");
        cache_folder_ = plateau::cache_dir();
        if (layout) {
            const Layout start = parse_layout(*layout, look_.letters);
            start_ = new_match(start.board, start.to_move, seed);
        } else {
            start_ = new_match(Board{settings.integer_int("size"), {}}, 0, seed);
        }
        // The solved table, made beside the game: no call of the host's waits a minute for
        // the 4x4 one (only 3x3's, made at once, is waited for).
        if (solved_size(start_.board.n)) {
            preparer_ = std::make_unique<TablePreparer>(start_.board.n, cache_folder_);
        }
    }

    State initial() override { return start_; }

    State apply(const State& state, std::string_view move) override {
        return apply_move(state, parse_move(move, state.board.n), rules_);
    }

    std::string text_form(const State& state) override {
        return pushover::text_form(state.board, look_.letters);
    }

    plateau::Status status(const State& state) override {
        plateau::Status s;
        s.scores = {state.rounds_won[0], state.rounds_won[1]};
        s.message = message(state);
        if (state.over) {
            s.over = true;
            if (state.match_winner < 0) {
                s.outcome = plateau::Outcome::draw;
            } else {
                s.outcome = plateau::Outcome::winner;
                s.winner = state.match_winner + 1;
            }
            return s;
        }
        s.turn = state.to_move + 1;
        s.computer_turn = look_.computer[state.to_move];
        return s;
    }

    // The round being played and the lines each player completed in the last finished one;
    // on 3x3 and 4x4, last, the value of the round for the player to move.
    std::string info_line(const State& state, const ViewUi*) override {
        const std::array<int, 2> lines =
            state.last_round ? state.last_round->lines : std::array<int, 2>{};
        std::string line = "round=" + std::to_string(state.round) +
                           " lines=" + std::to_string(lines[0]) + "," + std::to_string(lines[1]);
        if (const std::optional<Value> v = known_value(state, state.board.n < kMaxSolvedSize)) {
            switch (v->outcome) {
                case Outcome::win:
                    line += " value=win:" + std::to_string(v->plies);
                    break;
                case Outcome::loss:
                    line += " value=loss:" + std::to_string(v->plies);
                    break;
                default:
                    line += " value=draw";
                    break;
            }
        }
        return line;
    }

    // A move that keeps the value on 3x3 and 4x4, the hard player's choice on larger boards.
    std::unique_ptr<plateau::Job> hint(const State& state, double budget) override {
        if (state.over) throw plateau::Refusal(plateau::tr("the match is over"));
        const double seconds = budget > 0 ? budget : think_time_;
        return std::make_unique<plateau::ThreadJob>(
            [state, seconds, folder = cache_folder_](const std::atomic<bool>& stop) {
                plateau::JobResult r;
                r.hint(format_move(choose_hint(state, seconds, &stop, folder), state.board.n));
                return r;
            });
    }

    // "from the left edge, row 2": the status bar's words for a computer's push.
    // "t3" (English letters, any case) is kept as "H3": saves read the same in every
    // language.
    std::string canonical_move(const State& state, std::string_view move) override {
        return format_move(parse_move(move, state.board.n), state.board.n);
    }
    std::string describe_move(const State& state, std::string_view move) override {
        return move_in_words(parse_move(move, state.board.n));
    }

    std::vector<std::string> moves(const State& state) override {
        std::vector<std::string> all;
        if (state.over) return all;
        const std::uint32_t legal = legal_mask(state);
        if (legal == 0) return {"pass"};
        for (int index = 0; index < 4 * state.board.n; ++index) {
            if ((legal >> index & 1U) != 0) {
                all.push_back(
                    format_move(Move::insert(insertion_at(index, state.board.n)), state.board.n));
            }
        }
        return all;
    }

    std::optional<std::string> forced_move(const State& state) override {
        if (!state.over && turn_kind(state) == TurnKind::pass) return std::string("pass");
        return std::nullopt;
    }

    ViewUi new_ui(const State& state) override {
        ViewUi ui;
        const std::uint32_t legal = legal_mask(state);
        ui.arrows.cursor = legal != 0 ? std::countr_zero(legal) : 0;
        return ui;
    }

    plateau::InputResult input(const State& state, ViewUi& ui, const plateau::Input& in) override {
        const Placement at(state.board.n, in.width, in.height, false);
        switch (in.type) {
            case PLATEAU_INPUT_POINTER_MOVE:
            case PLATEAU_INPUT_POINTER_LEAVE: {
                const int hover =
                    in.type == PLATEAU_INPUT_POINTER_MOVE ? at.arrow_at(in.x, in.y) : -1;
                return ui.arrows.point(hover) ? plateau::InputResult::ui_changed()
                                              : plateau::InputResult::unused();
            }
            case PLATEAU_INPUT_POINTER_DOWN:
                return click(state, ui, at, in);
            case PLATEAU_INPUT_KEY:
                return key(state, ui, in);
            default:
                return plateau::InputResult::unused();
        }
    }

    void after_move(ViewUi& ui, const State& from, const State& to, std::string_view) override {
        ui.pending_side = 0;
        ui.arrows.hover = -1;  // no preview of the next push until the pointer moves again
        const bool round_ended =
            to.last_round && (!from.last_round || from.last_round->round != to.last_round->round);
        if (round_ended && !to.over) ui.summary_round = to.last_round->round;
        const std::uint32_t legal = legal_mask(to);
        if (legal != 0 && (legal >> ui.arrows.cursor & 1U) == 0) {
            ui.arrows.cursor = std::countr_zero(legal);
        }
    }

    // A push slides its pawns for a quarter of a second; a pass shows nothing.
    float anim_length(const State& from, const State&, std::string_view move) override {
        try {
            return parse_move(move, from.board.n).pass ? 0.0f : 0.22f;
        } catch (const std::exception&) {
            return 0.0f;
        }
    }

    void draw(plateau::Canvas& canvas, const State& state, const ViewUi* ui,
              const plateau::Frame<State>& frame) override {
        if (!solved_size(state.board.n)) {
            draw_match(canvas, state, ui, frame, look_);
            return;
        }
        Look look = look_;  // with the value in words, when the table is here already
        if (ui != nullptr) look.value_words = value_in_words(state);
        if (ui != nullptr && look.value_words.empty() && preparer_ && !state.over) {
            look.value_words = preparing_in_words(state.board.n);
        }
        draw_match(canvas, state, ui, frame, look);
    }

    // The computer player to move chooses, within `budget` seconds (0: think_time).
    std::unique_ptr<plateau::Job> computer_move(const State& state, double budget) override {
        if (state.over) throw plateau::Refusal(plateau::tr("the match is over"));
        const double seconds = budget > 0 ? budget : think_time_;
        return std::make_unique<plateau::ThreadJob>([state, level = level_, seconds,
                                                     folder = cache_folder_](
                                                        const std::atomic<bool>& stop) {
            plateau::JobResult r;
            r.move(format_move(choose_move(state, level, seconds, &stop, folder), state.board.n));
            return r;
        });
    }

  private:
    // The value of the round for the player to move on a solved board, the round going on;
    // `wait`: make the table if this process has none yet (else nullopt until it has).
    [[nodiscard]] std::optional<Value> known_value(const State& state, bool wait) const {
        if (state.over || !solved_size(state.board.n)) return std::nullopt;
        const SolvedTable* table = solved_table_if_ready(state.board.n);
        if (table == nullptr && wait) {
            table = &solved_table(state.board.n, cache_folder_, log_progress);
        }
        if (table == nullptr) return std::nullopt;
        const Value v = table->value(state.board, state.to_move);
        if (v.outcome == Outcome::over) return std::nullopt;
        return v;
    }

    // While the table is made: how far it is ("Solving 4x4 (once): 37%").
    [[nodiscard]] std::string preparing_in_words(int n) const {
        using plateau::format, plateau::tr;
        if (preparer_->table() != nullptr) return {};
        if (const std::optional<float> done = preparer_->progress()) {
            return format(tr("Solving {0}x{0} (once): {1}%"), n, static_cast<int>(*done * 100));
        }
        if (preparer_->working()) return format(tr("Reading the solved {0}x{0} board…"), n);
        return {};
    }

    // "You can force a win in 2 moves", counting the player's own moves.
    [[nodiscard]] std::string value_in_words(const State& state) const {
        using plateau::format, plateau::tr, plateau::trn;
        const std::optional<Value> v = known_value(state, false);
        if (!v) return {};
        const int mover = state.to_move;
        const bool computer = look_.computer[mover];
        switch (v->outcome) {
            case Outcome::win: {
                const int moves = (v->plies + 1) / 2;
                if (computer) {
                    return format(trn("{0} can force a win in {1} move",
                                      "{0} can force a win in {1} moves", moves),
                                  look_.names[mover], moves);
                }
                return format(
                    trn("You can force a win in {} move", "You can force a win in {} moves", moves),
                    moves);
            }
            case Outcome::loss: {
                const int moves = v->plies / 2;
                if (moves == 0) return tr("Every push loses at once");
                if (computer) {
                    return format(trn("{0} can force a win in {1} move",
                                      "{0} can force a win in {1} moves", moves),
                                  look_.names[other(mover)], moves);
                }
                return format(trn("Your opponent can force a win in {} move",
                                  "Your opponent can force a win in {} moves", moves),
                              moves);
            }
            default:
                return tr("Best play on both sides draws");
        }
    }

    // The status message: how a round or the match ended, or who passed. A message is made of
    // whole sentences, each one translated text with its values.
    std::string message(const State& s) const {
        using plateau::format, plateau::tr, plateau::trn;
        const auto& names = look_.names;
        // "Player 1 wins with 2 lines to 1", "a draw, 1 line each": what follows "Round 2: ".
        const auto round_text = [&](const RoundResult& r) {
            if (r.winner < 0) {
                return r.no_moves ? std::string(tr("a draw: neither player can move"))
                                  : format(trn("a draw, {} line each", "a draw, {} lines each",
                                               r.lines[0]),
                                           r.lines[0]);
            }
            const int won = r.lines[r.winner];
            return format(
                trn("{0} wins with {1} line to {2}", "{0} wins with {1} lines to {2}", won),
                names[r.winner], won, r.lines[other(r.winner)]);
        };
        const auto round_sentence = [&](const RoundResult& r) {
            return format(tr("Round {0}: {1}."), r.round, round_text(r));
        };
        const std::string score =
            std::to_string(s.rounds_won[0]) + "-" + std::to_string(s.rounds_won[1]);
        if (s.over) {
            const RoundResult& r = *s.last_round;
            if (rules_.rounds_to_win == 1) {
                if (r.winner < 0) {
                    if (r.no_moves) return tr("Draw: neither player can move.");
                    return format(trn("Draw: {} line each.", "Draw: {} lines each.", r.lines[0]),
                                  r.lines[0]);
                }
                const int won = r.lines[r.winner];
                return format(
                    trn("{0} wins with {1} line to {2}.", "{0} wins with {1} lines to {2}.", won),
                    names[r.winner], won, r.lines[other(r.winner)]);
            }
            return round_sentence(r) + " " +
                   format(tr("{0} wins the match {1}."), names[s.match_winner], score);
        }
        if (s.last_round && s.plies_in_round == 0 && s.round == s.last_round->round + 1) {
            return round_sentence(*s.last_round) + " " + format(tr("Match {}."), score) + " " +
                   format(tr("Round {0}: {1} starts."), s.round, names[s.to_move]);
        }
        if (s.last_was_pass) {
            return format(tr("{} has no legal insertion and passes."), names[other(s.to_move)]);
        }
        return {};
    }

    plateau::InputResult play_insertion(const State& state, int index) const {
        return plateau::InputResult::play(
            format_move(Move::insert(insertion_at(index, state.board.n)), state.board.n));
    }

    [[nodiscard]] bool human_to_move(const State& state) const {
        return !state.over && !look_.computer[state.to_move];
    }

    plateau::InputResult click(const State& state, ViewUi& ui, const Placement& at,
                               const plateau::Input& in) const {
        if (in.button != PLATEAU_BUTTON_LEFT) return plateau::InputResult::unused();
        if (summary_shown(state, &ui)) {
            ui.summary_round = 0;
            return plateau::InputResult::ui_changed();
        }
        if (at.moves_button().contains(in.x, in.y)) {
            ui.show_moves = !ui.show_moves;
            return plateau::InputResult::ui_changed();
        }
        const int index = at.arrow_at(in.x, in.y);
        if (index < 0 || !human_to_move(state)) return plateau::InputResult::unused();
        // A disabled arrow is played too: the refusal tells the player why it is disabled.
        return play_insertion(state, index);
    }

    plateau::InputResult key(const State& state, ViewUi& ui, const plateau::Input& in) const {
        const int key = in.key;
        if (key == 'p') {  // M is the window's menu (RULES, 004)
            ui.show_moves = !ui.show_moves;
            return plateau::InputResult::ui_changed();
        }
        const bool confirm = key == PLATEAU_KEY_ENTER || key == PLATEAU_KEY_SPACE;
        if (summary_shown(state, &ui)) {
            if (!confirm) return plateau::InputResult::unused();
            ui.summary_round = 0;
            return plateau::InputResult::ui_changed();
        }
        if (!human_to_move(state)) return plateau::InputResult::unused();
        // The cursor walks the ring of insertions, round and round: Right, Down and Tab to the
        // next one, Left and Up to the one before.
        const int count = 4 * state.board.n;
        plateau::Input arrow = in;
        if (key == PLATEAU_KEY_TAB) arrow.key = PLATEAU_KEY_RIGHT;
        const auto step = [count](int index, int dc, int dr) {
            return (index + (dc + dr > 0 ? 1 : count - 1)) % count;
        };
        switch (ui.arrows.key(arrow, step)) {
            case plateau::CellCursor::Key::moved:
                return plateau::InputResult::ui_changed();
            case plateau::CellCursor::Key::act:
                return play_insertion(state, ui.arrows.cursor);
            case plateau::CellCursor::Key::unused:
                break;
        }
        // The notation typed: a side letter, then the line number.
        const std::string sides = "htbgldr";
        if (key >= 'a' && key <= 'z' && sides.find(static_cast<char>(key)) != std::string::npos) {
            ui.pending_side = static_cast<char>(key);
            return plateau::InputResult::ui_changed();
        }
        if (ui.pending_side != 0 && key >= '1' && key <= '0' + state.board.n) {
            const std::string move{static_cast<char>(std::toupper(ui.pending_side)),
                                   static_cast<char>(key)};
            ui.pending_side = 0;
            return plateau::InputResult::play(move);
        }
        return plateau::InputResult::unused();
    }

    Look look_;
    MatchRules rules_;
    Level level_ = Level::medium;
    double think_time_ = 1.0;
    std::filesystem::path cache_folder_;  // where the 4x4 table is kept (empty: none)
    State start_;
    std::unique_ptr<TablePreparer> preparer_;  // on 3x3 and 4x4; stops with the game
};

}  // namespace
}  // namespace pushover

PLATEAU_PLUGIN(pushover::PushOver, pushover::info)
