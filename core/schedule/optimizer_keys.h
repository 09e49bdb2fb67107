#pragma once
// What the Optimizer's files share (optimizer.cpp: the search; optimizer_bounds.cpp: the lower
// bounds' memo; optimizer_result.cpp: the result tree and tie labels).
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace ct::bsp::optimizer_detail {

// The hash of a subproblem's key (calcProcs 0 for a bound's key, which has none).
inline std::size_t keyHash(int problem, int dataProcs, int calcProcs, const double* values,
                           int size) {
    std::uint64_t h = (std::uint64_t(std::uint32_t(problem)) << 48) ^
                      (std::uint64_t(std::uint32_t(dataProcs)) << 24) ^ std::uint32_t(calcProcs);
    for (int i = 0; i < size; ++i) {
        std::uint64_t bits;
        std::memcpy(&bits, values + i, sizeof bits);
        h = (h ^ bits) * 0x9E3779B97F4A7C15ull;
        h ^= h >> 32;
    }
    // The table uses the low bits; the keys (powers of two, whole numbers as doubles) differ
    // mostly in high ones: one more multiply and fold spreads them.
    h *= 0xff51afd7ed558ccdull;
    return std::size_t(h ^ (h >> 31));
}

// Lower bounds are scaled down by this much, so that rounding in them or in the sums they are
// compared with never prunes a schedule whose cost equals the budget (ties).
constexpr double kBoundSlack = 1 - 1e-9;

}  // namespace ct::bsp::optimizer_detail
