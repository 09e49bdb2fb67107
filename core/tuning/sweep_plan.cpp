#include "tuning/sweep_plan.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <tuple>

#include <nlohmann/json.hpp>

#include "protocol/results.h"
#include "protocol/run_plan.h"
#include "protocol/sizes.h"
#include "tuning/measured_decision.h"
#include "tuning/mpich_algorithms.h"
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

std::string SweepRun::name() const {
    if (!interleaved()) return runName(collective, commSize, algorithm);
    std::string stem = std::filesystem::path(file).filename().string();
    const std::string suffix = ".results.json";
    if (stem.size() > suffix.size() &&
        stem.compare(stem.size() - suffix.size(), suffix.size(), suffix) == 0)
        stem.resize(stem.size() - suffix.size());
    return stem;
}

int SweepRun::measurements() const {
    if (!interleaved()) return int(sizes.size());
    int n = 0;
    for (const auto& c : cases)
        n += int(c.sizes.size());
    return n;
}

namespace {

// The launcher, the rank count and the MCA settings: --mca K V for Open MPI's launchers,
// OMPI_MCA_K=V in the environment for others (srun).
void addLaunchPrefix(SweepRun& r, int commSize, const LaunchOptions& launch,
                     const std::vector<std::pair<std::string, std::string>>& mca) {
    r.argv = launch.launcher;
    if (isOpenMpiLauncher(launch.launcher)) {
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
}

}  // namespace

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
    addLaunchPrefix(r, commSize, launch, mca);
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

std::vector<int> sweptAlgorithms(const SweepRequest& request, int collective) {
    std::vector<int> algorithms = {0};
    for (const auto& [coll, forced] : request.algorithms)
        if (coll == collective)
            for (int a : forced)
                if (a != 0 &&
                    std::find(algorithms.begin(), algorithms.end(), a) == algorithms.end())
                    algorithms.push_back(a);
    return algorithms;
}

SweepRun interleavedLaunch(int commSize, std::vector<SweepCase> cases, const std::string& base,
                           int rounds, const LaunchOptions& launch,
                           const std::vector<std::pair<std::string, std::string>>& extraMca) {
    SweepRun r = interleavedRun(commSize, std::move(cases), base, rounds);
    // Dynamic rules on, nothing forced by mpirun: the runner forces each case itself (MPI_T).
    std::vector<std::pair<std::string, std::string>> mca = {{"coll_tuned_use_dynamic_rules", "1"}};
    mca.insert(mca.end(), extraMca.begin(), extraMca.end());
    addLaunchPrefix(r, commSize, launch, mca);
    addPlanRun(r, launch);
    return r;
}

SweepRun interleavedRun(int commSize, std::vector<SweepCase> cases, const std::string& base,
                        int rounds) {
    if (cases.empty()) throw std::invalid_argument("an interleaved launch needs cases");
    SweepRun r;
    r.commSize = commSize;
    r.collective = cases.front().collective;
    r.algorithm = cases.front().algorithm;
    std::set<std::uint64_t> all;
    for (const auto& c : cases)
        all.insert(c.sizes.begin(), c.sizes.end());
    r.sizes.assign(all.begin(), all.end());
    r.cases = std::move(cases);
    r.rounds = std::max(1, rounds);
    r.file = base + ".results.json";
    r.planFile = base + ".plan.json";
    r.log = base + ".log";
    return r;
}

void addPlanRun(SweepRun& run, const LaunchOptions& launch) {
    run.argv.insert(run.argv.end(), {launch.runner, "run", "--plan", run.planFile});
    run.argv.insert(run.argv.end(), launch.timing.begin(), launch.timing.end());
    run.argv.insert(run.argv.end(), {"--output", run.file});
}

std::string sweepPlanJson(const SweepRun& run) {
    nlohmann::ordered_json plan;
    plan["format"] = ct::protocol::kPlanFormat;
    plan["version"] = ct::protocol::kPlanVersion;
    plan["timing"] = {{"rounds", std::max(1, run.rounds)}};
    nlohmann::ordered_json cases = nlohmann::ordered_json::array();
    for (const auto& c : run.cases) {
        nlohmann::ordered_json j;
        j["mpi"] = baselineOfCollective(c.collective);
        j["bytes"] = c.sizes;
        if (run.mpich)
            j["mpich_algorithm"] = mpichCvarValueOf(c.collective, c.algorithm);
        else
            j["ompi_algorithm"] = c.algorithm;
        cases.push_back(std::move(j));
    }
    plan["cases"] = std::move(cases);
    return plan.dump(2) + "\n";
}

std::vector<SweepRun> planSweep(const SweepRequest& request, const LaunchOptions& launch) {
    for (int c : request.collectives)
        if (baselineOfCollective(c).empty())
            throw std::invalid_argument("the runner has no MPI baseline for " +
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
                for (int a : sweptAlgorithms(request, c))
                    cases.push_back({c, a, request.sizes});
            runs.push_back(interleavedLaunch(np, std::move(cases),
                                             dir + "/sweep-np" + std::to_string(np), request.rounds,
                                             launch));
            continue;
        }
        for (int c : request.collectives)
            for (int a : sweptAlgorithms(request, c)) {
                const std::string base = dir + "/" + runName(c, np, a);
                SweepRun r = launchCommand(c, np, a, request.sizes, base + ".results.json", launch);
                r.log = base + ".log";
                runs.push_back(std::move(r));
            }
    }
    return runs;
}

namespace {

// "DIR/sweep-np2" of "DIR/sweep-np2.results.json"; continuations "DIR/sweep-np2-resume3".
std::string stemOf(const std::string& file) {
    const std::string suffix = ".results.json";
    if (file.size() > suffix.size() &&
        file.compare(file.size() - suffix.size(), suffix.size(), suffix) == 0)
        return file.substr(0, file.size() - suffix.size());
    return file;
}

std::string continuation(const std::string& file, int k) {
    return stemOf(file) + "-resume" + std::to_string(k);
}

using CaseKey = std::tuple<int, int, std::uint64_t>;  // collective, algorithm, bytes

// The (collective, algorithm, bytes) measured on `commSize` ranks in `files`: ok cases, and in
// a file that ends complete, cases of any status.
std::set<CaseKey> measuredCases(const std::vector<std::string>& files, int commSize) {
    std::set<CaseKey> measured;
    for (const auto& f : files) {
        ct::protocol::ResultsDocument doc;
        try {
            doc = ct::protocol::loadResults(f);
        } catch (const std::exception&) {
            continue;  // unreadable: as if it did not exist
        }
        if (doc.environment.ranks != 0 && doc.environment.ranks != commSize) continue;
        for (const auto& c : doc.cases) {
            if (c.kind != ct::protocol::CaseKind::MpiBaseline) continue;
            if (!doc.complete && c.status != ct::protocol::CaseStatus::Ok) continue;
            const auto collective = collectiveOfBaseline(c.spec.algorithm);
            if (!collective) continue;
            if (const auto algorithm = sweptAlgorithmOf(c, *collective))
                measured.insert({*collective, *algorithm, c.bytes});
        }
    }
    return measured;
}

}  // namespace

std::vector<std::string> runFiles(const SweepRun& run) {
    std::vector<std::string> files;
    std::error_code ec;
    if (std::filesystem::exists(run.file, ec)) files.push_back(run.file);
    if (!run.interleaved()) return files;
    for (int k = 1;; ++k) {
        const std::string next = continuation(run.file, k) + ".results.json";
        if (!std::filesystem::exists(next, ec)) break;
        files.push_back(next);
    }
    return files;
}

std::vector<NamedResults> launchedResults(const std::vector<SweepRun>& launched) {
    std::vector<NamedResults> docs;
    for (const auto& r : launched) {
        if (!r.interleaved()) {
            if (runIsComplete(r.file, r.sizes))
                docs.push_back({r.file, ct::protocol::loadResults(r.file)});
            continue;
        }
        for (const auto& f : runFiles(r))
            try {
                docs.push_back({f, ct::protocol::loadResults(f)});
            } catch (const std::exception&) {
                // unreadable (cut off at its start): it holds nothing measured
            }
    }
    return docs;
}

SweepRun remainingRun(const SweepRun& run) {
    if (!run.interleaved()) {
        SweepRun r = run;
        if (runIsComplete(run.file, run.sizes)) r.sizes.clear();
        return r;
    }
    const std::vector<std::string> files = runFiles(run);
    const std::set<CaseKey> measured = measuredCases(files, run.commSize);
    // (collective, size) units measured whole.
    std::map<std::pair<int, std::uint64_t>, bool> unitDone;
    for (const auto& c : run.cases)
        for (auto b : c.sizes) {
            const auto [it, added] = unitDone.try_emplace({c.collective, b}, true);
            if (!measured.count({c.collective, c.algorithm, b})) it->second = false;
        }
    std::vector<SweepCase> left;
    for (const auto& c : run.cases) {
        SweepCase rest{c.collective, c.algorithm, {}};
        for (auto b : c.sizes)
            if (!unitDone.at({c.collective, b})) rest.sizes.push_back(b);
        if (!rest.sizes.empty()) left.push_back(std::move(rest));
    }
    if (left.size() == run.cases.size() && files.empty()) return run;  // nothing measured yet
    SweepRun r = run;
    r.cases = left;
    std::set<std::uint64_t> all;
    for (const auto& c : left)
        all.insert(c.sizes.begin(), c.sizes.end());
    r.sizes.assign(all.begin(), all.end());
    if (left.empty()) return r;
    r.collective = left.front().collective;
    r.algorithm = left.front().algorithm;
    // The next file: the run's own when it is missing, else the first continuation not written.
    std::error_code ec;
    std::string base = stemOf(run.file);
    for (int k = 1; std::filesystem::exists(base + ".results.json", ec); ++k)
        base = continuation(run.file, k);
    const std::string oldFile = r.file, oldPlan = r.planFile;
    r.file = base + ".results.json";
    r.planFile = base + ".plan.json";
    r.log = base + ".log";
    for (auto& w : r.argv) {
        if (w == oldFile) w = r.file;
        if (w == oldPlan) w = r.planFile;
    }
    return r;
}

bool runIsComplete(const SweepRun& run) {
    if (!run.interleaved()) return runIsComplete(run.file, run.sizes);
    return remainingRun(run).cases.empty();
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
