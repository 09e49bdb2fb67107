// *.calltree.json: round trip of an optimized schedule; loading reports the first wrong field by
// its path (structure, validity and stored costs).
#include <QtTest>

#include "protocol/json_check.h"
#include "schedule/schedule_file.h"
#include "schedule/search.h"

using namespace ct::bsp;

namespace {

Schedule optimized(const std::string& machine, double bytes, int p) {
    Schedule s;
    s.machine = *builtinMachine(machine);
    s.problem = ct::Problem::Broadcast;
    s.input = Input{{bytes}};
    s.dataProcs = s.calcProcs = p;
    Optimizer opt(standardLibrary(), s.machine.bsp);
    s.tree = *opt.optimize({s.problem, s.input, p, p});
    return s;
}

}  // namespace

class TestBspScheduleFile : public QObject {
    Q_OBJECT
private slots:
    void roundTrip();
    void embeddedMachine();
    void errors_data();
    void errors();
};

void TestBspScheduleFile::roundTrip() {
    const Library& lib = standardLibrary();
    const Schedule s = optimized("psc2-sci", 65536, 16);
    const std::string text = scheduleToJson(s, lib);
    const auto doc = nlohmann::json::parse(text);
    QCOMPARE(doc["machine"].get<std::string>(), std::string("psc2-sci"));
    QCOMPARE(doc["input"]["size"].get<int>(), 65536);
    QCOMPARE(doc["cost"].get<double>(), s.tree.cost);
    QCOMPARE(doc["name"].get<std::string>(), compactName(s.tree, lib));
    const Schedule back = loadScheduleText(text, lib);
    QCOMPARE(back.tree.cost, s.tree.cost);
    QCOMPARE(compactName(back.tree, lib), compactName(s.tree, lib));
    QCOMPARE(nodeCount(back.tree), nodeCount(s.tree));

    const QString file = QDir::temp().filePath("bsp_test.calltree.json");
    saveScheduleFile(file.toStdString(), s, lib);
    QCOMPARE(loadScheduleFile(file.toStdString(), lib).tree.cost, s.tree.cost);
    QFile::remove(file);
}

void TestBspScheduleFile::embeddedMachine() {
    const Library& lib = standardLibrary();
    Schedule s = optimized("psc2-tcp", 1024, 16);
    s.machine.name = "my-cluster";  // not a built-in: embedded
    const auto doc = nlohmann::json::parse(scheduleToJson(s, lib));
    QVERIFY(doc["machine"].is_object());
    QCOMPARE(loadScheduleText(doc.dump(), lib).machine.bsp.L(16), 636177.0);
}

void TestBspScheduleFile::errors_data() {
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    QTest::newRow("format") << "/format"
                            << "\"x\""
                            << "format: must be \"calltree-schedule\", not \"x\"";
    QTest::newRow("machine") << "/machine"
                             << "\"cray\""
                             << "machine: unknown built-in machine 'cray'";
    QTest::newRow("machine g")
        << "/machine"
        << R"({"name":"m","model":"bsp*","parameters":[{"procs":2,"g":0,"L":1,"B":1}]})"
        << "machine.parameters[0].g: must be a positive number";
    QTest::newRow("problem") << "/problem"
                             << "\"Gossip\""
                             << "problem: unknown problem 'Gossip' (known: Broadcast, Reduce, "
                                "ReduceAll, Allgather, Alltoall, ReduceScatter, Scan, ScanAll, "
                                "EdgeMinimum, SegmentMinimum, Summation, Sort, IntegerSort, MST, "
                                "BoruvkaStep, MSTMerge)";
    QTest::newRow("problem by its results name") << "/problem"
                                                 << "\"broadcast\""
                                                 << "problem: unknown problem 'broadcast' (known:";
    QTest::newRow("problem the library lacks")
        << "/problem"
        << "\"Allgather\""
        << "problem: the schedule library has no algorithms for Allgather";
    QTest::newRow("node problem") << "/tree/problem"
                                  << "\"ReduceAll\""
                                  << "tree.problem: must be Broadcast, not ReduceAll";
    QTest::newRow("input") << "/input/size"
                           << "1.5"
                           << "input.size: must be a whole number in [0, 1125899906842624]";
    QTest::newRow("input extra") << "/input/bytes"
                                 << "3"
                                 << "input.bytes: is not a parameter of Broadcast";
    QTest::newRow("procs") << "/data_procs"
                           << "0"
                           << "data_procs: must be a whole number in [1, 1073741824]";
    QTest::newRow("algorithm") << "/tree/algorithm"
                               << "\"Magic\""
                               << "tree.algorithm: unknown algorithm 'Magic'";
    QTest::newRow("variant")
        << "/tree/variant"
        << "99"
        << "tree.variant: 99 is out of range (TreeBroadcast has 4 variant(s) here)";
    QTest::newRow("subcalls") << "/tree/subcalls"
                              << "{}"
                              << "tree.subcalls: must be an array";
    QTest::newRow("child count") << "/tree/subcalls/0/count"
                                 << "2"
                                 << "tree.subcalls[0].count: must be 1, not 2";
    QTest::newRow("cost") << "/tree/subcalls/0/cost"
                          << "1"
                          << "tree.subcalls[0].cost: is 1.000000 but the model gives";
    QTest::newRow("syntax") << ""
                            << "{"
                            << "(document): is not valid JSON";
}

void TestBspScheduleFile::errors() {
    QFETCH(QString, pointer);
    QFETCH(QString, value);
    QFETCH(QString, message);
    const Library& lib = standardLibrary();
    // Tree(d=2) > Tree(d=8) for 1024 bytes on 16 processors, written by hand.
    Schedule s = optimized("psc2-tcp", 1024, 16);
    CallNode child;
    child.problem = ct::Problem::Broadcast;
    child.input = s.input;
    child.algorithm = "TreeBroadcast";
    child.variant = 2;
    child.dataProcs = child.calcProcs = 8;
    child.parallel = 2;
    s.tree.algorithm = "TreeBroadcast";
    s.tree.variant = 0;
    s.tree.children = {child};
    std::string text = scheduleToJson(s, lib);
    if (pointer.isEmpty()) {
        text = value.toStdString();
    } else {
        auto doc = nlohmann::json::parse(text);
        doc[nlohmann::json::json_pointer(pointer.toStdString())] =
            nlohmann::json::parse(value.toStdString());
        text = doc.dump();
    }
    try {
        loadScheduleText(text, lib);
        QFAIL("accepted a bad schedule");
    } catch (const FormatError& e) {
        QVERIFY2(QString::fromStdString(e.what()).startsWith(message), e.what());
    }
}

QTEST_GUILESS_MAIN(TestBspScheduleFile)
#include "test_bsp_schedule_file.moc"
