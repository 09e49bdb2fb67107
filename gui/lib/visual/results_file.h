#pragma once
// Runner results files ("calltree-results", version 1) and the accuracy of predictions against
// them: a catalogue case is predicted by simulating its algorithm's program under a LogGP model
// given in µs. Qt-free, pure and tested; the measured-vs-predicted view only draws the result.
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "sim/loggp.h"
#include "visual/recorded_timeline.h"

namespace studio {

// A file that is not a valid results document; what() names the field ("cases[2].bytes: …").
class ResultsError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct CaseStats {
    std::uint64_t count = 0;
    double min = 0, median = 0, mean = 0, max = 0, p90 = 0, ci95Low = 0, ci95High = 0;
};

struct ResultCase {
    std::string name;
    std::string kind;  // "catalogue", "schedule" or "mpi-baseline"
    std::string algorithm;
    std::string problem;
    int procs = 0;
    int root = 0;
    std::uint64_t bytes = 0;
    std::string status;                        // "ok" or what went wrong
    std::vector<double> times;                 // seconds, one per repetition
    CaseStats stats;                           // seconds
    std::optional<RecordedTimeline> timeline;  // when the runner recorded one
    std::string timelineError;                 // why a requested recording is missing
};

struct ResultsFile {
    int version = 1;
    bool complete = false;
    std::string environment;  // one line: "key=value, …" of the environment object
    std::vector<ResultCase> cases;
};

ResultsFile parseResults(const std::string& text);
// Reads and parses a file; ResultsError names the path when it cannot be read.
ResultsFile loadResults(const std::string& path);

struct AccuracyPoint {
    std::string caseName;
    std::string algorithm;
    int procs = 0;
    std::uint64_t bytes = 0;
    double measured = 0;   // median, seconds
    double predicted = 0;  // seconds
    double ratio = 0;      // measured / predicted
};

struct AccuracyReport {
    std::vector<AccuracyPoint> points;
    std::vector<std::string> skipped;  // "case: reason" for cases not compared
};

// modelUs: the LogGP parameters in µs. Only catalogue cases with status "ok" are compared.
AccuracyReport predictCases(const ResultsFile& results, const ct::LogGP& modelUs);

// The thesis' accuracy scale (seed 004, Figure 7): linear above 1 (ratio − 1), logarithmic below
// (log2 ratio), so "2× too slow" and "2× too fast" sit at the same distance from 1.
double accuracyScale(double ratio);
double accuracyScaleInverse(double y);

}  // namespace studio
