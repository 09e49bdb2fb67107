#include "editor/autosave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <algorithm>
#include <cerrno>
#include <csignal>

#include "editor/schedule_document.h"
#include "schedule/schedule_file.h"

namespace studio::editor {
namespace {

const QString kScheduleName = QStringLiteral("schedule.calltree.json");
const QString kSessionName = QStringLiteral("session.json");

bool processAlive(qint64 pid) {
    // Signal 0 checks only that the process exists; EPERM means it exists under another user.
    return pid > 0 && (::kill(pid_t(pid), 0) == 0 || errno == EPERM);
}

}  // namespace

Autosave::Autosave(ScheduleDocument* doc, const QString& folder, QObject* parent)
    : QObject(parent),
      m_doc(doc),
      m_folder(folder),
      m_session(QDir(folder).filePath(QStringLiteral("%1-%2")
                                          .arg(QCoreApplication::applicationPid())
                                          .arg(QDateTime::currentMSecsSinceEpoch()))),
      m_timer(new QTimer(this)) {
    m_timer->setSingleShot(true);
    m_timer->setInterval(kDelayMs);
    connect(m_timer, &QTimer::timeout, this, &Autosave::writeNow);
    connect(doc->undoStack(), &QUndoStack::indexChanged, this, &Autosave::scheduleWrite);
    connect(doc->undoStack(), &QUndoStack::cleanChanged, this, &Autosave::scheduleWrite);
    connect(doc, &ScheduleDocument::fileNameChanged, this, &Autosave::scheduleWrite);
}

QString Autosave::recoveryFolder() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("recovery"));
}

void Autosave::scheduleWrite() {
    // The first edit after a quiet spell starts the clock; later ones ride along, so a steady
    // stream of edits is still written every kDelayMs.
    if (!m_timer->isActive()) m_timer->start();
}

void Autosave::writeNow() {
    m_timer->stop();
    if (!m_doc->isModified()) {
        discard();
        return;
    }
    const QDir dir(m_session);
    try {
        if (!QDir().mkpath(m_session)) throw std::runtime_error("cannot create the folder");
        ct::bsp::saveScheduleFile(dir.filePath(kScheduleName).toStdString(), m_doc->schedule(),
                                  m_doc->library());
        QSaveFile session(dir.filePath(kSessionName));
        const QJsonObject about{
            {QStringLiteral("pid"), QCoreApplication::applicationPid()},
            {QStringLiteral("file"), m_doc->fileName()},
            {QStringLiteral("name"), m_doc->displayName()},
            {QStringLiteral("saved"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
        if (!session.open(QIODevice::WriteOnly) ||
            session.write(QJsonDocument(about).toJson()) < 0 || !session.commit())
            throw std::runtime_error(session.errorString().toStdString());
    } catch (const std::exception& e) {
        emit failed(
            tr("Autosave to %1 failed: %2")
                .arg(QDir::toNativeSeparators(m_session), QString::fromStdString(e.what())));
        return;
    }
    emit written(dir.filePath(kScheduleName));
}

void Autosave::discard() {
    m_timer->stop();
    QDir(m_session).removeRecursively();
}

QList<OrphanedSchedule> Autosave::orphans() const {
    QList<OrphanedSchedule> found;
    const QDir root(m_folder);
    for (const QString& name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString folder = root.filePath(name);
        if (QDir(folder) == QDir(m_session)) continue;
        QFile file(QDir(folder).filePath(kSessionName));
        if (!file.open(QIODevice::ReadOnly)) continue;  // being written, or not ours
        const QJsonObject about = QJsonDocument::fromJson(file.readAll()).object();
        const qint64 pid = about.value(QStringLiteral("pid")).toInteger();
        // Another running Studio keeps its own session; this process's other sessions (a
        // window that never closed cleanly) count as left behind.
        if (pid != QCoreApplication::applicationPid() && processAlive(pid)) continue;
        OrphanedSchedule o;
        o.sessionFolder = folder;
        o.scheduleFile = QDir(folder).filePath(kScheduleName);
        if (!QFile::exists(o.scheduleFile)) continue;
        o.originalFile = about.value(QStringLiteral("file")).toString();
        o.displayName = about.value(QStringLiteral("name")).toString();
        o.savedAt = QDateTime::fromString(about.value(QStringLiteral("saved")).toString(),
                                          Qt::ISODateWithMs);
        found << o;
    }
    std::sort(found.begin(), found.end(),
              [](const auto& a, const auto& b) { return a.savedAt > b.savedAt; });
    return found;
}

void Autosave::removeOrphan(const OrphanedSchedule& orphan) {
    QDir(orphan.sessionFolder).removeRecursively();
}

}  // namespace studio::editor
