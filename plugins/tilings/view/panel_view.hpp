// The side panel of the view.
#pragma once

#include <plateau/canvas.hpp>

#include "tilings/rules/match.hpp"
#include "tilings/view/view.hpp"
#include "tilings/view/view_layout.hpp"

namespace tilings {

// `dark`: in the dark theme's colours.
void draw_panel(const plateau::Canvas& canvas, const Match& match, const Look& look,
                const ViewLayout& layout, bool dark);

}  // namespace tilings
