// The pure checks of one position (core/check/position_checks.hpp) and the recording canvas.
#include "core/check/position_checks.hpp"

#include <gtest/gtest.h>

#include <limits>

#include "core/check/intercepted_plugin.hpp"
#include "core/check/recording_canvas.hpp"

namespace {

using plateau::core::check::in_quotes;
using plateau::core::check::RecordingCanvas;
using plateau::core::check::status_problem;
using plateau::core::check::text_form_problem;

TEST(TextForm, OneLinePerRow) {
    EXPECT_EQ(text_form_problem("#.#\n.#."), "");
    EXPECT_EQ(text_form_problem("x"), "");
    EXPECT_EQ(text_form_problem(""), "the text form is empty");
    EXPECT_EQ(text_form_problem("#.#\n.#.\n"), "the text form ends with a newline");
    EXPECT_EQ(text_form_problem("#.#\r\n.#."),
              "the text form has a '\\r' (rows are separated by '\\n' alone)");
    EXPECT_EQ(text_form_problem("#.#\n\n.#."), "the text form has an empty line");
    EXPECT_EQ(text_form_problem("\n#.#"), "the text form starts with an empty line");
    EXPECT_EQ(text_form_problem("\n"), "the text form ends with a newline");
}

plateau_status playing(int turn = 1) {
    plateau_status s{};
    s.turn = turn;
    return s;
}

plateau_status finished(plateau_outcome outcome, int players = 0, int winner = 0) {
    plateau_status s{};
    s.over = 1;
    s.outcome = outcome;
    s.player_count = players;
    s.winner = winner;
    return s;
}

TEST(Status, ConsistentOnes) {
    EXPECT_EQ(status_problem(playing()), "");
    EXPECT_EQ(status_problem(finished(PLATEAU_OUTCOME_WON)), "");
    EXPECT_EQ(status_problem(finished(PLATEAU_OUTCOME_LOST, 1)), "");
    EXPECT_EQ(status_problem(finished(PLATEAU_OUTCOME_NONE)), "");
    EXPECT_EQ(status_problem(finished(PLATEAU_OUTCOME_DRAW, 2)), "");
    EXPECT_EQ(status_problem(finished(PLATEAU_OUTCOME_WINNER, 2, 2)), "");
    plateau_status second = playing(2);
    second.player_count = 2;
    EXPECT_EQ(status_problem(second), "");
    // A game of several players that gives no scores: its turn is not bounded by them.
    EXPECT_EQ(status_problem(playing(3)), "");
}

TEST(Status, OverMeansTurnZero) {
    plateau_status s = finished(PLATEAU_OUTCOME_WON);
    s.turn = 1;
    EXPECT_EQ(status_problem(s), "the game is over but turn is 1 (0 once over)");
}

TEST(Status, NotOverHasNoResultAndAPlayerToMove) {
    plateau_status s = playing();
    s.outcome = PLATEAU_OUTCOME_WON;
    EXPECT_EQ(status_problem(s),
              "the game is not over but its outcome is 1 (NONE until it is over)");
    EXPECT_EQ(status_problem(playing(0)),
              "the game is not over but turn is 0 (players count from 1)");
    plateau_status third = playing(3);
    third.player_count = 2;
    EXPECT_EQ(status_problem(third), "turn is 3 in a game of 2 players");
}

TEST(Status, WinnerExactlyWithTheWinnerOutcome) {
    EXPECT_EQ(status_problem(finished(PLATEAU_OUTCOME_WINNER, 1, 1)),
              "the outcome is WINNER in a game of one player (player_count 1): one player "
              "wins or loses");
    EXPECT_EQ(status_problem(finished(PLATEAU_OUTCOME_WINNER, 0, 1)),
              "the outcome is WINNER in a game of one player (player_count 0): one player "
              "wins or loses");
    EXPECT_EQ(status_problem(finished(PLATEAU_OUTCOME_WINNER, 2, 3)),
              "the outcome is WINNER but the winner is 3, not a player from 1 to 2");
    EXPECT_EQ(status_problem(finished(PLATEAU_OUTCOME_WINNER, 2, 0)),
              "the outcome is WINNER but the winner is 0, not a player from 1 to 2");
    EXPECT_EQ(status_problem(finished(PLATEAU_OUTCOME_DRAW, 2, 1)),
              "the winner is 1 but the outcome is 3, not WINNER");
}

TEST(Status, ValuesOutOfRange) {
    EXPECT_EQ(status_problem(finished(7)), "the outcome is 7, not one of PLATEAU_OUTCOME_*");
    EXPECT_EQ(status_problem(finished(PLATEAU_OUTCOME_WON, 9)), "player_count is 9, not 0 to 8");
}

TEST(Quoted, EscapesAndCuts) {
    EXPECT_EQ(in_quotes("a\nb"), "\"a\\nb\"");
    EXPECT_EQ(in_quotes("say \"x\"\t\\"), "\"say \\\"x\\\"\\t\\\\\"");
    EXPECT_EQ(in_quotes(std::string("\x01", 1)), "\"\\u0001\"");  // as TOML writes it
    EXPECT_EQ(in_quotes("abcdef", 3), "\"abc\"...");
}

TEST(RecordingCanvas, CountsCallsAndKeepsTheFirstProblem) {
    RecordingCanvas recording;
    const plateau_canvas& c = recording.canvas();
    c.fill_rect(c.ctx, 0, 0, 10, 10, 0xffu);
    c.line(c.ctx, 0, 0, 5, 5, 1, 0xffu);
    const float square[] = {0, 0, 1, 0, 1, 1};
    c.fill_polygon(c.ctx, square, 3, 0xffu);
    c.text(c.ctx, 1, 1, 12, 0xffu, PLATEAU_ALIGN_CENTRE, "hi", 2);
    EXPECT_EQ(recording.calls(), 4u);
    EXPECT_EQ(recording.problem(), "");

    const float nan = std::numeric_limits<float>::quiet_NaN();
    const float inf = std::numeric_limits<float>::infinity();
    c.fill_circle(c.ctx, 1, nan, 3, 0xffu);
    c.stroke_rect(c.ctx, inf, 0, 1, 1, 1, 0xffu);
    EXPECT_EQ(recording.calls(), 6u);
    EXPECT_EQ(recording.problem(), "fill_circle: cy is nan");

    recording.reset();
    EXPECT_EQ(recording.calls(), 0u);
    c.stroke_rect(c.ctx, -inf, 0, 1, 1, 1, 0xffu);
    EXPECT_EQ(recording.problem(), "stroke_rect: x is -inf");

    recording.reset();
    c.fill_polygon(c.ctx, square, 2, 0xffu);
    EXPECT_EQ(recording.problem(), "fill_polygon: 2 points (a polygon has 3 or more)");
    recording.reset();
    c.fill_polygon(c.ctx, nullptr, 3, 0xffu);
    EXPECT_EQ(recording.problem(), "fill_polygon: 3 points but no array (NULL)");
    recording.reset();
    const float wild[] = {0, 0, 1, inf, 1, 1};
    c.fill_polygon(c.ctx, wild, 3, 0xffu);
    EXPECT_EQ(recording.problem(), "fill_polygon: a y is inf");
    recording.reset();
    c.text(c.ctx, 0, 0, 12, 0xffu, 7, "x", 1);
    EXPECT_EQ(recording.problem(), "text: align is 7, not one of PLATEAU_ALIGN_*");
    recording.reset();
    c.text(c.ctx, 0, 0, 12, 0xffu, PLATEAU_ALIGN_LEFT, nullptr, 4);
    EXPECT_EQ(recording.problem(), "text: 4 bytes but no text (NULL)");
}

// Durations as check-plugin prints them: three figures, the unit chosen after rounding,
// never an exponent (999.6 ms printed "1e+03 ms" before).
TEST(ShowSeconds, ThreeFiguresAndNoExponent) {
    using plateau::core::check::show_seconds;
    EXPECT_EQ(show_seconds(0.0013), "1.3 ms");
    EXPECT_EQ(show_seconds(0.9994), "999 ms");
    EXPECT_EQ(show_seconds(0.9996), "1 s");
    EXPECT_EQ(show_seconds(12.34), "12.3 s");
    EXPECT_EQ(show_seconds(999.4), "999 s");
    EXPECT_EQ(show_seconds(1234.0), "1234 s");
    EXPECT_EQ(show_seconds(0.000000004), "0.000 ms");
}

}  // namespace
