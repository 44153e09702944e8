// For the watching test: a "Lights Out 2.0.0" whose rules take no move. It has the real Lights
// Out's id and parameters, so a saved game of Lights Out reads as its game, and replaying the
// saved moves through its rules fails: what a rebuilt plugin that cannot go on with an open
// game looks like.
#include <plateau/plugin.hpp>

namespace refusing {
namespace {

struct Nothing {};

class Refusing final : public plateau::Game<Nothing> {
  public:
    Refusing(const plateau::Settings&, std::uint64_t, const std::optional<std::string>&) {}
    Nothing initial() override { return {}; }
    Nothing apply(const Nothing&, std::string_view move) override {
        throw plateau::Refusal("version 2.0.0 takes no move like '" + std::string(move) + "'");
    }
    std::string text_form(const Nothing&) override { return "-"; }
    plateau::Status status(const Nothing&) override { return {}; }
    void draw(plateau::Canvas& canvas, const Nothing&, const plateau::NoUi*,
              const plateau::Frame<Nothing>& frame) override {
        canvas.fill_rect({0, 0, frame.width, frame.height}, plateau::Colour{120, 40, 40, 255});
    }
};

plateau::PluginInfo info() {
    plateau::PluginInfo i;
    i.id = "lightsout";
    i.name = "Lights Out";
    i.version = "2.0.0";
    i.description = "A rebuilt Lights Out that takes no move.";
    i.how_to_play = "Nothing to play.";
    i.params = {
        plateau::Param::integer("size", "Board size", 5, 3, 9),
        plateau::Param::colour_list("colours", "Colours", {"#3d3846", "#f6d32d"}, 2, 2),
    };
    return i;
}

}  // namespace
}  // namespace refusing

PLATEAU_PLUGIN(refusing::Refusing, refusing::info)
