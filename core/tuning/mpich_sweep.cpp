#include "tuning/mpich_sweep.h"

#include <algorithm>
#include <stdexcept>

#include "protocol/run_plan.h"
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

// Hydra's -n, -f and -genv, or -n and the environment for another launcher.
void addMpichLaunchPrefix(SweepRun& r, int commSize, const LaunchOptions& launch,
                          const std::vector<std::pair<std::string, std::string>>& settings) {
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

std::vector<int> mpichSweptAlgorithms(const SweepRequest& request, int collective) {
    std::vector<int> algorithms = {0};
    bool given = false;
    for (const auto& [coll, forced] : request.algorithms)
        if (coll == collective) {
            given = given || !forced.empty();
            for (int a : forced)
                if (a != 0 &&
                    std::find(algorithms.begin(), algorithms.end(), a) == algorithms.end())
                    algorithms.push_back(a);
        }
    if (!given)
        for (const auto& a : mpichSweepAlgorithms())
            if (a.collective == collective) algorithms.push_back(a.number);
    return algorithms;
}

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
    addMpichLaunchPrefix(r, commSize, launch, settings);
    r.argv.insert(r.argv.end(), {launch.runner, "run", "--mpi", baselineOfCollective(collective),
                                 "--bytes", sizeList(sizes)});
    r.argv.insert(r.argv.end(), launch.timing.begin(), launch.timing.end());
    r.argv.insert(r.argv.end(), {"--output", file});
    return r;
}

SweepRun mpichInterleavedLaunch(int commSize, std::vector<SweepCase> cases, const std::string& base,
                                int rounds, const LaunchOptions& launch,
                                const std::string& tuningFile) {
    std::vector<std::pair<std::string, std::string>> settings;
    for (const auto& c : cases) {
        if (!mpichSweepable(c.collective))
            throw std::invalid_argument(
                "a sweep under MPICH measures bcast, reduce and allreduce, not " +
                ompiCollectiveName(c.collective));
        if (c.algorithm != 0 && !mpichAlgorithm(c.collective, c.algorithm))
            throw std::invalid_argument(std::to_string(c.algorithm) + " is not one of the MPICH " +
                                        ompiCollectiveName(c.collective) + " algorithms");
        // Every CVAR the launch forces starts at auto: nothing inherited forces another.
        const std::pair<std::string, std::string> automatic{mpichCvarOf(c.collective), "auto"};
        if (std::find(settings.begin(), settings.end(), automatic) == settings.end())
            settings.push_back(automatic);
    }
    if (!tuningFile.empty())
        settings.push_back({"MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE", tuningFile});
    SweepRun r = interleavedRun(commSize, std::move(cases), base, rounds);
    r.mpich = true;
    addMpichLaunchPrefix(r, commSize, launch, settings);
    addPlanRun(r, launch);
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
    if (request.rounds < 1 || request.rounds > ct::protocol::kMaxRounds)
        throw std::invalid_argument("rounds must be in [1, " +
                                    std::to_string(ct::protocol::kMaxRounds) + "]");
    std::vector<SweepRun> runs;
    const std::string dir = request.outDir.empty() ? "." : request.outDir;
    for (int np : request.commSizes) {
        if (request.launches == SweepLaunches::PerCommSize) {
            std::vector<SweepCase> cases;
            for (int c : request.collectives)
                for (int a : mpichSweptAlgorithms(request, c))
                    cases.push_back({c, a, request.sizes});
            runs.push_back(mpichInterleavedLaunch(np, std::move(cases),
                                                  dir + "/sweep-np" + std::to_string(np),
                                                  request.rounds, launch));
            continue;
        }
        for (int c : request.collectives) {
            for (int a : mpichSweptAlgorithms(request, c)) {
                const std::string base = dir + "/" + runName(c, np, a);
                SweepRun r =
                    mpichLaunchCommand(c, np, a, request.sizes, base + ".results.json", launch);
                r.log = base + ".log";
                runs.push_back(std::move(r));
            }
        }
    }
    return runs;
}

}  // namespace ct::tuning
