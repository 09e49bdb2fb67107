// calltree compare: for P ranks and a set of message sizes, every algorithm of one problem with
// its predicted time, and the best per size.
#include <algorithm>
#include <cmath>

#include "commands.h"
#include "io/json_writer.h"
#include "model_options.h"
#include "protocol/sizes.h"
#include "sim/simulator.h"

namespace ct::cli {
namespace {

Problem readProblem(const Args& args) {
    const std::string name = args.text("problem").value_or("broadcast");
    for (Problem p : {Problem::Broadcast, Problem::Reduce, Problem::Allreduce, Problem::Allgather,
                      Problem::ReduceScatter, Problem::Summation})
        if (name == toString(p)) return p;
    throw UsageError(
        "--problem must be broadcast, reduce, allreduce, allgather or reduce-scatter (got '" +
        name + "')");
}

// The one size grammar (protocol/sizes.h): "8,64K,1M" or "8..1M" (doubling from the first).
std::vector<std::uint64_t> readSizes(const Args& args) {
    try {
        return protocol::parseSizeList(args.text("sizes").value_or("1,1024,1048576"),
                                       {0, protocol::kMaxModelBytes, protocol::kMaxSizes});
    } catch (const protocol::SizeError& e) {
        throw UsageError(std::string("--sizes: ") + e.what());
    }
}

std::vector<std::string> splitNames(const std::string& s) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= s.size()) {
        const auto comma = s.find(',', start);
        out.push_back(
            s.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    return out;
}

struct Cell {
    bool ok = false;
    double time = 0;
    std::string why;  // when not ok
};

// Every algorithm's time at every size: cells[size][algorithm]; an algorithm that refuses these
// parameters gets its reason instead.
struct Comparison {
    Problem problem = Problem::Broadcast;
    AlgorithmParams base;
    bool bySimulation = false;
    std::vector<const Algorithm*> algorithms;
    std::vector<std::uint64_t> sizes;
    std::vector<std::vector<Cell>> cells;

    // The fastest algorithm at size s (-1: none). Times equal up to rounding tie to the first.
    std::ptrdiff_t best(std::size_t s) const {
        std::ptrdiff_t b = -1;
        for (std::size_t a = 0; a < algorithms.size(); ++a)
            if (cells[s][a].ok &&
                (b < 0 || cells[s][a].time < cells[s][std::size_t(b)].time * (1 - 1e-12)))
                b = std::ptrdiff_t(a);
        return b;
    }
    std::string bestName(std::size_t s, const std::string& none) const {
        const auto b = best(s);
        return b < 0 ? none : algorithms[std::size_t(b)]->info.name;
    }
};

std::vector<const Algorithm*> readAlgorithms(const Args& args, Problem problem) {
    std::vector<const Algorithm*> algorithms;
    if (auto names = args.text("algorithms")) {
        for (const auto& n : splitNames(*names)) {
            const Algorithm* a = findAlgorithm(n);
            if (!a)
                throw UsageError("unknown algorithm '" + n + "' (known: " + algorithmNames() + ")");
            if (a->info.problem != problem)
                throw UsageError("'" + n + "' solves " + toString(a->info.problem) + ", not " +
                                 toString(problem));
            algorithms.push_back(a);
        }
    } else {
        for (const auto& a : catalogue())
            if (a.info.problem == problem) algorithms.push_back(&a);
    }
    if (algorithms.empty())
        throw UsageError(std::string("no algorithm solves ") + toString(problem) + " yet");
    return algorithms;
}

Comparison readComparison(const Args& args) {
    Comparison c;
    c.problem = readProblem(args);
    c.sizes = readSizes(args);
    AlgorithmParams& base = c.base;
    c.bySimulation = args.flag("simulate");
    // Formulas are cheap at any P; a simulation holds the program (protocol/limits.h).
    const std::int64_t maxProcs = c.bySimulation ? protocol::kMaxSimulatedRanks : 1 << 24;
    base.procs = static_cast<Rank>(args.requiredInteger("procs", 1, maxProcs));
    base.root = static_cast<Rank>(args.integer("root", 0, 0, maxProcs - 1));
    if (base.root >= base.procs)
        throw UsageError("--root " + std::to_string(base.root) + " is out of range 0.." +
                         std::to_string(base.procs - 1));
    base.radix = static_cast<int>(args.integer("radix", 4, 2, 1 << 16));
    base.segmentBytes = static_cast<std::uint64_t>(
        args.integer("segment-bytes", 0, 0, std::int64_t(protocol::kMaxModelBytes)));
    base.model = readModel(args);
    c.algorithms = readAlgorithms(args, c.problem);
    return c;
}

void computeCells(Comparison& c) {
    c.cells.assign(c.sizes.size(), std::vector<Cell>(c.algorithms.size()));
    for (std::size_t s = 0; s < c.sizes.size(); ++s)
        for (std::size_t a = 0; a < c.algorithms.size(); ++a) {
            AlgorithmParams p = c.base;
            p.bytes = c.sizes[s];
            Cell& cell = c.cells[s][a];
            try {
                if (auto bad = checkParams(p)) throw std::invalid_argument(*bad);
                if (c.bySimulation) checkSimulationSize(*c.algorithms[a], p);
                cell.time = c.bySimulation ? simulate(c.algorithms[a]->program(p), p.model,
                                                      {.recordTimeline = false})
                                                 .total
                                           : c.algorithms[a]->formula(p);
                cell.ok = true;
            } catch (const std::exception& e) {
                cell.why = e.what();
            }
        }
}

void writeJson(const Comparison& c, std::ostream& out) {
    JsonWriter w(out);
    w.beginObject()
        .field("problem", toString(c.problem))
        .field("procs", std::int64_t(c.base.procs))
        .field("root", std::int64_t(c.base.root))
        .field("method", c.bySimulation ? "simulation" : "formula");
    writeModelJson(w, c.base.model);
    w.key("sizes").beginArray();
    for (std::size_t s = 0; s < c.sizes.size(); ++s) {
        w.beginObject().field("bytes", c.sizes[s]);
        const auto b = c.best(s);
        w.key("best");
        b < 0 ? w.null() : w.value(c.algorithms[std::size_t(b)]->info.name);
        w.key("times").beginObject();
        for (std::size_t a = 0; a < c.algorithms.size(); ++a) {
            w.key(c.algorithms[a]->info.name);
            c.cells[s][a].ok ? w.value(c.cells[s][a].time) : w.null();
        }
        w.endObject().endObject();
    }
    w.endArray().endObject();
    out << '\n';
}

void writeCsv(const Comparison& c, std::ostream& out) {
    out << "bytes";
    for (const auto* a : c.algorithms)
        out << ',' << a->info.name;
    out << ",best\n";
    for (std::size_t s = 0; s < c.sizes.size(); ++s) {
        out << c.sizes[s];
        for (const auto& cell : c.cells[s])
            out << ',' << (cell.ok ? formatNumber(cell.time) : "");
        out << ',' << c.bestName(s, "") << '\n';
    }
}

void writeText(const Comparison& c, std::ostream& out) {
    out << toString(c.problem) << " on P=" << c.base.procs << ", " << describeModel(c.base.model)
        << ", by " << (c.bySimulation ? "simulation" : "formula") << "\n\n";
    std::size_t width = 10;
    for (const auto* a : c.algorithms)
        width = std::max(width, a->info.name.size() + 2);
    out << "bytes       ";
    for (const auto* a : c.algorithms)
        out << a->info.name << std::string(width - a->info.name.size(), ' ');
    out << "best\n";
    for (std::size_t s = 0; s < c.sizes.size(); ++s) {
        const std::string sz = std::to_string(c.sizes[s]);
        out << sz << std::string(12 - std::min<std::size_t>(11, sz.size()), ' ');
        for (const auto& cell : c.cells[s]) {
            const std::string t =
                cell.ok ? formatNumber(std::round(cell.time * 1000) / 1000) : "n/a";
            out << t << std::string(width - std::min(width - 1, t.size()), ' ');
        }
        out << c.bestName(s, "-") << '\n';
    }
    std::vector<std::string> notes;
    for (std::size_t a = 0; a < c.algorithms.size(); ++a)
        for (std::size_t s = 0; s < c.sizes.size(); ++s)
            if (!c.cells[s][a].ok) {
                notes.push_back(c.algorithms[a]->info.name + ": " + c.cells[s][a].why);
                break;
            }
    if (!notes.empty()) {
        out << "\nn/a:\n";
        for (const auto& n : notes)
            out << "  " << n << '\n';
    }
}

}  // namespace

void runCompare(const Args& args, std::ostream& out) {
    std::set<std::string> known{"problem", "procs",         "root",   "sizes",   "algorithms",
                                "radix",   "segment-bytes", "format", "simulate"};
    known.insert(kModelOptions.begin(), kModelOptions.end());
    args.allowOnly(known);
    const Format format = readFormat(args, {Format::Text, Format::Json, Format::Csv});
    Comparison c = readComparison(args);
    computeCells(c);
    if (format == Format::Json)
        writeJson(c, out);
    else if (format == Format::Csv)
        writeCsv(c, out);
    else
        writeText(c, out);
}

}  // namespace ct::cli
