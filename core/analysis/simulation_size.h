#pragma once
// How much memory simulating a case's program needs, estimated before the program is built, so
// that a reader of results (the Studio's Runs tab) can refuse a case it cannot hold instead of
// exhausting memory on it. Messages grow as P, P log P or P^2 with the algorithm: the programs
// of 256 and 1024 ranks (a fraction of a second) give the growth, extrapolated to P — the same
// estimate the command line refuses `simulate --procs 1073741824` with (cli/model_options.cpp).
#include <cstdint>

#include "algorithms/catalogue/case_program.h"
#include "protocol/case_spec.h"

namespace ct {

// Whole-process bytes per simulated message (two 32-byte operations plus the simulator's
// per-message state; about twice a broadcast's 130 bytes for reductions, protocol/limits.h) and
// per rank (its queues and clocks), taken high so that the estimate errs on the safe side.
inline constexpr double kSimulatedBytesPerMessage = 260;
inline constexpr double kSimulatedBytesPerRank = 512;

struct SimulationSize {
    std::int64_t ranks = 0;
    double messages = 0;  // estimated above 1024 ranks
    double bytes = 0;     // estimated memory of building and simulating the program
};

// Throws std::invalid_argument when the case's program cannot be built (as buildCaseProgram).
SimulationSize estimateSimulationSize(const protocol::CaseSpec& spec,
                                      const CaseMachine& machine = {});

}  // namespace ct
