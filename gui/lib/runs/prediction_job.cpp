#include "runs/prediction_job.h"

#include <QFile>
#include <QFutureWatcher>
#include <QLocale>
#include <QPromise>
#include <QThreadPool>
#include <memory>

namespace studio::runs {

namespace {

// Progress travels as an integer through QFuture: value i + 1 says case i started (QFuture drops
// values that do not increase, so the first case cannot be 0), the text is its name and total.
void work(QPromise<ct::AccuracyReport>& promise, const ct::protocol::ResultsDocument& results,
          const ct::LogGPProfile& modelUs, double memoryLimit) {
    ct::PredictionControl control;
    control.memoryLimitBytes = memoryLimit;
    control.beforeCase = [&promise](std::size_t index, std::size_t total, const std::string& name) {
        if (promise.isCanceled()) return false;
        promise.setProgressRange(0, int(total) + 1);
        promise.setProgressValueAndText(int(index) + 1, QString::fromStdString(name));
        return true;
    };
    ct::AccuracyReport report = ct::predictCases(results, modelUs, control);
    if (!report.cancelled) promise.addResult(std::move(report));
}

// Predictions run on a pool of their own, not Qt's global one: Qt's raster engine hands parts of
// a large paint to the global pool and waits for them on the GUI thread, so predictions holding
// the global pool's threads stalled the window (bench_runs_stall: 0.6 s blocked in
// QRasterPaintEngine::drawLines, in QSemaphore::acquire, while the 8192-rank cases were
// predicted). Destroyed at exit, it waits for what still runs, as the global pool did.
QThreadPool& predictionPool() {
    static QThreadPool pool;
    return pool;
}

}  // namespace

QString formatGigabytes(double bytes) {
    const double gb = bytes / 1e9;
    return QLocale().toString(gb, 'f', gb >= 10 ? 0 : gb >= 1 ? 1 : 2);
}

PredictionJob::PredictionJob(QObject* parent)
    : QObject(parent), m_memoryLimit(defaultMemoryLimitBytes()) {}

PredictionJob::~PredictionJob() {
    cancel();
}

void PredictionJob::start(std::shared_ptr<const ct::protocol::ResultsDocument> results,
                          const ct::LogGPProfile& modelUs) {
    cancel();
    // A fresh watcher per prediction: an old one's queued signals die with it.
    m_watcher = new QFutureWatcher<ct::AccuracyReport>(this);
    auto* watcher = m_watcher;
    connect(watcher, &QFutureWatcherBase::progressValueChanged, this, [this, watcher](int value) {
        if (watcher != m_watcher || value < 1) return;
        emit progress(value - 1, watcher->progressMaximum() - 1, watcher->progressText());
    });
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        if (watcher != m_watcher) return;
        m_watcher = nullptr;
        watcher->deleteLater();
        if (!watcher->isCanceled() && watcher->future().resultCount() > 0)
            emit finished(watcher->future().result());
    });
    // The worker shares the document and copies the profile: it may outlive the views and this
    // job. (QThreadPool, not QtConcurrent: QtCore is enough, and the pool is waited for when the
    // application ends.)
    auto promise = std::make_shared<QPromise<ct::AccuracyReport>>();
    m_future = promise->future();
    watcher->setFuture(m_future);
    promise->start();
    predictionPool().start([promise, results = std::move(results), modelUs, limit = m_memoryLimit] {
        work(*promise, *results, modelUs, limit);
        promise->finish();
    });
}

void PredictionJob::cancel() {
    if (!m_watcher) return;
    m_future.cancel();
    m_watcher->disconnect(this);
    m_watcher->deleteLater();
    m_watcher = nullptr;
}

bool PredictionJob::isRunning() const {
    return m_watcher != nullptr;
}

double PredictionJob::defaultMemoryLimitBytes() {
    QFile meminfo(QStringLiteral("/proc/meminfo"));
    if (meminfo.open(QIODevice::ReadOnly | QIODevice::Text)) {
        while (!meminfo.atEnd()) {
            const QList<QByteArray> fields = meminfo.readLine().simplified().split(' ');
            if (fields.size() >= 2 && fields[0] == "MemAvailable:") {
                bool ok = false;
                const double kib = fields[1].toDouble(&ok);
                if (ok && kib > 0) return kib * 1024 / 2;
            }
        }
    }
    return 4e9;
}

QString PredictionJob::memoryLimitText() const {
    return tr("A case is predicted when simulating it needs at most %1 GB, half of the memory "
              "available on this machine when the Runs tab opened; larger cases are refused "
              "before any memory is spent on them.")
        .arg(formatGigabytes(m_memoryLimit));
}

}  // namespace studio::runs
