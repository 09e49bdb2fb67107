#pragma once
// What else ran on a host while the runner measured: the CPU that processes other than the
// run's ranks used (and the hypervisor took, "steal"), in cores' worth, over the cases. On a
// shared machine one busy launch shifts every figure it takes (docs/runner.md, "A busy host");
// the results say so instead of leaving the user to guess from the numbers.
//
// The inputs are Linux's: the host's cumulative CPU time from the first line of /proc/stat, and
// each rank's own from /proc/PID/stat (utime + stime, every thread of the process). Parsing and
// arithmetic live here, free of MPI; the runner samples the files (runner/host_activity_probe.h).
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace ct::protocol {

// One host while the cases ran: rank 0's (the runner samples where it writes the results).
struct HostActivity {
    std::string host;        // its processor name
    double seconds = 0;      // the wall-clock window sampled
    double otherCores = 0;   // CPU used by everything but the run's ranks, in cores, steal included
    double stolenCores = 0;  // of it, what the hypervisor gave to other machines
    int cores = 0;           // the host's online cores
    int ranks = 0;           // the run's ranks on it

    bool operator==(const HostActivity&) const = default;
};

// Cumulative CPU seconds of a whole host (all cores): busy = user + nice + system + irq +
// softirq + steal (iowait and idle are not busy; guest time is already within user).
struct HostCpuSeconds {
    double busy = 0;
    double steal = 0;
};

// The first line of /proc/stat ("cpu  user nice system idle iowait irq softirq steal …", in
// clock ticks); nullopt when it is not such a line. Kernels before 2.6.11 have no steal column.
std::optional<HostCpuSeconds> parseHostCpuSeconds(std::string_view procStat, double ticksPerSecond);

// utime + stime of one process from /proc/PID/stat, in seconds; nullopt when malformed. The
// command name (field 2) is in parentheses and may hold spaces and parentheses itself.
std::optional<double> parseProcessCpuSeconds(std::string_view pidStat, double ticksPerSecond);

// The activity of a window from its two samples: what the host was busy with, less what the
// run's ranks used, per second of the window. Clock ticks make both sides coarse (10 ms), so a
// small negative difference is rounded to none.
HostActivity activityBetween(const HostCpuSeconds& before, const HostCpuSeconds& after,
                             double ranksCpuSeconds, double wallSeconds);

// Whether the others competed with the ranks for the host's cores enough to move the figures:
// at least a quarter of a core busy with something else, and not enough idle cores to keep it
// off the ranks' (ranks + others > cores), over a window of at least a second (shorter ones
// cannot tell: clock ticks are 10 ms).
bool disturbed(const HostActivity& a);

// "host vm: other processes used 0.91 of its 2 cores (the hypervisor 0.02) during 12.3 s of
// measurement", and, when disturbed, what that means for the figures.
std::string describe(const HostActivity& a);

nlohmann::ordered_json toJson(const HostActivity& a);
// Throws FormatError naming the field under `path`.
HostActivity readHostActivity(const nlohmann::json& j, const std::string& path);

}  // namespace ct::protocol
