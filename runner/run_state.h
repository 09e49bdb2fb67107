#pragma once
// Rank 0's record of a run, shared between the case loop and the watchdog thread: the results
// document as it grows, the case now running, and the output it goes to (the results file and,
// with --format json, the progress events on stdout).
#include <cstddef>
#include <mutex>
#include <optional>
#include <string>

#include "options.h"
#include "protocol/progress.h"
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

    // One progress line on stdout (--format json only).
    void emit(const protocol::ProgressEvent& event) const;
    // Writes the results file (if any); a failure to write is reported, not thrown: the run goes
    // on.
    void save() const;
    // "; results of completed cases are in FILE" (or nothing without a file).
    std::string whereResultsAre() const;
    // Adds a finished case: to the document, the file, the progress events, the text output.
    void addCase(std::size_t index, const CaseResult& c);
    // The last line: the finished event (with the document when there is no file) or the count.
    void finish(int status);
};

// The watchdog fired: the running case is recorded as timed out or failed, the file written,
// one message printed. Returns the exit status the process ends with.
int onWatchdog(RunState& s, Watchdog::Reason reason);

}  // namespace ct::runner
