// LanguageManager: the embedded German and Chinese translations load, retranslate the UI live,
// are remembered, and are complete.
#include <QAction>
#include <QFile>
#include <QMenu>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>

#include "editor/variant_names.h"
#include "language_manager.h"
#include "main_window.h"
#include "tune/installed_algorithms.h"
#include "tuning/mpich_algorithms.h"
#include "visual/compare_view.h"
#include "visual/visualization_workspace.h"

using namespace studio;

class TestLanguage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void embedded();
    void translationForLocale_data();
    void translationForLocale();
    void translates_data();
    void translates();
    void switchesLive();
    void remembersChoice();
    void rejectsUnknownChoice();
    void tuneAlgorithmListSources();
    void tsFilesComplete_data();
    void tsFilesComplete();
};

void TestLanguage::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CallTree Studio Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_language"));
}

void TestLanguage::init() {
    QSettings().clear();
}

void TestLanguage::embedded() {
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/calltree_de.qm")));
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/calltree_zh_CN.qm")));
}

void TestLanguage::translationForLocale_data() {
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("file");
    QTest::newRow("de_DE") << "de_DE"
                           << ":/i18n/calltree_de.qm";
    QTest::newRow("de_AT falls back to de") << "de_AT"
                                            << ":/i18n/calltree_de.qm";
    QTest::newRow("zh_CN") << "zh_CN"
                           << ":/i18n/calltree_zh_CN.qm";
    QTest::newRow("en_US: the source language") << "en_US"
                                                << "";
    QTest::newRow("fr_FR: none, so English") << "fr_FR"
                                             << "";
}

void TestLanguage::translationForLocale() {
    QFETCH(QString, locale);
    QFETCH(QString, file);
    QCOMPARE(LanguageManager::translationFile(QLocale(locale)), file);
}

void TestLanguage::translates_data() {
    QTest::addColumn<QString>("choice");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("about");
    QTest::addColumn<QString>("blocks");  // a core variant name, shown translated
    QTest::newRow("English") << "en"
                             << "&File"
                             << "&Language"
                             << "&About CallTree Studio"
                             << "8 blocks";
    QTest::newRow("Deutsch") << "de"
                             << "&Datei"
                             << "&Sprache"
                             << "Ü&ber CallTree Studio"
                             << "8 Blöcke";
    QTest::newRow("简体中文") << "zh_CN"
                              << "文件(&F)"
                              << "语言(&L)"
                              << "关于 CallTree Studio(&A)"
                              << "8 个块";
}

void TestLanguage::translates() {
    QFETCH(QString, choice);
    QFETCH(QString, file);
    QFETCH(QString, language);
    QFETCH(QString, about);
    QFETCH(QString, blocks);
    LanguageManager languages;
    QVERIFY(languages.setChoice(choice));
    QCOMPARE(languages.loadedFile().isEmpty(), choice == QLatin1String("en"));
    QCOMPARE(QCoreApplication::translate("studio::MainWindow", "&File"), file);
    MainWindow window(&languages);
    QCOMPARE(window.fileMenu()->title(), file);
    QCOMPARE(window.languageMenu()->title(), language);
    QCOMPARE(window.helpMenu()->actions().front()->text(), about);
    // The open schedule's name, then the application's.
    QVERIFY(window.windowTitle().endsWith(QStringLiteral("CallTree Studio")));
    QCOMPARE(studio::editor::translatedVariantName("8 blocks"), blocks);
    QCOMPARE(studio::editor::translatedVariantName("an unknown variant"),
             QStringLiteral("an unknown variant"));
}

void TestLanguage::switchesLive() {
    LanguageManager languages;
    languages.setChoice(QStringLiteral("en"));
    MainWindow window(&languages);
    window.workspaces()->setCurrentIndex(1);  // Timelines and charts, in Compare mode
    window.visualizations()->pages()->setCurrentWidget(window.visualizations()->compareView());
    window.show();
    QCOMPARE(window.fileMenu()->title(), QStringLiteral("&File"));
    const QString englishStatus = window.statusBar()->currentMessage();
    QVERIFY(englishStatus.startsWith(QStringLiteral("Fastest")));

    // Qt posts QEvent::LanguageChange to the top-level widgets: it arrives with the event loop.
    languages.setChoice(QStringLiteral("de"));
    QTRY_COMPARE(window.fileMenu()->title(), QStringLiteral("&Datei"));
    QCOMPARE(
        window.statusBar()->currentMessage(),
        QStringLiteral("Am schnellsten bei P = 16, gleichauf: optimal, Fibonacci (je 32 Takte)"));
    // The checked language follows the choice.
    for (QAction* a : window.languageMenu()->actions())
        QCOMPARE(a->isChecked(), a->data().toString() == QLatin1String("de"));

    languages.setChoice(QStringLiteral("zh_CN"));
    QTRY_COMPARE(window.fileMenu()->title(), QStringLiteral("文件(&F)"));
    QCOMPARE(window.languageMenu()->actions().front()->text(), QStringLiteral("系统默认(&S)"));

    languages.setChoice(QStringLiteral("en"));
    QTRY_COMPARE(window.fileMenu()->title(), QStringLiteral("&File"));
    QCOMPARE(window.statusBar()->currentMessage(), englishStatus);
}

void TestLanguage::remembersChoice() {
    {
        LanguageManager languages;
        languages.setChoice(QStringLiteral("de"));
    }
    QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("de"));
    LanguageManager restored;
    restored.restore();
    QCOMPARE(restored.choice(), QStringLiteral("de"));
    QCOMPARE(restored.loadedFile(), QStringLiteral(":/i18n/calltree_de.qm"));
    QCOMPARE(QCoreApplication::translate("studio::MainWindow", "&Help"), QStringLiteral("&Hilfe"));
}

void TestLanguage::rejectsUnknownChoice() {
    LanguageManager languages;
    QVERIFY(!languages.setChoice(QStringLiteral("klingon")));
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("klingon"));
    languages.restore();  // a bad setting falls back to the system default
    QCOMPARE(languages.choice(), QString());
}

void TestLanguage::tsFilesComplete_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("de") << "calltree_de.ts";
    QTest::newRow("zh_CN") << "calltree_zh_CN.ts";
}

void TestLanguage::tsFilesComplete() {
    QFETCH(QString, file);
    QFile ts(QStringLiteral(CALLTREE_TRANSLATIONS_DIR "/") + file);
    QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
    const QString xml = QString::fromUtf8(ts.readAll());
    const auto messages = xml.count(QStringLiteral("<message"));
    QVERIFY(messages > 40);
    QCOMPARE(xml.count(QStringLiteral("<translation>")), messages);
    QCOMPARE(xml.count(QStringLiteral("type=\"unfinished\"")), 0);
    QCOMPARE(xml.count(QStringLiteral("type=\"vanished\"")), 0);
    QCOMPARE(xml.count(QStringLiteral("<translation></translation>")), 0);
}

// The Tune page names where its algorithm numbers come from in the user's language: core's
// built-in lists (named in English for the CLI) are translated, a command stays as it is.
void TestLanguage::tuneAlgorithmListSources() {
    LanguageManager languages;
    QVERIFY(languages.setChoice(QStringLiteral("de")));
    QCOMPARE(studio::tune::algorithmListSource(ct::tuning::ompi41Algorithms()),
             QStringLiteral("die Algorithmusnummern von Open MPI 4.1"));
    QCOMPARE(studio::tune::algorithmListSource(ct::tuning::mpichKnownAlgorithms()),
             QStringLiteral("MPICH (die CVAR-Werte von MPICH 4.0.2)"));
    ct::tuning::KnownAlgorithms installed;
    installed.source = "ompi_info --param coll tuned --level 9";
    QCOMPARE(studio::tune::algorithmListSource(installed),
             QStringLiteral("ompi_info --param coll tuned --level 9"));
    QVERIFY(languages.setChoice(QStringLiteral("en")));
    QCOMPARE(studio::tune::algorithmListSource(ct::tuning::ompi41Algorithms()),
             QStringLiteral("Open MPI 4.1's algorithm numbers"));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
