#include "algorithms/mpilib/ompi_reduce.h"

#include "algorithms/mpilib/ompi_topology.h"
#include "algorithms/mpilib/rabenseifner.h"
#include "algorithms/mpilib/tree_pipeline.h"

namespace ct::mpilib {
namespace {

ReduceAlgorithm effective(ReduceAlgorithm a, const AlgorithmParams& p) {
    if (a == ReduceAlgorithm::Rabenseifner && rabenseifnerFallsBack(p.procs, p.bytes, false))
        return ReduceAlgorithm::Linear;
    return a;
}

Segments segmentsOf(const AlgorithmParams& p) {
    return reduceSegments(p.bytes, segmentBytesOf(p));
}

// Open MPI's basic linear reduce, in its order, called in place (the runner's MPI_Reduce passes
// MPI_IN_PLACE at the root): the root accumulates in a buffer of its own, [m, 2m), which rank
// P-1's vector is received into first (or, when the root is P-1, its own vector copied into),
// then for i = P-2 .. 0 combines rank i's vector (its own in its turn) into it, and copies the
// result home at the end. Incoming vectors land in [2m, 3m).
void addLinearReduce(ProgramBuilder& b, Rank root, std::uint64_t m) {
    const Rank P = b.ranks();
    for (Rank r = 0; r < P; ++r)
        if (r != root) b.add(r, Op::send(root, m, 0));
    if (root == P - 1)
        b.add(root, Op::copy(0, m, m));
    else
        b.add(root, Op::recv(P - 1, m, m));
    for (Rank i = P - 2; i >= 0; --i) {
        if (i == root) {
            b.add(root, Op::combine(0, m, m));
        } else {
            b.add(root, Op::recv(i, m, 2 * m));
            b.add(root, Op::combine(2 * m, m, m));
        }
    }
    b.add(root, Op::copy(m, 0, m));
}

void timeLinearReduce(Rank root, std::uint64_t m, const LogGP& model, Clocks& clocks) {
    const Rank P = static_cast<Rank>(clocks.size());
    std::vector<double> arrival(static_cast<std::size_t>(P), 0.0);
    for (Rank r = 0; r < P; ++r)
        if (r != root) arrival[r] = clocks[r].send(model, m);
    RankClock& c = clocks[root];
    if (root == P - 1)
        c.copy(model, m);
    else
        c.recv(model, arrival[P - 1], m);
    for (Rank i = P - 2; i >= 0; --i) {
        if (i != root) c.recv(model, arrival[i], m);
        c.combine(model, m);
    }
    c.copy(model, m);
}

// The ranks that copy their vector before Open MPI's algorithm works on it, in place at the root:
// Rabenseifner's reduce copies every non-root's into a buffer of its own (the root works in
// place), the in-order binary tree the root's when it is not the tree's root P-1 (its vector
// goes up the tree from a copy). The copy goes into [2m, 3m); Rabenseifner's non-roots then work
// on it (onNonRootCopies), the in-order tree's root works on its original, which holds the same
// bytes, and keeps the copy for what it costs.
bool copiesFirst(ReduceAlgorithm e, Rank r, const AlgorithmParams& p) {
    if (e == ReduceAlgorithm::Rabenseifner) return r != p.root;
    if (e == ReduceAlgorithm::InOrderBinary) return r == p.root && p.root != p.procs - 1;
    return false;
}

// Open MPI's Rabenseifner reduce has every non-root rank work on its copy, in a buffer of its
// own, not on its vector: the twin's non-roots use the copy at [2m, 3m) wherever the rounds say
// [0, m). The same data flow, relabelled; on shared memory where the data lies costs (a call
// sends halves of the copy it has just written, and writes the halves its last call sent:
// LogGP::writtenPerByte, overwritePerByte).
std::vector<Round> onNonRootCopies(std::vector<Round> rounds, Rank root, std::uint64_t m) {
    const auto onCopy = [&](Rank r, std::uint64_t& at) {
        if (r != root && at < m) at += 2 * m;
    };
    for (Round& round : rounds)
        for (Transfer& t : round) {
            onCopy(t.from, t.sendOffset);
            onCopy(t.to, t.recvOffset);
            if (t.combine) {
                onCopy(t.to, t.combine->src);
                onCopy(t.to, t.combine->dst);
            }
        }
    return rounds;
}

}  // namespace

BroadcastTree ompiReduceTree(ReduceAlgorithm a, const AlgorithmParams& p) {
    requireValid(p, true);
    switch (effective(a, p)) {
        case ReduceAlgorithm::Chain:
            return ompiChainTree(p.procs, p.root, kChainFanout);
        case ReduceAlgorithm::Pipeline:
            return ompiChainTree(p.procs, p.root, 1);
        case ReduceAlgorithm::Binary:
            return ompiKaryTree(p.procs, p.root, 2);
        case ReduceAlgorithm::Binomial:
            return ompiInOrderBinomialTree(p.procs, p.root);
        case ReduceAlgorithm::InOrderBinary:
            return ompiInOrderBinaryTree(p.procs);
        default:
            return ompiLinearTree(p.procs, p.root);
    }
}

void addOmpiReduce(ReduceAlgorithm a, const AlgorithmParams& p, ProgramBuilder& b) {
    requireValid(p, true);
    b.requireBufferBytes(p.bytes);
    if (p.procs == 1 || p.bytes == 0) return;
    const ReduceAlgorithm e = effective(a, p);
    if (e == ReduceAlgorithm::Linear) return addLinearReduce(b, p.root, p.bytes);
    for (Rank r = 0; r < p.procs; ++r)
        if (copiesFirst(e, r, p)) {
            b.requireBufferBytes(3 * p.bytes);
            b.add(r, Op::copy(0, 2 * p.bytes, p.bytes));
        }
    if (e == ReduceAlgorithm::Rabenseifner)
        return addRounds(b, onNonRootCopies(rabenseifnerReduceRounds(p.procs, p.root, p.bytes),
                                            p.root, p.bytes));
    // Segments arrive in [m, 2m), and the ranks that accumulate do it in [3m, 4m) (the copies
    // above are in [2m, 3m)). The root combines into its vector only where it is the tree's root;
    // in the in-order binary tree (rooted at P-1) Open MPI hands the root's copy to the generic
    // reduction as its send buffer and the root accumulates like any inner rank.
    const BroadcastTree tree = ompiReduceTree(e, p);
    const TreeReduceBuffers at{tree.root() == p.root ? p.root : kNoRank, p.bytes, 3 * p.bytes};
    addTreeReduce(b, tree, segmentsOf(p), at);
    // The in-order tree is rooted at P-1, which then hands its result to the root.
    if (e == ReduceAlgorithm::InOrderBinary && p.root != p.procs - 1) {
        b.add(p.procs - 1, Op::send(p.root, p.bytes, at.accumulator));
        b.add(p.root, Op::recv(p.procs - 1, p.bytes, 0));
    }
}

Program ompiReduceProgram(ReduceAlgorithm a, const AlgorithmParams& p) {
    requireValid(p, true);
    ProgramBuilder b(p.procs);
    addOmpiReduce(a, p, b);
    return b.build();
}

void timeOmpiReduce(ReduceAlgorithm a, const AlgorithmParams& p, Clocks& clocks) {
    requireValidModel(p, true);
    if (p.procs == 1 || p.bytes == 0) return;
    const ReduceAlgorithm e = effective(a, p);
    if (e == ReduceAlgorithm::Linear) return timeLinearReduce(p.root, p.bytes, p.model, clocks);
    for (Rank r = 0; r < p.procs; ++r)
        if (copiesFirst(e, r, p)) clocks[r].copy(p.model, p.bytes);
    if (e == ReduceAlgorithm::Rabenseifner)
        return timeRounds(rabenseifnerReduceRounds(p.procs, p.root, p.bytes), p.model, clocks);
    timeTreeReduce(ompiReduceTree(e, p), segmentsOf(p), p.model, clocks);
    if (e == ReduceAlgorithm::InOrderBinary && p.root != p.procs - 1) {
        const double arrival = clocks[p.procs - 1].send(p.model, p.bytes);
        clocks[p.root].recv(p.model, arrival, p.bytes);
    }
}

double ompiReduceTime(ReduceAlgorithm a, const AlgorithmParams& p) {
    requireValidModel(p, true);
    if (p.procs == 1 || p.bytes == 0) return 0.0;
    if (effective(a, p) == ReduceAlgorithm::Linear)
        return linearReduceTime(p.procs, p.root, p.bytes, p.model);
    Clocks clocks(static_cast<std::size_t>(p.procs));
    timeOmpiReduce(a, p, clocks);
    return finishTime(clocks);
}

double linearReduceTime(Rank P, Rank root, std::uint64_t bytes, const LogGP& m) {
    if (P <= 1 || bytes == 0) return 0.0;
    const double wire = m.wireBytesTime(bytes);
    const double gap = m.messageGap() + wire;
    const double c = double(bytes / kElementBytes) * m.combinePerElement;
    const double copy = double(bytes) * m.copyPerByte;
    // The root copies its vector first when it is P - 1 (it receives nothing first); the result
    // is copied home at the end.
    double start = m.oSend + m.L + wire;  // the first receive: every part has arrived by now
    int combines = 0;                     // since the last receive
    bool first = true;
    double before = root == P - 1 ? copy : 0;  // the root's own time before its next receive
    auto receive = [&] {
        if (first)
            start = std::max(start, before);
        else
            start += std::max(m.oRecv + combines * c, gap);
        first = false;
        combines = 0;
    };
    if (root != P - 1) receive();
    for (Rank i = P - 2; i >= 0; --i) {
        if (i != root) receive();
        ++combines;
    }
    return start + m.oRecv + combines * c + copy;
}

}  // namespace ct::mpilib
