#include "timeline_recording.h"

#include <algorithm>
#include <cstring>
#include <type_traits>
#include <vector>

#include "benchmark.h"
#include "mpi_env.h"

namespace ct::runner {

static_assert(std::is_trivially_copyable_v<RecordedOp>, "gathered as bytes");

TimelineOutcome recordTimeline(ProgramMeasurable& m, Rank rank, MPI_Comm world,
                               std::uint64_t limit) {
    int size = 1;
    check(MPI_Comm_size(world, &size), "MPI_Comm_size");
    const ClockOffset clock = clockOffsetToRank0(rank, world);
    const std::uint64_t cap = protocol::perRankLimit(limit, size);

    std::vector<RecordedOp> local;
    local.reserve(
        static_cast<std::size_t>(std::min<std::uint64_t>(cap, m.program().ops(rank).size())));
    m.prepare();
    m.executor().setRecorder(&local, cap);
    check(MPI_Barrier(world), "MPI_Barrier");
    const double zeroLocal = MPI_Wtime();
    try {
        m.execute();
    } catch (...) {
        m.executor().setRecorder(nullptr, 0);
        throw;
    }
    m.executor().setRecorder(nullptr, 0);
    // Every rank has recorded its ops, send completions included, before any rank checks: where
    // ranks share a core, a rank's check would otherwise hold up another's ops (as in
    // runBenchmark, docs/runner.md "How it is timed").
    check(MPI_Barrier(world), "MPI_Barrier");
    const bool failedHere = m.check().has_value();

    // Untimed from here: agree on the verdict and on the zero (rank 0's clock).
    double mine[2] = {failedHere ? 1.0 : 0.0, -(zeroLocal - clock.offset)};
    double all[2] = {0, 0};
    check(MPI_Allreduce(mine, all, 2, MPI_DOUBLE, MPI_MAX, world), "MPI_Allreduce");
    const double zero = -all[1];
    const auto toUs = [&](double t) { return (t - clock.offset - zero) * 1e6; };
    for (RecordedOp& r : local) {
        r.start = toUs(r.start);
        r.end = toUs(r.end);
        if (r.kind == OpKind::Send) r.completed = toUs(r.completed);  // NaN stays NaN
    }

    const int bytes = static_cast<int>(local.size() * sizeof(RecordedOp));
    std::vector<int> counts(rank == 0 ? static_cast<std::size_t>(size) : 0);
    check(MPI_Gather(&bytes, 1, MPI_INT, counts.data(), 1, MPI_INT, 0, world), "MPI_Gather");
    const double error = clock.error * 1e6;
    std::vector<double> errors(rank == 0 ? static_cast<std::size_t>(size) : 0);
    check(MPI_Gather(&error, 1, MPI_DOUBLE, errors.data(), 1, MPI_DOUBLE, 0, world), "MPI_Gather");
    std::vector<int> displs(counts.size(), 0);
    for (std::size_t i = 1; i < counts.size(); ++i)
        displs[i] = displs[i - 1] + counts[i - 1];
    std::vector<RecordedOp> gathered(
        rank == 0 ? static_cast<std::size_t>(displs.back() + counts.back()) / sizeof(RecordedOp)
                  : 0);
    check(MPI_Gatherv(local.data(), bytes, MPI_BYTE, gathered.data(), counts.data(), displs.data(),
                      MPI_BYTE, 0, world),
          "MPI_Gatherv");

    TimelineOutcome out;
    if (rank != 0) return out;
    if (all[0] > 0) {
        out.error = "the recorded repetition failed verification";
        return out;
    }
    RecordedTimeline t;
    t.limit = limit;
    t.programOps = m.program().allOps().size();
    t.clockError = std::move(errors);
    for (int r = 0; r < size; ++r) {
        const auto first = gathered.begin() + displs[std::size_t(r)] / int(sizeof(RecordedOp));
        const auto n = counts[std::size_t(r)] / int(sizeof(RecordedOp));
        t.ranks.emplace_back(first, first + n);
        if (m.program().ops(r).size() > static_cast<std::size_t>(n)) t.truncated = true;
    }
    out.timeline = std::move(t);
    return out;
}

}  // namespace ct::runner
