// Nothing lost (issue 21): an edited schedule is autosaved within seconds; a Studio that does not
// close cleanly (killed) leaves it behind, and the next start offers it back with its file name
// and its unsaved state; a clean close leaves nothing; Ctrl+Q on an edited schedule asks.
#include <QAction>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "editor/autosave.h"
#include "editor/schedule_document.h"
#include "editor/schedule_editor.h"
#include "main_window.h"
#include "schedule/schedule_file.h"

using namespace studio;

class TestAutosave : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void writesSecondsAfterAnEdit();
    void recoversAfterACrash();
    void recoversANeverSavedSchedule();
    void declinedRecoveryIsForgotten();
    void cleanCloseLeavesNothing();
    void quitAsksForANewEditedSchedule();
};

namespace {

QStringList sessions() {
    return QDir(editor::Autosave::recoveryFolder()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
}

// The root's algorithm after an edit the demo does not have.
constexpr const char* kEdited = "RootBroadcast";

}  // namespace

void TestAutosave::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CallTree Studio Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_autosave"));
}

void TestAutosave::init() {
    QSettings().clear();
    QDir(editor::Autosave::recoveryFolder()).removeRecursively();
}

void TestAutosave::writesSecondsAfterAnEdit() {
    MainWindow window(nullptr);
    editor::ScheduleDocument* doc = window.editor()->document();
    const QString copy =
        QDir(window.autosave()->sessionFolder()).filePath(QStringLiteral("schedule.calltree.json"));
    QVERIFY(!QFile::exists(copy));  // nothing to save before an edit
    QVERIFY(doc->chooseAlgorithm({}, kEdited));
    QVERIFY(!QFile::exists(copy));  // not at once: edits are gathered
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(copy), editor::Autosave::kDelayMs + 1000);
    const ct::bsp::Schedule saved = ct::bsp::loadScheduleFile(copy.toStdString(), doc->library());
    QCOMPARE(saved.tree.algorithm, std::string(kEdited));
    // Undone to the saved state: the copy is not needed any more.
    doc->undoStack()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(copy), editor::Autosave::kDelayMs + 1000);
}

void TestAutosave::recoversAfterACrash() {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("mine.calltree.json"));
    {
        // The first Studio: opens a file, edits it, is killed (no close, no clean exit).
        MainWindow first(nullptr);
        QVERIFY(first.editor()->saveTo(file));
        QVERIFY(first.editor()->document()->chooseAlgorithm({}, kEdited));
        first.autosave()->writeNow();  // what the timer does kDelayMs after the edit
    }
    QCOMPARE(sessions().size(), 1);
    MainWindow second(nullptr);
    QString asked;
    second.setRecoveryPrompt([&](const QString& text) {
        asked = text;
        return QMessageBox::Yes;
    });
    second.offerRecovery();
    QVERIFY2(asked.contains(QStringLiteral("mine.calltree.json")), qPrintable(asked));
    editor::ScheduleDocument* doc = second.editor()->document();
    QCOMPARE(doc->root().algorithm, std::string(kEdited));
    QCOMPARE(doc->fileName(), QFileInfo(file).absoluteFilePath());
    QVERIFY(doc->isModified());  // recovered changes are not in the file yet
    QVERIFY(second.isWindowModified());
    // The file itself still holds what was saved before the crash.
    const ct::bsp::Schedule onDisk = ct::bsp::loadScheduleFile(file.toStdString(), doc->library());
    QVERIFY(onDisk.tree.algorithm != std::string(kEdited));
    // The orphan is gone; the recovered copy is this session's now.
    const QStringList left = sessions();
    QCOMPARE(left.size(), 1);
    QCOMPARE(QDir(editor::Autosave::recoveryFolder()).filePath(left.front()),
             second.autosave()->sessionFolder());
}

void TestAutosave::recoversANeverSavedSchedule() {
    {
        MainWindow first(nullptr);
        QVERIFY(first.editor()->document()->chooseAlgorithm({}, kEdited));
        first.autosave()->writeNow();
    }
    MainWindow second(nullptr);
    second.setRecoveryPrompt([](const QString& text) {
        return text.contains(QStringLiteral("never saved")) ? QMessageBox::Yes
                                                            : QMessageBox::Cancel;
    });
    second.offerRecovery();
    editor::ScheduleDocument* doc = second.editor()->document();
    QCOMPARE(doc->root().algorithm, std::string(kEdited));
    QVERIFY(doc->fileName().isEmpty());
    QVERIFY(doc->isModified());
    QVERIFY2(doc->displayName().endsWith(QStringLiteral("(recovered)")),
             qPrintable(doc->displayName()));
}

void TestAutosave::declinedRecoveryIsForgotten() {
    {
        MainWindow first(nullptr);
        QVERIFY(first.editor()->document()->chooseAlgorithm({}, kEdited));
        first.autosave()->writeNow();
    }
    {
        MainWindow later(nullptr);
        int asked = 0;
        later.setRecoveryPrompt([&](const QString&) {
            ++asked;
            return QMessageBox::Cancel;  // not now: asked again next time
        });
        later.offerRecovery();
        QCOMPARE(asked, 1);
        QCOMPARE(sessions().size(), 1);
        later.setRecoveryPrompt([&](const QString&) {
            ++asked;
            return QMessageBox::No;  // discard
        });
        later.offerRecovery();
        QCOMPARE(asked, 2);
        QVERIFY(later.editor()->document()->root().algorithm != std::string(kEdited));
        QVERIFY(sessions().isEmpty());
        later.offerRecovery();  // nothing left to offer
        QCOMPARE(asked, 2);
    }
}

void TestAutosave::cleanCloseLeavesNothing() {
    MainWindow window(nullptr);
    window.show();
    QVERIFY(window.editor()->document()->chooseAlgorithm({}, kEdited));
    window.autosave()->writeNow();
    QCOMPARE(sessions().size(), 1);
    window.editor()->setPromptHook([](const QString&) { return QMessageBox::Discard; });
    QVERIFY(window.close());
    QVERIFY(sessions().isEmpty());
}

void TestAutosave::quitAsksForANewEditedSchedule() {
    MainWindow window(nullptr);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    ct::bsp::SearchRequest request{ct::Problem::Broadcast, ct::bsp::Input{{1024}}, 8, 8};
    QVERIFY(window.editor()->newSchedule(request, ct::bsp::psc2Sci()));
    QVERIFY(window.editor()->document()->fileName().isEmpty());
    QVERIFY(window.editor()->document()->setMachine(ct::bsp::psc2Tcp(), QStringLiteral("TCP")));
    QStringList asked;
    window.editor()->setPromptHook([&](const QString& text) {
        asked << text;
        return QMessageBox::Cancel;
    });
    QTest::keyClick(&window, Qt::Key_Q, Qt::ControlModifier);
    QCOMPARE(asked.size(), 1);
    QVERIFY(window.isVisible());  // cancelled: nothing lost
}

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
