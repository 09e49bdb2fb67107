#pragma once
// What calltree rules and calltree tune share: reading files, asking the installed Open MPI
// (ompi_info) which algorithms it knows, and writing a decision table as a rules file for a
// library with the line that says how to use it.
#include <ostream>
#include <string>

#include "cli_args.h"
#include "tuning/decision_table.h"
#include "tuning/ompi_algorithms.h"
#include "tuning/rules_writers.h"

namespace ct::cli {

// The whole file; UsageError "cannot read 'F'" otherwise.
std::string readWholeFile(const std::string& path);
// A shell command's standard output, empty when it cannot run.
std::string commandOutput(const char* command);
// --ompi-info FILE (saved `ompi_info --param coll tuned --level 9 --parsable`), else ompi_info
// itself, else Open MPI 4.1's numbers; --ompi-version overrides the version.
ct::tuning::KnownAlgorithms knownAlgorithms(const Args& args);
// Now, as 2026-11-25T10:00:00Z.
std::string utcNow();

// Writes `table` as `to` (ompi, ompi-json, mpich-json) to `output` (stdout when empty) and
// says on `out` how to use it and, for JSON (which has no comments), how it was made (from
// `madeFrom`). Throws
// UsageError for an unknown `to`, std::runtime_error when the writer refuses the table.
void writeRulesExport(const ct::tuning::DecisionTable& table, const std::string& to,
                      ct::tuning::Provenance provenance, const std::string& output,
                      const std::string& madeFrom, std::ostream& out);

}  // namespace ct::cli
