#pragma once
// Pairs every send with the receive it feeds. As in MPI, messages between one pair of ranks
// never overtake: the k-th send from s to d meets the k-th receive at d from s.
#include <cstdint>
#include <string>
#include <vector>

#include "program/program.h"

namespace ct {

inline constexpr std::uint64_t kUnmatched = ~std::uint64_t{0};

struct MessageMatching {
    // For each op index: the matching op (send <-> recv), or kUnmatched.
    std::vector<std::uint64_t> partner;
    // For each op index: its message id (sends numbered in op order), or kUnmatched.
    std::vector<std::uint64_t> message;
    std::uint64_t messages = 0;
    // Problems found while matching, each naming the rank and operation (empty when all match).
    std::vector<std::string> problems;

    bool ok() const { return problems.empty(); }
};

// Matches in O(ops · log(ops per rank)); no hashing, so it scales to millions of messages.
MessageMatching matchMessages(const Program& program, std::size_t maxProblems = 20);

// "rank 3 op 2 (recv 8 B from 1)": how messages name an operation for users.
std::string describeOp(const Program& program, std::uint64_t opIndex);

}  // namespace ct
