#include "run_command.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "benchmark.h"
#include "mpi_baseline.h"
#include "program_case.h"
#include "report.h"
#include "run_plan.h"
#include "schedule_case.h"
#include "timeline_recording.h"
#include "watchdog.h"

namespace ct::runner {

namespace {

std::string isoNow() {
    const std::time_t t = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&t, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

void overrideTiming(TimingPolicy& t, const TimingFlags& f) {
    if (f.warmup) t.warmup = *f.warmup;
    if (f.minReps) t.minReps = *f.minReps;
    if (f.minSeconds) t.minSeconds = *f.minSeconds;
    if (f.maxReps) t.maxReps = *f.maxReps;
    if (f.timeoutSeconds) t.timeoutSeconds = *f.timeoutSeconds;
    if (f.windowSync)
        t.sync = *f.windowSync ? TimingPolicy::Sync::Window : TimingPolicy::Sync::Barrier;
    if (t.maxReps < t.minReps) t.maxReps = t.minReps;
}

RunPlan planFromFlags(const RunOptions& o) {
    PlanCase c;
    if (!o.algorithm.empty()) {
        c.kind = CaseKind::Catalogue;
        c.algorithm = o.algorithm;
    } else if (!o.schedule.empty()) {
        c.kind = CaseKind::Schedule;
        c.scheduleFile = o.schedule;
        c.algorithm = std::filesystem::path(o.schedule).filename().string();
    } else {
        c.kind = CaseKind::MpiBaseline;
        c.algorithm = toString(*parseMpiCollective(o.mpi));
        c.ompiAlgorithm = o.ompiAlgorithm;
    }
    c.bytes = o.bytes;
    c.roots = o.roots;
    c.radix = o.radix;
    c.operands = o.operands;
    c.segmentBytes = o.segmentBytes;
    c.meshRows = o.meshRows;
    c.strip = o.strip;
    // The baseline goes through the plan reader, so flags and files share one rule.
    nlohmann::json doc{{"format", kPlanFormat}, {"version", kPlanVersion}};
    nlohmann::json jc{{"algorithm", c.algorithm}};
    if (c.kind == CaseKind::Catalogue && !o.baseline.empty()) {
        if (o.baseline == "default" || o.baseline == "same")
            jc["baseline"] = o.baseline;
        else
            jc["baseline"] = std::stoi(o.baseline);
        doc["cases"] = nlohmann::json::array({jc});
        RunPlan withBaseline = parsePlan(doc.dump());
        PlanCase b = withBaseline.cases.at(1);
        b.bytes = c.bytes;
        b.roots = c.roots;
        return RunPlan{{}, {c, b}};
    }
    return RunPlan{{}, {c}};
}

// Checks that need the world: rank counts, roots, forced Open MPI algorithms, schedule files.
void checkPlanAgainstWorld(const RunPlan& plan, int worldSize, const std::string& mpiLibrary) {
    for (std::size_t i = 0; i < plan.cases.size(); ++i) {
        const PlanCase& c = plan.cases[i];
        const std::string at = "case " + std::to_string(i) + " (" + c.algorithm + "): ";
        if (c.procs && *c.procs != worldSize)
            throw PlanError(at + "planned for " + std::to_string(*c.procs) +
                            " ranks, but mpirun started " + std::to_string(worldSize) +
                            " (run with -np " + std::to_string(*c.procs) + ")");
        for (Rank r : c.roots)
            if (r >= worldSize)
                throw PlanError(at + "root " + std::to_string(r) + " is out of range 0.." +
                                std::to_string(worldSize - 1));
        if (c.kind == CaseKind::MpiBaseline)
            if (auto bad = checkForcedAlgorithm(*parseMpiCollective(c.algorithm), c.ompiAlgorithm,
                                                mpiLibrary))
                throw PlanError(at + *bad);
        if (c.kind == CaseKind::Schedule) checkScheduleCase(c, worldSize);
    }
}

// What one case needs before it runs, prepared locally (no MPI) so that a failure on one rank
// can still be agreed on.
struct PendingCase {
    std::unique_ptr<PreparedProgram> program;
    nlohmann::ordered_json params;  // what rebuilds the program (a recorded timeline keeps it)
    std::unique_ptr<BaselineCollective> baseline;
    CaseResult info;
};

PendingCase prepareCase(const PlanCase& c, const CaseInstance& inst, const MpiEnvironment& mpi) {
    PendingCase p;
    CaseResult& r = p.info;
    r.name = inst.name;
    r.kind = c.kind;
    r.algorithm = c.algorithm;
    r.procs = mpi.size();
    r.root = inst.root;
    r.bytes = inst.bytes;
    r.ompiAlgorithm = c.ompiAlgorithm;
    r.scheduleFile = c.scheduleFile;
    r.warmup = c.timing.warmup;
    switch (c.kind) {
        case CaseKind::Catalogue:
            p.program = prepareCatalogueCase(c, inst.bytes, inst.root, mpi.size(), mpi.rank());
            break;
        case CaseKind::Schedule:
            p.program = prepareScheduleCase(c, inst.bytes, inst.root, mpi.size(), mpi.rank());
            break;
        case CaseKind::MpiBaseline: {
            const MpiCollective kind = *parseMpiCollective(c.algorithm);
            r.problem = problemOf(kind);
            p.baseline = std::make_unique<BaselineCollective>(
                kind, mpi.size(), mpi.rank(), inst.root, inst.bytes, MPI_COMM_WORLD);
            return p;
        }
    }
    p.params = {{"bytes", inst.bytes}};
    if (c.kind == CaseKind::Catalogue) {
        p.params["radix"] = c.radix;
        p.params["operands"] = c.operands;
        p.params["segment_bytes"] = c.segmentBytes;
        p.params["mesh_rows"] = c.meshRows;
        p.params["strip"] = c.strip;
    } else {
        p.params["schedule_file"] = c.scheduleFile;
    }
    r.problem = p.program->problem;
    r.bytes = p.program->bytes;
    r.messages = p.program->program.messageCount();
    return p;
}

// Testing hooks: a rank that dies or stops answering in the middle of a case.
class Sabotage : public Measurable {
public:
    Sabotage(Measurable& inner, bool exit, bool hang)
        : m_inner(inner), m_exit(exit), m_hang(hang) {}
    void prepare() override { m_inner.prepare(); }
    double execute() override {
        if (m_exit) std::_Exit(7);
        while (m_hang)
            std::this_thread::sleep_for(std::chrono::seconds(1));
        return m_inner.execute();
    }
    std::optional<Failure> check() override { return m_inner.check(); }
    void corrupt() override { m_inner.corrupt(); }

private:
    Measurable& m_inner;
    bool m_exit;
    bool m_hang;
};

// Rank 0's view of the run, shared with the watchdog thread.
struct RunState {
    std::mutex mutex;
    ResultsDocument doc;
    std::optional<CaseResult> current;
    std::size_t currentIndex = 0;
    double currentTimeout = 0;
    std::string output;
    OutputFormat format = OutputFormat::Text;

    void emit(const nlohmann::ordered_json& event) {
        if (format == OutputFormat::Json) std::cout << event.dump() << '\n' << std::flush;
    }
    // Writes the file (if any); failures to write are reported, not thrown: the run goes on.
    void save() {
        if (output.empty()) return;
        try {
            writeResults(output, doc);
        } catch (const std::exception& e) {
            std::cerr << "calltree-runner: error: cannot write results: " << e.what() << '\n';
        }
    }
    std::string whereResultsAre() const {
        return output.empty() ? std::string() : "; results of completed cases are in " + output;
    }
};

// Watchdog: the case is recorded as timed out or failed, the file written, one message printed.
int onWatchdog(RunState& s, Watchdog::Reason reason) {
    std::lock_guard lock(s.mutex);
    const double timeout = s.currentTimeout;
    const bool timedOut = reason == Watchdog::Reason::Timeout;
    std::string message;
    if (s.current) {
        CaseResult c = *s.current;
        c.status = timedOut ? CaseStatus::Timeout : CaseStatus::Failed;
        c.error = timedOut ? "a repetition did not finish within the timeout of " +
                                 formatSeconds(timeout) + " (a rank hangs or the program deadlocks)"
                           : "the job was terminated during this case (a rank died or mpirun was "
                             "interrupted)";
        s.doc.cases.push_back(c);
        s.emit(caseDoneEvent(s.currentIndex, c));
        message = "case '" + c.name + "': " + c.error;
    } else {
        message = "the job was terminated";
    }
    s.doc.complete = false;
    s.save();
    const int status = timedOut ? kExitTimeout : kExitTerminated;
    s.emit(finishedEvent(s.doc, s.output, status));
    std::cerr << "calltree-runner: error: " << message << s.whereResultsAre() << '\n' << std::flush;
    return status;
}

}  // namespace

std::string agreeOnError(const MpiEnvironment& mpi, const std::string& error, bool& failed) {
    const int mine = error.empty() ? mpi.size() : mpi.rank();
    int lowest = 0;
    check(MPI_Allreduce(&mine, &lowest, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD), "MPI_Allreduce");
    failed = lowest != mpi.size();
    if (!failed || lowest == 0) return mpi.rank() == 0 ? error : std::string();
    // Another rank alone knows why: it sends its message to rank 0.
    std::array<char, 512> text{};
    if (mpi.rank() == lowest) {
        const std::string line = "rank " + std::to_string(lowest) + ": " + error;
        std::copy_n(line.begin(), std::min(line.size(), text.size() - 1), text.begin());
        check(MPI_Send(text.data(), int(text.size()), MPI_CHAR, 0, 1, MPI_COMM_WORLD), "MPI_Send");
    } else if (mpi.rank() == 0) {
        check(MPI_Recv(text.data(), int(text.size()), MPI_CHAR, lowest, 1, MPI_COMM_WORLD,
                       MPI_STATUS_IGNORE),
              "MPI_Recv");
        return std::string(text.data());
    }
    return std::string();
}

int runCommand(const MpiEnvironment& mpi, const RunOptions& options, OutputFormat format,
               const std::string& commandLine) {
    const bool leader = mpi.leader();
    const std::string library = mpiLibraryVersion();
    RunPlan plan;
    std::string error;
    try {
        plan = options.planFile.empty() ? planFromFlags(options) : loadPlanFile(options.planFile);
        overrideTiming(plan.timing, options.timing);
        for (PlanCase& c : plan.cases) {
            overrideTiming(c.timing, options.timing);
            if (options.recordTimeline && c.kind != CaseKind::MpiBaseline) c.recordTimeline = true;
        }
        checkPlanAgainstWorld(plan, mpi.size(), library);
        for (Rank r : {options.corruptRank, options.exitRank, options.hangRank})
            if (r != kNoRank && r >= mpi.size())
                throw PlanError("test rank " + std::to_string(r) + " is out of range 0.." +
                                std::to_string(mpi.size() - 1));
    } catch (const std::exception& e) {
        error = e.what();
    }
    bool failed = false;
    error = agreeOnError(mpi, error, failed);
    if (failed) {
        if (leader) std::cerr << "calltree-runner: error: " << error << '\n';
        return kExitUsage;
    }

    {
        // Ranks that share a host share its memory.
        const Communicator host = Communicator::splitShared(MPI_COMM_WORLD, mpi.rank());
        int local = 1;
        check(MPI_Comm_size(host.get(), &local), "MPI_Comm_size");
        setMemoryBudget(options.memoryBytes, local);
    }

    RunState state;
    state.output = options.output;
    state.format = format;
    state.doc.timing = plan.timing;
    Environment& env = state.doc.environment;
    env.hosts = gatherHosts(MPI_COMM_WORLD, 0);  // collective: every rank takes part
    env.mpiLibrary = library;
    env.mpiVersion = mpiStandardVersion();
    env.wtimeIsGlobal = wtimeIsGlobal();
    env.wtick = MPI_Wtick();
    env.ranks = mpi.size();
    env.started = isoNow();
    env.command = commandLine;
    env.ompiForced = forcedOmpiSettings();

    const std::vector<CaseInstance> todo = instances(plan);
    std::unique_ptr<Watchdog> watchdog;
    if (leader) {
        state.save();  // an empty, incomplete file from the start: the run is visible
        if (format == OutputFormat::Text) std::cout << toText(state.doc) << std::flush;
        watchdog = std::make_unique<Watchdog>(
            [&state](Watchdog::Reason r) { return onWatchdog(state, r); });
    } else {
        // A signal sent to every rank at once (a batch system, `timeout`, Ctrl-C) must not end
        // the others first: mpirun could tear the job down before rank 0 has recorded the
        // interrupted case. They leave a moment later; rank 0's exit ends the job anyway.
        watchdog = std::make_unique<Watchdog>([](Watchdog::Reason) {
            std::this_thread::sleep_for(std::chrono::seconds(2));
            return kExitTerminated;
        });
    }

    int status = kExitOk;
    for (std::size_t i = 0; i < todo.size(); ++i) {
        const CaseInstance& inst = todo[i];
        const PlanCase& c = plan.cases[inst.planCase];
        PendingCase pending;
        std::string caseError;
        try {
            pending = prepareCase(c, inst, mpi);
        } catch (const std::bad_alloc&) {
            caseError = "out of memory while preparing " + std::to_string(inst.bytes) + " bytes";
        } catch (const std::exception& e) {
            caseError = e.what();
        }
        bool caseFailed = false;
        caseError = agreeOnError(mpi, caseError, caseFailed);
        if (caseFailed) {
            if (leader) {
                CaseResult r = pending.info;
                r.name = inst.name;
                r.kind = c.kind;
                r.algorithm = c.algorithm;
                r.procs = mpi.size();
                r.root = inst.root;
                r.bytes = inst.bytes;
                r.status = CaseStatus::Failed;
                r.error = caseError;
                std::lock_guard lock(state.mutex);
                state.doc.cases.push_back(r);
                state.save();
                state.emit(caseDoneEvent(i, r));
                std::cerr << "calltree-runner: error: case '" << inst.name << "': " << caseError
                          << '\n';
                if (format == OutputFormat::Text) std::cout << "  " << caseLine(r) << '\n';
            }
            status = std::max(status, kExitUsage);
            continue;
        }

        std::unique_ptr<ProgramMeasurable> owned;
        Measurable* measurable = pending.baseline.get();
        if (!measurable) {
            owned = std::make_unique<ProgramMeasurable>(std::move(pending.program), mpi.rank(),
                                                        MPI_COMM_WORLD);
            measurable = owned.get();
        }
        Sabotage sabotage(*measurable, i == 0 && options.exitRank == mpi.rank(),
                          i == 0 && options.hangRank == mpi.rank());

        if (leader) {
            std::lock_guard lock(state.mutex);
            state.current = pending.info;
            state.currentIndex = i;
            state.currentTimeout = c.timing.timeoutSeconds;
            state.emit(caseStartedEvent(i, todo.size(), pending.info));
            watchdog->arm(c.timing.timeoutSeconds);
        }
        BenchmarkSettings settings;
        settings.policy = c.timing;
        settings.corruptRank = options.corruptRank;
        double lastEvent = -1;
        settings.progress = [&](int done, int target, double elapsed) {
            if (format != OutputFormat::Json || (elapsed - lastEvent < 0.2 && done != 1)) return;
            lastEvent = elapsed;
            std::lock_guard lock(state.mutex);
            state.emit(repetitionsEvent(i, done, target, elapsed));
        };
        const BenchmarkResult result = runBenchmark(sabotage, mpi.rank(), settings, MPI_COMM_WORLD);
        // One more repetition, op by op, after the timed ones (the watchdog still guards it).
        TimelineOutcome recorded;
        if (c.recordTimeline && owned && result.verified && !result.timedOut)
            recorded = recordTimeline(*owned, mpi.rank(), MPI_COMM_WORLD, options.timelineLimit,
                                      pending.params);
        else if (c.recordTimeline && owned)
            recorded.error =
                result.timedOut ? "the case timed out" : "the case failed verification";

        if (leader) {
            watchdog->disarm();
            std::lock_guard lock(state.mutex);
            CaseResult r = pending.info;
            r.times = result.times;
            if (recorded.timeline) r.timeline = toJson(*recorded.timeline);
            r.timelineError = recorded.error;
            if (c.timing.sync == TimingPolicy::Sync::Window) r.late = result.late;
            if (!result.verified) {
                r.status = CaseStatus::Failed;
                for (const Failure& f : result.failures) {
                    std::cerr << "calltree-runner: verification failed: " << f.describe() << '\n';
                    r.error.append(r.error.empty() ? "" : "; ").append(f.describe());
                }
            } else if (result.timedOut) {
                r.status = CaseStatus::Timeout;
                r.error = "the case ran past the timeout of " +
                          formatSeconds(c.timing.timeoutSeconds) + " after " +
                          std::to_string(r.times.size()) + " timed repetitions";
                std::cerr << "calltree-runner: error: case '" << r.name << "': " << r.error
                          << state.whereResultsAre() << '\n';
            }
            state.current.reset();
            state.doc.cases.push_back(r);
            state.save();
            state.emit(caseDoneEvent(i, r));
            if (format == OutputFormat::Text)
                std::cout << "  " << caseLine(r) << '\n' << std::flush;
        }
        if (!result.verified) status = std::max(status, kExitUnverified);
        if (result.timedOut) {
            status = kExitTimeout;
            break;  // the machine is probably wedged: later cases would not be trustworthy
        }
    }

    if (leader) {
        watchdog.reset();
        std::lock_guard lock(state.mutex);
        state.doc.complete = status != kExitTimeout;
        state.save();
        if (format == OutputFormat::Json) {
            nlohmann::ordered_json done = finishedEvent(state.doc, state.output, status);
            if (state.output.empty()) done["results"] = toJson(state.doc);
            state.emit(done);
        } else {
            std::size_t ok = 0;
            for (const CaseResult& r : state.doc.cases)
                ok += r.status == CaseStatus::Ok ? 1 : 0;
            std::cout << ok << " of " << state.doc.cases.size() << " cases verified"
                      << (state.output.empty() ? "" : "; results in " + state.output) << '\n'
                      << std::flush;
        }
    }
    return status;
}

}  // namespace ct::runner
