// plateau::text_width, fit_text and wrap_text: a text measured by the host (ABI 1.3), or
// estimated from an older host; a label cut at a character to fit a width, with "…"; a
// sentence on two lines.
#include <gtest/gtest.h>

#include <plateau/canvas.hpp>
#include <plateau/host.hpp>
#include <string>
#include <vector>

namespace {

// "…" (U+2026) is three bytes in UTF-8; "é" (U+00E9) two.
constexpr const char* kEllipsis = "\xE2\x80\xA6";

// A host that says every byte is 10 px wide, whatever the size: widths easy to add by hand.
float ten_per_byte(float, const char*, size_t length) { return 10.0f * static_cast<float>(length); }

plateau_host make_host(std::uint32_t size, std::uint32_t minor) {
    plateau_host host{};
    host.struct_size = size;
    host.abi_major = PLATEAU_ABI_MAJOR;
    host.abi_minor = minor;
    host.log = nullptr;
    host.text_width = &ten_per_byte;
    return host;
}

class Text : public ::testing::Test {
  protected:
    void use(const plateau_host& host) { plateau::detail::host_table() = &host; }
    void TearDown() override { plateau::detail::host_table() = nullptr; }
};

TEST_F(Text, TheHostMeasures) {
    const plateau_host host = make_host(sizeof(plateau_host), 3);
    use(host);
    EXPECT_FLOAT_EQ(plateau::text_width(12, "abc"), 30);
    EXPECT_FLOAT_EQ(plateau::text_width(12, ""), 0);
    EXPECT_FLOAT_EQ(plateau::text_width(12, "h\xC3\xA9"), 30);  // "hé": 3 bytes
}

TEST_F(Text, AnOlderHostIsEstimatedAt056EmACharacter) {
    // A 1.2 host's table ends after `log`: its text_width is not there to read, even
    // though this one holds a pointer past the size it says.
    const plateau_host old = make_host(PLATEAU_HOST_V1_SIZE, 2);
    use(old);
    // 0.56 x 20 x 3 characters = 33.6.
    EXPECT_FLOAT_EQ(plateau::text_width(20, "abc"), 33.6f);
    // Characters, not bytes: "héllo" is 5 characters in 6 bytes, 0.56 x 10 x 5 = 28.
    EXPECT_FLOAT_EQ(plateau::text_width(10, "h\xC3\xA9llo"), 28);
    // No host at all (a test of the rules, say): the same estimate.
    plateau::detail::host_table() = nullptr;
    EXPECT_FLOAT_EQ(plateau::text_width(20, "abc"), 33.6f);
}

TEST_F(Text, AHostWithoutTheFunctionIsEstimatedToo) {
    plateau_host host = make_host(sizeof(plateau_host), 3);
    host.text_width = nullptr;
    use(host);
    EXPECT_FLOAT_EQ(plateau::text_width(10, "ab"), 11.2f);  // 0.56 x 10 x 2
}

TEST_F(Text, FitTextKeepsWhatFits) {
    const plateau_host host = make_host(sizeof(plateau_host), 3);
    use(host);
    EXPECT_EQ(plateau::fit_text("abcdef", 12, 60), "abcdef");  // 60 px in 60 px
    EXPECT_EQ(plateau::fit_text("abcdef", 12, 100), "abcdef");
    EXPECT_EQ(plateau::fit_text("", 12, 0), "");
}

TEST_F(Text, FitTextCutsWithAnEllipsis) {
    const plateau_host host = make_host(sizeof(plateau_host), 3);
    use(host);
    const std::string e = kEllipsis;
    // "abcdef" is 60 px. In 59 px: "abc…" is 3 + 3 bytes = 60 px, too wide; "ab…" 50 px.
    EXPECT_EQ(plateau::fit_text("abcdef", 12, 59), "ab" + e);
    EXPECT_EQ(plateau::fit_text("abcdef", 12, 50), "ab" + e);
    EXPECT_EQ(plateau::fit_text("abcdef", 12, 49), "a" + e);  // "a…": 40 px
    // The ellipsis alone (30 px) when no character fits with it; nothing below that.
    EXPECT_EQ(plateau::fit_text("abcdef", 12, 39), e);
    EXPECT_EQ(plateau::fit_text("abcdef", 12, 30), e);
    EXPECT_EQ(plateau::fit_text("abcdef", 12, 29), "");
}

TEST_F(Text, FitTextCutsBetweenCharactersNeverInsideOne) {
    const plateau_host host = make_host(sizeof(plateau_host), 3);
    use(host);
    const std::string e = kEllipsis;
    // "héllo": h (1 byte), é (2), l, l, o: 6 bytes, 60 px.
    const std::string hello = "h\xC3\xA9llo";
    EXPECT_EQ(plateau::fit_text(hello, 12, 60), hello);
    // In 59 px: "hél…" would be 4 + 3 bytes = 70 px, "hé…" 60 px, "h…" 40 px.
    EXPECT_EQ(plateau::fit_text(hello, 12, 59), "h" + e);
    // 55 px would hold "h", the first byte of "é" and "…" (50 px): never half a character.
    EXPECT_EQ(plateau::fit_text(hello, 12, 55), "h" + e);
    // "héllo!" (70 px) in 69 px: "hél…" is 70 px, "hé…" 60 px.
    EXPECT_EQ(plateau::fit_text(hello + "!", 12, 69), "h\xC3\xA9" + e);
    // A text of one 3-byte character (30 px) in 29 px: not even the ellipsis fits.
    EXPECT_EQ(plateau::fit_text(kEllipsis, 12, 29), "");
}

TEST_F(Text, FitTextDropsTheBlanksBeforeTheEllipsis) {
    const plateau_host host = make_host(sizeof(plateau_host), 3);
    use(host);
    // "ab cd" is 50 px; in 49 px "ab c…" is 70 px, and "ab …" loses its space: "ab…", 50 px,
    // still too wide; "a…" is 40 px.
    EXPECT_EQ(plateau::fit_text("ab cd", 12, 49), std::string("a") + kEllipsis);
    // In 50 px the whole text fits.
    EXPECT_EQ(plateau::fit_text("ab cd", 12, 50), "ab cd");
    // "ab   xyz" (80 px) in 55 px: "ab   …" would be "ab…" (50 px), never "ab  …".
    EXPECT_EQ(plateau::fit_text("ab   xyz", 12, 55), std::string("ab") + kEllipsis);
}

TEST_F(Text, FitTextWithAnOlderHostUsesTheEstimate) {
    const plateau_host old = make_host(PLATEAU_HOST_V1_SIZE, 2);
    use(old);
    // At size 10 a character is 5.6 px: "abcdef" is 33.6 px; "abc…" 4 characters, 22.4 px;
    // "abcd…" 28 px, "abcde…" 33.6 px.
    EXPECT_EQ(plateau::fit_text("abcdef", 10, 34), "abcdef");
    EXPECT_EQ(plateau::fit_text("abcdef", 10, 28.5f), std::string("abcd") + kEllipsis);
    EXPECT_EQ(plateau::fit_text("abcdef", 10, 27.9f), std::string("abc") + kEllipsis);
}

// Every byte 10 px: "Place this tile" is 150 px, "Place this" 100 px.
TEST_F(Text, WrapTextKeepsWordsWholeOnTwoLines) {
    const plateau_host host = make_host(sizeof(plateau_host), 3);
    use(host);
    using Lines = std::vector<std::string>;
    const std::string e = kEllipsis;
    // One line when it fits (150 px in 150 px); nothing is one empty line.
    EXPECT_EQ(plateau::wrap_text("Place this tile", 12, 150), Lines{"Place this tile"});
    EXPECT_EQ(plateau::wrap_text("", 12, 150), Lines{""});
    // "Place this tile on a blue cell" (300 px) in 160 px: "Place this tile" (150) then
    // "on a blue cell" (140).
    EXPECT_EQ(plateau::wrap_text("Place this tile on a blue cell", 12, 160),
              (Lines{"Place this tile", "on a blue cell"}));
    // In 100 px: "Place this" (100), then "tile on a blue cell" (190) cut to 100 px with
    // its ellipsis (30 px): "tile on" is 70 px, so "tile on…".
    EXPECT_EQ(plateau::wrap_text("Place this tile on a blue cell", 12, 100),
              (Lines{"Place this", "tile on" + e}));
    // Three lines when allowed: "Place this", "tile on a" (90), "blue cell" (90).
    EXPECT_EQ(plateau::wrap_text("Place this tile on a blue cell", 12, 100, 3),
              (Lines{"Place this", "tile on a", "blue cell"}));
    // A first word wider than the line (120 px in 60 px) is cut: "abc…" (60), then the rest.
    EXPECT_EQ(plateau::wrap_text("abcdefghijkl mn", 12, 60), (Lines{"abc" + e, "mn"}));
    // One line allowed: fit_text's cut, "Place t…" (70 + 30 px).
    EXPECT_EQ(plateau::wrap_text("Place this tile", 12, 100, 1), Lines{"Place t" + e});
}

}  // namespace
