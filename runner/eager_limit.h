#pragma once
// The MPI library's eager limit between ranks 0 and 1, as `calltree-runner calibrate` measures
// it: the largest message MPI_Send returns from while its receiver has not yet posted the
// receive. A library buffers such a message and completes the send at once; a larger one it
// sends by rendezvous, and the send completes only when the receiver takes it. The simulator
// completes a program's sends accordingly where it waits for them (LogGP::eagerLimit).
//
// One probe: both ranks meet, rank 1 spends kReceiverDelay inside the library (polling for
// another message) before posting its receive, and rank 0 times its MPI_Send. A send that
// returns in less than half the delay did not wait for the receiver. A size is probed up to
// three times and goes eagerly if any probe is fast (a descheduled sender only lengthens a
// probe). Powers of two find the bracket, bisection the exact byte.
//
// The inline limit is measured alike with rank 1 outside the library for the delay (spinning on
// the clock, no MPI call, from rank 0's empty "go" on) and rank 0 sending with MPI_Isend +
// MPI_Wait, as programs do: then
// only a send the library completes without any word from the
// receiver returns early — Open MPI's inline sends on shared memory (btl_vader_max_inline_send).
// An eager send above it is complete once the receiver's library has taken it in and told the
// sender (LogGP::inlineLimit, LogGP::sendCompletion).
#include <cstdint>

#include <mpi.h>

namespace ct::runner {

struct EagerLimitMeasurement {
    std::uint64_t bytes = 0;  // the largest eager message; 0: not even one byte went eagerly
    bool capped = false;      // every probed size went eagerly (bytes is the largest probed)
};

// What rank 1 does while rank 0's send waits: polls the library (the eager limit) or stays out
// of it (the inline limit).
enum class ReceiverDelay { InsideLibrary, OutsideLibrary };

// Collective over `pair` (ranks 0 and 1 of it); the result on both. Sizes up to `maxBytes`.
EagerLimitMeasurement measureEagerLimit(int rank, MPI_Comm pair,
                                        std::uint64_t maxBytes = 4ull << 20,
                                        ReceiverDelay delay = ReceiverDelay::InsideLibrary);

}  // namespace ct::runner
