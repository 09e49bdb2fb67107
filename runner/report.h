#pragma once
// What a run reports for people: the readable summary (--format text). The results document and
// the progress events are protocol types (core/protocol/results.h, progress.h). Pure (no MPI).
#include <string>

#include "protocol/results.h"

namespace ct::runner {

using protocol::CaseResult;
using protocol::CaseStatus;
using protocol::Environment;
using protocol::ResultsDocument;

// The readable summary: one line per case.
std::string toText(const ResultsDocument& doc);
std::string caseLine(const CaseResult& c);

// "12.3 us", "4.56 ms", "1.20 s": three significant digits, unit chosen by size.
std::string formatSeconds(double seconds);

}  // namespace ct::runner
