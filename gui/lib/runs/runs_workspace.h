#pragma once
// The Runs workspace: starts the runner from the Studio (Run…), follows it (progress bar,
// elapsed and remaining time, live log, Cancel) and shows what it measured beside what was
// predicted — the table per case and size, the best per size, and the measured-vs-predicted and
// accuracy charts of the visualizations. Runs are kept per schedule folder and can be reopened,
// compared and exported; a calibration's profile can replace the schedule's machine.
#include <QDateTime>
#include <QWidget>
#include <functional>
#include <memory>

#include "runs/machine_mismatch.h"
#include "runs/result_rows.h"
#include "runs/run_controller.h"
#include "runs/run_history.h"
#include "runs/run_plan.h"

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace studio {
class MeasuredView;
namespace editor {
class ScheduleEditor;
}
}  // namespace studio

namespace studio::runs {

class MeasuredTimelineView;
class ResultsPanel;
class ResultsReader;
struct ResultsReading;
class ResultsTableModel;
class RunDialog;
class RunHistoryPanel;

class RunsWorkspace : public QWidget {
    Q_OBJECT

public:
    // editor: the open schedule (may be null: catalogue runs only); not owned.
    explicit RunsWorkspace(editor::ScheduleEditor* editor, QWidget* parent = nullptr);

    RunController* controller() const { return m_controller; }
    ResultsTableModel* resultsModel() const;
    QTableWidget* bestTable() const;
    MeasuredView* chart() const;
    QProgressBar* progressBar() const { return m_progress; }
    QLabel* timeLabel() const { return m_time; }
    QLabel* statusLabel() const { return m_status; }
    QPlainTextEdit* logView() const { return m_log; }
    QListWidget* historyList() const;
    QPushButton* cancelButton() const { return m_cancel; }
    MeasuredTimelineView* measuredTimeline() const;
    QPushButton* showTimelineButton() const { return m_showTimeline; }
    // Enabled only while a run with cases is shown: there is nothing to export or compare else.
    QList<QPushButton*> shownRunButtons() const { return {m_csv, m_json, m_compare}; }
    // The shown run's views; its LogGP prediction runs off the GUI thread (predictionJob()).
    ResultsPanel* resultsPanel() const { return m_results; }

    // The runner this workspace starts (found beside the Studio or on PATH by default).
    void setRunnerPath(const QString& path) { m_runnerPath = path; }
    QString runnerPath() const { return m_runnerPath; }
    // The LogGP profile (µs) for catalogue predictions, its name and the machine file it was
    // read from (empty: not a file, the chart's values).
    void setLoggpProfile(const ct::LogGPProfile& us, const QString& name,
                         const QString& file = QString());
    // Shown when the results are predicted with a profile of another machine (or of none):
    // what differs and the calibrate command; the Calibrate… button opens the Run dialog on a
    // calibration.
    QLabel* machineNote() const { return m_machineNote; }
    QPushButton* calibrateButton() const { return m_calibrate; }
    // How the Runs tab names the LogGP profile it predicts with ("calibration …", "this run's
    // calibration …", "LogGP (chart values)").
    QString predictingProfileName() const { return m_loggpName; }
    // The calibration command the note suggests for results measured on `ranks` ranks.
    static QString calibrateCommand(int ranks);

    // Opens the Run dialog (with the last choices, from the settings) and starts what it says.
    void showRunDialog();
    // Replaces the dialog's exec() (tests): the hook sets choices and accepts or rejects it.
    void setRunDialogHook(std::function<void(RunDialog*)> hook) { m_dialogHook = std::move(hook); }
    // Starts a run without the dialog (tests, scripts): writes the plan (and a copy of the open
    // schedule when the plan runs it) into a new run folder under the history root, named by
    // `when` (default: now) and what it runs. false with the status line saying why when it
    // cannot start.
    bool startRun(RunConfig config, const PlanSpec& plan, const QDateTime& when = {});
    // How a run's folder names what it runs: "calibrate", "schedule" or the algorithms.
    static QString runLabel(const PlanSpec& plan, bool calibration);
    // Shows a results file (reopened from the history, or given on the command line). It is read
    // off the GUI thread (a large one takes seconds): this returns at once, true when the reading
    // started, and resultsOpened tells how it ended. Meanwhile the status says what is read, the
    // progress bar is busy and Cancel abandons it, keeping the results shown. Opening another
    // file, selecting another run or starting a run abandons it too. A file that is missing or
    // cannot be read is said at once: false, resultsOpened(fileName, false) already emitted.
    bool openResults(const QString& fileName);
    // Shows the shown run beside any number of others in the lower table: each case's median
    // per run, its ratio to the shown run, and the fastest run. The others are read off the GUI
    // thread like openResults; comparisonFinished tells how it ended. While results are being
    // opened, they are compared with those once shown. false when there is nothing to compare.
    bool compareWith(const QStringList& otherResultsFiles);
    // Whether results are being read (to open or to compare); the reader, for tests' hook.
    bool isReading() const { return m_reading != Reading::None; }
    ResultsReader* resultsReader() const { return m_reader; }
    // How a results file is named in a comparison: its run folder, or the file's name.
    static QString runTitle(const QString& resultsFile);
    // Shows the measured timeline of a recorded case under its prediction (the timeline tab).
    bool showMeasuredTimeline(const QString& caseName);
    bool exportCsv(const QString& fileName);
    bool exportJson(const QString& fileName);
    // Loads the shown calibration's BSP* profile into the editor (re-costing the schedule) and
    // its LogGP profile into the predictions.
    bool useMeasurements();
    QString historyRoot() const;
    void refreshHistory();
    // The open schedule's cost in seconds (for the predicted column), none without a schedule.
    PredictionSources predictionSources() const;

signals:
    void statusMessage(const QString& text);
    // Once for every openResults (and run opened from the history): ok when its results are
    // shown; false when it could not be read (the status says why) or was cancelled or
    // superseded (the results shown before stay).
    void resultsOpened(const QString& fileName, bool ok);
    // Once for every compareWith that returned true: ok when the comparison is shown.
    void comparisonFinished(bool ok);

protected:
    void changeEvent(QEvent* event) override;

private:
    enum class Reading { None, Open, Compare };
    // How an opening ended, for what was to follow it.
    enum class OpenEnd { Shown, Failed, Abandoned };
    using AfterOpen = std::function<void(OpenEnd)>;

    // The constructor's parts: the widgets' arrangement, then what the buttons and the run
    // controller's reports do.
    void buildLayout();
    void connectButtons();
    void connectController();
    void retranslateUi();
    // Shows the results and keeps them as the shown run (m_shown).
    void showRows(std::shared_ptr<const ct::protocol::ResultsDocument> shown);
    void showMachineNote(const ct::protocol::ResultsDocument& results);
    void runStarted(const QStringList& command);
    void runFinished(const ct::protocol::ResultsDocument& results);
    void runCancelled();
    void runFailed(const QString& message, const QStringList& lines);
    void runEnded();
    // A plan run's own profile (measured first in its launch: "Calibrate first") becomes the
    // predicting one; false when the run has none.
    bool useRunsOwnCalibration();
    // The profile the predictions use, as the other-machine note compares it with the results.
    PredictingProfile predictingProfile() const;
    // Each line goes to the run's log.txt as it arrives, so a killed Studio leaves the run's
    // history behind, up to its last line.
    void appendToRunLog(const QString& line);
    // Writes the open schedule (when the plan runs it) and the plan into the new run folder and
    // points the configuration at them; false with the status line saying why.
    bool writeRunFiles(RunConfig& config, const PlanSpec& plan);
    void setStatus(const QString& text);
    // The files a run in `run`'s folder reads and writes, with this workspace's runner.
    RunConfig pathsFor(const RunRecord& run) const;
    void openSelectedRun();
    // openResults, then `then` once it ended (called with Abandoned when it is given up).
    bool startOpening(const QString& fileName, AfterOpen then);
    // Starts reading the files off the GUI thread (abandoning any reading under way) and shows
    // that it does: the status, a busy progress bar, Cancel.
    void startReading(Reading kind, const QStringList& files);
    void readingFinished(const std::shared_ptr<ResultsReading>& reading);
    // The progress bar and Cancel as they were before the reading.
    void endReadingUi();
    // Gives the reading under way up (its result will be dropped); the status is the caller's.
    void abandonReading();
    // Cancel while reading: given up, the status says so, the results shown stay.
    void cancelReading();
    // What the synchronous openResults and compareWith did once the files were read.
    bool endOpening(ResultsReading& reading, AfterOpen then);
    bool showOpened(ResultsReading& reading);
    bool showComparison(ResultsReading& reading);
    void exportAsk(bool json);

    editor::ScheduleEditor* m_editor;
    RunController* m_controller;
    QString m_runnerPath;
    std::optional<ct::LogGPProfile> m_loggp;
    QString m_loggpName;
    QString m_loggpFile;
    bool m_dialogCalibrates = false;  // the next Run dialog opens on a calibration
    RunRecord m_current;
    std::function<void(RunDialog*)> m_dialogHook;
    // Shared with the results panel's views and prediction, never copied: a results file may take
    // hundreds of megabytes, and its copies froze the window for a second after reading it.
    std::shared_ptr<const ct::protocol::ResultsDocument> m_shown;
    ResultsReader* m_reader;
    Reading m_reading = Reading::None;
    QStringList m_readingFiles;
    AfterOpen m_afterOpen;  // what follows the opening under way
    // What the reading's busy bar replaced, restored when it ends; and its status, restored
    // after a comparison (which has no status of its own).
    int m_progressMaxBefore = 0;
    int m_progressValueBefore = 0;
    QString m_statusBefore;
    QString m_statusStyleBefore;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QPushButton* m_open;
    QPushButton* m_csv;
    QPushButton* m_json;
    QPushButton* m_compare;
    QPushButton* m_use;
    QPushButton* m_showTimeline;
    QProgressBar* m_progress;
    QLabel* m_time;
    QLabel* m_status;
    QLabel* m_machineNote;
    QPushButton* m_calibrate;
    bool m_idle = true;  // nothing run or opened yet: the status says how to start
    RunHistoryPanel* m_history;
    ResultsPanel* m_results;
    QPlainTextEdit* m_log;
};

}  // namespace studio::runs
