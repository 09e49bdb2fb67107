// The data behind the visualizations: scenarios and derived trees, the timeline index (picking,
// paths from the root, steps), the best-algorithm map, Bonorden's (2002) predictions and the
// results loader with its accuracy report.
#include <QTemporaryDir>
#include <QTest>
#include <bit>
#include <cmath>
#include <fstream>
#include <sstream>

#include "algorithms/catalogue/case_program.h"
#include "analysis/prediction_accuracy.h"
#include "protocol/machine_json.h"
#include "protocol/results.h"
#include "sim/simulator.h"
#include "visual/algorithm_summary.h"
#include "visual/best_map.h"
#include "visual/bsp_prediction.h"
#include "visual/scenario.h"
#include "visual/timeline_index.h"
#include "visual/visual_parameters.h"

using namespace studio;

namespace {

ct::AlgorithmParams shouChen1996(int procs) {
    ct::AlgorithmParams p;
    p.procs = procs;
    p.model = ct::LogGP::logp(6, 2, 4);
    return p;
}

std::string resultsJson(const std::string& cases, const char* complete = "true") {
    return std::string("{\"format\":\"calltree-results\",\"version\":1,\"complete\":") + complete +
           ",\"environment\":{\"mpi\":\"Open MPI 4.1.4\",\"ranks\":4},\"cases\":[" + cases + "]}";
}

std::string precise(double v) {
    std::ostringstream out;
    out.precision(17);
    out << v;
    return out.str();
}

// A "stats" object as the runner writes it (every field), around one median.
std::string statsJson(double median) {
    const std::string m = precise(median);
    return "{\"count\":3,\"min\":" + m + ",\"median\":" + m + ",\"mean\":" + m + ",\"max\":" + m +
           ",\"p90\":" + m + ",\"ci95_low\":" + m + ",\"ci95_high\":" + m +
           ",\"ci_coverage\":0.75}";
}

}  // namespace

class TestVisualData : public QObject {
    Q_OBJECT

private slots:
    void broadcastTreeMatchesCatalogue_data();
    void broadcastTreeMatchesCatalogue();
    void reductionTreeIsDerived();
    void ringHasNoTree();
    void writtenDataIsNotAFormulaMismatch();
    void holdTimesAndCounter();
    void unknownAlgorithmIsRejected();
    void indexLanesAndPicking();
    void pathFromRootFollowsTheTree();
    void stepsVisitEveryEvent();
    void bestMapFollowsGuLiLiu2002();
    void bspPredictionMatchesTable2();
    void resultsLoad();
    void resultsErrorsNameTheField_data();
    void resultsErrorsNameTheField();
    void accuracyReportPredictsCatalogueCases();
    void machineProfileSetsTheModel();
};

void TestVisualData::broadcastTreeMatchesCatalogue_data() {
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<int>("procs");
    QTest::addColumn<int>("root");
    QTest::newRow("optimal 16") << QStringLiteral("optimal") << 16 << 0;
    QTest::newRow("optimal 7 root 3") << QStringLiteral("optimal") << 7 << 3;
    QTest::newRow("fibonacci 12") << QStringLiteral("fibonacci") << 12 << 0;
    QTest::newRow("binomial 18") << QStringLiteral("binomial") << 18 << 0;
    QTest::newRow("flat 5") << QStringLiteral("flat") << 5 << 0;
}

void TestVisualData::broadcastTreeMatchesCatalogue() {
    QFETCH(QString, algorithm);
    QFETCH(int, procs);
    QFETCH(int, root);
    ct::AlgorithmParams p = shouChen1996(procs);
    p.root = root;
    const Scenario s = buildScenario(algorithm.toStdString(), p);
    QVERIFY(s.tree.has_value());
    QVERIFY(!s.tree->reduction);
    const ct::BroadcastTree expected = ct::findAlgorithm(algorithm.toStdString())->tree(p);
    QCOMPARE(s.tree->tree.root(), expected.root());
    for (ct::Rank r = 0; r < procs; ++r) {
        QCOMPARE(s.tree->tree.parent(r), expected.parent(r));
        QCOMPARE(s.tree->tree.order(r), expected.order(r));
    }
    // The simulated completion equals core's closed formula for these trees.
    QCOMPARE(s.timeline.total, ct::findAlgorithm(algorithm.toStdString())->formula(p));
    QCOMPARE(s.effectiveTime.empty(), algorithm != QStringLiteral("optimal"));
}

void TestVisualData::reductionTreeIsDerived() {
    const ct::Algorithm* reduce = ct::findAlgorithm("ompi-reduce-binomial");
    QVERIFY(reduce);
    ct::AlgorithmParams p = shouChen1996(8);
    p.bytes = 64;
    const Scenario s = buildScenario("ompi-reduce-binomial", p);
    QVERIFY(s.tree.has_value());
    QVERIFY(s.tree->reduction);
    QCOMPARE(s.tree->tree.root(), 0);
    // Every non-root rank's edge message goes from it to its parent.
    for (ct::Rank r = 1; r < 8; ++r) {
        const auto m = s.tree->edgeMessage[std::size_t(r)];
        QVERIFY(m != kNoMessage);
        QCOMPARE(s.timeline.messages[m].src, r);
        QCOMPARE(s.timeline.messages[m].dst, s.tree->tree.parent(r));
    }
}

void TestVisualData::ringHasNoTree() {
    ct::AlgorithmParams p = shouChen1996(6);
    p.bytes = 6;
    const Scenario s = buildScenario("textbook-allgather-ring", p);
    QVERIFY(!s.tree.has_value());
    QCOMPARE(s.timeline.messages.size(), std::size_t(6 * 5));
}

// The binomial broadcast on 4 ranks under LogP(6, 2, 4) with 0.5 per written byte, 8 bytes:
// the root sends to 2 (held at 10) and to 1 (at 14), rank 2 forwards what it received, which it
// wrote, to 3: sent at 10, there at 18 + 4, held at 24. The closed formula (20) charges no
// written data: it is checked against the simulation without it (20), and the line says what
// the simulation adds.
void TestVisualData::writtenDataIsNotAFormulaMismatch() {
    ct::AlgorithmParams p = shouChen1996(4);
    p.bytes = 8;
    p.model.writtenPerByte = 0.5;
    const Scenario s = buildScenario("binomial", p);
    QCOMPARE(s.timeline.total, 24.0);
    QVERIFY(s.formula && s.cleanTotal);
    QCOMPARE(*s.formula, 20.0);
    QCOMPARE(*s.cleanTotal, 20.0);
    QVERIFY(!AlgorithmSummary::formulaDisagrees(s));
    QVERIFY(AlgorithmSummary::timeHtml(s, false).contains(QStringLiteral("is not in the formula")));
    // Without the term there is nothing to set apart.
    p.model.writtenPerByte = 0;
    const Scenario plain = buildScenario("binomial", p);
    QCOMPARE(plain.timeline.total, 20.0);
    QVERIFY(!plain.cleanTotal);
    QVERIFY(!AlgorithmSummary::timeHtml(plain, false)
                 .contains(QStringLiteral("is not in the formula")));
}

void TestVisualData::holdTimesAndCounter() {
    const Scenario s = buildScenario("optimal", shouChen1996(16));
    QCOMPARE(s.holdTime[0], 0.0);
    QCOMPARE(s.holdingAt(0), 1);
    QCOMPARE(s.holdingAt(s.timeline.total), 16);
    // The first child of the root holds the data after L + 2o = 10 cycles.
    QCOMPARE(s.holdingAt(9.99), 1);
    QCOMPARE(s.holdingAt(10), 2);
}

void TestVisualData::unknownAlgorithmIsRejected() {
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, buildScenario("no-such", shouChen1996(4)));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, buildScenario("optimal", shouChen1996(0)));
}

void TestVisualData::indexLanesAndPicking() {
    const Scenario s = buildScenario("optimal", shouChen1996(16));
    const TimelineIndex index = TimelineIndex::build(s.program, s.timeline);
    QCOMPARE(index.lanes(), 16);
    QCOMPARE(index.eventCount(), 2 * s.timeline.messages.size());  // one send + one receive each
    QCOMPARE(index.bySendEnd().size(), s.timeline.messages.size());
    for (std::size_t i = 1; i < index.bySendEnd().size(); ++i)
        QVERIFY(s.timeline.messages[index.bySendEnd()[i - 1]].sendEnd <=
                s.timeline.messages[index.bySendEnd()[i]].sendEnd);
    // Rank 0 sends first at [0, 2]: the event at t = 1 is that send.
    const auto e = index.eventAt(0, 1);
    QVERIFY(e.has_value());
    QCOMPARE(int(e->kind), int(EventKind::Send));
    QCOMPARE(s.timeline.messages[e->message].src, 0);
    QCOMPARE(s.timeline.messages[e->message].sendStart, 0.0);
    QVERIFY(!index.eventAt(0, 3).has_value());      // idle between sends (g = 4 > o = 2)
    QVERIFY(index.eventAt(0, 3, 1.5).has_value());  // … unless the tolerance reaches one
}

void TestVisualData::pathFromRootFollowsTheTree() {
    const Scenario s = buildScenario("optimal", shouChen1996(64));
    const TimelineIndex index = TimelineIndex::build(s.program, s.timeline);
    for (std::uint32_t m = 0; m < s.timeline.messages.size(); ++m) {
        const auto path = index.pathFromRoot(m);
        QVERIFY(!path.empty());
        QCOMPARE(path.back(), m);
        QCOMPARE(s.timeline.messages[path.front()].src, s.tree->tree.root());
        // Consecutive messages chain: each sender is the previous receiver.
        for (std::size_t i = 1; i < path.size(); ++i)
            QCOMPARE(s.timeline.messages[path[i]].src, s.timeline.messages[path[i - 1]].dst);
        // Its length is the receiver's depth in the tree.
        int depth = 0;
        for (ct::Rank r = s.timeline.messages[m].dst; r != s.tree->tree.root();
             r = s.tree->tree.parent(r))
            ++depth;
        QCOMPARE(int(path.size()), depth);
    }
}

void TestVisualData::stepsVisitEveryEvent() {
    const Scenario s = buildScenario("binomial", shouChen1996(8));
    const TimelineIndex index = TimelineIndex::build(s.program, s.timeline);
    double t = -1;
    int steps = 0;
    while (t < s.timeline.total && steps < 1000) {
        const double next = index.nextStep(t);
        QVERIFY(next > t);
        t = next;
        ++steps;
    }
    QCOMPARE(t, s.timeline.total);
    QCOMPARE(steps, int(index.stepTimes().size()));
}

void TestVisualData::bestMapFollowsGuLiLiu2002() {
    // Every cell names the algorithm whose simulated completion is least, with g set from the
    // ratio g / (L + 2o) and L, o kept.
    const ct::AlgorithmParams base = shouChen1996(2);
    const std::vector<std::string> names{"binomial", "fibonacci", "flat"};
    const std::vector<double> ratios{0.1, 0.3884, 2.0};
    const std::vector<int> procs{12, 64, 256};
    const BestMap map = computeBestMap(names, base, ratios, procs);
    QCOMPARE(map.best.size(), std::size_t(9));
    for (std::size_t row = 0; row < procs.size(); ++row)
        for (std::size_t col = 0; col < ratios.size(); ++col) {
            ct::AlgorithmParams p = base;
            p.procs = procs[row];
            p.model.g = ratios[col] * 10;  // L + 2o = 10
            double best = 1e300;
            int winner = -1;
            std::vector<double> times;
            for (std::size_t a = 0; a < names.size(); ++a) {
                const double t =
                    ct::simulate(ct::findAlgorithm(names[a])->program(p), p.model).total;
                times.push_back(t);
                if (t < best) best = t, winner = int(a);
            }
            QCOMPARE(map.at(row, col), winner);
            QCOMPARE(map.time[row * ratios.size() + col], best);
            // Every algorithm with the best time is a winner: more than one is a tie.
            std::uint32_t winners = 0;
            for (std::size_t a = 0; a < times.size(); ++a)
                if (std::abs(times[a] - best) <= 1e-9 * best) winners |= 1u << a;
            QCOMPARE(map.winnersAt(row, col), winners);
            QCOMPARE(map.tieAt(row, col), std::popcount(winners) > 1);
        }
    // The flat tree (P - 1 sends from the root) never wins on 64 ranks.
    for (std::size_t col = 0; col < ratios.size(); ++col)
        QVERIFY(map.at(1, col) != 2);
    // Ties go to the earlier name; unknown names never win.
    const BestMap tie = computeBestMap({"binomial", "binomial"}, base, {1.0}, {16});
    QCOMPARE(tie.at(0, 0), 0);
    QCOMPARE(tie.winnersAt(0, 0), 3u);
    QVERIFY(tie.tieAt(0, 0));
    // On 2 ranks every broadcast tree is the one message: all three tie.
    const BestMap two = computeBestMap({"optimal", "fibonacci", "binomial"}, base, {0.5}, {2});
    QCOMPARE(two.winnersAt(0, 0), 7u);
    const BestMap none = computeBestMap({"no-such"}, base, {1.0}, {8});
    QCOMPARE(none.at(0, 0), -1);
    QCOMPARE(none.winnersAt(0, 0), 0u);
    QVERIFY(!none.tieAt(0, 0));
}

void TestVisualData::bspPredictionMatchesTable2() {
    const BspPrediction p = predictBroadcast("psc2-tcp", 16, 1 << 20);
    QCOMPARE(p.sizes.size(), std::size_t(21));
    QVERIFY(p.pure.size() >= 4);
    // The optimum is never worse than a pure algorithm.
    for (std::size_t i = 0; i < p.sizes.size(); ++i)
        for (const auto& s : p.pure)
            if (std::isfinite(s.cost[i])) QVERIFY(p.optimalCost[i] <= s.cost[i] * (1 + 1e-12));
    // Crossover ranges tile the sizes in order.
    QCOMPARE(p.crossovers.front().from, 1.0);
    QCOMPARE(p.crossovers.back().to, double(1 << 20));
    for (std::size_t i = 1; i < p.crossovers.size(); ++i) {
        QCOMPARE(p.crossovers[i].from, 2 * p.crossovers[i - 1].to);
        QVERIFY(p.crossovers[i].optimal != p.crossovers[i - 1].optimal);
    }
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, predictBroadcast("no-such", 16));
}

// The Studio reads results through core's reader (core/protocol/results.h): what it relies on.
void TestVisualData::resultsLoad() {
    const std::string text = resultsJson(
        "{\"name\":\"bcast-1\",\"kind\":\"catalogue\",\"algorithm\":\"binomial\",\"problem\":"
        "\"broadcast\","
        "\"procs\":4,\"root\":0,\"bytes\":1024,\"status\":\"ok\",\"times\":[3e-6,1e-6,2e-6],"
        "\"stats\":{\"count\":3,\"min\":1e-6,\"median\":2e-6,\"mean\":2e-6,\"max\":3e-6,\"p90\":3e-"
        "6,"
        "\"ci95_low\":1e-6,\"ci95_high\":3e-6,\"ci_coverage\":0.75}},"
        "{\"name\":\"base\",\"kind\":\"mpi-baseline\",\"algorithm\":\"MPI_Bcast\",\"procs\":4,"
        "\"bytes\":8,"
        "\"status\":\"timeout\",\"times\":[]}");
    const ct::protocol::ResultsDocument r = ct::protocol::parseResults(text);
    QVERIFY(r.complete);
    QCOMPARE(r.cases.size(), std::size_t(2));
    QCOMPARE(r.cases[0].bytes, std::uint64_t(1024));
    QCOMPARE(ct::measuredMedian(r.cases[0]), std::optional<double>(2e-6));
    QCOMPARE(r.cases[0].times.size(), std::size_t(3));
    QCOMPARE(r.cases[1].status, ct::protocol::CaseStatus::Timeout);
    QVERIFY(!ct::measuredMedian(r.cases[1]));  // nothing measured
    QCOMPARE(r.environment.ranks, 4);
    // Times without their statistics (a file written by hand): count and median from the times.
    ct::protocol::CaseResult bare;
    bare.times = {3e-6, 1e-6, 4e-6, 2e-6};
    QCOMPARE(ct::caseStatistics(bare).count, std::size_t(4));
    QVERIFY(ct::measuredMedian(bare) && std::abs(*ct::measuredMedian(bare) - 2.5e-6) < 1e-18);

    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("r.results.json")).toStdString();
    std::ofstream(path) << text;
    QCOMPARE(ct::protocol::loadResults(path).cases.size(), std::size_t(2));
    try {
        ct::protocol::loadResults(dir.filePath(QStringLiteral("missing.json")).toStdString());
        QFAIL("a missing file loaded");
    } catch (const ct::protocol::ResultsError& e) {
        QVERIFY(std::string(e.what()).find("missing.json") != std::string::npos);
    }
}

void TestVisualData::resultsErrorsNameTheField_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("message");
    const auto q = [](const std::string& t) { return QString::fromStdString(t); };
    const std::string ok =
        "{\"name\":\"a\",\"kind\":\"catalogue\",\"algorithm\":\"flat\",\"procs\":2,"
        "\"bytes\":1,\"status\":\"ok\"}";
    const std::string head = "{\"format\":\"calltree-results\",";
    QTest::newRow("not json") << q("{") << q("JSON");
    QTest::newRow("wrong format")
        << q("{\"format\":\"x\",\"version\":1,\"complete\":true,\"cases\":[]}")
        << q("calltree-results");
    QTest::newRow("future version")
        << q(head + "\"version\":2,\"complete\":true,\"cases\":[]}") << q("version");
    QTest::newRow("complete not bool")
        << q(head + "\"version\":1,\"complete\":1,\"cases\":[]}") << q("complete");
    QTest::newRow("cases missing") << q(head + "\"version\":1,\"complete\":true}") << q("cases");
    auto edit = [&](const std::string& from, const std::string& to) {
        std::string c = ok;
        c.replace(c.find(from), from.size(), to);
        return c;
    };
    QTest::newRow("bad kind") << q(resultsJson(edit("\"catalogue\"", "\"guess\"")))
                              << q("cases[0].kind");
    QTest::newRow("negative bytes")
        << q(resultsJson(ok + "," + edit("\"bytes\":1", "\"bytes\":-1"))) << q("cases[1].bytes");
    QTest::newRow("time not a number")
        << q(resultsJson(edit("\"status\":\"ok\"", "\"status\":\"ok\",\"times\":[\"x\"]")))
        << q("cases[0].times[0]");
    QTest::newRow("second time negative")
        << q(resultsJson(edit("\"status\":\"ok\"", "\"status\":\"ok\",\"times\":[1e-06,-1e-06]")))
        << q("cases[0].times[1]: must be a non-negative number");
    QTest::newRow("root out of range")
        << q(resultsJson(edit("\"procs\":2", "\"procs\":2,\"root\":2"))) << q("cases[0].root");
}

void TestVisualData::resultsErrorsNameTheField() {
    QFETCH(QString, json);
    QFETCH(QString, message);
    try {
        ct::protocol::parseResults(json.toStdString());
        QFAIL("bad results were accepted");
    } catch (const ct::protocol::ResultsError& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
    }
}

void TestVisualData::accuracyReportPredictsCatalogueCases() {
    // Prediction = simulation of the catalogue program with the model in µs; times in seconds.
    ct::LogGP model = ct::LogGP::logp(2, 0.5, 1);
    model.G = 0.001;
    ct::AlgorithmParams p;
    p.procs = 8;
    p.bytes = 4096;
    p.model = model;
    const double predictedUs = ct::simulate(ct::findAlgorithm("binomial")->program(p), model).total;
    const std::string text = resultsJson(
        "{\"name\":\"b\",\"kind\":\"catalogue\",\"algorithm\":\"binomial\",\"procs\":8,\"bytes\":"
        "4096,"
        "\"status\":\"ok\",\"times\":[1,2,3],\"stats\":" +
        statsJson(predictedUs * 2e-6) +
        "},{\"name\":\"f\",\"kind\":\"catalogue\",\"algorithm\":\"binomial\",\"procs\":8,"
        "\"bytes\":1,"
        "\"status\":\"failed\"},{\"name\":\"u\",\"kind\":\"catalogue\",\"algorithm\":\"nope\","
        "\"procs\":2,"
        "\"bytes\":1,\"status\":\"ok\",\"times\":[1]},{\"name\":\"s\",\"kind\":\"schedule\","
        "\"algorithm\":\"x\","
        "\"procs\":2,\"bytes\":1,\"status\":\"ok\",\"times\":[1]}");
    const ct::AccuracyReport report = ct::predictCases(ct::protocol::parseResults(text), model);
    QCOMPARE(report.points.size(), std::size_t(1));
    QCOMPARE(report.skipped.size(), std::size_t(3));
    const ct::AccuracyPoint& a = report.points[0];
    QVERIFY(std::abs(a.predicted - predictedUs * 1e-6) < 1e-15);
    QVERIFY(std::abs(a.ratio - 2) < 1e-5);
    QCOMPARE(ct::accuracyScale(a.ratio) > 0.99, true);

    // The optimal tree is shaped by the runner's model, whatever the profile: with L = 1 the
    // profile's own T* would be a different (flatter) tree, which the runner never ran.
    ct::LogGP flat = ct::LogGP::logp(1, 0.5, 4);
    ct::AlgorithmParams q;
    q.procs = 16;
    q.bytes = 8;
    q.model = ct::runnerShapeModel();
    const double ran = ct::simulate(ct::findAlgorithm("optimal")->program(q), flat).total;
    q.model = flat;
    const double reshaped = ct::simulate(ct::findAlgorithm("optimal")->program(q), flat).total;
    QVERIFY(ran != reshaped);
    const ct::AccuracyReport optimal =
        ct::predictCases(ct::protocol::parseResults(
                             resultsJson("{\"name\":\"o\",\"kind\":\"catalogue\",\"algorithm\":"
                                         "\"optimal\",\"procs\":16,\"bytes\":8,\"status\":\"ok\","
                                         "\"times\":[1],\"stats\":" +
                                         statsJson(1e-5) + "}")),
                         flat);
    QCOMPARE(optimal.points.size(), std::size_t(1));
    QCOMPARE(optimal.points[0].predicted, ran * 1e-6);
}

QTEST_GUILESS_MAIN(TestVisualData)
// A LogGP profile file (the runner's calibration writes one) sets L, o, g, G and the unit; a BSP*
// profile is refused with a reason and leaves the parameters alone.
void TestVisualData::machineProfileSetsTheModel() {
    const ct::bsp::MachineProfile shouChen1996 = ct::bsp::loadMachineFile(
        CALLTREE_SOURCE_DIR "/resources/machines/shou-chen-1996-logp.machine.json");
    studio::VisualParameters p;
    p.L = 1, p.o = 1, p.g = 1, p.G = 0.5, p.unit = "us";
    QVERIFY(!studio::applyMachineProfile(p, shouChen1996));
    QCOMPARE(p.L, 6.0);
    QCOMPARE(p.o, 2.0);
    QCOMPARE(p.g, 4.0);
    QCOMPARE(p.G, 0.0);
    QCOMPARE(p.unit, std::string("cycles"));

    ct::bsp::MachineProfile calibrated;
    calibrated.name = "calibrated";
    calibrated.kind = ct::bsp::ModelKind::LogGP;
    ct::LogGP terms = ct::LogGP::logp(1.5, 0.25, 0.75);
    terms.G = 0.0002;
    calibrated.logp = terms;
    calibrated.logp.setShared("us", 8e-4);  // 1e-4 µs per byte, as calibrate measures it
    // Shou & Chen's (1996) file: 0.125 cycles per byte, one addition of 8-byte operands per cycle.
    QCOMPARE(p.combinePerElement, 1.0);
    QCOMPARE(p.toAlgorithmParams().model.combinePerElement, 1.0);
    QVERIFY(!studio::applyMachineProfile(p, calibrated));
    QCOMPARE(p.L, 1.5);
    QCOMPARE(p.G, 0.0002);
    QCOMPARE(p.unit, std::string("us"));
    QCOMPARE(p.combinePerElement, 8e-4);  // per 8-byte element
    QCOMPARE(p.toAlgorithmParams().model.combinePerElement, 8e-4);
    QVERIFY(!p.profile);  // one range without a stream gap: plain L, o, g, G
    // A stream gap keeps even one range whole (L, o, g, G alone would lose it), so the
    // simulation and the formulas charge it.
    ct::bsp::MachineProfile streaming = calibrated;
    streaming.logp.ranges[0].terms.streamGap = 2.5;
    studio::VisualParameters s = p;
    QVERIFY(!studio::applyMachineProfile(s, streaming));
    QVERIFY(s.profile);
    QCOMPARE(s.toAlgorithmParams().model.streamGap, 2.5);
    QCOMPARE(s.toAlgorithmParams().model.oRecv, 0.25);
    // So does an eager limit: the segmented algorithms' waits depend on it.
    ct::bsp::MachineProfile eager = calibrated;
    eager.logp.setEagerLimit(4040);
    studio::VisualParameters e = p;
    QVERIFY(!studio::applyMachineProfile(e, eager));
    QVERIFY(e.profile);
    QCOMPARE(e.toAlgorithmParams().model.eagerLimit, std::uint64_t(4040));
    // And a send completion alone (the waits end that much after the receives).
    ct::bsp::MachineProfile completing = calibrated;
    completing.logp.ranges[0].terms.sendCompletion = 0.3;
    studio::VisualParameters c = p;
    QVERIFY(!studio::applyMachineProfile(c, completing));
    QVERIFY(c.profile);
    QCOMPARE(c.toAlgorithmParams().model.sendCompletion, 0.3);
    // And half duplex alone (what a rank takes in while it sends is slowed).
    ct::bsp::MachineProfile duplex = calibrated;
    duplex.logp.ranges[0].terms.halfDuplex = 0.9;
    studio::VisualParameters d = p;
    QVERIFY(!studio::applyMachineProfile(d, duplex));
    QVERIFY(d.profile);
    QCOMPARE(d.toAlgorithmParams().model.halfDuplex, 0.9);

    const studio::VisualParameters before = p;
    const auto refused = studio::applyMachineProfile(p, ct::bsp::psc2Tcp());
    QVERIFY(refused);
    QVERIFY(refused->contains(QStringLiteral("BSP*")));
    QCOMPARE(p.L, before.L);
    // A profile in seconds is scaled to µs (core's logGPInMicroseconds).
    // GCC 12 reports a false -Wrestrict for assigning a short literal here; build the string.
    calibrated.logp.setShared(std::string(1, 's'), 8e-4);
    QVERIFY(!studio::applyMachineProfile(p, calibrated));
    QCOMPARE(p.unit, std::string("us"));
    QCOMPARE(p.L, 1.5e6);
    QCOMPARE(p.o, 0.25e6);
    QCOMPARE(p.combinePerElement, 8e-4 * 1e6);
    // A unit without a length is refused and names the unit.
    calibrated.logp.setShared("furlongs", 8e-4);
    const auto unknown = studio::applyMachineProfile(p, calibrated);
    QVERIFY(unknown);
    QVERIFY(unknown->contains(QStringLiteral("'furlongs'")));
    QCOMPARE(p.L, 1.5e6);
}

#include "tst_visual_data.moc"
