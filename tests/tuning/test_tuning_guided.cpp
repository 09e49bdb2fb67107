// Model-guided tuning (core/tuning/model_guided.h): what a LogGP profile leaves to measure, the
// runs that measure it, and the comparison of a guided sweep's picks with an exhaustive one's.
#include <QtTest>

#include <algorithm>

#include "tuning/forced_program.h"
#include "tuning/guided_replay.h"
#include "tuning/model_guided.h"
#include "tuning/ompi_algorithms.h"
#include "tuning/ompi_collectives.h"

using namespace ct::tuning;

namespace {

// A profile in µs (L = 2, o = 0.5, g = 1, G = 0.001 µs/B): the shape of a shared-memory node.
ct::LogGPProfile profileUs() {
    ct::LogGP m;
    m.L = 2;
    m.oSend = 0.5;
    m.oRecv = 0.5;
    m.g = 1;
    m.G = 0.001;
    m.combinePerElement = 0.001;
    m.unit = "us";
    return ct::LogGPProfile(m);
}

SweepRequest bcastRequest() {
    SweepRequest r;
    r.collectives = {ompi::kBcast};
    r.commSizes = {8};
    r.sizes = {8, 1024, 65536, 1048576};
    r.outDir = "guided";
    std::vector<int> all;
    // Held: a range-for over a member of the returned temporary would outlive it.
    const KnownAlgorithms known = ompi41Algorithms();
    for (const auto& [a, name] : known.names.at(ompi::kBcast))
        if (a != 0) all.push_back(a);
    r.algorithms = {{ompi::kBcast, all}};
    return r;
}

Measurement timed(int algorithm, std::uint64_t bytes, double medianUs, double spread = 0.01) {
    Measurement m;
    m.collective = ompi::kBcast;
    m.commSize = 8;
    m.bytes = bytes;
    m.messageBytes = bytes;
    m.algorithm = algorithm;
    m.stats.count = 10;
    m.stats.median = medianUs * 1e-6;
    m.stats.ci95Low = medianUs * (1 - spread) * 1e-6;
    m.stats.ci95High = medianUs * (1 + spread) * 1e-6;
    return m;
}

Measurement on2(Measurement m) {
    m.commSize = 2;
    return m;
}

}  // namespace

class TestTuningGuided : public QObject {
    Q_OBJECT
private slots:
    void measuresOnlyNearThePredictedBest() {
        GuidedOptions options;
        options.margin = 0.25;
        options.verifyEvery = 4;
        options.mergeIdentical = false;  // the margin alone (mergesIdenticalPrograms: merging)
        const GuidedPlan plan = planGuided(bcastRequest(), LaunchOptions{}, profileUs(), options);
        QCOMPARE(plan.points.size(), std::size_t(4));
        for (std::size_t i = 0; i < plan.points.size(); ++i) {
            const auto& p = plan.points[i];
            // Every bcast algorithm of Open MPI 4.1 has a catalogue twin.
            QCOMPARE(p.predicted.size(), std::size_t(9));
            QVERIFY(p.unpredicted.empty());
            QVERIFY(p.predictedBest != 0);
            for (const auto& [a, t] : p.predicted)
                QVERIFY(t >= p.predicted.at(p.predictedBest));
            QVERIFY(std::count(p.measure.begin(), p.measure.end(), p.predictedBest) == 1);
            QVERIFY(std::count(p.measure.begin(), p.measure.end(), 0) == 0);
            if (i == 3) {
                QVERIFY(p.verification);
                QCOMPARE(p.measure.size(), std::size_t(9));
            } else {
                QVERIFY(!p.verification);
                for (int a : p.measure)
                    QVERIFY(p.predicted.at(a) <= 1.25 * p.predicted.at(p.predictedBest));
                QVERIFY(p.measure.size() < 9);
            }
        }
        QVERIFY(plan.measurements() < plan.exhaustive());
        QCOMPARE(plan.exhaustive(), 40);
        // One interleaved launch (one communicator size): the default's case has every size, a
        // forced algorithm's only the sizes it is measured at.
        QCOMPARE(plan.runs.size(), std::size_t(1));
        const SweepRun& launch = plan.runs.front();
        QVERIFY(launch.interleaved());
        QCOMPARE(launch.file, std::string("guided/sweep-np8.results.json"));
        QCOMPARE(launch.cases.front().algorithm, 0);
        QCOMPARE(launch.cases.front().sizes.size(), std::size_t(4));
        for (const auto& c : launch.cases)
            for (auto b : c.sizes) {
                const auto p = std::find_if(plan.points.begin(), plan.points.end(),
                                            [b](const GuidedPoint& x) { return x.bytes == b; });
                QVERIFY(c.algorithm == 0 ||
                        std::count(p->measure.begin(), p->measure.end(), c.algorithm) == 1);
            }
        QCOMPARE(launch.measurements(), plan.measurements());
        // One launch per algorithm: the same cases, each its own run.
        SweepRequest perAlgorithm = bcastRequest();
        perAlgorithm.launches = SweepLaunches::PerAlgorithm;
        const GuidedPlan separate = planGuided(perAlgorithm, LaunchOptions{}, profileUs(), options);
        QCOMPARE(separate.runs.size(), launch.cases.size());
        int cases = 0;
        for (std::size_t i = 0; i < separate.runs.size(); ++i) {
            QVERIFY(!separate.runs[i].interleaved());
            QCOMPARE(separate.runs[i].algorithm, launch.cases[i].algorithm);
            QCOMPARE(separate.runs[i].sizes, launch.cases[i].sizes);
            cases += int(separate.runs[i].sizes.size());
        }
        QCOMPARE(cases, plan.measurements());
    }

    // On more ranks than cores (no hostfile) the model's premise, a processor per rank, fails:
    // every algorithm is measured; with a hostfile (ranks spread) or enough cores it guides.
    void oversubscribedMeasuresEverything() {
        GuidedOptions options;
        options.verifyEvery = 0;
        LaunchOptions twoCores;
        twoCores.coresHere = 2;
        const GuidedPlan whole = planGuided(bcastRequest(), twoCores, profileUs(), options);
        QCOMPARE(whole.measurements(), whole.exhaustive());
        for (const auto& p : whole.points) {
            QVERIFY(p.oversubscribed);
            QVERIFY(p.verification);
        }
        LaunchOptions spread = twoCores;
        spread.hostfile = "nodes";
        const GuidedPlan guided = planGuided(bcastRequest(), spread, profileUs(), options);
        QVERIFY(guided.measurements() < guided.exhaustive());
        QVERIFY(!guided.points.front().oversubscribed);
        options.wholeWhenOversubscribed = false;
        QCOMPARE(planGuided(bcastRequest(), twoCores, profileUs(), options).measurements(),
                 guided.measurements());
    }

    // Adaptive: the verification points first (their own launch), then the others; next to a
    // verification point where the algorithms within the margin missed the measured best, every
    // algorithm is measured.
    void adaptsToTheVerificationPoints() {
        SweepRequest request = bcastRequest();
        request.sizes = {8, 64, 512, 4096, 32768, 262144};
        GuidedOptions options;
        options.margin = 0.10;
        options.verifyEvery = 3;  // 512 B and 256 KiB
        options.adaptive = true;
        GuidedPlan plan = planGuided(request, LaunchOptions{}, profileUs(), options);
        QCOMPARE(plan.points.size(), std::size_t(6));
        QVERIFY(plan.points[2].verification && plan.points[5].verification);
        // The first launch: the verification points only, every algorithm and the default.
        QCOMPARE(plan.runs.size(), std::size_t(1));
        QCOMPARE(plan.runs.front().file, std::string("guided/sweep-np8-verification.results.json"));
        QCOMPARE(plan.runs.front().sizes, (std::vector<std::uint64_t>{512, 262144}));
        QCOMPARE(plan.runs.front().measurements(), 2 * 10);
        // Measured: at 512 B the best within the margin is the fastest; at 256 KiB an algorithm
        // outside the margin is 30 % faster than any within it.
        const GuidedPoint& at512 = plan.points[2];
        const GuidedPoint& at256K = plan.points[5];
        int outside = 0;
        for (int a = 1; a <= 9; ++a)
            if (std::count(at256K.withinMargin.begin(), at256K.withinMargin.end(), a) == 0)
                outside = a;
        QVERIFY(outside != 0);
        std::vector<Measurement> measured;
        for (int a = 1; a <= 9; ++a) {
            const bool within512 =
                std::count(at512.withinMargin.begin(), at512.withinMargin.end(), a) == 1;
            measured.push_back(timed(a, 512, within512 ? 10 : 20));
            measured.push_back(timed(a, 262144, a == outside ? 70 : 100));
        }
        for (auto& m : measured)
            m.commSize = 8;
        const auto verdicts = adaptToVerification(plan, decide(measured));
        QCOMPARE(verdicts.size(), std::size_t(2));
        QVERIFY(!verdicts[0].missed);
        QCOMPARE(verdicts[0].bytes, std::uint64_t(512));
        QVERIFY(verdicts[1].missed);
        QCOMPARE(verdicts[1].measuredBest, outside);
        QCOMPARE(verdicts[1].loss, 100.0 / 70 - 1);
        // 8 and 64 B lie below 512 B (not missed): guided; 4096 and 32768 B lie below 256 KiB
        // (missed): every algorithm.
        QVERIFY(!plan.points[0].adapted && !plan.points[1].adapted);
        QVERIFY(plan.points[3].adapted && plan.points[4].adapted);
        QCOMPARE(plan.points[3].measure.size(), std::size_t(9));
        QCOMPARE(plan.points[0].measure, plan.points[0].withinMargin);
        // The second launch: the other sizes.
        const auto rest = remainingGuidedRuns(plan, request, LaunchOptions{});
        QCOMPARE(rest.size(), std::size_t(1));
        QCOMPARE(rest.front().file, std::string("guided/sweep-np8.results.json"));
        QCOMPARE(rest.front().sizes, (std::vector<std::uint64_t>{8, 64, 4096, 32768}));
        int cases = 0;
        for (const auto& p : plan.points)
            if (!p.verification) cases += 1 + int(p.measure.size());
        QCOMPARE(rest.front().measurements(), cases);
    }

    // A margin that admits everything measures everything.
    void wideMarginIsExhaustive() {
        GuidedOptions options;
        options.margin = 1e6;
        options.verifyEvery = 0;
        options.mergeIdentical = false;
        const GuidedPlan plan = planGuided(bcastRequest(), LaunchOptions{}, profileUs(), options);
        QCOMPARE(plan.measurements(), plan.exhaustive());
        QCOMPARE(plan.runs.size(), std::size_t(1));
        QCOMPARE(plan.runs.front().cases.size(), std::size_t(10));
    }

    // At 8 B the guided sweep's best (6) takes 10.3 µs in the exhaustive sweep, whose best is
    // 10 µs: within 5 %. At 1024 B its best (7) takes 13 µs against 10: 30 % slower.
    void comparison() {
        MeasuredDecision exhaustive =
            decide({timed(0, 8, 20), timed(6, 8, 10.3), timed(9, 8, 10), timed(0, 1024, 20),
                    timed(7, 1024, 13), timed(9, 1024, 10)});
        MeasuredDecision guided =
            decide({timed(0, 8, 20), timed(6, 8, 9.9), timed(0, 1024, 20), timed(7, 1024, 12)});
        const GuidedComparison c = compareWithExhaustive(guided, exhaustive);
        QCOMPARE(c.points, 2);
        QCOMPARE(c.bestWithin, 1);
        QCOMPARE(c.picksAgree, 0);
        QCOMPARE(c.worstLoss, 0.3);
        QCOMPARE(c.withinNoise, 1);  // 13 µs [12.87, 13.13] is clear of 1.05 × 10.1 µs
        // The same point by point, as the Studio's comparison lists it.
        const std::vector<PointComparison> points = comparePoints(guided, exhaustive);
        QCOMPARE(points.size(), std::size_t(2));
        QCOMPARE(points[0].bytes, std::uint64_t(8));
        QCOMPARE(points[0].best->algorithm, 6);
        QCOMPARE(points[0].bestThere->stats.median, 10.3e-6);
        QCOMPARE(points[0].otherBest->algorithm, 9);
        QVERIFY(std::abs(points[0].loss - 0.03) < 1e-12);
        QVERIFY(points[0].within && points[0].withinNoise);
        QCOMPARE(points[1].bytes, std::uint64_t(1024));
        QCOMPARE(points[1].best->algorithm, 7);
        QCOMPARE(points[1].otherBest->algorithm, 9);
        QVERIFY(!points[1].within && !points[1].withinNoise);
        QCOMPARE(points[1].chosen, 7);       // 12 µs against the default's 20
        QCOMPARE(points[1].otherChosen, 9);  // 10 µs against 20
        QVERIFY(!points[1].picksAgree);
    }

    // At 64 KiB the guided best (6) takes 10.8 µs in the exhaustive sweep against its best's
    // 10 µs: 8 % slower by the medians, but 6's interval [9.72, 11.88] reaches below
    // 1.05 × 10.1 µs = 10.605 µs, so the exhaustive sweep cannot tell it from within 5 %.
    void comparisonWithinNoise() {
        const MeasuredDecision exhaustive =
            decide({timed(0, 65536, 20), timed(6, 65536, 10.8, 0.1), timed(9, 65536, 10)});
        const MeasuredDecision guided = decide({timed(0, 65536, 20), timed(6, 65536, 10.5)});
        const GuidedComparison c = compareWithExhaustive(guided, exhaustive);
        QCOMPARE(c.points, 1);
        QCOMPARE(c.bestWithin, 0);
        QCOMPARE(c.withinNoise, 1);
        // Tighter, the same medians are told apart: [10.69, 10.91] lies above 10.605.
        const MeasuredDecision tight =
            decide({timed(0, 65536, 20), timed(6, 65536, 10.8, 0.01), timed(9, 65536, 10)});
        QCOMPARE(compareWithExhaustive(guided, tight).withinNoise, 0);
    }

    // Each guided best (2, the chain) takes 10.8 µs in the exhaustive sweep against its best's
    // 10 µs: 8 % slower by the medians everywhere. On 2 ranks at 1 KiB the exhaustive best is the
    // binomial tree (6): one message through Open MPI's generic tree broadcast, as the chain's,
    // so the two bests run the same code. At 8 B it is the basic linear broadcast (1): the same
    // message from another function. On 4 ranks the chain and the binomial tree differ.
    void comparisonSameCode() {
        const auto on = [](int ranks, Measurement m) {
            m.commSize = ranks;
            return m;
        };
        const MeasuredDecision exhaustive = decide(
            {on(2, timed(0, 8, 20)), on(2, timed(1, 8, 10)), on(2, timed(2, 8, 10.8)),
             on(2, timed(0, 1024, 20)), on(2, timed(2, 1024, 10.8)), on(2, timed(6, 1024, 10)),
             on(4, timed(0, 1024, 20)), on(4, timed(2, 1024, 10.8)), on(4, timed(6, 1024, 10))});
        const MeasuredDecision guided = decide(
            {on(2, timed(0, 8, 20)), on(2, timed(2, 8, 10.5)), on(2, timed(0, 1024, 20)),
             on(2, timed(2, 1024, 10.5)), on(4, timed(0, 1024, 20)), on(4, timed(2, 1024, 10.5))});
        const std::vector<PointComparison> points = comparePoints(guided, exhaustive);
        QCOMPARE(points.size(), std::size_t(3));
        for (const PointComparison& p : points) {
            QVERIFY(!p.within);
            const bool expected = p.commSize == 2 && p.bytes == 1024;
            QCOMPARE(p.sameCode, expected);
        }
        const GuidedComparison c = summarize(points);
        QCOMPARE(c.bestWithin, 0);
        QCOMPARE(c.withinSameCode, 1);
        QVERIFY(sameOmpiCode(ompi::kBcast, 2, 1024, 2, 6));
        QVERIFY(!sameOmpiCode(ompi::kBcast, 2, 1024, 1, 2));  // basic linear: its own function
        QVERIFY(!sameOmpiCode(ompi::kBcast, 4, 1024, 2, 6));  // different trees on 4 ranks
        QVERIFY(!sameOmpiCode(ompi::kBcast, 2, 1024, 6, 6));  // one algorithm is not two
        // Reduce on 2 ranks: the chain (2) and the binomial tree (5) run reduce_generic.
        QVERIFY(sameOmpiCode(ompi::kReduce, 2, 1024, 2, 5));
    }

    // A replay on an exhaustive sweep of bcast on 8 ranks whose every algorithm measured what
    // the model predicts for it, but at 64 KiB the algorithm predicted slowest measured half the
    // predicted best's time (the default twice it everywhere). The guided sweep (margin 0.25,
    // no verification) measures the default and the algorithms within the margin; on those
    // measurements its best is the predicted best at every size — within 5 % of the exhaustive
    // best at 3 of 4 points, and at 64 KiB 100 % slower than the slowest-predicted one, which
    // the margin left out.
    void replayOnTheExhaustiveMeasurements() {
        GuidedOptions options;
        options.margin = 0.25;
        options.verifyEvery = 0;
        options.mergeIdentical = false;
        const GuidedPlan plan = planGuided(bcastRequest(), LaunchOptions{}, profileUs(), options);
        std::vector<Measurement> all;
        int slowest = 0;
        for (const GuidedPoint& p : plan.points) {
            const double best = p.predicted.at(p.predictedBest);
            all.push_back(timed(0, p.bytes, 2 * best));
            int worst = p.predictedBest;
            for (const auto& [a, t] : p.predicted)
                if (t > p.predicted.at(worst)) worst = a;
            for (const auto& [a, t] : p.predicted)
                all.push_back(timed(a, p.bytes, p.bytes == 65536 && a == worst ? 0.5 * best : t));
            if (p.bytes == 65536) slowest = worst;
        }
        const MeasuredDecision exhaustive = decide(all);
        const SweepRequest request = requestOf(exhaustive);
        QCOMPARE(request.collectives, std::vector<int>{ompi::kBcast});
        QCOMPARE(request.commSizes, std::vector<int>{8});
        QCOMPARE(request.sizes, bcastRequest().sizes);
        QCOMPARE(request.algorithms, bcastRequest().algorithms);

        const GuidedReplay replay = replayGuided(exhaustive, LaunchOptions{}, profileUs(), options);
        QCOMPARE(int(replay.guided.measurements.size()), plan.measurements());
        QVERIFY(plan.measurements() < plan.exhaustive());
        QCOMPARE(replay.summary.points, 4);
        QCOMPARE(replay.summary.bestWithin, 3);
        QCOMPARE(replay.misses.size(), std::size_t(1));
        const ReplayMiss& m = replay.misses.front();
        const GuidedPoint& at64K = plan.points[2];
        QCOMPARE(m.bytes, std::uint64_t(65536));
        QCOMPARE(m.exhaustiveBest, slowest);
        QCOMPARE(m.guidedBest, at64K.predictedBest);
        QVERIFY(std::abs(m.loss - 1.0) < 1e-9);
        QCOMPARE(m.reason, ReplayMissReason::OutsideMargin);
        QVERIFY(std::abs(m.predictedExcess - (at64K.predicted.at(slowest) /
                                                  at64K.predicted.at(at64K.predictedBest) -
                                              1)) < 1e-9);
        // A margin wide enough for every algorithm is the exhaustive sweep: no miss.
        options.margin = 100;
        const GuidedReplay wide = replayGuided(exhaustive, LaunchOptions{}, profileUs(), options);
        QCOMPARE(int(wide.guided.measurements.size()), int(exhaustive.measurements.size()));
        QCOMPARE(wide.summary.bestWithin, 4);
        QVERIFY(wide.misses.empty());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, requestOf(MeasuredDecision{}));
    }

    // Merged on 2 ranks, allreduce's segmented ring (5, unsegmented) is measured through the
    // ring (4); where the model puts the ring outside the margin neither is measured, and a 5
    // measured fastest there by the exhaustive sweep is the margin's miss, not the merge's.
    // Every other algorithm measures what the model predicts; 5 there a tenth of the best.
    void replayMergedOutsideTheMargin() {
        SweepRequest request;
        request.collectives = {ompi::kAllreduce};
        request.commSizes = {2};
        request.sizes = {8, 1024, 65536, 1048576};
        request.algorithms = {{ompi::kAllreduce, {1, 2, 3, 4, 5, 6}}};
        GuidedOptions options;
        options.margin = 0;
        options.verifyEvery = 0;
        options.mergeIdentical = true;
        const GuidedPlan plan = planGuided(request, LaunchOptions{}, profileUs(), options);
        const GuidedPoint* outside = nullptr;
        for (const GuidedPoint& p : plan.points)
            if (p.sameProgramAs.count(5) && p.sameProgramAs.at(5) == 4 &&
                std::count(p.measure.begin(), p.measure.end(), 4) == 0)
                outside = &p;
        QVERIFY2(outside, "the model puts the ring best at every size");
        std::vector<Measurement> all;
        for (const GuidedPoint& p : plan.points) {
            const double best = p.predicted.at(p.predictedBest);
            const auto measured = [&](int a, double us) {
                Measurement m = on2(timed(a, p.bytes, us));
                m.collective = ompi::kAllreduce;
                return m;
            };
            all.push_back(measured(0, 2 * best));
            for (const auto& [a, t] : p.predicted)
                all.push_back(measured(a, &p == outside && a == 5 ? 0.1 * best : t));
        }
        const GuidedReplay replay =
            replayGuided(decide(all), LaunchOptions{}, profileUs(), options);
        QCOMPARE(replay.misses.size(), std::size_t(1));
        const ReplayMiss& m = replay.misses.front();
        QCOMPARE(m.bytes, outside->bytes);
        QCOMPARE(m.exhaustiveBest, 5);
        QCOMPARE(m.reason, ReplayMissReason::OutsideMargin);
        QVERIFY(m.predictedExcess > 0);
        QVERIFY(!m.sameCode);  // the guided best is not a ring
    }

    // On 2 ranks bcast's chain (2), pipeline (3), binary tree (5) and binomial tree (6) all send
    // the whole message from rank 0 to rank 1 once: one program. On 4 ranks the chain
    // (0→1→2→3) and the binomial tree (0→1, 0→2, 2→3 or similar) differ.
    void identicalPrograms() {
        const auto two2 = forcedProgram(ompi::kBcast, 2, 1024, 2);
        const auto two6 = forcedProgram(ompi::kBcast, 2, 1024, 6);
        QVERIFY(two2 && two6);
        QVERIFY(sameProgram(*two2, *two6));
        QCOMPARE(two6->messageCount(), std::uint64_t(1));
        const auto four2 = forcedProgram(ompi::kBcast, 4, 1024, 2);
        const auto four6 = forcedProgram(ompi::kBcast, 4, 1024, 6);
        QVERIFY(four2 && four6);
        QVERIFY(!sameProgram(*four2, *four6));
        const auto classes = identicalProgramClasses(ompi::kBcast, 2, 1024, {6, 5, 4, 3, 2});
        QCOMPARE(classes.size(), std::size_t(5));
        for (int a : {2, 3, 5, 6})
            QCOMPARE(classes.at(a), 2);
        QCOMPARE(classes.at(4), 4);  // the split binary tree sends two halves
        // Basic linear (1) sends the same one message on 2 ranks, but from its own function:
        // it is not merged with the generic tree code's members.
        const auto withLinear = identicalProgramClasses(ompi::kBcast, 2, 1024, {1, 2, 3, 5, 6, 7});
        QCOMPARE(withLinear.at(1), 1);
        for (int a : {2, 3, 5, 6, 7})
            QCOMPARE(withLinear.at(a), 2);
        // Reduce on 2 ranks: linear (1) alone, reduce_generic's 2-5 one class.
        const auto reduce = identicalProgramClasses(ompi::kReduce, 2, 1024, {1, 2, 3, 4, 5});
        QCOMPARE(reduce.at(1), 1);
        for (int a : {2, 3, 4, 5})
            QCOMPARE(reduce.at(a), 2);
        // An algorithm without a twin is in no class.
        QVERIFY(!forcedProgram(ompi::kBcast, 2, 1024, 42));
        QVERIFY(identicalProgramClasses(ompi::kBcast, 2, 1024, {42}).empty());
    }

    // Open MPI's split binary tree (4) forced with no segment size splits the message in halves
    // ⌈m/2⌉ and ⌊m/2⌋ on 2 ranks too (coll_base_bcast.c: with segsize 0 it falls back to the chain
    // only when a half is empty): rank 0 sends the first half down the tree to rank 1, then the
    // second to the last rank, rank 1 again. Only a message of 1 byte goes whole.
    void forcedSplitBinaryIsUnsegmented_data() {
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<QList<qulonglong>>("sends");  // rank 0's, in order
        QTest::newRow("1 B") << 1ull << QList<qulonglong>{1};
        QTest::newRow("2 B") << 2ull << QList<qulonglong>{1, 1};
        QTest::newRow("8 B") << 8ull << QList<qulonglong>{4, 4};
        QTest::newRow("9 B") << 9ull << QList<qulonglong>{5, 4};
        QTest::newRow("1 MiB") << 1048576ull << QList<qulonglong>{524288, 524288};
    }
    void forcedSplitBinaryIsUnsegmented() {
        QFETCH(qulonglong, bytes);
        QFETCH(QList<qulonglong>, sends);
        const auto split = forcedProgram(ompi::kBcast, 2, bytes, 4);
        QVERIFY(split);
        QList<qulonglong> sent;
        for (const ct::Op& op : split->ops(0))
            if (op.kind == ct::OpKind::Send) sent << op.bytes;
        QCOMPARE(sent, sends);
        const auto binomial = forcedProgram(ompi::kBcast, 2, bytes, 6);
        QVERIFY(binomial);
        QCOMPARE(sameProgram(*split, *binomial), sends.size() == 1);
    }

    // Merging identical programs measures fewer cases on 2 ranks and never an algorithm whose
    // program another one measured there runs; separate, every class member is a candidate.
    void mergesIdenticalPrograms() {
        SweepRequest request = bcastRequest();
        request.commSizes = {2};
        GuidedOptions merged;
        merged.mergeIdentical = true;
        merged.margin = 1e6;  // everything is near: only the merging removes candidates
        merged.verifyEvery = 0;
        GuidedOptions separate = merged;
        separate.mergeIdentical = false;
        const GuidedPlan a = planGuided(request, LaunchOptions{}, profileUs(), merged);
        const GuidedPlan b = planGuided(request, LaunchOptions{}, profileUs(), separate);
        QCOMPARE(b.measurements(), b.exhaustive());
        QVERIFY(a.measurements() < b.measurements());
        for (const auto& p : a.points) {
            QVERIFY(p.sameProgramAs.count(6) == 1);
            for (const auto& [alg, representative] : p.sameProgramAs) {
                QVERIFY(representative < alg);
                QVERIFY(std::count(p.measure.begin(), p.measure.end(), alg) == 0);
                QVERIFY(std::count(p.measure.begin(), p.measure.end(), representative) == 1);
            }
            QCOMPARE(int(p.measure.size() + p.sameProgramAs.size()), 9);
        }
        for (const auto& p : b.points)
            QVERIFY(p.sameProgramAs.empty());
    }
};

QTEST_APPLESS_MAIN(TestTuningGuided)
#include "test_tuning_guided.moc"
