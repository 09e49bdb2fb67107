// Interleaved rounds (runner/interleaving.h): instances grouped by size, the rotated order of
// each round, and each round's share of a case's timing policy; the plan's "rounds" field.
#include <QtTest>

#include <set>
#include <vector>

#include <nlohmann/json.hpp>

#include "interleaving.h"
#include "protocol/run_plan.h"

using namespace ct::runner;
using ct::protocol::CaseInstance;
using ct::protocol::TimingPolicy;

class TestRunnerInterleaving : public QObject {
    Q_OBJECT
private slots:
    // Sizes outer in plan order, as protocol::instances lays them out, and mixed.
    void groupsBySize() {
        std::vector<CaseInstance> in;
        for (std::uint64_t b : {8, 1024, 8, 65536, 1024, 8})
            in.push_back(CaseInstance{0, b, 0, ""});
        const auto groups = groupBySize(in);
        QCOMPARE(groups.size(), std::size_t(3));
        QCOMPARE(groups[0], (std::vector<std::size_t>{0, 2, 5}));
        QCOMPARE(groups[1], (std::vector<std::size_t>{1, 4}));
        QCOMPARE(groups[2], (std::vector<std::size_t>{3}));
        QVERIFY(groupBySize({}).empty());
    }

    // Round r starts with case r mod n; over n rounds every case takes every position once.
    void orderRotates_data() {
        QTest::addColumn<int>("count");
        QTest::newRow("one") << 1;
        QTest::newRow("three") << 3;
        QTest::newRow("thirty-one") << 31;
    }
    void orderRotates() {
        QFETCH(int, count);
        const std::size_t n = std::size_t(count);
        std::vector<std::set<std::size_t>> casesAt(n);
        for (int round = 0; round < count; ++round) {
            const std::vector<std::size_t> order = roundOrder(n, round);
            QCOMPARE(order.size(), n);
            QCOMPARE(order.front(), std::size_t(round) % n);
            QCOMPARE(std::set<std::size_t>(order.begin(), order.end()).size(), n);  // each once
            for (std::size_t j = 0; j < n; ++j)
                casesAt[j].insert(order[j]);
        }
        for (const auto& cases : casesAt)
            QCOMPARE(cases.size(), n);
        QVERIFY(roundOrder(0, 3).empty());
    }

    // Repetitions and seconds shared out (counts rounded up, so the total is at least the
    // policy's), warm-up and timeout kept, OSU's figure in the last round only.
    void policyIsShared_data() {
        QTest::addColumn<int>("rounds");
        QTest::addColumn<int>("minReps");
        QTest::addColumn<int>("maxReps");
        QTest::addColumn<double>("minSeconds");
        QTest::newRow("1 round") << 1 << 10 << 100000 << 0.05;
        QTest::newRow("5 rounds") << 5 << 2 << 20000 << 0.01;
        QTest::newRow("3 rounds, rounded up") << 3 << 4 << 33334 << 0.05 / 3;
        QTest::newRow("more rounds than reps") << 20 << 1 << 5000 << 0.0025;
    }
    void policyIsShared() {
        QFETCH(int, rounds);
        QFETCH(int, minReps);
        QFETCH(int, maxReps);
        QFETCH(double, minSeconds);
        TimingPolicy t;  // 10 reps, 100000 at most, 0.05 s, 2 warm-ups
        t.osu = true;
        t.rounds = rounds;
        const TimingPolicy first = roundPolicy(t, rounds, false);
        QCOMPARE(first.minReps, minReps);
        QCOMPARE(first.maxReps, maxReps);
        QVERIFY(std::abs(first.minSeconds - minSeconds) < 1e-12);
        QCOMPARE(first.warmup, 2);
        QCOMPARE(first.timeoutSeconds, t.timeoutSeconds);
        QVERIFY(!first.osu);
        QVERIFY(roundPolicy(t, rounds, true).osu);
        QVERIFY(first.minReps * rounds >= t.minReps);
    }

    // "rounds" in a plan's timing: read, written only when not 1, refused out of range.
    void planField() {
        TimingPolicy t;
        ct::protocol::readTiming(nlohmann::json{{"rounds", 7}}, "timing", t);
        QCOMPARE(t.rounds, 7);
        QCOMPARE(ct::protocol::timingToJson(t)["rounds"].get<int>(), 7);
        QVERIFY(!ct::protocol::timingToJson(TimingPolicy{}).contains("rounds"));
        for (int bad : {0, -1, 1001}) {
            TimingPolicy u;
            bool refused = false;
            try {
                ct::protocol::readTiming(nlohmann::json{{"rounds", bad}}, "timing", u);
            } catch (const std::exception& e) {
                refused = QString(e.what()).contains("rounds");
            }
            QVERIFY2(refused, qPrintable(QString::number(bad)));
        }
    }
};

QTEST_APPLESS_MAIN(TestRunnerInterleaving)
#include "test_runner_interleaving.moc"
