// Crash recovery for real (issue 21, "Nothing lost"): the Studio's window runs in a process of
// its own, an edit is made, the process is killed with SIGKILL once the autosave has written it,
// and a new process started in the same user folders recovers the edit — nothing of the killed
// process cleans up or hands anything over.
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

#include "editor/autosave.h"

class CrashRecoveryTest : public QObject {
    Q_OBJECT

private slots:
    void editSurvivesSigkill();

private:
    // The child with its own user folders, so that no real Studio's recovery is touched.
    void prepare(QProcess& child) const;

    QTemporaryDir m_dir;
};

void CrashRecoveryTest::prepare(QProcess& child) const {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.setProgram(QStringLiteral(CRASH_RECOVERY_CHILD));
}

void CrashRecoveryTest::editSurvivesSigkill() {
    QVERIFY(m_dir.isValid());
    const QString file = m_dir.filePath(QStringLiteral("mine.calltree.json"));
    const QString edited = QStringLiteral("RootBroadcast");  // not the demo's root algorithm

    QProcess first;
    prepare(first);
    first.setArguments({QStringLiteral("edit"), file, edited});
    QElapsedTimer clock;
    first.start();
    QVERIFY(first.waitForStarted(10000));
    clock.start();
    QString autosaved;
    while (autosaved.isEmpty() && first.state() == QProcess::Running && clock.elapsed() < 20000) {
        first.waitForReadyRead(500);
        while (first.canReadLine()) {
            const QString line = QString::fromUtf8(first.readLine()).trimmed();
            if (line.startsWith(QLatin1String("autosaved ")))
                autosaved = line.mid(QStringLiteral("autosaved ").size());
        }
    }
    QVERIFY2(!autosaved.isEmpty(), first.readAllStandardError().constData());
    // Within the promised delay of the edit (and the start-up before it).
    QVERIFY2(clock.elapsed() < studio::editor::Autosave::kDelayMs + 8000,
             qPrintable(QString::number(clock.elapsed())));
    QVERIFY(QFileInfo::exists(autosaved));

    QCOMPARE(::kill(pid_t(first.processId()), SIGKILL), 0);
    QVERIFY(first.waitForFinished(10000));
    QCOMPARE(first.exitStatus(), QProcess::CrashExit);
    QVERIFY(QFileInfo::exists(autosaved));  // a killed Studio cleans nothing up

    QProcess second;
    prepare(second);
    second.setArguments({QStringLiteral("recover")});
    second.start();
    QVERIFY(second.waitForFinished(30000));
    QCOMPARE(second.exitStatus(), QProcess::NormalExit);
    QCOMPARE(second.exitCode(), 0);
    const QStringList lines =
        QString::fromUtf8(second.readAllStandardOutput()).split(QLatin1Char('\n'));
    QVERIFY2(lines.contains(QStringLiteral("root ") + edited), qPrintable(lines.join(u'|')));
    QVERIFY(lines.contains(QStringLiteral("file ") + QFileInfo(file).absoluteFilePath()));
    QVERIFY(lines.contains(QStringLiteral("modified 1")));  // recovered, not yet saved
}

QTEST_GUILESS_MAIN(CrashRecoveryTest)
#include "tst_crash_recovery.moc"
