// The canvas `plateau check-plugin` hands a plugin's draw: nothing is drawn (the host core
// has no SFML), every call is counted and every number it receives is checked: the
// coordinates, sizes, thicknesses and radii must be finite (no NaN, no infinity), a polygon
// needs at least 3 points and its array, a text with a length its bytes. The first problem
// is kept, naming the call and the value ("fill_rect: x is nan").
#pragma once

#include <plateau/abi.h>

#include <cstddef>
#include <string>

namespace plateau::core::check {

class RecordingCanvas {
  public:
    RecordingCanvas();
    RecordingCanvas(const RecordingCanvas&) = delete;
    RecordingCanvas& operator=(const RecordingCanvas&) = delete;

    [[nodiscard]] const plateau_canvas& canvas() const { return canvas_; }
    // The calls received since the last reset().
    [[nodiscard]] std::size_t calls() const { return calls_; }
    // The first problem since the last reset(); "" when none.
    [[nodiscard]] const std::string& problem() const { return problem_; }
    void reset();

    // Used by the callbacks: counts a call and checks one of its numbers.
    void count() { ++calls_; }
    void finite(const char* call, const char* what, float value);
    void fail(std::string problem);

  private:
    plateau_canvas canvas_{};
    std::size_t calls_ = 0;
    std::string problem_;
};

}  // namespace plateau::core::check
