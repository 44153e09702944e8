// The ELF reader: real libraries (plugins, a stripped copy, libraries that are not plugins),
// files that are not libraries, truncated and damaged copies, and synthetic images.
#include "core/plugins/elf_exports.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

#include "core/plugins/elf_host_machine.hpp"
#include "synthetic_elf.hpp"
#include "test_files.hpp"

namespace {

using plateau::core::check_elf_export;
using plateau::core::elf_host_mismatch;
using plateau::core::ElfExportCheck;
namespace lt = loader_test;

constexpr std::string_view entry = "plateau_entry";

ElfExportCheck check_image(const std::vector<std::byte>& image) {
    return check_elf_export(std::span<const std::byte>(image), entry);
}

// True when the ELF file has a section of this type (read with the test's own few lines).
bool has_section_of_type(const std::filesystem::path& file, std::uint32_t type) {
    const std::vector<std::byte> bytes = lt::read_file(file);
    Elf64_Ehdr header{};
    std::memcpy(&header, bytes.data(), sizeof header);
    for (std::size_t i = 0; i < header.e_shnum; ++i) {
        Elf64_Shdr section{};
        std::memcpy(&section, bytes.data() + header.e_shoff + i * header.e_shentsize,
                    sizeof section);
        if (section.sh_type == type) return true;
    }
    return false;
}

TEST(ElfExports, FindsTheEntryOfABuiltPlugin) {
    const ElfExportCheck check = check_elf_export(lt::test_plugin("counter"), entry);
    EXPECT_TRUE(check.exported) << check.reason;
    EXPECT_EQ(check.reason, "");
    EXPECT_EQ(check.elf_class, 64);
    EXPECT_EQ(elf_host_mismatch(check.elf_class, check.machine), "");
}

TEST(ElfExports, ReadsTheDynamicSymbolsOfAStrippedLibrary) {
    // The copy really lacks .symtab, which is what Boost.DLL's library_info would need.
    ASSERT_TRUE(has_section_of_type(lt::test_plugin("counter"), SHT_SYMTAB));
    ASSERT_FALSE(has_section_of_type(lt::stripped_test_plugin(), SHT_SYMTAB));
    const ElfExportCheck check = check_elf_export(lt::stripped_test_plugin(), entry);
    EXPECT_TRUE(check.exported) << check.reason;
}

TEST(ElfExports, FindsOtherExportsAndNotHiddenFunctions) {
    EXPECT_TRUE(check_elf_export(lt::test_plugin("no_entry"), "not_a_plugin").exported);
    // The plugin's game functions are static and the library is built with hidden visibility.
    EXPECT_EQ(check_elf_export(lt::test_plugin("counter"), "apply_move").reason,
              "does not export apply_move");
}

TEST(ElfExports, RefusesALibraryWithoutTheEntry) {
    const ElfExportCheck check = check_elf_export(lt::test_plugin("no_entry"), entry);
    EXPECT_FALSE(check.exported);
    EXPECT_EQ(check.reason, "does not export plateau_entry");
}

TEST(ElfExports, RefusesALibraryThatOnlyUsesTheEntry) {
    const ElfExportCheck check = check_elf_export(lt::test_plugin("undefined_entry"), entry);
    EXPECT_FALSE(check.exported);
    EXPECT_EQ(check.reason,
              "does not export plateau_entry: the file uses it but does not define it");
}

TEST(ElfExports, RefusesFilesThatAreNotElf) {
    lt::TempDir dir;
    lt::write_text_file(dir / "notes.so", "These are not the droids you are looking for.\n");
    lt::write_text_file(dir / "empty.so", "");
    lt::write_text_file(dir / "tiny.so",
                        "\x7f"
                        "EL");
    EXPECT_EQ(check_elf_export(dir / "notes.so", entry).reason,
              "not an ELF file: it does not start with the ELF magic number");
    EXPECT_EQ(check_elf_export(dir / "empty.so", entry).reason, "the file is empty");
    EXPECT_EQ(check_elf_export(dir / "tiny.so", entry).reason,
              "truncated ELF file: shorter than its ELF header");
    EXPECT_EQ(check_elf_export(dir.path(), entry).reason, "not a regular file");
    EXPECT_EQ(check_elf_export(dir / "missing.so", entry).reason, "not a regular file");
}

// Truncated copies on disk, cut at lengths that fall in each part of the file.
TEST(ElfExports, RefusesTruncatedCopiesOfARealLibrary) {
    const std::vector<std::byte> library = lt::read_file(lt::test_plugin("counter"));
    lt::TempDir dir;
    const std::size_t cuts[] = {
        1, 4, 16, 63, 64, 65, 500, library.size() / 2, library.size() - 64, library.size() - 1};
    for (const std::size_t cut : cuts) {
        const auto file = dir / ("cut_" + std::to_string(cut) + ".so");
        lt::write_file(file, std::span(library).first(cut));
        const ElfExportCheck check = check_elf_export(file, entry);
        EXPECT_FALSE(check.exported) << "cut at " << cut;
        EXPECT_TRUE(check.reason.starts_with("truncated ELF file: ")) << check.reason;
    }
}

// Every length, in memory: the section headers come last, so every cut loses some of them.
TEST(ElfExports, RefusesEveryTruncationOfARealLibrary) {
    const std::vector<std::byte> library = lt::read_file(lt::test_plugin("counter"));
    ASSERT_TRUE(check_elf_export(std::span(library), entry).exported);
    for (std::size_t cut = 1; cut < library.size(); ++cut) {
        const ElfExportCheck check = check_elf_export(std::span(library).first(cut), entry);
        ASSERT_FALSE(check.exported) << "cut at " << cut;
        ASSERT_TRUE(check.reason.starts_with("truncated ELF file: ")) << check.reason;
    }
}

// Damaged bytes anywhere in the headers and tables: an answer, never a crash or a read out
// of bounds (run under PLATEAU_SANITIZE to see the latter).
TEST(ElfExports, SurvivesDamagedBytes) {
    const std::vector<std::byte> library = lt::read_file(lt::test_plugin("counter"));
    std::uint64_t random = 0x9e3779b97f4a7c15u;
    for (int round = 0; round < 20000; ++round) {
        std::vector<std::byte> damaged = library;
        for (int flips = 0; flips < 4; ++flips) {
            random = random * 6364136223846793005u + 1442695040888963407u;
            // Half the damage in the ELF header, half anywhere.
            const std::size_t at = (random >> 33) % (flips % 2 == 0 ? 64 : damaged.size());
            damaged[at] = static_cast<std::byte>(random >> 17);
        }
        const ElfExportCheck check = check_image(damaged);
        ASSERT_TRUE(check.exported || !check.reason.empty());
    }
}

TEST(ElfExports, ReadsA32BitLibrary) {
    lt::SyntheticElf spec;
    spec.elf_class = 32;
    spec.machine = EM_386;
    const ElfExportCheck check = check_image(lt::build_elf(spec));
    EXPECT_TRUE(check.exported) << check.reason;
    EXPECT_EQ(check.elf_class, 32);
    EXPECT_EQ(check.machine, EM_386);
}

TEST(ElfExports, SaysWhyALibraryOfAnotherMachineCannotLoad) {
    if (sizeof(void*) != 8 || elf_host_mismatch(64, EM_X86_64) != "") {
        GTEST_SKIP() << "the messages below are those of a 64-bit x86-64 host";
    }
    EXPECT_EQ(elf_host_mismatch(32, EM_386), "built for 32-bit i386; this host is 64-bit x86-64");
    EXPECT_EQ(elf_host_mismatch(64, EM_AARCH64),
              "built for 64-bit AArch64; this host is 64-bit x86-64");
    EXPECT_EQ(elf_host_mismatch(64, 4242),
              "built for 64-bit ELF machine 4242; this host is 64-bit x86-64");
}

TEST(ElfExports, AcceptsAWeakObjectSymbol) {
    lt::SyntheticElf spec;
    spec.binding = STB_WEAK;
    spec.symbol_type = STT_OBJECT;
    EXPECT_TRUE(check_image(lt::build_elf(spec)).exported);
}

TEST(ElfExports, RefusesSymbolsThatAreNotExports) {
    const std::string not_exported =
        "does not export plateau_entry: it is in the dynamic symbol table but not as a global "
        "function or object";
    lt::SyntheticElf local;
    local.binding = STB_LOCAL;
    EXPECT_EQ(check_image(lt::build_elf(local)).reason, not_exported);
    lt::SyntheticElf section;
    section.symbol_type = STT_SECTION;
    EXPECT_EQ(check_image(lt::build_elf(section)).reason, not_exported);
    lt::SyntheticElf hidden;
    hidden.visibility = STV_HIDDEN;
    EXPECT_EQ(check_image(lt::build_elf(hidden)).reason, not_exported);
    lt::SyntheticElf undefined;
    undefined.symbol_section = SHN_UNDEF;
    EXPECT_EQ(check_image(lt::build_elf(undefined)).reason,
              "does not export plateau_entry: the file uses it but does not define it");
    lt::SyntheticElf other_name;
    other_name.symbol = "plateau_entry_v2";
    EXPECT_EQ(check_image(lt::build_elf(other_name)).reason, "does not export plateau_entry");
}

TEST(ElfExports, RefusesElfFilesThatAreNotSharedLibraries) {
    lt::SyntheticElf executable;
    executable.type = ET_EXEC;
    EXPECT_EQ(check_image(lt::build_elf(executable)).reason,
              "not a shared library: the ELF file is an executable");
    lt::SyntheticElf object;
    object.type = ET_REL;
    EXPECT_EQ(check_image(lt::build_elf(object)).reason,
              "not a shared library: the ELF file is a relocatable object file");
}

TEST(ElfExports, RefusesAnotherByteOrder) {
    lt::SyntheticElf big;
    big.byte_order = ELFDATA2MSB;
    EXPECT_EQ(check_image(lt::build_elf(big)).reason,
              "a big-endian ELF file, which this host cannot load");
}

TEST(ElfExports, RefusesDamagedIdentification) {
    std::vector<std::byte> image = lt::build_elf({});
    image[EI_CLASS] = std::byte{7};
    EXPECT_EQ(check_image(image).reason, "damaged ELF file: unknown ELF class 7");
    image = lt::build_elf({});
    image[EI_VERSION] = std::byte{0};
    EXPECT_EQ(check_image(image).reason, "damaged ELF file: unknown ELF version 0");
}

// Damage to one field of a 64-bit synthetic image, and the reason it must give.
struct Damage {
    const char* what;
    void (*apply)(std::vector<std::byte>&, const lt::SyntheticLayout&);
    const char* reason;
};

const Damage damages[] = {
    {"no section headers",
     [](auto& image, const auto&) {
         lt::put<std::uint64_t>(image, offsetof(Elf64_Ehdr, e_shoff), 0);
     },
     "the ELF file has no section headers, so its dynamic symbol table cannot be found"},
    {"section headers far past the end",
     [](auto& image, const auto&) {
         lt::put<std::uint64_t>(image, offsetof(Elf64_Ehdr, e_shoff), ~std::uint64_t{0} - 8);
     },
     "truncated ELF file: its section headers start past the end of the file"},
    {"too many section headers",
     [](auto& image, const auto&) {
         lt::put<std::uint16_t>(image, offsetof(Elf64_Ehdr, e_shnum), 0xfeff);
     },
     "truncated ELF file: its section headers end past the end of the file"},
    {"tiny section header entries",
     [](auto& image, const auto&) {
         lt::put<std::uint16_t>(image, offsetof(Elf64_Ehdr, e_shentsize), 0);
     },
     "damaged ELF file: section headers of 0 bytes, expected at least 64"},
    {"extended section count past the end",
     [](auto& image, const auto& layout) {
         lt::put<std::uint16_t>(image, offsetof(Elf64_Ehdr, e_shnum), 0);
         lt::put<std::uint64_t>(image,
                                layout.section_headers_offset + offsetof(Elf64_Shdr, sh_size),
                                std::uint64_t{1} << 40);
     },
     "truncated ELF file: its section headers end past the end of the file"},
    {"no dynamic symbol table",
     [](auto& image, const auto& layout) {
         lt::put<std::uint32_t>(
             image, layout.section_headers_offset + 64 + offsetof(Elf64_Shdr, sh_type), SHT_SYMTAB);
     },
     "not a dynamically linked library: the ELF file has no dynamic symbol table (.dynsym)"},
    {"symbol table past the end",
     [](auto& image, const auto& layout) {
         lt::put<std::uint64_t>(image,
                                layout.section_headers_offset + 64 + offsetof(Elf64_Shdr, sh_size),
                                ~std::uint64_t{0});
     },
     "truncated ELF file: its dynamic symbol table ends past the end of the file"},
    {"symbol entries of 0 bytes",
     [](auto& image, const auto& layout) {
         lt::put<std::uint64_t>(
             image, layout.section_headers_offset + 64 + offsetof(Elf64_Shdr, sh_entsize), 0);
     },
     "damaged ELF file: dynamic symbols of 0 bytes, expected at least 24"},
    {"string table section that does not exist",
     [](auto& image, const auto& layout) {
         lt::put<std::uint32_t>(
             image, layout.section_headers_offset + 64 + offsetof(Elf64_Shdr, sh_link), 99);
     },
     "damaged ELF file: the dynamic symbol table names section 99 as its string table, which "
     "does not exist"},
    {"string table that is not one",
     [](auto& image, const auto& layout) {
         lt::put<std::uint32_t>(
             image, layout.section_headers_offset + 64 + offsetof(Elf64_Shdr, sh_link), 1);
     },
     "damaged ELF file: the dynamic symbol table's string table is not a string table"},
    {"string table past the end",
     [](auto& image, const auto& layout) {
         lt::put<std::uint64_t>(
             image, layout.section_headers_offset + 128 + offsetof(Elf64_Shdr, sh_offset),
             std::uint64_t{1} << 62);
     },
     "truncated ELF file: its dynamic string table ends past the end of the file"},
    {"symbol name past the string table",
     [](auto& image, const auto& layout) {
         lt::put<std::uint32_t>(image, layout.dynsym_offset + 24 + offsetof(Elf64_Sym, st_name),
                                0xffffff);
     },
     "does not export plateau_entry"},
    {"symbol name without its terminating nul",
     [](auto& image, const auto& layout) {
         // Shrink the string table so that it ends inside "plateau_entry".
         lt::put<std::uint64_t>(
             image, layout.section_headers_offset + 128 + offsetof(Elf64_Shdr, sh_size), 8);
     },
     "does not export plateau_entry"},
};

TEST(ElfExports, RefusesDamagedTables) {
    for (const Damage& damage : damages) {
        lt::SyntheticLayout layout;
        std::vector<std::byte> image = lt::build_elf({}, layout);
        damage.apply(image, layout);
        const ElfExportCheck check = check_image(image);
        EXPECT_FALSE(check.exported) << damage.what;
        EXPECT_EQ(check.reason, damage.reason) << damage.what;
    }
}

}  // namespace
