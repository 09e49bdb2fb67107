// calltree-runner: executes run plans (catalogue algorithms, schedules, MPI baselines) with MPI,
// verifies the data, times it, and calibrates machine profiles. See docs/runner.md.
#include <algorithm>
#include <iomanip>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "algorithms/catalogue/catalogue.h"
#include "calibrate_command.h"
#include "heap_policy.h"
#include "mpi_env.h"
#include "options.h"
#include "run_command.h"

#ifndef CALLTREE_RUNNER_VERSION
#define CALLTREE_RUNNER_VERSION "unknown"
#endif

namespace {

using namespace ct::runner;

void printAlgorithms(OutputFormat format) {
    if (format == OutputFormat::Json) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const auto& a : ct::catalogue())
            list.push_back({{"name", a.info.name},
                            {"problem", ct::toString(a.info.problem)},
                            {"summary", a.info.summary},
                            {"source", a.info.source},
                            {"parameters", a.info.parameters}});
        std::cout << nlohmann::ordered_json{{"algorithms", list}}.dump(2) << '\n';
        return;
    }
    std::size_t nameWidth = 0, problemWidth = 0;
    for (const auto& a : ct::catalogue()) {
        nameWidth = std::max(nameWidth, a.info.name.size());
        problemWidth =
            std::max(problemWidth, std::string_view(ct::toString(a.info.problem)).size());
    }
    for (const auto& a : ct::catalogue())
        std::cout << std::left << std::setw(static_cast<int>(nameWidth + 2)) << a.info.name
                  << std::setw(static_cast<int>(problemWidth + 2)) << ct::toString(a.info.problem)
                  << a.info.summary << '\n';
}

int dispatch(const MpiEnvironment& mpi, const Options& options, const std::string& commandLine) {
    switch (options.command) {
        case Command::Run:
            return runCommand(mpi, options.run, options.format, commandLine);
        case Command::Calibrate:
            return calibrateCommand(mpi, options.calibrate, options.format);
        case Command::Help:
            if (mpi.leader()) std::cout << usageText();
            return kExitOk;
        case Command::Version:
            if (mpi.leader())
                std::cout << "calltree-runner " << CALLTREE_RUNNER_VERSION << '\n'
                          << "MPI: " << mpiLibraryVersion() << " (MPI " << mpiStandardVersion()
                          << ")\n";
            return kExitOk;
        case Command::Algorithms:
            if (mpi.leader()) printAlgorithms(options.format);
            return kExitOk;
    }
    return kExitInternal;
}

}  // namespace

int main(int argc, char** argv) {
    // Before anything is allocated, so that the library's per-call temporaries cost what they
    // cost in a warm program (heap_policy.h). Were a value refused, glibc's own policy would stay
    // and the runner measure as it did before 2026-12-03; nothing else depends on it.
    keepFreedMemoryInHeap();
    // Parsed before MPI starts (the result is the same on every rank), reported after it has,
    // so that rank 0 alone speaks and every rank can finalize cleanly.
    const std::vector<std::string> argStrings(argv + 1, argv + argc);
    const std::vector<std::string_view> args(argStrings.begin(), argStrings.end());
    std::string commandLine = "calltree-runner";
    for (const std::string& a : argStrings)
        commandLine.append(" ").append(a);
    Options options;
    std::string usageError;
    try {
        options = parseOptions(args);
    } catch (const UsageError& e) {
        usageError = e.what();
    }

    std::unique_ptr<MpiEnvironment> mpi;
    try {
        mpi = std::make_unique<MpiEnvironment>(&argc, &argv);
    } catch (const std::exception& e) {
        std::cerr << "calltree-runner: error: " << e.what() << '\n';
        return kExitInternal;
    }

    try {
        if (!usageError.empty()) {
            if (mpi->leader())
                std::cerr << "calltree-runner: error: " << usageError << " (see --help)\n";
            return kExitUsage;
        }
        return dispatch(*mpi, options, commandLine);
    } catch (const std::exception& e) {
        // Past setup, a failure may strike one rank while its peers wait in MPI_Recv: finalizing
        // would hang them, so the job is aborted.
        std::cerr << "calltree-runner: rank " << mpi->rank() << ": " << e.what() << '\n';
        mpi->abort(kExitInternal);
    }
}
