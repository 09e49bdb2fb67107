#pragma once
// The program a runner case executes, rebuilt from what its results entry says: a catalogue
// algorithm with its parameters, or a schedule file expanded for a size and root. The runner
// builds its programs with the same model, and a recorded timeline is read against the program
// rebuilt here, so the two cannot silently disagree about which op is which.
#include <cstdint>
#include <string>

#include "algorithms/catalogue/catalogue.h"
#include "program/program.h"
#include "protocol/case_spec.h"
#include "model/loggp.h"

namespace ct {

// The model the runner shapes model-dependent trees with (the optimal trees): Shou & Chen's (1996)
// LogP(L=6, o=2, g=4) in cycles, one addition = 1 cycle. Only the shape depends on it.
LogGP runnerShapeModel();

// The case specification of the runner's protocol (protocol/case_spec.h): one struct from the
// plan through the program builder into the results document.
using CaseProgramSpec = protocol::CaseSpec;

// Throws std::invalid_argument (unknown algorithm, bad parameters, unreadable schedule).
Program buildCaseProgram(const CaseProgramSpec& spec);
// A catalogue case's parameters, shaped by runnerShapeModel(); throws std::invalid_argument when
// checkParams refuses them.
AlgorithmParams caseAlgorithmParams(const CaseProgramSpec& spec);

}  // namespace ct
