#include <ostream>

#include "cli/commands.hpp"
#include "core/app/host_context.hpp"
#include "core/config/config_error.hpp"
#include "core/i18n/translate.hpp"
#include "core/plugins/plugin.hpp"
#include "core/plugins/plugin_manager.hpp"

namespace plateau::cli {

using core::tr;

int run_list(const GlobalOptions& options, std::ostream& out, std::ostream& err) {
    try {
        core::HostContext context({options.config_file, options.data_dir});
        for (const core::PluginEntry& entry : context.plugins().entries()) {
            if (entry.state == core::PluginState::refused) {
                out << "refused\t" << entry.path.string() << '\t' << entry.reason << '\n';
            } else if (entry.state == core::PluginState::disabled) {
                // Loaded but not offered: for the user it is refused, with the reason.
                out << "refused\t" << entry.path.string() << '\t'
                    << format(tr("disabled: \"{}\" is not in the plugins list of {}"),
                              entry.plugin->id(), context.config_file().string())
                    << '\n';
            } else {
                out << entry.plugin->id() << '\t' << entry.plugin->version() << '\t'
                    << entry.path.string() << '\n';
            }
            if (entry.plugin && !entry.plugin->warning().empty()) {
                err << "warning: " << entry.path.string() << ": " << entry.plugin->warning()
                    << '\n';
            }
        }
        return 0;
    } catch (const std::exception& e) {
        err << "error: " << e.what() << '\n';
        return 2;
    }
}

}  // namespace plateau::cli
