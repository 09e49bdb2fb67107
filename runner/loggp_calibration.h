#pragma once
// The LogGP half of a calibration: the size-aware profile between ranks 0 and 1 (one range per
// measured size), its eager and inline limits and the runner's combine cost. `calibrate` writes
// it with --loggp-output; `run --calibrate` measures it in the very launch whose cases it then
// builds and times, so the prediction and the measurement share the launch (docs/runner.md,
// "Fidelity": launches minutes apart differ by 20–30 % on a shared machine).
#include <functional>
#include <string>
#include <vector>

#include "calibration_fit.h"
#include "eager_limit.h"
#include "loggp_measurement.h"
#include "mpi_env.h"
#include "protocol/progress.h"

namespace ct::runner {

struct LogGPCalibration {
    bsp::MachineProfile profile;        // model loggp, with eager/inline limits and notes
    std::vector<LogGPPoint> points;     // one per measured size
    std::vector<CombinePoint> combine;  // the combine cost's measured buffers
    EagerLimitMeasurement eager, inlined;
    HostLoad load;

    // The profile fitted again from `points` (after some were measured anew), with the same
    // name, source, combine cost and limits.
    void refit();
};

// Collective over MPI_COMM_WORLD (at least 2 ranks): ranks 0 and 1 measure, the others wait.
// The result on rank 0 (empty elsewhere). `progress` (rank 0) is told of every LogGP step and
// of the combine phase. Throws std::runtime_error as measureLogGPPoints does.
// Which sizes: those of `measurement`, and with BeyondEagerLimit::Measured one more just
// beyond the eager limit when none was (sizeAboveEagerLimit) — the calibrate command's general
// profile; a run's own calibration keeps one range per size of its cases.
enum class BeyondEagerLimit { Measured, NotMeasured };
LogGPCalibration calibrateLogGP(
    const MpiEnvironment& mpi, const LogGPMeasurementOptions& measurement, const std::string& name,
    const std::string& source, const std::function<void(const protocol::CalibrateEvent&)>& progress,
    BeyondEagerLimit beyond = BeyondEagerLimit::NotMeasured);

// "<command>, 4 ranks on vm; Open MPI v4.1.4". Collective (gathers the hosts).
std::string describeCalibrationSource(const MpiEnvironment& mpi, const std::string& command);

}  // namespace ct::runner
