#include "algorithms/textbook/textbook_trees.h"

#include <stdexcept>

#include "algorithms/textbook/line_broadcast.h"

namespace ct {
namespace {

void checkRoot(Rank P, Rank root) {
    if (P < 1) throw std::invalid_argument("the number of processors must be at least 1");
    if (root < 0 || root >= P)
        throw std::invalid_argument("root " + std::to_string(root) + " is out of range 0.." +
                                    std::to_string(P - 1));
}

// Collects sends (sender, receiver) in each sender's order into parents and send orders.
class TreeCollector {
public:
    explicit TreeCollector(Rank P) : m_parent(P, kNoRank), m_order(P, -1), m_sent(P, 0) {}
    void send(Rank from, Rank to) {
        m_parent[to] = from;
        m_order[to] = m_sent[from]++;
    }
    BroadcastTree build(Rank root) {
        return makeTree(root, std::move(m_parent), std::move(m_order));
    }

private:
    std::vector<Rank> m_parent;
    std::vector<std::int32_t> m_order;
    std::vector<std::int32_t> m_sent;
};

}  // namespace

BroadcastTree ringBroadcastTree(Rank P, Rank root) {
    checkRoot(P, root);
    TreeCollector tree(P);
    const auto sends = lineBroadcastSends(P, 0);
    auto rank = [&](Rank v) { return static_cast<Rank>((std::int64_t(v) + root) % P); };
    for (Rank v = 0; v < P; ++v)
        for (Rank to : sends[v])
            tree.send(rank(v), rank(to));
    return tree.build(root);
}

BroadcastTree meshBroadcastTree(const MeshShape& mesh, Rank root) {
    checkRoot(mesh.procs(), root);
    TreeCollector tree(mesh.procs());
    const Rank sourceRow = mesh.row(root);
    const auto rowSends = lineBroadcastSends(mesh.cols, mesh.col(root));
    const auto colSends = lineBroadcastSends(mesh.rows, sourceRow);
    for (Rank c = 0; c < mesh.cols; ++c)
        for (Rank to : rowSends[c])
            tree.send(mesh.at(sourceRow, c), mesh.at(sourceRow, to));
    // Every column starts from the source row, so one line plan serves all of them.
    for (Rank c = 0; c < mesh.cols; ++c)
        for (Rank i = 0; i < mesh.rows; ++i)
            for (Rank to : colSends[i])
                tree.send(mesh.at(i, c), mesh.at(to, c));
    return tree.build(root);
}

}  // namespace ct
