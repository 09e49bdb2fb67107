// calltree tune verify: run the sweep's collectives again under a rules file and tell, per point,
// the time against the best forced algorithm and against Open MPI's default, and whether the
// file took effect (core/tuning/rules_verification.h).
#include <algorithm>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "cmd_tune_report.h"
#include "commands.h"
#include "protocol/run_plan.h"
#include "tune_mpich.h"
#include "tuning/mpich_algorithms.h"
#include "tuning/mpich_rules.h"
#include "tuning/mpich_sweep.h"
#include "tuning/mpich_verification.h"
#include "tuning/ompi_collectives.h"
#include "tuning/ompi_rules_file.h"
#include "tuning/ompi_rules_reader.h"
#include "tuning/rules_verification.h"
#include "tuning/sweep_plan.h"
#include "tuning/sweep_runner.h"
#include "tuning_options.h"

namespace ct::cli {

using namespace ct::tuning;
namespace fs = std::filesystem;

namespace {

std::string ratioText(double r) {
    if (r <= 0) return "-";
    std::ostringstream s;
    s << std::fixed << std::setprecision(2) << r << "x";
    return s.str();
}

void printText(const RulesVerification& v, const KnownAlgorithms& known, const std::string& file,
               std::ostream& out) {
    out << "Under " << file << " (medians in µs with 95 % intervals; ratios: time under the file "
        << "/ best forced, / default):\n";
    out << std::left << std::setw(11) << "collective" << std::setw(7) << "ranks" << std::setw(10)
        << "bytes" << std::setw(38) << "file picks" << std::setw(30) << "under the file"
        << std::setw(30) << "pick forced, same launch" << std::setw(10) << "vs best"
        << std::setw(12) << "vs default"
        << "effect\n";
    for (const auto& p : v.points)
        out << std::setw(11) << ompiCollectiveName(p.collective) << std::setw(7) << p.commSize
            << std::setw(10) << p.bytes << std::setw(38)
            << algorithmLabel(known, p.collective, p.filePick) << std::setw(30)
            << (p.underRules ? microseconds(p.underRules->stats) : "-") << std::setw(30)
            << (p.pickedHere ? microseconds(p.pickedHere->stats) : "-") << std::setw(10)
            << ratioText(p.againstBest()) << std::setw(12) << ratioText(p.againstDefault())
            << toString(p.effect) << "\n";
    out << "\n"
        << v.inEffect << " point(s) in effect, " << v.notInEffect << " not, " << v.undecided
        << " undecided (the picked algorithm and the default take the same time, or the time "
           "under the file is like neither).\n";
}

void printJson(const RulesVerification& v, const std::string& file, std::ostream& out) {
    nlohmann::ordered_json doc;
    doc["format"] = "calltree-tune-verify";
    doc["rules"] = file;
    doc["took_effect"] = v.tookEffect();
    doc["verdict"] = toString(v.verdict());
    doc["in_effect"] = v.inEffect;
    doc["not_in_effect"] = v.notInEffect;
    doc["undecided"] = v.undecided;
    doc["points"] = nlohmann::ordered_json::array();
    for (const auto& p : v.points) {
        nlohmann::ordered_json j;
        j["collective"] = ompiCollectiveName(p.collective);
        j["ranks"] = p.commSize;
        j["bytes"] = p.bytes;
        j["file_picks"] = p.filePick;
        j["under_rules_us"] = p.underRules
                                  ? nlohmann::ordered_json(p.underRules->stats.median * 1e6)
                                  : nlohmann::ordered_json(nullptr);
        j["pick_forced_us"] = p.pickedHere
                                  ? nlohmann::ordered_json(p.pickedHere->stats.median * 1e6)
                                  : nlohmann::ordered_json(nullptr);
        j["against_best"] = p.againstBest();
        j["against_default"] = p.againstDefault();
        j["effect"] = toString(p.effect);
        doc["points"].push_back(j);
    }
    out << doc.dump(2) << "\n";
}

}  // namespace

void runTuneVerify(const Args& args, std::ostream& out) {
    std::set<std::string> allowed = {"action",    "rules",        "in",        "out",   "format",
                                     "ompi-info", "ompi-version", "tolerance", "rounds"};
    allowed.insert(launchOptionNames().begin(), launchOptionNames().end());
    args.allowOnly(allowed);
    const std::string format = args.text("format").value_or("text");
    if (format != "text" && format != "json")
        throw UsageError("--format: '" + format + "' is not text or json");
    const std::string rulesFile = args.requiredText("rules");
    const std::string sweepDir = args.requiredText("in");
    const double tolerance = args.number("tolerance", 0.10, 0, 10);
    const auto sweepDocs = loadResultsDir(sweepDir);
    MeasuredDecision sweep;
    try {
        sweep = decideFromResults(sweepDocs);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    if (sweep.points.empty()) throw UsageError("'" + sweepDir + "' holds no usable measurements");
    // A sweep under MPICH is verified under MPICH with its selection file (tune_mpich.h).
    const bool mpich = sweep.mpich;
    const KnownAlgorithms known = mpich ? mpichKnownAlgorithms() : knownAlgorithms(args);
    FilePick pick;
    const std::string absoluteRules = fs::absolute(rulesFile).string();
    if (mpich) {
        const std::string text = readWholeFile(rulesFile);
        const std::string version = installedMpichVersion();
        const MpichCheck check = checkMpichJson(text, version);
        if (!check.findings.empty())
            throw std::runtime_error(rulesFile + ":" + std::to_string(check.findings.front().line) +
                                     ": " + check.findings.front().message +
                                     (version.empty() ? "" : " (MPICH " + version + ")") +
                                     "; calltree rules check " + rulesFile +
                                     " lists every problem");
        pick = mpichFilePick(text);
    } else {
        // As the installed Open MPI reads it: 6.0 JSON or classic (ompi_rules_file.h).
        const OmpiRulesFile read = readOmpiRulesFile(readWholeFile(rulesFile), known);
        if (!read.loads)
            throw std::runtime_error(rulesFile +
                                     ": Open MPI ignores this file and keeps its fixed decisions; "
                                     "calltree rules check " +
                                     rulesFile + " says why");
        pick = read.pick;
    }
    const LaunchOptions launch = mpich ? mpichLaunchOptions(args) : launchOptions(args);
    const std::string outDir = args.text("out").value_or(sweepDir + "/verify");
    std::error_code ec;
    fs::create_directories(outDir, ec);
    if (ec) throw UsageError("--out: cannot create '" + outDir + "': " + ec.message());

    // One interleaved launch per communicator size, the file's own choice beside the algorithms
    // it picks forced by the runner (Open MPI: verificationLaunch; MPICH: its CVARs via MPI_T).
    const int rounds =
        int(args.integer("rounds", ct::tuning::kDefaultSweepRounds, 1, ct::protocol::kMaxRounds));
    std::vector<SweepRun> runs;
    if (mpich) {
        runs = planMpichRulesVerification(sweep, pick, outDir, rounds, launch, absoluteRules);
    } else {
        runs = planRulesVerification(sweep, pick, outDir, rounds, launch, absoluteRules);
    }
    std::vector<NamedResults> underDocs;
    SweepRunner runner;
    int index = 0;
    for (const auto& run : runs) {
        for (const auto& f : runFiles(run))
            fs::remove(f, ec);  // a verification measures now, it never resumes
        std::cerr << "tune verify: [" << ++index << "/" << runs.size() << "] " << run.commandText()
                  << "\n";
        const SweepSummary s = runner.run({run});
        if (s.interrupted) throw Interrupted("tune verify: interrupted");
        if (s.failed > 0) throw std::runtime_error(s.failures.front());
        underDocs.push_back({run.file, ct::protocol::loadResults(run.file)});
    }
    // MPICH aborts on a file it cannot read: one that did not take effect never reached the ranks.
    const MpichDelivery delivery =
        mpich ? mpichDelivery(underDocs, absoluteRules) : MpichDelivery{};
    std::string notReceived;
    for (const std::string& line : delivery.notReceived)
        notReceived += "\n  " + line;
    std::vector<std::string> notes;
    const auto underRules = collectRulesMeasurements(underDocs, notes);
    const RulesVerification v = verifyRules(sweep, pick, underRules, tolerance);
    std::ostringstream report;
    if (format == "json")
        printJson(v, rulesFile, report);
    else
        printText(v, known, rulesFile, report);
    if (!notReceived.empty())
        throw ProblemsFound(report.str(),
                            rulesFile +
                                " did not take effect: the ranks did not receive "
                                "MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE=" +
                                absoluteRules +
                                ", so MPICH used its built-in selection:" + notReceived);
    // MPICH applies a selection file it receives with the algorithm CVARs auto, or aborts: the
    // runs' record of the file is the evidence, and times from two launches that disagree with
    // it are the machine's drift between launches, said but not taken for a verdict.
    const bool cvarsAuto = delivery.cvarsAuto;
    if (!v.tookEffect() && mpich && cvarsAuto) {
        if (format == "text")
            report << rulesFile << ": the times read as MPICH's default's at " << v.notInEffect
                   << " point(s), but every run received it with the algorithm CVARs auto, and "
                      "MPICH applies a selection file it receives or aborts: the launches "
                      "differ in time, the file is in effect.\n";
        out << report.str();
        return;
    }
    if (v.verdict() == FileVerdict::Contradictory)
        throw ProblemsFound(
            report.str(), rulesFile + ": the points disagree (" + std::to_string(v.inEffect) +
                              " in effect, " + std::to_string(v.notInEffect) + " NOT in effect); " +
                              (mpich ? "MPICH" : "Open MPI") +
                              " reads a rules file whole or not at all when it starts, so some "
                              "of these times are the launch's noise: verify again (more "
                              "--rounds, a quiet host)");
    if (!v.tookEffect())
        throw ProblemsFound(report.str(),
                            rulesFile +
                                " did not take effect: where it picks another algorithm "
                                "the times are " +
                                (mpich ? "MPICH's" : "Open MPI's") + " default's" +
                                (mpich ? " (the runs did not have the algorithm CVARs auto)" : ""));
    if (format == "text")
        report << rulesFile
               << (v.verdict() == FileVerdict::InEffect ? " took effect.\n"
                   : v.verdict() == FileVerdict::CannotTell
                       ? ": the times cannot tell whether it took effect (every point where it "
                         "picks another algorithm is undecided).\n"
                       : std::string(": it keeps ") + (mpich ? "MPICH" : "Open MPI") +
                             "'s default at every measured point, so no other algorithm's time "
                             "can show it in effect.\n");
    out << report.str();
}

}  // namespace ct::cli
