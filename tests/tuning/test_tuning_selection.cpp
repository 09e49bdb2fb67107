// Open MPI's selection over a decision table (ompi_coll_tuned_get_com_rule_ptr and
// get_target_method_params): worked by hand on one table.
#include <QtTest>

#include "tuning/decision_table.h"
#include "tuning/ompi_collectives.h"

using namespace ct::tuning;

namespace {
// bcast: communicator sizes 4 and 16; at 4: 0 → alg 6, 1024 → alg 3 (segments 8192);
// at 16: 0 → alg 7 (fan-out 4), 65536 → alg 9. reduce: one size 8 with one rule (alg 5).
DecisionTable handTable() {
    DecisionTable t;
    CollectiveRules bcast{ompi::kBcast, {}, 0};
    bcast.commSizes.push_back({4, {{0, 6, 0, 0, {}, 0}, {1024, 3, 0, 8192, {}, 0}}, 0});
    bcast.commSizes.push_back({16, {{0, 7, 4, 0, {}, 0}, {65536, 9, 0, 0, {}, 0}}, 0});
    t.collectives.push_back(bcast);
    CollectiveRules reduce{ompi::kReduce, {}, 0};
    reduce.commSizes.push_back({8, {{0, 5, 0, 0, {}, 0}}, 0});
    t.collectives.push_back(reduce);
    return t;
}
}  // namespace

class TestTuningSelection : public QObject {
    Q_OBJECT
private slots:
    void selects_data() {
        QTest::addColumn<int>("collective");
        QTest::addColumn<int>("comm");
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<int>("algorithm");  // -1: no rule (fixed decision)
        QTest::addColumn<int>("segment");
        // Smaller than every communicator size: the first entry.
        QTest::newRow("comm 2 below all") << ompi::kBcast << 2 << 0ULL << 6 << 0;
        QTest::newRow("comm 4 exact, 1023 B") << ompi::kBcast << 4 << 1023ULL << 6 << 0;
        QTest::newRow("comm 4, 1024 B exact") << ompi::kBcast << 4 << 1024ULL << 3 << 8192;
        QTest::newRow("comm 15 still size 4") << ompi::kBcast << 15 << 1000000ULL << 3 << 8192;
        QTest::newRow("comm 16, 65535 B") << ompi::kBcast << 16 << 65535ULL << 7 << 0;
        QTest::newRow("comm 1000, 65536 B") << ompi::kBcast << 1000 << 65536ULL << 9 << 0;
        QTest::newRow("reduce comm 2 uses size 8") << ompi::kReduce << 2 << 5ULL << 5 << 0;
        QTest::newRow("allreduce absent") << ompi::kAllreduce << 4 << 0ULL << -1 << 0;
    }
    void selects() {
        QFETCH(int, collective);
        QFETCH(int, comm);
        QFETCH(qulonglong, bytes);
        QFETCH(int, algorithm);
        QFETCH(int, segment);
        const DecisionTable t = handTable();
        const auto s = selectRule(t, collective, comm, bytes);
        if (algorithm < 0) {
            QVERIFY(!s);
            return;
        }
        QVERIFY(s);
        QCOMPARE(s->rule->algorithm, algorithm);
        QCOMPARE(s->rule->segmentBytes, segment);
    }

    // The same table as Open MPI 6.0 reads it (CommSizeReading::BelowItsSize): the 4-rank entry
    // covers 0-3 ranks, the 16-rank one 4 ranks and up, so communicators of 4 to 15 ranks get
    // the rules written for 16; message rules as before. Sizes out of order (4, 16, 8): the
    // 16-entry covers 4-15, the 8-entry 16 and up.
    void belowItsSizeAsOpenMpi6Reads() {
        const DecisionTable t = handTable();
        const auto alg = [&t](int comm, std::uint64_t bytes) {
            const auto s = selectRule(t, ompi::kBcast, comm, bytes, CommSizeReading::BelowItsSize);
            return s ? s->rule->algorithm : -1;
        };
        QCOMPARE(alg(2, 0), 6);
        QCOMPARE(alg(3, 1024), 3);
        QCOMPARE(alg(4, 0), 7);
        QCOMPARE(alg(4, 65536), 9);
        QCOMPARE(alg(15, 1000), 7);
        QCOMPARE(alg(1000, 65535), 7);
        QCOMPARE(selectRule(t, ompi::kReduce, 2, 5, CommSizeReading::BelowItsSize)->rule->algorithm,
                 5);
        DecisionTable u;
        CollectiveRules c{ompi::kBcast, {}, 0};
        c.commSizes.push_back({4, {{0, 1, 0, 0, {}, 0}}, 0});
        c.commSizes.push_back({16, {{0, 2, 0, 0, {}, 0}}, 0});
        c.commSizes.push_back({8, {{0, 3, 0, 0, {}, 0}}, 0});
        u.collectives.push_back(c);
        const auto at = [&u](int comm) {
            return selectRule(u, ompi::kBcast, comm, 0, CommSizeReading::BelowItsSize)
                ->rule->algorithm;
        };
        QCOMPARE(at(3), 1);
        QCOMPARE(at(10), 2);
        QCOMPARE(at(16), 3);
        QCOMPARE(at(100), 3);
    }

    // Out of order sizes: the scan stops at the first larger size, so the 8 after 16 is never
    // reached by communicators of 8..15 (they get size 4's rules).
    void unorderedScanStops() {
        DecisionTable t;
        CollectiveRules c{ompi::kBcast, {}, 0};
        c.commSizes.push_back({4, {{0, 1, 0, 0, {}, 0}}, 0});
        c.commSizes.push_back({16, {{0, 2, 0, 0, {}, 0}}, 0});
        c.commSizes.push_back({8, {{0, 3, 0, 0, {}, 0}}, 0});
        t.collectives.push_back(c);
        QCOMPARE(selectRule(t, ompi::kBcast, 10, 0)->rule->algorithm, 1);
        QCOMPARE(selectRule(t, ompi::kBcast, 16, 0)->rule->algorithm, 3);
        QCOMPARE(selectRule(t, ompi::kBcast, 100, 0)->rule->algorithm, 3);
    }

    // The effective table by hand: ranges from communicator size 1 and message size 0.
    void effectiveRows() {
        const DecisionTable t = handTable();
        const auto rows = effectiveTable(t);
        QCOMPARE(rows.size(), std::size_t(5));
        QCOMPARE(rows[0].commMin, 1);
        QCOMPARE(rows[0].commMax.value(), 15);
        QCOMPARE(rows[0].bytesMin, 0ULL);
        QCOMPARE(rows[0].bytesMax.value(), 1023ULL);
        QCOMPARE(rows[0].rule->algorithm, 6);
        QCOMPARE(rows[1].bytesMin, 1024ULL);
        QVERIFY(!rows[1].bytesMax);
        QCOMPARE(rows[2].commMin, 16);
        QVERIFY(!rows[2].commMax);
        QCOMPARE(rows[2].bytesMax.value(), 65535ULL);
        QCOMPARE(rows[3].rule->algorithm, 9);
        QCOMPARE(rows[4].collective, ompi::kReduce);
        QCOMPARE(rows[4].commMin, 1);
        QVERIFY(!rows[4].commMax);
    }

    void collectiveIds() {
        QCOMPARE(ompiCollectiveName(7), std::string("bcast"));
        QCOMPARE(ompiCollectiveId("reduce_scatter").value(), 12);
        QCOMPARE(ompiCollectiveId("scatter").value(), 15);
        QVERIFY(ompiCollectiveName(22).empty());
        QVERIFY(messageSizeScalesWithCommSize(ompi::kAlltoall));
        QVERIFY(!messageSizeScalesWithCommSize(ompi::kAllreduce));
    }
};

QTEST_APPLESS_MAIN(TestTuningSelection)
#include "test_tuning_selection.moc"
