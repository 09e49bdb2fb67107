#include "run_state.h"

#include <iostream>

#include "run_command.h"

namespace ct::runner {

void RunState::emit(const protocol::ProgressEvent& event) const {
    if (format == OutputFormat::Json) std::cout << protocol::toLine(event) << '\n' << std::flush;
}

void RunState::save() const {
    if (output.empty()) return;
    try {
        protocol::writeResults(output, doc);
    } catch (const std::exception& e) {
        std::cerr << "calltree-runner: error: cannot write results: " << e.what() << '\n';
    }
}

std::string RunState::whereResultsAre() const {
    return output.empty() ? std::string() : "; results of completed cases are in " + output;
}

void RunState::addCase(std::size_t index, const CaseResult& c) {
    doc.cases.push_back(c);
    save();
    emit(protocol::CaseDoneEvent{index, c.name, c.status, c.error, c.stats});
    if (format == OutputFormat::Text) std::cout << "  " << caseLine(c) << '\n' << std::flush;
}

void RunState::finish(int status) {
    doc.complete = status != kExitTimeout;
    save();
    if (format == OutputFormat::Json) {
        protocol::FinishedEvent done = protocol::finishedEvent(doc, output, status);
        if (output.empty()) done.results = doc;
        emit(done);
        return;
    }
    std::size_t ok = 0;
    for (const CaseResult& r : doc.cases)
        ok += r.status == CaseStatus::Ok ? 1 : 0;
    std::cout << ok << " of " << doc.cases.size() << " cases verified"
              << (output.empty() ? "" : "; results in " + output) << '\n'
              << std::flush;
}

int onWatchdog(RunState& s, Watchdog::Reason reason) {
    std::lock_guard lock(s.mutex);
    const bool timedOut = reason == Watchdog::Reason::Timeout;
    std::string message;
    if (s.current) {
        CaseResult c = *s.current;
        c.status = timedOut ? CaseStatus::Timeout : CaseStatus::Failed;
        c.error = timedOut ? "a repetition did not finish within the timeout of " +
                                 formatSeconds(s.currentTimeout) +
                                 " (a rank hangs or the program deadlocks)"
                           : "the job was terminated during this case (a rank died or mpirun was "
                             "interrupted)";
        s.doc.cases.push_back(c);
        s.emit(protocol::CaseDoneEvent{s.currentIndex, c.name, c.status, c.error, c.stats});
        message = "case '" + c.name + "': " + c.error;
    } else {
        message = "the job was terminated";
    }
    s.doc.complete = false;
    s.save();
    const int status = timedOut ? kExitTimeout : kExitTerminated;
    s.emit(protocol::finishedEvent(s.doc, s.output, status));
    std::cerr << "calltree-runner: error: " << message << s.whereResultsAre() << '\n' << std::flush;
    return status;
}

}  // namespace ct::runner
