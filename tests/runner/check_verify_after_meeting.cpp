// The measurement loop (runBenchmark, runner/benchmark.h) under mpiexec on 2 or more ranks: a run
// is verified only after every rank has finished it, so that one rank's check cannot stretch
// another rank's time where ranks share a core; and a failed check still ends the case before the
// next run starts. Rank 0's check counts the ranks that had not yet stamped the end of the run it
// checks (every rank puts the run's number into its slot of an MPI window on rank 0 before its
// execute returns); rank 1's check fails at run kFailingRun. The other ranks finish each run 5 ms
// after rank 0. Prints one line per failure on stderr and exits 1; prints a summary on success.
#include <mpi.h>

#include <chrono>
#include <iostream>
#include <string>
#include <thread>

#include "benchmark.h"
#include "mpi_env.h"

namespace {

constexpr int kFailingRun = 5;
constexpr std::chrono::milliseconds kOthersLater{5};

int g_failures = 0;

void expect(bool ok, const std::string& what) {
    if (ok) return;
    ++g_failures;
    std::cerr << what << '\n';
}

// Each rank, when its execute returns, writes the run's number into its slot of rank 0's window
// (MPI_Put, flushed before execute returns), so rank 0 can see who has finished which run.
class StampingMeasurable : public ct::runner::Measurable {
public:
    StampingMeasurable(int rank, int ranks, MPI_Win win, int* slots)
        : m_rank(rank), m_ranks(ranks), m_win(win), m_slots(slots) {}

    void prepare() override {}

    double execute() override {
        // The other ranks finish later than rank 0, so that a check made as soon as rank 0's
        // own execute returns would find them unfinished. They sleep rather than spin, so that
        // rank 0 runs at once also where ranks share a core.
        if (m_rank != 0) std::this_thread::sleep_for(kOthersLater);
        ++m_runs;
        const int run = m_runs - 1;
        ct::runner::check(MPI_Put(&run, 1, MPI_INT, 0, m_rank, 1, MPI_INT, m_win), "MPI_Put");
        ct::runner::check(MPI_Win_flush(0, m_win), "MPI_Win_flush");
        return MPI_Wtime();
    }

    std::optional<ct::runner::Failure> check() override {
        const int run = m_runs - 1;
        if (m_rank == 0) {
            ct::runner::check(MPI_Win_sync(m_win), "MPI_Win_sync");
            for (int r = 0; r < m_ranks; ++r)
                if (m_slots[r] < run) ++m_checkedEarly;
        }
        if (m_rank == 1 && run == kFailingRun) {
            ct::runner::Failure f;
            f.rank = m_rank;
            f.what = "the test's failing run";
            return f;
        }
        return std::nullopt;
    }

    void corrupt() override {}

    int runs() const { return m_runs; }
    int checkedEarly() const { return m_checkedEarly; }

private:
    int m_rank, m_ranks;
    MPI_Win m_win;
    int* m_slots;
    int m_runs = 0;
    int m_checkedEarly = 0;  // rank 0: checks that found some rank not yet done with the run
};

}  // namespace

int main(int argc, char** argv) {
    ct::runner::MpiEnvironment mpi(&argc, &argv);
    int rank = 0, ranks = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    if (ranks < 2) {
        if (rank == 0) std::cerr << "verify after meeting: needs 2 or more ranks\n";
        return 2;
    }
    int* slots = nullptr;
    MPI_Win win = MPI_WIN_NULL;
    ct::runner::check(MPI_Win_allocate(rank == 0 ? ranks * int(sizeof(int)) : 0, sizeof(int),
                                       MPI_INFO_NULL, MPI_COMM_WORLD, &slots, &win),
                      "MPI_Win_allocate");
    if (rank == 0)
        for (int r = 0; r < ranks; ++r)
            slots[r] = -1;
    ct::runner::check(MPI_Barrier(MPI_COMM_WORLD), "MPI_Barrier");
    ct::runner::check(MPI_Win_lock_all(0, win), "MPI_Win_lock_all");

    StampingMeasurable m(rank, ranks, win, slots);
    ct::runner::BenchmarkSettings settings;
    settings.policy.warmup = 1;
    settings.policy.minReps = 50;
    settings.policy.minSeconds = 0;
    const ct::runner::BenchmarkResult result =
        ct::runner::runBenchmark(m, rank, settings, MPI_COMM_WORLD);

    ct::runner::check(MPI_Win_unlock_all(win), "MPI_Win_unlock_all");
    const std::string me = "rank " + std::to_string(rank) + ": ";
    expect(!result.verified, me + "the case passed although rank 1's check failed");
    // Runs 0..kFailingRun, and not one more: the next run might not end on a failed run's data.
    expect(m.runs() == kFailingRun + 1, me + "executed " + std::to_string(m.runs()) +
                                            " runs, expected " + std::to_string(kFailingRun + 1));
    // One warm-up run, then the timed ones up to the failing run, whose time is kept as well.
    expect(result.times.size() == std::size_t(kFailingRun),
           me + "kept " + std::to_string(result.times.size()) + " times, expected " +
               std::to_string(kFailingRun));
    if (rank == 0) {
        expect(m.checkedEarly() == 0, me + std::to_string(m.checkedEarly()) +
                                          " checks ran before every rank had finished the run");
        expect(result.failures.size() == 1 && result.failures[0].rank == 1 &&
                   result.failures[0].run == kFailingRun,
               me + "the failures gathered are not rank 1's at run " + std::to_string(kFailingRun));
    }
    ct::runner::check(MPI_Win_free(&win), "MPI_Win_free");
    int failures = g_failures, anyFailures = 0;
    ct::runner::check(MPI_Allreduce(&failures, &anyFailures, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD),
                      "MPI_Allreduce");
    if (anyFailures > 0) return 1;
    if (rank == 0)
        std::cout << "verify after meeting: " << ranks << " ranks, " << m.runs()
                  << " runs, every check after the ranks met\n";
    return 0;
}
