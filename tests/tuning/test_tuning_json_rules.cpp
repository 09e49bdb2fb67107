// Open MPI 6.0's JSON rules read as Open MPI 6.0 reads them (core/tuning/ompi_json_rules.h):
// every pitfall with its line and what then runs; the JSON writer's files select what the classic
// file selects under 4.1; and the classic file as 6.0 reads its communicator sizes.
#include <QtTest>

#include <fstream>
#include <sstream>

#include "tuning/decision_table.h"
#include "tuning/lined_json.h"
#include "tuning/ompi_collectives.h"
#include "tuning/ompi_json_rules.h"
#include "tuning/ompi_rules_file.h"
#include "tuning/ompi_rules_reader.h"
#include "tuning/rules_writers.h"

using namespace ct::tuning;

namespace {

// The algorithms of Open MPI 6.0.0a1 (its ompi_info, saved), version 6.0.0.
KnownAlgorithms ompi60() {
    std::ifstream in(CALLTREE_OMPI_INFO_60);
    std::stringstream s;
    s << in.rdbuf();
    KnownAlgorithms k = parseOmpiInfo(s.str());
    k.version = OmpiVersion{6, 0, 0};
    return k;
}

// A file with one bcast communicator rule around `rules` (message rules, JSON text).
std::string bcastFile(const std::string& commRule) {
    return "{\n\"rule_file_version\": 3,\n\"module\": \"tuned\",\n\"collectives\": {\n"
           "\"bcast\": [\n" +
           commRule + "\n]\n}\n}\n";
}

}  // namespace

class TestTuningJsonRules : public QObject {
    Q_OBJECT
private slots:
    void linedJsonKeepsLines() {
        const LinedJson v = parseLinedJson("{\n \"a\": [1, 2.5,\n \"x\"],\n \"b\": true }");
        QCOMPARE(v.kind, LinedJson::Kind::Object);
        QCOMPARE(v.members.size(), std::size_t(2));
        const LinedJson* a = v.find("a");
        QVERIFY(a);
        QCOMPARE(a->line, 2);
        QCOMPARE(a->members[0].second.kind, LinedJson::Kind::Integer);
        QCOMPARE(a->members[0].second.integer, std::int64_t(1));
        QCOMPARE(a->members[1].second.kind, LinedJson::Kind::Double);
        QCOMPARE(a->members[2].second.text, std::string("x"));
        QCOMPARE(a->members[2].second.line, 3);
        QCOMPARE(v.find("b")->kind, LinedJson::Kind::Bool);
        QVERIFY(!v.find("c"));
        try {
            parseLinedJson("{\n\"a\": 1,\n}");
            QFAIL("accepted a trailing comma");
        } catch (const LinedJsonError& e) {
            QCOMPARE(e.line, 3);
        }
    }

    // Each file, whether Open MPI 6.0 loads it, the findings (how many, the first one's line and
    // a part of its message), and what bcast runs on 2 ranks at 100 bytes (0: its fixed
    // decision).
    void pitfalls_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("loads");
        QTest::addColumn<int>("findings");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("runs");
        const auto rule = [](const char* body) {
            return QString::fromStdString(bcastFile(std::string("{\"rules\": [") + body + "]}"));
        };
        QTest::newRow("as written")
            << rule("{\"msg_size_min\": 0, \"alg\": 6}") << true << 0 << 0 << "" << 6;
        QTest::newRow("a name, any case")
            << rule("{\"alg\": \"BINOMIAL\"}") << true << 0 << 0 << "" << 6;
        QTest::newRow("not JSON") << "1\n7\n1\n2 1\n0 6 0 0\n"
                                  << false << 1 << 2 << "not JSON" << 0;
        QTest::newRow("no collectives")
            << "{\"rule_file_version\": 3}" << false << 1 << 1
            << "the file has no \"collectives\": Open MPI ignores the whole file" << 0;
        QTest::newRow("unknown collective")
            << "{\"collectives\": {\n\"Bcast\": [{\"rules\": [{\"alg\": 6}]}]}}" << false << 1 << 2
            << "\"Bcast\" is not a collective Open MPI knows" << 0;
        QTest::newRow("unknown algorithm")
            << rule("{\"alg\": 6, \"msg_size_max\": 50},\n{\"alg\": 12}") << true << 1 << 7
            << "\"alg\": 12 is not one of the bcast algorithms this Open MPI knows" << 0;
        QTest::newRow("octal string")
            << rule("{\"alg\": \"010\"}") << true << 1 << 6 << "is read as the octal number 8" << 8;
        QTest::newRow("misspelt key")
            << rule("{\"msg_size_mim\": 1000, \"alg\": 6}") << true << 1 << 6
            << "\"msg_size_mim\" is not a key of a message rule; Open MPI ignores it" << 6;
        QTest::newRow("min above max")
            << rule("{\"msg_size_min\": 200, \"msg_size_max\": 100, \"alg\": 6}") << true << 1 << 6
            << "msg_size_min 200 exceeds msg_size_max 100: the rule never matches" << 0;
        QTest::newRow("shadowed") << rule("{\"alg\": 6},\n{\"msg_size_min\": 64, \"alg\": 8}")
                                  << true << 1 << 7
                                  << "earlier message rules take every size this one holds" << 6;
        QTest::newRow("comm_size_max inf")
            << QString::fromStdString(
                   bcastFile("{\"comm_size_max\": \"inf\", \"rules\": [{\"alg\": 6}]}"))
            << true << 1 << 6 << "\"comm_size_max\": \"inf\" is held in an int as -1" << 0;
        QTest::newRow("size no integer")
            << rule("{\"msg_size_min\": 8.5, \"alg\": 6}") << false << 1 << 6
            << "\"msg_size_min\" of a message rule of bcast (communicator rule on line 6) is 8.5"
            << 0;
        QTest::newRow("no alg") << rule("{\"msg_size_min\": 0}") << false << 1 << 6
                                << "has no \"alg\"" << 0;
        QTest::newRow("unknown distribution")
            << QString::fromStdString(
                   bcastFile("{\"comm_rank_distribution\": \"node\", \"rules\": [{\"alg\": 6}]}"))
            << true << 1 << 6 << "is not any, one-per-node or single-node" << 6;
        QTest::newRow("one per node")
            << QString::fromStdString(bcastFile("{\"comm_rank_distribution\": \"one-per-node\", "
                                                "\"rules\": [{\"alg\": 6}]}"))
            << true << 0 << 0 << "" << 0;
        QTest::newRow("negative size") << rule("{\"msg_size_min\": -1, \"alg\": 6}") << true << 2
                                       << 6 << "\"msg_size_min\": -1 is negative" << 0;
        QTest::newRow("bcast twice")
            << "{\"collectives\": {\n\"bcast\": [{\"rules\": [{\"alg\": 6}]}],\n"
               "\"bcast\": [{\"rules\": [{\"alg\": 7}]}]}}"
            << true << 1 << 3 << "bcast was already given on line 2; Open MPI keeps only this "
            << 7;
    }
    void pitfalls() {
        QFETCH(QString, file);
        QFETCH(bool, loads);
        QFETCH(int, findings);
        QFETCH(int, line);
        QFETCH(QString, message);
        QFETCH(int, runs);
        const OmpiJsonReadResult r = readOmpiJsonRules(file.toStdString(), ompi60());
        QCOMPARE(r.loads, loads);
        QCOMPARE(int(r.findings.size()), findings);
        if (findings > 0) {
            QCOMPARE(r.findings.front().line, line);
            QVERIFY2(r.findings.front().message.find(message.toStdString()) != std::string::npos,
                     r.findings.front().message.c_str());
        }
        const JsonMessageRule* picked = r.rules.select(ompi::kBcast, 2, 100);
        QCOMPARE(picked ? picked->algorithm : 0, runs);
    }

    // The JSON writer's file, read as Open MPI 6.0 reads it, runs at every communicator and
    // message size what the classic file runs under Open MPI 4.1: bcast with entries for 4
    // (0 → 6, 1024 → 3) and 16 ranks (0 → 7, 65536 → 9), a 0 (fixed decision) in between.
    void jsonExportSelectsWhatTheClassicFileDoes() {
        DecisionTable t;
        CollectiveRules bcast{ompi::kBcast, {}, 0};
        bcast.commSizes.push_back({4, {{0, 6, 0, 0, {}, 0}, {1024, 3, 0, 8192, {}, 0}}, 0});
        bcast.commSizes.push_back(
            {16, {{0, 7, 4, 0, {}, 0}, {4096, 0, 0, 0, {}, 0}, {65536, 9, 0, 0, {}, 0}}, 0});
        t.collectives.push_back(bcast);
        const OmpiJsonReadResult json = readOmpiJsonRules(writeOmpiJsonRules(t), ompi60());
        QVERIFY(json.loads);
        QVERIFY2(json.findings.empty(),
                 json.findings.empty() ? "" : json.findings.front().message.c_str());
        for (int comm : {1, 2, 3, 4, 5, 15, 16, 17, 1000})
            for (std::uint64_t bytes :
                 {0ULL, 1023ULL, 1024ULL, 4095ULL, 4096ULL, 65535ULL, 65536ULL, 1ULL << 40}) {
                const auto classic = selectRule(t, ompi::kBcast, comm, bytes);
                const int expected = classic && classic->rule ? classic->rule->algorithm : 0;
                const JsonMessageRule* m = json.rules.select(ompi::kBcast, comm, bytes);
                QCOMPARE(m ? m->algorithm : 0, expected);
            }
    }

    // A classic file with entries for 2 (alg 8) and 4 ranks (alg 1), as Open MPI 6.0 reads it:
    // a communicator of 2 ranks runs the rules written for 4 (measured: MPI_Bcast of 1 MiB on 2
    // ranks under such a file took 53.9 us, algorithm 1's 54.0, not algorithm 8's 96), 4.1 runs
    // the 2-rank rules. rules check says so under 6.0, not under 4.1.
    void classicFileUnderOpenMpi6() {
        const std::string text = "1\n7\n2\n2 1\n0 8 0 0\n4 1\n0 1 0 0\n";
        const KnownAlgorithms six = ompi60();
        KnownAlgorithms four = six;
        four.version = OmpiVersion{4, 1, 4};
        const ClassicReadResult read6 = readClassicRules(text, six);
        QVERIFY(read6.loads);
        QCOMPARE(read6.findings.size(), std::size_t(1));
        QCOMPARE(read6.findings.front().line, 6);
        QVERIFY(read6.findings.front().message.find(
                    "a communicator of 2 ranks of bcast gets the rules written for 4") !=
                std::string::npos);
        QVERIFY(readClassicRules(text, four).findings.empty());
        const OmpiRulesFile under6 = readOmpiRulesFile(text, six);
        const OmpiRulesFile under4 = readOmpiRulesFile(text, four);
        QVERIFY(!under6.json && under6.loads);
        QCOMPARE(under6.pick(ompi::kBcast, 1, 1 << 20), 8);
        QCOMPARE(under6.pick(ompi::kBcast, 2, 1 << 20), 1);
        QCOMPARE(under6.pick(ompi::kBcast, 4, 1 << 20), 1);
        QCOMPARE(under4.pick(ompi::kBcast, 2, 1 << 20), 8);
        QCOMPARE(under4.pick(ompi::kBcast, 3, 1 << 20), 8);
        QCOMPARE(under4.pick(ompi::kBcast, 4, 1 << 20), 1);
        // A JSON file is JSON to 6.0 and an unreadable classic file to 4.1.
        const std::string json = bcastFile("{\"rules\": [{\"alg\": 6}]}");
        const OmpiRulesFile json6 = readOmpiRulesFile(json, six);
        QVERIFY(json6.json && json6.loads);
        QCOMPARE(json6.pick(ompi::kBcast, 2, 8), 6);
        QVERIFY(!readOmpiRulesFile(json, four).loads);
        // The effective table under 6.0: 1 rank 8, from 2 ranks up 1.
        const auto rows = effectiveTable(read6.table, CommSizeReading::BelowItsSize);
        QCOMPARE(rows.size(), std::size_t(2));
        QCOMPARE(rows[0].commMin, 1);
        QCOMPARE(rows[0].commMax.value_or(-1), 1);
        QCOMPARE(rows[0].rule->algorithm, 8);
        QCOMPARE(rows[1].commMin, 2);
        QVERIFY(!rows[1].commMax);
        QCOMPARE(rows[1].rule->algorithm, 1);
    }
};

QTEST_APPLESS_MAIN(TestTuningJsonRules)
#include "test_tuning_json_rules.moc"
