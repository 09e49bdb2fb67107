#pragma once
// Where the Runs workspace's predicted column comes from: the open schedule's cost (re-costed at
// each message size of a BSP* schedule) and a LogGP profile in µs for catalogue cases, e.g. the
// runner's calibration kept beside the runs.
#include <QCoreApplication>
#include <QString>
#include <optional>

#include "runs/result_rows.h"
#include "model/loggp.h"
#include "model/loggp_profile.h"

namespace studio::editor {
class ScheduleEditor;
}

namespace studio::runs {

class RunPredictions {
    Q_DECLARE_TR_FUNCTIONS(RunPredictions)

public:
    // editor may be null (no schedule predictions); loggpUs none: no catalogue predictions.
    static PredictionSources sourcesFor(const editor::ScheduleEditor* editor,
                                        const std::optional<ct::LogGPProfile>& loggpUs,
                                        const QString& loggpName);
    // A LogGP profile file (calibrate --loggp-output) converted to µs; nullopt when the file is
    // not one (or cannot be read).
    static std::optional<ct::LogGPProfile> loadLoggpProfile(const QString& fileName);
};

}  // namespace studio::runs
