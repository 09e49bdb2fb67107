#pragma once
// The Studio's main window: the demo comparison in the centre, File / View / Help menus, the
// fastest algorithm in the status bar. Geometry and language are remembered with QSettings.
#include <QMainWindow>

class QAction;
class QActionGroup;
class QMenu;

namespace studio {

class DemoComparisonWidget;
class LanguageManager;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `languages` may be null (no Language menu actions do anything then); not owned.
    explicit MainWindow(LanguageManager* languages, QWidget* parent = nullptr);

    DemoComparisonWidget* demo() const { return m_demo; }
    QMenu* fileMenu() const { return m_fileMenu; }
    QMenu* viewMenu() const { return m_viewMenu; }
    QMenu* languageMenu() const { return m_languageMenu; }
    QMenu* helpMenu() const { return m_helpMenu; }

    // The text of the About box (also used by tests).
    static QString aboutText();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void retranslateUi();
    void updateStatusBar();
    void syncLanguageChecks();
    void showAbout();

    LanguageManager* m_languages;
    DemoComparisonWidget* m_demo;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_about = nullptr;
    QAction* m_systemLanguage = nullptr;
    QActionGroup* m_languageGroup = nullptr;
};

}  // namespace studio
