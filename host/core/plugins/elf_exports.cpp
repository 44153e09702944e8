#include "core/plugins/elf_exports.hpp"

#include <elf.h>

#include <bit>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <system_error>
#include <utility>
#include <variant>
#include <vector>

#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

// Thrown inside the reader to stop at the first problem; caught in read_export below.
struct Refusal {
    std::string reason;
};

[[noreturn]] void refuse(std::string reason) { throw Refusal{std::move(reason)}; }

// True when [offset, offset + length) lies inside a file of `size` bytes (no overflow).
bool fits(std::uint64_t offset, std::uint64_t length, std::uint64_t size) {
    return offset <= size && length <= size - offset;
}

// Where the bytes come from: a file read piece by piece, or bytes already in memory.
class ByteSource {
  public:
    virtual ~ByteSource() = default;
    [[nodiscard]] virtual std::uint64_t size() const = 0;
    // Copies [offset, offset + length), which the caller has checked with fits().
    virtual void read(std::uint64_t offset, std::size_t length, void* out) = 0;
};

class MemorySource final : public ByteSource {
  public:
    explicit MemorySource(std::span<const std::byte> bytes) : bytes_(bytes) {}
    [[nodiscard]] std::uint64_t size() const override { return bytes_.size(); }
    void read(std::uint64_t offset, std::size_t length, void* out) override {
        std::memcpy(out, bytes_.data() + offset, length);
    }

  private:
    std::span<const std::byte> bytes_;
};

class FileSource final : public ByteSource {
  public:
    FileSource(std::ifstream& in, std::uint64_t size) : in_(in), size_(size) {}
    [[nodiscard]] std::uint64_t size() const override { return size_; }
    void read(std::uint64_t offset, std::size_t length, void* out) override {
        in_.seekg(static_cast<std::streamoff>(offset));
        in_.read(static_cast<char*>(out), static_cast<std::streamsize>(length));
        // In range but unreadable: the file shrank while being read, or an I/O error.
        if (!in_ || in_.gcount() != static_cast<std::streamsize>(length)) {
            refuse(tr("the file could not be read (it may have changed while being read)"));
        }
    }

  private:
    std::ifstream& in_;
    std::uint64_t size_;
};

template <class T>
T read_struct(ByteSource& source, std::uint64_t offset) {
    T value{};
    source.read(offset, sizeof(T), &value);
    return value;
}

std::vector<char> read_bytes(ByteSource& source, std::uint64_t offset, std::uint64_t length) {
    std::vector<char> bytes(static_cast<std::size_t>(length));
    if (length > 0) source.read(offset, bytes.size(), bytes.data());
    return bytes;
}

struct Elf32Types {
    using Ehdr = Elf32_Ehdr;
    using Shdr = Elf32_Shdr;
    using Sym = Elf32_Sym;
};
struct Elf64Types {
    using Ehdr = Elf64_Ehdr;
    using Shdr = Elf64_Shdr;
    using Sym = Elf64_Sym;
};

// Why an ELF file of `type` (not ET_DYN) is refused.
std::string not_a_library(unsigned type) {
    switch (type) {
        case ET_REL:
            return tr("not a shared library: the ELF file is a relocatable object file");
        case ET_EXEC:
            return tr("not a shared library: the ELF file is an executable");
        case ET_CORE:
            return tr("not a shared library: the ELF file is a core dump");
        default:
            return format(tr("not a shared library: the ELF file is of ELF type {}"), type);
    }
}

// The section header table: where it is and how many entries of which size it has.
struct SectionTable {
    std::uint64_t offset = 0;
    std::uint64_t entry_size = 0;
    std::uint64_t count = 0;
};

template <class Types>
typename Types::Shdr read_section(ByteSource& source, const SectionTable& table,
                                  std::uint64_t index) {
    // The whole table was checked to lie inside the file, so any index below count does.
    return read_struct<typename Types::Shdr>(source, table.offset + index * table.entry_size);
}

template <class Types>
SectionTable read_section_table(ByteSource& source, const typename Types::Ehdr& header) {
    using Shdr = typename Types::Shdr;
    if (header.e_shoff == 0) {
        refuse(
            tr("the ELF file has no section headers, so its dynamic symbol table cannot be "
               "found"));
    }
    if (header.e_shentsize < sizeof(Shdr)) {
        refuse(format(tr("damaged ELF file: section headers of {} bytes, expected at least {}"),
                      header.e_shentsize, sizeof(Shdr)));
    }
    SectionTable table{header.e_shoff, header.e_shentsize, header.e_shnum};
    if (!fits(table.offset, table.entry_size, source.size())) {
        refuse(tr("truncated ELF file: its section headers start past the end of the file"));
    }
    if (table.count == 0) {
        // With 0xff00 sections or more, e_shnum is 0 and section 0's sh_size holds the count.
        table.count = read_struct<Shdr>(source, table.offset).sh_size;
    }
    if (table.count > (source.size() - table.offset) / table.entry_size) {
        refuse(tr("truncated ELF file: its section headers end past the end of the file"));
    }
    return table;
}

// One entry of the dynamic symbol table, with its name read from the string table.
struct DynamicSymbol {
    std::string name;
    bool defined = false;  // st_shndx is not SHN_UNDEF: the file defines it
    unsigned binding = 0;
    unsigned type = 0;
    unsigned visibility = 0;
};

// Every entry of the file's .dynsym but the null one, in table order; an entry whose name
// lies outside the string table (a damaged name) is left out.
template <class Types>
std::vector<DynamicSymbol> read_dynamic_symbols(ByteSource& source, const SectionTable& sections) {
    using Shdr = typename Types::Shdr;
    using Sym = typename Types::Sym;

    std::uint64_t dynsym_index = 0;
    while (dynsym_index < sections.count &&
           read_section<Types>(source, sections, dynsym_index).sh_type != SHT_DYNSYM) {
        ++dynsym_index;
    }
    if (dynsym_index == sections.count) {
        refuse(
            tr("not a dynamically linked library: the ELF file has no dynamic symbol table "
               "(.dynsym)"));
    }
    const Shdr dynsym = read_section<Types>(source, sections, dynsym_index);
    if (!fits(dynsym.sh_offset, dynsym.sh_size, source.size())) {
        refuse(tr("truncated ELF file: its dynamic symbol table ends past the end of the file"));
    }
    if (dynsym.sh_entsize < sizeof(Sym)) {
        refuse(format(tr("damaged ELF file: dynamic symbols of {} bytes, expected at least {}"),
                      dynsym.sh_entsize, sizeof(Sym)));
    }
    if (dynsym.sh_link >= sections.count) {
        refuse(format(tr("damaged ELF file: the dynamic symbol table names section {} as its "
                         "string table, which does not exist"),
                      dynsym.sh_link));
    }
    const Shdr dynstr = read_section<Types>(source, sections, dynsym.sh_link);
    if (dynstr.sh_type != SHT_STRTAB) {
        refuse(
            tr("damaged ELF file: the dynamic symbol table's string table is not a string "
               "table"));
    }
    if (!fits(dynstr.sh_offset, dynstr.sh_size, source.size())) {
        refuse(tr("truncated ELF file: its dynamic string table ends past the end of the file"));
    }

    const std::vector<char> names = read_bytes(source, dynstr.sh_offset, dynstr.sh_size);
    const std::vector<char> symbols = read_bytes(source, dynsym.sh_offset, dynsym.sh_size);
    const std::uint64_t count = dynsym.sh_size / dynsym.sh_entsize;

    std::vector<DynamicSymbol> out;
    for (std::uint64_t i = 1; i < count; ++i) {  // entry 0 is the null symbol
        Sym sym{};
        std::memcpy(&sym, symbols.data() + i * dynsym.sh_entsize, sizeof(Sym));
        if (sym.st_name >= names.size()) continue;  // a damaged name: not ours
        const char* name = names.data() + sym.st_name;
        const std::size_t room = names.size() - sym.st_name;
        const std::size_t length = strnlen(name, room);
        if (length == room) continue;  // not terminated inside the table: damaged too
        out.push_back({std::string(name, length), sym.st_shndx != SHN_UNDEF,
                       // The macros give int; the fields are unsigned.
                       static_cast<unsigned>(ELF64_ST_BIND(sym.st_info)),
                       static_cast<unsigned>(ELF64_ST_TYPE(sym.st_info)),
                       static_cast<unsigned>(ELF64_ST_VISIBILITY(sym.st_other))});
    }
    return out;
}

// Whether another library or the program can see the symbol: global, weak or unique, with
// default or protected visibility.
bool visible(const DynamicSymbol& sym) {
    return (sym.binding == STB_GLOBAL || sym.binding == STB_WEAK ||
            sym.binding == STB_GNU_UNIQUE) &&
           (sym.visibility == STV_DEFAULT || sym.visibility == STV_PROTECTED);
}

// What the dynamic symbol table says about one name.
enum class SymbolFinding { absent, only_referenced, not_exported, exported };

SymbolFinding find_symbol(const std::vector<DynamicSymbol>& symbols, std::string_view symbol) {
    SymbolFinding finding = SymbolFinding::absent;
    for (const DynamicSymbol& sym : symbols) {
        if (sym.name != symbol) continue;
        if (!sym.defined) {
            if (finding == SymbolFinding::absent) finding = SymbolFinding::only_referenced;
        } else if ((sym.binding == STB_GLOBAL || sym.binding == STB_WEAK) &&
                   (sym.type == STT_FUNC || sym.type == STT_OBJECT) &&
                   (sym.visibility == STV_DEFAULT || sym.visibility == STV_PROTECTED)) {
            return SymbolFinding::exported;
        } else {
            finding = SymbolFinding::not_exported;
        }
    }
    return finding;
}

// Reads the ELF header (its machine into `check`), checks that the file is a shared library
// and reads its dynamic symbols.
template <class Types>
std::vector<DynamicSymbol> read_library_symbols(ByteSource& source, ElfExportCheck& check) {
    using Ehdr = typename Types::Ehdr;
    if (source.size() < sizeof(Ehdr)) {
        refuse(tr("truncated ELF file: shorter than its ELF header"));
    }
    const auto header = read_struct<Ehdr>(source, 0);
    check.machine = header.e_machine;
    if (header.e_type != ET_DYN) {
        refuse(not_a_library(header.e_type));
    }
    const SectionTable sections = read_section_table<Types>(source, header);
    return read_dynamic_symbols<Types>(source, sections);
}

void check_symbol(const std::vector<DynamicSymbol>& symbols, std::string_view symbol,
                  ElfExportCheck& check) {
    const std::string name(symbol);
    switch (find_symbol(symbols, symbol)) {
        case SymbolFinding::exported:
            check.exported = true;
            return;
        case SymbolFinding::absent:
            // TRANSLATORS: {} is a symbol's name (plateau_entry).
            refuse(format(tr("does not export {}"), name));
        case SymbolFinding::only_referenced:
            refuse(format(tr("does not export {}: the file uses it but does not define it"), name));
        case SymbolFinding::not_exported:
            refuse(format(tr("does not export {}: it is in the dynamic symbol table but not as a "
                             "global function or object"),
                          name));
    }
}

// The identification bytes, then the symbols read for the file's class.
std::vector<DynamicSymbol> read_symbols(ByteSource& source, ElfExportCheck& check) {
    const std::uint64_t size = source.size();
    if (size == 0) refuse(tr("the file is empty"));

    unsigned char ident[EI_NIDENT] = {};
    const std::size_t ident_length = size < EI_NIDENT ? static_cast<std::size_t>(size) : EI_NIDENT;
    source.read(0, ident_length, ident);
    const std::size_t magic_length = ident_length < SELFMAG ? ident_length : SELFMAG;
    if (std::memcmp(ident, ELFMAG, magic_length) != 0) {
        refuse(tr("not an ELF file: it does not start with the ELF magic number"));
    }
    if (ident_length < EI_NIDENT) {
        refuse(tr("truncated ELF file: shorter than its ELF header"));
    }

    const bool little_endian_file = ident[EI_DATA] == ELFDATA2LSB;
    if (ident[EI_DATA] != ELFDATA2LSB && ident[EI_DATA] != ELFDATA2MSB) {
        refuse(format(tr("damaged ELF file: unknown byte order {}"), int(ident[EI_DATA])));
    }
    if (little_endian_file != (std::endian::native == std::endian::little)) {
        refuse(little_endian_file ? tr("a little-endian ELF file, which this host cannot load")
                                  : tr("a big-endian ELF file, which this host cannot load"));
    }
    if (ident[EI_VERSION] != EV_CURRENT) {
        refuse(format(tr("damaged ELF file: unknown ELF version {}"), int(ident[EI_VERSION])));
    }
    switch (ident[EI_CLASS]) {
        case ELFCLASS32:
            check.elf_class = 32;
            return read_library_symbols<Elf32Types>(source, check);
        case ELFCLASS64:
            check.elf_class = 64;
            return read_library_symbols<Elf64Types>(source, check);
        default:
            refuse(format(tr("damaged ELF file: unknown ELF class {}"), int(ident[EI_CLASS])));
    }
}

ElfExportCheck check_source(ByteSource& source, std::string_view symbol) {
    ElfExportCheck check;
    try {
        check_symbol(read_symbols(source, check), symbol, check);
    } catch (Refusal& refusal) {
        check.exported = false;
        check.reason = std::move(refusal.reason);
    }
    return check;
}

ElfExports list_source(ByteSource& source) {
    ElfExports exports;
    ElfExportCheck check;
    try {
        for (DynamicSymbol& sym : read_symbols(source, check)) {
            if (sym.defined && visible(sym) && sym.type != STT_SECTION && sym.type != STT_FILE) {
                exports.symbols.push_back(std::move(sym.name));
            }
        }
        exports.read = true;
    } catch (Refusal& refusal) {
        exports.symbols.clear();
        exports.reason = std::move(refusal.reason);
    }
    return exports;
}

// Opens `file` and hands a source of its bytes to `read`; the reason it cannot otherwise.
template <class Read>
auto read_file(const std::filesystem::path& file, Read read)
    -> std::variant<decltype(read(std::declval<ByteSource&>())), std::string> {
    std::error_code error;
    // Opening a FIFO or a device would block or read forever: regular files only.
    if (!std::filesystem::is_regular_file(file, error))
        return std::string(tr("not a regular file"));
    const std::uint64_t size = std::filesystem::file_size(file, error);
    if (error) return format(tr("cannot read its size: {}"), error.message());
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        const int code = errno;
        return format(tr("cannot be opened: {}"), code != 0 ? std::generic_category().message(code)
                                                            : std::string(tr("unknown error")));
    }
    FileSource source(in, size);
    return read(static_cast<ByteSource&>(source));
}

}  // namespace

ElfExportCheck check_elf_export(const std::filesystem::path& file, std::string_view symbol) {
    auto read = read_file(file, [&](ByteSource& source) { return check_source(source, symbol); });
    if (auto* check = std::get_if<ElfExportCheck>(&read)) return std::move(*check);
    ElfExportCheck check;
    check.reason = std::move(std::get<std::string>(read));
    return check;
}

ElfExportCheck check_elf_export(std::span<const std::byte> image, std::string_view symbol) {
    MemorySource source(image);
    return check_source(source, symbol);
}

ElfExports list_elf_exports(const std::filesystem::path& file) {
    auto read = read_file(file, [](ByteSource& source) { return list_source(source); });
    if (auto* exports = std::get_if<ElfExports>(&read)) return std::move(*exports);
    ElfExports exports;
    exports.reason = std::move(std::get<std::string>(read));
    return exports;
}

ElfExports list_elf_exports(std::span<const std::byte> image) {
    MemorySource source(image);
    return list_source(source);
}

}  // namespace plateau::core
