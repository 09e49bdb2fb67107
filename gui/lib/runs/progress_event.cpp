#include "runs/progress_event.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>

namespace studio::runs {

std::optional<ProgressEvent> parseProgressLine(const QByteArray& line) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(line.trimmed(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) return std::nullopt;
    const QJsonObject o = doc.object();
    const QString kind = o.value(QStringLiteral("event")).toString();
    ProgressEvent e;
    e.raw = o;
    e.caseIndex = o.value(QStringLiteral("case")).toInt(-1);
    e.cases = o.value(QStringLiteral("cases")).toInt();
    e.name = o.value(QStringLiteral("name")).toString();
    if (kind == QLatin1String("case-started")) {
        e.type = ProgressEvent::Type::CaseStarted;
        e.bytes = o.value(QStringLiteral("bytes")).toInteger();
    } else if (kind == QLatin1String("repetitions")) {
        e.type = ProgressEvent::Type::Repetitions;
        e.done = o.value(QStringLiteral("done")).toInt();
        e.target = o.value(QStringLiteral("target")).toInt();
        e.elapsed = o.value(QStringLiteral("elapsed")).toDouble();
    } else if (kind == QLatin1String("case-done")) {
        e.type = ProgressEvent::Type::CaseDone;
        e.status = o.value(QStringLiteral("status")).toString();
        e.error = o.value(QStringLiteral("error")).toString();
        e.median =
            o.value(QStringLiteral("stats")).toObject().value(QStringLiteral("median")).toDouble();
    } else if (kind == QLatin1String("finished")) {
        e.type = ProgressEvent::Type::Finished;
        e.complete = o.value(QStringLiteral("complete")).toBool();
        e.ok = o.value(QStringLiteral("ok")).toInt();
        e.exitStatus = o.value(QStringLiteral("exit_status")).toInt();
    } else if (kind == QLatin1String("calibrate")) {
        e.type = ProgressEvent::Type::Calibrate;
        e.phase = o.value(QStringLiteral("phase")).toString();
        e.step = o.value(QStringLiteral("step")).toInt();
        e.steps = o.value(QStringLiteral("steps")).toInt();
    } else {
        return std::nullopt;
    }
    return e;
}

void ProgressTracker::update(const ProgressEvent& e) {
    using T = ProgressEvent::Type;
    switch (e.type) {
        case T::CaseStarted:
            m_cases = std::max(m_cases, e.cases);
            m_current = e.caseIndex;
            m_caseShare = 0;
            break;
        case T::Repetitions: {
            // docs/runner.md: done/target until min_reps is reached, then elapsed/min_seconds.
            double share = e.target > 0 ? double(e.done) / e.target : 1.0;
            if (share >= 1.0) share = m_minSeconds > 0 ? e.elapsed / m_minSeconds : 1.0;
            // Never backwards: crossing min_reps must not make the bar jump back.
            m_caseShare = std::max(m_caseShare, std::clamp(share, 0.0, 0.99));
            break;
        }
        case T::CaseDone:
            m_finished = std::max(m_finished, e.caseIndex + 1);
            m_caseShare = 0;
            m_current = -1;
            break;
        case T::Finished:
            m_done = true;
            break;
        case T::Calibrate:
            // Calibration: LogGP steps are the first half, the BSP* partitions the second.
            if (e.phase == QLatin1String("loggp") && e.steps > 0) {
                m_cases = 2 * e.steps;
                m_finished = e.step;
            } else if (e.phase == QLatin1String("bsp") && m_cases > 0) {
                m_finished = std::max(m_finished, m_cases / 2);
            }
            break;
    }
}

double ProgressTracker::fraction() const {
    if (m_done) return 1.0;
    if (m_cases <= 0) return 0.0;
    const double running = m_current >= m_finished ? m_caseShare : 0.0;
    return std::clamp((m_finished + running) / m_cases, 0.0, 1.0);
}

}  // namespace studio::runs
