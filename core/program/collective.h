#pragma once
// What each collective must do to the data, as one contract for the reference executor (tests)
// and the MPI runner: how every rank's buffer starts, and what it must hold at the end.
//
// Layouts (m = bytes per rank's contribution; reductions use 8-byte integers, so m % 8 == 0):
//   broadcast       [0, m): the root's data; everyone ends with it.
//   reduce          [0, m): each rank's vector; the root ends with the elementwise sum.
//   allreduce       as reduce, and every rank ends with the sum.
//   allgather       blocks of m at j·m, rank r starts with block r; everyone ends with all P.
//   reduce-scatter  P blocks of m at j·m (rank r's part for rank j); rank r ends with block r
//                   summed over all ranks, at r·m.
//   scan            [0, m): each rank's vector; rank r ends with the elementwise sum over the ranks
//                   root, root+1, …, r (cyclically; root 0 is MPI_Scan's inclusive prefix).
//   scan-all        as scan, and every rank also ends with the sum over all ranks at [m, 2m)
//                   (Bonorden's (2002) ScanAll: the prefix and the total).
//   allreduce-min   [0, m): each rank's vector of signed 64-bit keys; every rank ends with the
//                   elementwise minimum (Bonorden's (2002) EdgeMinimum, an edge as one ordered
//                   key). Element e is smallest on rank e mod P, so every rank's data matters.
//   segment-minimum [0, m): each rank's k = m/8 words of Bonorden's (2002) SegmentMinimum, sorted
//   by
//                   segment along the ranks root, root+1, … (cyclically): a word packs the
//                   segment id in its high 32 bits and a key in its low 32 bits (op.h,
//                   segmentedMinimum). Every word ends with the least word of its segment from the
//                   segment's start up to it (a segmented inclusive prefix minimum), so each
//                   segment's last word holds the segment's minimum, on the segment's last rank.
//                   That is what one pass of local minima, the boundary Scan(1) with the segmented
//                   operator and the carry to the next rank compute (docs/bsp-model.md). Segments
//                   cross rank boundaries, span three ranks or more and cover whole ranks
//                   (program/segment_data.h).
// Bytes beyond these parts are the algorithm's scratch space and are not checked.
#include <cstdint>
#include <optional>
#include <string>

#include "program/problem.h"
#include "program/reference_executor.h"

namespace ct {

// The layout above of a problem with a data contract (hasContract in program/problem.h): each
// layout's name is the problem's results name (toString), allreduce-min is Problem::EdgeMinimum.
struct CollectiveSpec {
    Problem kind = Problem::Broadcast;
    Rank procs = 1;
    Rank root = 0;
    std::uint64_t bytes = 1;  // m

    // Bytes every rank's buffer needs at least for the layout above.
    std::uint64_t layoutBytes() const;
};

// The deterministic starting value of element i of rank r's contribution (and byte patterns).
std::uint64_t contribution(Rank r, std::uint64_t block, std::uint64_t element);
// allreduce-min's element e of rank r: contribution() rotated so that rank e mod P holds the least.
std::uint64_t minContribution(Rank procs, Rank r, std::uint64_t element);

// Throws std::invalid_argument for a problem without a data contract, and for reductions whose
// size is not a multiple of 8. The layout's bytes are set (junk where nothing is given); with
// BufferFill::Whole also the scratch beyond it is junk, so that a program reading scratch it
// never wrote fails its check; BufferFill::Layout leaves the scratch as the last run left it,
// as Open MPI's scratch buffers are when a collective is called again (docs/runner.md).
enum class BufferFill : std::uint8_t { Whole, Layout };
void initializeBuffer(const CollectiveSpec& spec, Rank r, RankBuffer& buffer,
                      BufferFill fill = BufferFill::Whole);
// Nothing when rank r's buffer is right; otherwise "rank 3 offset 16: expected 12 got 9".
std::optional<std::string> checkBuffer(const CollectiveSpec& spec, Rank r,
                                       const RankBuffer& buffer);

// Runs `program` on the reference executor from initialized buffers and checks every rank.
std::optional<std::string> verifyCollective(const CollectiveSpec& spec, const Program& program);

}  // namespace ct
