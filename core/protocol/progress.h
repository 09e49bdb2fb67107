#pragma once
// Progress events: what `calltree-runner --format json` prints on stdout, one JSON object per
// line, flushed after each (docs/runner.md, "Progress events"). Rank 0 writes them; the Studio
// parses them to show progress. Keys are written in the order listed.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/case_spec.h"
#include "protocol/results.h"
#include "protocol/statistics.h"
#include "protocol/strict_json.h"

namespace ct::protocol {

// {"event": "case-started", "case", "cases", "name", "kind", "algorithm", "bytes", "root"}
struct CaseStartedEvent {
    std::size_t index = 0;  // the (case, size, root) entry, 0-based
    std::size_t total = 0;  // entries in the run
    std::string name;
    CaseKind kind = CaseKind::Catalogue;
    std::string algorithm;
    std::uint64_t bytes = 0;
    Rank root = 0;
    bool operator==(const CaseStartedEvent&) const = default;
};

// {"event": "repetitions", "case", "done", "target", "elapsed"}
struct RepetitionsEvent {
    std::size_t index = 0;
    int done = 0;        // timed repetitions so far
    int target = 0;      // min_reps
    double elapsed = 0;  // seconds of timed repetitions
    bool operator==(const RepetitionsEvent&) const = default;
};

// {"event": "case-done", "case", "name", "status", "error" (not ok), "stats" (any times)}
struct CaseDoneEvent {
    std::size_t index = 0;
    std::string name;
    CaseStatus status = CaseStatus::Ok;
    std::string error;
    std::optional<Statistics> stats;
    bool operator==(const CaseDoneEvent&) const = default;
};

// {"event": "finished", "complete", "cases", "ok", "exit_status", "results_file" (or null),
//  "host_activity" (rank 0's host while the cases ran, when sampled), "results" (the whole
//  document, without --output)}
struct FinishedEvent {
    bool complete = false;
    std::size_t cases = 0;  // entries recorded
    std::size_t ok = 0;     // entries that verified
    int exitStatus = 0;
    std::optional<std::string> resultsFile;
    std::optional<HostActivity> hostActivity;
    std::optional<ResultsDocument> results;
    bool operator==(const FinishedEvent&) const = default;
};

// calibrate: {"event": "calibrate", "phase": "loggp", "bytes", "step", "steps"},
// {"event": "calibrate", "phase": "combine"}, {"event": "calibrate", "phase": "bsp", "procs"}
struct CalibrateEvent {
    enum class Phase { LogGP, Combine, Bsp } phase = Phase::LogGP;
    std::uint64_t bytes = 0;  // loggp
    std::size_t step = 0;     // loggp
    std::size_t steps = 0;    // loggp
    int procs = 0;            // bsp
    bool operator==(const CalibrateEvent&) const = default;
};

// calibrate's last line: {"event": "finished", "exit_status", "machine_file",
// "loggp": {"L", "o_s", "o_r", "g", "G", "combine"}} (µs; combine per byte)
struct CalibrationFinishedEvent {
    int exitStatus = 0;
    std::string machineFile;
    double L = 0, oSend = 0, oRecv = 0, g = 0, G = 0, combinePerByte = 0;
    // Fitted values raised to a floor, one sentence each (runner/calibration_fit.h); optional
    // when read, so lines of runners that did not send it still parse.
    std::vector<std::string> notes;
    bool operator==(const CalibrationFinishedEvent&) const = default;
};

using ProgressEvent = std::variant<CaseStartedEvent, RepetitionsEvent, CaseDoneEvent, FinishedEvent,
                                   CalibrateEvent, CalibrationFinishedEvent>;

// Fills a run's finished event from the document (cases, ok, complete).
FinishedEvent finishedEvent(const ResultsDocument& doc, const std::string& resultsPath,
                            int exitStatus);

nlohmann::ordered_json toJson(const ProgressEvent& e);
// One line, without the newline.
std::string toLine(const ProgressEvent& e);
// nullopt for a line that is not a progress event (not a JSON object, no or an unknown "event":
// a stray line of an MPI library); FormatError naming the field for a known event with a wrong
// or missing field.
std::optional<ProgressEvent> parseProgressLine(std::string_view line);

}  // namespace ct::protocol
