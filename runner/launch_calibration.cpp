#include "launch_calibration.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <set>

#include <unistd.h>

#include "algorithms/catalogue/case_program.h"
#include "loggp_calibration.h"
#include "protocol/machine_json.h"
#include "run_command.h"

namespace ct::runner {

namespace {

// Why FILE cannot be written, checked before minutes of measuring ("" when it can).
std::string unwritableReason(const std::string& file) {
    namespace fs = std::filesystem;
    const fs::path path(file);
    std::error_code ec;
    if (fs::is_directory(path, ec)) return "--calibrate " + file + ": is a folder";
    const fs::path folder = path.has_parent_path() ? path.parent_path() : fs::path(".");
    if (!fs::is_directory(folder, ec))
        return "--calibrate " + file + ": the folder " + folder.string() + " does not exist";
    if (::access(folder.c_str(), W_OK) != 0)
        return "--calibrate " + file + ": the folder " + folder.string() + " is not writable";
    return {};
}

}  // namespace

std::vector<std::uint64_t> launchCalibrationSizes(const RunOptions& options,
                                                  const protocol::RunPlan& plan) {
    if (options.calibration.sizesGiven) return options.calibration.sizes;
    std::set<std::uint64_t> sizes;
    for (const protocol::PlanCase& c : plan.cases)
        for (const std::uint64_t bytes : c.bytes)
            if (bytes > 0) sizes.insert(bytes);
    // Schedules that run on their own data have no message size: calibrate's default sizes.
    if (sizes.empty()) return CalibrateOptions{}.sizes;
    return {sizes.begin(), sizes.end()};
}

int calibrateThisLaunch(const MpiEnvironment& mpi, const RunOptions& options,
                        const protocol::RunPlan& plan, OutputFormat format) {
    const std::vector<std::uint64_t> sizes = launchCalibrationSizes(options, plan);
    std::string error;
    if (mpi.size() < 2)
        error = "--calibrate measures between ranks 0 and 1: run with mpirun -np 2 or more";
    else if (mpi.leader())
        error = unwritableReason(options.calibrateOutput);
    bool failed = false;
    error = agreeOnError(mpi, error, failed);
    if (failed) {
        if (mpi.leader()) std::cerr << "calltree-runner: error: " << error << '\n';
        return kExitUsage;
    }

    const auto started = std::chrono::steady_clock::now();
    LogGPMeasurementOptions measurement;
    measurement.sizes = sizes;
    measurement.reps = options.calibration.reps;
    // The plan's interleaving and seconds, so the profile is measured as its cases are.
    measurement.rounds = plan.timing.rounds > 1 ? plan.timing.rounds : options.calibration.rounds;
    measurement.minSeconds = plan.timing.minSeconds;
    measurement.windowSync = plan.timing.sync == protocol::TimingPolicy::Sync::Window;
    const std::string source =
        describeCalibrationSource(mpi, "calltree-runner run --calibrate (the run's own launch)");
    const LogGPCalibration calibration =
        calibrateLogGP(mpi, measurement, options.calibration.name + "-loggp", source,
                       [format](const protocol::CalibrateEvent& event) {
                           if (format == OutputFormat::Json)
                               std::cout << protocol::toLine(event) << '\n' << std::flush;
                       });
    if (mpi.leader()) {
        try {
            bsp::saveMachineFile(options.calibrateOutput, calibration.profile);
        } catch (const std::exception& e) {
            error = std::string("cannot write the calibration (--calibrate): ") + e.what();
        }
    }
    error = agreeOnError(mpi, error, failed);
    if (!failed) {
        // Every rank builds its programs from the file: on hosts without a shared folder the
        // others cannot read what rank 0 wrote, and they say so rather than abort the job.
        try {
            loadCaseMachine(options.calibrateOutput);
        } catch (const std::exception& e) {
            error = std::string(
                        "cannot read the calibration back (--calibrate must name a file "
                        "every rank can read): ") +
                    e.what();
        }
        error = agreeOnError(mpi, error, failed);
    }
    if (mpi.leader()) {
        if (failed) {
            std::cerr << "calltree-runner: error: " << error << '\n';
        } else if (format == OutputFormat::Text) {
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            std::cerr << "calltree-runner: calibrated this launch at " << sizes.size()
                      << " sizes in " << static_cast<int>(seconds + 0.5)
                      << " s; the programs are built for " << options.calibrateOutput << '\n';
        }
    }
    return failed ? kExitUsage : kExitOk;
}

}  // namespace ct::runner
