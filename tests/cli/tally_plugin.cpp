// A second game for the command-line tests: a counter whose only move is `+`. It lets a
// test load a save of one game while another game is being played.
#include <plateau/plugin.hpp>

namespace tally {
namespace {

struct Count {
    int value = 0;
};

class Tally final : public plateau::Game<Count> {
  public:
    Tally(const plateau::Settings&, std::uint64_t, const std::optional<std::string>& layout) {
        if (layout) throw plateau::Refusal("tally has no layouts");
    }
    Count initial() override { return {}; }
    Count apply(const Count& count, std::string_view move) override {
        if (move != "+") throw plateau::Refusal("the only move is +");
        return {count.value + 1};
    }
    std::string text_form(const Count& count) override { return std::to_string(count.value); }
    plateau::Status status(const Count&) override { return {}; }
    void draw(plateau::Canvas&, const Count&, const plateau::NoUi*,
              const plateau::Frame<Count>&) override {}
};

plateau::PluginInfo info() {
    plateau::PluginInfo i;
    i.id = "tally";
    i.name = "Tally";
    i.version = "0.1.0";
    i.description = "Counts.";
    i.how_to_play = "Type + to count.";
    return i;
}

}  // namespace
}  // namespace tally

PLATEAU_PLUGIN(tally::Tally, tally::info)
