// Whether this process can load an ELF file of a given class (32 or 64-bit) and machine: the
// dynamic loader would refuse a library built for another one, with a less clear message.
#pragma once

#include <cstdint>
#include <string>

namespace plateau::core {

// Empty when this process can load an ELF file of this class and machine; else why not
// ("built for 32-bit i386; this host is 64-bit x86-64"). A host built for a machine missing
// from the list in the .cpp checks the class only (the dynamic loader still refuses the rest).
[[nodiscard]] std::string elf_host_mismatch(int elf_class, std::uint16_t machine);

}  // namespace plateau::core
