#pragma once
// The accuracy of LogGP predictions against a runner's measurements: a catalogue case of a results
// document (core/protocol/results.h, read there) is predicted by simulating its algorithm's
// program under a LogGP model given in µs, and set against its measured median. Qt-free, pure and
// tested; the measured-vs-predicted view only draws the result.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "protocol/results.h"
#include "model/loggp.h"

namespace studio {

// The case's statistics as the runner wrote them; a file that carries only the repetition times
// (written by hand, or trimmed) gets their count and median, the other fields 0.
ct::protocol::Statistics caseStatistics(const ct::protocol::CaseResult& c);
// The case's median time in seconds; none when it has no timed repetitions (failed, timed out).
std::optional<double> measuredMedian(const ct::protocol::CaseResult& c);

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
AccuracyReport predictCases(const ct::protocol::ResultsDocument& results, const ct::LogGP& modelUs);

// The thesis' accuracy scale (Bonorden 2002, Figure 7): linear above 1 (ratio − 1), logarithmic
// below (log2 ratio), so "2× too slow" and "2× too fast" sit at the same distance from 1.
double accuracyScale(double ratio);
double accuracyScaleInverse(double y);

}  // namespace studio
