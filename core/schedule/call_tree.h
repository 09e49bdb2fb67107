#pragma once
// A schedule (Bonorden's (2002) CallTree): at each node the algorithm, its variant, the input, the
// data and calculation processors, how often the subproblem runs one after another (count) and side
// by side (parallel), the cost of the subtree, and one child per subcall, in order.
#include <optional>
#include <string>
#include <vector>

#include "schedule/library.h"

namespace ct::bsp {

struct CallNode {
    Problem problem = Problem::Broadcast;
    Input input;
    std::string algorithm;
    int variant = 0;          // 0-based, < variantCount(input, dataProcs, calcProcs)
    std::string variantName;  // informative ("degree 4"); not checked
    int dataProcs = 1;
    int calcProcs = 1;
    int count = 1;
    int parallel = 1;
    double cost = 0;  // own time + Σ count × child cost, in BSP operations
    std::vector<CallNode> children;
};

std::size_t nodeCount(const CallNode& n);
// Compact name: "Tree(d=2)>ScatterGather(k=8)" for a chain, "Root[Tree(d=2), Tree(d=2)]" when an
// algorithm has several subcalls.
std::string compactName(const CallNode& n, const Library& lib);
// The node's own label: "Tree(d=4)", "Root".
std::string nodeLabel(const CallNode& n, const Library& lib);
// The same from an algorithm's label (its stem) and a variant's tag: "stem(tag)", or the stem
// when the tag is empty.
std::string labelWithTag(const std::string& stem, const std::string& tag);
// A label as scheduleBetter compares it: "label@calcProcs" (one label may run on several counts).
std::string comparedLabel(std::string label, int calcProcs);
// Two compared labels whose stems differ before either ends are ordered by the stems alone:
// whether `mine` sorts first then, nullopt when the rest of the labels must decide.
std::optional<bool> stemsOrder(const std::string& mine, const std::string& theirs);

// Recomputes every node's cost (and variant name) bottom-up; the tree must be valid.
double evaluateCost(CallNode& n, const Library& lib, const BspProfile& m);
// The own time of one node (without its subcalls).
double ownTime(const CallNode& n, const Library& lib, const BspProfile& m);

// Validity exactly as Bonorden 2002 §2.3 defines it ("Gültiges Schedule"), for the problem
// `problem` with `input` on `dataProcs` processors of a machine with `maxCalcProcs`: the root
// solves the problem with that input and data procs and c <= maxCalcProcs; every node's calc procs
// are valid for its algorithm, its variant is in range, it has exactly one child per subcall, the
// j-th child solves the j-th subproblem with its input, data procs, count and parallel count, and
// data procs × parallel <= the parent's calc procs (a child may use at most calc/parallel
// processors). Returns the first problem as "path: message", or nothing.
std::optional<std::string> validateTree(const CallNode& root, const Library& lib, Problem problem,
                                        const Input& input, int dataProcs, int maxCalcProcs,
                                        const std::string& path = "tree");
// The same for a node whose context (problem, input, procs) is its own (no root constraints).
std::optional<std::string> validateNode(const CallNode& n, const Library& lib, int maxCalcProcs,
                                        const std::string& path);

// Ties between schedules of equal cost: fewer nodes first, then the node labels in preorder.
bool scheduleBetter(const CallNode& a, const CallNode& b, const Library& lib);
// What scheduleBetter compares last: every node's "label@calcProcs", in preorder (appended).
void preorderLabels(const CallNode& n, const Library& lib, std::vector<std::string>& out);

}  // namespace ct::bsp
