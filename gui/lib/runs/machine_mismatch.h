#pragma once
// Predictions hold on the machine they were calibrated on (Bonorden's (2002) Figure 7 is about
// exactly this gap): when the Runs tab predicts a results file with a profile of another machine,
// it says so and suggests calibrating the machine that measured. Another machine shows in two
// ways: the results record the profile their programs were built for (name and FNV-1a hash of
// the file) and it is not the profile predicting them; or the predicting profile is a
// calibration whose hosts ("calltree-runner calibrate, 2 ranks on vm1; …") are not the hosts
// that measured. A schedule is costed with its own BSP* profile (the editor's machine panel):
// the same host check applies to it.
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "protocol/results.h"

namespace studio::runs {

// The profile the Runs tab predicts with.
struct PredictingProfile {
    QString name;  // as the Runs tab names it ("calibration 20261125-…", "LogGP (chart values)")
    QString file;  // the LogGP machine file; empty: not a file (the chart's values)
    QString fnv1a64;  // the file's hash (ct::bsp::fnv1a64Hex), empty without a file
    QString source;   // the file's "source" (a calibration names its hosts there)
    // Measured in the launch of the results, beside their cases (run --calibrate-beside): not
    // the profile their programs were built for, yet this very run's machine. check() also
    // takes the file the results name as measured beside them (ProfileRecord::besideFile).
    bool besideTheResults = false;
};

class MachineMismatch {
    Q_DECLARE_TR_FUNCTIONS(MachineMismatch)

public:
    // Reads name, hash and source of a LogGP machine file; only the name is set (and the file
    // left empty) when it cannot be read.
    static PredictingProfile fromFile(const QString& name, const QString& fileName);
    // The hosts a calibration's source names, empty when it names none.
    static QStringList calibratedHosts(const QString& source);
    // Empty when the profile can be the machine's; else one translated paragraph saying what
    // differs and what to do (calibrate: `command`, the exact calltree-runner calibrate command).
    static QString check(const ct::protocol::ResultsDocument& results,
                         const PredictingProfile& profile, const QString& command);
    // Empty unless more ranks ran on a host than it has cores: then one translated paragraph
    // saying that they took turns, which neither model accounts for (calibrating does not help).
    static QString sharedCores(const ct::protocol::ResultsDocument& results);
    // When other processes kept the host busy during the cases (protocol::disturbed): what they
    // used, and that the times include it. Empty otherwise, or when the run did not sample it.
    static QString busyHost(const ct::protocol::ResultsDocument& results);
    // The same as check for the schedule cases of `results`, costed with the open schedule's
    // BSP* profile (its name and source): empty when that profile is a calibration of the hosts
    // that measured; else what differs and how to cost the schedule with their own profile.
    static QString checkSchedule(const ct::protocol::ResultsDocument& results,
                                 const QString& machineName, const QString& machineSource,
                                 const QString& command);
};

}  // namespace studio::runs
