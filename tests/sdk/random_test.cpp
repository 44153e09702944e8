// plateau::Random against published reference values and values worked out by hand from
// the reference algorithms (never from this code's own output).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <numeric>
#include <plateau/random.hpp>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using plateau::Random;

// Outputs of Vigna's reference xoshiro256starstar.c from the state {1, 2, 3, 4}, as
// published in several test suites (rand_xoshiro among them) and reproduced here by
// compiling the reference C code on its own.
constexpr std::array<std::uint64_t, 12> kXoshiroFrom1234 = {
    11520u,
    0u,
    1509978240u,
    1215971899390074240u,
    1216172134540287360u,
    607988272756665600u,
    16172922978634559625u,
    8476171486693032832u,
    10595114339597558777u,
    2904607092377533576u,
    14472116193441429536u,
    1266835380287703300u,
};

Random from_1234() { return Random::from_state({1, 2, 3, 4}); }

TEST(Mix64, IsSplitMix64sOutputFunction) {
    // Vigna's reference from seed 1234567 (below): its first output is the output function
    // of 1234567 plus the golden-ratio increment.
    EXPECT_EQ(plateau::mix64(1234567u + 0x9e3779b97f4a7c15u), 6457827717110365317u);
    // Every step xors and multiplies: zero stays zero.
    EXPECT_EQ(plateau::mix64(0), 0u);
    static_assert(plateau::mix64(0) == 0);
}

TEST(SplitMix64, MatchesVignasReferenceFromSeed1234567) {
    std::uint64_t state = 1234567;
    EXPECT_EQ(plateau::detail::splitmix64(state), 6457827717110365317u);
    EXPECT_EQ(plateau::detail::splitmix64(state), 3203168211198807973u);
    EXPECT_EQ(plateau::detail::splitmix64(state), 9817491932198370423u);
    EXPECT_EQ(plateau::detail::splitmix64(state), 4593380528125082431u);
    EXPECT_EQ(plateau::detail::splitmix64(state), 16408922859458223821u);
}

TEST(Xoshiro256StarStar, MatchesReferenceFromState1234) {
    Random r = from_1234();
    for (std::uint64_t expected : kXoshiroFrom1234) EXPECT_EQ(r.next_u64(), expected);
}

TEST(Random, SeedFillsStateWithFourSplitMix64Outputs) {
    std::uint64_t sm = 1234567;
    const Random::State expected = {6457827717110365317u, 3203168211198807973u,
                                    9817491932198370423u, 4593380528125082431u};
    EXPECT_EQ(Random(1234567).state(), expected);
    EXPECT_EQ(plateau::detail::splitmix64(sm), expected[0]);  // the same stream as the seeding
}

TEST(Random, Seed42MatchesReferenceSplitMixThenXoshiro) {
    // Reference C code: splitmix64 from 42 fills s[0..3], then xoshiro256** next().
    Random r(42);
    EXPECT_EQ(r.next_u64(), 1546998764402558742u);
    EXPECT_EQ(r.next_u64(), 6990951692964543102u);
    EXPECT_EQ(r.next_u64(), 12544586762248559009u);
    EXPECT_EQ(r.next_u64(), 17057574109182124193u);
}

TEST(Random, SameSeedSameSequenceOtherSeedOtherSequence) {
    Random a(7), b(7), c(8);
    bool differs = false;
    for (int i = 0; i < 100; ++i) {
        const std::uint64_t x = a.next_u64();
        EXPECT_EQ(x, b.next_u64());
        differs = differs || x != c.next_u64();
    }
    EXPECT_TRUE(differs);
    EXPECT_EQ(Random(), Random(0));
}

TEST(Random, StateRoundTripsAndZeroStateIsRefused) {
    Random a(99);
    a.next_u64();
    Random b = Random::from_state(a.state());
    EXPECT_EQ(a.next_u64(), b.next_u64());
    EXPECT_THROW((void)Random::from_state({0, 0, 0, 0}), std::invalid_argument);
}

TEST(Random, Mul128PortableAgreesWithKnownProducts) {
    using plateau::detail::mul_64x64;
    using plateau::detail::mul_64x64_portable;
    constexpr std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
    // (2^64 - 1)^2 = 2^128 - 2^65 + 1: high 2^64 - 2, low 1.
    EXPECT_EQ(mul_64x64_portable(max, max), std::make_pair(max - 1, std::uint64_t{1}));
    // 2^63 * 3 = 2^64 + 2^63.
    EXPECT_EQ(mul_64x64_portable(std::uint64_t{1} << 63, 3),
              std::make_pair(std::uint64_t{1}, std::uint64_t{1} << 63));
    Random r(3);
    for (int i = 0; i < 1000; ++i) {
        const std::uint64_t a = r.next_u64(), b = r.next_u64();
        EXPECT_EQ(mul_64x64_portable(a, b), mul_64x64(a, b));
    }
}

// ---- below: Lemire's method ------------------------------------------------------------

TEST(RandomBelow, HandCheckedFromState1234IncludingARejection) {
    // below(10) = floor(x * 10 / 2^64), rejecting x when (x * 10 mod 2^64) < 2^64 mod 10 = 6.
    // The second output, 0, gives 0 < 6 and is rejected, so nine calls use ten outputs.
    Random r = from_1234();
    const std::array<std::uint64_t, 9> expected = {0, 0, 0, 0, 0, 8, 4, 5, 1};
    for (std::uint64_t e : expected) EXPECT_EQ(r.below(10), e);
    EXPECT_EQ(r.next_u64(), kXoshiroFrom1234[10]);
}

TEST(RandomBelow, HandCheckedRejectionsForTwoToThe63PlusOne) {
    // n = 2^63 + 1: threshold 2^64 mod n = 2^63 - 1. The low word of x * n is x for an
    // even x and x - 2^63 for an odd x >= 2^63. Each of the first ten outputs from
    // {1, 2, 3, 4} gives a low word below the threshold, so all ten are rejected; the
    // eleventh, x = 14472116193441429536, is even and above it, and the result is
    // floor(x * n / 2^64) = x / 2 = 7236058096720714768.
    Random r = from_1234();
    const std::uint64_t n = (std::uint64_t{1} << 63) + 1;
    EXPECT_EQ(r.below(n), 7236058096720714768u);
    EXPECT_EQ(r.next_u64(), kXoshiroFrom1234[11]);
}

TEST(RandomBelow, OneIsAlwaysZeroAndZeroThrows) {
    Random r(5);
    for (int i = 0; i < 100; ++i) EXPECT_EQ(r.below(1), 0u);
    EXPECT_THROW(r.below(0), std::invalid_argument);
}

TEST(RandomBelow, BoundsRespectedForAwkwardSizes) {
    Random r(11);
    const std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
    const std::uint64_t sizes[] = {2,       3,       7,       1000003, (std::uint64_t{1} << 63) + 1,
                                   max / 3, max / 2, max - 1, max};
    for (std::uint64_t n : sizes) {
        for (int i = 0; i < 2000; ++i) ASSERT_LT(r.below(n), n) << "n = " << n;
    }
}

TEST(RandomBelow, ThreeBucketsEvenWithinOnePercent) {
    Random r(2024);
    std::array<int, 3> counts{};
    const int draws = 300000;
    for (int i = 0; i < draws; ++i) ++counts[r.below(3)];
    for (int c : counts) EXPECT_NEAR(c, draws / 3, draws / 3 / 100);
}

TEST(RandomBelow, NoModuloBiasForAHugeBound) {
    // n = 3 * 2^62. With x % n, results below 2^62 (a third of the range) would come up
    // half the time, since 2^64 - n = 2^62 values wrap; unbiased, they come up a third.
    Random r(77);
    const std::uint64_t n = std::uint64_t{3} << 62;
    const int draws = 60000;
    int low = 0;
    for (int i = 0; i < draws; ++i) low += r.below(n) < (std::uint64_t{1} << 62) ? 1 : 0;
    EXPECT_NEAR(low, draws / 3, draws / 100);
}

TEST(RandomBelow, DeterministicForASeed) {
    Random a(123456789), b(123456789);
    for (std::uint64_t n = 1; n < 500; ++n) EXPECT_EQ(a.below(n), b.below(n));
}

// ---- between, unit ---------------------------------------------------------------------

TEST(RandomBetween, InclusiveAndCoversEveryValue) {
    Random r(8);
    std::array<int, 11> seen{};
    for (int i = 0; i < 5000; ++i) {
        const int v = r.between(-5, 5);
        ASSERT_GE(v, -5);
        ASSERT_LE(v, 5);
        ++seen[static_cast<std::size_t>(v + 5)];
    }
    for (int s : seen) EXPECT_GT(s, 0);
    EXPECT_EQ(r.between(7, 7), 7);
}

TEST(RandomBetween, IsLoPlusBelowOfTheWidth) {
    Random a(31), b(31);
    for (int i = 0; i < 100; ++i) EXPECT_EQ(a.between(10, 29), 10 + static_cast<int>(b.below(20)));
    Random c(31), d(31);  // the draws depend on the width only, not the type
    for (int i = 0; i < 100; ++i) {
        EXPECT_EQ(c.between<std::int8_t>(-128, 127) + 128, d.between<std::uint8_t>(0, 255));
    }
}

TEST(RandomBetween, FullRangeAndBadOrder) {
    Random a(4), b(4);
    using L = std::numeric_limits<std::int64_t>;
    const std::int64_t v = a.between(L::min(), L::max());
    EXPECT_EQ(static_cast<std::uint64_t>(v) - static_cast<std::uint64_t>(L::min()), b.next_u64());
    EXPECT_THROW(a.between(3, 2), std::invalid_argument);
}

TEST(RandomUnit, TopFiftyThreeBitsFromState1234) {
    Random r = from_1234();
    EXPECT_EQ(r.unit(), 5.0 / 9007199254740992.0);  // (11520 >> 11) / 2^53
    EXPECT_EQ(r.unit(), 0.0);
    Random s(12);
    for (int i = 0; i < 10000; ++i) {
        const double u = s.unit();
        ASSERT_GE(u, 0.0);
        ASSERT_LT(u, 1.0);
    }
}

// ---- shuffle: Fisher-Yates -------------------------------------------------------------

TEST(RandomShuffle, IsAPermutation) {
    Random r(13);
    std::vector<int> v(100);
    std::iota(v.begin(), v.end(), 0);
    r.shuffle(v);
    EXPECT_NE(v, [] {
        std::vector<int> sorted(100);
        std::iota(sorted.begin(), sorted.end(), 0);
        return sorted;
    }());
    std::sort(v.begin(), v.end());
    for (int i = 0; i < 100; ++i) EXPECT_EQ(v[static_cast<std::size_t>(i)], i);
}

TEST(RandomShuffle, SameSeedSameOrder) {
    std::vector<std::string> a = {"a", "b", "c", "d", "e", "f", "g"};
    std::vector<std::string> b = a;
    Random ra(14), rb(14);
    ra.shuffle(a);
    rb.shuffle(b);
    EXPECT_EQ(a, b);
}

TEST(RandomShuffle, TwoElementsSwapIffBelowTwoIsZero) {
    for (std::uint64_t seed = 0; seed < 64; ++seed) {
        Random r(seed), probe(seed);
        std::array<char, 2> v = {'a', 'b'};
        r.shuffle(v);
        const bool swapped = probe.below(2) == 0;  // j = below(2); swap(v[1], v[j])
        EXPECT_EQ(v, (swapped ? std::array<char, 2>{'b', 'a'} : std::array<char, 2>{'a', 'b'}));
    }
    // From {1, 2, 3, 4}: below(2) on 11520 is floor(23040 / 2^64) = 0, so they swap.
    Random r = from_1234();
    std::array<char, 2> v = {'a', 'b'};
    r.shuffle(v);
    EXPECT_EQ(v, (std::array<char, 2>{'b', 'a'}));
}

TEST(RandomShuffle, HandCheckedFiveElementsFromSeed42) {
    // Seed 42's outputs over 2^64 are about 0.0839, 0.379, 0.680, 0.925 (none rejected):
    // i=4: j = below(5) = 0, swap -> 4 1 2 3 0;  i=3: j = below(4) = 1, swap -> 4 3 2 1 0;
    // i=2: j = below(3) = 2, stays;              i=1: j = below(2) = 1, stays.
    Random r(42);
    std::array<int, 5> v = {0, 1, 2, 3, 4};
    r.shuffle(v);
    EXPECT_EQ(v, (std::array<int, 5>{4, 3, 2, 1, 0}));
    EXPECT_EQ(r.next_u64(), 18295552978065317476u);  // exactly four draws were used
}

TEST(RandomShuffle, EmptyAndSingleDrawNothing) {
    Random r(15), untouched(15);
    std::vector<int> none;
    std::array<int, 1> one = {3};
    r.shuffle(none);
    r.shuffle(one);
    EXPECT_EQ(one[0], 3);
    EXPECT_EQ(r, untouched);
}

TEST(Random, UsableInConstantExpressions) {
    constexpr std::uint64_t first = [] {
        Random r = Random::from_state({1, 2, 3, 4});
        return r.next_u64();
    }();
    static_assert(first == 11520u);
}

}  // namespace
