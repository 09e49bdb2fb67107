// Repetition statistics (runner/timing.h), how reports print times (runner/report.h), and the
// results document and progress events the runner fills with them (core/protocol).
#include <QtTest>

#include <cmath>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/progress.h"
#include "report.h"
#include "timing.h"

using namespace ct::runner;
using ct::protocol::CaseKind;

class TestRunnerTiming : public QObject {
    Q_OBJECT
private slots:
    // A repetition time to the timer's resolution: the nearest whole number of ticks, as the
    // double nearest that decimal value (so it is written short); no rounding for a tick that
    // is not positive or coarser than 1 ms.
    void roundsToTheTimersResolution_data() {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<double>("tick");
        QTest::addColumn<double>("expected");
        QTest::addColumn<QString>("written");
        QTest::newRow("618 ns and its tail")
            << 6.179999999999998e-07 << 1e-9 << 6.18e-07 << "6.18e-07";
        QTest::newRow("half a tick up") << 1.2345678e-06 << 1e-9 << 1.235e-06 << "1.235e-06";
        QTest::newRow("a 4 GHz tick") << 1.0000001e-06 << 2.5e-10 << 1e-06 << "1e-06";
        QTest::newRow("a microsecond tick") << 3.4567e-05 << 1e-6 << 3.5e-05 << "3.5e-05";
        QTest::newRow("no tick") << 6.179999999999998e-07 << 0.0 << 6.179999999999998e-07
                                 << "6.179999999999998e-07";
        QTest::newRow("a tick of 10 ms") << 0.0123 << 0.01 << 0.0123 << "0.0123";
    }
    void roundsToTheTimersResolution() {
        QFETCH(double, seconds);
        QFETCH(double, tick);
        QFETCH(double, expected);
        QFETCH(QString, written);
        const double rounded = roundToTick(seconds, tick);
        QCOMPARE(rounded, expected);  // exactly: the double nearest the decimal value
        QCOMPARE(QString::fromStdString(nlohmann::json(rounded).dump()), written);
    }
    void summarize_data() {
        QTest::addColumn<QList<double>>("samples");
        QTest::addColumn<double>("min");
        QTest::addColumn<double>("median");
        QTest::addColumn<double>("mean");
        QTest::addColumn<double>("max");
        QTest::newRow("one") << QList<double>{2.5} << 2.5 << 2.5 << 2.5 << 2.5;
        QTest::newRow("odd count, unsorted") << QList<double>{5, 1, 3} << 1.0 << 3.0 << 3.0 << 5.0;
        // Even count: the median is the mean of the two middle values, not either of them.
        QTest::newRow("even count") << QList<double>{4, 1, 3, 2} << 1.0 << 2.5 << 2.5 << 4.0;
        QTest::newRow("even, skewed")
            << QList<double>{10, 1, 2, 100} << 1.0 << 6.0 << 28.25 << 100.0;
        QTest::newRow("ties") << QList<double>{7, 7, 7, 7, 7} << 7.0 << 7.0 << 7.0 << 7.0;
        // An outlier moves the mean and max but not the median: why reports lead with the median.
        QTest::newRow("outlier") << QList<double>{1, 1, 1, 1, 96} << 1.0 << 1.0 << 20.0 << 96.0;
    }
    void summarize() {
        QFETCH(QList<double>, samples);
        QFETCH(double, min);
        QFETCH(double, median);
        QFETCH(double, mean);
        QFETCH(double, max);
        const std::vector<double> v(samples.begin(), samples.end());
        const Statistics s = ct::runner::summarize(v);
        QCOMPARE(s.count, v.size());
        QCOMPARE(s.min, min);
        QCOMPARE(s.median, median);
        QCOMPARE(s.mean, mean);
        QCOMPARE(s.max, max);
    }

    void emptySampleIsRejected() {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 ct::runner::summarize(std::vector<double>{}));
    }

    void formatSeconds_data() {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << 0.0 << "0 s";
        QTest::newRow("ns") << 5.5e-8 << "55 ns";
        QTest::newRow("us") << 1.234e-5 << "12.3 us";
        QTest::newRow("ms") << 4.56e-3 << "4.56 ms";
        QTest::newRow("s") << 2.0 << "2 s";
    }
    void formatSeconds() {
        QFETCH(double, seconds);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(ct::runner::formatSeconds(seconds)), text);
    }

    // Known data: ranks from the binomial tables (n = 10: x(2)..x(9); n = 20: x(6)..x(15)).
    void medianConfidenceRanks_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("low");
        QTest::addColumn<int>("high");
        QTest::addColumn<double>("coverage");
        // Below 6 samples no pair reaches 95%: [min, max] with coverage 1 - 2^(1-n).
        QTest::newRow("n=1") << 1 << 1 << 1 << 0.0;
        QTest::newRow("n=5") << 5 << 1 << 5 << 1 - 2.0 / 32;
        QTest::newRow("n=6") << 6 << 1 << 6 << 1 - 2.0 / 64;
        QTest::newRow("n=10") << 10 << 2 << 9 << 1 - 2 * 11.0 / 1024;
        QTest::newRow("n=20") << 20 << 6 << 15 << 1 - 2 * 21700.0 / 1048576;
    }
    void medianConfidenceRanks() {
        QFETCH(int, n);
        QFETCH(int, low);
        QFETCH(int, high);
        QFETCH(double, coverage);
        const OrderRanks r = ct::runner::medianConfidenceRanks(std::size_t(n));
        QCOMPARE(int(r.low), low);
        QCOMPARE(int(r.high), high);
        QVERIFY2(std::abs(r.coverage - coverage) < 1e-12, qPrintable(QString::number(r.coverage)));
    }

    // Large n: the interval narrows like sqrt(n) and its coverage stays just above 95%.
    void confidenceRanksLargeSample() {
        const OrderRanks r = ct::runner::medianConfidenceRanks(1000);
        QCOMPARE(int(r.low), 469);  // P(B <= 468) = 0.0231 <= 2.5% < P(B <= 469)
        QCOMPARE(int(r.high), 532);
        QVERIFY(r.coverage >= 0.95 && r.coverage < 0.96);
    }

    void statisticsOfKnownData() {
        // 1..10 shuffled: median 5.5, p90 the 9th smallest, CI [x(2), x(9)] = [2, 9].
        const std::vector<double> v{7, 3, 10, 1, 9, 2, 8, 5, 4, 6};
        const Statistics s = ct::runner::summarize(v);
        QCOMPARE(s.median, 5.5);
        QCOMPARE(s.p90, 9.0);
        QCOMPARE(s.ci95Low, 2.0);
        QCOMPARE(s.ci95High, 9.0);
        const Statistics one = ct::runner::summarize(std::vector<double>{4});
        QCOMPARE(one.p90, 4.0);
        QCOMPARE(one.ci95Low, 4.0);
        QCOMPARE(one.ci95High, 4.0);
    }

    // The results document's shape is a contract with the Studio: keys and their values.
    void resultsDocument() {
        ResultsDocument doc;
        doc.environment.mpiLibrary = "Open MPI v4.1.4";
        doc.environment.mpiVersion = "3.1";
        doc.environment.ranks = 4;
        doc.environment.hosts = {"a", "b"};
        CaseResult c;
        c.name = "binomial 8 B root 0";
        c.spec.algorithm = "binomial";
        c.problem = "broadcast";
        c.spec.procs = 4;
        c.bytes = 8;
        c.times = {4e-6, 1e-6, 3e-6, 2e-6};
        c.stats = ct::runner::summarize(c.times);  // as the runner fills it
        doc.cases.push_back(c);
        CaseResult failed = c;
        failed.kind = CaseKind::MpiBaseline;
        failed.status = CaseStatus::Failed;
        failed.error = "rank 2 offset 3: expected 1 got 2";
        failed.times.clear();
        failed.stats.reset();
        doc.cases.push_back(failed);
        const auto j = toJson(doc);
        QCOMPARE(j["format"].get<std::string>(), std::string("calltree-results"));
        QCOMPARE(j["version"].get<int>(), 1);
        QCOMPARE(j["complete"].get<bool>(), false);
        QCOMPARE(j["environment"]["ranks"].get<int>(), 4);
        QCOMPARE(j["environment"]["hosts"].size(), std::size_t(2));
        QCOMPARE(j["timing_policy"]["min_reps"].get<int>(), 10);
        const auto& first = j["cases"][0];
        QCOMPARE(first["kind"].get<std::string>(), std::string("catalogue"));
        QCOMPARE(first["status"].get<std::string>(), std::string("ok"));
        QVERIFY(!first.contains("error"));
        QCOMPARE(first["times"][0].get<double>(), 4e-6);  // in repetition order, not sorted
        QCOMPARE(first["stats"]["count"].get<int>(), 4);
        QCOMPARE(first["stats"]["median"].get<double>(), 2.5e-6);
        QCOMPARE(first["stats"]["p90"].get<double>(), 4e-6);
        QCOMPARE(first["stats"]["ci95_low"].get<double>(), 1e-6);
        QCOMPARE(first["stats"]["ci95_high"].get<double>(), 4e-6);
        const auto& second = j["cases"][1];
        QCOMPARE(second["kind"].get<std::string>(), std::string("mpi-baseline"));
        QCOMPARE(second["status"].get<std::string>(), std::string("failed"));
        QCOMPARE(second["error"].get<std::string>(), failed.error);
        QVERIFY(!second.contains("stats"));
        QVERIFY(QString::fromStdString(toText(doc)).contains("median 2.5 us"));
    }

    void progressEvents() {
        using namespace ct::protocol;
        const Statistics stats = ct::runner::summarize(std::vector<double>{1e-6});
        const nlohmann::ordered_json started =
            toJson(CaseStartedEvent{2, 5, "x", CaseKind::Catalogue, "binomial", 8, 0});
        QCOMPARE(started["event"].get<std::string>(), std::string("case-started"));
        const auto reps = toJson(RepetitionsEvent{2, 7, 10, 0.5});
        QCOMPARE(reps["done"].get<int>(), 7);
        QCOMPARE(reps["target"].get<int>(), 10);
        const CaseDoneEvent done{2, "x", CaseStatus::Ok, "", stats};
        QCOMPARE(toJson(done)["stats"]["median"].get<double>(), 1e-6);
        ResultsDocument doc;
        CaseResult c;
        c.name = "x";
        doc.cases.push_back(c);
        const auto finished = toJson(finishedEvent(doc, "", 0));
        QVERIFY(finished["results_file"].is_null());
        QCOMPARE(finished["ok"].get<int>(), 1);
        // One line each: no newline inside a written event.
        QVERIFY(toLine(done).find('\n') == std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestRunnerTiming)
#include "test_runner_timing.moc"
