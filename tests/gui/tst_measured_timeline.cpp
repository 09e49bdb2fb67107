// The measured timeline of a recorded case (issue 8): core's results reader
// (core/protocol/results.h, tested there field by field) reads the runner's "timeline" of a
// fixture from a real 4-rank run, the overlay model turns it into the timeline the
// visualizations draw and lays it under the prediction, and the Runs tab shows it.
#include <qcustomplot.h>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTest>

#include <algorithm>
#include <memory>
#include <nlohmann/json.hpp>

#include "algorithms/catalogue/case_program.h"
#include "open_results.h"
#include "protocol/results.h"
#include "runs/measured_timeline_view.h"
#include "runs/runs_workspace.h"
#include "sim/simulator.h"
#include "visual/measured_timeline.h"
#include "visual/timeline_index.h"
#include "visual/timeline_plottable.h"
#include "visual/timeline_view.h"

using namespace studio;
using json = nlohmann::json;
using ct::protocol::CaseResult;
using ct::protocol::ResultsDocument;
using ct::protocol::ResultsError;
using open_results::openAndWait;

namespace {

const std::string kFixture = CALLTREE_TEST_DATA "/timeline-4ranks.results.json";

ct::LogGP modelUs() {
    ct::LogGP m = ct::LogGP::logp(6, 2, 4);
    m.unit = "us";
    return m;
}

// A 2-rank binomial broadcast of 8 bytes with a hand-written recording.
json twoRankCase(json rank0, json rank1, bool truncated = false) {
    const std::size_t events = rank0.size() + rank1.size();
    json timeline = {{"unit", "us"},
                     {"events", events},
                     {"program_ops", 2},
                     {"limit", 200000},
                     {"truncated", truncated},
                     {"params", {{"bytes", 8}, {"radix", 4}}},
                     {"clock_error", {0.0, 0.1}},
                     {"ranks", {std::move(rank0), std::move(rank1)}}};
    return {{"name", "binomial 8 B root 0"},
            {"kind", "catalogue"},
            {"algorithm", "binomial"},
            {"procs", 2},
            {"root", 0},
            {"bytes", 8},
            {"status", "ok"},
            {"times", {4e-6}},
            {"timeline", std::move(timeline)}};
}

CaseResult parseOne(const json& c) {
    const json doc = {{"format", "calltree-results"},
                      {"version", 1},
                      {"complete", true},
                      {"cases", json::array({c})}};
    return ct::protocol::parseResults(doc.dump()).cases.at(0);
}

json send01() {
    return json::array({json::array({0, "send", 1, 8, 1.0, 2.0, 5.0})});
}
json recv10() {
    return json::array({json::array({0, "recv", 0, 8, 0.0, 4.0})});
}

}  // namespace

class TestMeasuredTimeline : public QObject {
    Q_OBJECT

private slots:
    void loaderReadsTheRecording() {
        const ResultsDocument r = ct::protocol::loadResults(kFixture);
        QCOMPARE(r.cases.size(), std::size_t(3));
        const CaseResult& b = r.cases[0];
        QVERIFY(b.timeline);
        QCOMPARE(b.timeline->ranks.size(), std::size_t(4));
        QCOMPARE(b.timeline->events(), std::uint64_t(6));
        QVERIFY(!b.timeline->truncated);
        // Rank 0 of a binomial broadcast on 4 ranks sends to 2, then to 1.
        QCOMPARE(b.timeline->ranks[0].size(), std::size_t(2));
        QCOMPARE(b.timeline->ranks[0][0].kind, ct::OpKind::Send);
        QCOMPARE(b.timeline->ranks[0][0].peer, 2);
        QCOMPARE(b.timeline->ranks[0][0].bytes, std::uint64_t(65536));
        QVERIFY(b.timeline->ranks[0][0].completed >= b.timeline->ranks[0][0].end);
        QCOMPARE(b.timeline->ranks[3][0].kind, ct::OpKind::Recv);
        QVERIFY(std::isnan(b.timeline->ranks[3][0].completed));
        QCOMPARE(b.spec.algorithm, std::string("binomial"));
        QCOMPARE(b.spec.bytes, std::uint64_t(65536));
        QVERIFY(!r.cases[1].timeline);  // MPI_Bcast: no operations to record
        QCOMPARE(r.cases[2].spec.radix, 3);
        QCOMPARE(r.cases[2].spec.root, 1);
    }

    void handWrittenRecording() {
        const CaseResult c = parseOne(twoRankCase(send01(), recv10()));
        const MeasuredOverlay o = buildOverlay(c, modelUs());
        // Predicted (L 6, o 2, g 4 µs): send [0, 2], arrival 8, receive [8, 10].
        QCOMPARE(o.predictedTotal(), 10.0);
        // Measured: the receive is drawn from when the send started (1), not from the call (0).
        QCOMPARE(o.measuredTotal(), 4.0);
        QCOMPARE(*o.ratio(), 0.4);
        QCOMPARE(o.measured.messages.size(), std::size_t(1));
        const ct::MessageRecord& m = o.measured.messages[0];
        QCOMPARE(m.sendStart, 1.0);
        QCOMPARE(m.sendEnd, 2.0);
        QCOMPARE(m.recvStart, 1.0);
        QCOMPARE(m.arrival, 2.0);
        QCOMPARE(m.recvEnd, 4.0);
        // At the level measured beside the case's size (8 B: 1.5), as the Results table
        // predicts it: every time 1.5 times; a level of another size's range does not apply.
        ct::LogGPProfile levelled(modelUs());
        levelled.ranges.push_back(levelled.ranges.front());
        levelled.ranges[1].fromBytes = 1024;
        levelled.ranges[0].level = 1.5;
        levelled.ranges[1].level = 3;
        QCOMPARE(buildOverlay(c, levelled).predictedTotal(), 15.0);
        // Four lanes: 0 and 2 predicted, 1 and 3 measured; one box each.
        QCOMPARE(o.lanes.ranks(), 4);
        const TimelineIndex index = TimelineIndex::build(o.lanes, o.merged);
        QCOMPARE(index.lanes(), 4);
        const double expected[4][2] = {{0, 2}, {1, 2}, {8, 10}, {1, 4}};
        const EventKind kinds[4] = {EventKind::Send, EventKind::Send, EventKind::Receive,
                                    EventKind::Receive};
        for (int lane = 0; lane < 4; ++lane) {
            QCOMPARE(index.lane(lane).size(), std::size_t(1));
            QCOMPARE(index.lane(lane)[0].start, expected[lane][0]);
            QCOMPARE(index.lane(lane)[0].end, expected[lane][1]);
            QCOMPARE(index.lane(lane)[0].kind, kinds[lane]);
        }
        // Each message joins lanes of its own side.
        QCOMPARE(o.merged.messages.size(), std::size_t(2));
        QCOMPARE(o.merged.messages[0].src, 0);
        QCOMPARE(o.merged.messages[0].dst, 2);
        QCOMPARE(o.merged.messages[1].src, 1);
        QCOMPARE(o.merged.messages[1].dst, 3);
        QCOMPARE(index.total(), 10.0);
        QCOMPARE(index.laneFinish(3), 4.0);
    }

    void mismatchesAreRefused_data() {
        QTest::addColumn<QString>("rank0");
        QTest::addColumn<QString>("rank1");
        QTest::addColumn<QString>("message");
        const auto s = [](const json& j) { return QString::fromStdString(j.dump()); };
        QTest::newRow("kind") << s(send01())
                              << s(json::array({json::array({0, "send", 0, 8, 0.0, 4.0, 4.0})}))
                              << "rank 1 operation 0: the recording says send 8 B to 0, the "
                                 "program rebuilt from the case recv 8 B from 0";
        QTest::newRow("peer") << s(json::array({json::array({0, "send", 0, 8, 1.0, 2.0})}))
                              << s(recv10())
                              << "rank 0 operation 0: the recording says send 8 B to 0";
        QTest::newRow("bytes") << s(send01())
                               << s(json::array({json::array({0, "recv", 0, 16, 0.0, 4.0})}))
                               << "the recording says recv 16 B from 0";
        QTest::newRow("missing") << s(send01()) << s(json::array())
                                 << "rank 1 recorded 0 operations, its program has 1";
        QTest::newRow("extra") << s(send01())
                               << s(json::array({json::array({0, "recv", 0, 8, 0.0, 4.0}),
                                                 json::array({1, "copy", -1, 8, 4.0, 5.0})}))
                               << "rank 1 recorded 2 operations, its program has 1";
    }
    void mismatchesAreRefused() {
        QFETCH(QString, rank0);
        QFETCH(QString, rank1);
        QFETCH(QString, message);
        const CaseResult c = parseOne(
            twoRankCase(json::parse(rank0.toStdString()), json::parse(rank1.toStdString())));
        try {
            buildOverlay(c, modelUs());
            QFAIL("a recording that does not match its program was accepted");
        } catch (const ResultsError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
            QVERIFY2(
                QString::fromUtf8(e.what()).startsWith(QStringLiteral("binomial 8 B root 0: ")),
                e.what());
        }
    }

    void truncatedRecordingKeepsWhatItHas() {
        const CaseResult c = parseOne(twoRankCase(send01(), json::array(), true));
        const MeasuredOverlay o = buildOverlay(c, modelUs());
        QVERIFY(o.truncated);
        QCOMPARE(o.measured.messages.size(), std::size_t(0));  // its receive was cut off
        QCOMPARE(o.measuredTotal(), 2.0);
        QCOMPARE(TimelineIndex::build(o.lanes, o.merged).lane(3).size(), std::size_t(0));
    }

    void missingRecordingSaysWhy() {
        json c = twoRankCase(send01(), recv10());
        c.erase("timeline");
        c["status"] = "failed";
        c["timeline_error"] = "the case failed verification";
        const CaseResult r = parseOne(c);
        QVERIFY(!r.timeline);
        QCOMPARE(r.timelineError, std::string("the case failed verification"));
        auto file = std::make_shared<ResultsDocument>();
        file->cases = {r};
        runs::MeasuredTimelineView view;
        view.setResults(file, QString(), modelUs(), QString());
        QVERIFY(view.recordedCases().isEmpty());
        QVERIFY(!view.showCase(QStringLiteral("binomial 8 B root 0")));
        QCOMPARE(view.summaryLabel()->text(),
                 QStringLiteral("The runner did not record the timeline of binomial 8 B root 0: "
                                "the case failed verification"));
    }

    void fixtureOverlayMatchesTheRecording() {
        const ResultsDocument r = ct::protocol::loadResults(kFixture);
        for (const CaseResult* c : {&r.cases[0], &r.cases[2]}) {
            const MeasuredOverlay o = buildOverlay(*c, modelUs());
            const ct::Program program = ct::buildCaseProgram(c->spec);
            QCOMPARE(o.predictedTotal(), ct::simulate(program, modelUs()).total);
            QCOMPARE(o.lanes.ranks(), 2 * program.ranks());
            const TimelineIndex index = TimelineIndex::build(o.lanes, o.merged);
            double last = 0;
            for (ct::Rank rank = 0; rank < program.ranks(); ++rank) {
                const auto& recorded = c->timeline->ranks[std::size_t(rank)];
                const auto lane = index.lane(MeasuredOverlay::measuredLane(rank));
                QCOMPARE(lane.size(), recorded.size());  // sends and receives only here
                for (std::size_t k = 0; k < recorded.size(); ++k) {
                    QCOMPARE(lane[k].end, recorded[k].end);
                    // Sends as recorded; receives from their call or their send's start.
                    if (recorded[k].kind == ct::OpKind::Send)
                        QCOMPARE(lane[k].start, recorded[k].start);
                    else
                        QVERIFY(lane[k].start >= recorded[k].start);
                    last = std::max(last, recorded[k].end);
                }
                QCOMPARE(index.lane(MeasuredOverlay::predictedLane(rank)).size(),
                         program.ops(rank).size());
            }
            QCOMPARE(o.measuredTotal(), last);
            QCOMPARE(o.measured.messages.size(), std::size_t(program.messageCount()));
        }
    }

    void viewShowsBothWithALegend() {
        runs::MeasuredTimelineView view;
        view.resize(1000, 600);
        const auto r = std::make_shared<const ResultsDocument>(ct::protocol::loadResults(kFixture));
        view.setResults(r, QString::fromStdString(kFixture), modelUs(), QStringLiteral("test"));
        QCOMPARE(view.recordedCases(), (QStringList{QStringLiteral("binomial 65536 B root 0"),
                                                    QStringLiteral("knomial 1000 B root 1")}));
        QCOMPARE(view.caseBox()->count(), 2);
        QVERIFY(view.overlay());  // the first recorded case at once
        QVERIFY(view.showCase(QStringLiteral("knomial 1000 B root 1")));
        QCOMPARE(view.caseBox()->currentText(), QStringLiteral("knomial 1000 B root 1"));
        QCOMPARE(view.timeline()->plottable()->index()->lanes(), 8);
        auto ticker = view.timeline()->plot()->yAxis->ticker().dynamicCast<QCPAxisTickerText>();
        QVERIFY(ticker);
        QCOMPARE(ticker->ticks().value(0), QStringLiteral("0 predicted"));
        QCOMPARE(ticker->ticks().value(7), QStringLiteral("3 measured"));
        const QString ratio = QString::number(*view.overlay()->ratio(), 'f', 2);
        QVERIFY2(
            view.summaryLabel()->text().contains(QStringLiteral("measured/predicted ") + ratio),
            qPrintable(view.summaryLabel()->text()));
        QVERIFY(view.legendLabel()->text().contains(QStringLiteral("test")));
        // Hovering the measured send of rank 1 (the root) names ranks, not lanes.
        QCustomPlot* plot = view.timeline()->plot();
        plot->replot(QCustomPlot::rpImmediateRefresh);
        const auto& send = view.overlay()->measured.messages.front();
        const QPointF at(plot->xAxis->coordToPixel((send.sendStart + send.sendEnd) / 2),
                         plot->yAxis->coordToPixel(MeasuredOverlay::measuredLane(send.src)));
        const QString tip = view.timeline()->toolTipAt(at);
        QVERIFY2(
            tip.contains(QStringLiteral("rank 1 (measured) → rank %1 (measured)").arg(send.dst)),
            qPrintable(tip));
        QVERIFY(!view.showCase(QStringLiteral("MPI_Bcast 65536 B root 0")));
        QVERIFY(view.summaryLabel()->text().contains(QStringLiteral("no recorded timeline")));
        QVERIFY(!view.overlay());
    }

    void runsTabOffersIt() {
        runs::RunsWorkspace workspace(nullptr);
        QVERIFY(openAndWait(workspace, QString::fromStdString(kFixture)));
        QVERIFY(workspace.showTimelineButton()->isEnabled());
        workspace.showTimelineButton()->click();
        auto* views = workspace.findChild<QTabWidget*>(QStringLiteral("runViews"));
        QCOMPARE(views->currentWidget(), workspace.measuredTimeline());
        QVERIFY(workspace.measuredTimeline()->overlay());
        QVERIFY(workspace.showMeasuredTimeline(QStringLiteral("knomial 1000 B root 1")));
        QCOMPARE(workspace.measuredTimeline()->overlay()->caseName,
                 std::string("knomial 1000 B root 1"));
    }
};

QTEST_MAIN(TestMeasuredTimeline)
#include "tst_measured_timeline.moc"
