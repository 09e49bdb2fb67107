#pragma once
// Results files read off the GUI thread: a fidelity run's 274 MB results take about 9 s to parse,
// and the Runs tab's window stayed black that long when it read them itself. One reading is
// current at a time: another read() or abandon() makes the one under way stale, and a stale
// worker drops what it read (in the worker) instead of reporting it. A parse cannot be
// interrupted, so a stale worker still runs to the end of its file; the reader waits for its
// workers when it is destroyed, since they post their result to it.
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>
#include <vector>

#include "protocol/results.h"

class QThread;

namespace studio::runs {

// What one reading was asked for and what it found.
struct ResultsReading {
    QStringList files;
    std::vector<ct::protocol::ResultsDocument> documents;  // one per file; none after an error
    QString failedFile;  // the first file that could not be read (nothing after it is read)
    QString error;       // the reader's message for it
    bool ok() const {
        return failedFile.isEmpty() && documents.size() == std::size_t(files.size());
    }
};

// Reads the files in order, stopping at the first error or when keepGoing() says no; beforeParse
// (when set) is called with each file before it is read.
ResultsReading readResultsFiles(const QStringList& files,
                                const std::function<bool()>& keepGoing = {},
                                const std::function<void(const QString&)>& beforeParse = {});

class ResultsReader : public QObject {
    Q_OBJECT

public:
    explicit ResultsReader(QObject* parent = nullptr);
    ~ResultsReader() override;

    // Starts reading the files on a worker thread; a reading under way becomes stale.
    void read(const QStringList& files);
    // The reading under way becomes stale: finished is not emitted for it.
    void abandon();
    bool isReading() const { return m_reading; }
    // No worker left, stale ones included.
    bool isIdle() const { return m_workers.isEmpty(); }
    // For tests: called on the worker thread with each file before it is parsed, so that a test
    // can hold a reading under way (blocked on a semaphore). It must return before the reader is
    // destroyed. A reading started later keeps the hook it started with.
    void setBeforeParse(std::function<void(const QString&)> hook) {
        m_beforeParse = std::move(hook);
    }

signals:
    // On the GUI thread, for the current reading only. Shared, not copied: its documents may
    // take hundreds of megabytes, and the receiver may move them out.
    void finished(const std::shared_ptr<studio::runs::ResultsReading>& reading);

private:
    void workerDone(QThread* worker, quint64 generation,
                    const std::shared_ptr<ResultsReading>& reading);

    std::atomic<quint64> m_generation{0};  // the current reading's; workers compare theirs
    bool m_reading = false;
    QList<QThread*> m_workers;
    std::function<void(const QString&)> m_beforeParse;
};

}  // namespace studio::runs
