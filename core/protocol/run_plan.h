#pragma once
// A run plan ("calltree-plan", version 1): which cases to run, on which message sizes and roots,
// under which timing policy. Read from a *.plan.json file, written by the Studio, or built from
// the runner's command-line flags for one case. docs/runner.md, "Run plans".
//
//   {"format": "calltree-plan", "version": 1,
//    "timing": {"warmup": 2, "min_reps": 10, "min_seconds": 0.05, "max_reps": 100000,
//               "timeout_seconds": 300, "sync": "barrier", "rounds": 1},
//    "cases": [
//      {"algorithm": "binomial", "bytes": [8, 1048576], "roots": [0], "baseline": "same"},
//      {"schedule": "bcast.calltree.json", "bytes": [8, 65536]},
//      {"mpi": "MPI_Bcast", "bytes": [8], "ompi_algorithm": 6}]}
//
// A case names exactly one of "algorithm" (catalogue), "schedule" (a call-tree file, relative
// paths resolved against the plan's folder) or "mpi" (a library collective). Optional per case:
// "roots" (default [0]), "procs" (must equal the MPI world size), "radix", "operands",
// "segment_bytes", "mesh_rows", "strip", "seed" (Sort, IntegerSort and MST schedules: the
// generated input's seed, default kDefaultDataSeed), "timing" (overrides fields of the plan's
// policy), "record_timeline" (program cases: one extra repetition records every op's start and
// end), and for catalogue cases "baseline": "default" | "same" | N (also run MPI's collective for
// the same problem: Open MPI's own choice, the catalogue's Open MPI twin, or coll_tuned algorithm
// N). "mpi" cases may force the library's algorithm: "ompi_algorithm": N (Open MPI's coll/tuned)
// or "mpich_algorithm": "binomial" (MPICH's CVAR value, runner built against MPICH). "bytes" and
// "roots" are JSON numbers (one, or a list); size strings belong to command lines.
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "program/op.h"
#include "protocol/case_spec.h"

namespace ct::protocol {

inline constexpr const char* kPlanFormat = "calltree-plan";
inline constexpr int kPlanVersion = 1;
// Interleaved rounds of a plan (TimingPolicy::rounds): each round re-runs a case's warm-up.
inline constexpr int kMaxRounds = 1000;

struct TimingPolicy {
    int warmup = 2;
    int minReps = 10;
    double minSeconds = 0.05;  // wall time of the timed repetitions (max over ranks)
    int maxReps = 100000;      // stops a case of very short repetitions
    double timeoutSeconds = 300;
    // How the ranks start a repetition together: Barrier (an MPI_Barrier, then each rank's own
    // clock) or Window (clocks synchronised to rank 0, every rank starts at an agreed instant).
    enum class Sync { Barrier, Window } sync = Sync::Barrier;
    // After the repetitions, also measure the OSU Micro-Benchmarks' figure (OsuFigure): the same
    // call timed as osu_bcast & co. time it, for comparison with published OSU numbers.
    bool osu = false;
    // Plan level: the cases of one message size run interleaved in this many rounds, each round
    // taking a share of every case's repetitions in a rotated order, so that slow drift of the
    // machine hits every algorithm alike (1: each case's repetitions back to back).
    int rounds = 1;

    bool operator==(const TimingPolicy&) const = default;
};
const char* toString(TimingPolicy::Sync s);  // "barrier", "window"

// The plan's "timing" object: every field, in the order above ("osu" only when true, so that
// files written before it existed are written back unchanged).
nlohmann::ordered_json timingToJson(const TimingPolicy& t);
// Overrides the fields `j` has; throws FormatError (unknown field, out of range, max < min).
void readTiming(const nlohmann::json& j, const std::string& path, TimingPolicy& t);

struct PlanCase {
    CaseKind kind = CaseKind::Catalogue;
    // The algorithm (baselines: "MPI_Bcast", …; schedules: the file's name and resolved path)
    // and its parameters; procs, root and bytes are per instance (instanceSpec).
    CaseSpec spec;
    std::vector<std::uint64_t> bytes{8};
    std::vector<Rank> roots{0};
    std::optional<int> procs;  // must equal the world size when given
    int ompiAlgorithm = 0;     // baselines: forced coll_tuned algorithm (0: Open MPI decides)
    // Baselines under MPICH: the value of MPIR_CVAR_<COLLECTIVE>_INTRA_ALGORITHM the runner
    // writes through MPI_T around this case's repetitions ("binomial", "auto"; "": nothing).
    std::string mpichAlgorithm;
    TimingPolicy timing;
    // Program cases: one extra, untimed repetition records every op's start and end per rank.
    // MPI's own collectives have no ops to record, so baselines never do.
    bool recordTimeline = false;

    bool operator==(const PlanCase&) const = default;
};

struct RunPlan {
    TimingPolicy timing;
    std::vector<PlanCase> cases;
    // "machine": the LogGP *.machine.json the catalogue cases' programs are built for (relative
    // paths resolved against the plan's folder; "" : Shou & Chen's built-in profile).
    std::string machineFile;

    bool operator==(const RunPlan&) const = default;
};

// A plan that cannot run; the message names the field ("cases[1].bytes[0]: …").
class PlanError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// `baseDir` resolves relative schedule paths. Catalogue names are checked here; sizes against
// kMaxBytes. Baseline requests ("baseline" fields) are expanded into mpi-baseline cases placed
// right after their catalogue case. Throws PlanError.
RunPlan parsePlan(const std::string& text, const std::string& baseDir = "");
// As parsePlan, relative to the file's folder; PlanError messages start with the path.
RunPlan loadPlanFile(const std::string& path);

// The baseline case of a catalogue case: `request` is "default", "same" or a coll_tuned number
// (as text). Throws FormatError at `path` when the algorithm has no such baseline.
PlanCase baselineCase(const PlanCase& c, const std::string& request, const std::string& path);

// The plan document: baselines are written as the "mpi" cases they expand into, a case's
// "timing" only with the fields that differ from the plan's. parsePlan(toJson(p).dump()) == p.
nlohmann::ordered_json toJson(const RunPlan& plan);
// Writes the plan atomically (temporary file, rename); throws std::runtime_error.
void writePlanFile(const std::string& path, const RunPlan& plan);

// One concrete measurement: a case at one size and root (one entry of the results file).
struct CaseInstance {
    std::size_t planCase = 0;
    std::uint64_t bytes = 0;
    Rank root = 0;
    std::string name;  // "binomial 1048576 B root 0", "MPI_Bcast (ompi 6) 8 B root 0"

    bool operator==(const CaseInstance&) const = default;
};
// Every case at every size and root, in plan order (sizes outer, roots inner).
std::vector<CaseInstance> instances(const RunPlan& plan);
// The program spec of one instance on `procs` ranks.
CaseSpec instanceSpec(const PlanCase& c, const CaseInstance& inst, Rank procs);

}  // namespace ct::protocol
