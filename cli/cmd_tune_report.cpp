#include "cmd_tune_report.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iomanip>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <thread>

#include "algorithms/catalogue/case_program.h"
#include "model/logp_cost.h"
#include "protocol/results.h"
#include "tune_mpich.h"
#include "tuning/ompi_collectives.h"
#include "tuning/sweep_runner.h"
#include "tuning_options.h"

namespace ct::cli {

using namespace ct::tuning;
namespace fs = std::filesystem;

namespace {

// The calltree-runner of this build or installation: beside this program, or where the build
// tree puts it (build/cli/calltree → build/runner/calltree-runner).
std::string defaultRunner() {
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        for (const fs::path& p : {self.parent_path() / "calltree-runner",
                                  self.parent_path().parent_path() / "runner" / "calltree-runner"})
            if (access(p.c_str(), X_OK) == 0) return p.string();
    }
    return "calltree-runner";
}

void addTiming(const Args& args, const char* name, std::vector<std::string>& timing) {
    if (!args.has(name)) return;
    const double value = args.number(name, 0, 0, 1e9);
    std::ostringstream s;
    s << value;
    timing.insert(timing.end(), {std::string("--") + name, s.str()});
}

}  // namespace

const std::vector<std::string>& launchOptionNames() {
    static const std::vector<std::string> names = {"launcher", "hostfile",    "runner",  "warmup",
                                                   "min-reps", "min-seconds", "max-reps"};
    return names;
}

LaunchOptions launchOptions(const Args& args) {
    LaunchOptions o;
    try {
        o.launcher = splitLauncher(args.text("launcher").value_or(defaultLauncherText()));
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--launcher: ") + e.what());
    }
    o.hostfile = args.text("hostfile").value_or("");
    if (!o.hostfile.empty() && !fs::exists(o.hostfile))
        throw UsageError("--hostfile: '" + o.hostfile + "' does not exist");
    o.runner = args.text("runner").value_or(defaultRunner());
    o.coresHere = int(std::thread::hardware_concurrency());
    for (const char* t : {"warmup", "min-reps", "min-seconds", "max-reps"})
        addTiming(args, t, o.timing);
    if (!findExecutable(o.launcher.front()))
        throw UsageError("the launcher '" + o.launcher.front() +
                         "' is not found (install Open MPI: apt-get install openmpi-bin, or give "
                         "--launcher \"mpirun ...\" or --launcher srun)");
    if (!findExecutable(o.runner))
        throw UsageError("the runner '" + o.runner +
                         "' is not found (build it: cmake --build build --target "
                         "calltree-runner, or give --runner PATH)");
    return o;
}

std::vector<NamedResults> loadResultsDir(const std::string& dir) {
    std::vector<std::string> files;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        const std::string name = e.path().filename().string();
        if (e.is_regular_file() && name.size() > 13 &&
            name.compare(name.size() - 13, 13, ".results.json") == 0)
            files.push_back(e.path().string());
    }
    if (ec) throw UsageError("cannot read the folder '" + dir + "': " + ec.message());
    if (files.empty()) throw UsageError("'" + dir + "' holds no *.results.json files");
    std::sort(files.begin(), files.end());
    std::vector<NamedResults> docs;
    for (const auto& f : files) {
        try {
            docs.push_back({f, ct::protocol::loadResults(f)});
        } catch (const std::exception& e) {
            throw UsageError(e.what());
        }
    }
    return docs;
}

LogGPProfile loadProfileUs(const std::string& file) {
    try {
        return bsp::logGPInMicroseconds(loadCaseMachine(file).profile);
    } catch (const std::exception& e) {
        throw UsageError(std::string("--model: ") + e.what());
    }
}

void printComparison(const GuidedComparison& c, const std::string& whose,
                     const std::string& compareDir, std::ostream& out) {
    const auto share = [&](int n) { return c.points ? 100.0 * n / c.points : 0; };
    out << "Against the exhaustive sweep in " << compareDir << ": " << whose
        << " best is within 5 % of the exhaustive best at " << c.bestWithin << " of " << c.points
        << " points (" << std::fixed << std::setprecision(0) << share(c.bestWithin)
        << " %) by the medians, at " << c.withinNoise << " (" << share(c.withinNoise)
        << " %) where the exhaustive sweep's 95 % intervals cannot tell it apart from within 5 %, "
        << "at " << c.withinSameCode << " (" << share(c.withinSameCode)
        << " %) counting as agreeing two bests that run the same code (the same messages through "
           "the same Open MPI function); worst "
        << std::setprecision(1) << 100 * c.worstLoss << " % slower; the table's picks agree at "
        << c.picksAgree << " of " << c.points << ".\n"
        << std::defaultfloat;
}

void printComparisonByGroup(const MeasuredDecision& first, const MeasuredDecision& second,
                            std::ostream& out) {
    const auto only = [](const MeasuredDecision& all, int collective, int ranks) {
        MeasuredDecision part;
        for (const auto& m : all.measurements)
            if (m.collective == collective && m.commSize == ranks) part.measurements.push_back(m);
        for (const auto& p : all.points)
            if (p.collective == collective && p.commSize == ranks) part.points.push_back(p);
        return part;
    };
    std::set<std::pair<int, int>> groups;
    for (const auto& p : first.points)
        groups.insert({p.collective, p.commSize});
    out << "collective ranks  measurements  within 5 % (medians)  within 5 % (intervals)  "
           "within 5 % or same code  picks agree\n";
    for (const auto& [collective, ranks] : groups) {
        const MeasuredDecision a = only(first, collective, ranks),
                               b = only(second, collective, ranks);
        const GuidedComparison c = compareWithExhaustive(a, b);
        out << std::left << std::setw(11) << ompiCollectiveName(collective) << std::setw(7) << ranks
            << std::setw(14)
            << (std::to_string(a.measurements.size()) + "/" + std::to_string(b.measurements.size()))
            << std::setw(22) << (std::to_string(c.bestWithin) + "/" + std::to_string(c.points))
            << std::setw(24) << (std::to_string(c.withinNoise) + "/" + std::to_string(c.points))
            << std::setw(25) << (std::to_string(c.withinSameCode) + "/" + std::to_string(c.points))
            << c.picksAgree << "/" << c.points << "\n"
            << std::right;
    }
}

std::string algorithmLabel(const KnownAlgorithms& known, int collective, int algorithm) {
    if (algorithm == 0)
        return isMpichKnown(known) ? "0 (MPICH's default)" : "0 (Open MPI's default)";
    const std::string name = known.name(collective, algorithm);
    return std::to_string(algorithm) + (name.empty() ? "" : " " + name);
}

namespace {

// Three significant digits, never in exponent form: a preempted run's 8 ms reads "8000".
std::string threeDigits(double us) {
    std::ostringstream o;
    if (us >= 1000)
        o << std::fixed << std::setprecision(0) << us;
    else
        o << std::setprecision(3) << us;
    return o.str();
}

}  // namespace

std::string microseconds(const ct::protocol::Statistics& s) {
    return threeDigits(s.median * 1e6) + " [" + threeDigits(s.ci95Low * 1e6) + ", " +
           threeDigits(s.ci95High * 1e6) + "]";
}

namespace {

nlohmann::ordered_json statsJson(const std::optional<Measurement>& m) {
    if (!m) return nullptr;
    return {{"algorithm", m->algorithm},
            {"median_us", m->stats.median * 1e6},
            {"ci95_low_us", m->stats.ci95Low * 1e6},
            {"ci95_high_us", m->stats.ci95High * 1e6},
            {"count", m->stats.count}};
}

void printJson(const MeasuredDecision& d, const KnownAlgorithms& known, std::ostream& out) {
    nlohmann::ordered_json doc;
    doc["format"] = "calltree-tune-decision";
    doc["points"] = nlohmann::ordered_json::array();
    for (const auto& p : d.points) {
        nlohmann::ordered_json j;
        j["collective"] = ompiCollectiveName(p.collective);
        j["ranks"] = p.commSize;
        j["bytes"] = p.bytes;
        j["message_bytes"] = p.messageBytes;
        j["default"] = statsJson(p.defaultRun);
        j["best"] = statsJson(p.best);
        j["candidates"] = p.candidates;
        j["pick"] = p.chosen;
        j["pick_name"] = p.chosen == 0 ? "default" : known.name(p.collective, p.chosen);
        j["reason"] = toString(p.reason);
        j["gain"] = p.bestGain();
        doc["points"].push_back(j);
    }
    doc["rules"] = nlohmann::ordered_json::array();
    for (const auto& c : d.table.collectives)
        for (const auto& com : c.commSizes)
            for (const auto& r : com.rules)
                doc["rules"].push_back({{"collective", ompiCollectiveName(c.collective)},
                                        {"comm_size", com.commSize},
                                        {"from_bytes", r.minBytes},
                                        {"algorithm", r.algorithm},
                                        {"segment_bytes", r.segmentBytes}});
    doc["notes"] = d.notes;
    out << doc.dump(2) << "\n";
}

}  // namespace

void printDecision(const MeasuredDecision& d, const KnownAlgorithms& known,
                   const std::string& format, std::ostream& out) {
    if (format == "json") return printJson(d, known, out);
    out << "Per point: " << (isMpichKnown(known) ? "MPICH" : "Open MPI")
        << "'s default against the fastest forced algorithm, medians in µs "
           "with their 95 % intervals;\nthe default is replaced only where the intervals are "
           "apart (gain = default / best).\n";
    out << std::left << std::setw(11) << "collective" << std::setw(7) << "ranks" << std::setw(10)
        << "bytes" << std::setw(26) << "default" << std::setw(44) << "best forced" << std::setw(8)
        << "gain"
        << "pick\n";
    int replaced = 0, overlap = 0;
    std::vector<double> gains;
    for (const auto& p : d.points) {
        std::ostringstream gain;
        if (p.bestGain() > 0) gain << std::fixed << std::setprecision(2) << p.bestGain() << "x";
        out << std::setw(11) << ompiCollectiveName(p.collective) << std::setw(7) << p.commSize
            << std::setw(10) << p.bytes << std::setw(26)
            << (p.defaultRun ? microseconds(p.defaultRun->stats) : "-") << std::setw(44)
            << (p.best ? algorithmLabel(known, p.collective, p.best->algorithm) + " " +
                             microseconds(p.best->stats)
                       : "-")
            << std::setw(8) << gain.str() + " "
            << (p.chosen == 0 ? std::string("default")
                              : algorithmLabel(known, p.collective, p.chosen))
            << " (" << toString(p.reason) << ")\n";
        if (p.reason == PickReason::Faster) {
            ++replaced;
            gains.push_back(p.bestGain());
        }
        if (p.reason == PickReason::Overlap) ++overlap;
    }
    out << "\n" << d.points.size() << " point(s): the default mispicks at " << replaced;
    // The median: one default run disturbed by another job would dominate a mean.
    if (replaced > 0) {
        std::sort(gains.begin(), gains.end());
        const double median = ct::protocol::medianOfSorted(gains);
        out << " (median gain " << std::fixed << std::setprecision(2) << median << "x, largest "
            << gains.back() << "x)" << std::defaultfloat;
    }
    out << "; " << overlap << " kept the default where the intervals overlap.\n";
    out << "\nRules (" << (isMpichKnown(known) ? "MPICH's avg_msg_size" : "Open MPI's message size")
        << "; from that size up to the next rule):\n";
    for (const auto& c : d.table.collectives)
        for (const auto& com : c.commSizes) {
            out << "  " << ompiCollectiveName(c.collective) << ", " << com.commSize << " ranks:";
            for (std::size_t i = 0; i < com.rules.size(); ++i)
                out << (i ? ";" : "") << " from " << com.rules[i].minBytes << " B "
                    << algorithmLabel(known, c.collective, com.rules[i].algorithm);
            out << "\n";
        }
    for (const auto& n : d.notes)
        out << "note: " << n << "\n";
}

void exportDecision(const Args& args, const MeasuredDecision& d,
                    const std::vector<NamedResults>& docs, const std::string& how,
                    std::ostream& out) {
    const auto to = args.text("export");
    if (!to) {
        if (args.has("output"))
            throw UsageError("--output needs --export ompi|ompi-json|mpich-json");
        return;
    }
    const auto output = args.text("output");
    if (!output) throw UsageError("--export needs --output FILE");
    Provenance p;
    p.tool = std::string("calltree ") + CALLTREE_VERSION;
    p.how = how;
    std::set<std::string> hosts;
    std::set<int> ranks;
    for (const auto& doc : docs) {
        hosts.insert(doc.results.environment.hosts.begin(), doc.results.environment.hosts.end());
        ranks.insert(doc.results.environment.ranks);
    }
    for (const auto& h : hosts)
        p.machine += (p.machine.empty() ? "" : ",") + h;
    p.ranks = ranks.size() == 1 ? *ranks.begin() : 0;
    p.date = utcNow();
    out << "\n";
    if (d.mpich)
        return exportMpichMeasured(d.table, *to, p, *output, how, mpichBaseTree(args), out);
    writeRulesExport(d.table, *to, p, *output, how, out);
}

}  // namespace ct::cli
