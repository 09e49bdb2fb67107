#include "schedule/call_tree.h"

#include <algorithm>

namespace ct::bsp {

std::size_t nodeCount(const CallNode& n) {
    std::size_t k = 1;
    for (const auto& c : n.children)
        k += nodeCount(c);
    return k;
}

std::string nodeLabel(const CallNode& n, const Library& lib) {
    const Algorithm* a = lib.algorithm(n.algorithm);
    if (!a) return n.algorithm;
    const CallArgs args{n.input, n.dataProcs, n.calcProcs};
    std::string tag;
    if (n.variant >= 0 && n.variant < a->variantCount(args)) tag = a->variantTag(args, n.variant);
    return labelWithTag(a->label, tag);
}

std::string labelWithTag(const std::string& stem, const std::string& tag) {
    return tag.empty() ? stem : stem + "(" + tag + ")";
}

std::string comparedLabel(std::string label, int calcProcs) {
    return label.append("@").append(std::to_string(calcProcs));
}

std::optional<bool> stemsOrder(const std::string& mine, const std::string& theirs) {
    const auto [m, t] = std::mismatch(mine.begin(), mine.end(), theirs.begin(), theirs.end());
    if (m == mine.end() || t == theirs.end()) return std::nullopt;
    return *m < *t;
}

std::string compactName(const CallNode& n, const Library& lib) {
    std::string s = nodeLabel(n, lib);
    if (n.children.size() == 1) return s + ">" + compactName(n.children[0], lib);
    if (n.children.size() > 1) {
        s += "[";
        for (std::size_t i = 0; i < n.children.size(); ++i)
            s += (i ? ", " : "") + compactName(n.children[i], lib);
        s += "]";
    }
    return s;
}

double ownTime(const CallNode& n, const Library& lib, const BspProfile& m) {
    const Algorithm* a = lib.algorithm(n.algorithm);
    return a->time(CallArgs{n.input, n.dataProcs, n.calcProcs}, n.variant, m);
}

double evaluateCost(CallNode& n, const Library& lib, const BspProfile& m) {
    const Algorithm* a = lib.algorithm(n.algorithm);
    const CallArgs args{n.input, n.dataProcs, n.calcProcs};
    n.variantName = a->variantName(args, n.variant);
    // Subcalls run one after another, so their costs add up; parallel instances cost one.
    double cost = a->time(args, n.variant, m);
    for (auto& c : n.children)
        cost += c.count * evaluateCost(c, lib, m);
    n.cost = cost;
    return cost;
}

namespace {

std::string child(const std::string& path, std::size_t j) {
    return path + ".subcalls[" + std::to_string(j) + "]";
}

std::string nameOf(Problem p) {
    return scheduleName(p);
}

}  // namespace

std::optional<std::string> validateNode(const CallNode& n, const Library& lib, int maxCalcProcs,
                                        const std::string& path) {
    const ProblemInfo* problem = lib.problem(n.problem);
    if (!problem) return path + ".problem: unknown problem '" + nameOf(n.problem) + "'";
    if (auto bad = checkInput(*problem, n.input); !bad.empty()) return path + ".input." + bad;
    const Algorithm* a = lib.algorithm(n.algorithm);
    if (!a) return path + ".algorithm: unknown algorithm '" + n.algorithm + "'";
    if (a->problem != n.problem)
        return path + ".algorithm: " + n.algorithm + " solves " + nameOf(a->problem) + ", not " +
               nameOf(n.problem);
    if (n.dataProcs < 1 || n.dataProcs > maxCalcProcs)
        return path + ".data_procs: " + std::to_string(n.dataProcs) + " is not in [1, " +
               std::to_string(maxCalcProcs) + "]";
    const auto valid = a->validProcs(n.input, n.dataProcs, maxCalcProcs);
    if (std::find(valid.begin(), valid.end(), n.calcProcs) == valid.end())
        return path + ".calc_procs: " + n.algorithm + " cannot run on " +
               std::to_string(n.calcProcs) + " processors with data on " +
               std::to_string(n.dataProcs) + " (at most " + std::to_string(maxCalcProcs) +
               " available)";
    const CallArgs args{n.input, n.dataProcs, n.calcProcs};
    const int variants = a->variantCount(args);
    if (n.variant < 0 || n.variant >= variants)
        return path + ".variant: " + std::to_string(n.variant) + " is out of range (" +
               n.algorithm + " has " + std::to_string(variants) + " variant(s) here)";
    const auto subs = a->subcalls(args, n.variant);
    if (n.children.size() != subs.size())
        return path + ".subcalls: " + n.algorithm + " makes " + std::to_string(subs.size()) +
               " subcall(s), the tree has " + std::to_string(n.children.size());
    for (std::size_t j = 0; j < subs.size(); ++j) {
        const Subcall& s = subs[j];
        const CallNode& c = n.children[j];
        const std::string at = child(path, j);
        if (c.problem != s.problem)
            return at + ".problem: must be " + nameOf(s.problem) + ", not " + nameOf(c.problem);
        if (!(c.input == s.input))
            return at + ".input: must be (" + s.input.toString() + "), not (" + c.input.toString() +
                   ")";
        if (c.dataProcs != s.dataProcs)
            return at + ".data_procs: must be " + std::to_string(s.dataProcs) + ", not " +
                   std::to_string(c.dataProcs);
        if (c.count != s.count)
            return at + ".count: must be " + std::to_string(s.count) + ", not " +
                   std::to_string(c.count);
        if (c.parallel != s.parallel)
            return at + ".parallel: must be " + std::to_string(s.parallel) + ", not " +
                   std::to_string(c.parallel);
        // Subproblems never use more processors than the algorithm at this node.
        if (static_cast<long long>(s.dataProcs) * s.parallel > n.calcProcs)
            return at + ".data_procs: " + std::to_string(s.dataProcs) + " × " +
                   std::to_string(s.parallel) + " parallel exceeds the parent's " +
                   std::to_string(n.calcProcs) + " processors";
        if (auto bad = validateNode(c, lib, n.calcProcs / s.parallel, at)) return bad;
    }
    return std::nullopt;
}

std::optional<std::string> validateTree(const CallNode& root, const Library& lib, Problem problem,
                                        const Input& input, int dataProcs, int maxCalcProcs,
                                        const std::string& path) {
    if (root.problem != problem)
        return path + ".problem: must be " + nameOf(problem) + ", not " + nameOf(root.problem);
    if (!(root.input == input))
        return path + ".input: must be (" + input.toString() + "), not (" + root.input.toString() +
               ")";
    if (root.dataProcs != dataProcs)
        return path + ".data_procs: must be " + std::to_string(dataProcs) + ", not " +
               std::to_string(root.dataProcs);
    if (root.count != 1 || root.parallel != 1)
        return path + ".count: the root runs once (count 1, parallel 1)";
    return validateNode(root, lib, maxCalcProcs, path);
}

void preorderLabels(const CallNode& n, const Library& lib, std::vector<std::string>& out) {
    out.push_back(comparedLabel(nodeLabel(n, lib), n.calcProcs));
    for (const auto& c : n.children)
        preorderLabels(c, lib, out);
}

bool scheduleBetter(const CallNode& a, const CallNode& b, const Library& lib) {
    if (a.cost != b.cost) return a.cost < b.cost;
    const std::size_t na = nodeCount(a), nb = nodeCount(b);
    if (na != nb) return na < nb;
    std::vector<std::string> la, lb;
    preorderLabels(a, lib, la);
    preorderLabels(b, lib, lb);
    return la < lb;
}

}  // namespace ct::bsp
