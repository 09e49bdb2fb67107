#pragma once
// A decision table from measurements: results documents of MPI baselines with Open MPI's
// algorithms forced one per run (the runner records the forced algorithm per case) and runs with
// Open MPI's own choice (algorithm 0), decided per (collective, communicator size, message size)
// with statistical care, then written as coll/tuned rules (decision_table.h, rules_writers.h).
//
// Per point the fastest forced algorithm (smallest median) replaces Open MPI's default only when
// its median's 95 % confidence interval lies wholly below the default's (the runner's
// distribution-free intervals, protocol/statistics.h): where they overlap the default stays, so
// noise does not churn the table. Neighbouring measured sizes with the same pick become one rule,
// which starts at the first size measured with that pick (sizes between two measured ones keep
// the smaller one's pick). Pure: the `calltree tune` command and a Studio page call it alike.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "protocol/results.h"
#include "tuning/decision_table.h"

namespace ct::tuning {

// One results document and the name it is reported under (its file, usually).
struct NamedResults {
    std::string name;
    ct::protocol::ResultsDocument results;
};

// One measured (collective, communicator size, size, algorithm).
struct Measurement {
    int collective = 0;  // Open MPI's id
    int commSize = 0;
    std::uint64_t bytes = 0;         // each rank's contribution, as the runner reports it
    std::uint64_t messageBytes = 0;  // the size Open MPI's decision uses (ompi_collectives.h)
    int algorithm = 0;               // forced coll_tuned algorithm, 0 = Open MPI's choice
    // Measured under MPICH: `algorithm` is then MPICH's (mpich_algorithms.h: 0 = MPICH's own
    // choice, 1, 2, … the algorithms forced by CVAR).
    bool mpich = false;
    int segmentBytes = 0;  // forced segment size (0: none forced)
    int faninout = 0;      // the fan-out a forced chain algorithm ran with
    ct::protocol::Statistics stats;
    std::string source;  // results name and case, for messages
    std::string file;    // the results name alone (which launch measured it)
};

// Why a point keeps or replaces the default.
enum class PickReason {
    Faster,          // the best forced algorithm's interval lies below the default's
    Overlap,         // intervals overlap: the default stays
    DefaultFastest,  // no forced algorithm has a smaller median than the default
    SmallGain,       // apart, but faster by less than DecideOptions::minGain
    NoDefault,       // the default was not measured here: nothing to compare, it stays
};
// "faster", "overlap", "default fastest", "small gain", "no default"
const char* toString(PickReason r);

struct DecideOptions {
    // The best must also be this much faster (default median / best median >= 1 + minGain):
    // intervals from launches minutes apart can be tight and still differ by a few per cent of
    // drift, which would fragment the table.
    double minGain = 0;
};

struct PointDecision {
    int collective = 0;
    int commSize = 0;
    std::uint64_t bytes = 0;
    std::uint64_t messageBytes = 0;
    std::optional<Measurement> defaultRun;  // algorithm 0
    std::optional<Measurement> best;        // fastest forced algorithm by median
    int candidates = 0;                     // forced algorithms measured here
    int chosen = 0;                         // the table's algorithm (0 = default)
    int chosenSegmentBytes = 0;
    int chosenFaninout = 0;
    PickReason reason = PickReason::NoDefault;
    // default median / best median (> 1: the best forced algorithm is faster); 0 when either
    // is missing.
    double bestGain() const;
};

struct MeasuredDecision {
    std::vector<Measurement> measurements;  // every usable case, in the order read
    std::vector<PointDecision> points;      // by collective, communicator size, size
    DecisionTable table;                    // collectives by id; only those with a measured point
    // Cases not used, duplicates, with the reason; launches that a busy host disturbed.
    std::vector<std::string> notes;
    bool mpich = false;  // measured under MPICH: the table holds MPICH's algorithm numbers
};

// The usable cases of `docs`: MPI baselines with status ok and statistics, whose collective
// Open MPI's coll/tuned decides (MPI_Bcast, MPI_Reduce, MPI_Allreduce, MPI_Allgather,
// MPI_Alltoall). Others go to `notes` with the reason, and so does every file whose launch
// other processes disturbed (protocol::disturbed).
std::vector<Measurement> collectMeasurements(const std::vector<NamedResults>& docs,
                                             std::vector<std::string>& notes);

// Decides every point of `measurements` (a point measured twice for one algorithm keeps the
// measurement from the file that holds more of that point's algorithms — an interleaved launch
// resumed measures an unfinished point again whole, and its algorithms are compared within that
// launch — and else the first, with a note; measurements of Open MPI and of MPICH together are
// refused with std::invalid_argument, their algorithm numbers mean different algorithms) and builds
// the table: per collective, one communicator-size entry per measured size, rules merged over
// neighbouring sizes with the same pick, the first from 0.
MeasuredDecision decide(std::vector<Measurement> measurements, const DecideOptions& options = {});
// collectMeasurements, then decide.
MeasuredDecision decideFromResults(const std::vector<NamedResults>& docs,
                                   const DecideOptions& options = {});

// The fan-out Open MPI gives a forced algorithm that takes one (the chains of bcast and reduce,
// algorithm 2: coll_tuned_<collective>_algorithm_chain_fanout, 4 unless `forced` sets it), 0 for
// the others. A rules file passes its fan-in/out column to the same algorithm instead, so the
// table must carry this value (docs/tuning.md: with 0 there, reduce's chain on 4 ranks ran
// about 5x slower than forced).
int forcedFaninout(int collective, int algorithm, const std::string& forced);

// The runner's MPI collective name ("MPI_Bcast") → Open MPI's id, nullopt for the others.
std::optional<int> collectiveOfBaseline(const std::string& mpiName);
// Open MPI's id → the runner's name ("MPI_Bcast"); empty when the runner has none.
std::string baselineOfCollective(int collective);
// The algorithm a baseline case forced itself, as a sweep numbers it: its "mpich_algorithm"
// (mpich_algorithms.h numbers; nullopt for a value the sweep does not know) when it has one,
// else its Open MPI "ompi_algorithm".
std::optional<int> sweptAlgorithmOf(const ct::protocol::CaseResult& c, int collective);

}  // namespace ct::tuning
