#include "algorithms/trees/tree_programs.h"

namespace ct {

Program broadcastProgram(const BroadcastTree& tree, std::uint64_t bytes, std::string name) {
    ProgramBuilder b(tree.ranks());
    b.reserve(2 * static_cast<std::size_t>(tree.ranks()));
    b.requireBufferBytes(bytes);
    for (Rank r = 0; r < tree.ranks(); ++r) {
        if (tree.parent(r) != kNoRank) b.add(r, Op::recv(tree.parent(r), bytes));
        for (Rank c : tree.children(r))
            b.add(r, Op::send(c, bytes));
    }
    return b.build(std::move(name));
}

Program reductionProgram(const BroadcastTree& tree, std::uint64_t bytes, std::uint32_t elementBytes,
                         std::string name) {
    ProgramBuilder b(tree.ranks(), elementBytes);
    b.reserve(3 * static_cast<std::size_t>(tree.ranks()));
    // Layout: [own vector | scratch for one child's vector].
    for (Rank r = 0; r < tree.ranks(); ++r) {
        auto children = tree.children(r);
        for (auto it = children.rbegin(); it != children.rend(); ++it) {
            b.add(r, Op::recv(*it, bytes, bytes));
            b.add(r, Op::combine(bytes, 0, bytes));
        }
        if (tree.parent(r) != kNoRank) b.add(r, Op::send(tree.parent(r), bytes));
    }
    b.requireBufferBytes(bytes);
    return b.build(std::move(name));
}

}  // namespace ct
