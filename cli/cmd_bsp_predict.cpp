// calltree predict: for one problem on P processors and a range of sizes, every pure algorithm's
// predicted cost and the optimal schedule (Bonorden 2002 Figure 5), and the ranges of sizes with
// the same optimal schedule (Table 2).
#include <iomanip>

#include "commands_bsp.h"
#include "io/json_writer.h"
#include "model_options.h"
#include "program/problem.h"
#include "protocol/machine_json.h"
#include "protocol/sizes.h"
#include "schedule/logp_search.h"
#include "schedule/pure_schedules.h"

namespace ct::cli {
namespace {
using namespace ct::bsp;

// The one size grammar (protocol/sizes.h): "8,1K" or "1..1M" (doubling from the first).
std::vector<double> readSizeList(const Args& args) {
    try {
        const auto sizes =
            protocol::parseSizeList(args.text("sizes").value_or("1..1048576"),
                                    {1, std::uint64_t(1) << 50, protocol::kMaxSizes});
        return std::vector<double>(sizes.begin(), sizes.end());
    } catch (const protocol::SizeError& e) {
        throw UsageError(std::string("--sizes: ") + e.what());
    }
}

struct Row {
    double size;
    std::vector<NamedSchedule> pure;
    CallNode optimal;
};

// A maximal run of sizes with the same optimal schedule (a crossover at each end).
struct Range {
    double from, to;
    std::string name;
};

// What the user asked for, read and checked.
struct PredictRequest {
    MachineProfile machine;
    const bsp::ProblemInfo* problem = nullptr;
    int procs = 0;
    std::vector<double> sizes;
    bool logp() const { return machine.kind == ModelKind::LogGP; }
};

PredictRequest readPredictRequest(const Args& args) {
    PredictRequest req;
    req.machine = readMachine(args);
    // Under LogGP the LogP trees join the broadcasts and every cost is simulated.
    const Library& lib = libraryFor(req.machine);
    const std::string problemName = args.requiredText("problem");
    const auto id = parseScheduleProblem(problemName);
    req.problem = id ? lib.problem(*id) : nullptr;
    if (!req.problem) throw UsageError("--problem '" + problemName + "' is unknown");
    if (req.problem->params.size() != 1)
        throw UsageError("--problem " + problemName + " has " +
                         std::to_string(req.problem->params.size()) +
                         " input parameters; predict varies a single size (use optimize)");
    req.procs = int(args.requiredInteger("procs", 2, req.logp() ? kMaxSimulatedProcs : 1 << 24));
    req.sizes = readSizeList(args);
    return req;
}

// Under LogGP: every algorithm of the problem as the root, its subcalls optimized, simulated.
Row predictLogPRow(const Library& lib, LogPOptimizer& logpOpt, const SearchRequest& r,
                   const bsp::ProblemInfo& problem, double size) {
    Row row{size, {}, {}};
    for (std::size_t i : lib.algorithmsFor(problem.id)) {
        const bsp::Algorithm& a = lib.algorithms()[i];
        if (auto t = logpOpt.optimizeStartingWith(r, a.name))
            row.pure.push_back({nodeLabel(*t, lib), std::move(*t)});
    }
    auto best = logpOpt.optimize(r);
    if (!best) {
        // The problems whose schedules expand: those with a data contract.
        std::string expanding;
        for (const ProblemNames& n : problemTable())
            if (n.contract && lib.problem(n.problem))
                expanding += (expanding.empty() ? "" : ", ") + std::string(n.schedule);
        throw std::runtime_error("no schedule of " + problem.name() +
                                 " expands to a program (LogP profiles cost schedules by "
                                 "simulation: " +
                                 expanding + ")");
    }
    row.optimal = std::move(*best);
    return row;
}

// Under BSP*: each pure algorithm's best schedule and the optimal one, by additive cost.
Row predictBspRow(const Library& lib, Optimizer& opt, const BspProfile& bsp, const SearchRequest& r,
                  const bsp::ProblemInfo& problem, double size, int p) {
    Row row{size, {}, {}};
    if (problem.id == Problem::Broadcast) {
        row.pure = pureBroadcasts(lib, bsp, size, p);
    } else {
        for (std::size_t i : lib.algorithmsFor(problem.id))
            if (auto t = bestStartingWith(opt, lib, bsp, r, lib.algorithms()[i].name))
                row.pure.push_back({lib.algorithms()[i].label, std::move(*t)});
    }
    auto best = opt.optimize(r);
    if (!best) throw std::runtime_error("no valid schedule for size " + formatNumber(size));
    row.optimal = std::move(*best);
    return row;
}

std::vector<Range> optimalRanges(const std::vector<Row>& rows, const Library& lib) {
    std::vector<Range> ranges;
    for (const auto& row : rows) {
        const std::string name = compactName(row.optimal, lib);
        if (!ranges.empty() && ranges.back().name == name)
            ranges.back().to = row.size;
        else
            ranges.push_back({row.size, row.size, name});
    }
    return ranges;
}

void printPredictJson(const PredictRequest& req, const Library& lib, const std::vector<Row>& rows,
                      const std::vector<Range>& ranges, std::ostream& out) {
    JsonWriter w(out);
    w.beginObject()
        .field("machine", req.machine.name)
        .field("problem", req.problem->name())
        .field("procs", std::int64_t(req.procs))
        .field("cost_unit", costUnit(req.machine));
    w.key("sizes").beginArray();
    for (const auto& row : rows) {
        w.beginObject().field("size", row.size);
        w.key("algorithms").beginArray();
        for (const auto& s : row.pure)
            w.beginObject()
                .field("name", s.name)
                .field("schedule", compactName(s.tree, lib))
                .field("cost", s.tree.cost)
                .endObject();
        w.endArray();
        w.key("optimal")
            .beginObject()
            .field("name", compactName(row.optimal, lib))
            .field("cost", row.optimal.cost)
            .field("time_ns",
                   costInNanoseconds(req.machine, row.optimal.cost, req.procs).value_or(0))
            .endObject();
        w.endObject();
    }
    w.endArray();
    w.key("crossovers").beginArray();
    for (const auto& r : ranges)
        w.beginObject()
            .field("from", r.from)
            .field("to", r.to)
            .field("optimal", r.name)
            .endObject();
    w.endArray().endObject();
    out << "\n";
}

void printPredictCsv(const std::vector<Row>& rows, std::ostream& out) {
    out << "size,algorithm,cost\n";
    for (const auto& row : rows) {
        for (const auto& s : row.pure)
            out << formatNumber(row.size) << ',' << s.name << ',' << formatNumber(s.tree.cost)
                << '\n';
        out << formatNumber(row.size) << ",optimal," << formatNumber(row.optimal.cost) << '\n';
    }
}

void printPredictText(const PredictRequest& req, const Library& lib, const std::vector<Row>& rows,
                      const std::vector<Range>& ranges, std::ostream& out) {
    out << req.problem->name() << " on " << req.procs << " processors, machine " << req.machine.name
        << " (costs in " << costUnit(req.machine) << (req.logp() ? ", simulated" : "") << ")\n\n";
    for (const auto& row : rows) {
        out << std::setw(9) << formatNumber(row.size) << ":";
        for (const auto& s : row.pure)
            out << "  " << s.name << " " << formatSignificant(s.tree.cost);
        out << "\n           optimal " << formatSignificant(row.optimal.cost) << "  "
            << compactName(row.optimal, lib) << "\n";
    }
    out << "\nOptimal schedule by size:\n";
    for (const auto& r : ranges)
        out << "  " << std::setw(9) << formatNumber(r.from) << " – " << std::left << std::setw(9)
            << formatNumber(r.to) << std::right << "  " << r.name << "\n";
}

}  // namespace

void runPredict(const Args& args, std::ostream& out) {
    args.allowOnly({"machine", "problem", "procs", "sizes", "format"});
    const Format format = readFormat(args, {Format::Text, Format::Json, Format::Csv});
    const PredictRequest req = readPredictRequest(args);
    const Library& lib = libraryFor(req.machine);
    Optimizer opt(lib, req.machine.bsp);
    LogPOptimizer logpOpt(lib, req.machine.logp);
    std::vector<Row> rows;
    for (double size : req.sizes) {
        const SearchRequest r{req.problem->id, Input{{size}}, req.procs, req.procs};
        rows.push_back(req.logp() ? predictLogPRow(lib, logpOpt, r, *req.problem, size)
                                  : predictBspRow(lib, opt, req.machine.bsp, r, *req.problem, size,
                                                  req.procs));
    }
    const std::vector<Range> ranges = optimalRanges(rows, lib);
    if (format == Format::Json)
        printPredictJson(req, lib, rows, ranges, out);
    else if (format == Format::Csv)
        printPredictCsv(rows, out);
    else
        printPredictText(req, lib, rows, ranges, out);
}

}  // namespace ct::cli
