// The search's inner loops are bit operations on 256-bit sets and bit counts. Debian
// builds for the x86-64 baseline: no POPCNT instruction (std::popcount becomes a library
// call) and SSE2 only. So on x86-64 with GCC the hottest functions are compiled three
// times — for AVX2 CPUs (x86-64-v3: a whole set in one register), for CPUs with POPCNT,
// and for the baseline — and the dynamic loader picks one at start (a GNU ifunc). The bit
// board's members and the 256-bit helpers they call are always inlined, so that each clone
// gets its own copy: a 256-bit value passed between an AVX2 clone and a function compiled
// for the baseline would not travel the same way on both sides (a sanitizer build, which
// inlines less, showed it).
#pragma once

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(SAMEGAME_NO_CLONES)
#define SAMEGAME_HOT_CLONES __attribute__((target_clones("arch=x86-64-v3", "popcnt", "default")))
#else
#define SAMEGAME_HOT_CLONES
#endif
