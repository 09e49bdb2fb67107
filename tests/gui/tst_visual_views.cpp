// The visualization widgets rendered offscreen: the workspace's timeline, tree and animation
// agree with the scenario; every view exports PNG, SVG and PDF (the timeline also Chrome trace
// JSON); GIF animations decode back; compare mode, predictions and measured charts fill in.
#include <qcustomplot.h>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QScatterSeries>
#include <QSet>
#include <QSlider>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <fstream>

#include "fields/number_format.h"
#include "visual/algorithm_summary.h"
#include "visual/animation_bar.h"
#include "visual/animation_controller.h"
#include "visual/best_map_view.h"
#include "visual/compare_view.h"
#include "visual/gif_encoder.h"
#include "visual/measured_view.h"
#include "visual/prediction_view.h"
#include "visual/timeline_plottable.h"
#include "visual/timeline_view.h"
#include "visual/tree_graph_view.h"
#include "visual/view_export.h"
#include "visual/visual_parameters.h"
#include "visual/visualization_workspace.h"

using namespace studio;

namespace {

// Pixels that are not (nearly) white: the image shows something.
int inkPixels(const QImage& image) {
    int n = 0;
    const QImage img = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            if (qGray(img.pixel(x, y)) < 240) ++n;
    return n;
}

// How many of the chart's axes print labels: each drawn with and without them, the labels count
// when the two drawings differ (Qt 6.4 printed none for a localized "%g").
int labelledAxes(QChartView* view) {
    view->resize(800, 320);
    int labelled = 0;
    for (QAbstractAxis* axis : view->chart()->axes()) {
        const QImage with = view->grab().toImage();
        axis->setLabelsVisible(false);
        const QImage without = view->grab().toImage();
        axis->setLabelsVisible(true);
        if (with != without) ++labelled;
    }
    return labelled;
}

void setParams(VisualizationWorkspace& w, const char* algorithm, int procs,
               std::uint64_t bytes = 1) {
    VisualParameters p = w.parameterPanel()->parameters();
    p.algorithm = algorithm;
    p.procs = procs;
    p.bytes = bytes;
    w.parameterPanel()->setParameters(p);  // reports at once: the workspace rebuilds
}

}  // namespace

class TestVisualViews : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void timelineDrawsTheScenario();
    void hoverAndClickFindMessages();
    void zoomHistoryAndFit();
    void treeFollowsTheCursor();
    void highlightedPathShowsOnTheTreeUpToTheCursor();
    void bigTreeIsRadialAndSearchable();
    void reductionTreeLightsUpTowardsTheRoot();
    void animationStepsAndCounts();
    void nonTreeProgramsShowATimelineOnly();
    void invalidParametersShowCoresMessage();
    void bigTimelineMergesAndCapsWires();
    void exportsEveryFormat_data();
    void exportsEveryFormat();
    void exportRejectsUnknownFormat();
    void chromeTraceExport();
    void gifRoundTrip();
    void animationExports();
    void compareMode();
    void mapColoursFollowNamesAndShowTies();
    void mapDrawsTheCrossover();
    void emptyCompareColumnHasNoAxes();
    void panelDisabledWherePagesIgnoreIt();
    void sizeAwareProfileShowsTheRangeInUse();
    void streamGapIsShownAndCharged();
    void predictionChart();
    void measuredChart();

private:
    std::unique_ptr<VisualizationWorkspace> m_w;
    QTemporaryDir m_dir;
};

void TestVisualViews::initTestCase() {
    m_w = std::make_unique<VisualizationWorkspace>();
    m_w->resize(1300, 850);
    m_w->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
    QVERIFY(m_dir.isValid());
}

void TestVisualViews::timelineDrawsTheScenario() {
    setParams(*m_w, "optimal", 16);
    QVERIFY(m_w->scenario());
    QCOMPARE(m_w->scenario()->timeline.messages.size(), std::size_t(15));
    QCustomPlot* plot = m_w->timelineView()->plot();
    const QPixmap pixmap = plot->toPixmap(900, 500);
    const auto stats = m_w->timelineView()->plottable()->stats();
    QCOMPARE(stats.wires, 15);  // every message's wire is a line of its own at this size
    QVERIFY(!stats.wiresOmitted);
    // 30 overhead boxes (a send and a receive per message) plus 16 idle lanes.
    QCOMPARE(stats.rects, 30 + 16);
    QVERIFY(inkPixels(pixmap.toImage()) > 5000);
    // Drawing again at the same range and size reuses the geometry.
    const int rebuilds = stats.rebuilds;
    plot->toPixmap(900, 500);
    QCOMPARE(m_w->timelineView()->plottable()->stats().rebuilds, rebuilds);
    QVERIFY(plot->xAxis->label().contains(QStringLiteral("cycles")));
}

void TestVisualViews::hoverAndClickFindMessages() {
    setParams(*m_w, "optimal", 16);
    TimelineView* view = m_w->timelineView();
    QCustomPlot* plot = view->plot();
    plot->replot(QCustomPlot::rpImmediateRefresh);
    // The root's first send box: rank 0 in [0, 2].
    const QPointF first(plot->xAxis->coordToPixel(1), plot->yAxis->coordToPixel(0));
    const QString tip = view->toolTipAt(first);
    QVERIFY2(tip.contains(QStringLiteral("rank 0")), qPrintable(tip));
    QVERIFY(view->toolTipAt(QPointF(plot->xAxis->coordToPixel(3), plot->yAxis->coordToPixel(0)))
                .isEmpty());
    // The last message to rank 15 travels a path as long as rank 15's depth.
    const auto& scenario = *m_w->scenario();
    const std::uint32_t m = scenario.tree->edgeMessage[15];
    view->highlightMessage(m);
    int depth = 0;
    for (ct::Rank r = 15; r != scenario.tree->tree.root(); r = scenario.tree->tree.parent(r))
        ++depth;
    QCOMPARE(int(view->plottable()->highlight().size()), depth);
    QCOMPARE(view->plottable()->highlight().back(), m);
    view->highlightMessage(kNoMessage);
    QVERIFY(view->plottable()->highlight().empty());
}

void TestVisualViews::zoomHistoryAndFit() {
    TimelineView* view = m_w->timelineView();
    view->fit();
    const ViewRange whole = view->view();
    // A user's zoom (range changes, as the wheel makes them) enters the history once it settles.
    view->plot()->xAxis->setRange(5, 10);
    view->plot()->xAxis->setRange(5, 9);
    view->plot()->xAxis->setRange(5, 10);
    QTRY_VERIFY(view->history().canBack());
    QCOMPARE(view->history().size(), std::size_t(2));
    QVERIFY(view->history().canBack());
    view->back();
    QCOMPARE(view->view(), whole);
    view->forward();
    QCOMPARE(view->view().xlo, 5.0);
}

void TestVisualViews::treeFollowsTheCursor() {
    setParams(*m_w, "optimal", 16);
    TreeGraphView* tree = m_w->treeView();
    QCOMPARE(tree->nodeCount(), 16);
    QCOMPARE(tree->edgeCount(), 15);
    QCOMPARE(tree->shape(), TreeShape::Layered);
    QCOMPARE(tree->litNodeCount(), 16);  // a new run shows its end
    m_w->animation()->setTime(0);
    QCOMPARE(tree->litNodeCount(), 1);
    QCOMPARE(tree->visibleEdgeCount(), 1);  // the root's first send starts at 0
    m_w->animation()->setTime(10);
    QCOMPARE(tree->litNodeCount(), 2);
    // (P_i, T_i) labels for the optimal tree, in tooltips too.
    QVERIFY(tree->nodeToolTip(0).contains(QStringLiteral("(P_i, T_i)")));
    // The root sits above its children in the layered layout.
    QVERIFY(tree->nodeCentre(0).y() < tree->nodeCentre(1).y());
    m_w->animation()->setTime(m_w->animation()->total());
    QCOMPARE(tree->visibleEdgeCount(), 15);
}

void TestVisualViews::highlightedPathShowsOnTheTreeUpToTheCursor() {
    setParams(*m_w, "optimal", 16);
    const auto& scenario = *m_w->scenario();
    const auto& msgs = scenario.timeline.messages;
    // The path to the deepest rank, read off the tree: the message on each edge up to the root.
    const auto& shape = scenario.tree->tree;
    std::vector<std::uint32_t> path;
    ct::Rank deepest = 0;
    for (ct::Rank leaf = 0; leaf < shape.ranks(); ++leaf) {
        std::vector<std::uint32_t> up;
        for (ct::Rank r = leaf; r != shape.root(); r = shape.parent(r))
            up.push_back(scenario.tree->edgeMessage[static_cast<std::size_t>(r)]);
        if (up.size() > path.size()) path = up, deepest = leaf;
    }
    QVERIFY(path.size() >= 3);
    TreeGraphView* tree = m_w->treeView();
    TimelineView* timeline = m_w->timelineView();
    m_w->animation()->setTime(m_w->animation()->total());
    timeline->highlightMessage(scenario.tree->edgeMessage[static_cast<std::size_t>(deepest)]);
    QCOMPARE(tree->highlightedEdgeCount(), int(path.size()));
    // At each cursor, only what was sent by then: edges whose message has left, boxes begun.
    for (const std::uint32_t m : path) {
        const double t = msgs[m].sendStart + 0.5;
        m_w->animation()->setTime(t);
        int edges = 0, boxes = 0;
        for (const std::uint32_t p : path) {
            edges += msgs[p].sendStart <= t;
            boxes += (msgs[p].sendStart <= t) + (msgs[p].recvStart <= t);
        }
        QCOMPARE(tree->highlightedEdgeCount(), edges);
        timeline->plot()->replot(QCustomPlot::rpImmediateRefresh);
        QCOMPARE(timeline->plottable()->stats().highlightBoxes, boxes);
    }
    QVERIFY(tree->highlightedEdgeCount() < int(path.size()) || msgs[path.front()].sendStart < 0.5);
    timeline->highlightMessage(kNoMessage);
    QCOMPARE(tree->highlightedEdgeCount(), 0);
    m_w->animation()->setTime(m_w->animation()->total());
}

void TestVisualViews::bigTreeIsRadialAndSearchable() {
    setParams(*m_w, "optimal", 4096);
    TreeGraphView* tree = m_w->treeView();
    QCOMPARE(tree->nodeCount(), 4096);
    QCOMPARE(tree->shape(), TreeShape::Radial);
    QVERIFY(tree->focusRank(4000));
    QVERIFY(!tree->focusRank(4096));
    QImage image(600, 400, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    tree->render(&painter);
    painter.end();
    QVERIFY(inkPixels(image) > 1000);
    setParams(*m_w, "optimal", 16);
}

void TestVisualViews::reductionTreeLightsUpTowardsTheRoot() {
    setParams(*m_w, "ompi-reduce-binomial", 8, 64);
    QVERIFY(m_w->scenario());
    QVERIFY(m_w->scenario()->tree && m_w->scenario()->tree->reduction);
    TreeGraphView* tree = m_w->treeView();
    QCOMPARE(tree->nodeCount(), 8);
    QCOMPARE(tree->edgeCount(), 7);
    // At 0 the ranks that receive nothing (the leaves) hold their data; the root lights last.
    m_w->animation()->setTime(0);
    int leaves = 0;
    for (double h : m_w->scenario()->holdTime)
        leaves += h <= 0;
    QVERIFY(leaves >= 4);
    QCOMPARE(tree->litNodeCount(), leaves);
    const double rootHolds = m_w->scenario()->holdTime[0];
    for (double h : m_w->scenario()->holdTime)
        QVERIFY(h <= rootHolds);
    m_w->animation()->setTime(rootHolds);
    QCOMPARE(tree->litNodeCount(), 8);
    setParams(*m_w, "optimal", 16);
}

void TestVisualViews::animationStepsAndCounts() {
    setParams(*m_w, "binomial", 8);
    AnimationController* a = m_w->animation();
    a->setTime(0);
    a->stepNext();
    const double first = a->time();
    QVERIFY(first > 0);
    a->stepNext();
    QVERIFY(a->time() > first);
    a->setTime(a->total());
    QVERIFY(m_w->animationBar()->counterLabel()->text().contains(QStringLiteral("8 / 8")));
    a->setTime(0);
    QVERIFY(m_w->animationBar()->counterLabel()->text().contains(QStringLiteral("1 / 8")));
    QCOMPARE(m_w->animationBar()->slider()->value(), 0);
    // Playing: advancing by the whole base duration at 1× reaches the end and pauses.
    a->play();
    QVERIFY(a->playing());
    a->advance(AnimationController::kBaseSeconds);
    QCOMPARE(a->time(), a->total());
    QVERIFY(!a->playing());
    // The slider scrubs.
    m_w->animationBar()->slider()->setValue(AnimationBar::kSliderSteps / 2);
    QCOMPARE(a->time(), a->total() / 2);
}

void TestVisualViews::nonTreeProgramsShowATimelineOnly() {
    setParams(*m_w, "textbook-allgather-ring", 8, 8);
    QVERIFY(m_w->scenario());
    QVERIFY(!m_w->treeView()->hasTree());
    QVERIFY(!m_w->treeView()->isVisibleTo(m_w.get()));  // the timeline takes the room
    QCOMPARE(m_w->scenario()->timeline.messages.size(), std::size_t(56));
    m_w->timelineView()->plot()->toPixmap(800, 400);
    QCOMPARE(m_w->timelineView()->plottable()->stats().wires > 0, true);
    setParams(*m_w, "binomial", 8);
    QVERIFY(m_w->treeView()->isVisibleTo(m_w.get()));
}

void TestVisualViews::invalidParametersShowCoresMessage() {
    setParams(*m_w, "textbook-allgather-hypercube", 6);  // needs a power of two
    QVERIFY(!m_w->scenario());
    QVERIFY(!m_w->errorText().isEmpty());
    setParams(*m_w, "optimal", 16);
    QVERIFY(m_w->scenario());
    QVERIFY(m_w->errorText().isEmpty());
}

void TestVisualViews::bigTimelineMergesAndCapsWires() {
    setParams(*m_w, "textbook-allgather-ring", 256, 256);
    QCOMPARE(m_w->scenario()->timeline.messages.size(), std::size_t(256 * 255));
    m_w->timelineView()->plot()->toPixmap(800, 500);
    const auto stats = m_w->timelineView()->plottable()->stats();
    QVERIFY(stats.wires <= TimelinePlottable::kMaxWires);
    // Far fewer boxes than the 130 560 events: sub-pixel neighbours merged.
    QVERIFY(stats.rects < 256 * 400);
    QVERIFY(stats.rects >= 256);
    setParams(*m_w, "optimal", 16);
}

void TestVisualViews::exportsEveryFormat_data() {
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("suffix");
    for (const char* view : {"timeline", "tree", "map", "prediction"})
        for (const char* suffix : {"png", "svg", "pdf"})
            QTest::addRow("%s.%s", view, suffix)
                << QString::fromLatin1(view) << QString::fromLatin1(suffix);
}

void TestVisualViews::exportsEveryFormat() {
    QFETCH(QString, view);
    QFETCH(QString, suffix);
    QWidget* widget = nullptr;
    if (view == QStringLiteral("timeline")) widget = m_w->timelineView()->plot();
    if (view == QStringLiteral("tree")) widget = m_w->treeView();
    if (view == QStringLiteral("map")) {
        m_w->compareView()->computeMap();
        widget = m_w->compareView()->mapView();
        widget->resize(560, 300);
    }
    if (view == QStringLiteral("prediction")) {
        widget = m_w->predictionView()->chartView();
        widget->resize(600, 400);
    }
    const QString path = m_dir.filePath(view + QStringLiteral(".") + suffix);
    QCOMPARE(exportView(widget, path), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.size() > 500);
    if (suffix == QStringLiteral("png")) {
        const QImage image = QImage::fromData(bytes, "PNG");
        QVERIFY(!image.isNull());
        QVERIFY(inkPixels(image) > 500);
    } else if (suffix == QStringLiteral("svg")) {
        QVERIFY(bytes.contains("<svg"));
    } else {
        QVERIFY(bytes.startsWith("%PDF"));
    }
}

void TestVisualViews::exportRejectsUnknownFormat() {
    const QString path = m_dir.filePath(QStringLiteral("x.bmpx"));
    QVERIFY(!exportView(m_w->treeView(), path).isEmpty());
    QVERIFY(!QFile::exists(path));
}

void TestVisualViews::chromeTraceExport() {
    setParams(*m_w, "optimal", 16);
    const QString path = m_dir.filePath(QStringLiteral("trace.json"));
    QCOMPARE(m_w->timelineView()->exportChromeTrace(path), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    // The scenario on screen, exported: a slice per operation, a flow start and end per
    // message, a named thread per rank, its total.
    const auto scenario = m_w->scenario();
    QVERIFY(scenario);
    QVERIFY(doc.isObject());
    const QJsonArray events = doc.object().value(QStringLiteral("traceEvents")).toArray();
    qsizetype slices = 0, flows = 0, threads = 0;
    for (const QJsonValue& e : events) {
        const QString ph = e.toObject().value(QStringLiteral("ph")).toString();
        slices += ph == QStringLiteral("X");
        flows += ph == QStringLiteral("s") || ph == QStringLiteral("f");
        threads +=
            ph == QStringLiteral("M") &&
            e.toObject().value(QStringLiteral("name")).toString() == QStringLiteral("thread_name");
    }
    QCOMPARE(slices, qsizetype(scenario->program.allOps().size()));
    QCOMPARE(flows, qsizetype(2 * scenario->program.messageCount()));
    QCOMPARE(threads, qsizetype(16));
    QCOMPARE(doc.object()
                 .value(QStringLiteral("otherData"))
                 .toObject()
                 .value(QStringLiteral("total"))
                 .toDouble(),
             scenario->timeline.total);
}

void TestVisualViews::gifRoundTrip() {
    // Three frames: flat colours of the palette and a noisy one long enough to reset the LZW
    // table (more than 4096 codes).
    const QSize size(120, 90);
    QImage red(size, QImage::Format_RGB32), blue(size, QImage::Format_RGB32),
        noise(size, QImage::Format_RGB32);
    red.fill(qRgb(255, 0, 0));
    blue.fill(qRgb(0, 0, 255));
    quint32 seed = 12345;
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < size.width(); ++x) {
            seed = seed * 1664525u + 1013904223u;
            noise.setPixel(x, y, GifEncoder::paletteColour(int(seed >> 24)));
        }
    const QString path = m_dir.filePath(QStringLiteral("t.gif"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        GifEncoder gif(&file, size, 10);
        QVERIFY(gif.addFrame(red));
        QVERIFY(gif.addFrame(blue));
        QVERIFY(gif.addFrame(noise));
        QVERIFY(gif.finish());
        QCOMPARE(gif.frames(), 3);
    }
    // Qt's GIF reader decodes the frames in order, each read() giving the next one (it cannot
    // jump, so only read() is used); every pixel of every frame must come back, then nothing.
    QImageReader reader(path, "gif");
    QVERIFY(reader.supportsAnimation());
    QCOMPARE(reader.imageCount(), 3);
    const QImage* expected[] = {&red, &blue, &noise};
    for (int frame = 0; frame < 3; ++frame) {
        const QImage got = reader.read();
        QVERIFY2(!got.isNull(), qPrintable(reader.errorString()));
        QCOMPARE(reader.currentImageNumber(), frame);
        QCOMPARE(got.size(), size);
        for (int y = 0; y < size.height(); ++y)
            for (int x = 0; x < size.width(); ++x)
                if ((got.pixel(x, y) & 0xffffff) != (expected[frame]->pixel(x, y) & 0xffffff))
                    QFAIL(qPrintable(QStringLiteral("frame %1 pixel (%2, %3): %4 instead of %5")
                                         .arg(frame)
                                         .arg(x)
                                         .arg(y)
                                         .arg(got.pixel(x, y) & 0xffffff, 6, 16)
                                         .arg(expected[frame]->pixel(x, y) & 0xffffff, 6, 16)));
    }
    QVERIFY(!reader.canRead());
    QVERIFY(reader.read().isNull());
}

void TestVisualViews::animationExports() {
    setParams(*m_w, "optimal", 16);
    const QString gif = m_dir.filePath(QStringLiteral("anim.gif"));
    QCOMPARE(m_w->exportAnimation(gif, 5), QString());
    QImageReader reader(gif, "gif");
    QCOMPARE(reader.imageCount(), 5);
    const QString frames = m_dir.filePath(QStringLiteral("frames"));
    QCOMPARE(m_w->exportAnimation(frames, 4), QString());
    QCOMPARE(QDir(frames).entryList({QStringLiteral("frame_*.png")}).size(), 4);
    // The first frame shows time 0 (only the root holds the data), the last the end.
    const QImage first(QDir(frames).filePath(QStringLiteral("frame_0000.png")));
    const QImage last(QDir(frames).filePath(QStringLiteral("frame_0003.png")));
    QVERIFY(!first.isNull());
    QVERIFY(first != last);
}

void TestVisualViews::compareMode() {
    setParams(*m_w, "optimal", 16);
    CompareView* c = m_w->compareView();
    QVERIFY(!c->isVisible());  // hidden page: its columns wait for it to be shown
    m_w->pages()->setCurrentWidget(c);
    QVERIFY(c->isVisible());
    QVERIFY(c->completionTimes()[0] > 0);
    c->setAlgorithms({"optimal", "binomial", "", ""});
    const auto times = c->completionTimes();
    QCOMPARE(times.size(), std::size_t(4));
    QVERIFY(times[0] > 0);
    QVERIFY(times[1] >= times[0]);  // Shou & Chen's (1996) tree is optimal
    QCOMPARE(times[2], -1.0);
    QVERIFY(c->columnTimeText(0).contains(QStringLiteral("fastest")));
    // One time scale for all columns.
    QCOMPARE(c->timeline(0)->view().xhi, c->timeline(1)->view().xhi);
    c->computeMap();
    QCOMPARE(c->mapView()->map().algorithms.size(), std::size_t(2));
    QCOMPARE(c->mapView()->map().best.size(), defaultRatios().size() * defaultProcs().size());
    for (int b : c->mapView()->map().best)
        QVERIFY(b == 0);  // the optimal tree always wins
}

void TestVisualViews::mapColoursFollowNamesAndShowTies() {
    // The same machine as the panel's default; P = 2 (every tree is one message: a tie), 16, 64.
    const ct::AlgorithmParams base = VisualParameters{}.toAlgorithmParams();
    BestMapView view;
    view.resize(700, 320);
    const auto check = [&](const std::vector<std::string>& names) {
        view.setMap(computeBestMap(names, base, defaultRatios(), {2, 16, 64}));
        const QImage image = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
        const BestMap& map = view.map();
        int single = 0, ties = 0;
        for (std::size_t r = 0; r < map.procs.size(); ++r)
            for (std::size_t c = 0; c < map.ratios.size(); ++c) {
                const QRect cell = view.cellRect(r, c).toAlignedRect().adjusted(2, 2, -2, -2);
                // The crossover line crosses one column (mapDrawsTheCrossover checks it).
                if (cell.adjusted(-3, 0, 3, 0).contains(int(view.crossoverX()), cell.center().y()))
                    continue;
                QSet<QRgb> colours;
                for (int y = cell.top(); y <= cell.bottom(); ++y)
                    for (int x = cell.left(); x <= cell.right(); ++x)
                        colours.insert(image.pixel(x, y));
                if (map.tieAt(r, c)) {
                    ++ties;
                    QVERIFY2(colours.size() > 1, "a tie is hatched");
                } else {
                    ++single;
                    const std::string& winner = map.algorithms[std::size_t(map.at(r, c))];
                    QCOMPARE(colours.size(), qsizetype(1));
                    QCOMPARE(QColor(*colours.begin()), BestMapView::algorithmColour(winner));
                }
            }
        // On 2 ranks both trees send the one message: the whole row ties.
        for (std::size_t c = 0; c < map.ratios.size(); ++c)
            QVERIFY(map.tieAt(0, c));
        QVERIFY(single > 0 && ties > 0);  // both kinds drawn (cells under the line are skipped)
        QVERIFY(view.legendEntries().contains(QStringLiteral("tie")));
    };
    check({"fibonacci", "binomial"});
    // In the other order, and beside a third algorithm, each keeps its colour.
    check({"binomial", "fibonacci"});
    check({"flat", "binomial", "fibonacci"});
    QVERIFY(BestMapView::algorithmColour("binomial") != BestMapView::algorithmColour("fibonacci"));
}

void TestVisualViews::mapDrawsTheCrossover() {
    BestMapView view;
    view.resize(700, 320);
    const auto ratios = defaultRatios();
    view.setMap(computeBestMap({"fibonacci", "binomial"}, VisualParameters{}.toAlgorithmParams(),
                               ratios, {8, 16}));
    // Gu, Li & Liu (2002): 0.3884 = 1/0.72022 − 1 lies between two of the map's columns.
    const double crossover = 1 / 0.72022 - 1;
    std::size_t c = 0;
    while (ratios[c + 1] < crossover)
        ++c;
    const double x = view.crossoverX();
    QVERIFY2(view.cellRect(0, c).center().x() < x && x < view.cellRect(0, c + 1).center().x(),
             qPrintable(QString::number(x)));
    // The line is drawn there: dark pixels down that column of the image.
    const QImage image = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QRectF area = view.cellRect(0, 0).united(view.cellRect(1, ratios.size() - 1));
    int dark = 0;
    for (int y = int(area.top()) + 1; y < int(area.bottom()); ++y)
        dark += qGray(image.pixel(int(std::lround(x)), y)) < 40;
    QVERIFY2(dark > area.height() / 4, qPrintable(QString::number(dark)));
    QVERIFY(view.legendEntries().last().contains(QStringLiteral("0.3884")));
    // The caption under the compare columns says what the line is and why the map differs.
    QLabel* note = nullptr;
    for (QLabel* l : m_w->compareView()->findChildren<QLabel*>())
        if (l->text().contains(QStringLiteral("0.3884"))) note = l;
    QVERIFY(note);
    QVERIFY(note->text().contains(QStringLiteral("exact times")));
}

void TestVisualViews::emptyCompareColumnHasNoAxes() {
    setParams(*m_w, "optimal", 16);
    CompareView* c = m_w->compareView();
    m_w->pages()->setCurrentWidget(c);
    c->setAlgorithms({"optimal", "", "binomial", ""});
    QCOMPARE(c->timeline(0)->plot()->xAxis->label(), QStringLiteral("time (cycles)"));
    QVERIFY(c->timeline(0)->plot()->xAxis->visible());
    for (int column : {1, 3}) {
        QVERIFY(!c->timeline(column)->plot()->xAxis->visible());
        QVERIFY(!c->timeline(column)->plot()->yAxis->visible());
        QVERIFY(c->timeline(column)->plot()->xAxis->label().isEmpty());
    }
    c->setAlgorithms({"optimal", "fibonacci", "binomial", ""});
    QVERIFY(c->timeline(1)->plot()->xAxis->visible());
    m_w->pages()->setCurrentIndex(0);
}

void TestVisualViews::panelDisabledWherePagesIgnoreIt() {
    const struct {
        int page;
        bool used;
    } pages[] = {{0, true}, {1, true}, {2, false}, {3, false}, {0, true}};
    for (const auto& p : pages) {
        m_w->pages()->setCurrentIndex(p.page);
        QCOMPARE(m_w->pageUsesPanel(), p.used);
        QCOMPARE(m_w->parameterPanel()->isEnabled(), p.used);
        QCOMPARE(m_w->parameterPanel()->toolTip().isEmpty(), p.used);
    }
}

void TestVisualViews::sizeAwareProfileShowsTheRangeInUse() {
    // A calibration-like profile in µs: small messages eager, from 4 KiB a slower rendezvous.
    ct::bsp::MachineProfile m;
    m.name = "two-range";
    m.kind = ct::bsp::ModelKind::LogGP;
    ct::LogGP small = ct::LogGP::logp(5, 1, 2);
    small.G = 0.001;
    small.oRecv = 1.5;
    ct::LogGP large = ct::LogGP::logp(50, 10, 20);
    large.G = 0.01;
    large.oRecv = 12;
    m.logp.ranges = {ct::LogGPRange{0, small, {}, {}, 0}, ct::LogGPRange{4096, large, {}, {}, 0}};
    m.logp.setShared("us", 0);
    VisualParameters p = m_w->parameterPanel()->parameters();
    p.algorithm = "binomial";
    p.procs = 8;
    p.bytes = 64;
    QCOMPARE(applyMachineProfile(p, m), std::nullopt);
    QVERIFY(p.profile);
    VisualParameterPanel* panel = m_w->parameterPanel();
    panel->setParameters(p);
    // The boxes show the range for 64 bytes, read-only, and the note says which one.
    QCOMPARE(panel->latencyBox()->value(), 5.0);
    QCOMPARE(panel->gapPerByteBox()->value(), 0.001);
    QVERIFY(!panel->latencyBox()->isEnabled());
    auto* note = panel->findChild<QLabel*>(QStringLiteral("profileRangeNote"));
    QVERIFY(note && note->isVisibleTo(panel));
    QVERIFY2(note->text().contains(QStringLiteral("range 1")), qPrintable(note->text()));
    QVERIFY(!panel->streamGapBox()->isVisibleTo(panel));  // this profile has no stream gap
    // Sizes in the language's digits ("4,096" in English, "4096" in the C locale).
    QVERIFY2(note->toolTip().contains(
                 QStringLiteral("from %1 bytes: L = 50").arg(QLocale().toString(4096))),
             qPrintable(note->toolTip()));
    // The simulation uses that range, o_r included (not a second set of values).
    QCOMPARE(m_w->scenario()->params.model.L, 5.0);
    QCOMPARE(m_w->scenario()->params.model.oRecv, 1.5);
    // 8 KiB falls in the second range: the boxes, the note and the simulation follow.
    panel->bytesField()->setValue(8192);
    QCOMPARE(panel->latencyBox()->value(), 50.0);
    QCOMPARE(panel->gapBox()->value(), 20.0);
    QVERIFY(note->text().contains(QStringLiteral("range 2")));
    QTRY_COMPARE(m_w->scenario()->params.model.L, 50.0);
    QCOMPARE(m_w->scenario()->params.model.oRecv, 12.0);
    // The binomial broadcast on 8 ranks: 3 rounds of o_s + L + G·(m − 1) + o_r, as the
    // profile's second range costs them.
    const double round = 10 + 50 + 0.01 * (8192 - 1) + 12;
    QVERIFY2(std::abs(m_w->scenario()->timeline.total - 3 * round) < 1e-6,
             qPrintable(QString::number(m_w->scenario()->timeline.total)));
    // A preset leaves the profile: the values are the user's to type again.
    VisualParameters typed = panel->parameters();
    typed.profile.reset();
    typed.L = 6, typed.o = 2, typed.g = 4, typed.G = 0, typed.unit = "cycles";
    panel->setParameters(typed);
    QVERIFY(panel->latencyBox()->isEnabled());
    QVERIFY(!note->isVisibleTo(panel));
    QVERIFY(!panel->parameters().profile);
    setParams(*m_w, "optimal", 16);
}

// A profile with a stream gap g_s: the panel shows the g_s of the range in use, read-only, the
// note and its tooltip name it, and the simulation and the formula check both charge it.
void TestVisualViews::streamGapIsShownAndCharged() {
    VisualParameterPanel* panel = m_w->parameterPanel();
    auto* note = panel->findChild<QLabel*>(QStringLiteral("profileRangeNote"));
    QVERIFY(note);
    QVERIFY(!panel->streamGapBox()->isVisibleTo(panel));  // typed values have no stream gap
    // One range with a stream gap: kept whole (L, o, g, G alone would lose g_s).
    ct::bsp::MachineProfile one;
    one.name = "streaming";
    one.kind = ct::bsp::ModelKind::LogGP;
    ct::LogGP t = ct::LogGP::logp(6, 2, 4);
    t.streamGap = 10;
    one.logp = t;
    one.logp.setShared("us", 0);
    VisualParameters p = panel->parameters();
    p.algorithm = "flat";
    p.procs = 4;
    p.root = 0;
    p.bytes = 8;
    QCOMPARE(applyMachineProfile(p, one), std::nullopt);
    QVERIFY(p.profile);
    QCOMPARE(p.toAlgorithmParams().model.streamGap, 10.0);
    panel->setParameters(p);
    QVERIFY(panel->streamGapBox()->isVisibleTo(panel));
    QVERIFY(!panel->streamGapBox()->isEnabled());
    QVERIFY(!panel->gapBox()->isEnabled());
    QCOMPARE(panel->streamGapBox()->value(), 10.0);
    QVERIFY2(note->isVisibleTo(panel) && note->text().contains(QStringLiteral("g_s")),
             qPrintable(note->text()));
    // The flat broadcast on 4 ranks, 8 B: the root's sends start max(o, g_s) = 10 apart, the
    // last at 20; it arrives at 20 + 2 + 6 = 28 and is taken by 30 (18 without g_s). The
    // simulation and the closed formula both say so: the formula check is not red.
    QCOMPARE(m_w->scenario()->params.model.streamGap, 10.0);
    QCOMPARE(m_w->scenario()->timeline.total, 30.0);
    QVERIFY(m_w->scenario()->formula);
    QCOMPARE(*m_w->scenario()->formula, 30.0);
    QVERIFY(!AlgorithmSummary::formulaDisagrees(*m_w->scenario()));

    // Three ranges, each with its own g_s (the second below its g): the row follows the range of
    // the size, the tooltip lists every range's.
    ct::bsp::MachineProfile three;
    three.name = "three-ranges";
    three.kind = ct::bsp::ModelKind::LogGP;
    ct::LogGP small = ct::LogGP::logp(2, 0.5, 1), medium = ct::LogGP::logp(5, 3, 6),
              large = ct::LogGP::logp(40, 20, 50);
    small.streamGap = 3, medium.streamGap = 4, large.streamGap = 90;
    large.G = 0.00005;
    three.logp.ranges = {ct::LogGPRange{0, small, {}, {}, 0},
                         ct::LogGPRange{1024, medium, {}, {}, 0},
                         ct::LogGPRange{65536, large, {}, {}, 0}};
    three.logp.setShared("us", 0);
    p = panel->parameters();
    p.bytes = 64;
    QCOMPARE(applyMachineProfile(p, three), std::nullopt);
    panel->setParameters(p);
    QCOMPARE(panel->streamGapBox()->value(), 3.0);
    QVERIFY2(
        note->toolTip().contains(QStringLiteral("G = %1, g_s = %2")
                                     .arg(fields::formatCount(0.00005), fields::formatCount(90))),
        qPrintable(note->toolTip()));
    panel->bytesField()->setValue(100000);
    QCOMPARE(panel->streamGapBox()->value(), 90.0);
    QTRY_COMPARE(m_w->scenario()->params.model.streamGap, 90.0);
    // 4 ranks, 100000 B: sends max(o, g_s + (m − 1)·G) = 90 + 4.99995 apart; the last arrives
    // 20 + 40 + 4.99995 after its start and is taken 20 later.
    const double step = 90 + 99999 * 0.00005, trip = 20 + 40 + 99999 * 0.00005 + 20;
    QVERIFY2(std::abs(m_w->scenario()->timeline.total - (2 * step + trip)) < 1e-6,
             qPrintable(QString::number(m_w->scenario()->timeline.total)));
    QVERIFY(!AlgorithmSummary::formulaDisagrees(*m_w->scenario()));

    // A preset leaves the profile: no stream gap to show.
    VisualParameters typed = panel->parameters();
    typed.profile.reset();
    typed.L = 6, typed.o = 2, typed.g = 4, typed.G = 0, typed.unit = "cycles";
    panel->setParameters(typed);
    QVERIFY(!panel->streamGapBox()->isVisibleTo(panel));
    QCOMPARE(m_w->scenario()->params.model.streamGap, 0.0);
    setParams(*m_w, "optimal", 16);
}

void TestVisualViews::predictionChart() {
    PredictionView* p = m_w->predictionView();
    p->showPrediction("psc2-sci", 16);
    QCOMPARE(p->seriesCount(), int(p->prediction().pure.size()) + 1);
    QCOMPARE(p->crossoverTable()->rowCount(), int(p->prediction().crossovers.size()));
    QVERIFY(p->crossoverTable()->item(0, 2)->text().size() > 0);
    QCOMPARE(labelledAxes(p->findChild<QChartView*>()), 2);  // size and time
}

void TestVisualViews::measuredChart() {
    MeasuredView* m = m_w->measuredView();
    const QString path = m_dir.filePath(QStringLiteral("r.results.json"));
    {
        std::ofstream out(path.toStdString());
        out << "{\"format\":\"calltree-results\",\"version\":1,\"complete\":true,"
               "\"environment\":{\"mpi_library\":\"test\"},\"cases\":["
               "{\"name\":\"a\",\"kind\":\"catalogue\",\"algorithm\":\"binomial\",\"procs\":4,"
               "\"bytes\":8,\"status\":\"ok\",\"times\":[1e-5,2e-5,3e-5]},"
               "{\"name\":\"b\",\"kind\":\"catalogue\",\"algorithm\":\"binomial\",\"procs\":4,"
               "\"bytes\":1024,\"status\":\"ok\",\"times\":[4e-5]}]}";
    }
    QVERIFY(!m->exportButton()->isEnabled());  // nothing shown yet
    QCOMPARE(m->loadFile(path), QString());
    QVERIFY(m->exportButton()->isEnabled());
    // Predicted off the GUI thread: the measured points first, then the prediction.
    QTRY_VERIFY(!m->isPredicting());
    QCOMPARE(m->report().points.size(), std::size_t(2));
    QCOMPARE(m->report().points[0].measured, 2e-5);
    // Measured and predicted series, and the accuracy points with the line of exactness.
    QCOMPARE(m->timeChart()->chart()->series().size(), 2);
    QCOMPARE(m->ratioChart()->chart()->series().size(), 2);
    QCOMPARE(labelledAxes(m->timeChart()), 2);   // size and time
    QCOMPARE(labelledAxes(m->ratioChart()), 2);  // size and ratio
    // The summary says what predicted; the environment is in its tooltip.
    QVERIFY2(m->summaryLabel()->text().contains(QStringLiteral("Predicted from the LogGP values "
                                                               "here.")),
             qPrintable(m->summaryLabel()->text()));
    QVERIFY2(
        m->summaryLabel()->toolTip().contains(QStringLiteral("Environment: mpi_library=test,")),
        qPrintable(m->summaryLabel()->toolTip()));
    // A calibrated profile with levels, named by the caller.
    ct::LogGP small = ct::LogGP::logp(1, 0.5, 0.5);
    small.unit = "us";
    ct::LogGPProfile calibrated;
    calibrated.ranges = {{0, small, {}, {}, 8}, {1024, small, {}, {}, 1024}};
    calibrated.ranges[1].level = 1.5;
    m->setModel(calibrated, QStringLiteral("the run's calibration beside its cases"));
    QTRY_VERIFY(!m->isPredicting());
    QVERIFY2(m->summaryLabel()->text().contains(QStringLiteral(
                 "Predicted from the run's calibration beside its cases: 2 size "
                 "range(s), each size's cases at the machine's level measured beside "
                 "them")),
             qPrintable(m->summaryLabel()->text()));
    // A point far beyond the accuracy scale (1 s against a microsecond) is drawn at its top
    // (21 times: 20 on the scale), not left out of the chart.
    const QString slow = m_dir.filePath(QStringLiteral("slow.results.json"));
    {
        std::ofstream out(slow.toStdString());
        out << "{\"format\":\"calltree-results\",\"version\":1,\"complete\":true,"
               "\"environment\":{},\"cases\":[{\"name\":\"a\",\"kind\":\"catalogue\","
               "\"algorithm\":\"binomial\",\"procs\":2,\"bytes\":8,\"status\":\"ok\","
               "\"times\":[1.0]}]}";
    }
    m->setModel(ct::LogGP::logp(1, 0.5, 0.5));
    QCOMPARE(m->loadFile(slow), QString());
    QTRY_VERIFY(!m->isPredicting());
    QCOMPARE(m->report().points.size(), std::size_t(1));
    QVERIFY(m->report().points[0].measured / m->report().points[0].predicted > 1000);
    const auto* accuracy = qobject_cast<QScatterSeries*>(m->ratioChart()->chart()->series().at(0));
    QVERIFY(accuracy);
    QCOMPARE(accuracy->count(), 1);
    QCOMPARE(accuracy->at(0).y(), 20.0);
    QVERIFY(!m->loadFile(m_dir.filePath(QStringLiteral("nope.json"))).isEmpty());
}

QTEST_MAIN(TestVisualViews)
#include "tst_visual_views.moc"
