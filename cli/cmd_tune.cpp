// calltree tune sweep|decide|verify|compare: measure Open MPI's collective algorithms (per
// communicator size one mpirun whose cases, every forced algorithm and the default, run
// interleaved in rounds; or one forced setting per mpirun), decide per point with statistical care
// (core/tuning/measured_decision.h), export the rules, and check under the exported file that it
// takes effect (cmd_tune_verify.cpp).
#include <csignal>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "algorithms/catalogue/case_program.h"
#include "cmd_tune_report.h"
#include "commands.h"
#include "model/logp_cost.h"
#include "protocol/run_plan.h"
#include "protocol/sizes.h"
#include "tune_mpich.h"
#include "tuning/model_guided.h"
#include "tuning/mpich_sweep.h"
#include "tuning/ompi_collectives.h"
#include "tuning/sweep_plan.h"
#include "tuning/sweep_runner.h"
#include "tuning_options.h"

namespace ct::cli {

using namespace ct::tuning;

namespace {

volatile std::sig_atomic_t g_interrupted = 0;
void onInterrupt(int) {
    g_interrupted = 1;
}

// Ctrl+C reaches mpirun (same process group), which stops its ranks; this process only notes
// it, stops after that run and keeps what was measured.
class InterruptGuard {
public:
    InterruptGuard() {
        g_interrupted = 0;
        struct sigaction sa {};
        sa.sa_handler = onInterrupt;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGINT, &sa, &m_oldInt);
        sigaction(SIGTERM, &sa, &m_oldTerm);
    }
    ~InterruptGuard() {
        sigaction(SIGINT, &m_oldInt, nullptr);
        sigaction(SIGTERM, &m_oldTerm, nullptr);
    }
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;

private:
    struct sigaction m_oldInt {
    }, m_oldTerm{};
};

std::vector<std::string> splitCommas(const std::string& s) {
    std::vector<std::string> out;
    std::istringstream in(s);
    for (std::string item; std::getline(in, item, ',');)
        if (!item.empty()) out.push_back(item);
    return out;
}

std::vector<int> collectivesOption(const Args& args) {
    std::vector<int> ids;
    for (const auto& name :
         splitCommas(args.text("collectives").value_or("bcast,reduce,allreduce"))) {
        const auto id = ompiCollectiveId(name);
        if (!id || baselineOfCollective(*id).empty())
            throw UsageError("--collectives: '" + name +
                             "' is not one the runner measures (bcast, reduce, allreduce, "
                             "allgather, alltoall)");
        ids.push_back(*id);
    }
    if (ids.empty()) throw UsageError("--collectives: no collective given");
    return ids;
}

std::vector<std::uint64_t> sizesOption(const Args& args) {
    try {
        return ct::protocol::parseSizeList(args.text("sizes").value_or("8..1M"));
    } catch (const ct::protocol::SizeError& e) {
        throw UsageError(std::string("--sizes: ") + e.what());
    }
}

std::vector<int> npOption(const Args& args) {
    try {
        std::vector<int> np;
        for (auto n : ct::protocol::parseNumberList(args.text("np").value_or("2"), 1, 1 << 20))
            np.push_back(int(n));
        return np;
    } catch (const ct::protocol::SizeError& e) {
        throw UsageError(std::string("--np ") + e.what());
    }
}

// Per collective the forced algorithms: --algorithms N,N (each must be one the installed Open
// MPI knows for every collective measured), else all it knows but 0.
std::vector<std::pair<int, std::vector<int>>> algorithmsOption(const Args& args,
                                                               const std::vector<int>& collectives,
                                                               const KnownAlgorithms& known) {
    std::vector<std::pair<int, std::vector<int>>> out;
    std::vector<std::uint64_t> asked;
    if (const auto list = args.text("algorithms")) try {
            asked = ct::protocol::parseNumberList(*list, 1, 1000);
        } catch (const ct::protocol::SizeError& e) {
            throw UsageError(std::string("--algorithms ") + e.what());
        }
    for (int c : collectives) {
        std::vector<int> forced;
        const auto names = known.names.find(c);
        if (asked.empty()) {
            if (names != known.names.end())
                for (const auto& [a, name] : names->second)
                    if (a != 0) forced.push_back(a);
        } else {
            for (auto a : asked) {
                if (known.knows(c, int(a)) != true)
                    throw UsageError("--algorithms: " + std::to_string(a) + " is not one of the " +
                                     ompiCollectiveName(c) + " algorithms " + known.source +
                                     " lists");
                forced.push_back(int(a));
            }
        }
        out.push_back({c, forced});
    }
    return out;
}

// What the model saved and, against an exhaustive sweep, what it cost.
void printGuided(const GuidedPlan& plan, const std::vector<VerificationVerdict>& verdicts,
                 const MeasuredDecision& d, const std::optional<MeasuredDecision>& exhaustive,
                 const std::string& compareDir, const KnownAlgorithms& known, std::ostream& out) {
    const int taken = plan.measurements(), all = plan.exhaustive();
    out << "Model-guided: " << taken << " of " << all << " measurements (" << std::fixed
        << std::setprecision(1) << double(all) / std::max(taken, 1) << "x fewer), "
        << plan.runs.size() << " mpirun launches.\n";
    // Algorithms without a catalogue twin, once per collective.
    std::set<int> told;
    for (const auto& p : plan.points) {
        if (p.unpredicted.empty() || !told.insert(p.collective).second) continue;
        std::string list;
        for (int a : p.unpredicted) {
            if (!list.empty()) list += ", ";
            list += algorithmLabel(known, p.collective, a);
        }
        out << "  no prediction (measured everywhere): " << ompiCollectiveName(p.collective) << " "
            << list << "\n";
    }
    // Adaptive: where the verification points showed the margin missing the measured best.
    if (!verdicts.empty()) {
        int missed = 0, adapted = 0;
        for (const auto& v : verdicts)
            missed += v.missed;
        for (const auto& p : plan.points)
            adapted += p.adapted;
        out << "  adaptive: the algorithms within the margin missed the measured best by more "
               "than 5 % at "
            << missed << " of " << verdicts.size() << " verification point(s); " << adapted
            << " size(s) next to them measured every algorithm\n";
        for (const auto& v : verdicts)
            if (v.missed)
                out << "    " << ompiCollectiveName(v.collective) << " " << v.commSize << " ranks "
                    << v.bytes << " B: best " << algorithmLabel(known, v.collective, v.measuredBest)
                    << ", within the margin "
                    << (v.marginBest ? algorithmLabel(known, v.collective, v.marginBest) + " " +
                                           std::to_string(int(100 * v.loss + 0.5)) + " % slower"
                                     : std::string("none measured"))
                    << "\n";
    }
    // Oversubscribed communicator sizes, once each.
    std::set<int> shared;
    for (const auto& p : plan.points)
        if (p.oversubscribed && shared.insert(p.commSize).second)
            out << "  " << p.commSize << " ranks share this machine's cores: every algorithm "
                << "measured there (the model gives each rank a processor of its own)\n";
    // Identical programs, once per (collective, ranks, class), with the sizes where they are.
    std::map<std::tuple<int, int, int, std::string>, std::vector<std::uint64_t>> same;
    for (const auto& p : plan.points) {
        std::map<int, std::string> members;
        for (const auto& [a, representative] : p.sameProgramAs)
            members[representative] += " = " + algorithmLabel(known, p.collective, a);
        for (const auto& [representative, rest] : members)
            same[{p.collective, p.commSize, representative, rest}].push_back(p.bytes);
    }
    for (const auto& [key, sizes] : same) {
        const auto& [collective, ranks, representative, rest] = key;
        out << "  same program, measured once: " << ompiCollectiveName(collective) << " " << ranks
            << " ranks " << algorithmLabel(known, collective, representative) << rest << " ("
            << sizes.size() << " size(s), " << sizes.front() << "–" << sizes.back() << " B)\n";
    }
    if (exhaustive)
        printComparison(compareWithExhaustive(d, *exhaustive), "the guided", compareDir, out);
    out << std::defaultfloat << "\n";
}

DecideOptions decideOptions(const Args& args) {
    DecideOptions o;
    o.minGain = args.number("min-gain", 0, 0, 100);
    return o;
}

// How a sweep was made, for the export's header: its files, launches and launcher.
std::string sweepHow(const std::string& dir, std::size_t files, const LaunchOptions& launch,
                     const SweepRequest& request, bool mpich) {
    std::string launcher;
    for (const auto& w : launch.launcher)
        launcher += (launcher.empty() ? "" : " ") + w;
    const std::string rounds = std::to_string(request.rounds) + " round(s)";
    std::string how;
    if (request.launches == SweepLaunches::PerCommSize)
        how = mpich ? ", one launch per communicator size, each MPICH algorithm forced by the "
                      "runner writing MPIR_CVAR_<COLLECTIVE>_INTRA_ALGORITHM through MPI_T, "
                      "interleaved in " +
                          rounds
                    : ", one mpirun per communicator size with --mca coll_tuned_use_dynamic_rules "
                      "1, each algorithm forced by the runner through MPI_T, interleaved in " +
                          rounds;
    else
        how = mpich ? ", one launch per MPICH algorithm forced with MPIR_CVAR_<COLLECTIVE>_INTRA_"
                      "ALGORITHM"
                    : ", one mpirun per algorithm forced with --mca coll_tuned_use_dynamic_rules 1 "
                      "--mca coll_tuned_<collective>_algorithm K";
    return std::string("calltree tune sweep") + (mpich ? " --mpi mpich" : "") + ": " +
           std::to_string(files) + " results files in " + dir + how + " (launched as: " + launcher +
           ")";
}

// decideFromResults; results of Open MPI and MPICH mixed are a usage error.
MeasuredDecision decideChecked(const std::vector<NamedResults>& docs, const DecideOptions& o) {
    try {
        return decideFromResults(docs, o);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
}

// "0–9" for consecutive numbers, "0,1,6" otherwise.
std::string numberList(const std::vector<int>& numbers) {
    std::string s;
    for (std::size_t i = 0; i < numbers.size();) {
        std::size_t j = i;
        while (j + 1 < numbers.size() && numbers[j + 1] == numbers[j] + 1)
            ++j;
        if (!s.empty()) s.push_back(',');
        s.append(std::to_string(numbers[i]));
        if (j > i) s.append(j >= i + 2 ? "–" : ",").append(std::to_string(numbers[j]));
        i = j + 1;
    }
    return s;
}

// What a launch measures: "bcast np 2 algorithm 6 binomial", or for an interleaved one
// "np 2: bcast 0–9, reduce 0–7 interleaved in 200 rounds (306 measurements)".
std::string launchLabel(const SweepProgress& p, const KnownAlgorithms& known) {
    const SweepRun& r = *p.run;
    if (!r.interleaved())
        return ompiCollectiveName(r.collective) + " np " + std::to_string(r.commSize) +
               " algorithm " + algorithmLabel(known, r.collective, r.algorithm);
    std::vector<std::pair<int, std::vector<int>>> byCollective;
    for (const auto& c : r.cases) {
        if (byCollective.empty() || byCollective.back().first != c.collective)
            byCollective.push_back({c.collective, {}});
        byCollective.back().second.push_back(c.algorithm);
    }
    std::string s = "np " + std::to_string(r.commSize) + ":";
    for (std::size_t i = 0; i < byCollective.size(); ++i)
        s += (i ? ", " : " ") + ompiCollectiveName(byCollective[i].first) + " " +
             numberList(byCollective[i].second);
    s += " interleaved in " + std::to_string(r.rounds) + " round(s) (" +
         std::to_string(r.measurements()) + " measurements";
    if (p.resumed) s += " left, into " + r.file;
    return s + ")";
}

// Runs `runs` with one progress line per start and end of a launch on stderr; Ctrl+C stops
// after the launch under way (see InterruptGuard).
SweepSummary launchAll(const std::vector<SweepRun>& runs, const KnownAlgorithms& known) {
    SweepRunner runner;
    runner.cancelled = [] { return g_interrupted != 0; };
    runner.progress = [&known](const SweepProgress& p) {
        std::cerr << "tune: [" << p.index << "/" << p.total << "] " << launchLabel(p, known)
                  << ": ";
        if (p.started)
            std::cerr << "running ...\n";
        else if (p.outcome == RunOutcome::Skipped)
            std::cerr << toString(p.outcome) << "\n";
        else
            std::cerr << toString(p.outcome) << " in " << std::fixed << std::setprecision(1)
                      << p.seconds << " s" << std::defaultfloat
                      << (p.outcome == RunOutcome::Failed
                              ? " (exit status " + std::to_string(p.exitStatus) + ", " +
                                    (p.problem.empty() ? "" : p.problem + "; see ") + p.run->log +
                                    ")"
                              : std::string())
                      << "\n";
        std::cerr.flush();
    };
    InterruptGuard guard;
    return runner.run(runs);
}

void sweep(const Args& args, std::ostream& out) {
    std::vector<std::string> known_ = {"action",
                                       "collectives",
                                       "np",
                                       "sizes",
                                       "out",
                                       "algorithms",
                                       "ompi-info",
                                       "ompi-version",
                                       "export",
                                       "output",
                                       "format",
                                       "model",
                                       "margin",
                                       "verify-every",
                                       "compare",
                                       "min-gain",
                                       "merge-identical",
                                       "mpi",
                                       "mpich-base",
                                       "rounds",
                                       "launch-per-algorithm",
                                       "adaptive"};
    known_.insert(known_.end(), launchOptionNames().begin(), launchOptionNames().end());
    args.allowOnly(std::set<std::string>(known_.begin(), known_.end()));
    const std::string format = args.text("format").value_or("text");
    if (format != "text" && format != "json")
        throw UsageError("--format: '" + format + "' is not text or json");
    SweepRequest request;
    request.collectives = collectivesOption(args);
    request.commSizes = npOption(args);
    request.sizes = sizesOption(args);
    request.outDir = args.requiredText("out");
    // Under MPICH the algorithms are MPICH's, forced by CVAR (tune_mpich.h).
    const bool mpich = mpichRequested(args);
    const KnownAlgorithms known = mpich ? mpichKnownAlgorithms() : knownAlgorithms(args);
    request.algorithms = algorithmsOption(args, request.collectives, known);
    if (args.has("export") && !args.has("output")) throw UsageError("--export needs --output FILE");
    if (mpich && args.has("model"))
        throw UsageError(
            "--model: model-guided tuning predicts Open MPI's algorithms; not with "
            "--mpi mpich");
    // Every algorithm of a communicator size runs in one launch, interleaved: the runner forces
    // each case's algorithm itself (Open MPI: a communicator per algorithm; MPICH: its CVAR
    // written through MPI_T around the case).
    if (args.has("launch-per-algorithm") && args.has("rounds"))
        throw UsageError(
            "--rounds interleaves the algorithms of one launch; --launch-per-algorithm has one "
            "algorithm per launch");
    request.launches =
        args.has("launch-per-algorithm") ? SweepLaunches::PerAlgorithm : SweepLaunches::PerCommSize;
    request.rounds =
        int(args.integer("rounds", ct::tuning::kDefaultSweepRounds, 1, ct::protocol::kMaxRounds));
    const LaunchOptions launch = mpich ? mpichLaunchOptions(args) : launchOptions(args);
    std::vector<SweepRun> runs;
    std::optional<GuidedPlan> guided;
    const bool adaptive = args.has("adaptive");
    try {
        if (const auto model = args.text("model")) {
            GuidedOptions options;
            options.margin = args.number("margin", 0.25, 0, 100);
            options.verifyEvery = int(args.integer("verify-every", 4, 0, 1000));
            options.mergeIdentical = args.has("merge-identical");
            options.adaptive = adaptive;
            if (adaptive && options.verifyEvery == 0)
                throw UsageError(
                    "--adaptive adapts to the verification points: not with "
                    "--verify-every 0");
            guided = planGuided(request, launch, loadProfileUs(*model), options);
            runs = guided->runs;
        } else {
            if (args.has("margin") || args.has("verify-every") || args.has("compare") ||
                args.has("merge-identical") || adaptive)
                throw UsageError(
                    "--margin, --verify-every, --merge-identical, --adaptive and --compare need "
                    "--model PROFILE");
            runs = mpich ? planMpichSweep(request, launch) : planSweep(request, launch);
        }
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    std::optional<MeasuredDecision> exhaustive;
    if (const auto dir = args.text("compare"))
        exhaustive = decideFromResults(loadResultsDir(*dir), decideOptions(args));
    std::error_code ec;
    std::filesystem::create_directories(request.outDir, ec);
    if (ec) throw UsageError("--out: cannot create '" + request.outDir + "': " + ec.message());

    const auto interrupted = [&request](const SweepSummary& s, std::size_t total) {
        return Interrupted("interrupted: " + std::to_string(s.skipped + s.measured) + " of " +
                           std::to_string(total) + " run(s) complete in " + request.outDir +
                           "; run the same command again to resume");
    };
    SweepSummary summary = launchAll(runs, known);
    if (summary.interrupted) throw interrupted(summary, runs.size());
    std::vector<VerificationVerdict> verdicts;
    if (guided && adaptive) {
        // The verification points are measured: adapt the other points to what they showed,
        // then measure those.
        AdaptedRest adapted;
        try {
            adapted = adaptAfterVerification(*guided, runs, request, launch, 0.05);
        } catch (const std::invalid_argument& e) {
            throw UsageError(e.what());
        }
        verdicts = std::move(adapted.verdicts);
        const std::vector<SweepRun> rest = std::move(adapted.runs);
        const SweepSummary second = launchAll(rest, known);
        summary.measured += second.measured;
        summary.skipped += second.skipped;
        summary.failed += second.failed;
        summary.failures.insert(summary.failures.end(), second.failures.begin(),
                                second.failures.end());
        runs.insert(runs.end(), rest.begin(), rest.end());
        guided->runs = runs;
        if (second.interrupted) {
            summary.interrupted = true;
            throw interrupted(summary, runs.size());
        }
    }
    const std::vector<NamedResults> docs = launchedResults(runs);
    const MeasuredDecision d = decideChecked(docs, decideOptions(args));
    std::ostringstream report;
    if (format == "text")
        report << "Sweep: " << runs.size() << " run(s) in " << request.outDir << ": "
               << summary.measured << " measured, " << summary.skipped << " already complete, "
               << summary.failed << " failed.\n\n";
    if (guided && format == "text")
        printGuided(*guided, verdicts, d, exhaustive, args.text("compare").value_or(""), known,
                    report);
    printDecision(d, known, format, report);
    // With --format json stdout carries one document; the export's usage lines go to stderr.
    exportDecision(args, d, docs, sweepHow(request.outDir, docs.size(), launch, request, mpich),
                   format == "json" ? std::cerr : report);
    if (summary.failed > 0) {
        std::string failures;
        for (const auto& f : summary.failures)
            failures += "\n  " + f;
        throw ProblemsFound(report.str(), std::to_string(summary.failed) +
                                              " run(s) failed (decided without them):" + failures);
    }
    out << report.str();
}

void decideDir(const Args& args, std::ostream& out) {
    args.allowOnly({"action", "in", "ompi-info", "ompi-version", "export", "output", "format",
                    "min-gain", "mpich-base"});
    const std::string format = args.text("format").value_or("text");
    if (format != "text" && format != "json")
        throw UsageError("--format: '" + format + "' is not text or json");
    const std::string dir = args.requiredText("in");
    const auto docs = loadResultsDir(dir);
    const MeasuredDecision d = decideChecked(docs, decideOptions(args));
    printDecision(d, d.mpich ? mpichKnownAlgorithms() : knownAlgorithms(args), format, out);
    exportDecision(
        args, d, docs,
        "calltree tune decide: " + std::to_string(docs.size()) + " results files in " + dir,
        format == "json" ? std::cerr : out);
}

// Two sweeps' folders: how the first one's best per point fares in the second (the exhaustive
// one). Two exhaustive sweeps compared so give the ceiling a guided sweep can reach.
void compareDirs(const Args& args, std::ostream& out) {
    args.allowOnly({"action", "in", "with", "min-gain"});
    const std::string dir = args.requiredText("in"), with = args.requiredText("with");
    const MeasuredDecision d = decideFromResults(loadResultsDir(dir), decideOptions(args));
    const MeasuredDecision e = decideFromResults(loadResultsDir(with), decideOptions(args));
    const std::size_t cases = std::max<std::size_t>(d.measurements.size(), 1);
    out << dir << ": " << d.measurements.size() << " measurements; " << with << ": "
        << e.measurements.size() << " measurements (" << std::fixed << std::setprecision(1)
        << double(e.measurements.size()) / double(cases) << "x).\n"
        << std::defaultfloat;
    printComparison(compareWithExhaustive(d, e), "the " + dir, with, out);
    printComparisonByGroup(d, e, out);
}

}  // namespace

void runTune(const Args& args, std::ostream& out) {
    const auto action = args.text("action");
    if (!action)
        throw UsageError("an action is needed: calltree tune sweep|decide|verify|compare|replay");
    if (*action == "sweep") return sweep(args, out);
    if (*action == "decide") return decideDir(args, out);
    if (*action == "verify") return runTuneVerify(args, out);
    if (*action == "compare") return compareDirs(args, out);
    if (*action == "replay") return runTuneReplay(args, out);
    throw UsageError("'" + *action +
                     "' is not a tune action (sweep, decide, verify, compare, replay)");
}

}  // namespace ct::cli
