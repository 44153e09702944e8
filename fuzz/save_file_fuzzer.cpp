// Save-file loading on any bytes, through the real plugins: read_save checks the file,
// restore_session makes the game and replays its moves. A file is refused whole with a
// SaveError naming it, or it gives a session; and a loaded session saved again loads back
// to the same history.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/saves/save_file.hpp"
#include "fuzz_support.hpp"

namespace {

using namespace plateau;

// The session the file gives, or nothing when it is refused (with its reason checked).
std::optional<core::Session> load(const std::filesystem::path& file) {
    try {
        const core::SaveFile save = core::read_save(file, fuzz::schema_of);
        return core::restore_session(file, save, fuzz::make_saved_game);
    } catch (const core::SaveError& e) {
        if (!std::string_view(e.what()).starts_with(file.string())) {
            fuzz::fuzz_fail(std::string("a refusal without the file: ") + e.what());
        }
        fuzz::note(e.what());
        return std::nullopt;
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const auto file = fuzz::scratch_dir() / "fuzzed.toml";
    static const auto again = fuzz::scratch_dir() / "saved-again.toml";
    fuzz::write_file(file, {reinterpret_cast<const char*>(data), size});
    const std::optional<core::Session> session = load(file);
    if (!session) return 0;
    fuzz::check_status(session->status(), "the loaded position");

    // What the host writes of it, it reads back to the same history.
    core::write_save(again, *session);
    std::optional<core::Session> reloaded;
    try {
        reloaded = core::restore_session(again, core::read_save(again, fuzz::schema_of),
                                         fuzz::make_saved_game);
    } catch (const core::SaveError& e) {
        fuzz::fuzz_fail(std::string("a saved session does not load back: ") + e.what());
    }
    const core::Session::Record a = session->record();
    const core::Session::Record b = reloaded->record();
    if (a.moves != b.moves || a.position != b.position) {
        fuzz::fuzz_fail("a saved session loads back to another history");
    }
    if (session->game().text_form(session->state()) !=
        reloaded->game().text_form(reloaded->state())) {
        fuzz::fuzz_fail("a saved session loads back to another position");
    }
    return 0;
}
