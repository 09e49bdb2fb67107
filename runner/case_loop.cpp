#include "case_loop.h"

#include <algorithm>
#include <iostream>
#include <new>
#include <optional>

#include "benchmark.h"
#include "data_case_run.h"
#include "faulty_measurable.h"
#include "interleaving.h"
#include "mpi_baseline.h"
#include "mpich_forcing.h"
#include "ompi_forcing.h"
#include "program_case.h"
#include "run_command.h"
#include "schedule_case.h"
#include "timeline_recording.h"
#include "timing.h"

namespace ct::runner {

// What one case needs before it runs, prepared locally (no MPI) so that a failure on one rank
// can still be agreed on.
struct CaseLoop::Pending {
    const PlanCase* planCase = nullptr;
    std::unique_ptr<PreparedProgram> program;
    Communicator forced;  // a forced Open MPI algorithm's communicator (ompi_forcing.h)
    std::optional<MpichForcing> mpich;  // MPICH's algorithm, written around each batch
    std::unique_ptr<BaselineCollective> baseline;
    std::unique_ptr<PreparedDataCase> data;  // Sort, IntegerSort and MST schedules
    // Made on the first batch and kept, so that rounds continue the same buffers.
    std::unique_ptr<ProgramMeasurable> programRun;
    std::unique_ptr<DataMeasurable> dataRun;
    CaseResult info;
    bool started = false;  // its "case started" event was sent (once, in its first round)
};

struct CaseLoop::Outcome {
    BenchmarkResult result;
    TimelineOutcome recorded;
    std::string verdict;                        // data schedules: what verification checked
    std::vector<protocol::NodeTime> nodeTimes;  // data schedules, on rank 0
};

CaseLoop::CaseLoop(const MpiEnvironment& mpi, const RunPlan& plan, const CaseMachine& machine,
                   const RunOptions& options, RunState& state, Watchdog& watchdog)
    : m_mpi(mpi),
      m_plan(plan),
      m_machine(machine),
      m_options(options),
      m_state(state),
      m_watchdog(watchdog),
      m_instances(protocol::instances(plan)) {}

std::string CaseLoop::prepare(const CaseInstance& inst, Pending& p) const {
    const PlanCase& c = m_plan.cases[inst.planCase];
    p.planCase = &c;
    CaseResult& r = p.info;
    r.name = inst.name;
    r.kind = c.kind;
    r.spec = protocol::instanceSpec(c, inst, m_mpi.size());
    r.bytes = inst.bytes;
    r.ompiAlgorithm = c.ompiAlgorithm;
    r.mpichAlgorithm = c.mpichAlgorithm;
    try {
        switch (c.kind) {
            case CaseKind::Catalogue:
                p.program = prepareCatalogueCase(r.spec, m_mpi.rank(), m_machine);
                break;
            case CaseKind::Schedule:
                if (scheduleRunsOnData(r.spec))
                    p.data = prepareDataCase(r.spec, m_mpi.rank());
                else
                    p.program = prepareScheduleCase(r.spec, m_mpi.rank());
                break;
            case CaseKind::MpiBaseline: {
                const auto kind = *parseMpiCollective(c.spec.algorithm);
                r.problem = toString(kind);
                // Not what mpirun forced: the runner forces it (checkPlanAgainstWorld allowed it).
                if (c.ompiAlgorithm != forcedOmpiAlgorithm(kind))
                    p.forced = forcedAlgorithmCommunicator(kind, c.ompiAlgorithm, MPI_COMM_WORLD);
                if (!c.mpichAlgorithm.empty()) p.mpich = mpichForcing(kind, c.mpichAlgorithm);
                p.baseline = std::make_unique<BaselineCollective>(
                    kind, m_mpi.size(), m_mpi.rank(), inst.root, inst.bytes,
                    p.forced.isNull() ? MPI_COMM_WORLD : p.forced.get());
                break;
            }
        }
    } catch (const std::bad_alloc&) {
        return "out of memory while preparing " + std::to_string(inst.bytes) + " bytes";
    } catch (const std::exception& e) {
        return e.what();
    }
    r.warmup = c.timing.warmup;
    if (p.program) {
        r.problem = p.program->problem;
        r.bytes = p.program->bytes;
        r.messages = p.program->program.messageCount();
    }
    if (p.data) describeDataCase(*p.data, r);
    return {};
}

void CaseLoop::recordFailedPreparation(std::size_t i, const CaseInstance& inst,
                                       const std::string& error) {
    if (!m_mpi.leader()) return;
    const PlanCase& c = m_plan.cases[inst.planCase];
    CaseResult r;
    r.name = inst.name;
    r.kind = c.kind;
    r.spec = protocol::instanceSpec(c, inst, m_mpi.size());
    r.bytes = inst.bytes;
    r.ompiAlgorithm = c.ompiAlgorithm;
    r.mpichAlgorithm = c.mpichAlgorithm;
    r.status = CaseStatus::Failed;
    r.error = error;
    std::cerr << "calltree-runner: error: case '" << inst.name << "': " << error << '\n';
    std::lock_guard lock(m_state.mutex);
    m_state.addCase(i, r);
}

CaseLoop::Outcome CaseLoop::measure(std::size_t i, Pending& p, const TimingPolicy& policy,
                                    bool last) {
    const PlanCase& c = *p.planCase;
    Measurable* measurable = p.baseline.get();
    if (p.data) {
        if (!p.dataRun) p.dataRun = std::make_unique<DataMeasurable>(*p.data, MPI_COMM_WORLD);
        measurable = p.dataRun.get();
    } else if (!measurable) {
        if (!p.programRun)
            p.programRun = std::make_unique<ProgramMeasurable>(std::move(p.program), m_mpi.rank(),
                                                               MPI_COMM_WORLD);
        measurable = p.programRun.get();
    }
    ProgramMeasurable* owned = p.programRun.get();
    DataMeasurable* data = p.dataRun.get();
    FaultyMeasurable faulty(*measurable, m_options.faults, m_mpi.rank(), i == 0);
    if (m_mpi.leader()) {
        std::lock_guard lock(m_state.mutex);
        m_state.current = p.info;
        m_state.currentIndex = i;
        m_state.currentTimeout = c.timing.timeoutSeconds;
        const CaseResult& r = p.info;
        if (!p.started)
            m_state.emit(protocol::CaseStartedEvent{i, m_instances.size(), r.name, r.kind,
                                                    r.spec.algorithm, r.bytes, r.spec.root});
        p.started = true;
        m_watchdog.arm(c.timing.timeoutSeconds);
    }
    BenchmarkSettings settings;
    settings.policy = policy;
    settings.bytes = p.info.bytes;
    double lastEvent = -1;
    settings.progress = [&](int done, int target, double elapsed) {
        if (m_state.format != OutputFormat::Json || (elapsed - lastEvent < 0.2 && done != 1))
            return;
        lastEvent = elapsed;
        std::lock_guard lock(m_state.mutex);
        m_state.emit(protocol::RepetitionsEvent{i, done, target, elapsed});
    };
    Outcome out;
    {
        // MPICH reads the variable on every call: it holds this case's value for its batch only.
        const MpichAlgorithmScope forcing(p.mpich);
        out.result = runBenchmark(faulty, m_mpi.rank(), settings, MPI_COMM_WORLD);
    }
    if (!last) return out;
    // One more repetition, op by op, after the timed ones (the watchdog still guards it).
    if (c.recordTimeline && owned && out.result.verified && !out.result.timedOut)
        out.recorded =
            recordTimeline(*owned, m_mpi.rank(), MPI_COMM_WORLD, m_options.timelineLimit);
    else if (c.recordTimeline && owned)
        out.recorded.error =
            out.result.timedOut ? "the case timed out" : "the case failed verification";
    else if (c.recordTimeline && data)
        out.recorded.error = "a schedule run on data has no program of operations to record";
    if (data) {
        out.verdict = data->verdictSummary();
        out.nodeTimes = data->nodeTimes(out.result.timedRuns);
    }
    return out;
}

void CaseLoop::recordOutcome(std::size_t i, const Pending& p, const Outcome& outcome) {
    const PlanCase& c = *p.planCase;
    const BenchmarkResult& result = outcome.result;
    m_watchdog.disarm();
    std::lock_guard lock(m_state.mutex);
    CaseResult r = p.info;
    r.times = result.times;
    if (!r.times.empty()) r.stats = summarize(r.times);
    r.osu = result.osu;
    r.timeline = outcome.recorded.timeline;
    r.timelineError = outcome.recorded.error;
    r.verdict = outcome.verdict;
    r.nodeTimes = outcome.nodeTimes;
    if (c.timing.sync == TimingPolicy::Sync::Window) r.late = result.late;
    if (!result.verified) {
        r.status = CaseStatus::Failed;
        for (const Failure& f : result.failures) {
            std::cerr << "calltree-runner: verification failed: " << f.describe() << '\n';
            r.error.append(r.error.empty() ? "" : "; ").append(f.describe());
        }
    } else if (result.timedOut) {
        r.status = CaseStatus::Timeout;
        r.error = "the case ran past the timeout of " + formatSeconds(c.timing.timeoutSeconds) +
                  " after " + std::to_string(r.times.size()) + " timed repetitions";
        std::cerr << "calltree-runner: error: case '" << r.name << "': " << r.error
                  << m_state.whereResultsAre() << '\n';
    }
    m_state.current.reset();
    m_state.addCase(i, r);
}

bool CaseLoop::prepareAgreed(std::size_t i, Pending& pending, int& status) {
    bool failed = false;
    const std::string error = agreeOnError(m_mpi, prepare(m_instances[i], pending), failed);
    if (!failed) return true;
    recordFailedPreparation(i, m_instances[i], error);
    status = std::max(status, kExitUsage);
    return false;
}

int CaseLoop::runInSequence() {
    int status = kExitOk;
    for (std::size_t i = 0; i < m_instances.size(); ++i) {
        Pending pending;
        if (!prepareAgreed(i, pending, status)) continue;
        const Outcome outcome = measure(i, pending, pending.planCase->timing, true);
        if (m_mpi.leader()) recordOutcome(i, pending, outcome);
        if (!outcome.result.verified) status = std::max(status, kExitUnverified);
        if (outcome.result.timedOut) return kExitTimeout;
    }
    return status;
}

int CaseLoop::runInRounds() {
    const int rounds = m_plan.timing.rounds;
    int status = kExitOk;
    for (const std::vector<std::size_t>& group : groupBySize(m_instances)) {
        // Every case of the size prepared at once: their buffers live through all rounds.
        std::vector<Pending> pending(group.size());
        std::vector<std::size_t> live;  // positions in `group` that prepared
        for (std::size_t k = 0; k < group.size(); ++k)
            if (prepareAgreed(group[k], pending[k], status)) live.push_back(k);
        std::vector<Outcome> outcomes(group.size());
        std::vector<bool> done(group.size(), false);  // failed verification: no more rounds
        // The measurement beside the cases, when asked for, is the last member of the rotation.
        const bool beside = m_beside && !live.empty();
        const std::uint64_t bytes = m_instances[group.front()].bytes;
        for (int round = 0; round < rounds; ++round) {
            const bool last = round + 1 == rounds;
            for (std::size_t j : roundOrder(live.size() + (beside ? 1 : 0), round)) {
                if (j == live.size()) {
                    m_beside(bytes, round, rounds);
                    continue;
                }
                const std::size_t k = live[j];
                if (done[k]) continue;
                const TimingPolicy policy = roundPolicy(pending[k].planCase->timing, rounds, last);
                Outcome batch = measure(group[k], pending[k], policy, last);
                BenchmarkResult& sum = outcomes[k].result;
                sum.times.insert(sum.times.end(), batch.result.times.begin(),
                                 batch.result.times.end());
                sum.late += batch.result.late;
                sum.verified = batch.result.verified;
                sum.timedOut = batch.result.timedOut;
                sum.failures = std::move(batch.result.failures);
                if (batch.result.osu) sum.osu = batch.result.osu;
                if (last) outcomes[k].recorded = std::move(batch.recorded);
                outcomes[k].verdict = std::move(batch.verdict);
                if (!sum.verified || sum.timedOut) {
                    done[k] = true;
                    if (m_mpi.leader()) recordOutcome(group[k], pending[k], outcomes[k]);
                    if (!sum.verified) status = std::max(status, kExitUnverified);
                    if (sum.timedOut) return kExitTimeout;
                } else if (m_mpi.leader()) {
                    m_watchdog.disarm();  // between batches; recordOutcome does it after the last
                }
            }
        }
        for (std::size_t k : live)
            if (!done[k] && m_mpi.leader()) recordOutcome(group[k], pending[k], outcomes[k]);
    }
    return status;
}

int CaseLoop::run() {
    return m_plan.timing.rounds > 1 ? runInRounds() : runInSequence();
}

}  // namespace ct::runner
