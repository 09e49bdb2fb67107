// The LogP catalogue's broadcast trees (Shou & Chen 1996; Gu, Li & Liu 2002 and the usual shapes)
// as Broadcast algorithms of the sub-call model. They have no BSP* cost: under a LogP/LogGP profile
// every schedule is costed by simulating its program (model/logp_cost.h), and these trees are
// simply more ways to broadcast within a partition.
#include "schedule/expansion.h"
#include "schedule/register.h"
#include "algorithms/catalogue/catalogue.h"
#include "sim/simulator.h"

namespace ct::bsp {
namespace {

struct LogPTree {
    const char* catalogueName;
    const char* name;
    const char* label;
};

// In the order the optimizer tries them (ties: fewest nodes, then labels).
constexpr LogPTree kTrees[] = {
    {"optimal", "OptimalTree", "Optimal"},
    {"fibonacci", "FibonacciTree", "Fibonacci"},
    {"binomial", "BinomialTree", "Binomial"},
    {"binary", "BinaryTree", "Binary"},
    {"knomial", "KnomialTree", "Knomial"},
    {"hypercube", "HypercubeTree", "Hypercube"},
    {"flat", "FlatTree", "Flat"},
    {"chain", "ChainTree", "Chain"},
};
constexpr int kRadixes[] = {3, 4, 8};  // KnomialTree's variants

bool isKnomial(const LogPTree& t) {
    return std::string(t.catalogueName) == "knomial";
}

Algorithm logpTree(const LogPTree& t) {
    const ct::Algorithm* source = findAlgorithm(t.catalogueName);
    if (!source || !source->tree)
        throw std::logic_error(std::string("no tree: ") + t.catalogueName);
    Algorithm a;
    a.name = t.name;
    a.label = t.label;
    a.problem = "Broadcast";
    a.summary = source->info.summary;
    a.source = source->info.source + " (catalogue '" + t.catalogueName + "')";
    a.cost = "LogP/LogGP only, by simulation: " + source->info.formula;
    a.logpOnly = true;
    a.validProcs = onManyProcs;
    const bool knomial = isKnomial(t);
    a.variantCount = [knomial](const CallArgs&) { return knomial ? int(std::size(kRadixes)) : 1; };
    const std::string catalogueName = t.catalogueName;
    a.variantName = [knomial, catalogueName](const CallArgs&, int v) {
        return knomial ? "radix " + std::to_string(kRadixes[v]) : "LogP " + catalogueName;
    };
    a.variantTag = [knomial](const CallArgs&, int v) {
        return knomial ? "k=" + std::to_string(kRadixes[v]) : std::string();
    };
    const std::string name = t.name;
    a.time = [name](const CallArgs&, int, const BspProfile&) -> double {
        throw std::logic_error(name + " has no BSP* cost (LogP profiles only)");
    };
    a.subcalls = [](const CallArgs&, int) { return std::vector<Subcall>{}; };
    return a;
}

// The catalogue's tree over the partition (logical 0 is the source), mapped onto its ranks:
// each rank receives the part from its parent, then sends it to its children in order.
Expander treeExpander(const LogPTree& t) {
    const ct::Algorithm* source = findAlgorithm(t.catalogueName);
    const bool knomial = isKnomial(t);
    return [source, knomial](Expansion& x, const CallNode& n, const std::vector<Rank>& ranks,
                             Part part, const std::string& path) {
        if (!x.model())
            throw ProgramError(path + ": " + n.algorithm +
                               " is shaped by LogP parameters; expand it with a LogP model");
        AlgorithmParams params;
        params.procs = Rank(ranks.size());
        params.root = 0;
        params.bytes = std::max<std::uint64_t>(1, part.bytes);
        params.model = *x.model();
        if (knomial) params.radix = kRadixes[n.variant];
        const BroadcastTree tree = source->tree(params);
        auto& b = x.builder();
        for (Rank r = 0; r < tree.ranks(); ++r) {
            if (tree.parent(r) != kNoRank)
                b.add(ranks[std::size_t(r)],
                      Op::recv(ranks[std::size_t(tree.parent(r))], part.bytes, part.offset));
            for (Rank c : tree.children(r))
                b.add(ranks[std::size_t(r)],
                      Op::send(ranks[std::size_t(c)], part.bytes, part.offset));
        }
    };
}

}  // namespace

void registerLogPExpanders(std::map<std::string, Expander>& table) {
    for (const auto& t : kTrees)
        table[t.name] = treeExpander(t);
}

const Library& logpLibrary() {
    static const Library library = [] {
        Library l = standardLibrary();
        for (const auto& t : kTrees)
            l.addAlgorithm(logpTree(t));
        return l;
    }();
    return library;
}

const Library& libraryFor(const MachineProfile& m) {
    return m.kind == ModelKind::LogGP ? logpLibrary() : standardLibrary();
}

}  // namespace ct::bsp
