#include "minesweeper/view/board_input.hpp"

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
        return ui.cells.hover != before.cells.hover || ui.pressed != before.pressed ||
                       ui.cells.cursor_shown != before.cells.cursor_shown
                   ? InputResult::ui_changed()
                   : InputResult::unused();
    };
    ui.cells.point(cell);
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
    plateau::CellCursor& c = ui.cells;
    const bool flag = in.key == 'f';
    const auto k = c.key(in, p.cols, p.rows);
    if (k == plateau::CellCursor::Key::unused && !flag) return InputResult::unused();
    // The cursor's first place, whatever key first shows it: the hovered cell, or the centre.
    if (c.cursor < 0) c.cursor = c.hover >= 0 ? c.hover : p.cell(p.cols / 2, p.rows / 2);
    c.cursor_shown = true;
    if (k == plateau::CellCursor::Key::moved || p.over()) return InputResult::ui_changed();
    if (flag) {
        if (p.cover[c.cursor] == Cover::open) return InputResult::ui_changed();
        return InputResult::play(move_text(p, Move::Kind::flag, c.cursor));
    }
    if (p.cover[c.cursor] == Cover::open && spec.chording && p.number(c.cursor) > 0) {
        // Space on a number always chords, so a refusal tells the player why nothing opened.
        return InputResult::play(move_text(p, Move::Kind::chord, c.cursor));
    }
    const InputResult r = act(spec, p, c.cursor, false);
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
