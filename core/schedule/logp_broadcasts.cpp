// The LogP catalogue's broadcast trees (Shou & Chen 1996; Gu, Li & Liu 2002 and the usual shapes)
// as Broadcast algorithms of the sub-call model, under their catalogue names: the catalogue is
// the one registry, and every tree it marks `inSchedules` joins the library in catalogue order.
// They have no BSP* cost: under a LogP/LogGP profile every schedule is costed by simulating its
// program (model/logp_cost.h), and these trees are simply more ways to broadcast within a
// partition. Schedule files of earlier versions name them "OptimalTree", …: schedule_file.cpp
// reads those through its alias table.
#include <algorithm>
#include <cctype>

#include "algorithms/catalogue/catalogue.h"
#include "schedule/expansion.h"
#include "schedule/register.h"
#include "sim/simulator.h"

namespace ct::bsp {
namespace {

constexpr int kRadixes[] = {3, 4, 8};  // the variants of a tree with a radix (knomial)

bool takesRadix(const ct::Algorithm& a) {
    const auto& p = a.info.parameters;
    return std::find(p.begin(), p.end(), "radix") != p.end();
}

// "optimal" -> "Optimal": the stem of compact schedule names ("Optimal>Tree(d=4)").
std::string labelOf(const std::string& name) {
    std::string label = name;
    if (!label.empty()) label[0] = char(std::toupper(static_cast<unsigned char>(label[0])));
    return label;
}

Algorithm logpTree(const ct::Algorithm& source) {
    const std::string name = source.info.name;
    Algorithm a;
    a.name = name;
    a.label = labelOf(name);
    a.problem = Problem::Broadcast;
    a.summary = source.info.summary;
    a.source = source.info.source + " (catalogue '" + name + "')";
    a.cost = "LogP/LogGP only, by simulation: " + source.info.formula;
    a.logpOnly = true;
    a.validProcs = onManyProcs;
    const bool radix = takesRadix(source);
    a.variantCount = [radix](const CallArgs&) { return radix ? int(std::size(kRadixes)) : 1; };
    a.variantName = [radix, name](const CallArgs&, int v) {
        return radix ? "radix " + std::to_string(kRadixes[v]) : "LogP " + name;
    };
    a.variantTag = [radix](const CallArgs&, int v) {
        return radix ? "k=" + std::to_string(kRadixes[v]) : std::string();
    };
    a.time = [name](const CallArgs&, int, const BspProfile&) -> double {
        throw std::logic_error(name + " has no BSP* cost (LogP profiles only)");
    };
    a.subcalls = [](const CallArgs&, int) { return std::vector<Subcall>{}; };
    return a;
}

// The catalogue's tree over the partition (logical 0 is the source), mapped onto its ranks:
// each rank receives the part from its parent, then sends it to its children in order.
Expander treeExpander(const ct::Algorithm& source) {
    const ct::Algorithm* tree = &source;
    const bool radix = takesRadix(source);
    return [tree, radix](Expansion& x, const CallNode& n, const std::vector<Rank>& ranks, Part part,
                         const std::string& path) {
        if (!x.model())
            throw ProgramError(path + ": " + n.algorithm +
                               " is shaped by LogP parameters; expand it with a LogP model");
        AlgorithmParams params;
        params.procs = Rank(ranks.size());
        params.root = 0;
        params.bytes = std::max<std::uint64_t>(1, part.bytes);
        params.model = *x.model();
        if (radix) params.radix = kRadixes[n.variant];
        const BroadcastTree shape = tree->tree(params);
        auto& b = x.builder();
        for (Rank r = 0; r < shape.ranks(); ++r) {
            if (shape.parent(r) != kNoRank)
                b.add(ranks[std::size_t(r)],
                      Op::recv(ranks[std::size_t(shape.parent(r))], part.bytes, part.offset));
            for (Rank c : shape.children(r))
                b.add(ranks[std::size_t(r)],
                      Op::send(ranks[std::size_t(c)], part.bytes, part.offset));
        }
    };
}

// The catalogue's entries the schedule library takes (catalogue() lives for the whole run, so
// the expanders may keep references).
std::vector<const ct::Algorithm*> scheduleTrees() {
    std::vector<const ct::Algorithm*> out;
    for (const ct::Algorithm& a : catalogue())
        if (a.info.inSchedules) {
            if (a.info.problem != Problem::Broadcast || !a.tree)
                throw std::logic_error(a.info.name + ": only broadcast trees join schedules");
            out.push_back(&a);
        }
    return out;
}

}  // namespace

void registerLogPExpanders(std::map<std::string, Expander>& table) {
    for (const ct::Algorithm* a : scheduleTrees())
        table[a->info.name] = treeExpander(*a);
}

const Library& logpLibrary() {
    static const Library library = [] {
        Library l = standardLibrary();
        for (const ct::Algorithm* a : scheduleTrees())
            l.addAlgorithm(logpTree(*a));
        return l;
    }();
    return library;
}

const Library& libraryFor(const MachineProfile& m) {
    return m.kind == ModelKind::LogGP ? logpLibrary() : standardLibrary();
}

}  // namespace ct::bsp
