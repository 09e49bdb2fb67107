#pragma once
// Forcing Open MPI's collective algorithm per case, inside one mpirun. coll/tuned registers
// coll_tuned_<collective>_algorithm as a settable MPI_T control variable and reads it whenever
// it builds its module for a new communicator (ompi_coll_tuned_forced_getvalues in
// coll_tuned_module.c, Open MPI 4.1), so writing the variable and then duplicating the world
// gives a communicator on which that algorithm runs — verified: MPI_Bcast of 1 MiB on 2 ranks
// took 71 µs with algorithm 6 and 124–148 µs with algorithm 8 in one mpirun, 55 and 105 µs with
// each forced by its own mpirun (docs/runner.md, "Forcing Open MPI's algorithm").
// coll_tuned_use_dynamic_rules is read-only through MPI_T: mpirun must still set it.
#include <optional>
#include <string>

#include <mpi.h>

#include "mpi_env.h"
#include "program/problem.h"

namespace ct::runner {

// True when mpirun switched on coll/tuned's dynamic rules (OMPI_MCA_coll_tuned_use_dynamic_rules).
bool ompiDynamicRules();

// Collective over `world`: a duplicate of `world` on which coll/tuned runs `algorithm` for
// `kind` (0: Open MPI's own choice). The control variable is set back to its previous value
// afterwards, so later communicators are unaffected. Throws std::runtime_error when MPI_T does
// not offer the variable or refuses the write (every rank sees the same, as the variable is
// the same everywhere).
Communicator forcedAlgorithmCommunicator(Problem kind, int algorithm, MPI_Comm world);

}  // namespace ct::runner
