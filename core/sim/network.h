#pragma once
// The interconnection networks of Grama et al. 2003 with deterministic shortest-path routing, for
// the link-contention simulator (link_simulator.h). Ranks are the network's processing nodes
// 0..P-1; a balanced binary tree adds switch vertices P, P+1, … Every link is one direction of
// a full-duplex connection, so a→b and b→a never compete.
#include <cstdint>
#include <string>
#include <vector>

#include "algorithms/catalogue/catalogue.h"
#include "algorithms/textbook/mesh_shape.h"

namespace ct {

using LinkId = std::uint32_t;

struct Link {
    std::int32_t from = 0;  // vertex: a rank, or a switch when >= ranks()
    std::int32_t to = 0;
};

class Network {
public:
    // Routing rules (why: each is the textbook's, and each is a shortest path):
    static Network full(Rank P);         // one direct link per ordered pair
    static Network linearArray(Rank P);  // along the line
    static Network ring(Rank P);  // the shorter way round; a tie goes toward increasing labels
    static Network mesh(
        MeshShape shape);  // row-major ranks; along the row first, then the column (XY)
    static Network torus(
        MeshShape shape);  // as the mesh, each dimension the shorter way (ties: increasing)
    // Node u links to u XOR 2^i. P need not be a power of two (an incomplete cube): a route first
    // clears, then sets differing bits, lowest first, so it never passes a label >= P.
    static Network hypercube(Rank P);
    // §4.1.4: the ranks are the leaves of a balanced binary tree whose inner nodes are switches;
    // a message climbs to the lowest common ancestor and descends (2·level hops).
    static Network binaryTree(Rank P);
    // The catalogue's topologies; meshRows as in AlgorithmParams (0: squarest).
    static Network of(Topology topology, Rank P, int meshRows = 0);

    Rank ranks() const { return m_ranks; }
    std::size_t links() const {
        return m_kind == Kind::Full ? std::size_t(m_ranks) * std::size_t(m_ranks - 1)
                                    : m_links.size();
    }
    Link link(LinkId id) const;
    // The links a message from `from` to `to` crosses, in order (empty when from == to).
    std::vector<LinkId> route(Rank from, Rank to) const;
    int hops(Rank from, Rank to) const;
    std::string describe() const;  // "ring of 8", "4 x 4 mesh", …

private:
    enum class Kind { Full, LinearArray, Ring, Mesh, Torus, Hypercube, BinaryTree };
    Network(Kind kind, Rank ranks, std::int32_t vertices);
    void connect(std::int32_t a, std::int32_t b);  // both directions, once
    LinkId linkBetween(std::int32_t a, std::int32_t b) const;
    std::vector<std::int32_t> path(Rank from, Rank to) const;  // vertices, both ends included
    std::int32_t treeVertex(std::int64_t heapIndex) const;

    Kind m_kind;
    Rank m_ranks;
    MeshShape m_shape;
    int m_treeDepth = 0;  // binary tree: leaves sit at this depth
    std::vector<Link> m_links;
    // Per vertex its outgoing (neighbour, link) pairs; degrees are small (<= 2·log P).
    std::vector<std::vector<std::pair<std::int32_t, LinkId>>> m_out;
};

}  // namespace ct
