#pragma once
// Shared pieces of the Open MPI coll/tuned algorithms: parameter checks, Open MPI's segment and
// block arithmetic, and the LogGP clock of one rank used by the exact cost recurrences.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "algorithms/catalogue/catalogue.h"
#include "model/loggp.h"
#include "program/program.h"

namespace ct::mpilib {

// Segment size used when AlgorithmParams::segmentBytes is 0. (Open MPI's forced algorithms
// default to coll_tuned_*_algorithm_segmentsize = 0, i.e. no segmentation; the runner must pass
// --mca coll_tuned_<collective>_algorithm_segmentsize 8192 to match.)
inline constexpr std::uint64_t kDefaultSegmentBytes = 8192;
// Open MPI's segment size 0 (the default of a forced algorithm): every message is sent whole.
// Not the same as a segment of the whole message: the split binary tree falls back to a chain
// when a segment is larger than a half, but splits the message when there are no segments.
inline constexpr std::uint64_t kOpenMpiUnsegmented = ~std::uint64_t(0);
// Open MPI's default coll_tuned_{bcast,reduce}_algorithm_chain_fanout.
inline constexpr int kChainFanout = 4;
// Reductions combine 8-byte integers (the contract of program/collective.h).
inline constexpr std::uint64_t kElementBytes = 8;

// Throws std::invalid_argument naming the bad value: procs < 1, root out of range, radix < 2 when
// `usesRadix`, a byte count that is not a multiple of 8 when `reduction`.
void requireValid(const AlgorithmParams& p, bool reduction, bool usesRadix = false);
// requireValid plus a usable LogGP model (for the cost formulas).
void requireValidModel(const AlgorithmParams& p, bool reduction, bool usesRadix = false);

std::uint64_t segmentBytesOf(const AlgorithmParams& p);

// COLL_BASE_COMPUTED_SEGCOUNT: elements per segment for `segBytes` and `count` elements of
// `typeBytes` each (the whole count when the segment does not split it; rounds to nearest).
std::uint64_t ompiSegmentCount(std::uint64_t segBytes, std::uint64_t typeBytes,
                               std::uint64_t count);

// A message of `total` bytes cut into segments of `segment` bytes (the last may be shorter).
struct Segments {
    std::uint64_t total = 0;
    std::uint64_t segment = 1;
    std::uint64_t count() const { return total == 0 ? 0 : (total + segment - 1) / segment; }
    std::uint64_t offset(std::uint64_t k) const { return k * segment; }
    std::uint64_t bytes(std::uint64_t k) const { return std::min(segment, total - k * segment); }
};
// Segments of Open MPI's segmented broadcast (MPI_BYTE) or reduction (8-byte elements).
Segments bcastSegments(std::uint64_t bytes, std::uint64_t segBytes);
Segments reduceSegments(std::uint64_t bytes, std::uint64_t segBytes);

// COLL_BASE_COMPUTE_BLOCKCOUNT: `count` elements in `blocks` blocks, the first count % blocks
// ("early") one element larger than the rest. Offsets and sizes in elements.
struct BlockSplit {
    std::uint64_t count = 0;
    std::uint64_t blocks = 1;
    std::uint64_t split() const { return count % blocks; }
    std::uint64_t late() const { return count / blocks; }
    std::uint64_t early() const { return late() + (split() ? 1 : 0); }
    std::uint64_t size(std::uint64_t b) const { return b < split() ? early() : late(); }
    std::uint64_t offset(std::uint64_t b) const {
        return b < split() ? b * early() : b * late() + split();
    }
};

// The LogGP state of one rank, updated by the same rules the simulator applies
// (docs/simulator.md): the cost recurrences walk each algorithm's schedule with one per rank.
// Back-to-back sends (and receives) are spaced by LogGP::messageGap, max(g, g_s), plus the bytes.
struct RankClock {
    double cpu = 0;      // when the processor is free
    double nicSend = 0;  // earliest next send start
    double nicRecv = 0;  // earliest next receive start
    SendsInFlight out;   // its sends in flight (LogGP::halfDuplex)

    // Starts a send; returns when the message arrives at the receiver.
    double send(const LogGP& m, std::uint64_t bytes) {
        const double start = std::max(cpu, nicSend);
        cpu = start + m.oSend;
        nicSend = start + m.messageGap() + m.wireBytesTime(bytes);
        const double arrival = cpu + m.L + m.wireBytesTime(bytes);
        out.add(start, arrival);
        return arrival;
    }
    void recv(const LogGP& m, double arrival, std::uint64_t bytes) {
        const double there = arrival + m.duplexDelay(bytes, arrival, out.from, out.to);
        const double start = std::max({cpu, there, nicRecv});
        cpu = start + m.oRecv;
        nicRecv = start + m.messageGap() + m.wireBytesTime(bytes);
    }
    void combine(const LogGP& m, std::uint64_t bytes) {
        cpu += double(bytes / kElementBytes) * m.combinePerElement;
    }
    void copy(const LogGP& m, std::uint64_t bytes) { cpu += double(bytes) * m.copyPerByte; }
    // Waits for the rank's sends so far (OpKind::WaitSends): until the last of them is complete,
    // at `done` (sendComplete's; times are never negative, so 0 is "nothing to wait for").
    void waitForSends(double done) { cpu = std::max(cpu, done); }
};

// When a send of `bytes` that arrived at `arrival` and whose receive ended at `received` is
// complete, as the simulator has it (LogGP::sendDone): at once (0: nothing to wait for), or the
// send completion after its arrival (eager) or its receive (rendezvous).
inline double sendComplete(const LogGP& m, std::uint64_t bytes, double arrival, double received) {
    switch (m.sendDone(bytes)) {
        case LogGP::SendDone::Posted:
            return 0.0;
        case LogGP::SendDone::Arrived:
            return arrival + m.sendCompletion;
        case LogGP::SendDone::Received:
            break;
    }
    return received + m.sendCompletion;
}
// Whether a waited-for send of `bytes` can end its sender's wait after its receiver is done (a
// send completion on a send not complete when posted). The closed forms take the finish from
// the receivers, so they hold only where it cannot; the recurrences hold everywhere.
inline bool completionOutlastsReceive(const LogGP& m, std::uint64_t bytes) {
    return m.sendCompletion > 0 && m.sendDone(bytes) != LogGP::SendDone::Posted;
}
using Clocks = std::vector<RankClock>;
// When the last rank finishes.
double finishTime(const Clocks& clocks);

inline Rank shifted(Rank r, Rank root, Rank P) {
    return (r - root + P) % P;
}
inline Rank unshifted(Rank v, Rank root, Rank P) {
    return (v + root) % P;
}

}  // namespace ct::mpilib
