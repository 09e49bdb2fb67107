#pragma once
// The accuracy of LogGP predictions against a runner's measurements: a catalogue case of a results
// document (core/protocol/results.h, read there) is predicted by simulating its algorithm's
// program under a LogGP model given in µs, and set against its measured median. An MPI baseline
// whose Open MPI algorithm was forced is predicted by its catalogue twin (the program of the same
// algorithm, with the segment size Open MPI used), an MPI_Bcast one plus the profile's calibrated
// MPI_Bcast overhead of its size (LogGPRange::bcastOverhead). The Studio's measured-vs-predicted
// view and `calltree fidelity` only present the result.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/catalogue/catalogue.h"
#include "model/loggp.h"
#include "model/loggp_profile.h"
#include "protocol/results.h"
#include "sim/simulator.h"

namespace ct {

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
    // The fingerprint of the program the runner executed (program/program_fingerprint.h); 0 for
    // MPI's own collectives, which run the library's code, not a program.
    std::uint64_t program = 0;
};

// A case not simulated because its estimated memory (analysis/simulation_size.h) exceeds the
// caller's limit.
struct RefusedCase {
    std::string caseName;
    std::int64_t ranks = 0;
    double messages = 0;
    double bytes = 0;  // estimated memory
};

struct AccuracyReport {
    std::vector<AccuracyPoint> points;
    std::vector<std::string> skipped;  // "case: reason" for cases not compared
    std::vector<std::string> notes;    // what the reader must know about all predictions
    std::vector<RefusedCase> refused;  // also in skipped, with their estimate
    bool cancelled = false;            // PredictionControl::beforeCase stopped it
};

// How a long prediction is followed and bounded (a results file of 65536-rank cases takes
// seconds per case and gigabytes): the caller's thread stays free to show progress and cancel.
struct PredictionControl {
    // Called before each case that will be simulated with its 0-based index among the cases
    // to simulate, their number and its name; false stops the prediction (cancelled).
    std::function<bool(std::size_t index, std::size_t total, const std::string& caseName)>
        beforeCase;
    // Cases whose estimated memory exceeds this many bytes are refused, not simulated (0: all
    // are simulated).
    double memoryLimitBytes = 0;
};

// The catalogue algorithm Open MPI runs for a baseline of `problem` ("broadcast", …) with
// coll_tuned algorithm `ompiAlgorithm` forced; null when the catalogue has no twin.
const Algorithm* ompiTwin(const std::string& problem, int ompiAlgorithm);
// The segment size Open MPI used for a forced algorithm: the run's
// "coll_tuned_<collective>_algorithm_segmentsize=S" setting (`forced` as the results file's
// environment records it), else 0, which makes Open MPI send the message whole.
std::uint64_t forcedSegmentBytes(const std::string& forced, const std::string& ompiCollective);
// The segment size to build `twin` with for a forced run with segment size `forced` (0: none
// forced, so Open MPI's own programs get mpilib::kOpenMpiUnsegmented and the others the whole
// message).
std::uint64_t twinSegmentBytes(const Algorithm& twin, std::uint64_t forced, std::uint64_t bytes);

// How one of the runner's cases of `problem` (a results name, "reduce") and `bytes` starts, for
// simulating `program`: with the inputs written afresh where the runner writes them before every
// run (inputsRewrittenBeforeEachRun), so that their messages cost what written data costs, the
// scratch as the previous run left it (SimulationOptions::refilledBytes: the data's layout is
// written again, the rest not), and the case's bytes as its working set
// (SimulationOptions::workingSetBytes).
SimulationOptions caseSimulation(const std::string& problem, std::uint64_t bytes,
                                 const Program& program, bool recordTimeline);

// modelUs: the LogGP profile in µs; each message costs its own size's range. Catalogue cases and
// forced MPI baselines with status "ok" are compared; the others are listed in `skipped` with the
// reason. Programs are rebuilt as the runner built them: for the machine file the results name
// (results.profile), else the built-in profile.
AccuracyReport predictCases(const ct::protocol::ResultsDocument& results,
                            const LogGPProfile& modelUs);
// The same, followed and bounded by `control`.
AccuracyReport predictCases(const ct::protocol::ResultsDocument& results,
                            const LogGPProfile& modelUs, const PredictionControl& control);

// The thesis' accuracy scale (Bonorden 2002, Figure 7): linear above 1 (ratio − 1), logarithmic
// below (log2 ratio), so "2× too slow" and "2× too fast" sit at the same distance from 1.
double accuracyScale(double ratio);
double accuracyScaleInverse(double y);

}  // namespace ct
