#pragma once
// Samples what else ran on rank 0's host while the cases ran (protocol::HostActivity): the
// host's CPU time from /proc/stat and the ranks' own from /proc/PID/stat, at the start and end
// of the cases. Only rank 0 reads files; the ranks on its host tell it their process ids once,
// so the end needs no collective call (a rank may have died by then).
#include <optional>
#include <vector>

#include <sys/types.h>

#include "mpi_env.h"
#include "protocol/host_activity.h"

namespace ct::runner {

class HostActivityProbe {
public:
    // Collective over MPI_COMM_WORLD.
    explicit HostActivityProbe(const MpiEnvironment& mpi);
    // Rank 0: the window starts now. Elsewhere nothing.
    void start();
    // Rank 0: the activity since start(); nullopt on other ranks, before start(), or when the
    // files cannot be read (not Linux, a rank's process gone).
    std::optional<protocol::HostActivity> finish() const;

private:
    struct Sample {
        protocol::HostCpuSeconds host;
        double ranksCpu = 0;
        double wall = 0;
    };
    std::optional<Sample> sample() const;

    bool m_leader = false;
    std::vector<pid_t> m_pids;  // the run's processes on rank 0's host (rank 0 only)
    std::optional<Sample> m_start;
};

}  // namespace ct::runner
