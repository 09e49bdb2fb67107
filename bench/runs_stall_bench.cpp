// The Runs tab's longest GUI-thread stall while a large results file is opened (issue 21, "never
// freeze the window"). Writes a results file of N catalogue cases (default: six 65536-rank 1 MiB
// ompi-bcast-binomial broadcasts), then
//   before: what the tab did until the prediction moved off the GUI thread — the rows'
//           prediction (buildRows) and the chart's own (MeasuredView::showResults), both on the
//           GUI thread: the stall is their whole time;
//   after:  RunsWorkspace::openResults with a 10 ms QTimer heartbeat until the predictions are
//           shown: the stall is the longest gap between two heartbeats.
// Offscreen; prints one line per figure. Usage:
//   bench_runs_stall [--cases N] [--procs P] [--bytes B] [--algorithm NAME] [--skip-before]
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>

#include "runs/prediction_job.h"
#include "runs/result_rows.h"
#include "runs/results_panel.h"
#include "runs/results_table_model.h"
#include "runs/runs_workspace.h"
#include "visual/measured_view.h"

namespace {

struct Options {
    int cases = 6;
    int procs = 65536;
    long long bytes = 1 << 20;
    std::string algorithm = "ompi-bcast-binomial";
    bool before = true;
};

Options parse(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const bool more = i + 1 < argc;
        if (!std::strcmp(argv[i], "--cases") && more)
            o.cases = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--procs") && more)
            o.procs = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--bytes") && more)
            o.bytes = std::atoll(argv[++i]);
        else if (!std::strcmp(argv[i], "--algorithm") && more)
            o.algorithm = argv[++i];
        else if (!std::strcmp(argv[i], "--skip-before"))
            o.before = false;
        else {
            std::fprintf(stderr, "unknown option %s\n", argv[i]);
            std::exit(2);
        }
    }
    return o;
}

QByteArray resultsJson(const Options& o) {
    QStringList cases;
    for (int i = 0; i < o.cases; ++i)
        cases << QStringLiteral(
                     "{\"name\": \"case %1\", \"kind\": \"catalogue\", \"algorithm\": \"%2\", "
                     "\"problem\": \"broadcast\", \"procs\": %3, \"root\": %1, \"bytes\": %4, "
                     "\"status\": \"ok\", \"times\": [0.01, 0.01, 0.01]}")
                     .arg(i)
                     .arg(QString::fromStdString(o.algorithm))
                     .arg(o.procs)
                     .arg(o.bytes);
    return QStringLiteral(
               "{\"format\": \"calltree-results\", \"version\": 1, \"complete\": true, "
               "\"environment\": {\"ranks\": %1}, \"cases\": [%2]}")
        .arg(o.procs)
        .arg(cases.join(QStringLiteral(", ")))
        .toUtf8();
}

ct::LogGPProfile model() {
    ct::LogGP m = ct::LogGP::logp(2, 0.5, 0.6);
    m.G = 0.001;
    m.unit = "us";
    return m;
}

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const Options o = parse(argc, argv);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bench.results.json"));
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly) || f.write(resultsJson(o)) < 0) return 1;
    f.close();
    std::printf("%d cases of %s, %d ranks, %lld bytes\n", o.cases, o.algorithm.c_str(), o.procs,
                o.bytes);

    if (o.before) {
        // Before: two predictions, one after the other, on the GUI thread.
        const auto results = std::make_shared<const ct::protocol::ResultsDocument>(
            ct::protocol::loadResults(file.toStdString()));
        studio::runs::PredictionSources sources;
        sources.loggpUs = model();
        studio::MeasuredView chart;
        chart.setModel(model());
        QElapsedTimer t;
        t.start();
        const QList<studio::runs::ResultRow> rows = studio::runs::buildRows(results, sources);
        chart.showResults(results);
        std::printf(
            "before: GUI thread blocked %.2f s (rows' and chart's predictions, %lld "
            "rows)\n",
            t.nsecsElapsed() * 1e-9, static_cast<long long>(rows.size()));
    }

    // After: the workspace opens the file; a heartbeat measures the GUI thread's gaps.
    studio::runs::RunsWorkspace workspace(nullptr);
    workspace.setLoggpProfile(model(), QStringLiteral("bench"));
    workspace.resize(1024, 700);
    workspace.show();
    QElapsedTimer clock;
    qint64 last = 0, longest = 0;
    QTimer heartbeat;
    heartbeat.setInterval(10);
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        longest = std::max(longest, now - last);
        last = now;
    });
    clock.start();
    heartbeat.start();
    QTimer::singleShot(0, [&] {
        const qint64 before = clock.nsecsElapsed();
        workspace.openResults(file);
        std::printf("after: openResults returned in %.1f ms\n",
                    (clock.nsecsElapsed() - before) * 1e-6);
    });
    studio::runs::PredictionJob* job = workspace.resultsPanel()->predictionJob();
    QObject::connect(job, &studio::runs::PredictionJob::finished, &app,
                     [&] { QTimer::singleShot(50, &app, &QCoreApplication::quit); });
    app.exec();
    int predicted = 0;
    for (const auto& r : workspace.resultsModel()->rows())
        predicted += r.predicted ? 1 : 0;
    std::printf(
        "after: predictions shown after %.2f s (%d of %d rows predicted); longest GUI "
        "stall %.1f ms (heartbeat 10 ms)\n",
        clock.nsecsElapsed() * 1e-9, predicted, int(workspace.resultsModel()->rowCount()),
        longest * 1e-6);
    return 0;
}
