// calltree compare: for P ranks and a set of message sizes, every algorithm of one problem with
// its predicted time, and the best per size.
#include <algorithm>
#include <cmath>

#include "commands.h"
#include "model_options.h"
#include "sim/simulator.h"
#include "util/json_writer.h"

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

// "8,64,1024" or "8..1048576" (doubling from the first to the last).
std::vector<std::uint64_t> readSizes(const Args& args) {
    const std::string text = args.text("sizes").value_or("1,1024,1048576");
    std::vector<std::uint64_t> out;
    auto parse = [&](const std::string& s) {
        if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos)
            throw UsageError("--sizes takes byte counts like 8,1024 or 8..1048576 (got '" + text +
                             "')");
        return static_cast<std::uint64_t>(std::stoull(s));
    };
    if (auto dots = text.find(".."); dots != std::string::npos) {
        const std::uint64_t first = parse(text.substr(0, dots)),
                            last = parse(text.substr(dots + 2));
        if (first < 1 || last < first)
            throw UsageError("--sizes range must run from at least 1 up (got '" + text + "')");
        for (std::uint64_t s = first; s <= last; s *= 2)
            out.push_back(s);
    } else {
        std::size_t start = 0;
        while (start <= text.size()) {
            const auto comma = text.find(',', start);
            out.push_back(parse(text.substr(
                start, comma == std::string::npos ? std::string::npos : comma - start)));
            if (comma == std::string::npos) break;
            start = comma + 1;
        }
    }
    if (out.size() > 64) throw UsageError("--sizes gives more than 64 sizes");
    return out;
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

}  // namespace

void runCompare(const Args& args, std::ostream& out) {
    std::set<std::string> known{"problem", "procs",   "root",   "sizes",   "algorithms",
                                "radix",   "segment-bytes", "format", "simulate"};
    known.insert(kModelOptions.begin(), kModelOptions.end());
    args.allowOnly(known);
    const Format format = readFormat(args, {Format::Text, Format::Json, Format::Csv});
    const Problem problem = readProblem(args);
    const auto sizes = readSizes(args);
    AlgorithmParams base;
    base.procs = static_cast<Rank>(args.requiredInteger("procs", 1, 1 << 24));
    base.root = static_cast<Rank>(args.integer("root", 0, 0, 1 << 24));
    if (base.root >= base.procs)
        throw UsageError("--root " + std::to_string(base.root) + " is out of range 0.." +
                         std::to_string(base.procs - 1));
    base.radix = static_cast<int>(args.integer("radix", 4, 2, 1 << 16));
    base.segmentBytes =
        static_cast<std::uint64_t>(args.integer("segment-bytes", 0, 0, std::int64_t(1) << 40));
    base.model = readModel(args);
    const bool bySimulation = args.flag("simulate");

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

    // cells[size][algorithm]: an algorithm that refuses these parameters gets its reason instead.
    std::vector<std::vector<Cell>> cells(sizes.size(), std::vector<Cell>(algorithms.size()));
    for (std::size_t s = 0; s < sizes.size(); ++s)
        for (std::size_t a = 0; a < algorithms.size(); ++a) {
            AlgorithmParams p = base;
            p.bytes = sizes[s];
            try {
                if (auto bad = checkParams(p)) throw std::invalid_argument(*bad);
                cells[s][a].time = bySimulation ? simulate(algorithms[a]->program(p), p.model,
                                                           {.recordTimeline = false})
                                                      .total
                                                : algorithms[a]->formula(p);
                cells[s][a].ok = true;
            } catch (const std::exception& e) {
                cells[s][a].why = e.what();
            }
        }
    auto best = [&](std::size_t s) -> std::ptrdiff_t {
        std::ptrdiff_t b = -1;
        for (std::size_t a = 0; a < algorithms.size(); ++a)
            // Times equal up to rounding tie to the first listed algorithm.
            if (cells[s][a].ok &&
                (b < 0 || cells[s][a].time < cells[s][std::size_t(b)].time * (1 - 1e-12)))
                b = std::ptrdiff_t(a);
        return b;
    };

    if (format == Format::Json) {
        JsonWriter w(out);
        w.beginObject()
            .field("problem", toString(problem))
            .field("procs", std::int64_t(base.procs))
            .field("root", std::int64_t(base.root))
            .field("method", bySimulation ? "simulation" : "formula");
        w.key("model")
            .beginObject()
            .field("L", base.model.L)
            .field("o_s", base.model.oSend)
            .field("o_r", base.model.oRecv)
            .field("g", base.model.g)
            .field("G", base.model.G)
            .field("unit", base.model.unit)
            .endObject();
        w.key("sizes").beginArray();
        for (std::size_t s = 0; s < sizes.size(); ++s) {
            w.beginObject().field("bytes", sizes[s]);
            const auto b = best(s);
            w.key("best");
            b < 0 ? w.null() : w.value(algorithms[std::size_t(b)]->info.name);
            w.key("times").beginObject();
            for (std::size_t a = 0; a < algorithms.size(); ++a) {
                w.key(algorithms[a]->info.name);
                cells[s][a].ok ? w.value(cells[s][a].time) : w.null();
            }
            w.endObject().endObject();
        }
        w.endArray().endObject();
        out << '\n';
        return;
    }
    if (format == Format::Csv) {
        out << "bytes";
        for (const auto* a : algorithms)
            out << ',' << a->info.name;
        out << ",best\n";
        for (std::size_t s = 0; s < sizes.size(); ++s) {
            out << sizes[s];
            for (const auto& c : cells[s])
                out << ',' << (c.ok ? formatNumber(c.time) : "");
            const auto b = best(s);
            out << ',' << (b < 0 ? "" : algorithms[std::size_t(b)]->info.name) << '\n';
        }
        return;
    }
    out << toString(problem) << " on P=" << base.procs << ", " << describeModel(base.model)
        << ", by " << (bySimulation ? "simulation" : "formula") << "\n\n";
    std::size_t width = 10;
    for (const auto* a : algorithms)
        width = std::max(width, a->info.name.size() + 2);
    out << "bytes       ";
    for (const auto* a : algorithms)
        out << a->info.name << std::string(width - a->info.name.size(), ' ');
    out << "best\n";
    for (std::size_t s = 0; s < sizes.size(); ++s) {
        const std::string sz = std::to_string(sizes[s]);
        out << sz << std::string(12 - std::min<std::size_t>(11, sz.size()), ' ');
        for (const auto& c : cells[s]) {
            const std::string t = c.ok ? formatNumber(std::round(c.time * 1000) / 1000) : "n/a";
            out << t << std::string(width - std::min(width - 1, t.size()), ' ');
        }
        const auto b = best(s);
        out << (b < 0 ? "-" : algorithms[std::size_t(b)]->info.name) << '\n';
    }
    std::vector<std::string> notes;
    for (std::size_t a = 0; a < algorithms.size(); ++a)
        for (std::size_t s = 0; s < sizes.size(); ++s)
            if (!cells[s][a].ok) {
                notes.push_back(algorithms[a]->info.name + ": " + cells[s][a].why);
                break;
            }
    if (!notes.empty()) {
        out << "\nn/a:\n";
        for (const auto& n : notes)
            out << "  " << n << '\n';
    }
}

}  // namespace ct::cli
