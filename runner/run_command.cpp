#include "run_command.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <ctime>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "case_loop.h"
#include "host_activity_probe.h"
#include "launch_calibration.h"
#include "mpi_baseline.h"
#include "program_case.h"
#include "run_setup.h"
#include "run_state.h"
#include "watchdog.h"

namespace ct::runner {

namespace {

std::string isoNow() {
    const std::time_t t = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&t, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

// The plan, checked against the world on every rank; the lowest failing rank's message is
// agreed on so that all ranks end the same way. nullopt (after printing on rank 0) when the run
// cannot start.
std::optional<RunPlan> agreedPlan(const MpiEnvironment& mpi, const RunOptions& options,
                                  const std::string& library) {
    RunPlan plan;
    std::string error;
    std::vector<std::string> notes;
    try {
        plan = planFromCommandLine(options);
        checkPlanAgainstWorld(plan, mpi.size(), library, &notes);
        loadCaseMachine(plan.machineFile);  // refused here, before any case, on every rank
        checkFaultRanks(options.faults, mpi.size());
    } catch (const std::exception& e) {
        error = e.what();
    }
    bool failed = false;
    error = agreeOnError(mpi, error, failed);
    if (!failed) {
        if (mpi.leader())
            for (const std::string& note : notes)
                std::cerr << "calltree-runner: note: " << note << '\n';
        return plan;
    }
    if (mpi.leader()) std::cerr << "calltree-runner: error: " << error << '\n';
    return std::nullopt;
}

// Collective: every rank takes part in gathering the host names.
protocol::Environment describeEnvironment(const MpiEnvironment& mpi, const std::string& library,
                                          const std::string& commandLine) {
    protocol::Environment env;
    env.hosts = gatherHosts(MPI_COMM_WORLD, 0);
    const HostLoad load = gatherHostLoad(MPI_COMM_WORLD, 0);
    env.ranksPerHost = load.ranksPerHost;
    env.coresPerHost = load.coresPerHost;
    env.mpiLibrary = library;
    env.mpiVersion = mpiStandardVersion();
    env.wtimeIsGlobal = wtimeIsGlobal();
    env.wtick = MPI_Wtick();
    env.ranks = mpi.size();
    env.started = isoNow();
    env.command = commandLine;
    env.ompiForced = forcedOmpiSettings();
    env.mpichForced = forcedMpichSettings();
    return env;
}

// Collective: rank 0 creates the results file (an empty, incomplete run: the run is visible)
// before any case runs; when it cannot, no rank runs anything (false, after rank 0's message).
bool startResults(const MpiEnvironment& mpi, RunState& state) {
    std::string error;
    if (mpi.leader()) {
        try {
            state.start();
        } catch (const std::exception& e) {
            error = std::string("cannot write the results file (--output): ") + e.what();
        }
    }
    bool failed = false;
    error = agreeOnError(mpi, error, failed);
    if (failed && mpi.leader()) std::cerr << "calltree-runner: error: " << error << '\n';
    return !failed;
}

// Rank 0 records an interrupted case when the watchdog fires. The other ranks hold one too:
// a signal sent to every rank at once (a batch system, `timeout`, Ctrl-C) must not end them
// first, or mpirun could tear the job down before rank 0 has recorded the interrupted case. They
// leave a moment later; rank 0's exit ends the job anyway.
std::unique_ptr<Watchdog> makeWatchdog(bool leader, RunState& state) {
    if (leader)
        return std::make_unique<Watchdog>(
            [&state](Watchdog::Reason r) { return onWatchdog(state, r); });
    return std::make_unique<Watchdog>([](Watchdog::Reason) {
        std::this_thread::sleep_for(std::chrono::seconds(2));
        return kExitTerminated;
    });
}

}  // namespace

std::string agreeOnError(const MpiEnvironment& mpi, const std::string& error, bool& failed) {
    const int mine = error.empty() ? mpi.size() : mpi.rank();
    int lowest = 0;
    check(MPI_Allreduce(&mine, &lowest, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD), "MPI_Allreduce");
    failed = lowest != mpi.size();
    if (!failed || lowest == 0) return mpi.rank() == 0 ? error : std::string();
    // Another rank alone knows why: it sends its message to rank 0.
    std::array<char, 512> text{};
    if (mpi.rank() == lowest) {
        const std::string line = "rank " + std::to_string(lowest) + ": " + error;
        std::copy_n(line.begin(), std::min(line.size(), text.size() - 1), text.begin());
        check(MPI_Send(text.data(), int(text.size()), MPI_CHAR, 0, 1, MPI_COMM_WORLD), "MPI_Send");
    } else if (mpi.rank() == 0) {
        check(MPI_Recv(text.data(), int(text.size()), MPI_CHAR, lowest, 1, MPI_COMM_WORLD,
                       MPI_STATUS_IGNORE),
              "MPI_Recv");
        return std::string(text.data());
    }
    return std::string();
}

int runCommand(const MpiEnvironment& mpi, const RunOptions& options, OutputFormat format,
               const std::string& commandLine) {
    const std::string library = mpiLibraryVersion();
    std::optional<RunPlan> plan = agreedPlan(mpi, options, library);
    if (!plan) return kExitUsage;
    std::optional<LaunchCalibration> calibration;
    if (!options.calibrateOutput.empty()) {
        // Before the memory budget and the results file: the calibration's own buffers come
        // and go here, and a run whose calibration failed has no results to show.
        calibration.emplace(mpi, options, *plan, format);
        if (const int status = calibration->measureBeforeCases(); status != kExitOk) return status;
        plan->machineFile = options.calibrateOutput;
    }
    {
        // Ranks that share a host share its memory.
        const Communicator host = Communicator::splitShared(MPI_COMM_WORLD, mpi.rank());
        int local = 1;
        check(MPI_Comm_size(host.get(), &local), "MPI_Comm_size");
        setMemoryBudget(options.faults.memoryBytes, local);
    }

    // The profile the programs are built for, recorded in the results (checked in agreedPlan).
    const CaseMachine machine = loadCaseMachine(plan->machineFile);
    RunState state;
    state.output = options.output;
    state.doc.profile = protocol::ProfileRecord{machine.name, machine.file, machine.fnv1a64, ""};
    if (calibration && calibration->besideCases())
        state.doc.profile->besideFile = options.calibrateBeside;
    state.format = format;
    state.doc.timing = plan->timing;
    state.doc.environment = describeEnvironment(mpi, library, commandLine);
    if (!startResults(mpi, state)) return kExitUsage;
    HostActivityProbe activity(mpi);
    if (mpi.leader() && format == OutputFormat::Text) std::cout << toText(state.doc) << std::flush;
    std::unique_ptr<Watchdog> watchdog = makeWatchdog(mpi.leader(), state);
    CaseLoop loop(mpi, *plan, machine, options, state, *watchdog);
    if (calibration && calibration->besideCases())
        loop.measureBesideEachSize([&calibration](std::uint64_t bytes, int round, int rounds) {
            calibration->measureBesideCases(bytes, round, rounds);
        });
    activity.start();
    int status = loop.run();
    if (mpi.leader()) {
        watchdog.reset();
        // Written before the results are finished: a reader told the run is done finds it.
        if (calibration && !calibration->writeBesideProfile())
            status = std::max(status, kExitUsage);
        std::lock_guard lock(state.mutex);
        if (const auto a = activity.finish()) state.recordHostActivity(*a);
        status = state.finish(status);
    }
    return status;
}

}  // namespace ct::runner
