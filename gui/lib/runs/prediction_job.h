#pragma once
// The LogGP prediction of a results file's catalogue cases (core's predictCases), off the GUI
// thread: a 65536-rank results file takes seconds per case and gigabytes, which froze the window
// when it ran there (issue 21). The job reports each case it starts, can be cancelled between
// cases, and refuses cases whose estimated memory exceeds what this machine can hold. Destroying
// the job (another run opened, the tab closed) cancels it: the worker shares the (immutable)
// document and owns a copy of the profile, and its result is dropped, so nothing it touches can
// be freed under it.
#include <QFuture>
#include <QObject>
#include <QString>
#include <memory>

#include "analysis/prediction_accuracy.h"
#include "model/loggp_profile.h"
#include "protocol/results.h"

template <typename T>
class QFutureWatcher;

namespace studio::runs {

// "0.05", "6.8", "12": gigabytes with the decimals their size needs, in the user's locale.
QString formatGigabytes(double bytes);

class PredictionJob : public QObject {
    Q_OBJECT

public:
    explicit PredictionJob(QObject* parent = nullptr);
    ~PredictionJob() override;

    // Cancels any prediction under way and starts predicting `results` with `modelUs`. The
    // document is shared, not copied: a results file may take hundreds of megabytes.
    void start(std::shared_ptr<const ct::protocol::ResultsDocument> results,
               const ct::LogGPProfile& modelUs);
    // Stops the prediction under way (after the case it is simulating); finished is not emitted.
    void cancel();
    bool isRunning() const;

    // The memory one case may take (bytes): cases estimated above it are refused.
    double memoryLimitBytes() const { return m_memoryLimit; }
    void setMemoryLimitBytes(double bytes) { m_memoryLimit = bytes; }
    // Half of the memory available now (/proc/meminfo's MemAvailable), leaving the other half to
    // the Studio and the rest of the machine; 4 GB when it cannot be read.
    static double defaultMemoryLimitBytes();
    // What the limit is and why, for a tooltip.
    QString memoryLimitText() const;

signals:
    // Case `index` (0-based) of `total` to simulate is being predicted.
    void progress(int index, int total, const QString& caseName);
    void finished(const ct::AccuracyReport& report);

private:
    QFuture<ct::AccuracyReport> m_future;
    QFutureWatcher<ct::AccuracyReport>* m_watcher = nullptr;
    double m_memoryLimit;
};

}  // namespace studio::runs
