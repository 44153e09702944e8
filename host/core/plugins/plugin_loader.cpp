#include "core/plugins/plugin_loader.hpp"

#include <dlfcn.h>
#include <unistd.h>

#include <atomic>
#include <boost/dll/shared_library.hpp>
#include <cerrno>
#include <cstdlib>
#include <exception>
#include <system_error>
#include <type_traits>
#include <utility>

#include "core/i18n/translate.hpp"
#include "core/plugins/elf_exports.hpp"
#include "core/plugins/elf_host_machine.hpp"
#include "core/plugins/file_trust.hpp"
#include "core/plugins/host_table.hpp"
#include "core/plugins/plugin_table_check.hpp"

namespace plateau::core {
namespace {

LoadOutcome refused(LoadOutcome outcome, std::string reason) {
    outcome.refusal = std::move(reason);
    return outcome;
}

// Step 1; empty when the file is a regular file the host may read.
std::string find_file_problem(const std::filesystem::path& file) {
    std::error_code error;
    const auto status = std::filesystem::status(file, error);
    if (!std::filesystem::exists(status)) return tr("no such file");
    if (!std::filesystem::is_regular_file(status)) return tr("not a regular file");
    if (::access(file.c_str(), R_OK) != 0) {
        return format(tr("cannot be read: {}"), std::generic_category().message(errno));
    }
    return find_trust_problem(file);
}

// Step 2; empty when the file is a library this process can load that exports the entry.
std::string find_elf_problem(const std::filesystem::path& file) {
    const ElfExportCheck check = check_elf_export(file, PLATEAU_ENTRY_SYMBOL);
    if (!check.exported) return check.reason;
    return elf_host_mismatch(check.elf_class, check.machine);
}

// RTLD_NOW: a symbol the library needs and nothing provides fails here, with the dynamic
// loader's message, rather than in the middle of a game. The library is closed (and its code
// unloaded) when the last Plugin, game, state and job made from it are gone.
constexpr auto open_mode = boost::dll::load_mode::rtld_now | boost::dll::load_mode::rtld_local;

// Each load checks and opens a private copy of the file, in a folder of its own (mode 0700)
// made for that load. The dynamic loader hands back the library it already has for a path,
// so loading a rebuilt file at the same path would give the old code: the copy's name
// carries a number never used before in this process. Once the library is open (its
// mapping stays) or refused, the copy and its folder are removed: nothing is left behind,
// even by a process killed later (only one killed in the middle of a load leaves them).
class PrivateCopy {
  public:
    explicit PrivateCopy(const std::filesystem::path& file) {
        static std::atomic<unsigned long> loads{0};
        std::error_code error;
        std::string pattern =
            (std::filesystem::temp_directory_path(error) / "plateau-plugins-XXXXXX").string();
        if (error) pattern = "/tmp/plateau-plugins-XXXXXX";
        if (::mkdtemp(pattern.data()) == nullptr) {
            problem_ = tr("no private folder could be made to load it from");
            return;
        }
        folder_ = pattern;
        path_ = folder_ / (std::to_string(++loads) + "-" + file.filename().string());
        std::filesystem::copy_file(file, path_, error);
        if (error) problem_ = format(tr("cannot be copied to load it: {}"), error.message());
    }
    ~PrivateCopy() {
        std::error_code error;
        if (!folder_.empty()) std::filesystem::remove_all(folder_, error);
    }
    PrivateCopy(const PrivateCopy&) = delete;
    PrivateCopy& operator=(const PrivateCopy&) = delete;

    // Why there is no copy; empty when path() holds one.
    [[nodiscard]] const std::string& problem() const { return problem_; }
    [[nodiscard]] const std::filesystem::path& path() const { return path_; }

  private:
    std::filesystem::path folder_;
    std::filesystem::path path_;
    std::string problem_;
};

// Step 3; empty when `library` is open.
std::string open_library(const std::filesystem::path& file, boost::dll::shared_library& library) {
    dlerror();  // forget an older message, so the one read below is this load's
    std::error_code error;
    library.load(file, open_mode, error);
    if (!error) return {};
    // Boost.DLL's error code says only "bad file descriptor"; the dynamic loader says why.
    const char* message = dlerror();
    return format(tr("the library failed to load: {}"),
                  message != nullptr ? std::string(message) : error.message());
}

// A plugin exports plateau_entry alone (abi.h); one that exports more still loads (every
// 1.x plugin keeps loading), with this warning.
std::string find_extra_exports(const std::filesystem::path& file) {
    const ElfExports exports = list_elf_exports(file);
    std::vector<std::string> extra;
    for (const auto& symbol : exports.symbols) {
        if (symbol != PLATEAU_ENTRY_SYMBOL) extra.push_back(symbol);
    }
    if (extra.empty()) return {};
    // TRANSLATORS: {1} is the first symbol's name, followed by ", ..." when there are more.
    return format(trn("it exports {0} symbol besides plateau_entry ({1}); a plugin exports "
                      "plateau_entry alone: build it with hidden visibility and the SDK's "
                      "version script (plateau_add_plugin)",
                      "it exports {0} symbols besides plateau_entry ({1}); a plugin exports "
                      "plateau_entry alone: build it with hidden visibility and the SDK's "
                      "version script (plateau_add_plugin)",
                      extra.size()),
                  extra.size(), extra.front() + (extra.size() > 1 ? ", ..." : ""));
}

// Step 4: the table plateau_entry returns, or why there is none.
const plateau_plugin* call_entry(const boost::dll::shared_library& library,
                                 const std::filesystem::path& file, std::string& problem) {
    // In the library's own file, but dlsym may still miss it (a version script, say).
    if (!library.has(PLATEAU_ENTRY_SYMBOL)) {
        problem = tr("the loaded library does not provide plateau_entry");
        return nullptr;
    }
    // get<> of a function type gives the function; of a pointer type (plateau_entry_fn) it
    // would give a pointer stored at the function's address, i.e. its code read as data.
    auto& entry = library.get<std::remove_pointer_t<plateau_entry_fn>>(PLATEAU_ENTRY_SYMBOL);
    const plateau_plugin* table = nullptr;
    try {
        table = entry(&host_table(file.parent_path()));
    } catch (const std::exception& error) {
        problem = format(tr("plateau_entry threw an exception: {}"), error.what());
        return nullptr;
    } catch (...) {
        problem = tr("plateau_entry threw an exception");
        return nullptr;
    }
    if (table == nullptr) problem = tr("plateau_entry returned NULL");
    return table;
}

}  // namespace

LoadOutcome load_plugin(const std::filesystem::path& file) {
    LoadOutcome outcome;
    if (std::string problem = find_file_problem(file); !problem.empty()) {
        return refused(std::move(outcome), std::move(problem));
    }
    outcome.stamp = read_file_stamp(file);
    if (!outcome.stamp) return refused(std::move(outcome), tr("cannot read its size and time"));

    // What is checked and loaded is a private copy, so the checks and the load see the same
    // bytes even if the file is being replaced meanwhile.
    const PrivateCopy private_copy(file);
    if (!private_copy.problem().empty()) return refused(std::move(outcome), private_copy.problem());
    const std::filesystem::path& copy = private_copy.path();
    if (read_file_stamp(file) != outcome.stamp) {
        return refused(std::move(outcome),
                       tr("the file changed while it was read (still being written?)"));
    }

    if (std::string problem = find_elf_problem(copy); !problem.empty()) {
        return refused(std::move(outcome), std::move(problem));
    }

    boost::dll::shared_library library;
    if (std::string problem = open_library(copy, library); !problem.empty()) {
        // The dynamic loader names the copy it was given: the player knows the file.
        const std::string copy_name = copy.string();
        for (auto at = problem.find(copy_name); at != std::string::npos;
             at = problem.find(copy_name, at)) {
            problem.replace(at, copy_name.size(), file.string());
            at += file.string().size();
        }
        return refused(std::move(outcome), std::move(problem));
    }
    outcome.library_opened = true;

    std::string problem;
    const plateau_plugin* returned = call_entry(library, file, problem);
    if (returned == nullptr) return refused(std::move(outcome), std::move(problem));

    PluginTableCheck check = check_plugin_table(*returned);
    if (!check.refusal.empty()) return refused(std::move(outcome), std::move(check.refusal));

    // The Plugin keeps the library open; only this file knows it is Boost.DLL's.
    auto kept = std::make_shared<const boost::dll::shared_library>(std::move(library));
    auto plugin = std::make_shared<Plugin>(std::move(kept), check.table, file, *outcome.stamp);
    plugin->set_warning(find_extra_exports(copy));
    outcome.plugin = std::move(plugin);
    return outcome;
}

}  // namespace plateau::core
