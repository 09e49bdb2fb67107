#include "calibrate_command.h"

#include <algorithm>
#include <iostream>
#include <stdexcept>
#include <vector>

#include "calibration_fit.h"
#include "eager_limit.h"
#include "host_activity_probe.h"
#include "io/atomic_file.h"
#include "loggp_calibration.h"
#include "loggp_measurement.h"
#include "mpi_bsp_channel.h"
#include "operation_rate.h"
#include "program_case.h"
#include "program_executor.h"
#include "protocol/machine_json.h"
#include "protocol/progress.h"
#include "report.h"
#include "run_command.h"

namespace ct::runner {

namespace {

constexpr int kTag = 7;
constexpr std::uint64_t kMaxExchangeBytes = 64ull << 20;  // per rank, all peers together

// Max over the partition's ranks of a local duration (on every member).
double maxOver(double local, MPI_Comm comm) {
    double out = 0;
    check(MPI_Allreduce(&local, &out, 1, MPI_DOUBLE, MPI_MAX, comm), "MPI_Allreduce");
    return out;
}

// BSP* parameters of one partition `comm` of p ranks (times in ns).
BspPoint measureBsp(int p, int reps, MPI_Comm comm) {
    int me = 0;
    check(MPI_Comm_rank(comm, &me), "MPI_Comm_rank");
    BspPoint point;
    point.procs = p;
    constexpr int kBarriers = 20;
    std::vector<double> barrier;
    for (int k = 0; k < reps + 2; ++k) {
        check(MPI_Barrier(comm), "MPI_Barrier");
        const double t = MPI_Wtime();
        for (int i = 0; i < kBarriers; ++i)
            check(MPI_Barrier(comm), "MPI_Barrier");
        const double each = maxOver((MPI_Wtime() - t) / kBarriers, comm);
        if (k >= 2) barrier.push_back(each * 1e9);
    }
    point.barrier = summarizeSpread(barrier);

    // L(p): an empty superstep of the channel Sort and MST schedules run on (its MPI_Alltoall
    // of the sizes is the superstep's synchronisation): kBarriers back to back from a common
    // barrier, per superstep, max over ranks — averaged like the barriers, since one alone is
    // at the mercy of a descheduled rank on a shared machine.
    MpiBspChannel channel(comm);
    std::vector<double> superstep;
    for (int k = 0; k < reps + 2; ++k) {
        check(MPI_Barrier(comm), "MPI_Barrier");
        const double t = MPI_Wtime();
        for (int i = 0; i < kBarriers; ++i)
            channel.exchange(std::vector<bsprun::Bytes>(static_cast<std::size_t>(p)));
        const double each = maxOver((MPI_Wtime() - t) / kBarriers, comm);
        if (k >= 2) superstep.push_back(each * 1e9);
    }
    point.superstep = summarizeSpread(superstep);

    // Total exchange (an h-relation with h = (p-1)·m): every member sends m bytes to every other.
    for (std::uint64_t m = 8; m * std::uint64_t(p) <= kMaxExchangeBytes && m <= (1u << 20);
         m *= 8) {
        const std::size_t slot = m;
        RankBuffer out(slot * std::size_t(p)), in(slot * std::size_t(p));  // as the cases'
        std::vector<MPI_Request> requests;
        std::vector<double> times;
        for (int k = 0; k < reps + 2; ++k) {
            requests.clear();
            check(MPI_Barrier(comm), "MPI_Barrier");
            const double t = MPI_Wtime();
            for (int q = 0; q < p; ++q) {
                if (q == me) continue;
                requests.emplace_back();
                check(MPI_Irecv(in.data() + slot * std::size_t(q), int(m), MPI_CHAR, q, kTag, comm,
                                &requests.back()),
                      "MPI_Irecv");
            }
            for (int step = 1; step < p; ++step) {
                const int q = (me + step) % p;  // staggered, so not everyone hits rank 0 first
                requests.emplace_back();
                check(MPI_Isend(out.data() + slot * std::size_t(q), int(m), MPI_CHAR, q, kTag, comm,
                                &requests.back()),
                      "MPI_Isend");
            }
            check(MPI_Waitall(int(requests.size()), requests.data(), MPI_STATUSES_IGNORE),
                  "MPI_Waitall");
            check(MPI_Barrier(comm), "MPI_Barrier");  // the superstep ends with a barrier
            const double each = maxOver(MPI_Wtime() - t, comm);
            if (k >= 2) times.push_back(each * 1e9);
        }
        point.exchange.push_back({m, summarizeSpread(times)});
    }
    fitBsp(point);
    return point;
}

std::vector<int> partitionSizes(int world) {
    std::vector<int> sizes;
    for (int p = 2; p <= world; p *= 2)
        sizes.push_back(p);
    if (sizes.empty() || sizes.back() != world) sizes.push_back(world);
    return sizes;
}

void emit(OutputFormat format, const protocol::ProgressEvent& event) {
    if (format == OutputFormat::Json) std::cout << protocol::toLine(event) << '\n' << std::flush;
}

using Phase = protocol::CalibrateEvent::Phase;

// BSP* g, L and B for partitions of 2, 4, … ranks; the points on rank 0.
std::vector<BspPoint> measureBspPartitions(const MpiEnvironment& mpi, const CalibrateOptions& o,
                                           OutputFormat format) {
    const bool leader = mpi.leader();
    std::vector<BspPoint> bspPoints;
    for (int p : partitionSizes(mpi.size())) {
        if (leader) emit(format, protocol::CalibrateEvent{Phase::Bsp, 0, 0, 0, p});
        const Communicator part =
            Communicator::split(MPI_COMM_WORLD, mpi.rank() < p ? 0 : MPI_UNDEFINED, mpi.rank());
        if (!part.isNull()) {
            BspPoint point = measureBsp(p, o.reps, part.get());
            if (leader) bspPoints.push_back(std::move(point));
        }
        check(MPI_Barrier(MPI_COMM_WORLD), "MPI_Barrier");
    }
    return bspPoints;
}

// The text report: the one-range summary, every measured size, the ranges, the BSP* rows, the
// notes and the files written.
void printCalibration(const CalibrateOptions& o, const LogGPFit& f, double combinePerByte,
                      const OperationRate& rate, const std::vector<CombinePoint>& combine,
                      const std::vector<LogGPPoint>& loggp, const bsp::MachineProfile& loggpProfile,
                      const std::vector<BspPoint>& bspPoints,
                      const std::vector<std::string>& notes) {
    std::cout << "LogGP (ranks 0-1, us): L " << f.L << "  o_s " << f.os << "  o_r " << f.orr
              << "  g " << f.g << "  G " << f.G << " per byte  combine " << combinePerByte
              << " per byte\n";
    for (const CombinePoint& p : combine)
        std::cout << "  combine " << p.bytes << " B: " << p.time.median << '\n';
    for (const LogGPPoint& p : loggp)
        std::cout << "  " << p.bytes << " B: rtt " << p.rtt.median << "  o_s " << p.os.median
                  << "  o_r " << p.orr.median << "  gap " << p.gap.median << "  trip "
                  << p.trip.median << "  L " << p.L << "  stream " << p.stream.median
                  << " per segment of " << p.streamSegments << "  waited trip "
                  << p.waitedTrip.median << "  written trip " << p.writtenTrip.median
                  << "  reduced trip " << p.reducedTrip.median << "  exchange " << p.exchange.median
                  << "  MPI_Bcast " << p.bcast.median << "  combine into sent / own "
                  << p.combineIntoSent.median << " / " << p.combineIntoOwn.median
                  << "  copy into sent / own " << p.copyIntoSent.median << " / "
                  << p.copyIntoOwn.median << "  receive into sent / own "
                  << p.receiveIntoSent.median << " / " << p.receiveIntoOwn.median << '\n';
    std::cout << "eager limit: " << loggpProfile.logp.eagerLimit()
              << " B (a send of at most this completes before the receive is posted)\n";
    if (const auto inlined = loggpProfile.logp.inlineLimit())
        std::cout << "inline limit: " << *inlined
                  << " B (a send of at most this completes while the receiver is outside MPI)\n";
    std::cout << "LogGP per message-size range (us):\n";
    for (const LogGPRange& r : loggpProfile.logp.ranges)
        std::cout << "  from " << r.fromBytes << " B: L " << r.terms.L << "  o_s " << r.terms.oSend
                  << "  o_r " << r.terms.oRecv << "  g " << r.terms.g << "  G " << r.terms.G
                  << "  stream gap " << r.terms.streamGap << "  send completion "
                  << r.terms.sendCompletion << "  half duplex " << r.terms.halfDuplex
                  << "  written " << r.terms.writtenPerByte
                  << " per byte  overwrite by a receive / copy / combine "
                  << r.terms.overwriteReceivePerByte << " / " << r.terms.overwriteCopyPerByte
                  << " / " << r.terms.overwriteCombinePerByte << " per byte  combine "
                  << r.terms.combinePerElement / 8 << " per byte  MPI_Bcast overhead "
                  << r.bcastOverhead << '\n';
    std::cout << "one BSP operation: " << rate.nsPerOp << " ns (merge sort " << rate.sortNsPerOp
              << ", Kruskal " << rate.kruskalNsPerOp << "); local copy " << rate.copyNsPerByte
              << " ns per byte\n";
    std::cout << "BSP* (ns; the file holds operations of " << rate.nsPerOp << " ns):\n";
    for (const BspPoint& p : bspPoints) {
        const Summary L = p.superstep ? *p.superstep : p.barrier;
        std::cout << "  p=" << p.procs << ": g " << p.g << " [" << p.gLow << ", " << p.gHigh
                  << "]  L " << L.median << " [" << L.q1 << ", " << L.q3 << "] (barrier "
                  << p.barrier.median << ")  B " << p.B << '\n';
    }
    for (const std::string& note : notes)
        std::cout << "note: " << note << '\n';
    std::cout << "written: " << o.output << (o.loggpOutput.empty() ? "" : ", " + o.loggpOutput)
              << '\n';
}

}  // namespace

int calibrateCommand(const MpiEnvironment& mpi, const CalibrateOptions& o, OutputFormat format) {
    if (mpi.size() < 2) {
        if (mpi.leader())
            std::cerr << "calltree-runner: error: calibrate needs at least 2 ranks (mpirun -np 2 "
                         "or more)\n";
        return kExitUsage;
    }
    const bool leader = mpi.leader();
    const std::string source = describeCalibrationSource(mpi, "calltree-runner calibrate");

    LogGPMeasurementOptions measurement;
    measurement.sizes = o.sizes;
    measurement.reps = o.reps;
    measurement.rounds = o.rounds;
    measurement.minSeconds = o.minSeconds;
    measurement.windowSync = o.windowSync;
    HostActivityProbe activity(mpi);
    activity.start();
    LogGPCalibration loggp = calibrateLogGP(
        mpi, measurement, o.name + "-loggp", source,
        [format](const protocol::CalibrateEvent& event) { emit(format, event); },
        BeyondEagerLimit::Measured);
    // The sequential kernels on rank 0 (~0.1 s each: a few runs give a stable median); the
    // others wait in the partitions' split below.
    OperationRate rate;
    if (leader) rate = measureOperationRate(std::clamp(o.reps / 5, 3, 9));

    const std::vector<BspPoint> bspPoints = measureBspPartitions(mpi, o, format);

    int status = kExitOk;
    if (leader) {
        // A calibration measured beside other work is the profile of that load: the file says so.
        const std::optional<protocol::HostActivity> busy = activity.finish();
        if (busy && protocol::disturbed(*busy))
            loggp.profile.logp.notes.push_back("calibrated on a busy host: " +
                                               protocol::describe(*busy));
        const bsp::MachineProfile& loggpProfile = loggp.profile;
        try {
            writeFileAtomically(o.output,
                                bspMachineJson(o.name, source, bspPoints, &rate).dump(2) + "\n");
            if (!o.loggpOutput.empty()) bsp::saveMachineFile(o.loggpOutput, loggpProfile);
        } catch (const std::exception& e) {
            std::cerr << "calltree-runner: error: " << e.what() << '\n';
            status = kExitUsage;
        }
        // One set of LogGP terms over all sizes: the summary line and the finished event.
        const LogGPFit f = fitLogGP(loggp.points);
        const double combinePerByte = fitCombine(loggp.combine);
        // Values raised to their floors (calibration_fit.h), as the written files record them.
        std::vector<std::string> notes = loggpProfile.logp.notes;
        for (const std::string& note : f.notes)
            notes.push_back("one-range summary: " + note);
        for (const BspPoint& p : bspPoints)
            notes.insert(notes.end(), p.notes.begin(), p.notes.end());
        notes.insert(notes.end(), rate.notes.begin(), rate.notes.end());
        if (format == OutputFormat::Json) {
            emit(format, protocol::CalibrationFinishedEvent{status, o.output, f.L, f.os, f.orr, f.g,
                                                            f.G, combinePerByte, notes});
        } else {
            printCalibration(o, f, combinePerByte, rate, loggp.combine, loggp.points, loggpProfile,
                             bspPoints, notes);
            if (busy && !protocol::disturbed(*busy))  // else it is among the notes
                std::cout << protocol::describe(*busy) << '\n';
        }
    }
    int all = 0;
    check(MPI_Allreduce(&status, &all, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD), "MPI_Allreduce");
    return all;
}

}  // namespace ct::runner
