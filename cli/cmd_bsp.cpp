// calltree optimize / cost / validate: schedules of Bonorden's (2002) BSP sub-call model.
#include <filesystem>
#include <functional>
#include <iomanip>
#include <sstream>

#include "commands_bsp.h"
#include "file_options.h"
#include "io/atomic_file.h"
#include "io/json_writer.h"
#include "model_options.h"
#include "protocol/json_check.h"
#include "protocol/machine_json.h"
#include "schedule/logp_search.h"
#include "schedule/pure_schedules.h"
#include "schedule/schedule_file.h"
#include "schedule/search.h"

namespace ct::cli {
namespace {

using namespace ct::bsp;

const bsp::ProblemInfo& readProblem(const Args& args) {
    const std::string name = args.requiredText("problem");
    const auto id = parseScheduleProblem(name);
    if (const bsp::ProblemInfo* p = id ? standardLibrary().problem(*id) : nullptr) return *p;
    std::string names;
    for (const auto& p : standardLibrary().problems())
        names += (names.empty() ? "" : ", ") + p.name();
    throw UsageError("--problem '" + name + "' is unknown (problems: " + names + ")");
}

// Figure 18's table: algorithm, variant, input, index, data procs, calc procs, count, parallel,
// bsp time; children indented under their parent.
void printTree(std::ostream& out, const CallNode& n, int depth, int index) {
    std::ostringstream name;
    name << std::string(std::size_t(depth) * 2, ' ') << n.algorithm;
    out << std::left << std::setw(32) << name.str() << std::setw(18) << n.variantName
        << std::setw(24) << n.input.toString() << std::right << std::setw(5) << index
        << std::setw(7) << n.dataProcs << std::setw(7) << n.calcProcs << std::setw(6) << n.count
        << std::setw(9) << n.parallel << "  " << formatNumber(n.cost) << "\n";
    for (std::size_t i = 0; i < n.children.size(); ++i)
        printTree(out, n.children[i], depth + 1, int(i) + 1);
}

void printSchedule(std::ostream& out, const Schedule& s) {
    const Library& lib = logpLibrary();
    const bool logp = s.machine.kind == ModelKind::LogGP;
    out << scheduleName(s.problem) << " (" << s.input.toString() << ") on " << s.dataProcs
        << " processors, machine " << s.machine.name
        << (logp ? " (LogGP: costs are simulated)" : "") << "\n"
        << "schedule " << compactName(s.tree, lib) << "\n"
        << "cost " << formatNumber(s.tree.cost) << " " << costUnit(s.machine);
    if (auto ns = costInNanoseconds(s.machine, s.tree.cost, s.tree.calcProcs); ns && !logp)
        // A reading, not a round-trip value: four significant digits are what Table 1 supports.
        out << " = " << formatSignificant(*ns / 1e3, 4) << " µs";
    out << "\n\n";
    out << std::left << std::setw(32) << "algorithm" << std::setw(18) << "variant" << std::setw(24)
        << "input" << std::right << std::setw(5) << "index" << std::setw(7) << "data"
        << std::setw(7) << "calc" << std::setw(6) << "count" << std::setw(9) << "parallel"
        << (logp ? "  simulated time\n" : "  bsp time\n");
    printTree(out, s.tree, 0, 1);
}

Schedule readScheduleFile(const Args& args) {
    const std::string file = inputFile(args, "file");
    try {
        // The larger library: LogP-only algorithms are refused under BSP* when costs are checked.
        return loadScheduleFile(file, logpLibrary());
    } catch (const FormatError& e) {
        // A bad file is a bad argument (exit 2), like a bad option.
        throw UsageError(file + ": " + e.what());
    }
}

}  // namespace

MachineProfile readMachine(const Args& args) {
    const std::string name = args.requiredText("machine");
    // A name ("psc2-tcp") or a file; a path is checked as a file first.
    if (std::filesystem::exists(name) || name.find('/') != std::string::npos)
        inputFile(args, "machine");
    try {
        return resolveMachine(name);
    } catch (const std::exception& e) {
        // Unknown names and bad files alike: a bad argument (exit 2).
        throw UsageError(std::string("--machine: ") + e.what());
    }
}

void runOptimize(const Args& args, std::ostream& out) {
    args.allowOnly(
        {"machine", "problem", "input", "procs", "calc-procs", "algorithm", "output", "format"});
    const Format format = readFormat(args, {Format::Text, Format::Json});
    const std::optional<std::string> output = outputFile(args, "output");
    Schedule s;
    s.machine = readMachine(args);
    s.machineEmbedded = !builtinMachine(s.machine.name).has_value();
    const bsp::ProblemInfo& problem = readProblem(args);
    s.problem = problem.id;
    try {
        s.input = parseInput(problem, args.requiredText("input"));
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--input: ") + e.what());
    }
    s.dataProcs = int(args.requiredInteger("procs", 1, 1 << 24));
    s.calcProcs = int(args.integer("calc-procs", s.dataProcs, s.dataProcs, 1 << 24));
    const SearchRequest request{s.problem, s.input, s.dataProcs, s.calcProcs};
    std::optional<CallNode> best;
    if (s.machine.kind == ModelKind::LogGP) {
        if (s.calcProcs > kMaxSimulatedProcs)
            throw UsageError("--procs: under a LogP profile schedules are simulated, on at most " +
                             std::to_string(kMaxSimulatedProcs) + " processors");
        LogPOptimizer opt(logpLibrary(), s.machine.logp);
        best = opt.optimize(request);
        if (!best)
            throw std::runtime_error(
                "no schedule for " + std::string(scheduleName(s.problem)) +
                " expands to a program; under a LogP profile only Broadcast, "
                "Reduce, ReduceAll, Scan, ScanAll, EdgeMinimum and SegmentMinimum schedules are "
                "costed (by simulation)");
    } else if (const auto root = args.text("algorithm")) {
        // The cheapest schedule whose root runs this algorithm: each algorithm's own figure,
        // as the thesis measures every MST algorithm (Bonorden 2002 Figures 13, 14).
        const Library& lib = standardLibrary();
        const bsp::Algorithm* a = lib.algorithm(*root);
        if (!a || a->problem != s.problem) {
            std::string names;
            for (std::size_t i : lib.algorithmsFor(s.problem))
                names += (names.empty() ? "" : ", ") + lib.algorithms()[i].name;
            throw UsageError("--algorithm '" + *root + "' does not solve " +
                             scheduleName(s.problem) + " (its algorithms: " + names + ")");
        }
        Optimizer opt(lib, s.machine.bsp);
        best = bestStartingWith(opt, lib, s.machine.bsp, request, *root);
        if (!best)
            throw std::runtime_error("no valid schedule for " +
                                     std::string(scheduleName(s.problem)) + " (" +
                                     s.input.toString() + ") on " + std::to_string(s.dataProcs) +
                                     " processors starts with " + *root);
    } else {
        Optimizer opt(standardLibrary(), s.machine.bsp);
        best = opt.optimize(request);
    }
    if (!best)
        throw std::runtime_error("no valid schedule for " + std::string(scheduleName(s.problem)) +
                                 " (" + s.input.toString() + ") on " + std::to_string(s.dataProcs) +
                                 " processors");
    s.tree = std::move(*best);
    const std::string document = scheduleToJson(s, logpLibrary());
    if (auto file = output) writeFileAtomically(*file, document);
    if (format == Format::Json)
        out << document;
    else
        printSchedule(out, s);
}

void runCost(const Args& args, std::ostream& out) {
    args.allowOnly({"file", "machine", "format"});
    const Format format = readFormat(args, {Format::Text, Format::Json});
    Schedule s = readScheduleFile(args);
    if (args.has("machine")) {  // the same schedule on another machine
        s.machine = readMachine(args);
        if (auto bad = uncostable(s.tree, logpLibrary(), s.machine))
            throw std::runtime_error("--machine " + s.machine.name + ": " + *bad);
    }
    evaluateCost(s.tree, logpLibrary(), s.machine);
    if (format == Format::Json) {
        JsonWriter w(out);
        w.beginObject()
            .field("machine", s.machine.name)
            .field("model", s.machine.kind == ModelKind::LogGP ? "loggp" : "bsp*")
            .field("problem", scheduleName(s.problem))
            .field("name", compactName(s.tree, logpLibrary()))
            .field("cost", s.tree.cost)
            .field("cost_unit", costUnit(s.machine));
        if (auto ns = costInNanoseconds(s.machine, s.tree.cost, s.tree.calcProcs))
            w.field("time_ns", *ns);
        w.field("nodes", std::int64_t(nodeCount(s.tree))).endObject();
        out << "\n";
    } else {
        printSchedule(out, s);
    }
}

void runValidate(const Args& args, std::ostream& out) {
    args.allowOnly({"file", "format"});
    const Format format = readFormat(args, {Format::Text, Format::Json});
    const Schedule s = readScheduleFile(args);  // throws with the first wrong field's path
    if (format == Format::Json) {
        JsonWriter w(out);
        w.beginObject()
            .field("valid", true)
            .field("problem", scheduleName(s.problem))
            .field("nodes", std::int64_t(nodeCount(s.tree)))
            .field("cost", s.tree.cost)
            .endObject();
        out << "\n";
    } else {
        out << args.requiredText("file") << ": valid schedule, " << nodeCount(s.tree)
            << " nodes, cost " << formatNumber(s.tree.cost) << " " << costUnit(s.machine) << "\n";
    }
}

}  // namespace ct::cli
