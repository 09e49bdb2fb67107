#pragma once
// A tuning sweep under MPICH: per (communicator size, collective) one launch of the runner built
// against MPICH (calltree-runner-mpich) per MPICH algorithm forced by its CVAR
// (MPIR_CVAR_BCAST_INTRA_ALGORITHM=binomial …, read at MPI_Init, so one launch each), plus one
// with nothing forced ("auto": MPICH's own selection). The same files and resuming as the Open
// MPI sweep (sweep_plan.h); the numbers are MPICH's (mpich_algorithms.h).
#include <string>
#include <vector>

#include "tuning/sweep_plan.h"

namespace ct::tuning {

// MPICH's hydra launcher (mpirun.mpich, mpiexec.hydra, mpiexec.mpich …: a program whose name
// starts with "mpirun" or "mpiexec") gets `-n N`, `-f HOSTFILE` and each setting as
// `-genv K V`, which hydra hands to every rank on every host; another launcher (srun) gets
// `-n N` and the settings in the environment.
std::string defaultMpichLauncherText();  // "mpirun.mpich"

// One run's command: `algorithm` > 0 forced by CVAR, 0 with every swept CVAR set to auto, and
// below 0 under `tuningFile` (MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE, with the collective's
// CVAR auto). Throws std::invalid_argument for a collective or number MPICH's sweep does not
// know.
SweepRun mpichLaunchCommand(int collective, int commSize, int algorithm,
                            const std::vector<std::uint64_t>& sizes, const std::string& file,
                            const LaunchOptions& launch, const std::string& tuningFile = "");

// The runs in order, as planSweep (the request's algorithms are MPICH numbers; none given for a
// collective: all of mpichSweepAlgorithms()). Throws std::invalid_argument as planSweep does,
// and for a collective other than bcast, reduce, allreduce.
std::vector<SweepRun> planMpichSweep(const SweepRequest& request, const LaunchOptions& launch);

}  // namespace ct::tuning
