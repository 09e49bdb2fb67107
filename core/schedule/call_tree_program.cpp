#include "schedule/call_tree_program.h"

#include <stdexcept>

#include "schedule/expansion.h"
#include "sim/simulator.h"

namespace ct::bsp {

std::vector<Rank> slice(const std::vector<Rank>& ranks, std::size_t first, std::size_t count) {
    return {ranks.begin() + std::ptrdiff_t(first), ranks.begin() + std::ptrdiff_t(first + count)};
}

std::string subcallPath(const std::string& path, std::size_t j) {
    return path + ".subcalls[" + std::to_string(j) + "]";
}

void Expansion::barrier(const std::vector<Rank>& ranks) {
    auto [it, added] = m_groups.try_emplace(ranks, Rank(0));
    if (added) it->second = m_builder.addGroup(ranks);
    for (Rank r : ranks)
        m_builder.add(r, Op::barrier(it->second));
}

void Expansion::expand(const CallNode& node, const std::vector<Rank>& ranks, Part part,
                       const std::string& path) {
    const Expander* e = expanderFor(node.algorithm);
    if (!e) throw ProgramError(path + ": " + node.algorithm + " has no program expansion");
    if (ranks.size() != std::size_t(node.dataProcs))
        throw ProgramError(path + ": expected " + std::to_string(node.dataProcs) +
                           " processors, the partition has " + std::to_string(ranks.size()));
    (*e)(*this, node, ranks, part, path);
}

const Expander* expanderFor(const std::string& algorithm) {
    static const std::map<std::string, Expander> table = [] {
        std::map<std::string, Expander> t;
        registerBroadcastExpanders(t);
        registerPrefixExpanders(t);
        registerLogPExpanders(t);
        return t;
    }();
    auto it = table.find(algorithm);
    return it == table.end() ? nullptr : &it->second;
}

namespace {

// "Broadcast, Reduce, …": the library's problems whose programs have a data contract.
std::string expandingProblems(const Library& lib) {
    std::string s;
    for (const ProblemInfo& p : lib.problems())
        if (hasContract(p.id)) s += (s.empty() ? "" : ", ") + p.name();
    return s;
}

std::optional<std::string> unsupportedNode(const CallNode& n, const std::string& path) {
    if (!expanderFor(n.algorithm))
        return path + ": " + n.algorithm + " (" + scheduleName(n.problem) +
               ") has no program expansion";
    for (std::size_t j = 0; j < n.children.size(); ++j)
        if (auto bad = unsupportedNode(n.children[j], subcallPath(path, j))) return bad;
    return std::nullopt;
}

}  // namespace

std::optional<std::string> expansionUnsupported(const CallNode& tree, const Library& lib) {
    if (!hasContract(tree.problem))
        return std::string("tree: ") + scheduleName(tree.problem) +
               " has no collective data contract (only " + expandingProblems(lib) + " expand)";
    if (!lib.algorithm(tree.algorithm))
        return "tree.algorithm: unknown algorithm '" + tree.algorithm + "'";
    return unsupportedNode(tree, "tree");
}

ExpandedSchedule expandToProgram(const CallNode& tree, const Library& lib,
                                 const ExpansionOptions& options) {
    if (auto bad = validateNode(tree, lib, tree.calcProcs, "tree")) throw ProgramError(*bad);
    if (auto bad = expansionUnsupported(tree, lib)) throw ProgramError(*bad);
    const Rank procs = tree.calcProcs;
    if (tree.dataProcs != procs)
        throw ProgramError("tree.calc_procs: the program runs on the data processors (" +
                           std::to_string(tree.dataProcs) + "), not " + std::to_string(procs));
    const Problem kind = tree.problem;
    if (options.root < 0 || options.root >= procs)
        throw std::invalid_argument("root " + std::to_string(options.root) + " is not in [0, " +
                                    std::to_string(procs) + ")");
    if (options.bytes < 1) throw std::invalid_argument("bytes must be at least 1");
    if (kind != Problem::Broadcast && options.bytes % 8 != 0)
        throw std::invalid_argument(std::string("bytes must be a multiple of 8 for ") +
                                    scheduleName(kind) + " (64-bit integers)");
    // Logical processor 0 of a broadcast or scan is the root; processor p−1 of a reduction is.
    const bool fromRoot = kind == Problem::Broadcast || kind == Problem::Scan ||
                          kind == Problem::ScanAll || kind == Problem::SegmentMinimum;
    const Rank shift = fromRoot ? options.root : options.root + 1;
    std::vector<Rank> ranks(std::size_t(tree.dataProcs));
    for (std::size_t i = 0; i < ranks.size(); ++i)
        ranks[i] = Rank((shift + Rank(i)) % procs);
    ExpandedSchedule out;
    out.spec = CollectiveSpec{kind, procs, options.root, options.bytes};
    Expansion x(procs, options.bytes, options.model);
    x.builder().requireBufferBytes(out.spec.layoutBytes());
    x.expand(tree, ranks, Part{0, options.bytes}, "tree");
    out.program = x.build(compactName(tree, lib));
    return out;
}

}  // namespace ct::bsp
