#pragma once
// The simulators' message matching: each send's and receive's message id, 4 bytes per
// operation. It pairs messages exactly as matchMessages does (the k-th send from s to d meets the
// k-th receive at d from s) but keeps neither the partner table nor problem texts, so at 2^20
// ranks it touches a quarter of the memory. When a program does not match, matchMessages (the
// reference) names the problems.
#include <cstdint>
#include <vector>

#include "program/program.h"

namespace ct {

inline constexpr std::uint32_t kNoMessage = ~std::uint32_t{0};

struct MessageIds {
    // For each op index: its message id (sends numbered in op order), or kNoMessage.
    std::vector<std::uint32_t> ofOp;
    std::uint32_t messages = 0;
    bool ok = false;  // false: some message does not match (ofOp is then incomplete)
};

// Throws std::length_error for a program of 2^32 - 1 operations or more.
MessageIds matchMessageIds(const Program& program);

}  // namespace ct
