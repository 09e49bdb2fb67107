#include "sweep_job.h"

#include <QDir>
#include <QThread>

namespace studio::tune {

SweepJob::SweepJob(QObject* parent) : QObject(parent) {}

SweepJob::~SweepJob() {
    // mpirun must not outlive the Studio: stop it and wait for the worker (what it posted to
    // this object dies with it, undelivered).
    cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

double SweepJob::elapsedSeconds() const {
    if (!m_thread) return m_lastSeconds;
    return double(m_clock.elapsed()) / 1000.0;
}

void SweepJob::cancel() {
    if (m_state) m_state->cancel = true;
}

bool SweepJob::start(const SweepSetup& setup) {
    return launch(setup, std::nullopt);
}

bool SweepJob::startRuns(const std::vector<ct::tuning::SweepRun>& runs, const QString& folder) {
    SweepSetup setup;
    setup.request.outDir = folder.toStdString();
    SweepPlan plan;
    plan.runs = runs;
    return launch(setup, plan);
}

bool SweepJob::launch(const SweepSetup& setup, std::optional<SweepPlan> given) {
    if (m_thread || !setup.problems.isEmpty()) return false;
    m_state = std::make_shared<State>();
    m_clock.start();
    m_lastSeconds = 0;
    auto state = m_state;
    m_thread = QThread::create([this, setup, state, given] {
        SweepEnd end;
        end.folder = QString::fromStdString(setup.request.outDir);
        QElapsedTimer clock;
        clock.start();
        end.plan = given ? *given : planSetup(setup);
        if (!end.plan.problem.isEmpty()) {
            end.error = end.plan.problem;
        } else if (!QDir().mkpath(end.folder)) {
            end.error = tr("Cannot create the folder %1.").arg(end.folder);
        } else {
            const SweepPlan plan = end.plan;
            QMetaObject::invokeMethod(
                this, [this, plan] { emit planned(plan); }, Qt::QueuedConnection);
            // Steps are numbered over the whole sweep: an adaptive sweep's second phase goes on
            // from the verification points' launches.
            auto numbering = std::make_shared<std::pair<int, int>>(0, int(plan.runs.size()));
            ct::tuning::SweepRunner runner;
            runner.cancelled = [state] { return state->cancel.load(); };
            runner.progress = [this, numbering](const ct::tuning::SweepProgress& p) {
                SweepStep s;
                s.index = numbering->first + p.index;
                s.total = numbering->second;
                s.collective = p.run->collective;
                s.commSize = p.run->commSize;
                s.algorithm = p.run->algorithm;
                s.cases = int(p.run->cases.size());
                s.rounds = p.run->rounds;
                s.file = QString::fromStdString(p.run->file);
                s.log = QString::fromStdString(p.run->log);
                s.command = QString::fromStdString(p.run->commandText());
                s.started = p.started;
                s.outcome = p.outcome;
                s.exitStatus = p.exitStatus;
                s.problem = QString::fromStdString(p.problem);
                s.seconds = p.seconds;
                QMetaObject::invokeMethod(
                    this, [this, s] { emit step(s); }, Qt::QueuedConnection);
            };
            try {
                end.summary = runner.run(end.plan.runs);
                if (end.plan.adaptive && end.plan.guidedPlan && !end.summary.interrupted) {
                    // The verification points are measured: the other sizes are planned from
                    // what they showed, then measured.
                    ct::tuning::AdaptedRest rest = ct::tuning::adaptAfterVerification(
                        *end.plan.guidedPlan, end.plan.runs, setup.request, setup.launch);
                    end.plan.verdicts = rest.verdicts;
                    numbering->first = int(end.plan.runs.size());
                    numbering->second = numbering->first + int(rest.runs.size());
                    end.plan.runs.insert(end.plan.runs.end(), rest.runs.begin(), rest.runs.end());
                    end.plan.measurements = end.plan.guidedPlan->measurements();
                    const SweepPlan adaptedPlan = end.plan;
                    QMetaObject::invokeMethod(
                        this, [this, adaptedPlan] { emit adapted(adaptedPlan); },
                        Qt::QueuedConnection);
                    const ct::tuning::SweepSummary second = runner.run(rest.runs);
                    end.summary.measured += second.measured;
                    end.summary.skipped += second.skipped;
                    end.summary.failed += second.failed;
                    end.summary.interrupted = second.interrupted;
                    end.summary.failures.insert(end.summary.failures.end(), second.failures.begin(),
                                                second.failures.end());
                }
            } catch (const std::exception& e) {
                end.error = QString::fromStdString(e.what());
            }
        }
        end.seconds = double(clock.elapsed()) / 1000.0;
        QMetaObject::invokeMethod(
            this, [this, end] { done(end); }, Qt::QueuedConnection);
    });
    m_thread->start();
    return true;
}

void SweepJob::done(const SweepEnd& end) {
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    m_lastSeconds = double(m_clock.elapsed()) / 1000.0;
    emit finished(end);
}

}  // namespace studio::tune
