#include "tuning/mpich_sweep.h"

#include <algorithm>
#include <stdexcept>

#include "protocol/sizes.h"
#include "tuning/measured_decision.h"
#include "tuning/mpich_algorithms.h"
#include "tuning/ompi_collectives.h"

namespace ct::tuning {

std::string defaultMpichLauncherText() {
    return "mpirun.mpich";
}

namespace {

bool isHydra(const std::vector<std::string>& launcher) {
    if (launcher.empty()) return false;
    const std::string& program = launcher.front();
    const std::string base = program.substr(program.find_last_of('/') + 1);
    return base.rfind("mpirun", 0) == 0 || base.rfind("mpiexec", 0) == 0;
}

std::string sizeList(const std::vector<std::uint64_t>& sizes) {
    std::string s;
    for (auto b : sizes) {
        if (!s.empty()) s += ',';
        s += ct::protocol::formatSize(b);
    }
    return s;
}

}  // namespace

SweepRun mpichLaunchCommand(int collective, int commSize, int algorithm,
                            const std::vector<std::uint64_t>& sizes, const std::string& file,
                            const LaunchOptions& launch, const std::string& tuningFile) {
    if (!mpichSweepable(collective))
        throw std::invalid_argument(
            "a sweep under MPICH measures bcast, reduce and allreduce, not " +
            ompiCollectiveName(collective));
    const MpichAlgorithm* forced = algorithm > 0 ? mpichAlgorithm(collective, algorithm) : nullptr;
    if (algorithm > 0 && !forced)
        throw std::invalid_argument(std::to_string(algorithm) + " is not one of the MPICH " +
                                    ompiCollectiveName(collective) + " algorithms (" +
                                    mpichAlgorithmLabel(collective, 1) + ", …)");
    SweepRun r;
    r.collective = collective;
    r.commSize = commSize;
    r.algorithm = algorithm;
    r.file = file;
    r.sizes = sizes;
    // Nothing inherited may force another algorithm: every CVAR is given.
    std::vector<std::pair<std::string, std::string>> settings = {
        {mpichCvarOf(collective), forced ? forced->cvarValue : "auto"}};
    if (algorithm < 0)
        settings.push_back({"MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE", tuningFile});
    r.argv = launch.launcher;
    if (isHydra(launch.launcher)) {
        if (!launch.hostfile.empty()) r.argv.insert(r.argv.end(), {"-f", launch.hostfile});
        r.argv.insert(r.argv.end(), {"-n", std::to_string(commSize)});
        for (const auto& [k, v] : settings)
            r.argv.insert(r.argv.end(), {"-genv", k, v});
    } else {
        r.argv.insert(r.argv.end(), {"-n", std::to_string(commSize)});
        r.environment = settings;
    }
    r.argv.insert(r.argv.end(), {launch.runner, "run", "--mpi", baselineOfCollective(collective),
                                 "--bytes", sizeList(sizes)});
    r.argv.insert(r.argv.end(), launch.timing.begin(), launch.timing.end());
    r.argv.insert(r.argv.end(), {"--output", file});
    return r;
}

std::vector<SweepRun> planMpichSweep(const SweepRequest& request, const LaunchOptions& launch) {
    for (int c : request.collectives)
        if (!mpichSweepable(c))
            throw std::invalid_argument(
                "a sweep under MPICH measures bcast, reduce and allreduce, "
                "not " +
                ompiCollectiveName(c));
    checkSweepSizes(request);
    std::vector<SweepRun> runs;
    const std::string dir = request.outDir.empty() ? "." : request.outDir;
    for (int np : request.commSizes)
        for (int c : request.collectives) {
            std::vector<int> algorithms = {0};
            bool given = false;
            for (const auto& [coll, forced] : request.algorithms)
                if (coll == c) {
                    given = given || !forced.empty();
                    for (int a : forced)
                        if (a != 0 &&
                            std::find(algorithms.begin(), algorithms.end(), a) == algorithms.end())
                            algorithms.push_back(a);
                }
            if (!given)
                for (const auto& a : mpichSweepAlgorithms())
                    if (a.collective == c) algorithms.push_back(a.number);
            for (int a : algorithms) {
                const std::string base = dir + "/" + runName(c, np, a);
                SweepRun r =
                    mpichLaunchCommand(c, np, a, request.sizes, base + ".results.json", launch);
                r.log = base + ".log";
                runs.push_back(std::move(r));
            }
        }
    return runs;
}

}  // namespace ct::tuning
