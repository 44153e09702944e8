// 95% intervals for the benchmarks' rates, shared so that every benchmark reports them the
// same way.
#pragma once

#include <algorithm>
#include <cmath>

namespace plateau::bench {

struct Interval {
    double low = 0;
    double high = 0;
};

inline constexpr double kZ95 = 1.959963984540054;

// The Wilson score interval of `wins` out of `n` (a rate between 0 and 1).
[[nodiscard]] inline Interval wilson_interval(long wins, long n) {
    if (n <= 0) return {};
    const double nn = static_cast<double>(n);
    const double p = static_cast<double>(wins) / nn;
    const double z2 = kZ95 * kZ95;
    const double centre = (p + z2 / (2 * nn)) / (1 + z2 / nn);
    const double half = kZ95 / (1 + z2 / nn) * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn));
    return {centre - half, centre + half};
}

// The mean of values between 0 and 1 (a game's points: 1, 1/2, 1/k, 0) with the normal
// interval from their own spread, kept within 0 and 1.
class MeanInterval {
  public:
    void add(double value) {
        sum_ += value;
        sum_sq_ += value * value;
        ++n_;
    }
    [[nodiscard]] long count() const { return n_; }
    [[nodiscard]] double mean() const { return n_ > 0 ? sum_ / static_cast<double>(n_) : 0; }
    [[nodiscard]] Interval interval() const {
        if (n_ == 0) return {};
        const double n = static_cast<double>(n_);
        const double m = mean();
        const double variance = n_ > 1 ? std::max(0.0, (sum_sq_ - n * m * m) / (n - 1)) : 0;
        const double half = kZ95 * std::sqrt(variance / n);
        return {std::max(0.0, m - half), std::min(1.0, m + half)};
    }

  private:
    double sum_ = 0;
    double sum_sq_ = 0;
    long n_ = 0;
};

}  // namespace plateau::bench
