// The log of texts drawn cut, for the GUI tests: with PLATEAU_CUT_TEXTS_LOG=FILE in the
// environment, each text the window draws cut (the first time only) is appended to FILE,
// a line each. tests/gui/french_gui_test.sh compares the French screens' count with the
// English ones': a translation must fit where English fits.
#pragma once

#include <string_view>

namespace plateau::ui {

// `whole`: the whole text of one the window cut (Painter), or a plugin's text drawn ending
// in "…" (its fit_text's or wrap_text's cut; the canvas sees only what is drawn).
void log_cut_text(std::string_view whole);

}  // namespace plateau::ui
