// Repetition statistics (runner/timing.h) and how reports print times (runner/report.h).
#include <QtTest>

#include <vector>

#include "report.h"
#include "timing.h"

using namespace ct::runner;

class TestRunnerTiming : public QObject {
    Q_OBJECT
private slots:
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

    // The document's shape is a contract with the Studio and with scripts: keys and their values.
    void jsonReportCarriesStatisticsAndRawTimes() {
        RunReport r;
        r.algorithm = "binomial";
        r.problem = "broadcast";
        r.procs = 4;
        r.bytes = 1000003;
        r.messages = 3;
        r.reps = 4;
        r.verified = true;
        r.times = {4e-6, 1e-6, 3e-6, 2e-6};
        r.finishTimes = {5e-6, 5e-6, 5e-6, 5e-6};
        r.mpi.library = "Open MPI v4.1.4";
        r.mpi.worldSize = 4;
        r.predicted = {"LogP L=6 o=2 g=4", "cycles", 1, 20, 20};
        const auto j = toJson(r);
        QCOMPARE(j["algorithm"].get<std::string>(), std::string("binomial"));
        QCOMPARE(j["verified"].get<bool>(), true);
        QCOMPARE(j["times_s"]["count"].get<int>(), 4);
        QCOMPARE(j["times_s"]["median"].get<double>(), 2.5e-6);
        QCOMPARE(j["times_s"]["max"].get<double>(), 4e-6);
        QCOMPARE(j["raw_s"].size(), std::size_t(4));
        QCOMPARE(j["raw_s"][0].get<double>(), 4e-6);  // in repetition order, not sorted
        QCOMPARE(j["mpi"]["world_size"].get<int>(), 4);
        QCOMPARE(j["predicted"]["unit"].get<std::string>(), std::string("cycles"));
        QVERIFY(!j.contains("radix"));     // only algorithms that take it
        QVERIFY(!j.contains("operands"));  // only summations
        QVERIFY(QString::fromStdString(j.dump()).contains("\"verified\":true"));
        QVERIFY(QString::fromStdString(toText(r)).contains("median 2.5 us"));
    }
};

QTEST_APPLESS_MAIN(TestRunnerTiming)
#include "test_runner_timing.moc"
