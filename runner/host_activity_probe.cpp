#include "host_activity_probe.h"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iterator>
#include <string>

#include <unistd.h>

namespace ct::runner {

namespace {

std::optional<std::string> readFile(const std::string& path) {
    std::ifstream in(path);
    if (!in) return std::nullopt;
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

double secondsNow() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

}  // namespace

HostActivityProbe::HostActivityProbe(const MpiEnvironment& mpi) : m_leader(mpi.leader()) {
    // Keyed by world rank, so rank 0 is rank 0 of its host's communicator too.
    const Communicator host = Communicator::splitShared(MPI_COMM_WORLD, mpi.rank());
    int local = 0, size = 1;
    check(MPI_Comm_rank(host.get(), &local), "MPI_Comm_rank");
    check(MPI_Comm_size(host.get(), &size), "MPI_Comm_size");
    const int mine = static_cast<int>(::getpid());
    std::vector<int> all(local == 0 ? static_cast<std::size_t>(size) : 0);
    check(
        MPI_Gather(&mine, 1, MPI_INT, local == 0 ? all.data() : nullptr, 1, MPI_INT, 0, host.get()),
        "MPI_Gather");
    if (m_leader) m_pids.assign(all.begin(), all.end());
}

std::optional<HostActivityProbe::Sample> HostActivityProbe::sample() const {
    const double ticks = static_cast<double>(::sysconf(_SC_CLK_TCK));
    Sample s;
    s.wall = secondsNow();
    const std::optional<std::string> stat = readFile("/proc/stat");
    if (!stat) return std::nullopt;
    const auto host = protocol::parseHostCpuSeconds(*stat, ticks);
    if (!host) return std::nullopt;
    s.host = *host;
    for (const pid_t pid : m_pids) {
        const std::optional<std::string> text = readFile("/proc/" + std::to_string(pid) + "/stat");
        const std::optional<double> cpu =
            text ? protocol::parseProcessCpuSeconds(*text, ticks) : std::nullopt;
        if (!cpu) return std::nullopt;
        s.ranksCpu += *cpu;
    }
    return s;
}

void HostActivityProbe::start() {
    if (m_leader) m_start = sample();
}

std::optional<protocol::HostActivity> HostActivityProbe::finish() const {
    if (!m_leader || !m_start) return std::nullopt;
    const std::optional<Sample> end = sample();
    if (!end) return std::nullopt;
    protocol::HostActivity a = protocol::activityBetween(
        m_start->host, end->host, end->ranksCpu - m_start->ranksCpu, end->wall - m_start->wall);
    a.host = processorName();
    a.cores = onlineCores();
    a.ranks = static_cast<int>(m_pids.size());
    return a;
}

}  // namespace ct::runner
