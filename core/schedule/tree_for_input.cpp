#include "schedule/tree_for_input.h"

#include "schedule/search.h"

namespace ct::bsp {
namespace {

// Copies the choices of `from` onto a node whose problem, input and procs are already set,
// recursing through the subcalls the algorithm makes for the new input. Validity is checked
// afterwards, by the same rules as a loaded file.
bool rebuild(const CallNode& from, CallNode& to, const Library& lib) {
    to.algorithm = from.algorithm;
    to.variant = from.variant;
    to.calcProcs = from.calcProcs;
    to.children.clear();
    const Algorithm* a = lib.algorithm(from.algorithm);
    if (!a) return false;
    const CallArgs args{to.input, to.dataProcs, to.calcProcs};
    if (to.variant >= a->variantCount(args)) return false;
    const auto subs = a->subcalls(args, to.variant);
    if (subs.size() != from.children.size()) return false;
    for (std::size_t j = 0; j < subs.size(); ++j) {
        CallNode child = nodeFor(subs[j]);
        const bool ok = rebuild(from.children[j], child, lib);
        to.children.push_back(std::move(child));  // also when not ok: validation names it
        if (!ok) return false;
    }
    return true;
}

}  // namespace

ResizedTree treeForInput(const CallNode& tree, const Library& lib, const Input& input,
                         const BspProfile& machine) {
    CallNode resized;
    resized.problem = tree.problem;
    resized.input = input;
    resized.dataProcs = tree.dataProcs;
    const bool built = rebuild(tree, resized, lib);
    // validateTree names the first choice that does not fit; where rebuild stopped early the
    // node it stopped at is the one without its subcalls.
    if (auto bad = validateTree(resized, lib, tree.problem, input, tree.dataProcs, tree.calcProcs))
        return {std::nullopt, *bad};
    if (!built) return {std::nullopt, "tree: the schedule's choices do not fit this input"};
    evaluateCost(resized, lib, machine);
    return {std::move(resized), {}};
}

}  // namespace ct::bsp
