// Small ELF images made in memory, for the cases a compiler will not produce: 32-bit files on
// a 64-bit machine, other byte orders and machines, undefined or local symbols, damaged
// headers. The image has three sections: null, .dynsym (null symbol + one symbol) and
// .dynstr; no program headers, so the dynamic loader cannot map it.
#pragma once

#include <elf.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace loader_test {

struct SyntheticElf {
    int elf_class = 64;  // 32 or 64
    unsigned char byte_order = ELFDATA2LSB;
    std::uint16_t type = ET_DYN;
    std::uint16_t machine = EM_X86_64;
    std::string symbol = "plateau_entry";
    std::uint16_t symbol_section = 1;  // st_shndx; SHN_UNDEF makes the symbol undefined
    unsigned char binding = STB_GLOBAL;
    unsigned char symbol_type = STT_FUNC;
    unsigned char visibility = STV_DEFAULT;
};

// Where the parts of an image are, to damage them in tests.
struct SyntheticLayout {
    std::size_t dynstr_offset = 0;
    std::size_t dynsym_offset = 0;
    std::size_t section_headers_offset = 0;
    std::size_t section_header_size = 0;
};

template <class T>
void put(std::vector<std::byte>& bytes, std::size_t offset, const T& value) {
    std::memcpy(bytes.data() + offset, &value, sizeof value);
}

template <class Ehdr, class Shdr, class Sym>
std::vector<std::byte> build_elf(const SyntheticElf& spec, SyntheticLayout& layout) {
    const std::string names = std::string(1, '\0') + spec.symbol + '\0';
    layout.dynstr_offset = sizeof(Ehdr);
    layout.dynsym_offset = (layout.dynstr_offset + names.size() + 7) / 8 * 8;
    layout.section_headers_offset = layout.dynsym_offset + 2 * sizeof(Sym);
    layout.section_header_size = sizeof(Shdr);
    std::vector<std::byte> bytes(layout.section_headers_offset + 3 * sizeof(Shdr));

    Ehdr header{};
    std::memcpy(header.e_ident, ELFMAG, SELFMAG);
    header.e_ident[EI_CLASS] = spec.elf_class == 32 ? ELFCLASS32 : ELFCLASS64;
    header.e_ident[EI_DATA] = spec.byte_order;
    header.e_ident[EI_VERSION] = EV_CURRENT;
    header.e_type = spec.type;
    header.e_machine = spec.machine;
    header.e_version = EV_CURRENT;
    header.e_ehsize = sizeof(Ehdr);
    header.e_shoff = layout.section_headers_offset;
    header.e_shentsize = sizeof(Shdr);
    header.e_shnum = 3;
    put(bytes, 0, header);

    std::memcpy(bytes.data() + layout.dynstr_offset, names.data(), names.size());

    Sym symbol{};
    symbol.st_name = 1;
    symbol.st_info = static_cast<unsigned char>((spec.binding << 4) | spec.symbol_type);
    symbol.st_other = spec.visibility;
    symbol.st_shndx = spec.symbol_section;
    put(bytes, layout.dynsym_offset + sizeof(Sym), symbol);

    Shdr dynsym{};
    dynsym.sh_type = SHT_DYNSYM;
    dynsym.sh_offset = layout.dynsym_offset;
    dynsym.sh_size = 2 * sizeof(Sym);
    dynsym.sh_entsize = sizeof(Sym);
    dynsym.sh_link = 2;
    put(bytes, layout.section_headers_offset + sizeof(Shdr), dynsym);

    Shdr dynstr{};
    dynstr.sh_type = SHT_STRTAB;
    dynstr.sh_offset = layout.dynstr_offset;
    dynstr.sh_size = names.size();
    put(bytes, layout.section_headers_offset + 2 * sizeof(Shdr), dynstr);
    return bytes;
}

inline std::vector<std::byte> build_elf(const SyntheticElf& spec, SyntheticLayout& layout) {
    if (spec.elf_class == 32) return build_elf<Elf32_Ehdr, Elf32_Shdr, Elf32_Sym>(spec, layout);
    return build_elf<Elf64_Ehdr, Elf64_Shdr, Elf64_Sym>(spec, layout);
}

inline std::vector<std::byte> build_elf(const SyntheticElf& spec) {
    SyntheticLayout layout;
    return build_elf(spec, layout);
}

}  // namespace loader_test
