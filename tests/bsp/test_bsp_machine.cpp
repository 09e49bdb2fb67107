// Machine profiles: Table 1 transcribed, interpolation linear in log2 p with clamping, g(1) = 1,
// and *.machine.json round trips and errors that name the field.
#include <QtTest>

#include <cmath>

#include "protocol/json_check.h"
#include "protocol/machine_json.h"

using namespace ct::bsp;

class TestBspMachine : public QObject {
    Q_OBJECT
private slots:
    void table1_data();
    void table1();
    void interpolation();
    void roundTrip();
    void errors_data();
    void errors();
    void logGP();
};

void TestBspMachine::table1_data() {
    QTest::addColumn<QString>("machine");
    QTest::addColumn<int>("p");
    QTest::addColumn<double>("s");
    QTest::addColumn<double>("B");
    QTest::addColumn<double>("L");
    QTest::addColumn<double>("g");
    // Bonorden 2002, Table 1 (a) TCP/IP and (b) MPI with SCI, every row.
    QTest::newRow("tcp 2") << "psc2-tcp" << 2 << 3.814 << 3092.0 << 377210.0 << 30.71;
    QTest::newRow("tcp 4") << "psc2-tcp" << 4 << 4.024 << 1467.0 << 585486.0 << 30.27;
    QTest::newRow("tcp 8") << "psc2-tcp" << 8 << 4.008 << 264.0 << 564087.0 << 156.99;
    QTest::newRow("tcp 16") << "psc2-tcp" << 16 << 4.167 << 239.0 << 636177.0 << 148.28;
    QTest::newRow("sci 2") << "psc2-sci" << 2 << 3.889 << 316.0 << 8174.0 << 8.34;
    QTest::newRow("sci 4") << "psc2-sci" << 4 << 3.889 << 509.0 << 17468.0 << 9.65;
    QTest::newRow("sci 8") << "psc2-sci" << 8 << 3.889 << 389.0 << 24452.0 << 11.29;
    QTest::newRow("sci 16") << "psc2-sci" << 16 << 3.889 << 21.0 << 35312.0 << 50.02;
}

void TestBspMachine::table1() {
    QFETCH(QString, machine);
    QFETCH(int, p);
    QFETCH(double, s);
    QFETCH(double, B);
    QFETCH(double, L);
    QFETCH(double, g);
    const auto m = builtinMachine(machine.toStdString());
    QVERIFY(m);
    QCOMPARE(m->bsp.s(p), s);
    QCOMPARE(m->bsp.B(p), B);
    QCOMPARE(m->bsp.L(p), L);
    QCOMPARE(m->bsp.g(p), g);
}

void TestBspMachine::interpolation() {
    const BspProfile m = psc2Tcp().bsp;
    QCOMPARE(m.g(1), 1.0);        // local copy per byte
    QCOMPARE(m.L(1), 377210.0);   // clamped to the first row
    QCOMPARE(m.g(1024), 148.28);  // clamped to the last row
    QCOMPARE(m.L(65536), 636177.0);
    // p = 3 lies log2(3) - 1 = 0.585 of the way from 2 to 4.
    const double t = std::log2(3.0) - 1;
    QCOMPARE(m.g(3), 30.71 + t * (30.27 - 30.71));
    QCOMPARE(m.L(12), 564087.0 + (std::log2(12.0) - 3) * (636177.0 - 564087.0));
    QCOMPARE(m.block(10, 16), 239.0);  // BSP*: short messages count as B bytes
    QCOMPARE(m.block(1000, 16), 1000.0);
    QCOMPARE(m.toNanoseconds(4167, 16), 1000.0);
}

void TestBspMachine::roundTrip() {
    MachineProfile m = psc2Sci();
    m.bsp.g1 = 0.5;
    const std::string text = machineToJson(m).dump(2);
    const MachineProfile back = parseMachineDocument(text);
    QCOMPARE(back.name, m.name);
    QCOMPARE(back.bsp.g1, 0.5);
    QCOMPARE(back.bsp.entries.size(), std::size_t(4));
    QCOMPARE(back.bsp.g(16), 50.02);
    QCOMPARE(back.bsp.B(4), 509.0);
    QVERIFY(text.find("operations per byte") != std::string::npos);

    const QString file = QDir::temp().filePath("bsp_test.machine.json");
    saveMachineFile(file.toStdString(), m);
    QCOMPARE(loadMachineFile(file.toStdString()).bsp.L(8), 24452.0);
    QCOMPARE(resolveMachine(file.toStdString()).bsp.L(8), 24452.0);
    QFile::remove(file);
    QCOMPARE(resolveMachine("psc2-tcp").bsp.g(8), 156.99);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, resolveMachine("no-such-machine"));
}

void TestBspMachine::errors_data() {
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative g") << "/parameters/2/g=-1"
                                << "parameters[2].g: must be a positive number";
    QTest::newRow("string L") << "/parameters/0/L=\"x\""
                              << "parameters[0].L: must be a non-negative number";
    QTest::newRow("procs order") << "/parameters/1/procs=2"
                                 << "parameters[1].procs: must be larger than the previous row's";
    QTest::newRow("procs 1") << "/parameters/0/procs=1"
                             << "parameters[0].procs: must be a whole number in [2, 16777216]";
    QTest::newRow("model") << "/model=\"pram\""
                           << "model: must be \"bsp*\" or \"loggp\", not \"pram\"";
    QTest::newRow("format") << "/format=\"x\""
                            << "format: must be \"calltree-machine\", not \"x\"";
    QTest::newRow("version") << "/version=3"
                             << "version: version 3 is not supported (1 and 2 are)";
    QTest::newRow("huge number") << ""
                                 << "(document): is not valid JSON";
    QTest::newRow("empty rows") << "/parameters=[]"
                                << "parameters: must list at least one partition size";
}

void TestBspMachine::errors() {
    QFETCH(QString, edit);
    QFETCH(QString, message);
    nlohmann::json doc = machineToJson(psc2Tcp());
    std::string text =
        R"({"format": "calltree-machine", "version": 1, "g1": 11111111111111e1111111})";
    if (!edit.isEmpty()) {
        const auto eq = edit.indexOf('=');
        doc[nlohmann::json::json_pointer(edit.left(eq).toStdString())] =
            nlohmann::json::parse(edit.mid(eq + 1).toStdString());
        text = doc.dump();
    }
    try {
        parseMachineDocument(text);
        QFAIL("accepted a bad document");
    } catch (const FormatError& e) {
        QVERIFY2(QString::fromStdString(e.what()).startsWith(message), e.what());
    }
}

void TestBspMachine::logGP() {
    MachineProfile m;
    m.name = "lab";
    m.kind = ModelKind::LogGP;
    ct::LogGP t = ct::LogGP::logp(6, 2, 4);
    t.G = 0.01;
    m.logp = t;
    m.logp.setShared("cycles", 0);
    const nlohmann::json written = machineToJson(m);
    QCOMPARE(written["version"].get<int>(), 2);  // LogGP profiles are written with ranges
    const MachineProfile back = parseMachineDocument(written.dump());
    QCOMPARE(back.kind, ModelKind::LogGP);
    QCOMPARE(back.logp.ranges.size(), std::size_t(1));
    QCOMPARE(back.logp.first().L, 6.0);
    QCOMPARE(back.logp.first().oSend, 2.0);
    QCOMPARE(back.logp.first().oRecv, 2.0);
    QCOMPARE(back.logp.first().g, 4.0);
    QCOMPARE(back.logp.first().G, 0.01);
    QCOMPARE(back.logp.unit(), std::string("cycles"));
    QCOMPARE(back.logp.first().combinePerElement, 0.0);
    // The combine time per byte round-trips, with its unit (per 8-byte element inside).
    m.logp.setShared("cycles", 8 * 0.00025);
    const nlohmann::json j = machineToJson(m);
    QCOMPARE(j["units"]["combine"].get<std::string>(), std::string("cycles per byte"));
    QCOMPARE(j["combine"].get<double>(), 0.00025);
    QCOMPARE(parseMachineDocument(j.dump()).logp.first().combinePerElement, 8 * 0.00025);
    // A file written before the field existed loads with no combine cost.
    const MachineProfile old = parseMachineDocument(
        "{\"format\": \"calltree-machine\", \"version\": 1, \"name\": \"old\", "
        "\"model\": \"loggp\", \"units\": {\"time\": \"us\", \"G\": \"us per byte\"}, "
        "\"parameters\": {\"L\": 5, \"o\": 1.5, \"g\": 2, \"G\": 0.001}}");
    QCOMPARE(old.logp.first().combinePerElement, 0.0);
    QCOMPARE(old.logp.first().G, 0.001);
    QCOMPARE(old.logp.first().oSend, 1.5);
    QCOMPARE(old.logp.first().oRecv, 1.5);
    // A negative or non-numeric one is refused by its field.
    nlohmann::json bad = j;
    bad["combine"] = -1;
    try {
        parseMachineDocument(bad.dump());
        QFAIL("a negative combine time must be refused");
    } catch (const FormatError& e) {
        QCOMPARE(std::string(e.what()), std::string("combine: must be a non-negative number"));
    }
}

QTEST_GUILESS_MAIN(TestBspMachine)
#include "test_bsp_machine.moc"
