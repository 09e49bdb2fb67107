// Memory of the T*(P) pipeline (issue target 2: memory linear in P).
//
// Each measurement runs in a fresh child process (fork), so one size's peak cannot hide the next:
// the child resets its peak RSS (/proc/self/clear_refs, Linux >= 4.0), reads VmRSS, runs
// ct::optimalBroadcastTree + ct::broadcastProgram + ct::simulate once, reads VmHWM and reports the
// growth of the peak and that growth per rank. Linear memory shows as roughly constant bytes per
// rank across sizes (small P is dominated by page and allocator granularity).
//
// The child's wall time is a cold, one-shot run (every page touched for the first time, as in a
// CLI invocation), unlike bench_optimal_tree's loop, which reuses the allocator's memory. Each
// configuration runs `--runs N` times (default 3); the table shows the median wall
// and CPU (user + system) times.
//
//   build-bench/bench/bench_memory                     P = 10^4, 10^5, 10^6, 4·10^6
//   build-bench/bench/bench_memory --runs 5 1000000    chosen sizes
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <fstream>
#include <string>
#include <vector>

#include "algorithms/logp/optimal_broadcast.h"
#include "sim/simulator.h"
#include "algorithms/trees/tree_programs.h"

namespace {

// A field of /proc/self/status in bytes (VmRSS, VmHWM), or -1.
long long statusBytes(const std::string& field) {
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind(field + ":", 0) == 0)
            return std::atoll(line.c_str() + field.size() + 1) * 1024;
    return -1;
}

bool resetPeak() {
    std::ofstream out("/proc/self/clear_refs");
    out << "5";
    out.flush();
    return bool(out);
}

struct ParamSet {
    const char* name;
    ct::LogGP model;
};

// What a child hands back through shared memory.
struct Result {
    long long growth = -1;  // peak RSS growth in bytes
    double ms = 0;          // wall
    double cpuMs = 0;       // user + system
    double total = 0;
    bool peakReset = false;
};

double cpuMsNow() {
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    return (double(ru.ru_utime.tv_sec) + double(ru.ru_stime.tv_sec)) * 1e3 +
           (double(ru.ru_utime.tv_usec) + double(ru.ru_stime.tv_usec)) * 1e-3;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// Runs in the child: one pipeline.
void measure(ct::Rank P, const ParamSet& ps, bool record, Result* out) {
    out->peakReset = resetPeak();
    const long long before = statusBytes("VmRSS");
    const double cpu0 = cpuMsNow();
    const auto t0 = std::chrono::steady_clock::now();
    {
        const ct::OptimalTree tree = ct::optimalBroadcastTree(P, 0, ct::TreeCosts::of(ps.model, 1));
        const ct::Program program = ct::broadcastProgram(tree.tree, 1);
        const ct::Timeline tl = ct::simulate(program, ps.model, {.recordTimeline = record});
        out->total = tl.total;
    }
    out->ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    out->cpuMs = cpuMsNow() - cpu0;
    const long long peak = statusBytes("VmHWM");
    if (before >= 0 && peak >= 0) out->growth = peak - before;
}

// Forks a child for one measurement; false when it failed.
bool runChild(ct::Rank P, const ParamSet& ps, bool record, Result* shared) {
    *shared = Result{};
    std::fflush(nullptr);
    const pid_t pid = fork();
    if (pid < 0) {
        std::perror("fork");
        return false;
    }
    if (pid == 0) {
        int rc = 1;
        try {
            measure(P, ps, record, shared);
            rc = shared->growth >= 0 ? 0 : 1;
        } catch (const std::exception& e) {
            std::fprintf(stderr, "P=%d %s: %s\n", P, ps.name, e.what());
        }
        _exit(rc);
    }
    int status = 0;
    return waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<ct::Rank> sizes;
    int runs = 3;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
            runs = std::atoi(argv[++i]);
            if (runs < 1) runs = 1;
            continue;
        }
        const long long p = std::atoll(argv[i]);
        if (p < 2 || p > 2'000'000'000) {
            std::fprintf(stderr, "usage: %s [--runs N] [P ...]   (each P in 2..2e9)\n", argv[0]);
            return 2;
        }
        sizes.push_back(static_cast<ct::Rank>(p));
    }
    if (sizes.empty()) sizes = {10'000, 100'000, 1'000'000, 4'000'000};
    ct::LogGP us = ct::LogGP::logp(1.7, 0.4, 0.6);
    us.unit = "us";
    const std::vector<ParamSet> sets = {{"cycles L6 o2 g4", ct::LogGP::logp(6, 2, 4)},
                                        {"us L1.7 o0.4 g0.6", us}};

    void* mem =
        mmap(nullptr, sizeof(Result), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (mem == MAP_FAILED) {
        std::perror("mmap");
        return 1;
    }
    auto* shared = static_cast<Result*>(mem);

    std::printf("%10s  %-18s  %-8s  %9s  %11s  %12s  %11s  %s\n", "P", "parameters", "timeline",
                "peak MiB", "peak B/rank", "cold wall ms", "cold CPU ms", "T");
    int failures = 0;
    for (const ParamSet& ps : sets)
        for (const bool record : {true, false})
            for (const ct::Rank P : sizes) {
                std::vector<double> wall, cpu;
                long long growth = 0;
                Result last;
                for (int k = 0; k < runs; ++k) {
                    if (!runChild(P, ps, record, shared)) {
                        ++failures;
                        break;
                    }
                    last = *shared;
                    growth = std::max(growth, last.growth);
                    wall.push_back(last.ms);
                    cpu.push_back(last.cpuMs);
                }
                if (wall.empty()) continue;
                std::printf("%10d  %-18s  %-8s  %9.1f  %11.1f  %12.1f  %11.1f  %g%s\n", P, ps.name,
                            record ? "yes" : "no", double(growth) / (1024.0 * 1024.0),
                            double(growth) / double(P), median(wall), median(cpu), last.total,
                            last.peakReset ? "" : "  (peak not reset: includes start-up)");
                std::fflush(stdout);
            }
    munmap(mem, sizeof(Result));
    return failures == 0 ? 0 : 1;
}
