#pragma once
// Disjoint sets with path halving and union by size (the components of Kruskal, the Borůvka
// contraction, and the spanning check).
#include <cstdint>
#include <numeric>
#include <vector>

namespace ct::bsprun {

class UnionFind {
public:
    explicit UnionFind(std::size_t n) : m_parent(n), m_size(n, 1) {
        std::iota(m_parent.begin(), m_parent.end(), std::size_t(0));
    }
    std::size_t find(std::size_t x) {
        while (m_parent[x] != x)
            x = m_parent[x] = m_parent[m_parent[x]];
        return x;
    }
    // False when a and b were already joined.
    bool unite(std::size_t a, std::size_t b) {
        a = find(a);
        b = find(b);
        if (a == b) return false;
        if (m_size[a] < m_size[b]) std::swap(a, b);
        m_parent[b] = a;
        m_size[a] += m_size[b];
        return true;
    }

private:
    std::vector<std::size_t> m_parent, m_size;
};

}  // namespace ct::bsprun
