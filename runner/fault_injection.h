#pragma once
// TEST-ONLY fault injection: ways to make a run fail on purpose, so that the tests can prove the
// runner's checks and error paths (verification, timeouts, a rank that dies, memory limits).
// Pure (no MPI). Production runs never set any of it: the options are parsed only from `--test-*`
// flags, which
// --help does not list (docs/runner.md, "Errors and exit status", lists them as test hooks).
#include <cstdint>
#include <string_view>

#include "program/op.h"

namespace ct::runner {

struct FaultInjection {
    Rank corruptRank = kNoRank;     // --test-corrupt-rank: damage its result after each repetition
    Rank exitRank = kNoRank;        // --test-exit-rank: it exits abruptly during the first case
    Rank hangRank = kNoRank;        // --test-hang-rank: it stops answering during the first case
    std::uint64_t memoryBytes = 0;  // --test-memory-bytes: pretend the host has this much memory

    bool any() const {
        return corruptRank != kNoRank || exitRank != kNoRank || hangRank != kNoRank ||
               memoryBytes != 0;
    }
};

// --test-corrupt-rank, --test-exit-rank, --test-hang-rank, --test-memory-bytes.
bool isFaultOption(std::string_view option);
// Stores the value of a fault option; throws UsageError when it is not a number in range.
void parseFaultOption(std::string_view option, std::string_view value, FaultInjection& faults);

// Throws std::invalid_argument when a test rank lies outside the world.
void checkFaultRanks(const FaultInjection& faults, int worldSize);

}  // namespace ct::runner
