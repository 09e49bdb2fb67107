// MPICH: the algorithm table, the JSON writer (read back by the checker into the same
// decisions), its refusals, and the checker's findings with their lines.
#include <QtTest>

#include <nlohmann/json.hpp>

#include "tuning/mpich_rules.h"
#include "tuning/ompi_collectives.h"

using namespace ct::tuning;

namespace {
DecisionTable bcastTable(int smallAlgorithm) {
    DecisionTable t;
    CollectiveRules bcast{ompi::kBcast, {}, 0};
    bcast.commSizes.push_back({2, {{0, smallAlgorithm, 0, 0, {}, 0}, {8192, 8, 0, 0, {}, 0}}, 0});
    bcast.commSizes.push_back({8, {{0, 6, 0, 0, {}, 0}, {65536, 9, 0, 0, {}, 0}}, 0});
    t.collectives.push_back(bcast);
    return t;
}

QStringList findings(const MpichCheck& c) {
    QStringList list;
    for (const auto& f : c.findings)
        list << QString::number(f.line) + ": " + QString::fromStdString(f.message);
    return list;
}
}  // namespace

class TestTuningMpich : public QObject {
    Q_OBJECT
private slots:
    void equivalents() {
        QCOMPARE(mpichAlgorithmFor(ompi::kBcast, 6).value(),
                 std::string("MPIR_Bcast_intra_binomial"));
        QCOMPARE(mpichAlgorithmFor(ompi::kAllreduce, 6).value(),
                 std::string("MPIR_Allreduce_intra_reduce_scatter_allgather"));
        QVERIFY(!mpichAlgorithmFor(ompi::kBcast, 3));  // pipeline: no MPICH twin
        QVERIFY(!mpichAlgorithmFor(ompi::kBcast, 0));
    }

    void writeThenCheck() {
        const std::string text = writeMpichJson(bcastTable(6));
        const auto doc = nlohmann::json::parse(text);
        QCOMPARE(doc["collective=bcast"]["comm_type=intra"]["comm_size<=7"]["avg_msg_size<=8191"]
                     .contains("algorithm=MPIR_Bcast_intra_binomial"),
                 true);
        const auto check = checkMpichJson(text);
        QVERIFY(check.parsed);
        QCOMPARE(findings(check), QStringList{});
        QCOMPARE(check.leaves.size(), std::size_t(5));
        QCOMPARE(check.leaves[4].algorithm,
                 std::string("MPIR_Bcast_inter_remote_send_local_bcast"));
        QCOMPARE(check.leaves[3].algorithm, std::string("MPIR_Bcast_intra_scatter_ring_allgather"));
        const std::vector<std::string> path{"collective=bcast", "comm_type=intra", "comm_size=any",
                                            "avg_msg_size=any"};
        QCOMPARE(check.leaves[3].path, path);
        QCOMPARE(mpichEnvironment(bcastTable(6), "t.json"),
                 std::string("MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE=t.json "
                             "MPIR_CVAR_BCAST_INTRA_ALGORITHM=auto"));
    }

    void refusesWhatHasNoTwin() {
        try {
            writeMpichJson(bcastTable(3));
            QFAIL("pipeline was written for MPICH");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(QString(e.what()),
                     QString("cannot write for MPICH: bcast communicator size 2 from 0 bytes: "
                             "Open MPI bcast algorithm 3 has no MPICH equivalent"));
        }
        try {
            writeMpichJson(bcastTable(0));
            QFAIL("the fixed decision was written for MPICH");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(QString(e.what()),
                     QString("cannot write for MPICH: bcast communicator size 2 from 0 bytes: "
                             "algorithm 0 (Open MPI's fixed decision) has no MPICH equivalent"));
        }
    }

    void checker_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("parsed");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("syntax") << "{\n \"collective=bcast\": {\n  \"any\": {}\n }\n"
                                << false
                                << QStringList{
                                       "5: not valid JSON: expected ',' or '}' after a "
                                       "value"};
        QTest::newRow("unknown condition and bad number")
            << "{\"collective=bcast\": {\n\"msg_size<=8\": "
               "{\"algorithm=MPIR_Bcast_intra_binomial\": "
               "{}},\n\"avg_msg_size<=8K\": {\"algorithm=MPIR_Bcast_intra_binomial\": {}},\n"
               "\"any\": {\"algorithm=MPIR_Bcast_intra_binomial\": {}}}}\n"
            << true
            << QStringList{
                   "2: unknown condition \"msg_size<=8\"; MPICH aborts on it (\"unknown "
                   "key\")",
                   "3: \"avg_msg_size<=8K\": '8K' is not a whole number; MPICH reads it "
                   "with atoi (8)"};
        QTest::newRow("wrong collective's algorithm, no fallback")
            << "{\"collective=bcast\": {\n\"comm_size<=8\": {\n\"algorithm=MPIR_Reduce_intra_"
               "binomial\": {}}}}\n"
            << true
            << QStringList{
                   "1: no \"…=any\" fallback among the conditions here: a bcast call "
                   "that matches none of them finds no algorithm and MPICH aborts "
                   "(MPIR_Assert)",
                   "3: \"MPIR_Reduce_intra_binomial\" is not an MPICH bcast algorithm "
                   "(MPIR_Bcast_allcomm_nb, MPIR_Bcast_inter_remote_send_local_bcast, "
                   "MPIR_Bcast_intra_binomial, MPIR_Bcast_intra_circ_graph, "
                   "MPIR_Bcast_intra_pipelined_tree, "
                   "MPIR_Bcast_intra_scatter_recursive_doubling_allgather, "
                   "MPIR_Bcast_intra_scatter_ring_allgather, MPIR_Bcast_intra_smp, "
                   "MPIR_Bcast_intra_tree)"};
        QTest::newRow("algorithm with siblings, unknown collective, non-object")
            << "{\"collective=bcastt\": {\"any\": {\"algorithm=MPIR_Bcast_intra_binomial\": {},\n"
               "\"any\": {}}},\n\"collective=reduce\": 3}\n"
            << true
            << QStringList{
                   "1: unknown collective \"bcastt\"; MPICH aborts on it (MPIR_Assert)",
                   "1: \"algorithm=MPIR_Bcast_intra_binomial\" shares its object with 1 other "
                   "key(s): MPICH aborts on a key there that is no algorithm and "
                   "otherwise takes the last one",
                   "3: the value of \"collective=reduce\" is not an object; MPICH aborts "
                   "on it (MPIR_Assert)"};
    }
    void deepNestingRefused() {
        const std::string text = std::string(100000, '[') + std::string(100000, ']');
        const auto check = checkMpichJson("{\"a\": " + text + "}");
        QVERIFY(!check.parsed);
        QCOMPARE(check.findings.size(), std::size_t(1));
        QCOMPARE(check.findings[0].message,
                 std::string("not valid JSON: values nested deeper than 200"));
    }
    void checker() {
        QFETCH(QString, text);
        QFETCH(bool, parsed);
        QFETCH(QStringList, expected);
        const auto check = checkMpichJson(text.toStdString());
        QCOMPARE(check.parsed, parsed);
        QCOMPARE(findings(check), expected);
    }
};

QTEST_APPLESS_MAIN(TestTuningMpich)
#include "test_tuning_mpich.moc"
