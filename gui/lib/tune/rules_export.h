#pragma once
// The Tune page's exports of a measured decision table (core/tuning's writers): the file's text
// and the exact mpirun arguments or environment that make the MPI library read it, with how the
// file was made (machine, ranks, date, tool) — in the classic file's header, beside the JSON
// files (JSON has no comments).
#include <QString>
#include <optional>
#include <string>
#include <vector>

#include "tuning/measured_decision.h"
#include "tuning/rules_writers.h"

namespace studio::tune {

enum class ExportFormat { OmpiClassic, OmpiJson, MpichJson };

struct RulesExport {
    QString text;   // the file's content; empty when the writer refused the table
    QString usage;  // the command line or environment to copy
    QString error;  // why the writer refused the table (then text and usage are empty)
};

// Machine (the hosts of every results file), ranks (when all files agree, else listed after
// `what`), date (UTC now) and tool; `what` says what the table was made from (in English, as the
// rest of the file).
ct::tuning::Provenance provenanceOf(const std::vector<ct::tuning::NamedResults>& docs,
                                    const QString& tool, const QString& what);

// `provenance.fileName` is the name the usage line names ("FILE" when empty).
RulesExport exportRules(const ct::tuning::DecisionTable& table, ExportFormat format,
                        ct::tuning::Provenance provenance);

// A table decided on a sweep under MPICH (MeasuredDecision::mpich) numbers MPICH's algorithms:
// only the MPICH JSON export reads it (writeMpichJsonMeasured), merged with `mpichBaseTree`, the
// installed MPICH's built-in selection tree, when there is one (else the file holds only the
// tuned collectives, and the usage says that MPICH then aborts on any other); the Open MPI
// formats refuse it.
RulesExport exportMpichMeasured(const ct::tuning::DecisionTable& table, ExportFormat format,
                                ct::tuning::Provenance provenance,
                                const std::optional<std::string>& mpichBaseTree);
// The built-in tree of the installed MPICH (libmpich.so in the usual library folders), as
// calltree tune sweep --mpi mpich merges it; nullopt when no MPICH library holds one.
std::optional<std::string> installedMpichTree();

// The file name a save dialog proposes: tuned.rules, tuned-ompi6.json, tuned-mpich.json.
QString suggestedFileName(ExportFormat format);

}  // namespace studio::tune
