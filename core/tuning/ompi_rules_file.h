#pragma once
// A rules file as the installed Open MPI reads it: Open MPI 6.0 tries JSON first
// (ompi_json_rules.h) and falls back to the classic reader, whose communicator sizes it reads
// below their size (CommSizeReading::BelowItsSize); 4.1 and 5.0 read every file as a classic one
// (ompi_rules_reader.h), from its size up. What `tune verify` and the Studio's verification ask:
// which algorithm the file makes a (collective, communicator size, message size) run.
#include <string_view>

#include "tuning/finding.h"
#include "tuning/ompi_algorithms.h"
#include "tuning/rules_verification.h"

namespace ct::tuning {

struct OmpiRulesFile {
    bool json = false;   // read as Open MPI 6.0 JSON rules
    bool loads = false;  // false: Open MPI ignores the file and keeps its fixed decisions
    FilePick pick;       // the algorithm it picks, 0 for Open MPI's fixed decision
    Findings findings;
};

OmpiRulesFile readOmpiRulesFile(std::string_view text, const KnownAlgorithms& known);

}  // namespace ct::tuning
