#include "algorithms/mpilib/ompi_allreduce.h"

#include <bit>

#include "algorithms/mpilib/allreduce_rounds.h"
#include "algorithms/mpilib/ompi_bcast.h"
#include "algorithms/mpilib/ompi_reduce.h"
#include "algorithms/mpilib/rabenseifner.h"

namespace ct::mpilib {
namespace {

// What Open MPI runs for these parameters: "Linear" stands for its basic linear allreduce.
enum class Effective { ReduceBcast, Linear, RecursiveDoubling, Ring, SegmentedRing, Rabenseifner };

Effective effective(AllreduceAlgorithm a, const AlgorithmParams& p) {
    const std::uint64_t count = p.bytes / kElementBytes;
    switch (a) {
        case AllreduceAlgorithm::BasicLinear:
            return Effective::Linear;
        case AllreduceAlgorithm::ReduceBcast:
            return Effective::ReduceBcast;
        case AllreduceAlgorithm::RecursiveDoubling:
            return Effective::RecursiveDoubling;
        case AllreduceAlgorithm::SegmentedRing:
            if (!segmentedRingFallsBack(p.procs, p.bytes, segmentBytesOf(p)))
                return Effective::SegmentedRing;
            [[fallthrough]];
        case AllreduceAlgorithm::Ring:
            return count < std::uint64_t(p.procs) ? Effective::RecursiveDoubling : Effective::Ring;
        case AllreduceAlgorithm::Rabenseifner:
            return rabenseifnerFallsBack(p.procs, p.bytes, true) ? Effective::Linear
                                                                 : Effective::Rabenseifner;
    }
    return Effective::RecursiveDoubling;
}

std::vector<Round> roundsOf(Effective e, const AlgorithmParams& p) {
    switch (e) {
        case Effective::Ring:
            return ringRounds(p.procs, p.bytes);
        case Effective::SegmentedRing:
            return segmentedRingRounds(p.procs, p.bytes, segmentBytesOf(p));
        case Effective::Rabenseifner:
            return rabenseifnerAllreduceRounds(p.procs, p.bytes);
        default:
            return {};
    }
}

// Reduce to rank 0, then broadcast from rank 0, with the given pair of algorithms.
struct Composition {
    ReduceAlgorithm reduce;
    BcastAlgorithm bcast;
};
Composition compositionOf(Effective e) {
    if (e == Effective::Linear) return {ReduceAlgorithm::Linear, BcastAlgorithm::Linear};
    return {ReduceAlgorithm::Binomial, BcastAlgorithm::Binomial};
}

AlgorithmParams atRankZero(const AlgorithmParams& p) {
    AlgorithmParams q = p;
    q.root = 0;
    // Both halves segment 8-byte elements (the broadcast then cuts the same segments).
    q.segmentBytes = reduceSegments(p.bytes, segmentBytesOf(p)).segment;
    return q;
}

}  // namespace

void addOmpiAllreduce(AllreduceAlgorithm a, const AlgorithmParams& p, ProgramBuilder& b) {
    requireValid(p, true);
    b.requireBufferBytes(p.bytes);
    if (p.procs == 1 || p.bytes == 0) return;
    const Effective e = effective(a, p);
    if (e == Effective::ReduceBcast || e == Effective::Linear) {
        const Composition c = compositionOf(e);
        addOmpiReduce(c.reduce, atRankZero(p), b);
        addOmpiBcast(c.bcast, atRankZero(p), b);
    } else if (e == Effective::RecursiveDoubling) {
        const RecursiveDoublingPlan plan = recursiveDoublingPlan(p.procs, p.bytes);
        // In place, Open MPI first copies every rank's vector into its running-result buffer.
        for (Rank r = 0; r < p.procs; ++r)
            b.add(r, Op::copy(0, p.bytes, p.bytes));
        addRounds(b, plan.rounds);
        for (Rank r = 0; r < p.procs; ++r)
            if (plan.copyHome[r]) b.add(r, Op::copy(p.bytes, 0, p.bytes));
    } else {
        addRounds(b, roundsOf(e, p));
    }
}

Program ompiAllreduceProgram(AllreduceAlgorithm a, const AlgorithmParams& p) {
    requireValid(p, true);
    ProgramBuilder b(p.procs);
    addOmpiAllreduce(a, p, b);
    return b.build();
}

void timeOmpiAllreduce(AllreduceAlgorithm a, const AlgorithmParams& p, Clocks& clocks) {
    requireValidModel(p, true);
    if (p.procs == 1 || p.bytes == 0) return;
    const Effective e = effective(a, p);
    if (e == Effective::ReduceBcast || e == Effective::Linear) {
        const Composition c = compositionOf(e);
        timeOmpiReduce(c.reduce, atRankZero(p), clocks);
        timeOmpiBcast(c.bcast, atRankZero(p), clocks);
    } else if (e == Effective::RecursiveDoubling) {
        const RecursiveDoublingPlan plan = recursiveDoublingPlan(p.procs, p.bytes);
        for (Rank r = 0; r < p.procs; ++r)
            clocks[r].copy(p.model, p.bytes);
        timeRounds(plan.rounds, p.model, clocks);
        for (Rank r = 0; r < p.procs; ++r)
            if (plan.copyHome[r]) clocks[r].copy(p.model, p.bytes);
    } else {
        timeRounds(roundsOf(e, p), p.model, clocks);
    }
}

double ompiAllreduceTime(AllreduceAlgorithm a, const AlgorithmParams& p) {
    requireValidModel(p, true);
    if (p.procs == 1 || p.bytes == 0) return 0.0;
    const Effective e = effective(a, p);
    const bool powerOfTwo = std::has_single_bit(static_cast<std::uint32_t>(p.procs));
    // The closed forms hold where no send completion outlasts its receive (no message is larger
    // than the whole, and a smaller one is complete when posted if the whole is) and where a
    // rank's own send does not slow the message it takes in meanwhile (LogGP::halfDuplex).
    const bool closed = !completionOutlastsReceive(p.model, p.bytes) && p.model.halfDuplex == 0;
    if (closed && e == Effective::RecursiveDoubling && powerOfTwo)
        return recursiveDoublingTimePowerOfTwo(p.procs, p.bytes, p.model);
    if (closed && e == Effective::Ring && (p.bytes / kElementBytes) % std::uint64_t(p.procs) == 0)
        return ringTimeEvenBlocks(p.procs, p.bytes, p.model);
    Clocks clocks(static_cast<std::size_t>(p.procs));
    timeOmpiAllreduce(a, p, clocks);
    return finishTime(clocks);
}

namespace {

struct StepCosts {
    double lat, gap, combine;
    StepCosts(const LogGP& m, std::uint64_t s)
        : lat(m.messageTime(s)),
          gap(m.messageGap() + m.wireBytesTime(s)),
          combine(double(s / kElementBytes) * m.combinePerElement) {}
};

}  // namespace

double recursiveDoublingTimePowerOfTwo(Rank P, std::uint64_t bytes, const LogGP& m) {
    if (P <= 1 || bytes == 0) return 0.0;
    const int k = std::bit_width(static_cast<std::uint32_t>(P)) - 1;
    const StepCosts c(m, bytes);
    // Every rank first copies its vector into its running-result buffer, and some rank always
    // ends with its result there and copies it home.
    return 2 * double(bytes) * m.copyPerByte + (k - 1) * std::max(c.lat + c.combine, c.gap) +
           c.lat + c.combine;
}

double ringTimeEvenBlocks(Rank P, std::uint64_t bytes, const LogGP& m) {
    if (P <= 1 || bytes == 0) return 0.0;
    const StepCosts c(m, bytes / std::uint64_t(P));
    return (P - 1) * std::max(c.lat + c.combine, c.gap) + (P - 2) * std::max(c.lat, c.gap) + c.lat;
}

}  // namespace ct::mpilib
