// The Optimizer's result: the CallNode tree built once from the chosen entries, and the node
// labels that decide exact ties as scheduleBetter does.
#include <string>
#include <vector>

#include "schedule/search.h"

namespace ct::bsp {

// A node's label as scheduleBetter compares it: "label(tag)@calcProcs".
std::string Optimizer::label(int e, int algorithm, int procs, int variant) {
    const Algorithm& a = m_lib.algorithms()[std::size_t(algorithm)];
    const Entry entry = m_entries[std::size_t(e)];
    return comparedLabel(
        labelWithTag(a.label, a.variantTag({inputOf(entry), entry.dataProcs, procs}, variant)),
        procs);
}

// scheduleBetter's last criterion: node labels in preorder.
void Optimizer::labels(int e, int algorithm, int procs, int variant, const int* children, int count,
                       std::vector<std::string>& out) {
    out.push_back(label(e, algorithm, procs, variant));
    const std::vector<int> kids(children, children + count);  // m_children may not move, but
    for (int c : kids) {                                      // stay safe against aliasing
        const Entry child = m_entries[std::size_t(c)];
        if (child.scheduled >= 0) {
            preorderLabels(m_scheduled[std::size_t(child.scheduled)], m_lib, out);
            continue;
        }
        labels(c, child.algorithm, child.procs, child.variant, m_children.data() + child.childAt,
               child.childCount, out);
    }
}

CallNode Optimizer::build(int e) {
    const Entry entry = m_entries[std::size_t(e)];
    if (entry.scheduled >= 0) return m_scheduled[std::size_t(entry.scheduled)];
    const Algorithm& a = m_lib.algorithms()[std::size_t(entry.algorithm)];
    CallNode n;
    n.problem = a.problem;
    n.input = inputOf(entry);
    n.algorithm = a.name;
    n.variant = entry.variant;
    n.dataProcs = entry.dataProcs;
    n.calcProcs = entry.procs;
    n.cost = entry.cost;
    const CallArgs args{n.input, n.dataProcs, n.calcProcs};
    n.variantName = a.variantName(args, n.variant);
    n.children.reserve(std::size_t(entry.childCount));
    for (int j = 0; j < entry.childCount; ++j) {
        n.children.push_back(build(m_children[std::size_t(entry.childAt + j)]));
        const Ref& ref = m_refs[std::size_t(entry.refAt + j)];
        n.children.back().count = ref.count;
        n.children.back().parallel = ref.parallel;
    }
    return n;
}

}  // namespace ct::bsp
