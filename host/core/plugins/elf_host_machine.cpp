#include "core/plugins/elf_host_machine.hpp"

#include <elf.h>

namespace plateau::core {
namespace {

struct Machine {
    std::uint16_t number;
    const char* name;
};
constexpr Machine known_machines[] = {
    {EM_X86_64, "x86-64"}, {EM_386, "i386"},        {EM_AARCH64, "AArch64"}, {EM_ARM, "ARM"},
    {EM_RISCV, "RISC-V"},  {EM_PPC64, "PowerPC64"}, {EM_S390, "s390"},
};

std::string machine_name(std::uint16_t number) {
    for (const Machine& machine : known_machines) {
        if (machine.number == number) return machine.name;
    }
    return "ELF machine " + std::to_string(number);
}

// The ELF machine number of the code this host was compiled to; 0 when not in the list.
constexpr std::uint16_t host_machine() {
#if defined(__x86_64__)
    return EM_X86_64;
#elif defined(__i386__)
    return EM_386;
#elif defined(__aarch64__)
    return EM_AARCH64;
#elif defined(__arm__)
    return EM_ARM;
#elif defined(__riscv)
    return EM_RISCV;
#elif defined(__powerpc64__)
    return EM_PPC64;
#elif defined(__s390__)
    return EM_S390;
#else
    return 0;
#endif
}

}  // namespace

std::string elf_host_mismatch(int elf_class, std::uint16_t machine) {
    constexpr int host_class = static_cast<int>(sizeof(void*) * 8);
    constexpr std::uint16_t host = host_machine();
    // A host compiled for a machine not in the list checks the class only.
    if (elf_class == host_class && (host == 0 || machine == host)) return {};
    std::string host_text = std::to_string(host_class) + "-bit";
    if (host != 0) host_text += " " + machine_name(host);
    return "built for " + std::to_string(elf_class) + "-bit " + machine_name(machine) +
           "; this host is " + host_text;
}

}  // namespace plateau::core
