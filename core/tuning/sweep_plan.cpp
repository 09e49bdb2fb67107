#include "tuning/sweep_plan.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "protocol/results.h"
#include "protocol/sizes.h"
#include "tuning/measured_decision.h"
#include "tuning/ompi_collectives.h"

namespace ct::tuning {

std::string defaultLauncherText() {
    return "mpirun --mca pml ob1 --mca btl self,vader";
}

std::vector<std::string> splitLauncher(const std::string& text) {
    std::vector<std::string> words;
    std::istringstream in(text);
    for (std::string w; in >> w;)
        words.push_back(w);
    if (words.empty()) throw std::invalid_argument("the launcher is empty");
    return words;
}

bool isOpenMpiLauncher(const std::vector<std::string>& launcher) {
    if (launcher.empty()) return false;
    const std::string& program = launcher.front();
    const std::string base = program.substr(program.find_last_of('/') + 1);
    return base == "mpirun" || base == "mpiexec" || base == "orterun";
}

std::string runName(int collective, int commSize, int algorithm) {
    return ompiCollectiveName(collective) + "-np" + std::to_string(commSize) + "-alg" +
           std::to_string(algorithm);
}

namespace {

// Quoted for a POSIX shell when needed, so the printed command can be pasted.
std::string shellWord(const std::string& w) {
    if (!w.empty() && w.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                          "0123456789_-./=,:@+") == std::string::npos)
        return w;
    std::string q = "'";
    for (char c : w)
        q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

std::string sizeList(const std::vector<std::uint64_t>& sizes) {
    std::string s;
    for (auto b : sizes) {
        if (!s.empty()) s += ',';
        s += ct::protocol::formatSize(b);
    }
    return s;
}

bool isReduction(int collective) {
    return collective == ompi::kReduce || collective == ompi::kAllreduce;
}

}  // namespace

std::string SweepRun::commandText() const {
    std::string s;
    for (const auto& [k, v] : environment) {
        s += k;
        s += '=';
        s += shellWord(v);
        s += ' ';
    }
    for (std::size_t i = 0; i < argv.size(); ++i) {
        if (i) s += ' ';
        s += shellWord(argv[i]);
    }
    return s;
}

SweepRun launchCommand(int collective, int commSize, int algorithm,
                       const std::vector<std::uint64_t>& sizes, const std::string& file,
                       const LaunchOptions& launch,
                       const std::vector<std::pair<std::string, std::string>>& extraMca) {
    SweepRun r;
    r.collective = collective;
    r.commSize = commSize;
    r.algorithm = algorithm;
    r.file = file;
    r.sizes = sizes;
    std::vector<std::pair<std::string, std::string>> mca = extraMca;
    if (algorithm > 0) {
        mca.insert(mca.begin(), {"coll_tuned_use_dynamic_rules", "1"});
        mca.push_back({"coll_tuned_" + ompiCollectiveName(collective) + "_algorithm",
                       std::to_string(algorithm)});
    }
    r.argv = launch.launcher;
    const bool openMpi = isOpenMpiLauncher(launch.launcher);
    if (openMpi) {
        if (!launch.hostfile.empty()) r.argv.insert(r.argv.end(), {"--hostfile", launch.hostfile});
        r.argv.insert(r.argv.end(), {"-np", std::to_string(commSize)});
        // Without a hostfile the ranks share this machine's cores.
        if (launch.hostfile.empty() && launch.coresHere > 0 && commSize > launch.coresHere)
            r.argv.push_back("--oversubscribe");
        for (const auto& [k, v] : mca)
            r.argv.insert(r.argv.end(), {"--mca", k, v});
    } else {
        r.argv.insert(r.argv.end(), {"-n", std::to_string(commSize)});
        for (const auto& [k, v] : mca)
            r.environment.push_back({"OMPI_MCA_" + k, v});
    }
    r.argv.insert(r.argv.end(), {launch.runner, "run", "--mpi", baselineOfCollective(collective)});
    // --ompi-algorithm 0 makes the runner insist that nothing is forced; a run under a rules
    // file (algorithm < 0) leaves the choice to the file.
    if (algorithm >= 0)
        r.argv.insert(r.argv.end(), {"--ompi-algorithm", std::to_string(algorithm)});
    r.argv.insert(r.argv.end(), {"--bytes", sizeList(sizes)});
    r.argv.insert(r.argv.end(), launch.timing.begin(), launch.timing.end());
    r.argv.insert(r.argv.end(), {"--output", file});
    return r;
}

void checkSweepSizes(const SweepRequest& request) {
    if (request.sizes.empty()) throw std::invalid_argument("no message sizes to measure");
    if (request.commSizes.empty()) throw std::invalid_argument("no communicator sizes (--np)");
    for (int np : request.commSizes)
        if (np < 1)
            throw std::invalid_argument("communicator size " + std::to_string(np) + " is below 1");
    for (int c : request.collectives)
        if (isReduction(c))
            for (auto b : request.sizes)
                if (b % 8 != 0)
                    throw std::invalid_argument(ompiCollectiveName(c) + " reduces doubles: size " +
                                                std::to_string(b) + " is no multiple of 8");
}

std::vector<SweepRun> planSweep(const SweepRequest& request, const LaunchOptions& launch) {
    for (int c : request.collectives)
        if (baselineOfCollective(c).empty())
            throw std::invalid_argument("the runner has no MPI baseline for " +
                                        ompiCollectiveName(c));
    checkSweepSizes(request);
    std::vector<SweepRun> runs;
    const std::string dir = request.outDir.empty() ? "." : request.outDir;
    for (int np : request.commSizes)
        for (int c : request.collectives) {
            std::vector<int> algorithms = {0};
            for (const auto& [coll, forced] : request.algorithms)
                if (coll == c)
                    for (int a : forced)
                        if (a != 0 &&
                            std::find(algorithms.begin(), algorithms.end(), a) == algorithms.end())
                            algorithms.push_back(a);
            for (int a : algorithms) {
                const std::string base = dir + "/" + runName(c, np, a);
                SweepRun r = launchCommand(c, np, a, request.sizes, base + ".results.json", launch);
                r.log = base + ".log";
                runs.push_back(std::move(r));
            }
        }
    return runs;
}

bool runIsComplete(const std::string& path, const std::vector<std::uint64_t>& sizes) {
    try {
        const auto doc = ct::protocol::loadResults(path);
        if (!doc.complete) return false;
        for (auto b : sizes) {
            const bool has = std::any_of(doc.cases.begin(), doc.cases.end(),
                                         [b](const auto& c) { return c.bytes == b; });
            if (!has) return false;
        }
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

}  // namespace ct::tuning
