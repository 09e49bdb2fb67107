#include "loggp_calibration.h"

#include <algorithm>

#include "eager_limit.h"
#include "program_case.h"
#include "program_executor.h"
#include "report.h"

namespace ct::runner {

namespace {

// The combine cost: the elementwise sum of 8-byte integers every program's Combine runs
// (combineInBuffer: the library's MPI_SUM kernel) over buffers from 16 KiB (in cache) to 4 MiB
// (beyond most caches), timed on the calling rank alone; microseconds, two untimed warm-up rounds.
std::vector<CombinePoint> measureCombine(int reps) {
    constexpr std::uint64_t kSizes[] = {16 << 10, 128 << 10, 1 << 20, 4 << 20};
    std::vector<CombinePoint> points;
    volatile std::uint64_t sink = 0;  // reads the results, so the sums cannot be dropped
    for (const std::uint64_t bytes : kSizes) {
        RankBuffer buffer(2 * bytes);  // placed as the programs' buffers are
        for (std::size_t i = 0; i < buffer.size(); ++i)
            buffer[i] = static_cast<std::uint8_t>(i * 131 + 7);
        const Op sum = Op::combine(bytes, 0, bytes);  // [0, m) += [m, 2m)
        std::vector<double> times;
        for (int k = 0; k < reps + 2; ++k) {
            const double t = MPI_Wtime();
            combineInBuffer(sum, buffer.data());
            const double dt = MPI_Wtime() - t;
            sink = sink + buffer[static_cast<std::size_t>(k) % bytes];
            if (k >= 2) times.push_back(dt * 1e6);
        }
        points.push_back({bytes, summarizeSpread(times)});
    }
    return points;
}

// The profile's limits and the notes that explain them.
void setLimits(bsp::MachineProfile& profile, const EagerLimitMeasurement& eager,
               const EagerLimitMeasurement& inlined, const HostLoad& load) {
    LogGPProfile& logp = profile.logp;
    logp.setEagerLimit(eager.bytes);
    // Capped: every eager size probed returned at once, as if no word from the receiver were
    // needed; no inline limit then means every eager send is complete when posted.
    if (!inlined.capped)
        logp.setInlineLimit(inlined.bytes);
    else
        logp.notes.push_back("inline limit: every eager size probed (up to " +
                             std::to_string(inlined.bytes) +
                             " B) completed while the receiver was outside MPI; eager sends are "
                             "taken as complete when posted");
    if (load.ranksPerHost > load.coresPerHost)
        logp.notes.push_back(std::to_string(load.ranksPerHost) + " ranks shared a host of " +
                             std::to_string(load.coresPerHost) +
                             " cores: ranks 0 and 1 took turns on the cores with the others, so "
                             "these are not the terms of ranks with a core each (the exchange's "
                             "half_duplex least of all: both ranks must run at once)");
    if (eager.capped)
        logp.notes.push_back("eager limit: every message up to " + std::to_string(eager.bytes) +
                             " B (the largest probed) went eagerly; the limit is at least that");
}

}  // namespace

LogGPCalibration calibrateLogGP(
    const MpiEnvironment& mpi, const LogGPMeasurementOptions& measurement, const std::string& name,
    const std::string& source, const std::function<void(const protocol::CalibrateEvent&)>& progress,
    BeyondEagerLimit beyondEagerLimit) {
    using Phase = protocol::CalibrateEvent::Phase;
    LogGPCalibration out;
    // LogGP between ranks 0 and 1, the sizes interleaved in rounds; the others wait in the
    // barrier below.
    const Communicator pair =
        Communicator::split(MPI_COMM_WORLD, mpi.rank() < 2 ? 0 : MPI_UNDEFINED, mpi.rank());
    if (!pair.isNull()) {
        LogGPMeasurementOptions o = measurement;
        o.progress = [&progress](std::uint64_t bytes, std::size_t step, std::size_t steps) {
            if (progress) progress({Phase::LogGP, bytes, step, steps, 0});
        };
        out.points = measureLogGPPoints(mpi.rank(), o, pair.get());
        out.eager = measureEagerLimit(mpi.rank(), pair.get());
        out.inlined =
            measureEagerLimit(mpi.rank(), pair.get(), std::max<std::uint64_t>(out.eager.bytes, 1),
                              ReceiverDelay::OutsideLibrary);
        // Sizes just beyond the eager limit go by rendezvous: when no size measured there, one
        // more is, so that the profile's range boundary at the limit has its far side measured
        // (both ranks decide alike: the same sizes and the same limit).
        const std::optional<std::uint64_t> beyond =
            beyondEagerLimit == BeyondEagerLimit::NotMeasured || out.eager.capped
                ? std::nullopt
                : sizeAboveEagerLimit(measurement.sizes, out.eager.bytes);
        if (beyond) {
            o.sizes = {*beyond};
            o.progress = nullptr;
            for (LogGPPoint& p : measureLogGPPoints(mpi.rank(), o, pair.get()))
                out.points.insert(std::upper_bound(out.points.begin(), out.points.end(), p,
                                                   [](const LogGPPoint& a, const LogGPPoint& b) {
                                                       return a.bytes < b.bytes;
                                                   }),
                                  p);
        }
    }
    // The combine time on rank 0 (the others wait in the barrier below).
    if (mpi.leader()) {
        if (progress) progress({Phase::Combine, 0, 0, 0, 0});
        out.combine = measureCombine(std::max(measurement.reps, 5));
    }
    check(MPI_Barrier(MPI_COMM_WORLD), "MPI_Barrier");
    out.load = gatherHostLoad(MPI_COMM_WORLD, 0);  // collective: every rank
    out.profile.name = name;
    out.profile.source = source;
    if (mpi.leader()) out.refit();
    return out;
}

void LogGPCalibration::refit() {
    // The size-aware LogGP profile, one range per measured size (calibration_fit.h).
    bsp::MachineProfile fitted = loggpMachineProfile(profile.name, profile.source, points, combine,
                                                     eager.capped ? 0 : eager.bytes);
    setLimits(fitted, eager, inlined, load);
    profile = std::move(fitted);
}

std::string describeCalibrationSource(const MpiEnvironment& mpi, const std::string& command) {
    const std::vector<std::string> hosts = gatherHosts(MPI_COMM_WORLD, 0);
    std::string source = command + ", " + std::to_string(mpi.size()) + " ranks on ";
    for (std::size_t i = 0; i < hosts.size(); ++i)
        source.append(i ? ", " : "").append(hosts[i]);
    source.append("; ").append(mpiLibraryVersion().substr(0, mpiLibraryVersion().find(',')));
    return source;
}

}  // namespace ct::runner
