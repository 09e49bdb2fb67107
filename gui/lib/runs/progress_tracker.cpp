#include "runs/progress_tracker.h"

#include <algorithm>

namespace studio::runs {

void ProgressTracker::update(const ct::protocol::ProgressEvent& e) {
    std::visit([this](const auto& event) { on(event); }, e);
}

void ProgressTracker::on(const ct::protocol::CaseStartedEvent& e) {
    m_cases = std::max(m_cases, int(e.total));
    m_current = int(e.index);
    m_caseShare = 0;
}

void ProgressTracker::on(const ct::protocol::RepetitionsEvent& e) {
    // docs/runner.md: done/target until min_reps is reached, then elapsed/min_seconds.
    double share = e.target > 0 ? double(e.done) / e.target : 1.0;
    if (share >= 1.0) share = m_minSeconds > 0 ? e.elapsed / m_minSeconds : 1.0;
    // Never backwards: crossing min_reps must not make the bar jump back.
    m_caseShare = std::max(m_caseShare, std::clamp(share, 0.0, 0.99));
}

void ProgressTracker::on(const ct::protocol::CaseDoneEvent& e) {
    m_finished = std::max(m_finished, int(e.index) + 1);
    m_caseShare = 0;
    m_current = -1;
}

void ProgressTracker::on(const ct::protocol::CalibrateEvent& e) {
    using Phase = ct::protocol::CalibrateEvent::Phase;
    if (m_calibrationFirst) {
        // Steps are announced before they run: step k of n means k are done.
        if (e.phase == Phase::LogGP && e.steps > 0)
            m_calibrated = std::max(m_calibrated, double(e.step) / double(e.steps));
        return;
    }
    if (e.phase == Phase::LogGP && e.steps > 0) {
        m_cases = 2 * int(e.steps);
        m_finished = int(e.step);
    } else if (e.phase == Phase::Bsp && m_cases > 0) {
        m_finished = std::max(m_finished, m_cases / 2);
    }
}

double ProgressTracker::fraction() const {
    if (m_done) return 1.0;
    if (!m_calibrationFirst) return casesFraction();
    // Once a case has started the calibration is over.
    const double calibrated = m_cases > 0 ? 1.0 : m_calibrated;
    return kCalibrationShare * calibrated + (1.0 - kCalibrationShare) * casesFraction();
}

double ProgressTracker::casesFraction() const {
    if (m_cases <= 0) return 0.0;
    const double running = m_current >= m_finished ? m_caseShare : 0.0;
    return std::clamp((m_finished + running) / m_cases, 0.0, 1.0);
}

}  // namespace studio::runs
