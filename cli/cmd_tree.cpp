// calltree tree: the broadcast tree of an algorithm, every rank with its parent, its position
// among the parent's sends and when it holds the message (simulated).
#include <algorithm>

#include "commands.h"
#include "model_options.h"
#include "sim/simulator.h"
#include "text_tree.h"
#include "algorithms/trees/tree_programs.h"
#include "io/json_writer.h"

namespace ct::cli {

void runTree(const Args& args, std::ostream& out) {
    std::set<std::string> known{"format"};
    known.insert(kAlgorithmOptions.begin(), kAlgorithmOptions.end());
    known.insert(kModelOptions.begin(), kModelOptions.end());
    args.allowOnly(known);
    const Format format = readFormat(args, {Format::Text, Format::Json, Format::Csv});
    const Algorithm* algorithm = nullptr;
    const AlgorithmParams p = readAlgorithmParams(args, algorithm);
    if (!algorithm->tree)
        throw UsageError("'" + algorithm->info.name +
                         "' is not a broadcast tree (try calltree sum or simulate)");

    const BroadcastTree tree = algorithm->tree(p);
    // Time the algorithm's real program (segments, scatter-allgather phases), not just the tree's
    // edges: a rank holds the message when its last receive ends.
    const Program program = algorithm->program(p);
    const Timeline timeline = simulate(program, p.model);
    std::vector<double> recv(static_cast<std::size_t>(p.procs));
    for (Rank r = 0; r < p.procs; ++r)
        recv[r] = timeline.lastReceive(program, r);
    const double time = *std::max_element(recv.begin(), recv.end());
    const bool labels = algorithm->info.name == "optimal";  // Shou & Chen's (1996) (P_i, T_i)

    if (format == Format::Json) {
        JsonWriter w(out);
        w.beginObject()
            .field("algorithm", algorithm->info.name)
            .field("procs", std::int64_t(p.procs))
            .field("root", std::int64_t(p.root))
            .field("time", time)
            .field("formula_time", algorithm->formula(p));
        w.key("nodes").beginArray();
        for (Rank r = 0; r < p.procs; ++r) {
            w.beginObject().field("rank", std::int64_t(r));
            w.key("parent");
            tree.parent(r) == kNoRank ? w.null() : w.value(std::int64_t(tree.parent(r)));
            w.key("order");
            tree.parent(r) == kNoRank ? w.null() : w.value(std::int64_t(tree.order(r)));
            w.field("recv_time", recv[r]);
            if (labels) w.field("effective_time", time - recv[r]);
            w.endObject();
        }
        w.endArray().endObject();
        out << '\n';
    } else if (format == Format::Csv) {
        out << "rank,parent,order,recv_time\n";
        for (Rank r = 0; r < p.procs; ++r)
            out << r << ',' << (tree.parent(r) == kNoRank ? "" : std::to_string(tree.parent(r)))
                << ',' << (tree.parent(r) == kNoRank ? "" : std::to_string(tree.order(r))) << ','
                << formatNumber(recv[r]) << '\n';
    } else {
        out << algorithm->info.name << " broadcast, P=" << p.procs << ", root " << p.root << ", "
            << describeModel(p.model) << ": time " << formatNumber(time) << " (formula "
            << formatNumber(algorithm->formula(p)) << ")\n";
        if (p.procs <= 128) {
            out << "\nrank @ time it holds the message, children in send order:\n";
            for (const auto& line : drawTree(tree, recv))
                out << line << '\n';
        } else {
            out << "(tree drawing omitted for P > 128; use --format json or csv)\n";
        }
    }
}

}  // namespace ct::cli
