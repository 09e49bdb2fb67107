#pragma once
// Schedule cases that run on real data: a Sort, IntegerSort or MST call tree executed by
// core/bsprun (DataCase) over the runner's MPI channel, on input generated from the case's seed
// (Bonorden 2002 §4.4). The runner's timing policy applies as to every case: reset() restores the
// input before each repetition (untimed), run() is timed, verify() follows (untimed), and a
// failed verification fails the case like a wrong collective. Each case also carries its
// prediction: the schedule's BSP* cost under the schedule's profile, in seconds.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "benchmark.h"
#include "bsprun/data_case.h"
#include "mpi_bsp_channel.h"
#include "protocol/case_spec.h"
#include "protocol/results.h"
#include "schedule/schedule_file.h"

namespace ct::runner {

// Whether the schedule runs on data (dataExecutionUnsupported says nothing) rather than as an
// expanded collective program.
bool runsOnData(const bsp::Schedule& s);

// The same for the case's file (loaded; false when it cannot be read: the program path then
// reports why).
bool scheduleRunsOnData(const protocol::CaseSpec& c);

struct PreparedDataCase {
    bsp::Schedule schedule;
    std::optional<bsprun::DataCase> data;  // this rank's generated input
    std::string problem;                   // "sort", "integer-sort", "mst", …
    std::string algorithm;                 // the schedule's compact name
    std::string input;                     // describeInput
    std::uint64_t seed = 0;
    std::optional<double> predictedSeconds;  // cost under the schedule's profile, when in time
    std::string profile;                     // that profile's name
};

// Loads the schedule of `c` and generates this rank's share of its input from c.seed (no MPI).
// Throws std::invalid_argument naming what is wrong (a graph that cannot be connected, …).
std::unique_ptr<PreparedDataCase> prepareDataCase(const protocol::CaseSpec& c, Rank rank);

// What the results record of the case before it runs: name ("MST>… nodes=1024,edges=32768 seed
// 1"), algorithm (the compact name), problem, input, seed, prediction; bytes 0 (the input says
// how much data there is).
void describeDataCase(const PreparedDataCase& p, protocol::CaseResult& r);

class DataMeasurable : public Measurable {
public:
    // Collective over `world` (its channel duplicates the communicator).
    DataMeasurable(PreparedDataCase& prepared, MPI_Comm world);
    void prepare() override;
    double execute() override;
    // Collective: every rank learns the verdict; rank 0 alone returns the failure, which names
    // the processor, so that it is reported once.
    std::optional<Failure> check() override;
    void corrupt() override;

    // What the last successful verification checked ("" before the first).
    const std::string& verdictSummary() const { return m_summary; }

    // Collective: per node of the schedule (DataCase::nodePaths), over the runs `timedRuns`
    // (BenchmarkResult::timedRuns), each run's time as the maximum over ranks, then the median;
    // calls: the most on any rank. Rank 0 gets them (others: empty); none without timed runs.
    std::vector<protocol::NodeTime> nodeTimes(const std::vector<int>& timedRuns);

private:
    PreparedDataCase& m_prepared;
    MpiBspChannel m_channel;
    std::string m_summary;
    // Per execute(), this rank's time per node (copied after the run's time was taken).
    std::vector<std::vector<bsprun::NodeSample>> m_nodeSamples;
};

}  // namespace ct::runner
