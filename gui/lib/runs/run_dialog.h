#pragma once
// Run… : where (this machine, a hostfile, Slurm), what (the open schedule, catalogue
// algorithms, or a calibration of this machine), sizes, roots and timing; the exact command line
// previewed and copyable; every problem listed, with what to change, before Start is enabled.
#include <QDialog>
#include <functional>

#include "fields/decimal_box.h"
#include "fields/whole_number_box.h"
#include "runs/run_config.h"
#include "runs/run_plan.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QRadioButton;
class QSettings;
class QVBoxLayout;

namespace studio::runs {

class RunDialog : public QDialog {
    Q_OBJECT

public:
    // scheduleName/scheduleProcs: the open schedule (procs 0: none can run). planFile/resultsFile
    // etc. are the paths the run will use, for the preview.
    RunDialog(const QString& scheduleName, int scheduleProcs, QWidget* parent = nullptr);

    void setConfig(const RunConfig& config);
    // The open schedule runs on data (Sort, IntegerSort, MST) with `input` ("nodes=1024,…"):
    // once, whatever the sizes and roots, which apply to the catalogue algorithms only (the
    // runner keeps one case); the schedule choice and the sizes field say so.
    void setScheduleRunsOnData(const QString& input);
    // The configuration with the dialog's choices; paths of files come from `paths`.
    RunConfig config(const RunConfig& paths) const;
    PlanSpec plan() const;
    bool calibrate() const;
    // Problems with the current choices (empty: Start is enabled).
    QStringList problems() const;
    QString previewText() const;
    void setPaths(const RunConfig& paths);
    // The paths of the run the current choices would start (its folder is named after what it
    // runs), asked again at every change so that the preview is the command that will run.
    using PathsFor = std::function<RunConfig(const PlanSpec& plan, bool calibrate)>;
    void setPathsFor(PathsFor pathsFor);
    // The last choices (where, what, sizes, timing), kept in the settings between runs and
    // Studio sessions; restoring ignores values that no longer fit (a ranks count the schedule
    // fixes, an algorithm the catalogue lost).
    void saveChoices(QSettings& settings) const;
    void restoreChoices(const QSettings& settings);

    QComboBox* launcherBox() const { return m_launcher; }
    fields::WholeNumberBox* ranksBox() const { return m_ranks; }
    QLineEdit* sizesEdit() const { return m_sizes; }
    QListWidget* algorithmList() const { return m_algorithms; }
    QRadioButton* scheduleChoice() const { return m_what[0]; }
    QRadioButton* algorithmsChoice() const { return m_what[1]; }
    QRadioButton* calibrateChoice() const { return m_what[2]; }
    QCheckBox* recordTimelineBox() const { return m_recordTimeline; }
    QCheckBox* osuFigureBox() const { return m_osuFigure; }
    QCheckBox* calibrateFirstBox() const { return m_calibrateFirst; }
    QLineEdit* launcherPathEdit() const { return m_launcherPath; }
    QLineEdit* rootsEdit() const { return m_roots; }
    fields::WholeNumberBox* warmupBox() const { return m_warmup; }
    fields::WholeNumberBox* roundsBox() const { return m_rounds; }
    QComboBox* baselineBox() const { return m_baseline; }

private:
    // The constructor's parts, in the order the dialog shows them (and tabs through them).
    QGroupBox* buildWhereBox();
    void setUpAlgorithmsAndTiming();
    QGroupBox* buildWhatBox();
    void addCommandPreview(QVBoxLayout* layout);
    void connectRefresh();
    void refresh();

    QString m_scheduleName;
    int m_scheduleProcs;
    RunConfig m_paths;
    PathsFor m_pathsFor;
    QComboBox* m_launcher;
    QLineEdit* m_launcherPath;
    fields::WholeNumberBox* m_ranks;
    QCheckBox* m_oversubscribe;
    QLineEdit* m_hostfile;
    fields::WholeNumberBox* m_nodes;
    QLineEdit* m_extra;
    QLineEdit* m_runner;
    QRadioButton* m_what[3];
    QListWidget* m_algorithms;
    QLineEdit* m_sizes;
    QLineEdit* m_roots;
    fields::WholeNumberBox* m_warmup;
    fields::WholeNumberBox* m_minReps;
    fields::DecimalBox* m_minSeconds;
    fields::WholeNumberBox* m_rounds;
    fields::WholeNumberBox* m_maxReps;
    fields::DecimalBox* m_caseTimeout;
    fields::DecimalBox* m_runTimeout;
    QComboBox* m_baseline;
    QCheckBox* m_recordTimeline;
    QCheckBox* m_osuFigure;
    QCheckBox* m_calibrateFirst;
    QPlainTextEdit* m_preview;
    QLabel* m_problems;
    QDialogButtonBox* m_buttons;
};

}  // namespace studio::runs
