// The Runs tab never freezes (issue 21, "never freeze the window"): a results file's LogGP
// prediction runs off the GUI thread with progress and cancel, one prediction serves the rows and
// the chart, a second file or a closed tab cancels the first cleanly, cases the machine cannot
// hold are refused before memory is spent on them, and the tab's times are in the one number
// format (a German decimal comma, the unit chosen by magnitude).
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QLogValueAxis>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <cmath>

#include "analysis/prediction_accuracy.h"
#include "analysis/simulation_size.h"
#include "open_results.h"
#include "protocol/machine_json.h"
#include "runs/prediction_job.h"
#include "runs/result_rows.h"
#include "runs/results_panel.h"
#include "runs/results_table_model.h"
#include "runs/runs_workspace.h"
#include "visual/measured_view.h"

using namespace studio::runs;
using open_results::openAndWait;

namespace {

// One catalogue broadcast as the runner writes it: `median` seconds over three repetitions.
QString caseJson(const QString& name, const QString& algorithm, int procs, qint64 bytes,
                 double median) {
    const QString m = QString::number(median, 'g', 17);
    return QStringLiteral(
               "{\"name\": \"%1\", \"kind\": \"catalogue\", \"algorithm\": \"%2\", "
               "\"problem\": \"broadcast\", \"procs\": %3, \"root\": 0, \"bytes\": %4, "
               "\"status\": \"ok\", \"times\": [%5, %5, %5], \"stats\": {\"count\": 3, "
               "\"min\": %5, \"median\": %5, \"mean\": %5, \"max\": %5, \"p90\": %5, "
               "\"ci95_low\": %5, \"ci95_high\": %5, \"ci_coverage\": 0.5}}")
        .arg(name, algorithm)
        .arg(procs)
        .arg(bytes)
        .arg(m);
}

QByteArray resultsJson(const QStringList& cases) {
    return QStringLiteral(
               "{\"format\": \"calltree-results\", \"version\": 1, \"complete\": true, "
               "\"environment\": {\"ranks\": 2, \"hosts\": [\"here\"]}, \"cases\": [%1]}")
        .arg(cases.join(QStringLiteral(", ")))
        .toUtf8();
}

// Binomial on 2 ranks, 8 B, measured 3 µs: one message, under LogP(L = 1, o = 0.5, g = 1) µs
// predicted o + L + o = 2 µs.
QString smallCase(const QString& name = QStringLiteral("small")) {
    return caseJson(name, QStringLiteral("binomial"), 2, 8, 3e-6);
}

// Enough work that the prediction is still under way when the test acts: `n` binomial
// broadcasts of 1 KiB on 65536 ranks (65535 messages each).
QStringList slowCases(int n) {
    QStringList cases;
    for (int i = 0; i < n; ++i)
        cases << caseJson(QStringLiteral("big %1").arg(i), QStringLiteral("binomial"), 65536, 1024,
                          1e-3);
    return cases;
}

ct::LogGPProfile testModel() {
    ct::LogGP m = ct::LogGP::logp(1, 0.5, 1);
    m.unit = "us";
    return m;
}

bool predicting(const RunsWorkspace& w) {
    return w.resultsPanel()->predictionJob()->isRunning();
}

const ResultRow* rowNamed(const RunsWorkspace& w, const QString& name) {
    for (const ResultRow& r : w.resultsModel()->rows())
        if (QString::fromStdString(r.measured->name) == name) return &r;
    return nullptr;
}

// LogP with L = 1, o = 0.5, g = 1 µs, named "test": one message on 2 ranks costs 2 µs.
void useTestProfile(RunsWorkspace& workspace) {
    ct::LogGP m = ct::LogGP::logp(1, 0.5, 1);
    m.unit = "us";
    workspace.setLoggpProfile(m, QStringLiteral("test"));
}

}  // namespace

class AsyncPredictionTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void coreHookStopsAndRefuses();
    void measuredAtOncePredictedLater();
    void progressAndCancel();
    void secondFileWhilePredicting();
    void workspaceDestroyedWhilePredicting();
    void refusesWhatCannotBeHeld();
    void germanNumbers();
    void sharedMissIsSaid();
    void namedProfilesPredictResultsFromElsewhere();

private:
    QString write(const QString& name, const QStringList& cases);
    QTemporaryDir m_dir;
};

void AsyncPredictionTest::initTestCase() {
    QVERIFY(m_dir.isValid());
}

void AsyncPredictionTest::init() {
    // English numbers ("65,536") unless a test says otherwise.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void AsyncPredictionTest::cleanup() {
    // No worker of one test may still run in the next.
    QVERIFY(QThreadPool::globalInstance()->waitForDone(120000));
    QCoreApplication::processEvents();
}

QString AsyncPredictionTest::write(const QString& name, const QStringList& cases) {
    const QString file = m_dir.filePath(name);
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return {};
    f.write(resultsJson(cases));
    return file;
}

void AsyncPredictionTest::coreHookStopsAndRefuses() {
    const ct::protocol::ResultsDocument results = ct::protocol::parseResults(
        resultsJson({smallCase(QStringLiteral("a")), smallCase(QStringLiteral("b")),
                     caseJson(QStringLiteral("huge"), QStringLiteral("binomial"), 65536, 8, 1e-3),
                     smallCase(QStringLiteral("c"))})
            .toStdString());
    // Stopped before the third case: two predicted, asked three times, told it was cancelled.
    std::vector<std::string> asked;
    ct::PredictionControl stop;
    stop.beforeCase = [&](std::size_t index, std::size_t total, const std::string& name) {
        asked.push_back(name);
        return !(index == 2 && total == 4);
    };
    const ct::AccuracyReport stopped = ct::predictCases(results, testModel(), stop);
    QVERIFY(stopped.cancelled);
    QCOMPARE(asked, (std::vector<std::string>{"a", "b", "huge"}));
    QCOMPARE(stopped.points.size(), std::size_t(2));
    QVERIFY(std::abs(stopped.points[0].predicted - 2e-6) < 1e-15);
    // A limit of 10 MB refuses the 65536-rank case (65535 messages of a binomial tree, about
    // 50 MB with the per-rank state) and predicts the others.
    ct::PredictionControl bounded;
    bounded.memoryLimitBytes = 10e6;
    const ct::AccuracyReport report = ct::predictCases(results, testModel(), bounded);
    QVERIFY(!report.cancelled);
    QCOMPARE(report.points.size(), std::size_t(3));
    QCOMPARE(report.refused.size(), std::size_t(1));
    QCOMPARE(report.refused[0].caseName, std::string("huge"));
    QCOMPARE(report.refused[0].ranks, std::int64_t(65536));
    // Extrapolated from 255 and 1023 messages at 256 and 1024 ranks: within 1 % of 65535.
    QVERIFY2(std::abs(report.refused[0].messages - 65535) < 655,
             qPrintable(QString::number(report.refused[0].messages)));
    QVERIFY(std::abs(report.refused[0].bytes -
                     (report.refused[0].messages * ct::kSimulatedBytesPerMessage +
                      65536 * ct::kSimulatedBytesPerRank)) < 1);
    QVERIFY(report.skipped.back().starts_with("huge: 65536 ranks"));
    // Exact below 1024 ranks: a binomial broadcast on 100 ranks sends 99 messages.
    ct::protocol::CaseSpec spec;
    spec.algorithm = "binomial";
    spec.procs = 100;
    spec.bytes = 8;
    QCOMPARE(ct::estimateSimulationSize(spec).messages, 99.0);
}

void AsyncPredictionTest::measuredAtOncePredictedLater() {
    const QString file =
        write(QStringLiteral("once.results.json"), QStringList{smallCase()} + slowCases(1));
    RunsWorkspace workspace(nullptr);
    workspace.setLoggpProfile(testModel(), QStringLiteral("test"));
    QVERIFY(openAndWait(workspace, file));
    // The measured columns are there at once, the prediction is not (yet).
    QVERIFY(predicting(workspace));
    QCOMPARE(workspace.resultsModel()->rowCount(), 2);
    QCOMPARE(workspace.resultsModel()->index(0, ResultsTableModel::MedianColumn).data().toString(),
             QStringLiteral("3.00 µs"));
    QVERIFY(!rowNamed(workspace, QStringLiteral("small"))->predicted);
    QCOMPARE(rowNamed(workspace, QStringLiteral("small"))->note, QStringLiteral("predicting…"));
    QVERIFY(!workspace.resultsPanel()->predictionBar()->isHidden());
    QTRY_VERIFY_WITH_TIMEOUT(!predicting(workspace), 60000);
    QVERIFY(workspace.resultsPanel()->predictionBar()->isHidden());
    // o + L + o = 2 µs; the chart shows the same prediction, not one of its own.
    const ResultRow* small = rowNamed(workspace, QStringLiteral("small"));
    QVERIFY(small->predicted);
    QVERIFY(std::abs(*small->predicted - 2e-6) < 1e-15);
    const ct::AccuracyReport& chart = workspace.chart()->report();
    QCOMPARE(chart.points.size(), std::size_t(2));
    for (const ct::AccuracyPoint& p : chart.points)
        QCOMPARE(p.predicted, *rowNamed(workspace, QString::fromStdString(p.caseName))->predicted);
}

void AsyncPredictionTest::progressAndCancel() {
    const QString file =
        write(QStringLiteral("cancel.results.json"), QStringList{smallCase()} + slowCases(40));
    RunsWorkspace workspace(nullptr);
    workspace.setLoggpProfile(testModel(), QStringLiteral("test"));
    workspace.show();
    QVERIFY(QTest::qWaitForWindowActive(&workspace));
    QSignalSpy progress(workspace.resultsPanel()->predictionJob(), &PredictionJob::progress);
    QVERIFY(openAndWait(workspace, file));
    // "Predicting 2 of 41: big 0 …" once the second case started.
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.last()[0].toInt() >= 1, 60000);
    QCOMPARE(progress.last()[1].toInt(), 41);
    QVERIFY2(workspace.resultsPanel()->predictionLabel()->text().startsWith(
                 QStringLiteral("Predicting %1 of 41: big ").arg(progress.last()[0].toInt() + 1)),
             qPrintable(workspace.resultsPanel()->predictionLabel()->text()));
    QVERIFY(predicting(workspace));
    // Esc stops it; the rows it did not reach say so, the measured columns stay.
    QTableView* table = workspace.resultsPanel()->findChild<QTableView*>();
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Escape);
    QVERIFY(!predicting(workspace));
    QVERIFY(workspace.resultsPanel()->predictionBar()->isHidden());
    const ResultRow* last = rowNamed(workspace, QStringLiteral("big 39"));
    QVERIFY(!last->predicted);
    QCOMPARE(last->note, QStringLiteral("prediction cancelled"));
    QCOMPARE(workspace.resultsModel()->rowCount(), 41);
    QVERIFY(workspace.chart()->report().cancelled);
    // The worker stops at its next case instead of predicting the 40 (seconds) to the end; its
    // result is dropped.
    QVERIFY(QThreadPool::globalInstance()->waitForDone(60000));
    QCoreApplication::processEvents();
    QCOMPARE(rowNamed(workspace, QStringLiteral("big 39"))->note,
             QStringLiteral("prediction cancelled"));

    // The button does the same.
    QVERIFY(openAndWait(workspace, file));
    QVERIFY(predicting(workspace));
    workspace.resultsPanel()->cancelPredictionButton()->click();
    QVERIFY(!predicting(workspace));
    QCOMPARE(rowNamed(workspace, QStringLiteral("big 0"))->note,
             QStringLiteral("prediction cancelled"));
}

void AsyncPredictionTest::secondFileWhilePredicting() {
    const QString slow = write(QStringLiteral("slow.results.json"), slowCases(20));
    const QString quick = write(QStringLiteral("quick.results.json"), {smallCase()});
    RunsWorkspace workspace(nullptr);
    workspace.setLoggpProfile(testModel(), QStringLiteral("test"));
    QSignalSpy progress(workspace.resultsPanel()->predictionJob(), &PredictionJob::progress);
    QVERIFY(openAndWait(workspace, slow));
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), 60000);
    QVERIFY(openAndWait(workspace, quick));
    QTRY_VERIFY_WITH_TIMEOUT(!predicting(workspace), 60000);
    QCOMPARE(workspace.resultsModel()->rowCount(), 1);
    QVERIFY(std::abs(*rowNamed(workspace, QStringLiteral("small"))->predicted - 2e-6) < 1e-15);
    // The first file's worker ends later; nothing of it reaches the rows or the chart.
    QVERIFY(QThreadPool::globalInstance()->waitForDone(60000));
    QTest::qWait(50);
    QCOMPARE(workspace.resultsModel()->rowCount(), 1);
    QCOMPARE(workspace.chart()->report().points.size(), std::size_t(1));
    QCOMPARE(workspace.chart()->report().points[0].caseName, std::string("small"));
}

void AsyncPredictionTest::workspaceDestroyedWhilePredicting() {
    const QString slow = write(QStringLiteral("closed.results.json"), slowCases(20));
    auto* workspace = new RunsWorkspace(nullptr);
    workspace->setLoggpProfile(testModel(), QStringLiteral("test"));
    QSignalSpy progress(workspace->resultsPanel()->predictionJob(), &PredictionJob::progress);
    QVERIFY(openAndWait(*workspace, slow));
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), 60000);
    QVERIFY(predicting(*workspace));
    delete workspace;  // the tab closed mid-prediction
    // The worker ends on its own copies; its progress and result go nowhere.
    QVERIFY(QThreadPool::globalInstance()->waitForDone(60000));
    QTest::qWait(50);
}

void AsyncPredictionTest::refusesWhatCannotBeHeld() {
    const QString file = write(QStringLiteral("huge.results.json"),
                               {smallCase(), caseJson(QStringLiteral("huge"),
                                                      QStringLiteral("binomial"), 65536, 8, 1e-3)});
    RunsWorkspace workspace(nullptr);
    workspace.setLoggpProfile(testModel(), QStringLiteral("test"));
    // The default is half of what the machine has available: some hundreds of MB at least.
    QVERIFY(PredictionJob::defaultMemoryLimitBytes() > 1e8);
    workspace.resultsPanel()->predictionJob()->setMemoryLimitBytes(10e6);
    QVERIFY(openAndWait(workspace, file));
    QTRY_VERIFY_WITH_TIMEOUT(!predicting(workspace), 60000);
    const ResultRow* huge = rowNamed(workspace, QStringLiteral("huge"));
    QVERIFY(!huge->predicted);
    // 1023 messages at 1024 ranks grown as P^1.0017 (255 at 256): 66,051 messages at 65536
    // (65535 exactly); × 260 B + 65536 ranks × 512 B = 0.051 GB.
    QCOMPARE(huge->note,
             QStringLiteral("not predicted: 65,536 ranks × 66,051 messages needs about 0.05 GB"));
    const int row = int(huge - workspace.resultsModel()->rows().data());
    const QString tip = workspace.resultsModel()
                            ->index(row, ResultsTableModel::PredictedColumn)
                            .data(Qt::ToolTipRole)
                            .toString();
    QVERIFY2(tip.contains(QStringLiteral("0.01 GB")) && tip.contains(QStringLiteral("available")),
             qPrintable(tip));
    QVERIFY(rowNamed(workspace, QStringLiteral("small"))->predicted);
}

void AsyncPredictionTest::germanNumbers() {
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    // 1.5 ms measured; the predicted 2 µs in µs: the unit by magnitude, a decimal comma. (Flat,
    // 2 ms, gives the best-per-size table a choice.)
    const QString file =
        write(QStringLiteral("de.results.json"),
              {caseJson(QStringLiteral("de"), QStringLiteral("binomial"), 2, 1024, 1.5e-3),
               caseJson(QStringLiteral("de flat"), QStringLiteral("flat"), 2, 1024, 2e-3)});
    RunsWorkspace workspace(nullptr);
    useTestProfile(workspace);
    QVERIFY(openAndWait(workspace, file));
    QTRY_VERIFY_WITH_TIMEOUT(!predicting(workspace), 60000);
    ResultsTableModel* model = workspace.resultsModel();
    QCOMPARE(model->index(0, ResultsTableModel::MedianColumn).data().toString(),
             QStringLiteral("1,50 ms"));
    QCOMPARE(model->index(0, ResultsTableModel::PredictedColumn).data().toString(),
             QStringLiteral("2,00 µs"));
    QCOMPARE(model->index(0, ResultsTableModel::BytesColumn).data().toString(),
             QStringLiteral("1.024"));
    QCOMPARE(model->index(0, ResultsTableModel::RatioColumn).data().toString(),
             QStringLiteral("750,00"));
    // The profile the prediction used, its o = 0.5 µs with a comma.
    QCOMPARE(model->index(0, ResultsTableModel::ProfileColumn).data().toString(),
             QStringLiteral("test: L 1, o 0,5, g 1 µs, G 0 µs/B"));
    // Best per size in the same format: binomial and flat send the same one message on 2 ranks,
    // so they count as one program with their mean, 1.75 ms.
    QCOMPARE(workspace.bestTable()->rowCount(), 1);
    QVERIFY(workspace.bestTable()->item(0, 3));
    QCOMPARE(workspace.bestTable()->item(0, 3)->text(), QStringLiteral("1,75 ms"));
    // The chart's time axis: the unit of the largest time (ms), numbers in German.
    QChart* times = workspace.chart()->timeChart()->chart();
    QVERIFY(times->localizeNumbers());
    QCOMPARE(times->locale().language(), QLocale::German);
    const auto axes = times->axes(Qt::Vertical);
    QCOMPARE(axes.size(), 1);
    QCOMPARE(axes[0]->titleText(), QStringLiteral("time (ms)"));
    // 2 µs … 1.5 ms in ms: whole decades 0.001 … 10.
    auto* log = qobject_cast<QLogValueAxis*>(axes[0]);
    QVERIFY(log);
    QVERIFY(std::abs(log->min() - 1e-3) < 1e-12);
    QVERIFY(std::abs(log->max() - 10) < 1e-9);
}

// Three algorithms at one size, each 750 times its prediction: the heading says that the run's
// level there is off, and its tooltip names the size, the count and the median ratio.
void AsyncPredictionTest::sharedMissIsSaid() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const QString file =
        write(QStringLiteral("alike.results.json"),
              {caseJson(QStringLiteral("a"), QStringLiteral("binomial"), 2, 1024, 1.5e-3),
               caseJson(QStringLiteral("b"), QStringLiteral("flat"), 2, 1024, 1.5e-3),
               caseJson(QStringLiteral("c"), QStringLiteral("chain"), 2, 1024, 1.5e-3)});
    RunsWorkspace workspace(nullptr);
    useTestProfile(workspace);
    QVERIFY(openAndWait(workspace, file));
    QTRY_VERIFY_WITH_TIMEOUT(!predicting(workspace), 60000);
    const QLabel* heading = workspace.resultsPanel()->bestHeading();
    QVERIFY2(heading->text().contains(QStringLiteral("at 1 size(s) nearly every algorithm missed")),
             qPrintable(heading->text()));
    QVERIFY2(heading->toolTip().contains(QStringLiteral("2 ranks, 1,024 B: 3 of 3 algorithms, "
                                                        "median 750.00×")),
             qPrintable(heading->toolTip()));
}

// A results file from outside the Studio's history (scripts/fidelity.sh, a runner run by hand) is
// predicted with the profiles it names, not the chart's values: the one measured beside its cases
// when that file is there (a level of 2 at 8 B: 2 × 2 µs), else the one its programs were built
// for (the same terms without the level: 2 µs).
void AsyncPredictionTest::namedProfilesPredictResultsFromElsewhere() {
    ct::bsp::MachineProfile built;
    built.name = "launch-loggp";
    built.kind = ct::bsp::ModelKind::LogGP;
    built.logp = testModel();
    const QString builtFile = m_dir.filePath(QStringLiteral("calibration.loggp.json"));
    ct::bsp::saveMachineFile(builtFile.toStdString(), built);
    ct::bsp::MachineProfile beside = built;
    beside.logp.ranges[0].level = 2;
    const QString besideFile = m_dir.filePath(QStringLiteral("calibration-beside.loggp.json"));
    ct::bsp::saveMachineFile(besideFile.toStdString(), beside);
    const QString hash =
        QString::fromStdString(ct::bsp::loadMachineFileHashed(builtFile.toStdString()).fnv1a64);
    const auto open = [&](const QString& name, const QString& besideNamed) {
        QByteArray json = resultsJson({smallCase()});
        json.replace("\"cases\":",
                     QStringLiteral("\"profile\": {\"name\": \"launch-loggp\", \"file\": "
                                    "\"%1\", \"fnv1a64\": \"%2\", \"built_in\": false, "
                                    "\"beside_file\": \"%3\"}, \"cases\":")
                         .arg(builtFile, hash, besideNamed)
                         .toUtf8());
        const QString file = m_dir.filePath(name);
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
        f.write(json);
        f.close();
        return true;
    };
    RunsWorkspace workspace(nullptr);
    QVERIFY(open(QStringLiteral("beside.results.json"), besideFile));
    QVERIFY(openAndWait(workspace, m_dir.filePath(QStringLiteral("beside.results.json"))));
    QVERIFY2(workspace.predictingProfileName().contains(QStringLiteral("beside its cases")),
             qPrintable(workspace.predictingProfileName()));
    QTRY_VERIFY_WITH_TIMEOUT(!predicting(workspace), 60000);
    QVERIFY(rowNamed(workspace, QStringLiteral("small"))->predicted);
    QVERIFY(std::abs(*rowNamed(workspace, QStringLiteral("small"))->predicted - 4e-6) < 1e-15);
    // Nothing to say about the machine: the results name that profile as measured beside them.
    QVERIFY2(workspace.machineNote()->text().isEmpty(),
             qPrintable(workspace.machineNote()->text()));

    RunsWorkspace other(nullptr);
    QVERIFY(
        open(QStringLiteral("built.results.json"), m_dir.filePath(QStringLiteral("gone.json"))));
    QVERIFY(openAndWait(other, m_dir.filePath(QStringLiteral("built.results.json"))));
    QVERIFY2(other.predictingProfileName().contains(QStringLiteral("built for")),
             qPrintable(other.predictingProfileName()));
    QTRY_VERIFY_WITH_TIMEOUT(!predicting(other), 60000);
    QVERIFY(std::abs(*rowNamed(other, QStringLiteral("small"))->predicted - 2e-6) < 1e-15);
}

QTEST_MAIN(AsyncPredictionTest)
#include "tst_async_prediction.moc"
