#pragma once
// `run --calibrate FILE`: the LogGP profile measured at the start of the run's own launch, then
// the profile the run's programs are built for and its cases predicted from. Two launches minutes
// apart can differ by 20–30 % on a shared machine (docs/runner.md, "Fidelity"); one launch
// measures both halves of the comparison under the same placement and load.
//
// `--calibrate-beside FILE2` goes one step further: within one launch the machine's level for
// small messages changes too (the same lone message took 0.2 µs at the launch's start and
// 0.45 µs after its cases, or the reverse), so each size's lone message is measured again inside
// the run's rounds, interleaved with that size's cases. FILE2 is FILE with each range's level
// (LogGPRange::level): the trip measured beside the cases over FILE's trip at that size. FILE's
// ranges, measured interleaved over all sizes at one level, keep the shape across sizes; the
// level says where the whole profile stood while each size's cases ran. Beside a size beyond the
// eager limit the largest eager size's lone message is measured too (LogGPRange::eagerLevel): the
// two protocols need not stand at one level, and those cases send eager segments and halves.
// Only lone messages are measured beside the cases: every other term comes from FILE. FILE stays
// what the programs were built for; FILE2 is what predicts the times they took.
#include <cstdint>
#include <map>
#include <memory>
#include <vector>

#include "loggp_calibration.h"
#include "loggp_measurement.h"
#include "mpi_env.h"
#include "options.h"
#include "protocol/run_plan.h"

namespace ct::runner {

// The sizes to calibrate at: --sizes when given, else every distinct non-zero size of the plan's
// cases, ascending; calibrate's default sizes when no case has one (schedules on their own data).
std::vector<std::uint64_t> launchCalibrationSizes(const RunOptions& options,
                                                  const protocol::RunPlan& plan);

// What was measured beside the cases of one size (medians, microseconds): that size's lone
// message, and for a size beyond the eager limit the lone message of `eagerBytes` (0: none).
struct BesideTrips {
    double trip = 0;
    std::uint64_t eagerBytes = 0;
    double eagerTrip = 0;
};

// The launch's calibration `start` with the level of every range whose size was measured
// `beside` its cases: that one-way trip over the trip the range charges (LogGPRange::level), and
// the eager message's likewise over what `start` charges it (LogGPRange::eagerLevel).
bsp::MachineProfile besideProfile(const LogGPCalibration& start,
                                  const std::map<std::uint64_t, BesideTrips>& beside);

class LaunchCalibration {
public:
    LaunchCalibration(const MpiEnvironment& mpi, const RunOptions& options,
                      const protocol::RunPlan& plan, OutputFormat format);
    ~LaunchCalibration();

    // Collective over MPI_COMM_WORLD: measures the profile with the plan's rounds and seconds,
    // writes options.calibrateOutput on rank 0. Returns kExitOk, or the exit status after rank 0
    // has said what was wrong (fewer than 2 ranks, a file not writable or not readable by every
    // rank, --calibrate-beside without rounds).
    int measureBeforeCases();

    // Whether measureBesideCases takes part in the case loop's rounds (--calibrate-beside).
    bool besideCases() const { return m_besideWanted; }
    // Collective over MPI_COMM_WORLD, called by every rank at the same point of the rounds of
    // the cases of `bytes`: round `round` (from 0) of `rounds` of that size's terms, between
    // ranks 0 and 1 while the others wait. Nothing for a size not calibrated.
    void measureBesideCases(std::uint64_t bytes, int round, int rounds);
    // Rank 0, after the cases: the start's profile with the levels measured beside the cases
    // (sizes whose rounds all ran), written to --calibrate-beside. Returns false after saying
    // why it could not be written (the run's results stand).
    bool writeBesideProfile();

private:
    const MpiEnvironment& m_mpi;
    const RunOptions& m_options;
    const protocol::RunPlan& m_plan;
    OutputFormat m_format;
    bool m_besideWanted;
    std::vector<std::uint64_t> m_sizes;
    LogGPMeasurementOptions m_measurement;
    LogGPCalibration m_calibration;  // rank 0's is complete
    Communicator m_pair;             // ranks 0 and 1 (null elsewhere), for the rounds beside
    // The largest calibrated size within the start's eager limit, on every rank (0: none, or no
    // size beyond the limit).
    std::uint64_t m_eagerBytes = 0;
    std::uint64_t m_eagerLimit = 0;
    // The size being measured beside its cases: its lone message, and the eager one beyond the
    // limit (null otherwise).
    struct Probes {
        std::unique_ptr<LoneTripProbe> own, eager;
    };
    std::map<std::uint64_t, Probes> m_probes;
    std::map<std::uint64_t, BesideTrips> m_beside;  // sizes measured, on rank 0
};

}  // namespace ct::runner
