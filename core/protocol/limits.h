#pragma once
// Upper limits shared by every reader of runner documents (plans, results, command lines): they
// keep a run inside what MPI counts (int) and memory allow.
#include <cstddef>
#include <cstdint>

namespace ct::protocol {

inline constexpr std::uint64_t kMaxBytes = 2147483647;    // INT_MAX: MPI_Isend's count is an int
inline constexpr std::uint64_t kMaxOperands = 268435456;  // 2^28 int64 values = 2 GiB in total
inline constexpr int kMaxReps = 100000000;
inline constexpr std::size_t kMaxSizes = 64;  // message sizes in one list or range

// The command line (calltree) simulates in memory. A simulated message costs about 130 bytes
// whole-process for a broadcast (two 32-byte operations plus the simulator's per-message state;
// 132 MB for the 2^20 messages of a binomial broadcast, docs/performance.md) and about twice
// that for reductions (combines), so these limits keep one command under about 4 GiB and a
// minute; they are refused before anything is built (cli/model_options.cpp estimates a
// program's messages from its segments and from its growth between 256 and 1024 ranks).
inline constexpr std::int64_t kMaxSimulatedRanks = std::int64_t(1) << 22;       // 4194304
inline constexpr std::uint64_t kMaxSimulatedMessages = std::uint64_t(1) << 24;  // 16777216
// A message size in the models (2^40 = 1 TiB): larger sizes only overflow the cost arithmetic.
inline constexpr std::uint64_t kMaxModelBytes = std::uint64_t(1) << 40;
// Cost parameters (L, o, g, G, combine, ts, tw, th) in any unit: up to 10^12, and the largest of
// L, o_s, o_r, g at most 10^9 times the smallest positive one. Beyond that the optimal trees'
// time lattice loses whole units to rounding (o = 10^12 with L = 6 gave 5e12 instead of
// 5e12 + 12) or overflows (o = 10^308 crashed it), and totals print as null.
inline constexpr double kMaxModelValue = 1e12;
inline constexpr double kMaxModelSpread = 1e9;

}  // namespace ct::protocol
