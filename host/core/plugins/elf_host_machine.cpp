#include "core/plugins/elf_host_machine.hpp"

#include <elf.h>

#include "core/i18n/translate.hpp"

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
    return format(tr("ELF machine {}"), number);
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
    // TRANSLATORS: "built for 32-bit ARM; this host is 64-bit x86-64".
    if (host == 0) {
        return format(tr("built for {0}-bit {1}; this host is {2}-bit"), elf_class,
                      machine_name(machine), host_class);
    }
    return format(tr("built for {0}-bit {1}; this host is {2}-bit {3}"), elf_class,
                  machine_name(machine), host_class, machine_name(host));
}

}  // namespace plateau::core
