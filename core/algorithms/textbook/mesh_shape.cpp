#include "algorithms/textbook/mesh_shape.h"

#include <stdexcept>

namespace ct {

std::string MeshShape::describe() const {
    return std::to_string(rows) + " x " + std::to_string(cols);
}

namespace {

std::string divisorsOf(Rank procs) {
    std::string s;
    for (Rank d = 1; d <= procs && s.size() < 60; ++d)
        if (procs % d == 0) s += (s.empty() ? "" : ", ") + std::to_string(d);
    return s;
}

}  // namespace

MeshShape meshShape(Rank procs, int meshRows) {
    if (procs < 1)
        throw std::invalid_argument("a mesh needs at least one rank (got " + std::to_string(procs) +
                                    ")");
    if (meshRows < 0 || meshRows > procs)
        throw std::invalid_argument("mesh rows must be between 1 and P = " + std::to_string(procs) +
                                    ", or 0 for the squarest shape (got " +
                                    std::to_string(meshRows) + ")");
    if (meshRows > 0) {
        if (procs % meshRows != 0)
            throw std::invalid_argument("mesh rows = " + std::to_string(meshRows) +
                                        " does not divide P = " + std::to_string(procs) +
                                        ": a mesh needs rows x cols = P (rows from " +
                                        divisorsOf(procs) + ", or 0 for the squarest)");
        return {static_cast<Rank>(meshRows), procs / meshRows};
    }
    Rank rows = 1;
    for (Rank d = 1; std::int64_t(d) * d <= procs; ++d)
        if (procs % d == 0) rows = d;
    return {rows, procs / rows};
}

}  // namespace ct
