// Chrome trace-event JSON, GOAL text and the streaming JSON writer.
#include <QtTest>

#include <nlohmann/json.hpp>
#include <sstream>

#include "algorithms/catalogue/catalogue.h"
#include "io/chrome_trace.h"
#include "io/goal_format.h"
#include "sim/simulator.h"
#include "io/json_writer.h"

using namespace ct;

class TestExporters : public QObject {
    Q_OBJECT
private slots:
    void numbers_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("integral") << 24.0 << "24";
        QTest::newRow("negative") << -3.0 << "-3";
        QTest::newRow("fraction") << 2.5 << "2.5";
        QTest::newRow("shortest") << 0.1 << "0.1";
        QTest::newRow("nan") << std::nan("") << "null";
    }
    void numbers() {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(formatNumber(value)), text);
    }

    void significantDigits_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("digits");
        QTest::addColumn<QString>("text");
        QTest::newRow("rounds") << 1259.8605296991514 << 4 << "1260";
        QTest::newRow("six") << 35354.00000001573 << 6 << "35354";
        QTest::newRow("fraction") << 30924.09999999799 << 6 << "30924.1";
        QTest::newRow("large") << 4899597.6 << 3 << "4.9e+06";
    }
    void significantDigits() {
        QFETCH(double, value);
        QFETCH(int, digits);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(formatSignificant(value, digits)), text);
    }

    void writerEscapesAndNests() {
        std::ostringstream s;
        JsonWriter w(s);
        w.beginObject()
            .field("a", "x\"y\n")
            .key("b")
            .beginArray()
            .value(1)
            .value(2.5)
            .null()
            .endArray()
            .field("c", true)
            .endObject();
        QCOMPARE(QString::fromStdString(s.str()),
                 QString("{\"a\":\"x\\\"y\\n\",\"b\":[1,2.5,null],\"c\":true}"));
        QVERIFY(!nlohmann::json::parse(s.str()).is_discarded());
    }

    // The trace parses, has one slice per operation, two flow events per message, and a thread
    // name per rank; slice times equal the simulated ones.
    void chromeTrace() {
        AlgorithmParams p;
        p.procs = 8;
        p.model = LogGP::logp(6, 2, 4);
        const Program prog = findAlgorithm("optimal")->program(p);
        const Timeline tl = simulate(prog, p.model);
        std::ostringstream s;
        writeChromeTrace(s, prog, tl);
        const auto doc = nlohmann::json::parse(s.str());
        int slices = 0, flows = 0, names = 0;
        double latestEnd = 0;
        for (const auto& e : doc["traceEvents"]) {
            const std::string ph = e["ph"];
            if (ph == "X") {
                ++slices;
                latestEnd = std::max(latestEnd, e["ts"].get<double>() + e["dur"].get<double>());
            }
            if (ph == "s" || ph == "f") ++flows;
            if (ph == "M" && e["name"] == "thread_name") ++names;
        }
        QCOMPARE(slices, int(prog.allOps().size()));
        QCOMPARE(flows, 2 * 7);
        QCOMPARE(names, 8);
        QCOMPARE(latestEnd, 24.0);
        QCOMPARE(doc["otherData"]["total"].get<double>(), 24.0);
    }

    // Combine slices are named by what they compute.
    void chromeTraceNamesCombines() {
        ProgramBuilder b(1);
        b.add(0, Op::combine(16, 0, 16));
        b.add(0, Op::combine(16, 0, 16, CombineMode::Minimum));
        b.add(0, Op::combine(16, 0, 16, CombineMode::SegmentedMinimum));
        b.add(0, Op::combine(0, 0, 32, CombineMode::SegmentedScan));
        b.add(0, Op::combine(16, 0, 16, CombineMode::Fold));
        const Program prog = b.build();
        LogGP m = LogGP::logp(1, 0, 0);
        m.combinePerElement = 1;
        std::ostringstream s;
        writeChromeTrace(s, prog, simulate(prog, m));
        QStringList names;
        const auto doc = nlohmann::json::parse(s.str());
        for (const auto& e : doc["traceEvents"])
            if (e["ph"] == "X") names << QString::fromStdString(e["name"].get<std::string>());
        QCOMPARE(names,
                 (QStringList{QStringLiteral("combine"), QStringLiteral("minimum"),
                              QStringLiteral("segmented minimum"), QStringLiteral("segmented scan"),
                              QStringLiteral("add operands")}));
    }

    void goalText() {
        ProgramBuilder b(3);
        const Rank g = b.addGroup({0, 1});
        b.add(0, Op::send(1, 8));
        b.add(0, Op::combine(0, 8, 16));
        b.add(1, Op::recv(0, 8));
        b.add(0, Op::barrier(g));
        b.add(1, Op::barrier(g));
        std::ostringstream s;
        writeGoal(s, b.build(), {.combinePerElement = 3});
        const QString expected =
            "num_ranks 3\n"
            "rank 0 {\nl1: send 8b to 1 tag 0\nl2: calc 6\nl2 requires l1\n"
            "l3: recv 1b from 1 tag 1\nl3 requires l2\nl4: send 1b to 1 tag 2\nl4 requires l3\n}\n"
            "rank 1 {\nl1: recv 8b from 0 tag 0\nl2: send 1b to 0 tag 1\nl2 requires l1\n"
            "l3: recv 1b from 0 tag 2\nl3 requires l2\n}\n"
            "rank 2 {\n}\n";
        QCOMPARE(QString::fromStdString(s.str()), expected);
    }
};

QTEST_APPLESS_MAIN(TestExporters)
#include "test_exporters.moc"
