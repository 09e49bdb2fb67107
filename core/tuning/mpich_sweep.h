#pragma once
// A tuning sweep under MPICH with the runner built against MPICH (calltree-runner-mpich). By
// default one launch per communicator size whose run plan holds every (collective, MPICH
// algorithm) as a case with its "mpich_algorithm", interleaved in rounds: the runner writes
// each case's value of MPIR_CVAR_<COLLECTIVE>_INTRA_ALGORITHM through MPI_T around its
// repetitions (runner/mpich_forcing.h), "auto" being MPICH's own selection. With
// SweepLaunches::PerAlgorithm, one launch per algorithm forced by the CVAR in the environment
// (MPIR_CVAR_BCAST_INTRA_ALGORITHM=binomial …, read at MPI_Init). The same files and resuming as
// the Open MPI sweep (sweep_plan.h); the numbers are MPICH's (mpich_algorithms.h).
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

// MPICH's own choice (0) first, then the request's algorithms for `collective`, each once; none
// given: every one of mpichSweepAlgorithms().
std::vector<int> mpichSweptAlgorithms(const SweepRequest& request, int collective);

// One interleaved launch under MPICH on `commSize` ranks of `cases` (MPICH numbers) in `rounds`
// rounds, writing `base`.results.json, its plan `base`.plan.json (sweepPlanJson: each case's
// "mpich_algorithm") and `base`.log; each collective's CVAR is given as auto, and `tuningFile`
// (when not empty) as MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE, under which "auto" is the
// file's pick. Throws std::invalid_argument without cases or for a collective or number
// MPICH's sweep does not know.
SweepRun mpichInterleavedLaunch(int commSize, std::vector<SweepCase> cases, const std::string& base,
                                int rounds, const LaunchOptions& launch,
                                const std::string& tuningFile = "");

// The runs in order, as planSweep (the request's algorithms are MPICH numbers; none given for a
// collective: all of mpichSweepAlgorithms()); request.launches chooses between one interleaved
// launch per communicator size and one launch per algorithm. Throws std::invalid_argument as
// planSweep does, and for a collective other than bcast, reduce, allreduce.
std::vector<SweepRun> planMpichSweep(const SweepRequest& request, const LaunchOptions& launch);

}  // namespace ct::tuning
