// MainWindow: menus, status bar, About text and remembered geometry.
#include <QAction>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include "demo_comparison_widget.h"
#include "language_manager.h"
#include "main_window.h"
#include "parameter_bar.h"

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
    void about();
    void restoresGeometry();
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
    QCOMPARE(window.windowTitle(), QStringLiteral("CallTree Studio"));
    QCOMPARE(window.centralWidget(), window.demo());
    QCOMPARE(window.fileMenu()->title(), QStringLiteral("&File"));
    QCOMPARE(window.viewMenu()->title(), QStringLiteral("&View"));
    QCOMPARE(window.helpMenu()->title(), QStringLiteral("&Help"));
    QCOMPARE(window.demo()->runs().size(), std::size_t(3));
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
    QAction* quit = window.fileMenu()->actions().front();
    QCOMPARE(quit->text(), QStringLiteral("&Quit"));
    QCOMPARE(quit->shortcut(), QKeySequence(QStringLiteral("Ctrl+Q")));
    quit->trigger();
    QVERIFY(!window.isVisible());
}

void TestMainWindow::statusBarNamesFastest() {
    MainWindow window(nullptr);
    // P = 8, seed example: optimal and Fibonacci tie at 24 cycles, binomial needs 30.
    window.demo()->parameterBar()->setParameters({8, 0, 6, 2, 4});
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("Fastest for P = 8: optimal, Fibonacci (24 cycles)"));
    window.demo()->parameterBar()->setParameters({16, 0, 0, 0, 4});
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("No result: the parameters are invalid"));
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

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
