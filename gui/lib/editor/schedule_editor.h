#pragma once
// The schedule editor workspace (CallTreeEdit reborn): the call tree table with inline choices,
// the schedule drawing and the machine panel, with the actions that act on them (files, undo,
// optimize, compare, copy, export). The main window puts the actions into its menus.
// Dialog-free entry points (openFile, saveTo, newSchedule, …) serve the tests; message boxes go
// through replaceable hooks so an offscreen test never waits on a modal dialog.
#include <QMessageBox>
#include <QWidget>
#include <functional>

#include "editor/autosave.h"
#include "optimal_comparison.h"
#include "protocol/results.h"
#include "schedule/search.h"
#include "subtree_builder.h"

class QAction;
class QMenu;
class QSettings;
class QSplitter;
class QToolBar;
class QTreeView;

namespace studio::editor {

class CallTreeModel;
class MachinePanel;
class ScheduleDocument;
class ScheduleDrawing;

class ScheduleEditor : public QWidget {
    Q_OBJECT

public:
    using MessageHook =
        std::function<void(QMessageBox::Icon, const QString& title, const QString& text)>;
    // Save, Discard or Cancel for "the schedule has unsaved changes".
    using PromptHook = std::function<QMessageBox::StandardButton(const QString& text)>;

    explicit ScheduleEditor(QWidget* parent = nullptr);

    ScheduleDocument* document() const { return m_doc; }
    CallTreeModel* model() const { return m_model; }
    QTreeView* treeView() const { return m_tree; }
    ScheduleDrawing* drawing() const { return m_drawing; }
    MachinePanel* machinePanel() const { return m_machinePanel; }

    void setMessageHook(MessageHook hook) { m_message = std::move(hook); }
    void setPromptHook(PromptHook hook) { m_prompt = std::move(hook); }

    // Actions, grouped as the menus show them.
    QList<QAction*> fileActions() const;      // New, Open, recent submenu, Save, Save As, Export
    QList<QAction*> editActions() const;      // Undo, Redo, Copy subtree
    QList<QAction*> scheduleActions() const;  // Optimize, Compare
    QList<QAction*> viewActions() const;      // expand/collapse, seconds, proportional, measured
    QAction* action(const QString& objectName) const;
    QMenu* recentMenu() const { return m_recentMenu; }

    // "name[*]": for QWidget::setWindowTitle with setWindowModified.
    QString titleText() const;

    // The built-in demo: the optimal PSC2-SCI broadcast of 64 KiB on 16 processors.
    void loadDemo();
    bool newSchedule(const ct::bsp::SearchRequest& request, const ct::bsp::MachineProfile& m);
    // A bad file leaves the open document untouched and reports the problem through the hook.
    bool openFile(const QString& fileName);
    bool saveTo(const QString& fileName);
    // Export as the save dialog chose: `typed` is the name entered, `filter` the chosen filter
    // (one of exportFilters()). False, with a message, when the name contradicts the filter.
    bool exportDrawingAs(const QString& typed, const QString& filter);
    static QStringList exportFilters();
    // Opens an autosaved copy as the schedule it was (its file name, unsaved changes); false,
    // with a message, when the copy cannot be read.
    bool recover(const OrphanedSchedule& orphan);
    // Asks before unsaved changes are lost; false when the user cancels.
    bool maybeSave();

    NodePath selectedPath() const;
    void selectPath(const NodePath& path);
    // The subtree as a schedule document of its own (what Copy puts on the clipboard).
    QString subtreeJson(const NodePath& path) const;
    OptimalComparison compare() const;
    QString comparisonText(const OptimalComparison& c) const;

    // Measured times per node from a finished run (the Runs tab calls this for every run it
    // shows): matched against the open schedule, with the schedule the run executed read from
    // its case's schedule_file (relative to the results file's folder).
    void showMeasurements(const ct::protocol::ResultsDocument& results, const QString& resultsFile);
    // The same from a results file; false, with a message, when it cannot be read.
    bool openMeasurements(const QString& resultsFile);

    void saveSettings(QSettings& settings) const;
    void restoreSettings(const QSettings& settings);

signals:
    void statusMessage(const QString& text);
    void titleChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void retranslateUi();
    void newFromDialog();
    void openFromDialog();
    bool save();
    bool saveAs();
    void exportDrawing();
    void copySubtree();
    void optimizeSelected();
    void optimizeAll();
    void showComparison();
    void addRecentFile(const QString& fileName);
    void rebuildRecentMenu();
    void updateActions();
    void updateUndoTips();
    void showMessage(QMessageBox::Icon icon, const QString& title, const QString& text);

    ScheduleDocument* m_doc;
    CallTreeModel* m_model;
    QTreeView* m_tree;
    ScheduleDrawing* m_drawing;
    MachinePanel* m_machinePanel;
    QSplitter* m_split;
    QSplitter* m_leftSplit;
    QToolBar* m_toolBar;
    QMenu* m_recentMenu;
    QStringList m_recent;
    MessageHook m_message;
    PromptHook m_prompt;

    QAction* m_new = nullptr;
    QAction* m_open = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QAction* m_export = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_copy = nullptr;
    QAction* m_optimizeSelected = nullptr;
    QAction* m_optimizeAll = nullptr;
    QAction* m_compare = nullptr;
    QAction* m_expandAll = nullptr;
    QAction* m_collapseAll = nullptr;
    QAction* m_seconds = nullptr;
    QAction* m_proportional = nullptr;
    QAction* m_measured = nullptr;
};

}  // namespace studio::editor
