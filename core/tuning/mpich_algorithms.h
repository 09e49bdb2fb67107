#pragma once
// MPICH's own blocking collective algorithms as a tuning sweep forces them with the collective's
// CVAR (MPIR_CVAR_BCAST_INTRA_ALGORITHM=binomial …: written per case through MPI_T by the runner,
// or set in a launch's environment), and MPICH's built-in selection where nothing is forced.
//
// A sweep under MPICH numbers the forced algorithms of a collective 1, 2, … in the order of
// mpichSweepAlgorithms(); 0 is MPICH's own choice ("auto"). Decision tables made from such a
// sweep carry these numbers, not Open MPI's. The CVAR values and the algorithm names are MPICH
// 4.0.2's (Debian 12's `mpich`: `mpivars` lists the CVAR values, src/mpi/coll/src/csel_container.c
// the names a selection file may use).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tuning/ompi_algorithms.h"

namespace ct::tuning {

struct MpichAlgorithm {
    int collective;         // Open MPI's id (ompi_collectives.h), for bcast, reduce, allreduce
    int number;             // 1, 2, … in a sweep under MPICH
    const char* cvarValue;  // "binomial": the value of MPIR_CVAR_<COLLECTIVE>_INTRA_ALGORITHM
    const char* name;       // "MPIR_Bcast_intra_binomial": the selection file's algorithm
};

// Every algorithm a sweep under MPICH forces: bcast binomial, scatter_recursive_doubling_allgather,
// scatter_ring_allgather, nb; reduce binomial, reduce_scatter_gather, nb; allreduce
// recursive_doubling, reduce_scatter_allgather, nb. (The "smp" algorithms are left out: they
// need ranks on several nodes, which the single-node sweeps here do not have.)
const std::vector<MpichAlgorithm>& mpichSweepAlgorithms();
// The collectives a sweep under MPICH measures (bcast, reduce, allreduce: MPICH's avg_msg_size
// is the datatype size × count there, as the runner's and Open MPI's message size).
bool mpichSweepable(int collective);

const MpichAlgorithm* mpichAlgorithm(int collective, int number);
const MpichAlgorithm* mpichAlgorithmByCvar(int collective, const std::string& cvarValue);
const MpichAlgorithm* mpichAlgorithmByName(int collective, const std::string& name);
// "2 scatter_recursive_doubling_allgather", "0 auto", "7 ?" for a number MPICH has not here.
std::string mpichAlgorithmLabel(int collective, int number);

// The swept algorithms by number as the readers of decisions name them (0: "auto"), source
// "MPICH (the CVAR values of MPICH 4.0.2)"; isMpichKnown tells such a list from Open MPI's.
KnownAlgorithms mpichKnownAlgorithms();
bool isMpichKnown(const KnownAlgorithms& known);

// "MPIR_CVAR_BCAST_INTRA_ALGORITHM"
std::string mpichCvarOf(int collective);

// The number of a CVAR value ("auto" 0, "binomial" 1 …); nullopt for one the sweep does not know.
std::optional<int> mpichNumberOfCvarValue(int collective, const std::string& value);
// The CVAR value of a number (0 "auto"); throws std::invalid_argument for an unknown number.
std::string mpichCvarValueOf(int collective, int number);

// The number of the algorithm `settings` (a results document's environment.mpich_forced, "K=V"
// words) forces for `collective`: 0 when its CVAR is absent or "auto"; nullopt when it forces a
// value this sweep does not know.
std::optional<int> mpichForcedNumber(int collective, const std::string& settings);
// The tuning file `settings` names (MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE), "" when none.
std::string mpichTuningFile(const std::string& settings);

// What MPICH 4.0.2 runs by itself (no CVAR, no tuning file) for an intra-communicator of
// `commSize` ranks on one node, `messageBytes` = datatype size × count > 0, and the runner's
// reductions (MPI_SUM on doubles: a built-in, commutative operation, count = bytes / 8): its
// compiled-in selection tree, maint/tuning/coll/mpir/generic.json at tag v4.0.2 (the
// comm_hierarchy=any branches; a single node's communicator is no "parent"):
//   bcast: fewer than 8 ranks → binomial; a power of two ranks: ≤ 12288 B binomial, ≤ 524288 B
//     scatter_recursive_doubling_allgather, else scatter_ring_allgather; otherwise ≤ 12288 B
//     binomial, else scatter_ring_allgather;
//   reduce: ≤ 2048 B binomial; count < the largest power of two ≤ commSize → binomial; else
//     reduce_scatter_gather;
//   allreduce: ≤ 8 B recursive_doubling; count < that power of two → recursive_doubling; else
//     reduce_scatter_allgather.
// Returns the algorithm number (never 0).
int mpichBuiltinPick(int collective, int commSize, std::uint64_t messageBytes);
// The message sizes at which mpichBuiltinPick may change for this communicator size, ascending
// (the first message size of each new piece), so a range can be split where the pick changes.
std::vector<std::uint64_t> mpichBuiltinBoundaries(int collective, int commSize);

}  // namespace ct::tuning
