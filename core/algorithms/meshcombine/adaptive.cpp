// The mesh-combine paper, section 4: the adaptive global combine. Columns are cut into strips of S
// nodes, the mesh into S x S blocks; node (r, c) is a block diagonal node when r mod S = c mod S.
//
//   1 strip combine           B-C within each strip: the node in row r keeps segment r mod S
//                             (of S) of its strip's sum, its "valid segment".
//   2 row reduction           BSBT-R along each row on the valid segment only.
//   3 column reduction        BSBT-R along each column among its block diagonal nodes (every
//                             S-th node), on their valid segment: these now hold the final sum.
//   4 local row distribution  SBT-D within each block row from its diagonal node.
//   5 local column distrib.   B-D within each strip: everyone gets all S segments.
//
// S = 1 is BSBT2D-R; S = n makes phase 1 and 5 whole-column buckets and phase 3 empty.
#include <stdexcept>
#include <string>

#include "algorithms/meshcombine/line_blocks.h"
#include "algorithms/meshcombine/mesh_algorithms.h"

namespace ct::mesh {

void emitMeshAdaptive(const MeshProblem& m, int strip, StepSink& sink) {
    if (strip < 1 || m.n % strip != 0)
        throw std::invalid_argument("mesh-adaptive: the strip length S = " + std::to_string(strip) +
                                    " must divide the mesh width n = " + std::to_string(m.n));
    const int S = strip;
    const int blocks = m.n / S;
    const Segment whole{0, m.elements};
    auto valid = [&](int row) { return partOf(whole, std::uint64_t(S), std::uint64_t(row % S)); };

    std::vector<RingJob> strips;
    for (int c = 0; c < m.n; ++c)
        for (int b = 0; b < blocks; ++b)
            strips.push_back(foldedRingJob(columnLine(m, c, b * S, S), whole));
    std::vector<TreeJob> rows;
    for (int r = 0; r < m.n; ++r)
        rows.push_back({rowLine(m, r, 0, m.n), valid(r), 0});
    std::vector<TreeJob> diagonals;
    for (int c = 0; c < m.n; ++c)
        diagonals.push_back({columnLine(m, c, c % S, blocks, S), valid(c % S), 0});
    std::vector<TreeJob> blockRows;
    for (int r = 0; r < m.n; ++r)
        for (int b = 0; b < blocks; ++b)
            blockRows.push_back(
                {rowLine(m, r, b * S, S), valid(r), static_cast<std::size_t>(r % S)});

    emitBucketCollect(strips, sink);
    emitBsbtAllreduce(rows, sink);
    emitBsbtAllreduce(diagonals, sink);
    emitSbtDistribute(blockRows, sink);
    emitBucketDistribute(strips, sink);
}

}  // namespace ct::mesh
