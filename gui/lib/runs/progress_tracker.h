#pragma once
// How far a run is, from the runner's progress events (core/protocol/progress.h parses the
// lines): whole entries done plus the running one's share. Studio-only: the runner reports
// events, the bar's fraction is the Studio's reading of them.
#include "protocol/progress.h"

namespace studio::runs {

// Follows events and says how far the run is, in [0, 1]: whole entries done plus the running
// one's share (repetitions towards min_reps, then time towards min_seconds). A calibration's
// LogGP steps are its first half, the BSP* partitions the second. A plan run that calibrates
// first (`run --calibrate`) gives its LogGP steps the first kCalibrationShare of the bar and its
// cases the rest.
class ProgressTracker {
public:
    static constexpr double kCalibrationShare = 0.25;
    explicit ProgressTracker(double minSeconds = 0.05, bool calibrationFirst = false)
        : m_minSeconds(minSeconds), m_calibrationFirst(calibrationFirst) {}
    void update(const ct::protocol::ProgressEvent& e);
    double fraction() const;
    int cases() const { return m_cases; }
    int finishedCases() const { return m_finished; }

private:
    void on(const ct::protocol::CaseStartedEvent& e);
    void on(const ct::protocol::RepetitionsEvent& e);
    void on(const ct::protocol::CaseDoneEvent& e);
    void on(const ct::protocol::FinishedEvent&) { m_done = true; }
    void on(const ct::protocol::CalibrateEvent& e);
    void on(const ct::protocol::CalibrationFinishedEvent&) { m_done = true; }

    double casesFraction() const;

    double m_minSeconds;
    bool m_calibrationFirst;
    double m_calibrated = 0;  // calibrationFirst: the LogGP steps' share done
    int m_cases = 0;
    int m_current = -1;
    int m_finished = 0;
    double m_caseShare = 0;
    bool m_done = false;
};

}  // namespace studio::runs
