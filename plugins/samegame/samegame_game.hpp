// SameGame as a Plateau game: the rules (position.hpp) joined to the host's calls — text
// form, status, moves, input, drawing, the hint job.
#pragma once

#include <plateau/game.hpp>

#include "game_config.hpp"
#include "groups.hpp"
#include "position.hpp"
#include "ui_state.hpp"
#include "view_geometry.hpp"

namespace samegame {

class SameGame final : public plateau::Game<Position, Ui> {
  public:
    SameGame(const plateau::Settings& settings, std::uint64_t seed,
             const std::optional<std::string>& layout);

    Position initial() override { return start_; }
    Position apply(const Position& position, std::string_view move) override;
    std::string text_form(const Position& position) override;
    plateau::Status status(const Position& position) override;
    std::vector<std::string> moves(const Position& position) override;
    std::string info(const Position& position, const Ui* ui) override;

    Ui new_ui(const Position&) override { return Ui{}; }
    plateau::InputResult input(const Position& position, Ui& ui, const plateau::Input& in) override;
    void after_move(Ui& ui, const Position& from, const Position& to,
                    std::string_view move) override;
    float anim_length(const Position& from, const Position& to, std::string_view move) override;
    plateau::BoardSize min_board_size(const Position& position) override {
        return min_area(position.board.cols(), position.board.rows());
    }
    void draw(plateau::Canvas& canvas, const Position& position, const Ui* ui,
              const plateau::Frame<Position>& frame) override;
    std::unique_ptr<plateau::Job> start_job(const Position& position, std::string_view name,
                                            std::string_view args, double budget) override;

  private:
    // The size of the group at `cell` when it is a legal move now, else 0.
    int legal_group_size(const Position& position, Cell cell);

    GameConfig config_;
    Position start_;
    GroupFinder finder_;  // scratch space, reused by every call
};

}  // namespace samegame
