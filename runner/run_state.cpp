#include "run_state.h"

#include <algorithm>
#include <iostream>

#include "run_command.h"

namespace ct::runner {

void RunState::emit(const protocol::ProgressEvent& event) const {
    if (format == OutputFormat::Json) std::cout << protocol::toLine(event) << '\n' << std::flush;
}

void RunState::start() {
    if (!output.empty()) writer = std::make_unique<protocol::ResultsWriter>(output, doc);
}

namespace {

void reportWriteError(RunState& s, const std::exception& e) {
    if (!s.writeError.empty()) return;
    s.writeError = e.what();
    std::cerr << "calltree-runner: error: cannot write results: " << e.what() << '\n';
}

}  // namespace

void RunState::saveCase(const CaseResult& c) {
    if (!writer || !writeError.empty()) return;
    try {
        writer->append(c);
    } catch (const std::exception& e) {
        reportWriteError(*this, e);
    }
}

std::string RunState::whereResultsAre() const {
    return !writer || !writeError.empty() ? std::string()
                                          : "; results of completed cases are in " + output;
}

void RunState::addCase(std::size_t index, const CaseResult& c) {
    doc.cases.push_back(c);
    saveCase(c);
    emit(protocol::CaseDoneEvent{index, c.name, c.status, c.error, c.stats});
    if (format == OutputFormat::Text) std::cout << "  " << caseLine(c) << '\n' << std::flush;
}

void RunState::recordHostActivity(const protocol::HostActivity& a) {
    doc.hostActivity = a;
    if (!writer || !writeError.empty()) return;
    try {
        writer->setHostActivity(a);
    } catch (const std::exception& e) {
        reportWriteError(*this, e);
    }
}

int RunState::finish(int status) {
    doc.complete = status != kExitTimeout;
    if (writer && writeError.empty()) {
        try {
            writer->setComplete(doc.complete);
        } catch (const std::exception& e) {
            reportWriteError(*this, e);
        }
    }
    // Results that did not reach their file are not "in" it: say so, and end non-zero.
    const bool lost = !writeError.empty();
    if (lost) status = std::max(status, kExitResultsLost);
    if (format == OutputFormat::Json) {
        protocol::FinishedEvent done =
            protocol::finishedEvent(doc, lost ? std::string() : output, status);
        if (output.empty() || lost) done.results = doc;
        emit(done);
        return status;
    }
    if (doc.hostActivity) std::cout << protocol::describe(*doc.hostActivity) << '\n';
    std::size_t ok = 0;
    for (const CaseResult& r : doc.cases)
        ok += r.status == CaseStatus::Ok ? 1 : 0;
    std::cout << ok << " of " << doc.cases.size() << " cases verified";
    if (lost)
        std::cout << "; the results could not be written to " << output << " (" << writeError
                  << ")";
    else if (!output.empty())
        std::cout << "; results in " << output;
    std::cout << '\n' << std::flush;
    return status;
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
        s.saveCase(c);
        s.emit(protocol::CaseDoneEvent{s.currentIndex, c.name, c.status, c.error, c.stats});
        message = "case '" + c.name + "': " + c.error;
    } else {
        message = "the job was terminated";
    }
    s.doc.complete = false;  // the file says so from its start
    const int status = timedOut ? kExitTimeout : kExitTerminated;
    s.emit(protocol::finishedEvent(s.doc, s.writeError.empty() ? s.output : std::string(), status));
    std::cerr << "calltree-runner: error: " << message << s.whereResultsAre() << '\n' << std::flush;
    return status;
}

}  // namespace ct::runner
