#pragma once
// Rank 0's record of a run, shared between the case loop and the watchdog thread: the results
// document as it grows, the case now running, and the output it goes to (the results file and,
// with --format json, the progress events on stdout).
#include <cstddef>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "options.h"
#include "protocol/progress.h"
#include "protocol/results_writer.h"
#include "report.h"
#include "watchdog.h"

namespace ct::runner {

struct RunState {
    std::mutex mutex;
    ResultsDocument doc;
    std::optional<CaseResult> current;
    std::size_t currentIndex = 0;
    double currentTimeout = 0;
    std::string output;  // the results file ("" : none)
    OutputFormat format = OutputFormat::Text;
    std::unique_ptr<protocol::ResultsWriter> writer;  // open from start() on, with a file
    std::string writeError;  // the first failure to write the file ("" : none)

    // One progress line on stdout (--format json only).
    void emit(const protocol::ProgressEvent& event) const;
    // Creates the results file (if any) with the document so far: an empty, incomplete run.
    // Throws std::runtime_error when it cannot be written (the run must not start).
    void start();
    // Writes one more case to the file; a failure is reported once and remembered (the run goes
    // on, its exit status says the results were lost).
    void saveCase(const CaseResult& c);
    // "; results of completed cases are in FILE" (or nothing without a file).
    std::string whereResultsAre() const;
    // Adds a finished case: to the document, the file, the progress events, the text output.
    void addCase(std::size_t index, const CaseResult& c);
    // What else kept rank 0's host busy during the cases: into the document and the file.
    void recordHostActivity(const protocol::HostActivity& a);
    // The last line: the finished event (with the document when there is no file) or the count.
    // Returns `status`, or kExitResultsLost when the file could not be written.
    int finish(int status);
};

// The watchdog fired: the running case is recorded as timed out or failed, the file written,
// one message printed. Returns the exit status the process ends with.
int onWatchdog(RunState& s, Watchdog::Reason reason);

}  // namespace ct::runner
