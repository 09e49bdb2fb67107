#pragma once
// The Tune workspace (issue 19): opens a tuning sweep's results (a folder, or files), shows per
// collective the decision map and the table per point, measured beside predicted when a
// calibrated LogGP profile is loaded; exports the measured decision as Open MPI classic rules,
// Open MPI 6.0 JSON or MPICH JSON with the command line to use it; and checks an existing rules
// file. Loading, deciding and predicting run off the GUI thread. Run sweep… (sweep_dialog.h)
// measures a sweep itself, exhaustive or model-guided, and opens its folder when it ends.
#include <QStringList>
#include <QWidget>
#include <functional>
#include <map>
#include <optional>

#include "fields/decimal_box.h"
#include "model/loggp_profile.h"
#include "rules_export.h"
#include "rules_verify_panel.h"
#include "sweep_results.h"
#include "tuning/ompi_algorithms.h"

class QAction;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;
class QTabWidget;
class QThread;

namespace studio::tune {

class DecisionMapView;
class RulesCheckPanel;
class SweepComparePanel;
class SweepDialog;

class TuneWorkspace : public QWidget {
    Q_OBJECT

public:
    explicit TuneWorkspace(QWidget* parent = nullptr);
    ~TuneWorkspace() override;

    // Starts loading in the background; `loaded` follows (also when nothing could be read).
    void openResults(const QStringList& paths);
    void openFolder(const QString& folder);
    // A calibrated LogGP profile (calltree-runner calibrate's *.loggp.json); false with a status
    // message naming the problem when the file is no such profile. Predictions follow `loaded`.
    bool loadProfile(const QString& path);
    // Fills the export page for `format`; its text is what "Save…" writes.
    void exportAs(ExportFormat format);
    bool saveExport(const QString& path);

    // Asks `ompiInfo` (off the GUI thread) which algorithm numbers the installed Open MPI knows;
    // `algorithmsKnown` follows. The constructor asks "ompi_info"; until it answers (and when it
    // cannot), Open MPI 4.1's numbers are used and the page says so.
    void queryAlgorithms(const QString& ompiInfo = QStringLiteral("ompi_info"));
    // The installation a launcher runs: asks the ompi_info beside it when it names mpirun by path
    // ("/opt/ompi5/bin/mpirun …"), else the one on PATH; nothing when that is the one asked
    // already. Run sweep…'s launcher field calls it when edited.
    void followLauncher(const QString& launcherText);
    const ct::tuning::KnownAlgorithms& knownAlgorithms() const { return m_known; }
    // The minimum gain over the default a forced algorithm needs (calltree tune decide
    // --min-gain); a change decides the open results again.
    void setMinGain(double gain);

    // Run sweep… (Ctrl+Shift+W): the dialog, made on first use and kept, so that it shows the
    // sweep under way and offers the same folder again (to resume it).
    void showSweepDialog();
    SweepDialog* sweepDialog();
    bool sweepRunning() const;
    // Closing the window: true when no sweep runs. During a sweep the user is asked (the prompt
    // returns true to stop it); when they agree the sweep is cancelled, false is returned, and
    // readyToClose follows once mpirun has stopped.
    bool requestClose();
    using StopPrompt = std::function<bool(const QString& question)>;
    void setStopPrompt(StopPrompt prompt) { m_stopPrompt = std::move(prompt); }

    bool busy() const { return m_worker != nullptr; }
    const ct::tuning::MeasuredDecision& decision() const { return m_decision; }
    const std::vector<ct::tuning::NamedResults>& results() const { return m_docs; }
    const std::map<PointKey, PredictedPick>& predictions() const { return m_predicted; }
    const RulesExport& currentExport() const { return m_export; }

    QComboBox* collectiveBox() const { return m_collective; }
    DecisionMapView* map() const { return m_map; }
    QTableWidget* pointTable() const { return m_points; }
    QLabel* summaryLabel() const { return m_summary; }
    QTabWidget* pages() const { return m_pages; }
    RulesCheckPanel* checkPanel() const { return m_check; }
    QPlainTextEdit* exportPreview() const { return m_preview; }
    QPlainTextEdit* usageView() const { return m_usage; }
    QPushButton* exportButton(ExportFormat format) const;
    QPushButton* saveButton() const { return m_save; }
    // Verify under Open MPI: on once an Open MPI rules file of an Open MPI sweep is saved.
    RulesVerifyPanel* verifyPanel() const { return m_verifyPanel; }
    SweepComparePanel* comparePanel() const { return m_compare; }
    QPushButton* runSweepButton() const { return m_runSweep; }
    fields::DecimalBox* minGainBox() const { return m_minGain; }
    QLabel* algorithmsLabel() const { return m_algorithms; }
    QList<QAction*> shortcuts() const;

signals:
    void statusMessage(const QString& text);
    void loaded();
    void algorithmsKnown();
    // A sweep stopped at the user's request to close the window: it may close now.
    void readyToClose();

protected:
    void changeEvent(QEvent* event) override;

private:
    void layOut();
    void connectControls();
    struct Analysis;
    void startAnalysis(const QStringList& paths);
    void finishAnalysis(const Analysis& analysis);
    void setBusy(bool busy);
    void showCollective();
    void updateSummary();
    void updateAlgorithmsLabel();
    void chooseFolder();
    void chooseFiles();
    void chooseProfile();
    void chooseSaveFile();
    void sweepEnded(const QString& folder, const QString& summary);
    void retranslateUi();

    QPushButton* m_runSweep;
    QPushButton* m_openFolder;
    QPushButton* m_openFiles;
    QPushButton* m_loadProfile;
    QLabel* m_collectiveLabel;
    QComboBox* m_collective;
    QLabel* m_minGainLabel;
    fields::DecimalBox* m_minGain;
    QLabel* m_algorithms;
    QLabel* m_summary;
    QTabWidget* m_pages;
    DecisionMapView* m_map;
    QTableWidget* m_points;
    QWidget* m_exportPage;
    QPushButton* m_exportClassic;
    QPushButton* m_exportJson;
    QPushButton* m_exportMpich;
    QPushButton* m_save;
    QLabel* m_usageLabel;
    QPlainTextEdit* m_usage;
    QPlainTextEdit* m_preview;
    RulesVerifyPanel* m_verifyPanel;
    RulesCheckPanel* m_check;
    SweepComparePanel* m_compare;
    QAction* m_openFolderAction;
    QAction* m_profileAction;
    QAction* m_checkAction;
    QAction* m_saveAction;
    QAction* m_sweepAction;
    QAction* m_compareAction;
    SweepDialog* m_sweepDialog = nullptr;
    StopPrompt m_stopPrompt;
    bool m_closeRequested = false;  // a sweep is stopping so that the window can close
    QString m_folder;               // the sweep folder open (empty: files chosen one by one)
    QString m_profilePath;          // the calibrated profile loaded
    QString m_sweepFolder;          // where the last sweep from the dialog ran
    QString m_sweepNote;            // how it ended, for the summary while its folder is open
    QString m_pendingFolder;        // a swept folder to open when the reading under way ends

    QThread* m_worker = nullptr;
    QThread* m_algorithmsWorker = nullptr;
    QString m_ompiInfo;         // the ompi_info asked last
    QString m_pendingOmpiInfo;  // asked while another answer was coming: asked after it
    bool m_reanalyse = false;  // the minimum gain changed while a worker was busy
    QStringList m_paths;
    QStringList m_errors;
    std::vector<ct::tuning::NamedResults> m_docs;
    ct::tuning::MeasuredDecision m_decision;
    std::optional<ct::LogGPProfile> m_profile;
    QString m_profileName;
    std::map<PointKey, PredictedPick> m_predicted;
    int m_notPredicted = 0;
    ct::tuning::KnownAlgorithms m_known;
    // A sweep under MPICH numbers MPICH's algorithms: its names, and its built-in selection
    // tree for the export (read from libmpich.so at the first MPICH export).
    ct::tuning::KnownAlgorithms m_mpichKnown;
    std::optional<std::optional<std::string>> m_mpichTree;
    // The names of the shown decision's algorithm numbers: MPICH's or the installed Open MPI's.
    const ct::tuning::KnownAlgorithms& shownAlgorithms() const;
    // exportRules, or for a sweep under MPICH exportMpichMeasured.
    RulesExport exportDecision(ExportFormat format, ct::tuning::Provenance provenance);
    std::optional<ExportFormat> m_format;
    RulesExport m_export;
};

}  // namespace studio::tune
