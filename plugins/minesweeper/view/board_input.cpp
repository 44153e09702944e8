#include "minesweeper/view/board_input.hpp"

#include <algorithm>

#include "minesweeper/rules/notation.hpp"
#include "minesweeper/rules/rules.hpp"
#include "minesweeper/view/board_geometry.hpp"

namespace minesweeper {

namespace {

using plateau::InputResult;

std::string move_text(const Position& p, Move::Kind kind, int cell) {
    return format_move(Move{kind, cell % p.cols, cell / p.cols});
}

// What Space (or releasing the mouse) does on a cell: open it when covered, chord it when
// it is a number whose flags are placed.
InputResult act(const BoardSpec& spec, const Position& p, int cell, bool chord_only) {
    if (p.over() || cell < 0) return InputResult::unused();
    if (p.cover[cell] == Cover::covered && !chord_only) {
        return InputResult::play(move_text(p, Move::Kind::open, cell));
    }
    if (p.cover[cell] == Cover::open && spec.chording && chord_would_open(p, cell)) {
        return InputResult::play(move_text(p, Move::Kind::chord, cell));
    }
    return InputResult::unused();
}

InputResult pointer(const BoardSpec& spec, const Position& p, Ui& ui, const plateau::Input& in) {
    const BoardGeometry g(p.cols, p.rows, in.width, in.height, true);
    const int cell = in.type == PLATEAU_INPUT_POINTER_LEAVE ? -1 : g.cells.cell_at(in.x, in.y);
    const Ui before = ui;
    const auto changed = [&] {
        return ui.hover != before.hover || ui.pressed != before.pressed ||
                       ui.cursor_shown != before.cursor_shown
                   ? InputResult::ui_changed()
                   : InputResult::unused();
    };
    ui.hover = cell;
    ui.cursor_shown = false;
    switch (in.type) {
        case PLATEAU_INPUT_POINTER_MOVE:
            // A held press follows the pointer, as in GNOME Mines.
            if (ui.pressed >= 0) ui.pressed = cell >= 0 ? cell : ui.pressed;
            return changed();
        case PLATEAU_INPUT_POINTER_LEAVE:
            ui.pressed = -1;
            return changed();
        case PLATEAU_INPUT_POINTER_DOWN: {
            if (cell < 0 || p.over()) return changed();
            if (in.button == PLATEAU_BUTTON_RIGHT) {
                if (p.cover[cell] == Cover::open) return changed();
                return InputResult::play(move_text(p, Move::Kind::flag, cell));
            }
            const bool middle = in.button == PLATEAU_BUTTON_MIDDLE;
            if (in.button != PLATEAU_BUTTON_LEFT && !middle) return changed();
            if (p.cover[cell] == Cover::flagged) return changed();
            if (p.cover[cell] == Cover::open && (!spec.chording || p.number(cell) == 0)) {
                return changed();
            }
            ui.pressed = cell;
            ui.press_chords = middle || p.cover[cell] == Cover::open;
            return changed();
        }
        case PLATEAU_INPUT_POINTER_UP: {
            const int held = ui.pressed;
            const bool chords = ui.press_chords;
            ui.pressed = -1;
            if (held < 0 || held != cell) return changed();
            // A middle click chords even where it would be refused, so the player hears why.
            if (chords && in.button == PLATEAU_BUTTON_MIDDLE && p.cover[held] == Cover::open &&
                spec.chording) {
                return InputResult::play(move_text(p, Move::Kind::chord, held));
            }
            const InputResult r = act(spec, p, held, chords);
            return r.kind == PLATEAU_INPUT_MOVE ? r : changed();
        }
        default:
            return InputResult::unused();
    }
}

InputResult key(const BoardSpec& spec, const Position& p, Ui& ui, const plateau::Input& in) {
    int dc = 0, dr = 0;
    if (in.key == PLATEAU_KEY_LEFT) dc = -1;
    if (in.key == PLATEAU_KEY_RIGHT) dc = 1;
    if (in.key == PLATEAU_KEY_UP) dr = -1;
    if (in.key == PLATEAU_KEY_DOWN) dr = 1;
    const bool acts = in.key == PLATEAU_KEY_SPACE || in.key == PLATEAU_KEY_ENTER || in.key == 'f';
    if (dc == 0 && dr == 0 && !acts) return InputResult::unused();
    if (ui.cursor < 0) ui.cursor = ui.hover >= 0 ? ui.hover : p.cell(p.cols / 2, p.rows / 2);
    if (!ui.cursor_shown && (dc != 0 || dr != 0)) {
        ui.cursor_shown = true;  // the first arrow shows the cursor where it is
        return InputResult::ui_changed();
    }
    ui.cursor_shown = true;
    if (dc != 0 || dr != 0) {
        const int col = std::clamp(ui.cursor % p.cols + dc, 0, p.cols - 1);
        const int row = std::clamp(ui.cursor / p.cols + dr, 0, p.rows - 1);
        ui.cursor = p.cell(col, row);
        return InputResult::ui_changed();
    }
    if (p.over()) return InputResult::ui_changed();
    if (in.key == 'f') {
        if (p.cover[ui.cursor] == Cover::open) return InputResult::ui_changed();
        return InputResult::play(move_text(p, Move::Kind::flag, ui.cursor));
    }
    if (p.cover[ui.cursor] == Cover::open && spec.chording && p.number(ui.cursor) > 0) {
        // Space on a number always chords, so a refusal tells the player why nothing opened.
        return InputResult::play(move_text(p, Move::Kind::chord, ui.cursor));
    }
    const InputResult r = act(spec, p, ui.cursor, false);
    return r.kind == PLATEAU_INPUT_MOVE ? r : InputResult::ui_changed();
}

}  // namespace

plateau::InputResult handle_input(const BoardSpec& spec, const Position& p, Ui& ui,
                                  const plateau::Input& in) {
    switch (in.type) {
        case PLATEAU_INPUT_POINTER_MOVE:
        case PLATEAU_INPUT_POINTER_LEAVE:
        case PLATEAU_INPUT_POINTER_DOWN:
        case PLATEAU_INPUT_POINTER_UP:
            return pointer(spec, p, ui, in);
        case PLATEAU_INPUT_KEY:
            return key(spec, p, ui, in);
        default:
            return InputResult::unused();
    }
}

}  // namespace minesweeper
