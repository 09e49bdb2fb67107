// Issue 21: the timeline as users of Vampir and Perfetto expect it — keyboard pan and zoom, a
// ruler measuring Δt, a search for a rank or a message, and an overview strip of the whole run.
// Every expected number is worked out here from the scenario, not read back from the view.
#include <qcustomplot.h>
#include <QLineEdit>
#include <QTest>
#include <QToolButton>
#include <cmath>
#include <limits>

#include "visual/overview_strip.h"
#include "visual/timeline_find_bar.h"
#include "visual/timeline_keys.h"
#include "visual/timeline_plottable.h"
#include "visual/timeline_ruler.h"
#include "visual/timeline_search.h"
#include "visual/timeline_view.h"
#include "visual/visual_parameters.h"

using namespace studio;

Q_DECLARE_METATYPE(studio::ViewRange)

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// A mouse event with an explicit button state and modifiers (QTest's move carries neither).
void sendMouse(QWidget* w, QEvent::Type type, QPointF pos, Qt::MouseButton button,
               Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QMouseEvent e(type, pos, w->mapToGlobal(pos), button, buttons, modifiers);
    QCoreApplication::sendEvent(w, &e);
}

void drag(QWidget* w, QPointF from, QPointF to, Qt::KeyboardModifiers modifiers) {
    sendMouse(w, QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton, modifiers);
    sendMouse(w, QEvent::MouseMove, (from + to) / 2, Qt::NoButton, Qt::LeftButton, modifiers);
    sendMouse(w, QEvent::MouseMove, to, Qt::NoButton, Qt::LeftButton, modifiers);
    sendMouse(w, QEvent::MouseButtonRelease, to, Qt::LeftButton, Qt::NoButton, modifiers);
}

bool near(double a, double b, double tolerance) {
    return std::abs(a - b) <= tolerance;
}

}  // namespace

class TestTimelineTools : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void keysMoveTheView_data();
    void keysMoveTheView();
    void keyboardDrivesTheView();
    void rulerMeasuresBetweenTwoPoints();
    void rulerButtonMeasuresWithAPlainDrag();
    void searchFindsRanksAndMessages_data();
    void searchFindsRanksAndMessages();
    void searchRefusesWhatItCannotFind_data();
    void searchRefusesWhatItCannotFind();
    void findBarStepsThroughHitsAndShowsThem();
    void findRankBandsItsLane();
    void overviewShowsTheRunAndTheVisibleSpan();
    void overviewDragPansTheTimeline();

private:
    double pixelsPerUnit() const {
        return std::abs(m_view->plot()->xAxis->coordToPixel(1) -
                        m_view->plot()->xAxis->coordToPixel(0));
    }

    std::unique_ptr<TimelineView> m_view;
    std::shared_ptr<const Scenario> m_scenario;
    std::shared_ptr<const TimelineIndex> m_index;
};

void TestTimelineTools::initTestCase() {
    // Shou & Chen's (1996) running example: the optimal broadcast on 16 ranks, L = 6, o = 2,
    // g = 4 cycles, which completes at 32 cycles.
    VisualParameters p;
    auto scenario = std::make_shared<Scenario>(buildScenario("optimal", p.toAlgorithmParams()));
    QCOMPARE(scenario->timeline.total, 32.0);
    m_scenario = scenario;
    m_index = std::make_shared<TimelineIndex>(
        TimelineIndex::build(scenario->program, scenario->timeline));
    m_view = std::make_unique<TimelineView>();
    m_view->resize(900, 600);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    m_view->setScenario(m_scenario, m_index);
}

void TestTimelineTools::init() {
    m_view->fit();
    m_view->ruler()->clear();
    m_view->findBar()->hide();
    m_view->plot()->replot(QCustomPlot::rpImmediateRefresh);
}

void TestTimelineTools::keysMoveTheView_data() {
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<double>("anchor");
    QTest::addColumn<int>("action");
    QTest::addColumn<ViewRange>("expected");
    using A = TimelineKeyResult::Action;
    // From the view [0, 100] × [-0.7, 15.3]: a fifth of 100 is 20; 0.8 × 100 = 80 around the
    // anchor; a fifth of the 16 rows is 3.2.
    QTest::newRow("right") << int(Qt::Key_Right) << 0 << kNaN << int(A::Move)
                           << ViewRange{20, 120, -0.7, 15.3};
    QTest::newRow("D") << int(Qt::Key_D) << 0 << kNaN << int(A::Move)
                       << ViewRange{20, 120, -0.7, 15.3};
    QTest::newRow("left") << int(Qt::Key_Left) << 0 << kNaN << int(A::Move)
                          << ViewRange{-20, 80, -0.7, 15.3};
    QTest::newRow("A") << int(Qt::Key_A) << 0 << kNaN << int(A::Move)
                       << ViewRange{-20, 80, -0.7, 15.3};
    QTest::newRow("W at the middle")
        << int(Qt::Key_W) << 0 << kNaN << int(A::Move) << ViewRange{10, 90, -0.7, 15.3};
    QTest::newRow("+ at 0") << int(Qt::Key_Plus) << int(Qt::ShiftModifier) << 0.0 << int(A::Move)
                            << ViewRange{0, 80, -0.7, 15.3};
    QTest::newRow("S at 100") << int(Qt::Key_S) << 0 << 100.0 << int(A::Move)
                              << ViewRange{-25, 100, -0.7, 15.3};
    QTest::newRow("minus") << int(Qt::Key_Minus) << 0 << kNaN << int(A::Move)
                           << ViewRange{-12.5, 112.5, -0.7, 15.3};
    QTest::newRow("down") << int(Qt::Key_Down) << 0 << kNaN << int(A::Move)
                          << ViewRange{0, 100, 2.5, 18.5};
    QTest::newRow("up") << int(Qt::Key_Up) << 0 << kNaN << int(A::Move)
                        << ViewRange{0, 100, -3.9, 12.1};
    QTest::newRow("home") << int(Qt::Key_Home) << 0 << kNaN << int(A::Fit)
                          << ViewRange{0, 100, -0.7, 15.3};
    QTest::newRow("ctrl+D is not ours")
        << int(Qt::Key_D) << int(Qt::ControlModifier) << kNaN << int(A::Ignored) << ViewRange{};
    QTest::newRow("X is not ours") << int(Qt::Key_X) << 0 << kNaN << int(A::Ignored) << ViewRange{};
}

void TestTimelineTools::keysMoveTheView() {
    QFETCH(int, key);
    QFETCH(int, modifiers);
    QFETCH(double, anchor);
    QFETCH(int, action);
    QFETCH(ViewRange, expected);
    const auto r = timelineKey({0, 100, -0.7, 15.3}, key, Qt::KeyboardModifiers(modifiers), anchor);
    QCOMPARE(int(r.action), action);
    if (r.action == TimelineKeyResult::Action::Ignored) return;
    QVERIFY2(near(r.view.xlo, expected.xlo, 1e-9) && near(r.view.xhi, expected.xhi, 1e-9) &&
                 near(r.view.ylo, expected.ylo, 1e-9) && near(r.view.yhi, expected.yhi, 1e-9),
             qPrintable(QStringLiteral("got [%1, %2] × [%3, %4]")
                            .arg(r.view.xlo)
                            .arg(r.view.xhi)
                            .arg(r.view.ylo)
                            .arg(r.view.yhi)));
}

void TestTimelineTools::keyboardDrivesTheView() {
    // Fit shows [-2 %, 102 %] of the 32 cycles.
    const ViewRange whole = m_view->view();
    QVERIFY(near(whole.xlo, -0.64, 1e-9) && near(whole.xhi, 32.64, 1e-9));
    QCursor::setPos(m_view->mapToGlobal(QPoint(-50, -50)));  // zoom around the middle
    m_view->plot()->setFocus();
    QTest::keyClick(m_view->plot(), Qt::Key_D);
    const double span = whole.xhi - whole.xlo;
    QVERIFY(near(m_view->view().xlo, whole.xlo + 0.2 * span, 1e-9));
    QTest::keyClick(m_view->plot(), Qt::Key_Right);
    QVERIFY(near(m_view->view().xlo, whole.xlo + 0.4 * span, 1e-9));
    QTest::keyClick(m_view->plot(), Qt::Key_W);
    QVERIFY(near(m_view->view().xhi - m_view->view().xlo, 0.8 * span, 1e-9));
    QTest::keyClick(m_view->plot(), Qt::Key_Home);
    QCOMPARE(m_view->view(), whole);
    // A key press, once settled, is a zoom history entry: Back returns to the fitted view.
    QTest::keyClick(m_view->plot(), Qt::Key_S);
    QVERIFY(near(m_view->view().xhi - m_view->view().xlo, span / 0.8, 1e-9));
    QTRY_VERIFY(m_view->history().canBack());
    m_view->back();
    QCOMPARE(m_view->view(), whole);
}

void TestTimelineTools::rulerMeasuresBetweenTwoPoints() {
    QCustomPlot* plot = m_view->plot();
    const auto px = [plot](double t) {
        return QPointF(plot->xAxis->coordToPixel(t), plot->yAxis->coordToPixel(7));
    };
    const ViewRange before = m_view->view();
    drag(plot, px(10), px(22), Qt::ControlModifier);
    QVERIFY(m_view->ruler()->isShown());
    // One pixel of slack each end: pixels are whole, times are not.
    const double slack = 2 / pixelsPerUnit();
    QVERIFY2(near(m_view->ruler()->delta(), 12, slack), qPrintable(m_view->ruler()->text()));
    QVERIFY(near(m_view->ruler()->from(), 10, slack / 2));
    QVERIFY2(m_view->ruler()->text().startsWith(QStringLiteral("Δt = ")),
             qPrintable(m_view->ruler()->text()));
    QVERIFY(m_view->ruler()->text().contains(QStringLiteral("cycles")));
    QCOMPARE(m_view->view(), before);  // measuring does not pan
    // Dragging backwards measures the same way.
    drag(plot, px(22), px(10), Qt::ControlModifier);
    QVERIFY(near(m_view->ruler()->delta(), 12, slack));
    // Esc clears it.
    plot->setFocus();
    QTest::keyClick(plot, Qt::Key_Escape);
    QVERIFY(!m_view->ruler()->isShown());
    // A plain drag pans and measures nothing.
    drag(plot, px(10), px(22), Qt::NoModifier);
    QVERIFY(!m_view->ruler()->isShown());
    QVERIFY(m_view->view().xlo < before.xlo);
}

void TestTimelineTools::rulerButtonMeasuresWithAPlainDrag() {
    auto* button = m_view->findChild<QToolButton*>(QStringLiteral("timelineRuler"));
    QVERIFY(button);
    QVERIFY(button->isVisible());
    button->click();
    QCustomPlot* plot = m_view->plot();
    const auto px = [plot](double t) {
        return QPointF(plot->xAxis->coordToPixel(t), plot->yAxis->coordToPixel(3));
    };
    drag(plot, px(2), px(30), Qt::NoModifier);
    QVERIFY(m_view->ruler()->isShown());
    QVERIFY(near(m_view->ruler()->delta(), 28, 2 / pixelsPerUnit()));
    button->click();  // the button up: the ruler goes
    QVERIFY(!m_view->ruler()->isShown());
}

void TestTimelineTools::searchFindsRanksAndMessages_data() {
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("lane");
    QTest::addColumn<int>("message");
    QTest::newRow("bare number") << QStringLiteral("5") << 5 << -1;
    QTest::newRow("rank word") << QStringLiteral("Rank 15") << 15 << -1;
    QTest::newRow("r") << QStringLiteral(" r0 ") << 0 << -1;
    QTest::newRow("hash") << QStringLiteral("#14") << -1 << 14;
    QTest::newRow("m") << QStringLiteral("m3") << -1 << 3;
    QTest::newRow("message word") << QStringLiteral("message 0") << -1 << 0;
}

void TestTimelineTools::searchFindsRanksAndMessages() {
    QFETCH(QString, query);
    QFETCH(int, lane);
    QFETCH(int, message);
    const auto r = searchTimeline(*m_index, query);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.hits.size(), std::size_t(1));
    const TimelineHit& hit = r.hits.front();
    QCOMPARE(hit.lane, lane);
    if (message >= 0) {
        const auto& rec = m_scenario->timeline.messages[std::size_t(message)];
        QCOMPARE(hit.message, std::uint32_t(message));
        QCOMPARE(hit.start, rec.sendStart);
        QCOMPARE(hit.end, rec.recvEnd);
        QCOMPARE(hit.laneLo, std::min(rec.src, rec.dst));
        QCOMPARE(hit.laneHi, std::max(rec.src, rec.dst));
    } else {
        QCOMPARE(hit.message, kNoMessage);
        QCOMPARE(hit.laneLo, lane);
        QCOMPARE(hit.laneHi, lane);
    }
}

void TestTimelineTools::searchRefusesWhatItCannotFind_data() {
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("says");
    QTest::newRow("rank too high") << QStringLiteral("16") << QStringLiteral("no rank 16");
    QTest::newRow("message too high") << QStringLiteral("#15") << QStringLiteral("no message 15");
    QTest::newRow("words") << QStringLiteral("root") << QStringLiteral("“root” is not");
    QTest::newRow("pair out of range") << QStringLiteral("3>99") << QStringLiteral("0 to 15");
    QTest::newRow("no such pair") << QStringLiteral("5>0") << QStringLiteral("No message");
    QTest::newRow("huge") << QStringLiteral("99999999999999999999999") << QStringLiteral("no rank");
}

void TestTimelineTools::searchRefusesWhatItCannotFind() {
    QFETCH(QString, query);
    QFETCH(QString, says);
    const auto r = searchTimeline(*m_index, query);
    QVERIFY(r.hits.empty());
    QVERIFY2(r.error.contains(says), qPrintable(r.error));
}

void TestTimelineTools::findBarStepsThroughHitsAndShowsThem() {
    // The root's sends, in time order, worked out from the timeline.
    std::vector<std::uint32_t> fromRoot;
    for (std::uint32_t m = 0; m < m_scenario->timeline.messages.size(); ++m)
        if (m_scenario->timeline.messages[m].src == 0) fromRoot.push_back(m);
    std::sort(fromRoot.begin(), fromRoot.end(), [this](std::uint32_t a, std::uint32_t b) {
        return m_scenario->timeline.messages[a].sendStart <
               m_scenario->timeline.messages[b].sendStart;
    });
    QVERIFY(fromRoot.size() >= 3);  // the optimal tree's root sends to several children

    // Zoom into the first cycles: the root's later sends are out of view.
    m_view->setView({0, 3, -0.7, 3.3});
    QVERIFY(QTest::qWaitForWindowActive(m_view.get()));
    m_view->plot()->setFocus();
    QTest::keyClick(m_view->plot(), Qt::Key_F, Qt::ControlModifier);
    TimelineFindBar* bar = m_view->findBar();
    QVERIFY(bar->isVisible());
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(bar->field()));
    QTest::keyClicks(bar->field(), QStringLiteral("0>"));
    QTest::keyClick(bar->field(), Qt::Key_Return);
    QCOMPARE(bar->current(), 0);
    QCOMPARE(bar->statusText(), QStringLiteral("1 of %1").arg(fromRoot.size()));
    QCOMPARE(m_view->plottable()->highlight().back(), fromRoot[0]);
    QTest::keyClick(bar->field(), Qt::Key_F3);
    QTest::keyClick(bar->field(), Qt::Key_Return);
    QCOMPARE(bar->current(), 2);
    const auto& third = m_scenario->timeline.messages[fromRoot[2]];
    QCOMPARE(m_view->plottable()->highlight().back(), fromRoot[2]);
    // The hit is in view, ranks and time, after the view scrolled to it.
    ViewRange v = m_view->view();
    QVERIFY2(v.xlo <= third.sendStart && third.recvEnd <= v.xhi,
             qPrintable(QStringLiteral("[%1, %2] for %3–%4")
                            .arg(v.xlo)
                            .arg(v.xhi)
                            .arg(third.sendStart)
                            .arg(third.recvEnd)));
    QVERIFY(v.ylo <= third.dst - 0.5 && third.dst + 0.5 <= v.yhi);
    // Shift+Enter goes back; past the first it wraps to the last.
    QTest::keyClick(bar->field(), Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(bar->current(), 1);
    QTest::keyClick(bar->field(), Qt::Key_F3, Qt::ShiftModifier);
    QTest::keyClick(bar->field(), Qt::Key_F3, Qt::ShiftModifier);
    QCOMPARE(bar->current(), int(fromRoot.size()) - 1);
    // A bad query says why in the bar and moves nothing.
    v = m_view->view();
    bar->field()->setText(QStringLiteral("rank 40"));
    QTest::keyClick(bar->field(), Qt::Key_Return);
    QVERIFY2(bar->statusText().contains(QStringLiteral("0 to 15")), qPrintable(bar->statusText()));
    QCOMPARE(m_view->view(), v);
    QTest::keyClick(bar->field(), Qt::Key_Escape);
    QVERIFY(!bar->isVisible());
}

void TestTimelineTools::findRankBandsItsLane() {
    m_view->setView({0, 10, -0.7, 3.3});
    m_view->openFind();
    m_view->findBar()->field()->setText(QStringLiteral("12"));
    QTest::keyClick(m_view->findBar()->field(), Qt::Key_Return);
    QCOMPARE(m_view->markedLane(), 12);
    const ViewRange v = m_view->view();
    QVERIFY(v.ylo <= 11.5 && 12.5 <= v.yhi);
    QVERIFY(near(v.yhi - v.ylo, 4, 1e-9));  // scrolled, not zoomed
    // Rank 12 receives its message at the time the timeline says: that is in view.
    QVERIFY(v.xlo <= m_index->laneFinish(12) && m_index->laneFinish(12) <= v.xhi);
    QVERIFY(m_view->plottable()->highlight().empty());
}

void TestTimelineTools::overviewShowsTheRunAndTheVisibleSpan() {
    OverviewStrip* strip = m_view->overview();
    QVERIFY(strip->isVisible());
    m_view->setView({8, 16, -0.7, 15.3});
    QCOMPARE(strip->windowLo(), 8.0);
    QCOMPARE(strip->windowHi(), 16.0);
    // The strip spans the 32 cycles: [8, 16] is the second quarter.
    const QRectF r = strip->windowRect();
    QVERIFY(near(r.left(), strip->width() / 4.0, 1));
    QVERIFY(near(r.width(), strip->width() / 4.0, 1));
    // Its columns add up to every rank's busy time (sends, receives) over the run.
    strip->repaint();
    double busy = 0;
    for (int rank = 0; rank < 16; ++rank)
        for (const auto& b : m_scenario->timeline.busyIntervals(m_scenario->program, rank))
            busy += b.end - b.start;
    double drawn = 0;
    for (double c : strip->busyColumns()) {
        QVERIFY(c >= 0 && c <= 1);
        drawn += c;
    }
    QCOMPARE(int(strip->busyColumns().size()), strip->width());
    drawn *= 32.0 / strip->width() * 16;
    QVERIFY2(near(drawn, busy, 1e-6 * busy),
             qPrintable(QStringLiteral("%1 vs %2").arg(drawn).arg(busy)));
}

void TestTimelineTools::overviewDragPansTheTimeline() {
    OverviewStrip* strip = m_view->overview();
    m_view->setView({8, 16, -0.7, 15.3});
    const double y = strip->height() / 2.0;
    const double quarter = strip->width() / 4.0;
    // Take the rectangle at its middle and move it a quarter of the strip right: [16, 24].
    drag(strip, QPointF(strip->xAt(12), y), QPointF(strip->xAt(12) + quarter, y), Qt::NoModifier);
    const double cycle = 32.0 / strip->width();
    QVERIFY2(near(m_view->view().xlo, 16, 2 * cycle),
             qPrintable(QString::number(m_view->view().xlo)));
    QVERIFY(near(m_view->view().xhi - m_view->view().xlo, 8, 1e-9));  // span kept
    // A click outside it centres the view there.
    sendMouse(strip, QEvent::MouseButtonPress, QPointF(strip->xAt(4), y), Qt::LeftButton,
              Qt::LeftButton);
    sendMouse(strip, QEvent::MouseButtonRelease, QPointF(strip->xAt(4), y), Qt::LeftButton,
              Qt::NoButton);
    QVERIFY(near((m_view->view().xlo + m_view->view().xhi) / 2, 4, 2 * cycle));
    QCOMPARE(strip->windowLo(), m_view->view().xlo);
}

QTEST_MAIN(TestTimelineTools)
#include "tst_timeline_tools.moc"
