#include "samegame_game.hpp"

#include "board_view.hpp"
#include "notation.hpp"
#include "search_jobs.hpp"
#include "view_geometry.hpp"

namespace samegame {

namespace {

// The three phases of a removal (marked, falling, closing) take this long in all.
constexpr float kRemovalSeconds = 0.3f;

}  // namespace

SameGame::SameGame(const plateau::Settings& settings, std::uint64_t seed,
                   const std::optional<std::string>& layout)
    : config_(read_config(settings, layout.has_value())),
      start_(start_position(first_board(config_, seed, layout), config_.rules)) {}

Position SameGame::apply(const Position& position, std::string_view move) {
    const Cell cell = parse_move(move, position.board);
    return play(position, cell, move, config_.rules, finder_);
}

std::string SameGame::text_form(const Position& position) {
    return samegame::text_form(position.board, config_.letters);
}

plateau::Status SameGame::status(const Position& position) {
    plateau::Status s;
    s.score = position.score;
    if (position.over) {
        s.over = true;
        s.turn = 0;
        const int left = position.board.pieces();
        if (left == 0) {
            s.outcome = plateau::Outcome::won;
            s.message = "Board cleared! Final score " + std::to_string(position.score) + ".";
        } else {
            s.message = "No group of " + std::to_string(config_.rules.min_group) +
                        " or more is left; " + std::to_string(left) +
                        (left == 1 ? " piece remains" : " pieces remain") + ". Final score " +
                        std::to_string(position.score) + ".";
        }
    }
    return s;
}

std::vector<std::string> SameGame::moves(const Position& position) {
    std::vector<std::string> all;
    if (position.over) return all;
    for (const GroupInfo& g : finder_.legal_groups(position.board, config_.rules.min_group)) {
        all.push_back(format_move(g.name));
    }
    return all;
}

int SameGame::legal_group_size(const Position& position, Cell cell) {
    if (position.over || !position.board.in_bounds(cell)) return 0;
    const int size = static_cast<int>(finder_.cells_of(position.board, cell).size());
    return size >= config_.rules.min_group ? size : 0;
}

std::string SameGame::info(const Position& position, const Ui* ui) {
    // Only while the window highlights a group (the text mode never does): its size and
    // what removing it would score, for the status bar.
    if (ui == nullptr) return {};
    const auto selected = ui->selected();
    if (!selected) return {};
    const int size = legal_group_size(position, *selected);
    if (size == 0) return {};
    const bool clears = size == position.board.pieces();
    return "group=" + std::to_string(size) +
           " points=" + std::to_string(config_.rules.move_points(size, clears));
}

plateau::InputResult SameGame::input(const Position& position, Ui& ui, const plateau::Input& in) {
    const Board& board = position.board;
    const BoardGeometry geo(board.cols(), board.rows(), in.width, in.height,
                            caption_height(in.height, false));
    switch (in.type) {
        case PLATEAU_INPUT_POINTER_MOVE:
        case PLATEAU_INPUT_POINTER_LEAVE: {
            const auto cell =
                in.type == PLATEAU_INPUT_POINTER_MOVE ? geo.cell_at(in.x, in.y) : std::nullopt;
            if (cell == ui.hover && !ui.cursor_shown) return plateau::InputResult::unused();
            ui.hover = cell;
            ui.cursor_shown = false;
            return plateau::InputResult::ui_changed();
        }
        case PLATEAU_INPUT_POINTER_DOWN: {
            const auto cell = geo.cell_at(in.x, in.y);
            if (!cell || in.button != PLATEAU_BUTTON_LEFT) return plateau::InputResult::unused();
            const bool moved = ui.hover != cell;
            ui.hover = cell;
            if (legal_group_size(position, *cell) == 0) {
                return moved ? plateau::InputResult::ui_changed() : plateau::InputResult::unused();
            }
            return plateau::InputResult::play(format_move(*cell));
        }
        case PLATEAU_INPUT_KEY: {
            int dc = 0, dr = 0;
            if (in.key == PLATEAU_KEY_LEFT) dc = -1;
            if (in.key == PLATEAU_KEY_RIGHT) dc = 1;
            if (in.key == PLATEAU_KEY_UP) dr = 1;  // rows count from the bottom
            if (in.key == PLATEAU_KEY_DOWN) dr = -1;
            if (dc != 0 || dr != 0) {
                if (!ui.cursor_shown) {
                    // The cursor appears where the pointer was, or where it was left.
                    if (ui.hover) ui.cursor = *ui.hover;
                } else {
                    ui.cursor.col = std::clamp(ui.cursor.col + dc, 0, board.cols() - 1);
                    ui.cursor.row = std::clamp(ui.cursor.row + dr, 0, board.rows() - 1);
                }
                ui.cursor_shown = true;
                return plateau::InputResult::ui_changed();
            }
            if (in.key == PLATEAU_KEY_SPACE || in.key == PLATEAU_KEY_ENTER) {
                const bool was_shown = ui.cursor_shown;
                ui.cursor_shown = true;
                if (was_shown && legal_group_size(position, ui.cursor) > 0) {
                    return plateau::InputResult::play(format_move(ui.cursor));
                }
                return was_shown ? plateau::InputResult::unused()
                                 : plateau::InputResult::ui_changed();
            }
            return plateau::InputResult::unused();
        }
        default:
            return plateau::InputResult::unused();
    }
}

void SameGame::after_move(Ui& ui, const Position&, const Position& to, std::string_view) {
    ui.cursor.col = std::clamp(ui.cursor.col, 0, to.board.cols() - 1);
    ui.cursor.row = std::clamp(ui.cursor.row, 0, to.board.rows() - 1);
}

float SameGame::anim_length(const Position& from, const Position& to, std::string_view) {
    if (!config_.animations || from.board == to.board) return 0;
    return kRemovalSeconds;
}

void SameGame::draw(plateau::Canvas& canvas, const Position& position, const Ui* ui,
                    const plateau::Frame<Position>& frame) {
    draw_position(canvas, position, ui, frame, config_);
}

std::unique_ptr<plateau::Job> SameGame::start_job(const Position& position, std::string_view name,
                                                  std::string_view args, double budget) {
    const int colours = static_cast<int>(config_.colours.size());
    if (name == "hint") {
        return start_hint_job(position, colours, config_.rules, budget > 0 ? budget : kHintSeconds);
    }
    if (name == "solve") {
        return start_solve_job(position, colours, config_.rules, solve_seconds(args, budget));
    }
    throw plateau::Refusal("SameGame has no job '" + std::string(name) + "'");
}

}  // namespace samegame
