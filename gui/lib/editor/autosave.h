#pragma once
// Nothing lost when the Studio is killed: a few seconds after each edit, the open schedule, if it
// has unsaved changes, is written to a session folder of its own under
// <AppDataLocation>/recovery/<pid>-<start>/ (schedule.calltree.json, written atomically, and
// session.json naming the file it belongs to). A clean exit removes the folder; a folder whose
// process is gone (killed, crashed) is an orphan, offered for recovery on the next start.
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>

class QTimer;

namespace studio::editor {

class ScheduleDocument;

// A schedule left behind by a Studio that did not close cleanly.
struct OrphanedSchedule {
    QString sessionFolder;
    QString scheduleFile;  // the autosaved copy
    QString originalFile;  // the file it was opened from or saved to; empty: never saved
    QString displayName;
    QDateTime savedAt;
};

class Autosave : public QObject {
    Q_OBJECT

public:
    // An edit is on disk at most this long after it was made.
    static constexpr int kDelayMs = 2000;

    // Watches `doc`; sessions live under `folder` (recoveryFolder() in the application).
    Autosave(ScheduleDocument* doc, const QString& folder, QObject* parent = nullptr);

    static QString recoveryFolder();
    QString sessionFolder() const { return m_session; }

    // Writes the document now when it has unsaved changes, else removes the copy.
    void writeNow();
    // A clean exit: the copy is not needed any more.
    void discard();

    // Sessions under `folder` whose Studio is gone, newest first (not this one's own).
    QList<OrphanedSchedule> orphans() const;
    // Forgets an orphan (recovered or declined).
    static void removeOrphan(const OrphanedSchedule& orphan);

signals:
    // After every write, for a status line; failures name the folder.
    void written(const QString& scheduleFile);
    void failed(const QString& message);

private:
    void scheduleWrite();

    ScheduleDocument* m_doc;
    QString m_folder;
    QString m_session;
    QTimer* m_timer;
};

}  // namespace studio::editor
