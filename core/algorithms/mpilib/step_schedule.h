#pragma once
// Algorithms that proceed in rounds (recursive doubling and halving, rings, scatter + allgather):
// in each round every rank first posts its sends, then takes its receives, each optionally
// combined into its own data — the order of Open MPI's sendrecv / send-after-reduce loops — and
// a rank that sent waits for its sends to be received before the next round (Open MPI's
// sendrecv waits for both requests, its other round loops send with blocking sends).
// One list of rounds gives both the program and the exact LogGP recurrence over the rounds
// (each rank's clock advances send by send, receive by receive, as the model prescribes).
#include <optional>

#include "algorithms/mpilib/ompi_common.h"

namespace ct::mpilib {

struct Transfer {
    Rank from = 0;
    Rank to = 0;
    std::uint64_t bytes = 0;
    std::uint64_t sendOffset = 0;  // read on `from`
    std::uint64_t recvOffset = 0;  // written on `to`
    // On `to`, after the receive: dst (+)= src for `bytes` (offsets in `to`'s buffer).
    struct Combine {
        std::uint64_t src = 0;
        std::uint64_t dst = 0;
    };
    std::optional<Combine> combine;
};

using Round = std::vector<Transfer>;

void addRounds(ProgramBuilder& b, const std::vector<Round>& rounds);
void timeRounds(const std::vector<Round>& rounds, const LogGP& m, Clocks& clocks);

// Recv into `at` and combine it into `into` (the usual reduce step).
inline Transfer combining(Rank from, Rank to, std::uint64_t bytes, std::uint64_t sendOffset,
                          std::uint64_t at, std::uint64_t into) {
    return {from, to, bytes, sendOffset, at, Transfer::Combine{at, into}};
}

}  // namespace ct::mpilib
