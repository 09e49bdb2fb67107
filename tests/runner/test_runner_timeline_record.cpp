// Recorded timelines in the results file (core/protocol/recorded_timeline.h) and the readable
// layout the file is written in (core/protocol/results.h, dumpReadable).
#include <QtTest>

#include <cmath>
#include <string>

#include "protocol/recorded_timeline.h"
#include "protocol/results.h"

#include "../recorded_ops.h"

using namespace ct::protocol;
using json = nlohmann::ordered_json;

namespace {

using ct::test::recordedOp;

}  // namespace

class TestRunnerTimelineRecord : public QObject {
    Q_OBJECT
private slots:
    void perRankLimit_data() {
        QTest::addColumn<qulonglong>("limit");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<qulonglong>("perRank");
        QTest::newRow("even") << 200000ull << 4 << 50000ull;
        QTest::newRow("rounds down") << 10ull << 3 << 3ull;
        QTest::newRow("at least one") << 2ull << 8 << 1ull;
        QTest::newRow("one rank") << 7ull << 1 << 7ull;
    }
    void perRankLimit() {
        QFETCH(qulonglong, limit);
        QFETCH(int, ranks);
        QFETCH(qulonglong, perRank);
        QCOMPARE(qulonglong(ct::protocol::perRankLimit(limit, ranks)), perRank);
    }

    void roundsToNanoseconds() {
        QCOMPARE(roundToNanosecond(12.3456789), 12.346);
        QCOMPARE(roundToNanosecond(0.0004), 0.0);
        QCOMPARE(roundToNanosecond(-1.0004), -1.0);
    }

    void timelineJson() {
        RecordedTimeline t;
        t.limit = 100;
        t.programOps = 3;
        t.clockError = {0, 0.25};
        t.ranks = {{recordedOp(0, ct::OpKind::Send, 1, 8, 0.1, 0.4004, 2.5)},
                   {recordedOp(0, ct::OpKind::Recv, 0, 8, 0, 1.2),
                    recordedOp(1, ct::OpKind::Combine, -1, 8, 1.3, 1.4)}};
        CaseSpec program;
        program.bytes = 8;
        const json j = toJson(t, program);
        QCOMPARE(j["unit"].get<std::string>(), std::string("us"));
        QCOMPARE(j["events"].get<int>(), 3);
        QCOMPARE(j["program_ops"].get<int>(), 3);
        QCOMPARE(j["truncated"].get<bool>(), false);
        QCOMPARE(j["columns"].size(), std::size_t(6));
        QCOMPARE(j["params"]["bytes"].get<int>(), 8);
        QCOMPARE(j["clock_error"][1].get<double>(), 0.25);
        // A send carries its completion as a 7th value; other ops have six.
        QCOMPARE(j["ranks"][0][0].dump(), std::string("[0,\"send\",1,8,0.1,0.4,2.5]"));
        QCOMPARE(j["ranks"][1][0].dump(), std::string("[0,\"recv\",0,8,0.0,1.2]"));
        QCOMPARE(j["ranks"][1][1].dump(), std::string("[1,\"combine\",-1,8,1.3,1.4]"));
        // A send whose completion was not seen (cut off) has six values too.
        t.ranks[0][0].completed = NAN;
        QCOMPARE(toJson(t, program)["ranks"][0][0].size(), std::size_t(6));
    }

    void readableLayout() {
        const json doc = {{"a", 1},
                          {"times", {1.5, 2.5}},
                          {"empty", json::array()},
                          {"ranks", {{{0, "send", 1}, {1, "recv", 0}}, json::array()}}};
        const std::string text = dumpReadable(doc);
        // Innermost arrays on one line, everything else indented.
        QVERIFY2(text.find("\"times\": [1.5,2.5]") != std::string::npos, text.c_str());
        QVERIFY2(text.find("\n      [0,\"send\",1],\n      [1,\"recv\",0]\n") != std::string::npos,
                 text.c_str());
        QVERIFY2(text.find("\"empty\": []") != std::string::npos, text.c_str());
        QCOMPARE(json::parse(text), doc);  // the same document
    }
};

QTEST_APPLESS_MAIN(TestRunnerTimelineRecord)
#include "test_runner_timeline_record.moc"
