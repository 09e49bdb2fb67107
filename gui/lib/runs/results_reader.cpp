#include "runs/results_reader.h"

#include <QThread>
#include <exception>
#include <utility>

namespace studio::runs {

ResultsReading readResultsFiles(const QStringList& files, const std::function<bool()>& keepGoing,
                                const std::function<void(const QString&)>& beforeParse) {
    ResultsReading reading;
    reading.files = files;
    for (const QString& file : files) {
        if (keepGoing && !keepGoing()) break;
        if (beforeParse) beforeParse(file);
        try {
            reading.documents.push_back(ct::protocol::loadResults(file.toStdString()));
        } catch (const std::exception& e) {
            reading.documents.clear();
            reading.failedFile = file;
            reading.error = QString::fromStdString(e.what());
            break;
        }
    }
    return reading;
}

ResultsReader::ResultsReader(QObject* parent) : QObject(parent) {}

ResultsReader::~ResultsReader() {
    ++m_generation;  // what is still being read is dropped; the rest of a list is not read
    for (QThread* worker : std::as_const(m_workers)) {
        worker->wait();
        delete worker;
    }
    // Results the workers posted before they ended go with this object's pending events.
}

void ResultsReader::read(const QStringList& files) {
    const quint64 generation = ++m_generation;
    m_reading = true;
    QThread* worker = QThread::create([this, generation, files, hook = m_beforeParse] {
        const auto current = [this, generation] { return m_generation.load() == generation; };
        auto reading = std::make_shared<ResultsReading>(readResultsFiles(files, current, hook));
        // Nobody wants it any more: freed here rather than on the GUI thread.
        if (!current()) reading->documents.clear();
        QThread* self = QThread::currentThread();
        QMetaObject::invokeMethod(
            this, [this, self, generation, reading] { workerDone(self, generation, reading); },
            Qt::QueuedConnection);
    });
    m_workers.append(worker);
    worker->start();
}

void ResultsReader::abandon() {
    ++m_generation;
    m_reading = false;
}

void ResultsReader::workerDone(QThread* worker, quint64 generation,
                               const std::shared_ptr<ResultsReading>& reading) {
    worker->wait();
    m_workers.removeOne(worker);
    delete worker;
    if (generation != m_generation.load()) return;
    m_reading = false;
    emit finished(reading);
}

}  // namespace studio::runs
