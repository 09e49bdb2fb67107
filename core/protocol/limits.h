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

}  // namespace ct::protocol
