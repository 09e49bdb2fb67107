#pragma once
// One operation of a communication program: what a rank does, in order.
#include <cstdint>

namespace ct {

using Rank = std::int32_t;
inline constexpr Rank kNoRank = -1;

enum class OpKind : std::uint8_t {
    Send,     // send `bytes` from buffer[offset..] to `peer` (non-blocking, as LogP assumes)
    Recv,     // receive `bytes` from `peer` into buffer[offset..] (blocks until it arrives)
    Combine,  // reduce buffer[srcOffset..] into buffer[offset..] (see CombineMode)
    Copy,     // copy `bytes` from buffer[srcOffset..] to buffer[offset..]
    Barrier,  // wait for every rank of group `peer` (BSP supersteps inside a partition)
    // Wait until every send this rank has posted so far is complete: received, as an MPI library
    // completes a send larger than its eager limit. Open MPI's segmented algorithms do this after
    // each segment (MPI_Waitall of its sends, or a blocking MPI_Send); without it a program's
    // sends all stay pending, as LogP assumes.
    WaitSends,
};

// Elementwise: dst[i] = dst[i] (+) src[i] for i < elements (vector reductions, MPI_Reduce).
// Fold: dst[0] = dst[0] (+) src[0] (+) ... (+) src[elements-1] (summing local operands, Shou & Chen
// 1996). Minimum: dst[i] = min(dst[i], src[i]) as signed 64-bit integers (EdgeMinimum: an edge as
// one ordered key); costs what Elementwise costs. SegmentedMinimum: dst[i] =
// segmentedMinimum(dst[i], src[i]) (below) on words that pack a segment id above a key (Bonorden's
// (2002) SegmentMinimum pairs); costs what Elementwise costs. SegmentedScan: the local running form
// of SegmentedMinimum, in place (srcOffset == offset): dst[i] = segmentedMinimum(dst[i−1], dst[i])
// for i = 1, 2, … in order, so every word ends with the minimum of its segment up to it within the
// part; costs one element per word.
enum class CombineMode : std::uint8_t {
    Elementwise,
    Fold,
    Minimum,
    SegmentedMinimum,
    SegmentedScan
};

// A SegmentMinimum word: the segment id in the high 32 bits, the key in the low 32 bits, so a
// segment's words are contiguous in word order and its least word holds its least key.
inline constexpr unsigned kSegmentShift = 32;
inline constexpr std::uint64_t segmentOf(std::uint64_t word) {
    return word >> kSegmentShift;
}
// The segmented operator: the smaller word when both lie in one segment, else the word of the
// later segment. On words sorted by segment this is "the minimum when the segments agree, else the
// right operand", and unlike that reading it is commutative as well as associative (it is the
// maximum under the order "segment ascending, then key descending"), so a combine may take its
// operands in either order, as the tree scans do.
inline constexpr std::uint64_t segmentedMinimum(std::uint64_t a, std::uint64_t b) {
    if (segmentOf(a) == segmentOf(b)) return a < b ? a : b;
    return a > b ? a : b;
}

struct Op {
    OpKind kind = OpKind::Send;
    CombineMode mode = CombineMode::Elementwise;
    Rank peer = kNoRank;          // Send: destination; Recv: source; Barrier: group index
    std::uint64_t bytes = 0;      // message / copied / combined bytes
    std::uint64_t offset = 0;     // the part this op writes (Recv, Combine, Copy) or reads (Send)
    std::uint64_t srcOffset = 0;  // Combine and Copy: the part read

    static Op send(Rank to, std::uint64_t bytes, std::uint64_t offset = 0) {
        return Op{OpKind::Send, CombineMode::Elementwise, to, bytes, offset, 0};
    }
    static Op recv(Rank from, std::uint64_t bytes, std::uint64_t offset = 0) {
        return Op{OpKind::Recv, CombineMode::Elementwise, from, bytes, offset, 0};
    }
    static Op combine(std::uint64_t srcOffset, std::uint64_t dstOffset, std::uint64_t bytes,
                      CombineMode mode = CombineMode::Elementwise) {
        return Op{OpKind::Combine, mode, kNoRank, bytes, dstOffset, srcOffset};
    }
    static Op copy(std::uint64_t srcOffset, std::uint64_t dstOffset, std::uint64_t bytes) {
        return Op{OpKind::Copy, CombineMode::Elementwise, kNoRank, bytes, dstOffset, srcOffset};
    }
    static Op barrier(Rank group) {
        return Op{OpKind::Barrier, CombineMode::Elementwise, group, 0, 0, 0};
    }
    static Op waitSends() {
        return Op{OpKind::WaitSends, CombineMode::Elementwise, kNoRank, 0, 0, 0};
    }
    bool isCommunication() const { return kind == OpKind::Send || kind == OpKind::Recv; }
};
static_assert(sizeof(Op) == 32, "Op is stored by the million: keep it compact");

const char* toString(OpKind kind);

}  // namespace ct
