#pragma once
// Which algorithm an MPICH selection file picks for one call, evaluated as MPICH's csel.c does
// (src/mpi/coll/src/csel.c, MPIR_Csel_search): at each level the keys are tried in order, the
// first condition that holds is followed (no backtracking: a subtree that matches nothing
// finds no algorithm), and an "algorithm=…" key ends the search. `tune verify` uses it to say
// what a file picks at each measured point.
#include <cstdint>
#include <optional>
#include <string>

namespace ct::tuning {

// A call as the runner makes it on one node: an intra-communicator, MPI_SUM on doubles for
// the reductions (a built-in, commutative operation), no MPI_IN_PLACE, one thread.
struct MpichCall {
    std::string collective;  // "bcast", "reduce", "allreduce"
    int commSize = 0;
    std::uint64_t avgMsgBytes = 0;  // datatype size × count
    std::uint64_t count = 0;        // elements
};

struct MpichPick {
    std::optional<std::string> algorithm;  // "MPIR_Bcast_intra_binomial"
    std::string why;  // when none: no match, or a condition this evaluation cannot decide
};

// Throws std::invalid_argument when `jsonText` is not JSON.
MpichPick selectMpichAlgorithm(const std::string& jsonText, const MpichCall& call);

}  // namespace ct::tuning
