// The plugin bench_many_plugins copies 200 times: Lights Out's rules (lightsout_rules) under
// an id taken from the copy's own file name (lightsout-copy-042.so is lightsout-copy-042), so
// that the host offers every copy as a game of its own. Its board is drawn as the template
// draws it (square cells, rounded, in the area given), so that a card's thumbnail costs what
// Lights Out's does.
#include <dlfcn.h>

#include <filesystem>
#include <plateau/cell_layout.hpp>
#include <plateau/plugin.hpp>

#include "lightsout/rules/rules.hpp"

namespace {

using lightsout::Board;

class LightsOutCopy final : public plateau::Game<Board> {
  public:
    LightsOutCopy(const plateau::Settings& settings, std::uint64_t seed,
                  const std::optional<std::string>& layout)
        : start_(layout ? lightsout::parse_layout(*layout)
                        : lightsout::random_start(settings.integer_int("size"), seed)) {}

    Board initial() override { return start_; }
    Board apply(const Board& board, std::string_view move) override {
        return lightsout::press(board, move);
    }
    std::string text_form(const Board& board) override { return lightsout::text_form(board); }
    plateau::Status status(const Board& board) override {
        plateau::Status s;
        s.over = board.all_off();
        s.outcome = s.over ? plateau::Outcome::won : plateau::Outcome::none;
        return s;
    }
    void draw(plateau::Canvas& canvas, const Board& board, const plateau::NoUi*,
              const plateau::Frame<Board>& frame) override {
        const plateau::CellLayout cells(board.size, board.size, {0, 0, frame.width, frame.height});
        const float gap = std::max(1.0f, cells.cell() * 0.06f);
        for (int i = 0; i < board.size * board.size; ++i) {
            canvas.fill_rounded_rect(cells.rect(i).inset(gap / 2), cells.cell() * 0.12f,
                                     board.lights[i] == '#' ? kOn : kOff);
        }
    }

  private:
    static constexpr plateau::Colour kOff{0x3d, 0x38, 0x46, 255}, kOn{0xf6, 0xd3, 0x2d, 255};
    Board start_;
};

// This library's own file name without its extension.
std::string id_from_file_name() {
    Dl_info where{};
    if (dladdr(reinterpret_cast<const void*>(&id_from_file_name), &where) == 0 ||
        where.dli_fname == nullptr) {
        return "lightsout-copy";
    }
    return std::filesystem::path(where.dli_fname).stem().string();
}

plateau::PluginInfo info() {
    plateau::PluginInfo i;
    i.id = id_from_file_name();
    i.name = "Lights Out " + i.id;
    i.version = "1.0.0";
    i.description = "A copy of Lights Out's rules, one of the benchmark's many plugins.";
    i.how_to_play = "Every press toggles a light and its neighbours; turn every light off.";
    i.params = {plateau::Param::integer("size", "Board size", 5, lightsout::kMinSize,
                                        lightsout::kMaxSize, "Lights per side")};
    i.presets = {{"small", "Small (3x3)", "size = 3"},
                 {"classic", "Classic (5x5)", "size = 5"},
                 {"large", "Large (7x7)", "size = 7"}};
    return i;
}

}  // namespace

PLATEAU_PLUGIN(LightsOutCopy, info)
