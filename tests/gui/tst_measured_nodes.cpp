// Measured beside predicted per node in the editor's drawing: an MST schedule on 2 processors, a
// results file with its times per node (hand-written, as the runner's "node_times"), the labels,
// the colour cue and its legend, the toggle, the note for another schedule or size, and the Runs
// tab handing a run it shows to the editor.
#include <QAction>
#include <QDir>
#include <QImage>
#include <QMouseEvent>
#include <QPainter>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "editor/measured_nodes.h"
#include "editor/schedule_drawing.h"
#include "editor_test_fixture.h"
#include "fields/number_format.h"
#include "node_times_fixture.h"
#include "open_results.h"
#include "runs/runs_workspace.h"
#include "schedule/library.h"

using namespace studio::editor;
using namespace studio::editor::test;
using open_results::openAndWait;
using studio::test::everyNode;
using studio::test::handWrittenNodeTimes;

namespace {

const ct::bsp::SearchRequest kMst{ct::Problem::MST, ct::bsp::Input{{100, 300}}, 2, 2};

// One MST case on 2 ranks as the runner writes it for a schedule run on data.
ct::protocol::ResultsDocument mstResults(const ScheduleDocument& doc, double measuredRoot,
                                         std::vector<ct::protocol::NodeTime> nodes) {
    ct::protocol::ResultsDocument r;
    r.complete = true;
    r.environment.ranks = 2;
    ct::protocol::CaseResult c;
    c.kind = ct::protocol::CaseKind::Schedule;
    c.spec.schedule = true;
    c.spec.algorithm = ct::bsp::compactName(doc.root(), doc.library());
    c.spec.procs = 2;
    c.spec.scheduleFile = "schedule.calltree.json";
    c.name = c.spec.algorithm + " nodes=100,edges=300 seed 1";
    c.problem = "mst";
    c.input = "nodes=100,edges=300";
    c.seed = 1;
    c.verdict = "total weight and edge count equal Kruskal's";
    c.times = {measuredRoot};
    ct::protocol::Statistics s;
    s.count = 1;
    s.min = s.median = s.mean = s.max = s.p90 = s.ci95Low = s.ci95High = measuredRoot;
    c.stats = s;
    c.predictedSeconds =
        everyNode(doc.schedule()).front().predictedSeconds;  // the runner's root prediction
    c.predictedProfile = doc.schedule().machine.name;
    c.nodeTimes = std::move(nodes);
    r.cases.push_back(c);
    return r;
}

QColor pixelAt(ScheduleDrawing* d, const QPointF& at) {
    QImage image(d->size(), QImage::Format_ARGB32);
    QPainter painter(&image);
    d->render(painter, QRectF(QPointF(0, 0), d->size()));
    painter.end();
    return image.pixelColor(at.toPoint());
}

}  // namespace

class TestMeasuredNodes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void nodeKeys_data();
    void nodeKeys();
    void predictedPerNodeInSeconds();
    void labelsBesidePredicted();
    void farOffNodesGetAStripe();
    void toggleHidesMeasured();
    void anotherSizeGetsANote();
    void withoutTheRunsScheduleTheProfileNameDecides();
    void resultsWithoutNodeTimesAreRefused();
    void runsTabHandsTheRunToTheEditor();

private:
    // The MST schedule, saved; its results (root 1.6× slower, `slower` 2×, `faster` 0.5×, the
    // rest as predicted) beside it.
    void writeRun(Fixture& f, const std::string& slower = "-", const std::string& faster = "-");
    QString m_folder;
    QString m_results;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestMeasuredNodes::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestMeasuredNodes::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                       m_dir->filePath(QStringLiteral("settings")));
    m_folder = m_dir->filePath(QStringLiteral("run"));
    QVERIFY(QDir().mkpath(m_folder));
    m_results = m_folder + QStringLiteral("/results.json");
}

void TestMeasuredNodes::writeRun(Fixture& f, const std::string& slower, const std::string& faster) {
    QVERIFY(f.editor.newSchedule(kMst, ct::bsp::psc2Tcp()));
    QVERIFY(f.editor.saveTo(m_folder + QStringLiteral("/schedule.calltree.json")));
    const auto factor = [&](const std::string& key) {
        return key.empty() ? 1.6 : key == slower ? 2.0 : key == faster ? 0.5 : 1.0;
    };
    const auto nodes = handWrittenNodeTimes(f.doc()->schedule(), factor);
    ct::protocol::writeResults(m_results.toStdString(),
                               mstResults(*f.doc(), nodes.front().seconds, nodes));
}

void TestMeasuredNodes::nodeKeys_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("back");
    const auto row = [](const char* name, const char* key, bool valid) {
        QTest::newRow(name) << QString::fromLatin1(key) << valid
                            << (valid ? QString::fromLatin1(key) : QString());
    };
    row("root", "", true);
    row("second child", "1", true);
    row("grandchild", "1.0", true);
    row("deep", "12.3.0", true);
    row("trailing dot", "1.", false);
    row("leading dot", ".1", false);
    row("double dot", "1..2", false);
    row("negative", "-1", false);
    row("letter", "a", false);
}

void TestMeasuredNodes::nodeKeys() {
    QFETCH(QString, key);
    QFETCH(bool, valid);
    QFETCH(QString, back);
    const std::optional<NodePath> path = pathOfKey(key.toStdString());
    QCOMPARE(path.has_value(), valid);
    if (valid) QCOMPARE(QString::fromStdString(nodeKey(*path)), back);
}

void TestMeasuredNodes::predictedPerNodeInSeconds() {
    Fixture f;
    QVERIFY(f.editor.newSchedule(kMst, ct::bsp::psc2Tcp()));
    const ct::bsp::Schedule& s = f.doc()->schedule();
    QVERIFY(s.tree.children.size() >= 1);
    // psc2-tcp's row for 2 processors: s = 0.3 operations per ns (Bonorden 2002, Table 1).
    QCOMPARE(studio::test::speedOfRow(s, 2), s.machine.bsp.s(2));
    int checked = 0;
    for (const auto& w : everyNode(s)) {
        const std::optional<NodePath> path = pathOfKey(w.key);
        QVERIFY(path);
        const std::optional<double> got = predictedNodeSeconds(s, *path);
        QVERIFY(got);
        QVERIFY2(qAbs(*got - w.predictedSeconds) <= 1e-12 * w.predictedSeconds,
                 qPrintable(QStringLiteral("%1: %2 vs %3")
                                .arg(QString::fromStdString(w.key))
                                .arg(*got)
                                .arg(w.predictedSeconds)));
        ++checked;
    }
    QCOMPARE(checked, int(ct::bsp::nodeCount(s.tree)));
    // The root's is what the schedule file calls its time (time_ns) and the runner predicts.
    QCOMPARE(*predictedNodeSeconds(s, {}), f.doc()->toSeconds(s.tree.cost));
}

void TestMeasuredNodes::labelsBesidePredicted() {
    Fixture f;
    writeRun(f);
    ScheduleDrawing* d = f.editor.drawing();
    QVERIFY(!d->hasMeasurements());
    QVERIFY(d->measuredLabel({}).isEmpty());
    QVERIFY(f.editor.openMeasurements(m_results));
    QVERIFY2(d->measuredRun().matches(), qPrintable(d->measuredRun().note));
    QCOMPARE(d->measuredRun().profile, QStringLiteral("psc2-tcp"));
    QCOMPARE(d->measuredRun().nodes.size(), ct::bsp::nodeCount(f.doc()->root()));
    const double predicted = everyNode(f.doc()->schedule()).front().predictedSeconds;
    QCOMPARE(d->measuredLabel({}), QStringLiteral("pred %1 · meas %2 (1.6×)")
                                       .arg(studio::fields::formatDuration(predicted),
                                            studio::fields::formatDuration(1.6 * predicted)));
    QVERIFY2(d->measuredLabel({0}).endsWith(QStringLiteral(" (1×)")),
             qPrintable(d->measuredLabel({0})));
    QVERIFY(d->measuredNote().isEmpty());
    QCOMPARE(d->measuredLegendEntries(),
             QStringList({QStringLiteral("measured > 1.5× predicted"),
                          QStringLiteral("measured < 0.67× predicted")}));
    // The tooltip says it too.
    d->resize(900, 600);
    QSignalSpy hovered(d, &ScheduleDrawing::nodeHovered);
    const QRectF area = d->plotArea();
    // The root's own superstep is the top of the drawing (its subcalls come after it).
    const QPointF top(area.left() + 3, area.top() + 1);
    QMouseEvent move(QEvent::MouseMove, top, d->mapToGlobal(top), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QCoreApplication::sendEvent(d, &move);
    QVERIFY(!hovered.isEmpty());
    const int at =
        d->layout().boxAt(QPointF((top.x() - area.left()) / area.width() * d->layout().procs,
                                  (top.y() - area.top()) / area.height() * d->layout().height));
    QVERIFY(at >= 0);
    const QString label = d->measuredLabel(d->layout().boxes[std::size_t(at)].path);
    QVERIFY(!label.isEmpty());
    QVERIFY2(hovered.last()[1].toString().endsWith(QStringLiteral("; ") + label),
             qPrintable(hovered.last()[1].toString()));
}

void TestMeasuredNodes::farOffNodesGetAStripe() {
    Fixture f;
    QVERIFY(f.editor.newSchedule(kMst, ct::bsp::psc2Tcp()));
    ScheduleDrawing* d = f.editor.drawing();
    d->resize(900, 600);
    // Two leaves (no box inside them) tall enough to show a stripe.
    const QRectF area = d->plotArea();
    const auto& boxes = d->layout().boxes;
    const double sx = area.width() / d->layout().procs, sy = area.height() / d->layout().height;
    std::vector<std::pair<std::string, QPointF>> leaves;
    for (const ScheduleBox& b : boxes) {
        if (!nodeAt(f.doc()->root(), b.path).children.empty() || b.rect.height() * sy < 6) continue;
        // Parallel instances share their node (and its measurement): one of each.
        if (std::any_of(leaves.begin(), leaves.end(),
                        [&](const auto& l) { return l.first == nodeKey(b.path); }))
            continue;
        leaves.emplace_back(nodeKey(b.path), QPointF(area.left() + b.rect.left() * sx + 2,
                                                     area.top() + b.rect.center().y() * sy));
    }
    QVERIFY2(leaves.size() >= 2, qPrintable(QString::number(leaves.size())));
    const QColor slowFill = pixelAt(d, leaves[0].second);
    const QColor fastFill = pixelAt(d, leaves[1].second);
    writeRun(f, leaves[0].first, leaves[1].first);
    QVERIFY(f.editor.openMeasurements(m_results));
    QCOMPARE(pixelAt(d, leaves[0].second), QColor(214, 39, 40));   // slower than 1.5×
    QCOMPARE(pixelAt(d, leaves[1].second), QColor(31, 119, 180));  // faster than 0.67×
    QCOMPARE(deviationOf(2.0), Deviation::Slower);
    QCOMPARE(deviationOf(0.5), Deviation::Faster);
    QCOMPARE(deviationOf(1.49), Deviation::Near);
    QCOMPARE(deviationOf(0.68), Deviation::Near);
    // Hidden again with the toggle: the algorithm's colour.
    f.editor.action(QStringLiteral("actionMeasuredTimes"))->trigger();
    QCOMPARE(pixelAt(d, leaves[0].second), slowFill);
    QCOMPARE(pixelAt(d, leaves[1].second), fastFill);
}

void TestMeasuredNodes::toggleHidesMeasured() {
    Fixture f;
    writeRun(f);
    QAction* toggle = f.editor.action(QStringLiteral("actionMeasuredTimes"));
    QVERIFY(toggle);
    QVERIFY(f.editor.viewActions().contains(toggle));
    QCOMPARE(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_M));
    QVERIFY(toggle->isCheckable());
    QVERIFY(!toggle->isEnabled());  // nothing measured yet
    QVERIFY(f.editor.openMeasurements(m_results));
    QVERIFY(toggle->isEnabled());
    QVERIFY(toggle->isChecked());
    ScheduleDrawing* d = f.editor.drawing();
    d->resize(900, 600);
    const double legendWith = d->height() - d->plotArea().height();
    QVERIFY(!d->measuredLabel({}).isEmpty());
    toggle->trigger();
    QVERIFY(!d->showsMeasured());
    QVERIFY(d->measuredLabel({}).isEmpty());
    QVERIFY(d->measuredLegendEntries().isEmpty());
    QVERIFY(d->height() - d->plotArea().height() <= legendWith);
    toggle->trigger();
    QVERIFY(d->showsMeasured());
    QVERIFY(!d->measuredLabel({}).isEmpty());
}

void TestMeasuredNodes::anotherSizeGetsANote() {
    Fixture f;
    writeRun(f);
    QVERIFY(f.editor.openMeasurements(m_results));
    ScheduleDrawing* d = f.editor.drawing();
    QVERIFY(d->measuredRun().matches());
    // Another size: the measurements stay, with a note saying what ran and what is open.
    QVERIFY(f.editor.newSchedule({ct::Problem::MST, ct::bsp::Input{{200, 600}}, 2, 2},
                                 ct::bsp::psc2Tcp()));
    QVERIFY(!d->measuredRun().matches());
    const QString note = d->measuredNote();
    QVERIFY2(note.contains(QStringLiteral("another schedule or size")), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("nodes=100,edges=300")), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("nodes=200,edges=600")), qPrintable(note));
    QVERIFY(d->measuredLabel({}).isEmpty());
    QVERIFY(d->measuredLegendEntries().isEmpty());
    // The note takes room below the plot, not the boxes' place.
    d->resize(900, 600);
    const double withNote = d->plotArea().height();
    f.editor.action(QStringLiteral("actionMeasuredTimes"))->trigger();
    QVERIFY(d->measuredNote().isEmpty());
    QVERIFY(d->plotArea().height() > withNote);
    f.editor.action(QStringLiteral("actionMeasuredTimes"))->trigger();
    // The same tree again (a new, unsaved document): measured beside predicted again.
    QVERIFY(f.editor.newSchedule(kMst, ct::bsp::psc2Tcp()));
    QVERIFY2(d->measuredRun().matches(), qPrintable(d->measuredRun().note));
    QVERIFY(!d->measuredLabel({}).isEmpty());
}

void TestMeasuredNodes::withoutTheRunsScheduleTheProfileNameDecides() {
    Fixture f;
    writeRun(f);
    QVERIFY(QFile::remove(m_folder + QStringLiteral("/schedule.calltree.json")));
    QVERIFY(f.editor.openMeasurements(m_results));
    ScheduleDrawing* d = f.editor.drawing();
    QVERIFY2(d->measuredRun().matches(), qPrintable(d->measuredRun().note));
    // Predicted under another profile than the open schedule's: no numbers that would mislead.
    ct::protocol::ResultsDocument other = ct::protocol::loadResults(m_results.toStdString());
    other.cases[0].predictedProfile = "psc2-sci";
    f.editor.showMeasurements(other, m_results);
    QVERIFY(!d->measuredRun().matches());
    QVERIFY2(d->measuredNote().contains(QStringLiteral("psc2-sci")), qPrintable(d->measuredNote()));
    // A node the open schedule does not have.
    other.cases[0].predictedProfile = "psc2-tcp";
    other.cases[0].nodeTimes.push_back({"7.7.7", 1e-3, 1});
    f.editor.showMeasurements(other, m_results);
    QVERIFY2(d->measuredNote().contains(QStringLiteral("\"7.7.7\"")),
             qPrintable(d->measuredNote()));
}

void TestMeasuredNodes::resultsWithoutNodeTimesAreRefused() {
    Fixture f;
    writeRun(f);
    ct::protocol::ResultsDocument bare = ct::protocol::loadResults(m_results.toStdString());
    bare.cases[0].nodeTimes.clear();
    ct::protocol::writeResults(m_results.toStdString(), bare);
    QVERIFY(!f.editor.openMeasurements(m_results));
    QCOMPARE(f.messages.size(), std::size_t(1));
    QVERIFY(f.messages[0].text.contains(QStringLiteral("no times per node")));
    QVERIFY(!f.editor.drawing()->hasMeasurements());
    QVERIFY(!f.editor.action(QStringLiteral("actionMeasuredTimes"))->isEnabled());
    // A file that is not results at all: the reader's message, naming the file.
    const QString broken = writeFile(*m_dir, QStringLiteral("broken.json"), "{\"format\": 1}");
    QVERIFY(!f.editor.openMeasurements(broken));
    QCOMPARE(f.messages.size(), std::size_t(2));
    QVERIFY2(f.messages[1].text.contains(QStringLiteral("format")), qPrintable(f.messages[1].text));
}

void TestMeasuredNodes::runsTabHandsTheRunToTheEditor() {
    Fixture f;
    writeRun(f, "0");
    studio::runs::RunsWorkspace runs(&f.editor);
    QVERIFY(openAndWait(runs, m_results));
    ScheduleDrawing* d = f.editor.drawing();
    QVERIFY(d->hasMeasurements());
    QVERIFY2(d->measuredRun().matches(), qPrintable(d->measuredRun().note));
    QVERIFY(d->measuredLabel({0}).endsWith(QStringLiteral("(2×)")));
    QVERIFY(f.editor.action(QStringLiteral("actionMeasuredTimes"))->isEnabled());
}

QTEST_MAIN(TestMeasuredNodes)
#include "tst_measured_nodes.moc"
