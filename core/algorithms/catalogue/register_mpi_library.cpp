// The algorithms MPI libraries ship, named as Open MPI names them: Open MPI 4.1's coll/tuned
// broadcast, reduce and allreduce algorithms (core/algorithms/mpilib,
// docs/mpi-library-algorithms.md). "lat" below is o_s + L + (s-1)·G + o_r for a message of s bytes,
// "step" max(o_s, g + (s-1)·G), n the number of segments; "exact recurrence" means the LogGP times
// are evaluated step by step along the algorithm's own schedule (no simulation), exactly equal to
// the simulated program.
#include "algorithms/catalogue/catalogue.h"
#include "algorithms/mpilib/ompi_allreduce.h"
#include "algorithms/mpilib/ompi_bcast.h"
#include "algorithms/mpilib/ompi_reduce.h"

namespace ct {
namespace {

using mpilib::AllreduceAlgorithm;
using mpilib::BcastAlgorithm;
using mpilib::ReduceAlgorithm;

const std::vector<std::string> kSegmented{"segment-bytes"};

template <class ProgramFn>
std::function<Program(const AlgorithmParams&)> named(std::string name, ProgramFn fn) {
    return [name, fn](const AlgorithmParams& p) {
        Program program = fn(p);
        program.setName(name);
        return program;
    };
}

void bcast(std::vector<Algorithm>& all, BcastAlgorithm kind, AlgorithmInfo info) {
    Algorithm a;
    a.info = std::move(info);
    a.info.problem = Problem::Broadcast;
    a.info.ompiAlgorithm = static_cast<int>(kind);
    a.tree = [kind](const AlgorithmParams& p) { return mpilib::ompiBcastTree(kind, p); };
    a.formula = [kind](const AlgorithmParams& p) { return mpilib::ompiBcastTime(kind, p); };
    a.program = named(a.info.name, [kind](const AlgorithmParams& p) {
        return mpilib::ompiBcastProgram(kind, p);
    });
    all.push_back(std::move(a));
}

void reduce(std::vector<Algorithm>& all, ReduceAlgorithm kind, AlgorithmInfo info) {
    Algorithm a;
    a.info = std::move(info);
    a.info.problem = Problem::Reduce;
    a.info.ompiAlgorithm = static_cast<int>(kind);
    a.formula = [kind](const AlgorithmParams& p) { return mpilib::ompiReduceTime(kind, p); };
    a.program = named(a.info.name, [kind](const AlgorithmParams& p) {
        return mpilib::ompiReduceProgram(kind, p);
    });
    all.push_back(std::move(a));
}

void allreduce(std::vector<Algorithm>& all, AllreduceAlgorithm kind, AlgorithmInfo info) {
    Algorithm a;
    a.info = std::move(info);
    a.info.problem = Problem::Allreduce;
    a.info.ompiAlgorithm = static_cast<int>(kind);
    a.formula = [kind](const AlgorithmParams& p) { return mpilib::ompiAllreduceTime(kind, p); };
    a.program = named(a.info.name, [kind](const AlgorithmParams& p) {
        return mpilib::ompiAllreduceProgram(kind, p);
    });
    all.push_back(std::move(a));
}

void registerBcast(std::vector<Algorithm>& all) {
    bcast(all, BcastAlgorithm::Linear,
          {"ompi-bcast-linear",
           {},
           "The root sends the whole message to every other rank, in rank order",
           "Open MPI coll/tuned bcast algorithm 1 (basic_linear)",
           "closed: (P-2)·step + lat",
           {}});
    bcast(all, BcastAlgorithm::Chain,
          {"ompi-bcast-chain",
           {},
           "Root feeds 4 chains of consecutive ranks; segments pipelined down each",
           "Open MPI coll/tuned bcast algorithm 2 (chain, fanout 4)",
           "exact recurrence over (rank, segment) on the 4 chains, a segment's sends received "
           "before the next; ≈ ⌈(P-1)/4⌉·lat + (n-1)·max(3·step + lat, lat + o_r)",
           kSegmented});
    bcast(all, BcastAlgorithm::Pipeline,
          {"ompi-bcast-pipeline",
           {},
           "One chain through all ranks, the message pipelined in segments",
           "Open MPI coll/tuned bcast algorithm 3 (pipeline)",
           "closed for one segment: (P-1)·lat; exact recurrence over (rank, segment) otherwise, "
           "a segment's send received before the next: ≈ (P-1)·lat + (n-1)·(lat + o_r) (P ≥ 3)",
           kSegmented});
    bcast(all, BcastAlgorithm::SplitBinary,
          {"ompi-bcast-split-binary",
           {},
           "Halves pipelined down the two subtrees of a binary tree, then swapped between partner "
           "ranks",
           "Open MPI coll/tuned bcast algorithm 4 (split_binary_tree)",
           "exact recurrence over (rank, segment), a segment's sends received before the next, "
           "and the swap; the pipeline's when a half is shorter than a segment",
           kSegmented});
    bcast(all, BcastAlgorithm::Binary,
          {"ompi-bcast-binary",
           {},
           "Open MPI's binary tree (odd ranks left, even right), segments pipelined",
           "Open MPI coll/tuned bcast algorithm 5 (binary_tree)",
           "exact recurrence over (rank, segment); one segment, P = 2^(d+1)-1: d·(lat + step)",
           kSegmented});
    bcast(all, BcastAlgorithm::Binomial,
          {"ompi-bcast-binomial",
           {},
           "Binomial tree, largest subtree served first, segments pipelined",
           "Open MPI coll/tuned bcast algorithm 6 (binomial)",
           "closed for one segment and P = 2^k: max{k·lat, lat + (k-1)·step}; exact recurrence "
           "otherwise",
           kSegmented});
    bcast(all, BcastAlgorithm::Knomial,
          {"ompi-bcast-knomial",
           {},
           "k-nomial tree (radix k, farthest level first), segments pipelined",
           "Open MPI coll/tuned bcast algorithm 7 (knomial)",
           "one segment: log_k P·(lat + (k-2)·step) for P = k^n (g <= lat), exact recurrence "
           "otherwise",
           {"radix", "segment-bytes"}});
    bcast(all, BcastAlgorithm::ScatterAllgather,
          {"ompi-bcast-scatter-allgather",
           {},
           "Binomial scatter of m/P blocks, then recursive-doubling allgather (linear when m < P)",
           "Open MPI coll/tuned bcast algorithm 8 (scatter_allgather)",
           "exact recurrence over the rounds; ≈ 2·log2 P·lat + 2·(P-1)/P·m·G",
           {}});
    bcast(all, BcastAlgorithm::ScatterAllgatherRing,
          {"ompi-bcast-scatter-allgather-ring",
           {},
           "Binomial scatter of m/P blocks, then ring allgather (linear when m < P)",
           "Open MPI coll/tuned bcast algorithm 9 (scatter_allgather_ring)",
           "exact recurrence over the rounds; ≈ (log2 P + P-1)·lat + 2·(P-1)/P·m·G",
           {}});
}

void registerReduce(std::vector<Algorithm>& all) {
    reduce(all, ReduceAlgorithm::Linear,
           {"ompi-reduce-linear",
            {},
            "Every rank sends its vector to the root, which combines them in rank order",
            "Open MPI coll/tuned reduce algorithm 1 (linear)",
            "closed: o_s + L + w + Σ_j max(o_r + k_j·c, g + w) + o_r + k·c, c = γ·m/8, k_j "
            "combines between receives",
            {}});
    reduce(all, ReduceAlgorithm::Chain,
           {"ompi-reduce-chain",
            {},
            "Segments reduced up 4 chains of consecutive ranks into the root",
            "Open MPI coll/tuned reduce algorithm 2 (chain, fanout 4)",
            "exact recurrence over (rank, segment)",
            kSegmented});
    reduce(all, ReduceAlgorithm::Pipeline,
           {"ompi-reduce-pipeline",
            {},
            "Segments reduced along one chain through all ranks",
            "Open MPI coll/tuned reduce algorithm 3 (pipeline)",
            "exact recurrence over (rank, segment), each send received before the next segment "
            "(blocking sends); ≈ (P-1)·(lat + c) + (n-1)·(o_r + c + lat)",
            kSegmented});
    reduce(all, ReduceAlgorithm::Binary,
           {"ompi-reduce-binary",
            {},
            "Segments reduced up Open MPI's binary tree",
            "Open MPI coll/tuned reduce algorithm 4 (binary)",
            "exact recurrence over (rank, segment)",
            kSegmented});
    reduce(all, ReduceAlgorithm::Binomial,
           {"ompi-reduce-binomial",
            {},
            "Segments reduced up the in-order binomial tree, nearest child first",
            "Open MPI coll/tuned reduce algorithm 5 (binomial)",
            "exact recurrence over (rank, segment)",
            kSegmented});
    reduce(all, ReduceAlgorithm::InOrderBinary,
           {"ompi-reduce-in-order-binary",
            {},
            "Segments reduced up the in-order binary tree rooted at P-1, which sends the result to "
            "the root",
            "Open MPI coll/tuned reduce algorithm 6 (in-order_binary)",
            "exact recurrence over (rank, segment), plus lat(m) when root != P-1",
            kSegmented});
    reduce(
        all, ReduceAlgorithm::Rabenseifner,
        {"ompi-reduce-rabenseifner",
         {},
         "Reduce-scatter by recursive halving, then binomial gather (extra ranks folded in first)",
         "Open MPI coll/tuned reduce algorithm 7 (rabenseifner)",
         "exact recurrence over the rounds; ≈ 2·log2 P·lat + 2·(P-1)/P·m·G + (P-1)/P·γ·m/8 (P = "
         "2^k); "
         "linear when m/8 < 2^⌊log2 P⌋",
         {}});
}

void registerAllreduce(std::vector<Algorithm>& all) {
    allreduce(all, AllreduceAlgorithm::BasicLinear,
              {"ompi-allreduce-basic-linear",
               {},
               "Every rank sends its whole vector to rank 0, which adds them in Open MPI's order; "
               "then rank 0 sends the sum to every rank",
               "Open MPI coll/tuned allreduce algorithm 1 (basic_linear): its linear reduce (1) "
               "and linear broadcast (1)",
               "exact recurrence: ompi-reduce-linear then ompi-bcast-linear, continuing each "
               "rank's clock",
               {}});
    allreduce(
        all, AllreduceAlgorithm::ReduceBcast,
        {"ompi-allreduce-reduce-bcast",
         {},
         "Binomial reduce to rank 0, then binomial broadcast from rank 0 (no overlap)",
         "Open MPI coll/tuned allreduce algorithm 2 (nonoverlapping), with reduce 5 and bcast 6",
         "exact recurrence: ompi-reduce-binomial then ompi-bcast-binomial, continuing each rank's "
         "clock",
         kSegmented});
    allreduce(
        all, AllreduceAlgorithm::RecursiveDoubling,
        {"ompi-allreduce-recursive-doubling",
         {},
         "Pairwise exchange of whole vectors at distance 1, 2, 4, ... (extra ranks folded in)",
         "Open MPI coll/tuned allreduce algorithm 3 (recursive_doubling)",
         "closed for P = 2^k: (k-1)·max(lat + c, g + w) + lat + c + m·copy, c = γ·m/8; "
         "exact recurrence otherwise",
         {}});
    allreduce(all, AllreduceAlgorithm::Ring,
              {"ompi-allreduce-ring",
               {},
               "Ring reduce-scatter of P blocks, then ring allgather",
               "Open MPI coll/tuned allreduce algorithm 4 (ring)",
               "closed when P divides m/8 (s = m/P): (P-1)·max(lat + c, g + w) + (P-2)·max(lat, g "
               "+ w) + lat; "
               "exact recurrence otherwise; recursive doubling when m/8 < P",
               {}});
    allreduce(all, AllreduceAlgorithm::SegmentedRing,
              {"ompi-allreduce-segmented-ring",
               {},
               "Ring reduce-scatter repeated over segment-sized slices of the blocks, then ring "
               "allgather",
               "Open MPI coll/tuned allreduce algorithm 5 (segmented_ring)",
               "exact recurrence over the rounds; the ring when m/8 < P·segment elements",
               kSegmented});
    allreduce(all, AllreduceAlgorithm::Rabenseifner,
              {"ompi-allreduce-rabenseifner",
               {},
               "Reduce-scatter by recursive halving, then recursive-doubling allgather (extra "
               "ranks folded in)",
               "Open MPI coll/tuned allreduce algorithm 6 (rabenseifner)",
               "exact recurrence over the rounds; ≈ 2·log2 P·lat + 2·(P-1)/P·m·G + (P-1)/P·γ·m/8 "
               "(P = 2^k); "
               "linear reduce + broadcast when m/8 < 2^⌊log2 P⌋",
               {}});
}

}  // namespace

void registerMpiLibraryAlgorithms(std::vector<Algorithm>& all) {
    registerBcast(all);
    registerReduce(all);
    registerAllreduce(all);
}

}  // namespace ct
