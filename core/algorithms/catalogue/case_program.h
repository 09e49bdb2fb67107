#pragma once
// The program a runner case executes, rebuilt from what its results entry says: a catalogue
// algorithm with its parameters, or a schedule file expanded for a size and root. The runner
// builds its programs with the same profile, and a recorded timeline is read against the program
// rebuilt here, so the two cannot silently disagree about which op is which.
#include <cstdint>
#include <string>

#include "algorithms/catalogue/catalogue.h"
#include "model/loggp.h"
#include "model/loggp_profile.h"
#include "program/program.h"
#include "protocol/case_spec.h"

namespace ct {

// The model the runner shapes model-dependent trees with when no machine is named: Shou &
// Chen's (1996) LogP(L=6, o=2, g=4) in cycles, one addition = 1 cycle. Only the shape depends on
// it.
LogGP runnerShapeModel();

// The LogGP profile case programs are built for: the optimal and Fibonacci trees are shaped by
// it, and segment sizes the plan leaves to the algorithm are chosen with it. Built in (no file):
// Shou & Chen's (1996) profile, runnerShapeModel(), and the algorithms' own default segments.
struct CaseMachine {
    std::string name = "shou-chen-1996-logp";
    std::string file;     // the machine file as named ("" : the built-in profile)
    std::string fnv1a64;  // the file's hash (protocol/machine_json.h's fnv1a64Hex; "" : built in)
    LogGPProfile profile{runnerShapeModel()};
    bool builtIn() const { return file.empty(); }
};
// The profile of a LogGP *.machine.json ("" : the built-in one). Throws std::invalid_argument
// naming the file and what is wrong (unreadable, malformed, a BSP* profile).
CaseMachine loadCaseMachine(const std::string& file);

// The case specification of the runner's protocol (protocol/case_spec.h): one struct from the
// plan through the program builder into the results document.
using CaseProgramSpec = protocol::CaseSpec;

// Throws std::invalid_argument (unknown algorithm, bad parameters, unreadable schedule).
Program buildCaseProgram(const CaseProgramSpec& spec, const CaseMachine& machine = {});
// A catalogue case's parameters for `machine`: the model is the profile's range of the message
// (or segment) size the algorithm charges; with a machine file, an algorithm that takes a segment
// size the spec leaves at 0 gets the one its formula prices cheapest under the profile
// (chooseSegmentBytes). Throws std::invalid_argument when checkParams refuses them.
AlgorithmParams caseAlgorithmParams(const CaseProgramSpec& spec, const CaseMachine& machine = {});

// The segment size, among powers of two from 1 KiB up to the message size (and the message
// itself), for which `a`'s closed formula is least when each candidate is costed with its own
// range of `profile`; ties go to the larger segment (fewer messages). 0 when `a` takes no segment
// size or has no formula.
std::uint64_t chooseSegmentBytes(const Algorithm& a, AlgorithmParams p,
                                 const LogGPProfile& profile);

}  // namespace ct
