// plateau::Random: the SDK's seeded generator. A seed gives the same sequence on every
// machine, compiler and standard library, forever: games rely on it so that a seed and
// the settings give the same game everywhere, and saved games replay. The algorithms
// below are therefore part of the SDK's contract; changing any of them (or the number
// of draws a helper consumes) is a breaking change.
//
// Do not use <random>'s distributions or std::shuffle with game randomness: their
// algorithms are left to each standard library, so results differ between platforms.
#pragma once

#include <array>
#include <concepts>
#include <cstdint>
#include <iterator>
#include <limits>
#include <ranges>
#include <stdexcept>
#include <type_traits>
#include <utility>

namespace plateau {

// SplitMix64's output function alone: a bijection on 64 bits that mixes every input bit
// into every output bit. For hashing positions and deriving seeds.
[[nodiscard]] constexpr std::uint64_t mix64(std::uint64_t z) noexcept {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

namespace detail {

// Full 64x64 -> 128-bit product, returned as {high, low}. Portable arithmetic on 32-bit
// halves, so the result does not depend on whether the compiler has a 128-bit type.
[[nodiscard]] constexpr std::pair<std::uint64_t, std::uint64_t> mul_64x64_portable(
    std::uint64_t a, std::uint64_t b) noexcept {
    const std::uint64_t a_lo = a & 0xffffffffu, a_hi = a >> 32;
    const std::uint64_t b_lo = b & 0xffffffffu, b_hi = b >> 32;
    const std::uint64_t lo_lo = a_lo * b_lo;
    const std::uint64_t hi_lo = a_hi * b_lo;
    const std::uint64_t lo_hi = a_lo * b_hi;
    const std::uint64_t hi_hi = a_hi * b_hi;
    const std::uint64_t cross = (lo_lo >> 32) + (hi_lo & 0xffffffffu) + lo_hi;
    const std::uint64_t high = (hi_lo >> 32) + (cross >> 32) + hi_hi;
    const std::uint64_t low = (cross << 32) | (lo_lo & 0xffffffffu);
    return {high, low};
}

[[nodiscard]] constexpr std::pair<std::uint64_t, std::uint64_t> mul_64x64(
    std::uint64_t a, std::uint64_t b) noexcept {
#if defined(__SIZEOF_INT128__)
    __extension__ using u128 = unsigned __int128;  // __extension__: quiet under -Wpedantic
    const u128 m = static_cast<u128>(a) * b;
    return {static_cast<std::uint64_t>(m >> 64), static_cast<std::uint64_t>(m)};
#else
    return mul_64x64_portable(a, b);
#endif
}

[[nodiscard]] constexpr std::uint64_t rotl(std::uint64_t x, int k) noexcept {
    return (x << k) | (x >> (64 - k));
}

// SplitMix64 (Steele, Lea and Flood; Vigna's splitmix64.c): advances `state` and
// returns the next output.
//   z = (state += 0x9e3779b97f4a7c15);
//   z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
//   z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
//   return z ^ (z >> 31);
[[nodiscard]] constexpr std::uint64_t splitmix64(std::uint64_t& state) noexcept {
    return mix64(state += 0x9e3779b97f4a7c15u);
}

}  // namespace detail

class Random {
  public:
    using State = std::array<std::uint64_t, 4>;

    // Seeding: the four state words are four successive outputs of splitmix64 started
    // from `seed` (Vigna's recommended way to seed xoshiro). Every seed, 0 included,
    // gives a valid (non-zero) state. The default constructor uses seed 0.
    constexpr Random() noexcept : Random(0) {}
    explicit constexpr Random(std::uint64_t seed) noexcept {
        std::uint64_t sm = seed;
        for (auto& word : s_) word = detail::splitmix64(sm);
    }

    // A generator with this exact xoshiro256** state: for tests against published
    // vectors, and to restore a state saved with state(). An all-zero state is invalid
    // (the generator would output 0 forever) and throws std::invalid_argument.
    [[nodiscard]] static constexpr Random from_state(const State& state) {
        if (state[0] == 0 && state[1] == 0 && state[2] == 0 && state[3] == 0) {
            throw std::invalid_argument("plateau::Random: the all-zero state is invalid");
        }
        Random r;
        r.s_ = state;
        return r;
    }

    [[nodiscard]] constexpr const State& state() const noexcept { return s_; }

    // xoshiro256** 1.0 (Blackman and Vigna, xoshiro256starstar.c):
    //   result = rotl(s[1] * 5, 7) * 9;
    //   t = s[1] << 17;
    //   s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
    //   s[2] ^= t; s[3] = rotl(s[3], 45);
    //   return result;
    constexpr std::uint64_t next_u64() noexcept {
        const std::uint64_t result = detail::rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = detail::rotl(s_[3], 45);
        return result;
    }

    // A uniform integer in [0, n), n >= 1 (n == 0 throws std::invalid_argument).
    // Lemire's nearly divisionless method ("Fast Random Integer Generation in an
    // Interval", ACM TOMACS 2019), with the full 128-bit product m = x * n:
    //   x = next_u64(); m = x * n; l = low64(m);
    //   if (l < n) {
    //       t = -n % n;                      // = 2^64 mod n, computed in 64 bits
    //       while (l < t) { x = next_u64(); m = x * n; l = low64(m); }
    //   }
    //   return high64(m);
    // Exactly unbiased; draws one value except on a rejection (probability < n / 2^64).
    constexpr std::uint64_t below(std::uint64_t n) {
        if (n == 0) throw std::invalid_argument("plateau::Random::below: n must be >= 1");
        auto product = detail::mul_64x64(next_u64(), n);  // {high, low}
        if (product.second < n) {
            const std::uint64_t threshold = (0 - n) % n;  // -n % n, without a sign warning
            while (product.second < threshold) product = detail::mul_64x64(next_u64(), n);
        }
        return product.first;
    }

    // A uniform integer in [lo, hi], both included (lo > hi throws std::invalid_argument).
    // Computed as lo + below(hi - lo + 1) in 64-bit unsigned arithmetic, so the draws
    // depend only on the width of the interval, not on T; the full 64-bit range takes
    // next_u64() directly.
    template <std::integral T>
    requires(!std::is_same_v<T, bool>) constexpr T between(T lo, T hi) {
        if (lo > hi) throw std::invalid_argument("plateau::Random::between: lo > hi");
        // Conversions to and from uint64 are modular (C++20), which makes this exact for
        // signed types too.
        const auto ulo = static_cast<std::uint64_t>(lo);
        const std::uint64_t span = static_cast<std::uint64_t>(hi) - ulo;
        const std::uint64_t r =
            span == std::numeric_limits<std::uint64_t>::max() ? next_u64() : below(span + 1);
        return static_cast<T>(ulo + r);
    }

    // A double in [0, 1): the top 53 bits of next_u64() times 2^-53.
    constexpr double unit() noexcept { return static_cast<double>(next_u64() >> 11) * 0x1.0p-53; }

    // Fisher-Yates (Durstenfeld) shuffle of a random-access range of n elements:
    //   for i from n-1 down to 1: j = below(i + 1); swap(range[i], range[j]);
    template <std::ranges::random_access_range R>
    requires std::ranges::sized_range<R> && std::indirectly_swappable<std::ranges::iterator_t<R>>
    constexpr void shuffle(R&& range) {
        const auto first = std::ranges::begin(range);
        const auto n = static_cast<std::uint64_t>(std::ranges::size(range));
        for (std::uint64_t i = n; i-- > 1;) {
            const std::uint64_t j = below(i + 1);
            using Diff = std::ranges::range_difference_t<R>;
            std::ranges::iter_swap(first + static_cast<Diff>(i), first + static_cast<Diff>(j));
        }
    }

    friend constexpr bool operator==(const Random&, const Random&) = default;

  private:
    State s_{};
};

}  // namespace plateau
