#pragma once
// What a run reports: the results document (*.results.json, format "calltree-results"), the
// progress events (one JSON object per line) and the human-readable summary. Pure (no MPI): rank
// 0 fills a ResultsDocument and writes it. Keys keep a reading order (ordered_json).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "run_plan.h"
#include "timing.h"

namespace ct::runner {

inline constexpr const char* kResultsFormat = "calltree-results";
inline constexpr int kResultsVersion = 1;

struct Environment {
    std::string mpiLibrary;  // MPI_Get_library_version
    std::string mpiVersion;  // the standard, "3.1"
    bool wtimeIsGlobal = false;
    double wtick = 0;  // MPI_Wtick: the clock's resolution in seconds
    int ranks = 0;
    std::vector<std::string> hosts;  // distinct processor names
    std::string started;             // ISO 8601, UTC
    std::string command;             // the runner's command line
    std::string ompiForced;          // the coll_tuned MCA settings in effect ("" when none)
};

enum class CaseStatus { Ok, Failed, Timeout };
const char* toString(CaseStatus s);  // "ok", "failed", "timeout"

struct CaseResult {
    std::string name;
    CaseKind kind = CaseKind::Catalogue;
    std::string algorithm;
    std::string problem;
    int procs = 0;
    int root = 0;
    std::uint64_t bytes = 0;
    std::string scheduleFile;  // schedule cases
    int ompiAlgorithm = 0;     // baselines: the forced coll_tuned algorithm (0: Open MPI's choice)
    std::uint64_t messages = 0;  // program cases: point-to-point messages per repetition
    int warmup = 0;
    CaseStatus status = CaseStatus::Ok;
    std::string error;          // when not ok
    std::vector<double> times;  // per repetition: max over ranks, seconds, in order
    std::optional<int> late;    // window sync: runs discarded for a late start
    // record_timeline: the recorded repetition (timeline_record.h's toJson), or why there is none.
    std::optional<nlohmann::ordered_json> timeline;
    std::string timelineError;
};

struct ResultsDocument {
    bool complete = false;
    Environment environment;
    TimingPolicy timing;
    std::vector<CaseResult> cases;
};

nlohmann::ordered_json statisticsJson(const Statistics& s);
nlohmann::ordered_json toJson(const CaseResult& c);
nlohmann::ordered_json toJson(const ResultsDocument& doc);
// Indented JSON whose innermost arrays (numbers, strings: repetition times, one recorded
// operation) stay on one line, so a recorded timeline reads one operation per line.
std::string dumpReadable(const nlohmann::ordered_json& j, int indent = 2);
// Writes the document atomically (temporary file, rename); throws std::runtime_error.
void writeResults(const std::string& path, const ResultsDocument& doc);

// Progress events, one line each (docs/runner.md lists the fields).
nlohmann::ordered_json caseStartedEvent(std::size_t index, std::size_t total, const CaseResult& c);
nlohmann::ordered_json repetitionsEvent(std::size_t index, int done, int target, double elapsed);
nlohmann::ordered_json caseDoneEvent(std::size_t index, const CaseResult& c);
nlohmann::ordered_json finishedEvent(const ResultsDocument& doc, const std::string& resultsPath,
                                     int exitStatus);

// The readable summary: one line per case.
std::string toText(const ResultsDocument& doc);
std::string caseLine(const CaseResult& c);

// "12.3 us", "4.56 ms", "1.20 s": three significant digits, unit chosen by size.
std::string formatSeconds(double seconds);

}  // namespace ct::runner
