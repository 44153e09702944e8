#include "ui/launcher_app.hpp"

#include <iostream>

#include "core/app/host_context.hpp"
#include "core/config/host_config.hpp"
#include "ui/ui_font.hpp"

namespace plateau::ui {

int run_launcher(plateau::core::HostContext& context) {
    try {
        const auto font = load_ui_font(context.config().font);
        (void)font;
    } catch (const FontError& e) {
        std::cerr << "error: " << e.what() << '\n';
        return 1;
    }
    std::cerr << "error: the launcher window is not finished yet\n";
    return 1;
}

}  // namespace plateau::ui
