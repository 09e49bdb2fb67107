// Measured against predicted (core/analysis): the fidelity table's shares, choices, ties and
// losses on points worked out by hand, and the prediction of a forced Open MPI baseline by its
// catalogue twin, against LogGP's message cost computed here from the formula.
#include <QtTest>

#include <algorithm>

#include <cmath>
#include <string>

#include "analysis/fidelity.h"
#include "analysis/prediction_accuracy.h"
#include "protocol/results.h"

namespace {

ct::AccuracyPoint point(const std::string& algorithm, int procs, std::uint64_t bytes,
                        double measured, double predicted, std::uint64_t program = 0) {
    return {algorithm + " case",  algorithm, procs, bytes, measured, predicted,
            measured / predicted, program};
}

// A results document with one forced MPI_Bcast baseline of `bytes` on 2 ranks, median `median`.
std::string baselineResults(const std::string& forced, std::uint64_t bytes, double median,
                            int algorithm = 6) {
    const std::string m = std::to_string(median);
    const std::string a = std::to_string(algorithm);
    return R"json({"format":"calltree-results","version":1,"complete":true,
      "environment":{"ranks":2,"ompi_forced":")json" +
           forced + R"json("},
      "timing_policy":{"warmup":1,"min_reps":1,"min_seconds":0,"max_reps":10,
                       "timeout_seconds":10,"sync":"barrier"},
      "cases":[{"name":"MPI_Bcast (ompi )json" +
           a + R"json()","kind":"mpi-baseline","algorithm":"MPI_Bcast",
                "problem":"broadcast","procs":2,"root":0,"bytes":)json" +
           std::to_string(bytes) + R"json(,"ompi_algorithm":)json" + a +
           R"json(,"status":"ok","times":[)json" + m + "]}]}";
}

// Two ranges with the same terms (L 5, o 1, g 2, G 0.001 µs), the second from `from` bytes,
// measured at `measured0` and `from` bytes, with the MPI_Bcast overhead of each.
ct::LogGPProfile twoRanges(std::uint64_t measured0, std::uint64_t from, double overhead0,
                           double overhead1) {
    ct::LogGP terms = ct::LogGP::logp(5, 1, 2);
    terms.G = 0.001;
    terms.unit = "us";
    ct::LogGPProfile profile;
    profile.ranges = {{0, terms, {}, {}, measured0}, {from, terms, {}, {}, from}};
    profile.ranges[0].bcastOverhead = overhead0;
    profile.ranges[1].bcastOverhead = overhead1;
    return profile;
}

}  // namespace

class TestAnalysisFidelity : public QObject {
    Q_OBJECT
private slots:
    // A point holds when measured/predicted lies in [1 − t, 1 + t], ends included.
    void tolerance_data() {
        QTest::addColumn<double>("ratio");
        QTest::addColumn<bool>("within");
        QTest::newRow("exact") << 1.0 << true;
        QTest::newRow("upper end") << 1.25 << true;
        QTest::newRow("above") << 1.2501 << false;
        QTest::newRow("lower end") << 0.75 << true;
        QTest::newRow("below") << 0.7499 << false;
        QTest::newRow("ten times") << 10.0 << false;
    }
    void tolerance() {
        QFETCH(double, ratio);
        QFETCH(bool, within);
        ct::AccuracyReport r;
        r.points.push_back(point("a", 2, 8, ratio * 4e-6, 4e-6));
        const ct::FidelityTable t = ct::fidelityTable(r);
        QCOMPARE(t.points.size(), std::size_t(1));
        QCOMPARE(t.points[0].within, within);
        QCOMPARE(t.within, within ? 1 : 0);
        QVERIFY(t.choices.empty());  // one algorithm: no choice to get right
    }

    // Three sizes: the model picks the fastest (loss 0), picks one 20 % slower (loss 0.2), and
    // cannot tell two apart (a tie, costing their mean measured time).
    void choicesAndLosses() {
        ct::AccuracyReport r;
        r.points = {point("a", 2, 8, 1.0, 1.0),   point("b", 2, 8, 2.0, 2.0),
                    point("a", 2, 64, 1.2, 1.0),  point("b", 2, 64, 1.0, 1.5),
                    point("a", 2, 512, 3.0, 2.0), point("b", 2, 512, 2.0, 2.0),
                    point("c", 2, 512, 5.0, 9.0)};
        const ct::FidelityTable t = ct::fidelityTable(r);
        QCOMPARE(t.choices.size(), std::size_t(3));
        QCOMPARE(t.choices[0].measuredBest, std::string("a"));
        QCOMPARE(t.choices[0].predictedBest, std::string("a"));
        QCOMPARE(t.choices[0].loss, 0.0);
        QVERIFY(t.choices[0].withinBest);
        QCOMPARE(t.choices[1].measuredBest, std::string("b"));
        QCOMPARE(t.choices[1].predictedBest, std::string("a"));
        QVERIFY(std::abs(t.choices[1].loss - 0.2) < 1e-12);  // 1.2 / 1.0 − 1
        QVERIFY(!t.choices[1].withinBest);
        QCOMPARE(t.choices[2].predictedBest, std::string("a = b"));
        QCOMPARE(t.choices[2].tied, 2);
        QCOMPARE(t.choices[2].predictedBestTime, 2.5);        // (3 + 2) / 2
        QVERIFY(std::abs(t.choices[2].loss - 0.25) < 1e-12);  // 2.5 / 2 − 1
        QCOMPARE(t.choices[2].candidates, 3);
        QCOMPARE(t.bestWithin, 1);
        QVERIFY(std::abs(t.bestShare() - 1.0 / 3) < 1e-12);
        // Points within ±25 %: a@8, b@8, a@64 (1.2), b@512 = 4 of 7.
        QCOMPARE(t.within, 4);
        QCOMPARE(t.points.size(), std::size_t(7));
    }

    // Algorithms running the same program (program 7: a and b) are one candidate with their mean
    // time, 1.15. At 8 B c (1.1) is then the measured best, and the model's pick, the tie a = b,
    // costs 1.15 / 1.1 − 1 = 4.5 % (without pooling, a's lucky 1.0 would have made it 15 %). At
    // 64 B c takes 1.2: the pool is the best, named by its first member.
    void identicalProgramsCountOnce() {
        ct::AccuracyReport r;
        r.points = {point("a", 2, 8, 1.0, 1.0, 7),  point("b", 2, 8, 1.3, 1.0, 7),
                    point("c", 2, 8, 1.1, 1.2, 9),  point("a", 2, 64, 1.0, 1.0, 7),
                    point("b", 2, 64, 1.3, 1.0, 7), point("c", 2, 64, 1.2, 1.2, 9)};
        const ct::FidelityTable t = ct::fidelityTable(r);
        QCOMPARE(t.choices.size(), std::size_t(2));
        const ct::FidelityChoice& small = t.choices[0];
        QCOMPARE(small.measuredBest, std::string("c"));
        QCOMPARE(small.measuredBestIdentical, 1);
        QCOMPARE(small.predictedBest, std::string("a = b"));
        QVERIFY(std::abs(small.predictedBestTime - 1.15) < 1e-12);
        QVERIFY(std::abs(small.loss - (1.15 / 1.1 - 1)) < 1e-12);
        QVERIFY(small.withinBest);
        const ct::FidelityChoice& large = t.choices[1];
        QCOMPARE(large.measuredBest, std::string("a"));
        QCOMPARE(large.measuredBestIdentical, 2);
        QVERIFY(std::abs(large.measuredBestTime - 1.15) < 1e-12);
        QCOMPARE(large.loss, 0.0);
        QCOMPARE(t.notes.size(), std::size_t(1));  // the pooling is said
        // The ratios stay per algorithm: b's point is 1.3 / 1.0.
        QCOMPARE(t.points[1].point.ratio, 1.3);
        // Different programs (or MPI's own collectives, program 0) are never pooled.
        r.points[1].program = 8;
        r.points[4].program = 0;
        const ct::FidelityTable apart = ct::fidelityTable(r);
        QCOMPARE(apart.choices[0].measuredBest, std::string("a"));
        QCOMPARE(apart.choices[0].measuredBestIdentical, 1);
        QVERIFY(apart.notes.empty());
    }

    // Several roots of one algorithm at one size: the algorithm counts once, with its best median.
    void rootsCountOnce() {
        ct::AccuracyReport r;
        r.points = {point("a", 2, 8, 3.0, 1.0), point("a", 2, 8, 1.0, 1.0),
                    point("b", 2, 8, 2.0, 2.0)};
        const ct::FidelityTable t = ct::fidelityTable(r);
        QCOMPARE(t.choices.size(), std::size_t(1));
        QCOMPARE(t.choices[0].candidates, 2);
        QCOMPARE(t.choices[0].measuredBest, std::string("a"));
        QCOMPARE(t.choices[0].measuredBestTime, 1.0);
    }

    // Without predictions (a run and no profile) the measured-best is still shown; the choice
    // is not judged and no ratio is counted.
    void measuredOnly() {
        ct::AccuracyReport r;
        r.points = {point("a", 2, 8, 3.0, 1.0), point("b", 2, 8, 2.0, 1.0)};
        r.points[0].predicted = r.points[1].predicted = 0;
        r.points.push_back(point("a", 2, 64, 1.0, 1.0));
        r.points.push_back(point("b", 2, 64, 2.0, 0));
        r.points.back().predicted = 0;
        const ct::FidelityTable t = ct::fidelityTable(r);
        QCOMPARE(t.points.size(), std::size_t(1));  // only a@64 has a ratio
        QCOMPARE(t.choices.size(), std::size_t(2));
        QCOMPARE(t.choices[0].measuredBest, std::string("b"));
        QVERIFY(t.choices[0].predictedBest.empty());
        QCOMPARE(t.judged, 1);
        QCOMPARE(t.choices[1].predictedBest, std::string("a"));  // the only prediction at 64
        QCOMPARE(t.choices[1].loss, 0.0);
        QCOMPARE(t.bestShare(), 1.0);
    }

    // A size where nearly every algorithm misses the same way is the run's level, not the
    // ranking: named with its median ratio. Ratios per case; tolerance 0.25, share 3/4, at least
    // three points.
    void sharedMisses_data() {
        QTest::addColumn<QList<double>>("ratios");
        QTest::addColumn<bool>("shared");
        QTest::addColumn<double>("median");
        QTest::addColumn<int>("missed");
        QTest::addRow("all slower") << QList<double>{1.3, 1.4, 1.35, 1.5} << true << 1.375 << 4;
        QTest::addRow("three of four slower")
            << QList<double>{1.3, 1.4, 1.0, 1.5} << true << 1.35 << 3;
        QTest::addRow("all faster") << QList<double>{0.7, 0.6, 0.5} << true << 0.6 << 3;
        QTest::addRow("two of four slower")
            << QList<double>{1.3, 1.4, 1.0, 1.1} << false << 0.0 << 0;
        QTest::addRow("median within") << QList<double>{1.3, 1.2, 1.0} << false << 0.0 << 0;
        QTest::addRow("both ways") << QList<double>{0.5, 0.6, 1.5, 1.6, 1.7} << false << 0.0 << 0;
        QTest::addRow("too few points") << QList<double>{1.5, 1.6} << false << 0.0 << 0;
    }
    void sharedMisses() {
        QFETCH(QList<double>, ratios);
        QFETCH(bool, shared);
        QFETCH(double, median);
        QFETCH(int, missed);
        ct::AccuracyReport r;
        for (int i = 0; i < ratios.size(); ++i)
            r.points.push_back(
                point(std::string(1, char('a' + i)), 2, 4096, ratios[i] * 2e-6, 2e-6));
        // Another size, every algorithm predicted well: never a shared miss.
        for (int i = 0; i < 4; ++i)
            r.points.push_back(point(std::string(1, char('a' + i)), 2, 8, 1.0e-6, 1.0e-6));
        const ct::FidelityTable t = ct::fidelityTable(r);
        QCOMPARE(t.sharedMisses.size(), std::size_t(shared ? 1 : 0));
        if (!shared) return;
        const ct::SharedMiss& m = t.sharedMisses.front();
        QCOMPARE(m.procs, 2);
        QCOMPARE(m.bytes, std::uint64_t(4096));
        QVERIFY(std::abs(m.medianRatio - median) < 1e-9);
        QCOMPARE(m.missed, missed);
        QCOMPARE(m.points, int(ratios.size()));
    }

    void badTolerance() {
        ct::FidelityOptions o;
        o.tolerance = -0.1;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ct::fidelityTable({}, o));
        o.tolerance = 0.25;
        o.bestTolerance = std::nan("");
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ct::fidelityTable({}, o));
    }

    void forcedSegment_data() {
        QTest::addColumn<QString>("forced");
        QTest::addColumn<qulonglong>("segment");
        QTest::newRow("none") << "" << 0ULL;
        QTest::newRow("algorithm only")
            << "coll_tuned_use_dynamic_rules=1 coll_tuned_bcast_algorithm=6" << 0ULL;
        QTest::newRow("segment")
            << "coll_tuned_bcast_algorithm=6 coll_tuned_bcast_algorithm_segmentsize=8192"
            << 8192ULL;
        QTest::newRow("another collective's segment")
            << "coll_tuned_reduce_algorithm_segmentsize=4096" << 0ULL;
        QTest::newRow("not a number") << "coll_tuned_bcast_algorithm_segmentsize=x" << 0ULL;
    }
    void forcedSegment() {
        QFETCH(QString, forced);
        QFETCH(qulonglong, segment);
        QCOMPARE(qulonglong(ct::forcedSegmentBytes(forced.toStdString(), "bcast")), segment);
    }

    // MPI_Bcast with Open MPI's binomial tree (6) forced on 2 ranks is one message from the
    // root; with an 8 KiB segment size, 8 segments, each sent once the previous one has been
    // received (Open MPI waits for a segment's sends). LogGP, by hand (µs): one message of m
    // bytes: o_s + L + (m − 1)·G + o_r; the segments take 8 such trips of s bytes, as the trip
    // (15.191) is longer than the send and receive gaps g + (s − 1)·G (2 + 8.191).
    // The split binary tree (4) with no segment size forced splits the message in two halves
    // even on 2 ranks (Open MPI falls back to the chain only when a segment exceeds a half, and
    // there is none): the root sends the first half to rank 1, waits for it to be received, and
    // sends the second half to the last rank, rank 1 again — two trips of 32 KiB.
    void baselinePredictedByTwin_data() {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<QString>("forced");
        QTest::addColumn<double>("predictedUs");
        const double L = 5, o = 1, G = 0.001;  // g = 2 (below the trip)
        const double whole = o + L + (65536 - 1) * G + o;
        const double segment = o + L + (8192 - 1) * G + o;
        const double half = o + L + (32768 - 1) * G + o;
        QTest::newRow("whole message")
            << 6 << "coll_tuned_use_dynamic_rules=1 coll_tuned_bcast_algorithm=6" << whole;
        QTest::newRow("8 KiB segments") << 6
                                        << "coll_tuned_bcast_algorithm=6 "
                                           "coll_tuned_bcast_algorithm_segmentsize=8192"
                                        << 8 * segment;
        QTest::newRow("split binary, halves")
            << 4 << "coll_tuned_use_dynamic_rules=1 coll_tuned_bcast_algorithm=4" << 2 * half;
        // A segment larger than a half: Open MPI runs the chain with that segment, one message.
        QTest::newRow("split binary, 64 KiB segments falls back")
            << 4 << "coll_tuned_bcast_algorithm=4 coll_tuned_bcast_algorithm_segmentsize=65536"
            << whole;
    }
    void baselinePredictedByTwin() {
        QFETCH(int, algorithm);
        QFETCH(QString, forced);
        QFETCH(double, predictedUs);
        ct::LogGP model = ct::LogGP::logp(5, 1, 2);
        model.G = 0.001;
        const ct::AccuracyReport r =
            ct::predictCases(ct::protocol::parseResults(
                                 baselineResults(forced.toStdString(), 65536, 1e-4, algorithm)),
                             model);
        QCOMPARE(r.points.size(), std::size_t(1));
        QCOMPARE(r.points[0].algorithm, "MPI_Bcast (ompi " + std::to_string(algorithm) + ")");
        QVERIFY2(std::abs(r.points[0].predicted - predictedUs * 1e-6) < 1e-12,
                 qPrintable(QString::number(r.points[0].predicted * 1e6)));
    }

    // An MPI_Bcast baseline adds the calibrated MPI_Bcast overhead of its size's range once:
    // two ranges, from 0 B with 0.25 us and from 4096 B with 1.5 us; 1 KiB and 64 KiB each get
    // their range's overhead on top of the twin's one message (o_s + L + (m − 1)·G + o_r).
    void baselineAddsTheBcastOverhead_data() {
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<double>("predictedUs");
        const double L = 5, o = 1, G = 0.001;
        QTest::newRow("1 KiB") << 1024ull << o + L + 1023 * G + o + 0.25;
        QTest::newRow("64 KiB") << 65536ull << o + L + 65535 * G + o + 1.5;
    }
    void baselineAddsTheBcastOverhead() {
        QFETCH(qulonglong, bytes);
        QFETCH(double, predictedUs);
        const ct::LogGPProfile profile = twoRanges(8, 4096, 0.25, 1.5);
        const ct::AccuracyReport r = ct::predictCases(
            ct::protocol::parseResults(baselineResults(
                "coll_tuned_use_dynamic_rules=1 coll_tuned_bcast_algorithm=6", bytes, 1e-4)),
            profile);
        QCOMPARE(r.points.size(), std::size_t(1));
        QVERIFY2(std::abs(r.points[0].predicted - predictedUs * 1e-6) < 1e-12,
                 qPrintable(QString::number(r.points[0].predicted * 1e6)));
    }

    // Each size's cases are predicted at the level measured beside them: ranges from 0 B
    // (level 3) and from 65536 B (level 0.5), the same terms. Open MPI's split binary tree at
    // 64 KiB sends two 32 KiB halves, whose own range has level 3, at its case's level 0.5; one
    // message of 1 KiB at 3; the MPI_Bcast overhead at the case's level too. The note says so.
    void casesAtTheLevelBesideThem_data() {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<double>("predictedUs");
        const double L = 5, o = 1, G = 0.001;
        const double half = o + L + (32768 - 1) * G + o;
        QTest::newRow("split binary, 64 KiB") << 4 << 65536ull << 0.5 * (2 * half + 2);
        QTest::newRow("one message, 1 KiB") << 6 << 1024ull << 3 * (o + L + 1023 * G + o + 0.1);
    }
    void casesAtTheLevelBesideThem() {
        QFETCH(int, algorithm);
        QFETCH(qulonglong, bytes);
        QFETCH(double, predictedUs);
        ct::LogGPProfile profile = twoRanges(32768, 65536, 0.1, 2);
        profile.ranges[0].level = 3;
        profile.ranges[1].level = 0.5;
        const ct::AccuracyReport r =
            ct::predictCases(ct::protocol::parseResults(baselineResults(
                                 "coll_tuned_use_dynamic_rules=1 coll_tuned_bcast_algorithm=" +
                                     std::to_string(algorithm),
                                 bytes, 1e-4, algorithm)),
                             profile);
        QCOMPARE(r.points.size(), std::size_t(1));
        QVERIFY2(std::abs(r.points[0].predicted - predictedUs * 1e-6) < 1e-12,
                 qPrintable(QString::number(r.points[0].predicted * 1e6)));
        bool said = false;
        for (const std::string& n : r.notes)
            said = said ||
                   n.find("level measured beside them (2 sizes, 0.50-3.00") != std::string::npos;
        QVERIFY(said);
    }

    // Beyond the eager limit (here 40000 B) a size's eager messages take the eager level
    // measured beside its cases: the split binary tree's two 32 KiB halves at 64 KiB at 2,
    // the MPI_Bcast overhead at the size's level 0.5. Expected: the same case under a profile
    // scaled by hand (ranges from 0 at 2; from 40001, the first rendezvous size, and 65536 at
    // 0.5), with no levels.
    void eagerMessagesAtTheEagerLevelBesideThem() {
        ct::LogGPProfile profile = twoRanges(32768, 65536, 0.1, 2);
        profile.setEagerLimit(40000);
        profile.ranges[1].level = 0.5;
        profile.ranges[1].eagerLevel = 2;
        const auto terms = [](double f) {
            ct::LogGP t = ct::LogGP::logp(5 * f, 1 * f, 2 * f);
            t.G = 0.001 * f;
            t.unit = "us";
            t.eagerLimit = 40000;
            return t;
        };
        ct::LogGPProfile byHand;
        byHand.ranges = {{0, terms(2), {}, {}, 32768},
                         {40001, terms(0.5), {}, {}, 0},
                         {65536, terms(0.5), {}, {}, 65536}};
        byHand.ranges[2].bcastOverhead = 2 * 0.5;
        const auto results = ct::protocol::parseResults(baselineResults(
            "coll_tuned_use_dynamic_rules=1 coll_tuned_bcast_algorithm=4", 65536, 1e-4, 4));
        const ct::AccuracyReport r = ct::predictCases(results, profile);
        const ct::AccuracyReport expected = ct::predictCases(results, byHand);
        QCOMPARE(r.points.size(), std::size_t(1));
        QCOMPARE(expected.points.size(), std::size_t(1));
        QVERIFY2(std::abs(r.points[0].predicted - expected.points[0].predicted) < 1e-12,
                 qPrintable(QStringLiteral("%1 vs %2 us")
                                .arg(r.points[0].predicted * 1e6)
                                .arg(expected.points[0].predicted * 1e6)));
        // Not the size's one level: the eager halves cost four times as much.
        profile.ranges[1].eagerLevel = 0;
        const double oneLevel = ct::predictCases(results, profile).points[0].predicted;
        QVERIFY2(r.points[0].predicted > 2 * oneLevel,
                 qPrintable(QStringLiteral("%1 vs %2 us")
                                .arg(r.points[0].predicted * 1e6)
                                .arg(oneLevel * 1e6)));
        bool said = false;
        for (const std::string& n : r.notes)
            said = said || n.find("eager level measured beside them (1 sizes, 2.00-2.00") !=
                               std::string::npos;
        QVERIFY(said);
    }

    // Open MPI's own choice (no algorithm forced) and algorithms without a twin are listed as
    // skipped with the reason.
    void baselinesWithoutTwin() {
        std::string text = baselineResults("", 8, 1e-6);
        text.replace(text.find("\"ompi_algorithm\":6"), 18, "\"ompi_algorithm\":0");
        const ct::AccuracyReport r =
            ct::predictCases(ct::protocol::parseResults(text), ct::LogGP::logp(5, 1, 2));
        QVERIFY(r.points.empty());
        QCOMPARE(r.skipped.size(), std::size_t(1));
        QVERIFY(r.skipped[0].find("Open MPI chose the algorithm itself") != std::string::npos);
    }

    // Ranks that shared cores (the results say how many per host, and the host's cores) are
    // said plainly: the model assumes a core per rank. Data: ranks per host, cores, note?
    void sharedCoresAreSaid_data() {
        QTest::addColumn<int>("ranksPerHost");
        QTest::addColumn<int>("cores");
        QTest::addColumn<bool>("said");
        QTest::newRow("4 ranks, 2 cores") << 4 << 2 << true;
        QTest::newRow("2 ranks, 2 cores") << 2 << 2 << false;
        QTest::newRow("not recorded") << 0 << 0 << false;
    }
    void sharedCoresAreSaid() {
        QFETCH(int, ranksPerHost);
        QFETCH(int, cores);
        QFETCH(bool, said);
        std::string text = baselineResults("coll_tuned_bcast_algorithm=6", 8, 1e-6);
        if (cores > 0)
            text.replace(text.find("\"ranks\":2"), 9,
                         "\"ranks\":2,\"ranks_per_host\":" + std::to_string(ranksPerHost) +
                             ",\"cores_per_host\":" + std::to_string(cores));
        const ct::protocol::ResultsDocument doc = ct::protocol::parseResults(text);
        QCOMPARE(doc.environment.ranksPerHost, ranksPerHost);
        QCOMPARE(doc.environment.coresPerHost, cores);
        // The fields survive writing and reading.
        QCOMPARE(ct::protocol::parseResults(ct::protocol::toJson(doc).dump()).environment,
                 doc.environment);
        const ct::AccuracyReport r = ct::predictCases(doc, ct::LogGP::logp(5, 1, 2));
        bool found = false;
        for (const std::string& n : r.notes)
            found = found || n.find("took turns on the cores") != std::string::npos;
        QCOMPARE(found, said);
        QCOMPARE(r.points.size(), std::size_t(1));  // still predicted, with the note
    }

    // A launch that shared its host with other work is said with what the others used; the
    // points are still predicted.
    void busyHostIsSaid() {
        ct::protocol::ResultsDocument doc =
            ct::protocol::parseResults(baselineResults("coll_tuned_bcast_algorithm=6", 8, 1e-6));
        const auto noted = [](const ct::AccuracyReport& r) {
            return std::any_of(r.notes.begin(), r.notes.end(), [](const std::string& n) {
                return n.find("host vm: other processes used 0.90 of its 2 cores") !=
                       std::string::npos;
            });
        };
        doc.hostActivity = ct::protocol::HostActivity{"vm", 5, 0.9, 0, 2, 2};
        ct::AccuracyReport r = ct::predictCases(doc, ct::LogGP::logp(5, 1, 2));
        QVERIFY(noted(r));
        QCOMPARE(r.points.size(), std::size_t(1));
        doc.hostActivity->otherCores = 0.1;  // a quiet host: nothing to say
        QVERIFY(!noted(ct::predictCases(doc, ct::LogGP::logp(5, 1, 2))));
    }
};

QTEST_GUILESS_MAIN(TestAnalysisFidelity)
#include "test_analysis_fidelity.moc"
