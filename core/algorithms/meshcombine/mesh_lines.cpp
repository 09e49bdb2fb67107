#include "algorithms/meshcombine/mesh_lines.h"

namespace ct::mesh {

Line rowLine(const MeshProblem& m, int row, int firstCol, int count) {
    Line l;
    for (int c = firstCol; c < firstCol + count; ++c)
        l.push_back(m.rankAt(row, c));
    return l;
}

Line columnLine(const MeshProblem& m, int col, int firstRow, int count, int spacing) {
    Line l;
    for (int k = 0; k < count; ++k)
        l.push_back(m.rankAt(firstRow + k * spacing, col));
    return l;
}

Line rowMajorLine(const MeshProblem& m) {
    Line l;
    for (Rank r = 0; r < m.nodes(); ++r)
        l.push_back(r);
    return l;
}

Line foldedRing(const Line& line) {
    Line ring;
    for (std::size_t i = 0; i < line.size(); i += 2)
        ring.push_back(line[i]);
    const auto size = static_cast<std::ptrdiff_t>(line.size());
    for (std::ptrdiff_t i = size % 2 == 0 ? size - 1 : size - 2; i > 0; i -= 2)
        ring.push_back(line[static_cast<std::size_t>(i)]);
    return ring;
}

Line meshCycle(const MeshProblem& m) {
    if (m.n == 1) return {0};
    Line ring;
    for (int c = 0; c < m.n; ++c)
        ring.push_back(m.rankAt(0, c));
    for (int r = 1; r < m.n; ++r) {
        if (r % 2 == 1)
            for (int c = m.n - 1; c >= 1; --c)
                ring.push_back(m.rankAt(r, c));
        else
            for (int c = 1; c < m.n; ++c)
                ring.push_back(m.rankAt(r, c));
    }
    for (int r = m.n - 1; r >= 1; --r)
        ring.push_back(m.rankAt(r, 0));
    return ring;
}

}  // namespace ct::mesh
