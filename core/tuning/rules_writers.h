#pragma once
// Writers of a DecisionTable for the MPI libraries: Open MPI's classic rules file (4.1/5.0),
// Open MPI 6.0's JSON rules, and MPICH's JSON selection tree (mpich_rules.h). Each refuses, with
// a std::invalid_argument naming the problem, a table the library would misread (sizes out of
// order, a first rule not for message size 0).
#include <string>

#include "tuning/decision_table.h"

namespace ct::tuning {

// How a file was made, for its header and usage note; passed in by the caller.
struct Provenance {
    std::string machine;   // host or cluster name
    int ranks = 0;         // ranks of the measurements (0: not said)
    std::string date;      // e.g. 2026-11-25T10:00:00Z
    std::string tool;      // e.g. "calltree 0.1.0"
    std::string how;       // e.g. "converted from rules.conf" or "measured sweep"
    std::string fileName;  // the name the file is saved under, for the usage line
};

// The mpirun arguments that make Open MPI read a rules file.
std::string ompiMpirunArguments(const std::string& fileName);

// Throws std::invalid_argument when sizes do not ascend or a first rule is not for size 0.
void checkWritable(const DecisionTable& table);

// Open MPI 4.1/5.0 classic format: a comment header (provenance and mpirun arguments), then the
// counts and one rule per line. Writes "rule-file-version-2" first when any rule has max requests
// (Open MPI 4.1.8+/5.0.7+ then).
std::string writeOmpiClassicRules(const DecisionTable& table, const Provenance& provenance);

// Open MPI 6.0 JSON ("rule_file_version": 3): collectives by name, comm_size_min/max,
// msg_size_min/max. JSON has no comments: the provenance goes in the usage text of the caller.
// Rules with algorithm 0 are left out (in 6.0 a size no rule matches gets the fixed decision).
std::string writeOmpiJsonRules(const DecisionTable& table);

}  // namespace ct::tuning
