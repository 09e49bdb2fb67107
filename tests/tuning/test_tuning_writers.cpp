// The writers: Open MPI classic rules read back by the exact reader into the same table (round
// trip), the 6.0 JSON shape, and the refusals of tables a library would misread.
#include <QtTest>

#include <climits>
#include <cstdint>
#include <nlohmann/json.hpp>

#include "tuning/mpich_rules.h"
#include "tuning/ompi_collectives.h"
#include "tuning/ompi_rules_reader.h"
#include "tuning/rules_writers.h"

using namespace ct::tuning;

namespace {
DecisionTable sample(bool withMaxRequests) {
    DecisionTable t;
    CollectiveRules bcast{ompi::kBcast, {}, 0};
    bcast.commSizes.push_back({2, {{0, 6, 0, 0, {}, 0}, {8192, 8, 0, 0, {}, 0}}, 0});
    bcast.commSizes.push_back({8, {{0, 7, 4, 0, {}, 0}, {65536, 9, 0, 0, {}, 0}}, 0});
    t.collectives.push_back(bcast);
    CollectiveRules allreduce{ompi::kAllreduce, {}, 0};
    allreduce.commSizes.push_back({2, {{0, 3, 0, 0, {}, 0}, {1048576, 4, 0, 0, {}, 0}}, 0});
    t.collectives.push_back(allreduce);
    if (withMaxRequests) t.collectives[0].commSizes[0].rules[1].maxRequests = 4;
    return t;
}

// Tables compared field by field (lines are where the reader found them, not compared).
void compareTables(const DecisionTable& a, const DecisionTable& b) {
    QCOMPARE(a.collectives.size(), b.collectives.size());
    for (std::size_t i = 0; i < a.collectives.size(); ++i) {
        QCOMPARE(a.collectives[i].collective, b.collectives[i].collective);
        QCOMPARE(a.collectives[i].commSizes.size(), b.collectives[i].commSizes.size());
        for (std::size_t j = 0; j < a.collectives[i].commSizes.size(); ++j) {
            const auto& x = a.collectives[i].commSizes[j];
            const auto& y = b.collectives[i].commSizes[j];
            QCOMPARE(x.commSize, y.commSize);
            QCOMPARE(x.rules.size(), y.rules.size());
            for (std::size_t k = 0; k < x.rules.size(); ++k) {
                QCOMPARE(x.rules[k].minBytes, y.rules[k].minBytes);
                QCOMPARE(x.rules[k].algorithm, y.rules[k].algorithm);
                QCOMPARE(x.rules[k].faninout, y.rules[k].faninout);
                QCOMPARE(x.rules[k].segmentBytes, y.rules[k].segmentBytes);
                QCOMPARE(x.rules[k].maxRequests, y.rules[k].maxRequests);
            }
        }
    }
}
// Open MPI 6.0's selection over its JSON rules (coll_tuned_dynamic_file.c, tuned.rst): the first
// communicator entry whose [comm_size_min, comm_size_max] holds the size, then the first rule
// whose [msg_size_min, msg_size_max] holds the message size; no match = fixed decision (0).
int jsonSelect(const nlohmann::json& doc, const std::string& collective, int comm,
               std::uint64_t bytes) {
    if (!doc["collectives"].contains(collective)) return 0;
    for (const auto& entry : doc["collectives"][collective]) {
        const int min = entry.value("comm_size_min", 0);
        const int max = entry.value("comm_size_max", INT_MAX);
        if (comm < min || comm > max) continue;
        for (const auto& rule : entry["rules"]) {
            const auto low = rule.value("msg_size_min", std::uint64_t(0));
            const bool unbounded = rule["msg_size_max"].is_string();
            const auto high = unbounded ? UINT64_MAX : rule["msg_size_max"].get<std::uint64_t>();
            if (bytes >= low && bytes <= high) return rule["alg"].get<int>();
        }
        return 0;
    }
    return 0;
}
}  // namespace

class TestTuningWriters : public QObject {
    Q_OBJECT
private slots:
    void classicRoundTrip_data() {
        QTest::addColumn<bool>("maxRequests");
        QTest::newRow("version 1") << false;
        QTest::newRow("version 2") << true;
    }
    void classicRoundTrip() {
        QFETCH(bool, maxRequests);
        const DecisionTable t = sample(maxRequests);
        Provenance p{"node17",         2,        "2026-11-25T10:00:00Z",
                     "calltree 0.1.0", "a test", "bcast.rules"};
        const std::string text = writeOmpiClassicRules(t, p);
        QCOMPARE(text.rfind("rule-file-version-2\n", 0) == 0, maxRequests);
        QVERIFY(text.find("# use it with: mpirun --mca coll_tuned_use_dynamic_rules 1 --mca "
                          "coll_tuned_dynamic_rules_filename bcast.rules ...\n") !=
                std::string::npos);
        QVERIFY(text.find("# machine node17\n# ranks 2\n# date 2026-11-25T10:00:00Z\n") !=
                std::string::npos);
        KnownAlgorithms k = ompi41Algorithms();
        k.version = OmpiVersion{4, 1, 8};
        const auto back = readClassicRules(text, k);
        QVERIFY2(back.findings.empty(),
                 back.findings.empty() ? "" : back.findings.front().message.c_str());
        QVERIFY(back.loads);
        QCOMPARE(back.table.fileVersion, maxRequests ? 2 : 1);
        compareTables(back.table, t);
    }

    void ompiJson() {
        const auto doc = nlohmann::json::parse(writeOmpiJsonRules(sample(true)));
        QCOMPARE(doc["rule_file_version"].get<int>(), 3);
        QCOMPARE(doc["module"].get<std::string>(), std::string("tuned"));
        const auto& bcast = doc["collectives"]["bcast"];
        QCOMPARE(bcast.size(), std::size_t(2));
        // The classic first entry covers every smaller communicator; ranges end before the next.
        QCOMPARE(bcast[0]["comm_size_min"].get<int>(), 0);
        QCOMPARE(bcast[0]["comm_size_max"].get<int>(), 7);
        QCOMPARE(bcast[1]["comm_size_min"].get<int>(), 8);
        QVERIFY(!bcast[1].contains("comm_size_max"));
        QCOMPARE(bcast[0]["rules"][0]["msg_size_max"].get<int>(), 8191);
        QCOMPARE(bcast[0]["rules"][1]["msg_size_min"].get<int>(), 8192);
        QCOMPARE(bcast[0]["rules"][1]["msg_size_max"].get<std::string>(), std::string("inf"));
        QCOMPARE(bcast[0]["rules"][1]["alg"].get<int>(), 8);
        QCOMPARE(bcast[0]["rules"][1]["reqs"].get<int>(), 4);
        QCOMPARE(bcast[1]["rules"][0]["faninout"].get<int>(), 4);
        QCOMPARE(doc["collectives"]["allreduce"][0]["rules"][1]["alg"].get<int>(), 4);
    }

    // Write → Open MPI 6.0's selection → the same algorithm as the classic selection at every
    // boundary and next to it (algorithm 0 rules are left out and fall back to the same 0).
    void ompiJsonSelectsAsClassic() {
        DecisionTable t = sample(false);
        t.collectives[0].commSizes[1].rules.insert(t.collectives[0].commSizes[1].rules.begin() + 1,
                                                   {1024, 0, 0, 0, {}, 0});
        const auto doc = nlohmann::json::parse(writeOmpiJsonRules(t));
        int points = 0;
        for (const int collective : {ompi::kBcast, ompi::kAllreduce, ompi::kReduce})
            for (const int comm : {1, 2, 3, 7, 8, 9, 1000})
                for (const std::uint64_t bytes :
                     {0ULL, 1ULL, 1023ULL, 1024ULL, 8191ULL, 8192ULL, 65535ULL, 65536ULL,
                      1048575ULL, 1048576ULL, 1ULL << 40}) {
                    const auto classic = selectRule(t, collective, comm, bytes);
                    const int expected = classic ? classic->rule->algorithm : 0;
                    QCOMPARE(jsonSelect(doc, ompiCollectiveName(collective), comm, bytes),
                             expected);
                    ++points;
                }
        QCOMPARE(points, 3 * 7 * 11);
        // The hand-checked points: 8 ranks, 1024 bytes is the fixed decision; 9 ranks, 65536
        // bytes is algorithm 9; 3 ranks, 8192 bytes is 8.
        QCOMPARE(jsonSelect(doc, "bcast", 8, 1024), 0);
        QCOMPARE(jsonSelect(doc, "bcast", 9, 65536), 9);
        QCOMPARE(jsonSelect(doc, "bcast", 3, 8192), 8);
    }

    void refusals_data() {
        QTest::addColumn<int>("defect");
        QTest::addColumn<QString>("message");
        QTest::newRow("sizes descend") << 0 << "bcast: communicator sizes must ascend (1 after 2)";
        QTest::newRow("first rule not 0")
            << 1 << "bcast communicator size 2: the first rule must be for message size 0";
        QTest::newRow("message sizes descend")
            << 2 << "bcast communicator size 2: message sizes must ascend (0 after 0)";
    }
    void refusals() {
        QFETCH(int, defect);
        QFETCH(QString, message);
        DecisionTable t = sample(false);
        auto& bcast = t.collectives[0];
        if (defect == 0) bcast.commSizes[1].commSize = 1;
        if (defect == 1) bcast.commSizes[0].rules[0].minBytes = 1;
        if (defect == 2) bcast.commSizes[0].rules[1].minBytes = 0;
        for (int w = 0; w < 3; ++w) {
            try {
                if (w == 0) writeOmpiClassicRules(t, {});
                if (w == 1) writeOmpiJsonRules(t);
                if (w == 2) writeMpichJson(t);
                QFAIL("a defective table was written");
            } catch (const std::invalid_argument& e) {
                QCOMPARE(QString(e.what()), message);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestTuningWriters)
#include "test_tuning_writers.moc"
