#include "ui/window/launcher_app.hpp"

#include <iostream>

#include "core/app/host_context.hpp"
#include "core/config/host_config.hpp"
#include "core/session/session.hpp"
#include "ui/draw/ui_font.hpp"
#include "ui/window/window_app.hpp"

namespace plateau::ui {

int run_launcher(plateau::core::HostContext& context, std::optional<FirstGame> first,
                 const std::vector<std::string>& messages) {
    UiFonts fonts;
    try {
        fonts = load_ui_fonts(context.config().font);
    } catch (const FontError& e) {
        std::cerr << "error: " << e.what() << '\n';
        return 1;
    }
    WindowApp app(context, std::move(fonts));
    std::string banner;
    for (const auto& m : messages) banner += (banner.empty() ? "" : " \xC2\xB7 ") + m;
    if (!banner.empty()) app.show_launcher_error(banner);
    if (first) app.show_game(first->id, std::move(first->session), first->elapsed_seconds);
    return app.run();
}

}  // namespace plateau::ui
