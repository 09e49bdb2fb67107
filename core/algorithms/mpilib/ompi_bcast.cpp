#include "algorithms/mpilib/ompi_bcast.h"

#include <bit>

#include "algorithms/mpilib/bcast_scatter_allgather.h"
#include "algorithms/mpilib/bcast_split_binary.h"
#include "algorithms/mpilib/ompi_topology.h"
#include "algorithms/mpilib/tree_pipeline.h"
#include "algorithms/trees/shapes.h"

namespace ct::mpilib {
namespace {

// The algorithm Open MPI actually runs for these parameters.
BcastAlgorithm effective(BcastAlgorithm a, const AlgorithmParams& p) {
    if (a == BcastAlgorithm::SplitBinary && splitBinaryFallsBack(p.bytes, segmentBytesOf(p)))
        return BcastAlgorithm::Pipeline;
    if ((a == BcastAlgorithm::ScatterAllgather || a == BcastAlgorithm::ScatterAllgatherRing) &&
        scatterAllgatherFallsBack(p.procs, p.bytes))
        return BcastAlgorithm::Linear;
    return a;
}

bool segmented(BcastAlgorithm a) {
    return a != BcastAlgorithm::Linear && a != BcastAlgorithm::ScatterAllgather &&
           a != BcastAlgorithm::ScatterAllgatherRing;
}

Segments segmentsOf(BcastAlgorithm a, const AlgorithmParams& p) {
    return segmented(a) ? bcastSegments(p.bytes, segmentBytesOf(p))
                        : Segments{p.bytes, std::max<std::uint64_t>(p.bytes, 1)};
}

bool isScatterAllgather(BcastAlgorithm a) {
    return a == BcastAlgorithm::ScatterAllgather || a == BcastAlgorithm::ScatterAllgatherRing;
}

void check(BcastAlgorithm a, const AlgorithmParams& p) {
    requireValid(p, false, a == BcastAlgorithm::Knomial);
}

}  // namespace

BroadcastTree ompiBcastTree(BcastAlgorithm a, const AlgorithmParams& p) {
    check(a, p);
    switch (effective(a, p)) {
        case BcastAlgorithm::Linear:
            return ompiLinearTree(p.procs, p.root);
        case BcastAlgorithm::Chain:
            return ompiChainTree(p.procs, p.root, kChainFanout);
        case BcastAlgorithm::Pipeline:
            return ompiChainTree(p.procs, p.root, 1);
        case BcastAlgorithm::SplitBinary:
        case BcastAlgorithm::Binary:
            return ompiKaryTree(p.procs, p.root, 2);
        case BcastAlgorithm::Binomial:
            return ompiBinomialTree(p.procs, p.root);
        case BcastAlgorithm::Knomial:
            return knomialTree(p.procs, p.root, p.radix);
        case BcastAlgorithm::ScatterAllgather:
        case BcastAlgorithm::ScatterAllgatherRing:
            return ompiScatterTree(p.procs, p.root);
    }
    return ompiLinearTree(p.procs, p.root);
}

void addOmpiBcast(BcastAlgorithm a, const AlgorithmParams& p, ProgramBuilder& b) {
    check(a, p);
    b.requireBufferBytes(p.bytes);
    if (p.procs == 1 || p.bytes == 0) return;
    const BcastAlgorithm e = effective(a, p);
    if (e == BcastAlgorithm::SplitBinary)
        addSplitBinaryBcast(b, p.root, p.bytes, segmentBytesOf(p));
    else if (isScatterAllgather(e))
        addRounds(b, scatterAllgatherRounds(p.procs, p.root, p.bytes,
                                            e == BcastAlgorithm::ScatterAllgatherRing));
    else
        addTreeBcast(b, ompiBcastTree(e, p), segmentsOf(e, p));
}

Program ompiBcastProgram(BcastAlgorithm a, const AlgorithmParams& p) {
    check(a, p);
    ProgramBuilder b(p.procs);
    addOmpiBcast(a, p, b);
    return b.build();
}

void timeOmpiBcast(BcastAlgorithm a, const AlgorithmParams& p, Clocks& clocks) {
    requireValidModel(p, false, a == BcastAlgorithm::Knomial);
    if (p.procs == 1 || p.bytes == 0) return;
    const BcastAlgorithm e = effective(a, p);
    if (e == BcastAlgorithm::SplitBinary)
        timeSplitBinaryBcast(p.root, p.bytes, segmentBytesOf(p), p.model, clocks);
    else if (isScatterAllgather(e))
        timeRounds(scatterAllgatherRounds(p.procs, p.root, p.bytes,
                                          e == BcastAlgorithm::ScatterAllgatherRing),
                   p.model, clocks);
    else
        timeTreeBcast(ompiBcastTree(e, p), segmentsOf(e, p), p.model, clocks);
}

double ompiBcastTime(BcastAlgorithm a, const AlgorithmParams& p) {
    requireValidModel(p, false, a == BcastAlgorithm::Knomial);
    if (p.procs == 1 || p.bytes == 0) return 0.0;
    const BcastAlgorithm e = effective(a, p);
    const Segments segs = segmentsOf(e, p);
    const TreeCosts costs = TreeCosts::of(p.model, p.bytes);
    // The closed forms below hold where no send completion outlasts its receive (no message is
    // larger than the whole, and a smaller one is complete when posted if the whole is).
    if (!completionOutlastsReceive(p.model, p.bytes)) {
        switch (e) {
            case BcastAlgorithm::Linear:
                return flatTime(p.procs, costs);
            case BcastAlgorithm::Pipeline:  // one segment: a chain of P - 1 messages
                if (segs.count() == 1) return double(p.procs - 1) * p.model.messageTime(p.bytes);
                break;
            case BcastAlgorithm::Binomial:
                if (segs.count() == 1 && std::has_single_bit(static_cast<std::uint32_t>(p.procs)))
                    return binomialBcastTimePowerOfTwo(p.procs, p.bytes, p.model);
                break;
            case BcastAlgorithm::Knomial:
                if (segs.count() == 1) return knomialTime(p.procs, p.radix, costs);
                break;
            default:
                break;
        }
    }
    Clocks clocks(static_cast<std::size_t>(p.procs));
    timeOmpiBcast(a, p, clocks);
    return finishTime(clocks);
}

double binomialBcastTimePowerOfTwo(Rank P, std::uint64_t bytes, const LogGP& m) {
    if (P <= 1) return 0.0;
    const TreeCosts c = TreeCosts::of(m, bytes);
    const int k = std::bit_width(static_cast<std::uint32_t>(P)) - 1;
    return std::max(k * c.lat, c.lat + (k - 1) * c.step);
}

}  // namespace ct::mpilib
