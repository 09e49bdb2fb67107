#pragma once
// The Runs tab reads results off the GUI thread: openResults and compareWith return at once and
// report with resultsOpened and comparisonFinished. These start one and wait for its report.
#include <QSignalSpy>
#include <QStringList>
#include <QTest>

#include "runs/runs_workspace.h"

namespace open_results {

constexpr int kTimeoutMs = 60000;

// Whether `spy` (on resultsOpened) holds the report of `file`; its ok in *ok.
inline bool reported(const QSignalSpy& spy, const QString& file, bool* ok = nullptr) {
    for (const QList<QVariant>& args : spy)
        if (args.at(0).toString() == file) {
            if (ok) *ok = args.at(1).toBool();
            return true;
        }
    return false;
}

// Opens the file and waits until it is shown (true) or said unreadable (false).
inline bool openAndWait(studio::runs::RunsWorkspace& workspace, const QString& file) {
    QSignalSpy opened(&workspace, &studio::runs::RunsWorkspace::resultsOpened);
    if (!workspace.openResults(file)) return false;
    bool ok = false;
    return QTest::qWaitFor([&] { return reported(opened, file, &ok); }, kTimeoutMs) && ok;
}

// Compares the shown run with the files and waits until the comparison is shown (true) or not.
inline bool compareAndWait(studio::runs::RunsWorkspace& workspace, const QStringList& files) {
    QSignalSpy compared(&workspace, &studio::runs::RunsWorkspace::comparisonFinished);
    if (!workspace.compareWith(files)) return false;
    return QTest::qWaitFor([&] { return !compared.isEmpty(); }, kTimeoutMs) &&
           compared.last().at(0).toBool();
}

}  // namespace open_results
