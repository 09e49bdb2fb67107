// MainWindow: menus, status bar, About text and remembered geometry.
#include <QAction>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>

#include "editor/call_tree_model.h"
#include "editor/schedule_document.h"
#include "editor/schedule_editor.h"
#include "language_manager.h"
#include "main_window.h"
#include "runs/runs_workspace.h"
#include "tune/tune_workspace.h"
#include "visual/compare_view.h"
#include "visual/visual_parameters.h"
#include "visual/visualization_workspace.h"

using namespace studio;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void constructs();
    void languageMenu();
    void quitShortcut();
    void statusBarNamesFastest();
    void statusMessagesBelongToTheirTab();
    void about();
    void restoresGeometry();
    void workspaceTabs();
    void dirtyMarkerAndPrompt();
    void restoresWorkspace();
};

void TestMainWindow::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CallTree Studio Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_main_window"));
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
}

void TestMainWindow::init() {
    QSettings().clear();
}

void TestMainWindow::constructs() {
    MainWindow window(nullptr);
    QCOMPARE(
        window.windowTitle(),
        QStringLiteral("demo: Broadcast 64 KiB on 16 PSC2-SCI processors[*] — CallTree Studio"));
    QVERIFY(!window.isWindowModified());
    QCOMPARE(window.centralWidget(), window.workspaces());
    QCOMPARE(window.workspaces()->widget(0), window.editor());
    QVERIFY(window.workspaces()->widget(1)->isAncestorOf(window.visualizations()));
    QCOMPARE(window.fileMenu()->title(), QStringLiteral("&File"));
    QCOMPARE(window.editMenu()->title(), QStringLiteral("&Edit"));
    QCOMPARE(window.scheduleMenu()->title(), QStringLiteral("&Schedule"));
    QCOMPARE(window.viewMenu()->title(), QStringLiteral("&View"));
    QCOMPARE(window.helpMenu()->title(), QStringLiteral("&Help"));
    // Compare mode starts with the LogP broadcasts the Studio compared first.
    QCOMPARE(window.visualizations()->compareView()->algorithms(),
             (std::vector<std::string>{"optimal", "fibonacci", "binomial", ""}));
}

void TestMainWindow::languageMenu() {
    LanguageManager languages;
    languages.setChoice(QStringLiteral("en"));
    MainWindow window(&languages);
    const QList<QAction*> actions = window.languageMenu()->actions();
    QCOMPARE(actions.size(), 4);
    QStringList texts, codes;
    for (QAction* a : actions) {
        QVERIFY(a->isCheckable());
        texts << a->text();
        codes << a->data().toString();
    }
    QCOMPARE(texts, (QStringList{QStringLiteral("&System default"), QStringLiteral("English"),
                                 QStringLiteral("Deutsch"), QStringLiteral("简体中文")}));
    QCOMPARE(codes, LanguageManager::choices());
    QVERIFY(actions[1]->isChecked());
    // Choosing a language from the menu switches and remembers it.
    actions[2]->trigger();
    QCOMPARE(languages.choice(), QStringLiteral("de"));
    QTRY_COMPARE(window.fileMenu()->title(), QStringLiteral("&Datei"));
    QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("de"));
    QVERIFY(actions[2]->isChecked() && !actions[1]->isChecked());
    actions[1]->trigger();
    QTRY_COMPARE(window.fileMenu()->title(), QStringLiteral("&File"));
}

void TestMainWindow::quitShortcut() {
    MainWindow window(nullptr);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction* quit = window.fileMenu()->actions().back();
    QCOMPARE(quit->text(), QStringLiteral("&Quit"));
    QCOMPARE(quit->shortcut(), QKeySequence(QStringLiteral("Ctrl+Q")));
    quit->trigger();
    QVERIFY(!window.isVisible());
}

void TestMainWindow::statusBarNamesFastest() {
    MainWindow window(nullptr);
    VisualizationWorkspace* visual = window.visualizations();
    window.workspaces()->setCurrentIndex(1);
    visual->pages()->setCurrentWidget(visual->compareView());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // P = 8, Shou & Chen's (1996) example: optimal and Fibonacci tie at 24 cycles, binomial
    // needs 30.
    VisualParameters p = visual->parameterPanel()->parameters();
    p.procs = 8, p.L = 6, p.o = 2, p.g = 4;
    visual->parameterPanel()->setParameters(p);
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("Fastest for P = 8: a tie of optimal, Fibonacci (24 cycles each)"));
    p.L = 0, p.o = 0;
    visual->parameterPanel()->setParameters(p);
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("No result: the parameters are invalid"));
    // Columns that wait for a hidden Compare page name no stale winner.
    visual->pages()->setCurrentIndex(0);
    p.L = 6, p.o = 2;
    visual->parameterPanel()->setParameters(p);
    QCOMPARE(window.statusBar()->currentMessage(), QString());
}

void TestMainWindow::statusMessagesBelongToTheirTab() {
    MainWindow window(nullptr);
    QTabWidget* tabs = window.workspaces();
    tabs->setCurrentIndex(0);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString editorMessage = window.statusBar()->currentMessage();  // the demo's schedule
    QVERIFY(editorMessage.startsWith(QStringLiteral("New optimal schedule")));
    // The empty Runs tab says how to start.
    tabs->setCurrentWidget(window.runs());
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("Ctrl+R")),
             qPrintable(window.statusBar()->currentMessage()));
    // A message of the Runs tab (a missing file is said at once, not read off the GUI thread) …
    QSignalSpy opened(window.runs(), &studio::runs::RunsWorkspace::resultsOpened);
    QVERIFY(!window.runs()->openResults(QStringLiteral("/nonexistent/r.results.json")));
    QCOMPARE(opened.size(), 1);
    const QString runsMessage = window.statusBar()->currentMessage();
    QVERIFY2(runsMessage.startsWith(QStringLiteral("Cannot open the results")),
             qPrintable(runsMessage));
    // … is not the editor's: the editor shows its own again …
    tabs->setCurrentWidget(window.editor());
    QCOMPARE(window.statusBar()->currentMessage(), editorMessage);
    // … nor the Timelines tab's, which shows what it computes.
    tabs->setCurrentIndex(1);
    QVERIFY(window.statusBar()->currentMessage() != runsMessage);
    // Back on the Runs tab: its last message again.
    tabs->setCurrentWidget(window.runs());
    QCOMPARE(window.statusBar()->currentMessage(), runsMessage);
}

void TestMainWindow::about() {
    const QString text = MainWindow::aboutText();
    QVERIFY(text.contains(QStringLiteral("CallTree Studio 9.8.7")));
    QVERIFY(text.contains(QStringLiteral("<p>")));
}

void TestMainWindow::restoresGeometry() {
    {
        MainWindow window(nullptr);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resize(1100, 700);
        QTRY_COMPARE(window.size(), QSize(1100, 700));
        window.close();
    }
    QVERIFY(QSettings().contains(QStringLiteral("mainWindow/geometry")));
    MainWindow again(nullptr);
    QCOMPARE(again.size(), QSize(1100, 700));
}

void TestMainWindow::workspaceTabs() {
    MainWindow window(nullptr);
    QCOMPARE(window.workspaces()->tabText(0), QStringLiteral("Schedule editor"));
    QVERIFY(window.workspaces()->widget(1)->isAncestorOf(window.visualizations()));
    QCOMPARE(window.workspaces()->tabText(1), QStringLiteral("Timelines and charts"));
    // The Runs workspace is the third tab, reached by Schedule › Run… (Ctrl+R); Tune the last.
    QCOMPARE(window.workspaces()->count(), 4);
    QCOMPARE(window.workspaces()->tabText(2), QStringLiteral("Runs"));
    QCOMPARE(window.workspaces()->widget(2), window.runs());
    QCOMPARE(window.workspaces()->tabText(3), QStringLiteral("Tune"));
    QCOMPARE(window.workspaces()->widget(3), window.tune());
    QCOMPARE(window.runAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+R")));
    QVERIFY(window.scheduleMenu()->actions().contains(window.runAction()));
    auto* page = new QWidget;
    window.addWorkspaceTab(page, QStringLiteral("Extra"));
    QCOMPARE(window.workspaces()->count(), 5);
    QCOMPARE(window.workspaces()->widget(4), page);
    QCOMPARE(window.workspaces()->tabText(4), QStringLiteral("Extra"));
    // The schedule shortcuts are in the menus.
    QCOMPARE(window.editor()->action(QStringLiteral("actionOpen"))->shortcut(),
             QKeySequence(QStringLiteral("Ctrl+O")));
    QVERIFY(window.fileMenu()->actions().contains(
        window.editor()->action(QStringLiteral("actionSave"))));
}

void TestMainWindow::dirtyMarkerAndPrompt() {
    MainWindow window(nullptr);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.editor()->document()->chooseAlgorithm({}, "RootBroadcast"));
    QVERIFY(window.isWindowModified());
    int asked = 0;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    window.editor()->setPromptHook([&](const QString&) {
        ++asked;
        return answer;
    });
    window.close();  // cancelled: the window stays
    QVERIFY(window.isVisible());
    answer = QMessageBox::Discard;
    window.close();
    QVERIFY(!window.isVisible());
    QCOMPARE(asked, 2);
    window.editor()->document()->undoStack()->undo();
    QVERIFY(!window.isWindowModified());
}

void TestMainWindow::restoresWorkspace() {
    {
        MainWindow window(nullptr);
        window.show();
        window.workspaces()->setCurrentIndex(1);
        window.editor()->action(QStringLiteral("actionSeconds"))->trigger();
        window.close();
    }
    MainWindow again(nullptr);
    QCOMPARE(again.workspaces()->currentIndex(), 1);
    QVERIFY(again.editor()->action(QStringLiteral("actionSeconds"))->isChecked());
    QCOMPARE(again.editor()->model()->headerData(8, Qt::Horizontal).toString(),
             QStringLiteral("time [ms]"));  // the demo's 1.26 ms
}

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
