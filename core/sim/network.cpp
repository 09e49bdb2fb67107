#include "sim/network.h"

#include <bit>
#include <stdexcept>

namespace ct {
namespace {

void requireRanks(Rank P) {
    if (P < 1)
        throw std::invalid_argument("a network needs at least one node (got " + std::to_string(P) +
                                    ")");
}

// One step along a cycle of n positions from a toward b: the shorter way, ties increasing.
std::int32_t cycleStep(std::int32_t a, std::int32_t b, std::int32_t n) {
    const std::int32_t forward = ((b - a) % n + n) % n;
    return forward <= n - forward ? (a + 1) % n : (a + n - 1) % n;
}

}  // namespace

Network::Network(Kind kind, Rank ranks, std::int32_t vertices) : m_kind(kind), m_ranks(ranks) {
    m_out.resize(static_cast<std::size_t>(vertices));
}

void Network::connect(std::int32_t a, std::int32_t b) {
    for (auto [n, id] : m_out[a])
        if (n == b) return;  // a 2-ring or a 2-wide torus meets the same neighbour twice
    m_out[a].push_back({b, static_cast<LinkId>(m_links.size())});
    m_links.push_back({a, b});
    m_out[b].push_back({a, static_cast<LinkId>(m_links.size())});
    m_links.push_back({b, a});
}

Network Network::full(Rank P) {
    requireRanks(P);
    return Network(Kind::Full, P,
                   0);  // links are numbered arithmetically: P² of them is too many to list
}

Network Network::linearArray(Rank P) {
    requireRanks(P);
    Network n(Kind::LinearArray, P, P);
    for (Rank r = 0; r + 1 < P; ++r)
        n.connect(r, r + 1);
    return n;
}

Network Network::ring(Rank P) {
    requireRanks(P);
    Network n(Kind::Ring, P, P);
    for (Rank r = 0; r < P && P > 1; ++r)
        n.connect(r, (r + 1) % P);
    return n;
}

Network Network::mesh(MeshShape s) {
    requireRanks(s.procs());
    Network n(Kind::Mesh, s.procs(), s.procs());
    n.m_shape = s;
    for (Rank i = 0; i < s.rows; ++i)
        for (Rank c = 0; c < s.cols; ++c) {
            if (c + 1 < s.cols) n.connect(s.at(i, c), s.at(i, c + 1));
            if (i + 1 < s.rows) n.connect(s.at(i, c), s.at(i + 1, c));
        }
    return n;
}

Network Network::torus(MeshShape s) {
    requireRanks(s.procs());
    Network n(Kind::Torus, s.procs(), s.procs());
    n.m_shape = s;
    for (Rank i = 0; i < s.rows; ++i)
        for (Rank c = 0; c < s.cols; ++c) {
            if (s.cols > 1) n.connect(s.at(i, c), s.at(i, (c + 1) % s.cols));
            if (s.rows > 1) n.connect(s.at(i, c), s.at((i + 1) % s.rows, c));
        }
    return n;
}

Network Network::hypercube(Rank P) {
    requireRanks(P);
    Network n(Kind::Hypercube, P, P);
    for (Rank r = 0; r < P; ++r)
        for (Rank bit = 1; bit < P; bit <<= 1)
            if ((r & bit) == 0 && (r | bit) < P) n.connect(r, r | bit);
    return n;
}

Network Network::binaryTree(Rank P) {
    requireRanks(P);
    const int depth = std::bit_width(static_cast<std::uint32_t>(P - 1));  // leaves at 2^depth >= P
    Network n(Kind::BinaryTree, P, P + (std::int32_t(1) << depth) - 1);
    n.m_treeDepth = depth;
    for (Rank r = 0; r < P; ++r)
        for (std::int64_t h = (std::int64_t(1) << depth) + r; h > 1; h /= 2)
            n.connect(n.treeVertex(h), n.treeVertex(h / 2));
    return n;
}

Network Network::of(Topology t, Rank P, int meshRows) {
    switch (t) {
        case Topology::Full:
            return full(P);
        case Topology::LinearArray:
            return linearArray(P);
        case Topology::Ring:
            return ring(P);
        case Topology::Mesh2D:
            return mesh(meshShape(P, meshRows));
        case Topology::Torus2D:
            return torus(meshShape(P, meshRows));
        case Topology::Hypercube:
            return hypercube(P);
    }
    throw std::invalid_argument("unknown topology");
}

std::int32_t Network::treeVertex(std::int64_t h) const {
    const std::int64_t leaves = std::int64_t(1) << m_treeDepth;
    return static_cast<std::int32_t>(h >= leaves ? h - leaves : m_ranks + h - 1);
}

Link Network::link(LinkId id) const {
    if (id >= links())
        throw std::out_of_range("no link " + std::to_string(id) + " in the " + describe());
    if (m_kind != Kind::Full) return m_links[id];
    const auto from = static_cast<std::int32_t>(id / LinkId(m_ranks - 1));
    const auto k = static_cast<std::int32_t>(id % LinkId(m_ranks - 1));
    return {from, k + (k >= from ? 1 : 0)};
}

LinkId Network::linkBetween(std::int32_t a, std::int32_t b) const {
    for (auto [n, id] : m_out[a])
        if (n == b) return id;
    throw std::logic_error("route steps between unconnected vertices " + std::to_string(a) +
                           " and " + std::to_string(b));
}

std::vector<std::int32_t> Network::path(Rank a, Rank b) const {
    std::vector<std::int32_t> p{a};
    auto walk = [&](auto step) {
        while (p.back() != b)
            p.push_back(step(p.back()));
    };
    switch (m_kind) {
        case Kind::Full:
            p.push_back(b);
            break;
        case Kind::LinearArray:
            walk([&](std::int32_t v) { return v < b ? v + 1 : v - 1; });
            break;
        case Kind::Ring:
            walk([&](std::int32_t v) { return cycleStep(v, b, m_ranks); });
            break;
        case Kind::Mesh:
        case Kind::Torus: {
            const MeshShape& s = m_shape;
            const bool wrap = m_kind == Kind::Torus;
            auto toward = [&](std::int32_t x, std::int32_t target, std::int32_t n) {
                return wrap ? cycleStep(x, target, n) : (x < target ? x + 1 : x - 1);
            };
            walk([&](std::int32_t v) {
                const Rank i = s.row(v), c = s.col(v);
                if (c != s.col(b))
                    return s.at(i, toward(c, s.col(b), s.cols));  // X: along the row first
                return s.at(toward(i, s.row(b), s.rows), c);
            });
            break;
        }
        case Kind::Hypercube:
            walk([&](std::int32_t v) {
                const std::int32_t clear = v & ~b;
                if (clear) return v & ~(clear & -clear);  // lowest bit to clear
                const std::int32_t set = b & ~v;
                return v | (set & -set);
            });
            break;
        case Kind::BinaryTree: {
            if (a == b) break;
            const std::int64_t leaves = std::int64_t(1) << m_treeDepth;
            const int level = std::bit_width(static_cast<std::uint32_t>(a ^ b));
            const std::int64_t ha = leaves + a, hb = leaves + b;
            for (int up = 1; up <= level; ++up)
                p.push_back(treeVertex(ha >> up));
            for (int down = level - 1; down >= 0; --down)
                p.push_back(treeVertex(hb >> down));
            break;
        }
    }
    return p;
}

std::vector<LinkId> Network::route(Rank from, Rank to) const {
    if (from < 0 || from >= m_ranks || to < 0 || to >= m_ranks)
        throw std::out_of_range("route between ranks " + std::to_string(from) + " and " +
                                std::to_string(to) + " outside the " + describe());
    std::vector<LinkId> links;
    if (from == to) return links;
    if (m_kind == Kind::Full)
        return {LinkId(from) * LinkId(m_ranks - 1) + LinkId(to - (to > from ? 1 : 0))};
    const auto p = path(from, to);
    for (std::size_t i = 1; i < p.size(); ++i)
        links.push_back(linkBetween(p[i - 1], p[i]));
    return links;
}

int Network::hops(Rank from, Rank to) const {
    return static_cast<int>(route(from, to).size());
}

std::string Network::describe() const {
    const std::string p = std::to_string(m_ranks);
    switch (m_kind) {
        case Kind::Full:
            return "fully connected network of " + p;
        case Kind::LinearArray:
            return "linear array of " + p;
        case Kind::Ring:
            return "ring of " + p;
        case Kind::Mesh:
            return m_shape.describe() + " mesh";
        case Kind::Torus:
            return m_shape.describe() + " torus";
        case Kind::Hypercube:
            return "hypercube of " + p;
        case Kind::BinaryTree:
            return "balanced binary tree with " + p + " leaves";
    }
    return "network";
}

}  // namespace ct
