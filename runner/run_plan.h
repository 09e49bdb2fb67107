#pragma once
// A run plan: which cases to run, on which message sizes and roots, under which timing policy.
// Read from a *.plan.json file or built from command-line flags for one case. Pure (no MPI).
//
//   {"format": "calltree-plan", "version": 1,
//    "timing": {"warmup": 2, "min_reps": 10, "min_seconds": 0.05, "max_reps": 100000,
//               "timeout_seconds": 300},
//    "cases": [
//      {"algorithm": "binomial", "bytes": [8, 1048576], "roots": [0], "baseline": "same"},
//      {"schedule": "bcast.calltree.json", "bytes": [8, 65536]},
//      {"mpi": "MPI_Bcast", "bytes": [8], "ompi_algorithm": 6}]}
//
// A case names exactly one of "algorithm" (catalogue), "schedule" (a call-tree file, relative
// paths resolved against the plan's folder) or "mpi" (a library collective). Optional per case:
// "roots" (default [0]), "procs" (must equal the MPI world size), "radix", "operands",
// "segment_bytes", "mesh_rows", "strip", "timing" (overrides fields of the plan's policy),
// "record_timeline" (program cases: after the timed repetitions, run one more that records when
// every operation of every rank started and ended; docs/runner.md), and for catalogue cases
// "baseline": "default" | "same" | N (also run MPI's collective for the same problem: with Open
// MPI's own choice, with the algorithm the catalogue names as its Open MPI twin, or with
// coll_tuned algorithm N forced).
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "program/op.h"

namespace ct::runner {

inline constexpr const char* kPlanFormat = "calltree-plan";
inline constexpr int kPlanVersion = 1;

struct TimingPolicy {
    int warmup = 2;
    int minReps = 10;
    double minSeconds = 0.05;  // wall time of the timed repetitions (max over ranks)
    int maxReps = 100000;      // stops a case of very short repetitions
    double timeoutSeconds = 300;
    // How the ranks start a repetition together: Barrier (an MPI_Barrier, then each rank's own
    // clock) or Window (clocks synchronised to rank 0, every rank starts at an agreed instant).
    enum class Sync { Barrier, Window } sync = Sync::Barrier;
};
const char* toString(TimingPolicy::Sync s);  // "barrier", "window"

enum class CaseKind { Catalogue, Schedule, MpiBaseline };
const char* toString(CaseKind k);  // "catalogue", "schedule", "mpi-baseline"

// MPI's own collectives the runner can time as baselines.
enum class MpiCollective { Bcast, Reduce, Allreduce, Allgather, Alltoall, ReduceScatterBlock };
const char* toString(MpiCollective c);  // "MPI_Bcast", …
// "MPI_Bcast" (or "bcast") -> Bcast; nullopt for other names.
std::optional<MpiCollective> parseMpiCollective(const std::string& name);
// The problem name the results file uses: "broadcast", "reduce", …, "alltoall".
const char* problemOf(MpiCollective c);
// Open MPI's coll_tuned name of the collective: "bcast", "reduce", "allreduce", "allgather",
// "alltoall", "reduce_scatter_block".
const char* ompiName(MpiCollective c);

struct PlanCase {
    CaseKind kind = CaseKind::Catalogue;
    std::string algorithm;     // catalogue name; for baselines "MPI_Bcast" etc.
    std::string scheduleFile;  // schedule cases (resolved path)
    std::vector<std::uint64_t> bytes{8};
    std::vector<Rank> roots{0};
    std::optional<int> procs;
    int radix = 4;
    std::uint64_t operands = 0;
    std::uint64_t segmentBytes = 0;
    int meshRows = 0;
    int strip = 0;
    int ompiAlgorithm = 0;  // baselines: forced coll_tuned algorithm (0: Open MPI decides)
    TimingPolicy timing;
    // Program cases: one extra, untimed repetition records every op's start and end per rank.
    // MPI's own collectives have no ops to record, so baselines never do.
    bool recordTimeline = false;
};

struct RunPlan {
    TimingPolicy timing;
    std::vector<PlanCase> cases;
};

// A plan that cannot run; the message names the field ("cases[1].bytes[0]: …").
class PlanError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// `baseDir` resolves relative schedule paths. Catalogue names are checked here; sizes against
// kMaxBytes. Baseline requests ("baseline" fields) are expanded into mpi-baseline cases placed
// right after their catalogue case.
RunPlan parsePlan(const std::string& text, const std::string& baseDir = "");
RunPlan loadPlanFile(const std::string& path);

// Parses "8,1024,1048576" (or one number) for --bytes / --roots; throws PlanError naming `option`.
std::vector<std::uint64_t> parseNumberList(const std::string& option, const std::string& text,
                                           std::uint64_t min, std::uint64_t max);

// One concrete measurement: a case at one size and root (one entry of the results file).
struct CaseInstance {
    std::size_t planCase = 0;
    std::uint64_t bytes = 0;
    Rank root = 0;
    std::string name;  // "binomial 1048576 B root 0"
};
std::vector<CaseInstance> instances(const RunPlan& plan);

}  // namespace ct::runner
