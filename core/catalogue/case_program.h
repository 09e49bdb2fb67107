#pragma once
// The program a runner case executes, rebuilt from what its results entry says: a catalogue
// algorithm with its parameters, or a schedule file expanded for a size and root. The runner
// builds its programs with the same model, and a recorded timeline is read against the program
// rebuilt here, so the two cannot silently disagree about which op is which.
#include <cstdint>
#include <string>

#include "catalogue/catalogue.h"
#include "program/program.h"
#include "sim/loggp.h"

namespace ct {

// The model the runner shapes model-dependent trees with (the optimal trees): seed 000's
// LogP(L=6, o=2, g=4) in cycles, one addition = 1 cycle. Only the shape depends on it.
LogGP runnerShapeModel();

struct CaseProgramSpec {
    bool schedule = false;  // false: a catalogue algorithm
    std::string algorithm;  // catalogue name
    std::string scheduleFile;
    Rank procs = 1;
    Rank root = 0;
    std::uint64_t bytes = 0;  // the size asked for (a summation reports its element size)
    int radix = 4;
    std::uint64_t operands = 0;
    std::uint64_t segmentBytes = 0;
    int meshRows = 0;
    int strip = 0;
};

// Throws std::invalid_argument (unknown algorithm, bad parameters, unreadable schedule).
Program buildCaseProgram(const CaseProgramSpec& spec);
// A catalogue case's parameters, shaped by runnerShapeModel(); throws std::invalid_argument when
// checkParams refuses them.
AlgorithmParams caseAlgorithmParams(const CaseProgramSpec& spec);

}  // namespace ct
