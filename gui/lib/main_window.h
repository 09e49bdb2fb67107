#pragma once
// The Studio's main window: workspaces as tabs in the centre — the schedule editor (Bonorden's
// (2002) CallTreeEdit), timelines and charts (animation, Compare mode, predictions), runs and tuning — with
// File / Edit / Schedule / View / Help menus and the status bar. Geometry, layout and language are
// remembered (QSettings).
#include <QHash>
#include <QMainWindow>
#include <QMessageBox>
#include <functional>

class QAction;
class QActionGroup;
class QMenu;
class QTabWidget;

namespace studio {

class LanguageManager;
class VisualizationWorkspace;
namespace editor {
class Autosave;
class ScheduleEditor;
}  // namespace editor
namespace runs {
class RunsWorkspace;
}
namespace tune {
class TuneWorkspace;
}

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `languages` may be null (no Language menu actions do anything then); not owned.
    explicit MainWindow(LanguageManager* languages, QWidget* parent = nullptr);

    editor::ScheduleEditor* editor() const { return m_editor; }
    VisualizationWorkspace* visualizations() const { return m_visual; }
    runs::RunsWorkspace* runs() const { return m_runs; }
    tune::TuneWorkspace* tune() const { return m_tune; }
    // Schedule › Run… (Ctrl+R): the Runs tab and its Run dialog.
    QAction* runAction() const { return m_runAction; }
    QTabWidget* workspaces() const { return m_tabs; }
    // Another workspace as a tab after the existing ones (the main window takes ownership).
    void addWorkspaceTab(QWidget* page, const QString& title);

    QMenu* fileMenu() const { return m_fileMenu; }
    QMenu* editMenu() const { return m_editMenu; }
    QMenu* scheduleMenu() const { return m_scheduleMenu; }
    QMenu* viewMenu() const { return m_viewMenu; }
    QMenu* languageMenu() const { return m_languageMenu; }
    QMenu* helpMenu() const { return m_helpMenu; }

    // The text of the About box (also used by tests).
    static QString aboutText();

    editor::Autosave* autosave() const { return m_autosave; }
    // Yes: recover, No: discard the copy, Cancel: ask again next time.
    using RecoveryPrompt = std::function<QMessageBox::StandardButton(const QString& text)>;
    void setRecoveryPrompt(RecoveryPrompt prompt) { m_recoveryPrompt = std::move(prompt); }
    // Offers the newest schedule a Studio left behind when it was killed (called once at start).
    void offerRecovery();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void retranslateUi();
    // The status bar shows the current tab's message: the Timelines tab's is computed, the
    // others' are the last they sent (kept per tab, shown again when the tab is).
    void updateStatusBar();
    void showTabMessage(QWidget* tab, const QString& text);
    void updateTitle();
    void syncLanguageChecks();
    void showAbout();

    LanguageManager* m_languages;
    QTabWidget* m_tabs;
    editor::ScheduleEditor* m_editor;
    VisualizationWorkspace* m_visual;
    QWidget* m_visualPage = nullptr;  // the scroll area holding m_visual
    runs::RunsWorkspace* m_runs;
    tune::TuneWorkspace* m_tune = nullptr;
    editor::Autosave* m_autosave;
    RecoveryPrompt m_recoveryPrompt;
    QHash<QWidget*, QString> m_tabMessages;
    QAction* m_runAction = nullptr;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_scheduleMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_about = nullptr;
    QAction* m_systemLanguage = nullptr;
    QActionGroup* m_languageGroup = nullptr;
};

}  // namespace studio
