// A plugin written with the C++ SDK whose game throws where its settings say: from create,
// from applying a move, from drawing, or with a non-standard exception. The SDK's export
// macro must turn every one into PLATEAU_ERROR with the message: nothing C++ may cross.
#include <plateau/plugin.hpp>

namespace {

struct State {
    int moves = 0;
};

class Thrower final : public plateau::Game<State> {
  public:
    Thrower(const plateau::Settings& settings, std::uint64_t, const std::optional<std::string>&)
        : where_(settings.text("throw_in")) {
        if (where_ == "create") throw std::runtime_error("create failed on purpose");
    }
    State initial() override { return {}; }
    State apply(const State& s, std::string_view move) override {
        if (where_ == "apply") throw std::runtime_error("apply failed on purpose");
        if (where_ == "apply-int") throw 42;  // not a std::exception
        if (move == "bad") throw plateau::Refusal("'bad' is not a move");
        return State{s.moves + 1};
    }
    std::string text_form(const State& s) override { return std::to_string(s.moves); }
    plateau::Status status(const State&) override { return {}; }
    void draw(plateau::Canvas& canvas, const State&, const plateau::NoUi*,
              const plateau::Frame<State>&) override {
        if (where_ == "draw") throw std::runtime_error("draw failed on purpose");
        canvas.fill_rect({0, 0, 1, 1}, plateau::Colour{});
    }

  private:
    std::string where_;
};

plateau::PluginInfo info() {
    plateau::PluginInfo i;
    i.id = "thrower";
    i.name = "Thrower";
    i.version = "0.0.1";
    i.description = "Throws where it is told to.";
    i.how_to_play = "Nothing to play.";
    i.params = {plateau::Param::choice("throw_in", "Throw in", "nowhere",
                                       {"nowhere", "create", "apply", "apply-int", "draw"})};
    return i;
}

}  // namespace

PLATEAU_PLUGIN(Thrower, info)
