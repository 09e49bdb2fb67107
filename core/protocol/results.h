#pragma once
// The results document (*.results.json, "calltree-results" version 1; docs/runner.md "Results
// file"): the environment of the run, the timing policy, and per (case, size, root) its status,
// repetition times, statistics and, when recorded, its timeline. Written by the runner's rank 0
// (keys in reading order, innermost arrays on one line), read by the Studio and the checks.
// Files written by earlier runners load unchanged (tests/core/data holds one).
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/case_spec.h"
#include "protocol/host_activity.h"
#include "protocol/recorded_timeline.h"
#include "protocol/run_plan.h"
#include "protocol/statistics.h"

namespace ct::protocol {

inline constexpr const char* kResultsFormat = "calltree-results";
inline constexpr int kResultsVersion = 1;
// How the times were taken, carried in "timing_policy.note" so that a reader needs no manual.
extern const char* const kTimingNote;

struct Environment {
    std::string mpiLibrary;  // MPI_Get_library_version
    std::string mpiVersion;  // the standard, "3.1"
    bool wtimeIsGlobal = false;
    double wtick = 0;  // MPI_Wtick: the clock's resolution in seconds
    int ranks = 0;
    std::vector<std::string> hosts;  // distinct processor names
    std::string started;             // ISO 8601, UTC
    std::string command;             // the runner's command line
    std::string ompiForced;          // the coll_tuned MCA settings in effect ("" when none)
    // MPICH's collective CVARs set for the run ("MPIR_CVAR_BCAST_INTRA_ALGORITHM=binomial",
    // MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE=F; "" when none).
    std::string mpichForced;
    // The most ranks on one host, and the fewest cores a host with ranks offers (0: not
    // recorded). With more ranks than cores the ranks take turns on them, which the models
    // here do not account for (each assumes a core per rank).
    int ranksPerHost = 0;
    int coresPerHost = 0;

    bool ranksShareCores() const { return coresPerHost > 0 && ranksPerHost > coresPerHost; }
    bool operator==(const Environment&) const = default;
};

enum class CaseStatus { Ok, Failed, Timeout };
const char* toString(CaseStatus s);  // "ok", "failed", "timeout"
std::optional<CaseStatus> parseCaseStatus(const std::string& name);

// Schedules run on data, per call-tree node: the time its subtree took ("node_times").
struct NodeTime {
    // The node's place in the call tree: "" the root, "1" its second child, "1.0" that child's
    // first child (child indices, 0-based, joined by dots).
    std::string node;
    // Per repetition, the time this node's subtree took on a rank, summed over its calls (count,
    // and each call of the enclosing nodes), maximum over ranks; the median over repetitions.
    double seconds = 0;
    std::uint64_t calls = 0;  // how often the node ran per repetition on the busiest rank

    bool operator==(const NodeTime&) const = default;
};

struct CaseResult {
    std::string name;
    CaseKind kind = CaseKind::Catalogue;
    // What ran: "algorithm", "procs", "root", "schedule_file" and, through a recorded timeline's
    // "params", the parameters. spec.bytes is the size asked for; without a timeline a reader
    // sets it to `bytes`.
    CaseSpec spec;
    std::string problem;         // "broadcast", …, "summation"
    std::uint64_t bytes = 0;     // as reported (a summation: its element size)
    int ompiAlgorithm = 0;       // baselines: the forced coll_tuned algorithm (0: Open MPI's)
    std::string mpichAlgorithm;  // baselines: the MPICH CVAR value forced per case ("": none)
    std::uint64_t messages = 0;  // program cases: point-to-point messages per repetition
    int warmup = 0;
    CaseStatus status = CaseStatus::Ok;
    std::string error;                         // when not ok
    std::vector<double> times;                 // per repetition: max over ranks, seconds, in order
    std::optional<Statistics> stats;           // whenever times is not empty
    std::optional<OsuFigure> osu;              // timing "osu": OSU's figure, after the repetitions
    std::optional<int> late;                   // window sync: runs discarded for a late start
    std::optional<RecordedTimeline> timeline;  // record_timeline: the recorded repetition
    std::string timelineError;                 // or why there is none
    // Sort, IntegerSort and MST schedules run on generated data ("input", "seed", "verdict"):
    // the schedule's input ("nodes=1024,edges=32768"), the seed it was generated from, and what
    // verification checked.
    std::string input;
    std::optional<std::uint64_t> seed;
    std::string verdict;
    // The schedule's cost under its BSP* profile in seconds ("predicted_seconds") and that
    // profile's name ("predicted_profile"), beside the measured times.
    std::optional<double> predictedSeconds;
    std::string predictedProfile;
    // Per node of the schedule, measured (schedules run on data; empty otherwise).
    std::vector<NodeTime> nodeTimes;

    bool operator==(const CaseResult&) const = default;
};

// The LogGP machine profile the run's programs were built for (their optimal and Fibonacci
// trees, their chosen segment sizes) and every prediction of them should use ("profile").
struct ProfileRecord {
    std::string name;     // the profile's name ("shou-chen-1996-logp" when built in)
    std::string file;     // the machine file as named ("" : the built-in profile)
    std::string fnv1a64;  // FNV-1a 64 of the file's bytes, 16 hex digits ("" : built in)
    // `run --calibrate-beside FILE2`: FILE2, the profile with each size's level that predicts
    // these cases (written when they are done; "" : none). JSON "beside_file", only when set.
    std::string besideFile;
    bool operator==(const ProfileRecord&) const = default;
};

struct ResultsDocument {
    bool complete = false;
    Environment environment;
    TimingPolicy timing;
    // Written by this runner always; files of earlier runners have none (Shou & Chen's built-in
    // profile was the only one then).
    std::optional<ProfileRecord> profile;
    std::vector<CaseResult> cases;
    // What else kept rank 0's host busy while the cases ran, known when they have: written after
    // "cases" (the file grows case by case). None in files of earlier runners, or when the host
    // could not be sampled (no /proc).
    std::optional<HostActivity> hostActivity;

    bool operator==(const ResultsDocument&) const = default;
};

// A document that is not a valid results file; what() names the field ("cases[2].bytes: …"),
// after the file's path when loaded from one.
class ResultsError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

nlohmann::ordered_json toJson(const CaseResult& c);
nlohmann::ordered_json toJson(const ResultsDocument& doc);
// Indented JSON whose innermost arrays (numbers, strings: repetition times, one recorded
// operation) stay on one line, so a recorded timeline reads one operation per line. `depth`:
// the nesting level `j` stands at (its lines are indented for that level).
std::string dumpReadable(const nlohmann::ordered_json& j, int indent = 2, int depth = 0);
// Writes dumpReadable(toJson(doc)) + "\n" atomically (temporary file, rename); throws
// std::runtime_error. The runner writes case by case instead (protocol/results_writer.h).
void writeResults(const std::string& path, const ResultsDocument& doc);

// Strict reading (FormatError inside, ResultsError outside): format and version, every field
// the runner writes with its type and range. Optional: "profile", "environment" fields, "problem",
// "root" (0), "schedule_file", "ompi_algorithm", "mpich_algorithm", "messages", "error", "warmup",
// "late_discarded", "times", "stats", "timeline", "timeline_error", "input", "seed", "verdict",
// "predicted_seconds", "predicted_profile", "node_times"; unknown fields are ignored (a newer
// runner may add some).
ResultsDocument readResults(const nlohmann::json& doc);
ResultsDocument parseResults(const std::string& text);
ResultsDocument loadResults(const std::string& path);
CaseResult readCaseResult(const nlohmann::json& c, const std::string& path);

}  // namespace ct::protocol
