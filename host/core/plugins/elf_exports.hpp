// Reads what an ELF file exports from its dynamic symbol table (.dynsym and the string table
// it links to) without loading it, so no code of a plugin runs before the host has checked
// that the file is a shared library exporting the entry symbol. `.dynsym` rather than
// `.symtab`: a stripped library keeps only the former, and it is what the dynamic loader uses.
//
// It can also list every symbol a library exports (list_elf_exports).
//
// Every offset and size read from the file is checked against the file's size, so a text
// file, an empty or truncated file or a damaged header gives a reason, never a crash.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace plateau::core {

// What reading an ELF file found.
struct ElfExportCheck {
    // True when the file is an ELF shared object (ET_DYN) whose .dynsym defines the symbol
    // with global or weak binding as a function or an object.
    bool exported = false;
    // Why not, when `exported` is false: a sentence fragment without the file's path
    // ("not an ELF file: it does not start with the ELF magic number").
    std::string reason;
    // 32 or 64 once the identification bytes were read; else 0.
    int elf_class = 0;
    // e_machine (EM_X86_64, EM_AARCH64, ...) once the ELF header was read; else 0.
    std::uint16_t machine = 0;
};

// Reads the file at `file`. Only the headers and the two tables are read, not the whole file.
[[nodiscard]] ElfExportCheck check_elf_export(const std::filesystem::path& file,
                                              std::string_view symbol);

// The same for a file's bytes already in memory.
[[nodiscard]] ElfExportCheck check_elf_export(std::span<const std::byte> image,
                                              std::string_view symbol);

// Every symbol an ELF shared library exports: what `plateau check-plugin` compares with
// the one symbol a plugin may export.
struct ElfExports {
    // True when the file's dynamic symbol table was read.
    bool read = false;
    // Why not, when `read` is false: the same reasons as ElfExportCheck's.
    std::string reason;
    // Every symbol of .dynsym the file defines (not SHN_UNDEF) and that others can see:
    // global, weak or GNU-unique binding, default or protected visibility, of any type but
    // a section or file symbol. In table order.
    std::vector<std::string> symbols;
};

[[nodiscard]] ElfExports list_elf_exports(const std::filesystem::path& file);
[[nodiscard]] ElfExports list_elf_exports(std::span<const std::byte> image);

}  // namespace plateau::core
