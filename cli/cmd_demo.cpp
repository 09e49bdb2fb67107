// calltree demo: the built-in demo — the optimal, Fibonacci and binomial broadcast of 16 ranks
// side by side with their times (Shou & Chen's (1996) parameters L = 6, o = 2, g = 4 by default).
#include <algorithm>

#include "commands.h"
#include "model_options.h"
#include "sim/simulator.h"
#include "text_tree.h"
#include "algorithms/trees/tree_programs.h"
#include "io/json_writer.h"

namespace ct::cli {

void runDemo(const Args& args, std::ostream& out) {
    std::set<std::string> known{"procs", "root", "format"};
    known.insert(kModelOptions.begin(), kModelOptions.end());
    args.allowOnly(known);
    const Format format = readFormat(args, {Format::Text, Format::Json});
    AlgorithmParams p;
    p.procs = static_cast<Rank>(args.integer("procs", 16, 1, 4096));
    p.root = static_cast<Rank>(args.integer("root", 0, 0, 4095));
    if (p.root >= p.procs)
        throw UsageError("--root " + std::to_string(p.root) + " is out of range 0.." +
                         std::to_string(p.procs - 1));
    p.model = readModel(args);
    if (auto bad = checkParams(p)) throw UsageError(*bad);

    struct Result {
        const Algorithm* algorithm;
        BroadcastTree tree;
        std::vector<double> recv;
        double time;
    };
    std::vector<Result> results;
    for (const char* name : {"optimal", "fibonacci", "binomial"}) {
        const Algorithm* a = findAlgorithm(name);
        Result r{a, a->tree(p), {}, 0};
        const Program prog = broadcastProgram(r.tree, p.bytes, name);
        const Timeline t = simulate(prog, p.model);
        for (Rank k = 0; k < p.procs; ++k)
            r.recv.push_back(t.lastReceive(prog, k));
        r.time = t.total;
        results.push_back(std::move(r));
    }
    if (format == Format::Json) {
        JsonWriter w(out);
        w.beginObject().field("procs", std::int64_t(p.procs)).field("root", std::int64_t(p.root));
        w.key("model")
            .beginObject()
            .field("L", p.model.L)
            .field("o", p.model.oSend)
            .field("g", p.model.g)
            .field("unit", p.model.unit)
            .endObject();
        w.key("algorithms").beginArray();
        for (const auto& r : results) {
            w.beginObject()
                .field("name", r.algorithm->info.name)
                .field("time", r.time)
                .field("formula_time", r.algorithm->formula(p))
                .field("depth", std::int64_t(r.tree.depth()));
            w.key("parents").beginArray();
            for (Rank k = 0; k < p.procs; ++k)
                r.tree.parent(k) == kNoRank ? w.null() : w.value(std::int64_t(r.tree.parent(k)));
            w.endArray().endObject();
        }
        w.endArray().endObject();
        out << '\n';
        return;
    }
    out << "CallTree Studio demo: broadcast of " << p.procs << " ranks from rank " << p.root
        << ", LogP " << describeModel(p.model) << "\n"
        << "Each line: rank @ the time it holds the message; children in the order their parent "
           "sends.\n\n";
    std::vector<Column> columns;
    for (const auto& r : results)
        columns.push_back(
            {r.algorithm->info.name + ": time " + formatNumber(r.time), drawTree(r.tree, r.recv)});
    out << sideBySide(columns) << "\n";
    const auto best = std::min_element(results.begin(), results.end(),
                                       [](auto& a, auto& b) { return a.time < b.time; });
    for (const auto& r : results)
        out << "  " << r.algorithm->info.name
            << std::string(11 - r.algorithm->info.name.size(), ' ') << formatNumber(r.time) << " "
            << p.model.unit << (r.time == best->time ? "  (fastest)" : "") << "  — "
            << r.algorithm->info.source << "\n";
}

}  // namespace ct::cli
