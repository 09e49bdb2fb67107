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

// Why FILE (given with `option`) cannot be written, checked before minutes of measuring ("" when
// it can).
std::string unwritableReason(const std::string& option, const std::string& file) {
    namespace fs = std::filesystem;
    const fs::path path(file);
    std::error_code ec;
    if (fs::is_directory(path, ec)) return option + " " + file + ": is a folder";
    const fs::path folder = path.has_parent_path() ? path.parent_path() : fs::path(".");
    if (!fs::is_directory(folder, ec))
        return option + " " + file + ": the folder " + folder.string() + " does not exist";
    if (::access(folder.c_str(), W_OK) != 0)
        return option + " " + file + ": the folder " + folder.string() + " is not writable";
    return {};
}

}  // namespace

bsp::MachineProfile besideProfile(const LogGPCalibration& start,
                                  const std::map<std::uint64_t, BesideTrips>& beside) {
    bsp::MachineProfile out = start.profile;
    out.source +=
        "; the machine's level measured again in the run's rounds, beside the cases "
        "of each size (each range's level)";
    const LogGPProfile& charges = start.profile.logp;
    for (LogGPRange& r : out.logp.ranges) {
        const auto found = beside.find(r.measuredBytes);
        if (r.measuredBytes == 0 || found == beside.end()) continue;
        const BesideTrips& measured = found->second;
        const double charged = r.terms.messageTime(r.measuredBytes);
        if (charged > 0 && measured.trip > 0) r.level = measured.trip / charged;
        if (measured.eagerBytes == 0 || measured.eagerTrip <= 0) continue;
        const double eagerCharged =
            charges.at(measured.eagerBytes).messageTime(measured.eagerBytes);
        if (eagerCharged > 0) r.eagerLevel = measured.eagerTrip / eagerCharged;
    }
    return out;
}

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

LaunchCalibration::LaunchCalibration(const MpiEnvironment& mpi, const RunOptions& options,
                                     const protocol::RunPlan& plan, OutputFormat format)
    : m_mpi(mpi),
      m_options(options),
      m_plan(plan),
      m_format(format),
      m_besideWanted(!options.calibrateBeside.empty()),
      m_sizes(launchCalibrationSizes(options, plan)) {
    m_measurement.sizes = m_sizes;
    m_measurement.reps = options.calibration.reps;
    // The plan's interleaving and seconds, so the profile is measured as its cases are.
    m_measurement.rounds = plan.timing.rounds > 1 ? plan.timing.rounds : options.calibration.rounds;
    m_measurement.minSeconds = plan.timing.minSeconds;
    m_measurement.windowSync = plan.timing.sync == protocol::TimingPolicy::Sync::Window;
}

LaunchCalibration::~LaunchCalibration() = default;

int LaunchCalibration::measureBeforeCases() {
    std::string error;
    if (m_mpi.size() < 2)
        error = "--calibrate measures between ranks 0 and 1: run with mpirun -np 2 or more";
    else if (m_besideWanted && m_plan.timing.rounds < 2)
        error =
            "--calibrate-beside measures in the run's interleaved rounds: give --rounds 2 or more "
            "(or \"rounds\" in the plan's timing)";
    else if (m_mpi.leader()) {
        error = unwritableReason("--calibrate", m_options.calibrateOutput);
        if (error.empty() && m_besideWanted)
            error = unwritableReason("--calibrate-beside", m_options.calibrateBeside);
    }
    bool failed = false;
    error = agreeOnError(m_mpi, error, failed);
    if (failed) {
        if (m_mpi.leader()) std::cerr << "calltree-runner: error: " << error << '\n';
        return kExitUsage;
    }

    const auto started = std::chrono::steady_clock::now();
    const std::string source =
        describeCalibrationSource(m_mpi, "calltree-runner run --calibrate (the run's own launch)");
    const OutputFormat format = m_format;
    m_calibration = calibrateLogGP(m_mpi, m_measurement, m_options.calibration.name + "-loggp",
                                   source, [format](const protocol::CalibrateEvent& event) {
                                       if (format == OutputFormat::Json)
                                           std::cout << protocol::toLine(event) << '\n'
                                                     << std::flush;
                                   });
    if (m_mpi.leader()) {
        try {
            bsp::saveMachineFile(m_options.calibrateOutput, m_calibration.profile);
        } catch (const std::exception& e) {
            error = std::string("cannot write the calibration (--calibrate): ") + e.what();
        }
    }
    error = agreeOnError(m_mpi, error, failed);
    if (!failed) {
        // Every rank builds its programs from the file: on hosts without a shared folder the
        // others cannot read what rank 0 wrote, and they say so rather than abort the job.
        try {
            loadCaseMachine(m_options.calibrateOutput);
        } catch (const std::exception& e) {
            error = std::string(
                        "cannot read the calibration back (--calibrate must name a file "
                        "every rank can read): ") +
                    e.what();
        }
        error = agreeOnError(m_mpi, error, failed);
    }
    if (m_mpi.leader()) {
        if (failed) {
            std::cerr << "calltree-runner: error: " << error << '\n';
        } else if (m_format == OutputFormat::Text) {
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            std::cerr << "calltree-runner: calibrated this launch at " << m_sizes.size()
                      << " sizes in " << static_cast<int>(seconds + 0.5)
                      << " s; the programs are built for " << m_options.calibrateOutput << '\n';
        }
    }
    if (failed) return kExitUsage;
    if (m_besideWanted) {
        m_pair =
            Communicator::split(MPI_COMM_WORLD, m_mpi.rank() < 2 ? 0 : MPI_UNDEFINED, m_mpi.rank());
        // The eager limit rank 0 measured, so that every rank measures the same messages beside.
        unsigned long long limit = m_calibration.profile.logp.eagerLimit();
        check(MPI_Bcast(&limit, 1, MPI_UNSIGNED_LONG_LONG, 0, MPI_COMM_WORLD), "MPI_Bcast");
        m_eagerLimit = limit;
        if (m_eagerLimit > 0 && m_sizes.back() > m_eagerLimit)
            for (const std::uint64_t bytes : m_sizes)
                if (bytes <= m_eagerLimit) m_eagerBytes = bytes;
    }
    return kExitOk;
}

void LaunchCalibration::measureBesideCases(std::uint64_t bytes, int round, int rounds) {
    // The same decision on every rank: the sizes come from the options and the plan.
    if (!m_besideWanted || !std::binary_search(m_sizes.begin(), m_sizes.end(), bytes)) return;
    if (!m_pair.isNull()) {
        Probes& probes = m_probes[bytes];
        if (!probes.own) {  // the size's first round: collective over the pair, on both alike
            probes.own = std::make_unique<LoneTripProbe>(m_mpi.rank(), bytes, m_pair.get());
            if (m_eagerBytes > 0 && bytes > m_eagerLimit)
                probes.eager =
                    std::make_unique<LoneTripProbe>(m_mpi.rank(), m_eagerBytes, m_pair.get());
        }
        probes.own->measureRound(m_measurement, round, rounds);
        if (probes.eager) probes.eager->measureRound(m_measurement, round, rounds);
        if (round + 1 == rounds) {
            // Summarised and released: its buffers need not outlive the size's cases.
            if (m_mpi.leader()) {
                BesideTrips& trips = m_beside[bytes];
                trips.trip = probes.own->trip().median;
                if (probes.eager) {
                    trips.eagerBytes = m_eagerBytes;
                    trips.eagerTrip = probes.eager->trip().median;
                }
            }
            m_probes.erase(bytes);
        }
    }
    check(MPI_Barrier(MPI_COMM_WORLD), "MPI_Barrier");  // the ranks beyond the pair wait
}

bool LaunchCalibration::writeBesideProfile() {
    if (!m_besideWanted || !m_mpi.leader()) return true;
    bsp::MachineProfile beside = besideProfile(m_calibration, m_beside);
    beside.name = m_options.calibration.name + "-beside-loggp";
    std::string eager;
    if (m_eagerBytes > 0)
        eager = " (beyond the eager limit, " + std::to_string(m_eagerLimit) + " bytes, also the " +
                std::to_string(m_eagerBytes) + "-byte eager message: each range's eager_level)";
    beside.logp.notes.push_back(
        std::to_string(m_beside.size()) + " of " + std::to_string(m_calibration.points.size()) +
        " sizes' lone message measured in the run's rounds beside its cases of that size" + eager +
        "; the programs were built for " + m_options.calibrateOutput);
    try {
        bsp::saveMachineFile(m_options.calibrateBeside, beside);
    } catch (const std::exception& e) {
        std::cerr << "calltree-runner: error: cannot write the calibration beside the cases "
                     "(--calibrate-beside): "
                  << e.what() << '\n';
        return false;
    }
    if (m_format == OutputFormat::Text)
        std::cerr << "calltree-runner: measured " << m_beside.size()
                  << " sizes again beside the cases: " << m_options.calibrateBeside << '\n';
    return true;
}

}  // namespace ct::runner
