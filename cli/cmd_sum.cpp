// calltree sum: Shou & Chen's (1996) optimal summation — the tree S*, each rank's operands, the
// time.
#include "algorithms/logp/optimal_summation.h"
#include "commands.h"
#include "io/json_writer.h"
#include "model_options.h"
#include "protocol/limits.h"
#include "sim/simulator.h"

namespace ct::cli {

void runSum(const Args& args, std::ostream& out) {
    std::set<std::string> known{"procs", "root", "operands", "format"};
    known.insert(kModelOptions.begin(), kModelOptions.end());
    args.allowOnly(known);
    const Format format = readFormat(args, {Format::Text, Format::Json, Format::Csv});
    const auto P =
        static_cast<Rank>(args.requiredInteger("procs", 1, protocol::kMaxSimulatedRanks));
    const auto root =
        static_cast<Rank>(args.integer("root", 0, 0, protocol::kMaxSimulatedRanks - 1));
    if (root >= P)
        throw UsageError("--root " + std::to_string(root) + " is out of range 0.." +
                         std::to_string(P - 1));
    const auto N =
        static_cast<std::uint64_t>(args.requiredInteger("operands", 1, std::int64_t(1) << 50));
    const LogGP model = readModel(args);
    if (!(model.combinePerElement > 0))
        throw UsageError("--combine (the time of one addition) must be positive");
    const SummationPlan plan = optimalSummation(P, root, model, N);
    const Timeline t = simulate(summationProgram(plan, model), model, {.recordTimeline = false});

    auto parentOf = [&](Rank r) { return plan.used[r] ? plan.tree.tree.parent(r) : kNoRank; };
    if (format == Format::Json) {
        JsonWriter w(out);
        w.beginObject()
            .field("procs", std::int64_t(P))
            .field("procs_used", std::int64_t(plan.procsUsed))
            .field("operands", N)
            .field("time", plan.time)
            .field("tree_time", plan.treeTime)
            .field("capacity", plan.capacity)
            .field("simulated_time", t.total);
        w.key("nodes").beginArray();
        for (Rank r = 0; r < P; ++r) {
            w.beginObject().field("rank", std::int64_t(r)).key("parent");
            parentOf(r) == kNoRank ? w.null() : w.value(std::int64_t(parentOf(r)));
            w.field("own", plan.own[r])
                .field("share", plan.share[r])
                .field("operands", plan.operandsOf[r])
                .field("effective_time", plan.tree.effectiveTime[r])
                .endObject();
        }
        w.endArray().endObject();
        out << '\n';
    } else if (format == Format::Csv) {
        out << "rank,parent,own,share,operands\n";
        for (Rank r = 0; r < P; ++r)
            out << r << ',' << (parentOf(r) == kNoRank ? "" : std::to_string(parentOf(r))) << ','
                << plan.own[r] << ',' << plan.share[r] << ',' << plan.operandsOf[r] << '\n';
    } else {
        out << "optimal summation of " << N << " operands on P=" << P << ", root " << root << ", "
            << describeModel(model) << "\n  S* tree time T = " << formatNumber(plan.treeTime)
            << ", capacity N_S = " << plan.capacity
            << "\n  time T + ceil((N - N_S)/P') = " << formatNumber(plan.time) << " (simulated "
            << formatNumber(t.total) << ")\n";
        if (plan.procsUsed < P)
            out << "  only " << plan.procsUsed << " ranks are used: N is below what T*(" << P
                << ") can absorb\n";
        if (plan.receivesOverlap)
            out << "  note: g < o + 1, so a parent cannot absorb its children's sums as fast as "
                   "the paper assumes\n";
        if (P <= 256) {
            out << "\nrank  parent  A_i (own)  B_i (share)  N_i\n";
            for (Rank r = 0; r < P; ++r) {
                const std::string parent =
                    parentOf(r) == kNoRank ? "-" : std::to_string(parentOf(r));
                char line[128];
                std::snprintf(line, sizeof line, "%-5d %-7s %-10llu %-12llu %llu\n", r,
                              parent.c_str(), static_cast<unsigned long long>(plan.own[r]),
                              static_cast<unsigned long long>(plan.share[r]),
                              static_cast<unsigned long long>(plan.operandsOf[r]));
                out << line;
            }
        }
    }
}

}  // namespace ct::cli
