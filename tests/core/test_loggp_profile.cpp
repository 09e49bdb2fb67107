// The size-aware LogGP profile (core/model/loggp_profile.h): a message of each range costs that
// range's terms, in the simulator and in the closed formulas; profiles round-trip through
// calltree-machine version 2; bad ranges are refused naming the field; version 1 files still load.
#include <QtTest>

#include <tuple>
#include <vector>

#include <nlohmann/json.hpp>

#include "algorithms/catalogue/catalogue.h"
#include "model/loggp_profile.h"
#include "protocol/json_check.h"
#include "protocol/machine_json.h"
#include "sim/simulator.h"

using namespace ct;

namespace {

// Three ranges with terms far enough apart that any mix-up shows: [0, 1024), [1024, 65536),
// [65536, ∞). Unit µs, no combine cost.
LogGP terms(double L, double os, double orr, double g, double G) {
    LogGP t;
    t.L = L, t.oSend = os, t.oRecv = orr, t.g = g, t.G = G;
    t.unit = "us";
    return t;
}
const LogGP kSmall = terms(2, 0.5, 0.75, 1, 0.001);
const LogGP kMedium = terms(5, 3, 4, 6, 0.0002);
const LogGP kLarge = terms(40, 20, 30, 50, 0.00005);

LogGPProfile threeRanges() {
    LogGPProfile p;
    p.ranges = {{0, kSmall, {}, {}, 8}, {1024, kMedium, {}, {}, 4096}, {65536, kLarge, {}, {}, 0}};
    return p;
}

// The same ranges, each with a stream gap above its g and overheads (µs).
LogGPProfile threeRangesWithStream() {
    LogGPProfile p = threeRanges();
    const double gaps[] = {3, 12, 90};
    for (std::size_t i = 0; i < 3; ++i)
        p.ranges[i].terms.streamGap = gaps[i];
    return p;
}

const LogGP& byIndex(int i) {
    static const LogGP* all[] = {&kSmall, &kMedium, &kLarge};
    return *all[i];
}

Program oneMessage(std::uint64_t bytes) {
    ProgramBuilder b(2);
    b.add(0, Op::send(1, bytes));
    b.add(1, Op::recv(0, bytes));
    return b.build();
}

}  // namespace

class TestLogGPProfile : public QObject {
    Q_OBJECT
private slots:
    // Sizes at and on either side of each boundary, and the range whose terms they get.
    void rangeOfEachSize_data() {
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<int>("range");
        QTest::newRow("0 B") << 0ull << 0;
        QTest::newRow("1 B") << 1ull << 0;
        QTest::newRow("1023 B") << 1023ull << 0;
        QTest::newRow("1024 B") << 1024ull << 1;
        QTest::newRow("1025 B") << 1025ull << 1;
        QTest::newRow("65535 B") << 65535ull << 1;
        QTest::newRow("65536 B") << 65536ull << 2;
        QTest::newRow("65537 B") << 65537ull << 2;
        QTest::newRow("4 MiB") << 4194304ull << 2;
    }
    void rangeOfEachSize() {
        QFETCH(qulonglong, bytes);
        QFETCH(int, range);
        const LogGPProfile p = threeRanges();
        QCOMPARE(p.at(bytes), byIndex(range));
    }

    // One message of m bytes: o_s + L + (m − 1)·G + o_r of the range of m, computed here from the
    // row's constants; and the sender's next start g + (m − 1)·G later (two messages).
    void simulatorCostsEachMessageWithItsRange_data() { rangeOfEachSize_data(); }
    void simulatorCostsEachMessageWithItsRange() {
        QFETCH(qulonglong, bytes);
        QFETCH(int, range);
        const LogGP& t = byIndex(range);
        const double wire = bytes > 1 ? double(bytes - 1) * t.G : 0.0;
        const double expected = t.oSend + t.L + wire + t.oRecv;
        const Timeline one = simulate(oneMessage(bytes), threeRanges());
        QVERIFY2(std::abs(one.total - expected) < 1e-9,
                 qPrintable(QStringLiteral("%1 vs %2").arg(one.total).arg(expected)));

        // Two messages to two ranks: the second starts max(o_s, g + (m − 1)·G) after the first.
        ProgramBuilder b(3);
        b.add(0, Op::send(1, bytes));
        b.add(0, Op::send(2, bytes));
        b.add(1, Op::recv(0, bytes));
        b.add(2, Op::recv(0, bytes));
        const double second = std::max(t.oSend, t.g + wire);
        QVERIFY(std::abs(simulate(b.build(), threeRanges()).total - (second + expected)) < 1e-9);
    }

    // A stream of k segments of m bytes from rank 0 to rank 1: the first arrives after the
    // range's one-way trip, each next one max(o_s, o_r, stream gap + (m − 1)·G) later — the
    // stream gap of the segment's range, not g (data: every size of every range, k = 2 and 8);
    // without a stream gap the spacing is g's.
    void streamOfSegmentsCostsTheStreamGap_data() {
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<int>("range");
        QTest::addColumn<int>("segments");
        for (const auto& [name, bytes, range] :
             std::vector<std::tuple<const char*, qulonglong, int>>{{"8 B", 8, 0},
                                                                   {"1023 B", 1023, 0},
                                                                   {"1024 B", 1024, 1},
                                                                   {"65535 B", 65535, 1},
                                                                   {"65536 B", 65536, 2},
                                                                   {"1 MiB", 1 << 20, 2}})
            for (int k : {2, 8})
                QTest::newRow(qPrintable(QStringLiteral("%1, %2 segments").arg(name).arg(k)))
                    << bytes << range << k;
    }
    void streamOfSegmentsCostsTheStreamGap() {
        QFETCH(qulonglong, bytes);
        QFETCH(int, range);
        QFETCH(int, segments);
        ProgramBuilder b(2);
        for (int i = 0; i < segments; ++i) {
            b.add(0, Op::send(1, bytes));
            b.add(1, Op::recv(0, bytes));
        }
        const Program stream = b.build();
        const LogGP& t = byIndex(range);
        const double gaps[] = {3, 12, 90};
        const double wire = bytes > 1 ? double(bytes - 1) * t.G : 0.0;
        const double trip = t.oSend + t.L + wire + t.oRecv;
        const auto spacing = [&](double gap) { return std::max({t.oSend, t.oRecv, gap + wire}); };
        const double withStream = trip + (segments - 1) * spacing(gaps[range]);
        const double withoutStream = trip + (segments - 1) * spacing(t.g);
        const double simulated = simulate(stream, threeRangesWithStream()).total;
        QVERIFY2(std::abs(simulated - withStream) < 1e-9 * withStream,
                 qPrintable(QStringLiteral("%1 vs %2").arg(simulated).arg(withStream)));
        QVERIFY(std::abs(simulate(stream, threeRanges()).total - withoutStream) <
                1e-9 * withoutStream);
        QVERIFY(withStream > withoutStream);  // the stream gap is larger than g in every range
    }

    // A program's working set raises the per-byte cost of the ranges below its own to its
    // range's G where that is higher; ranges at or above it, and a one-range profile, are
    // unchanged. Ranges: G 0.001 below 1 KiB, 0.0002 up to 64 KiB, 0.0005 beyond (out of cache).
    void workingSetRaisesTheBytesCost_data() {
        QTest::addColumn<qulonglong>("workingSet");
        QTest::addColumn<double>("small");
        QTest::addColumn<double>("medium");
        QTest::addColumn<double>("large");
        QTest::newRow("8 B") << 8ull << 0.001 << 0.0002 << 0.0005;
        QTest::newRow("4 KiB") << 4096ull << 0.001 << 0.0002 << 0.0005;
        QTest::newRow("64 KiB") << 65536ull << 0.001 << 0.0005 << 0.0005;
        QTest::newRow("4 MiB") << 4194304ull << 0.001 << 0.0005 << 0.0005;
    }
    void workingSetRaisesTheBytesCost() {
        QFETCH(qulonglong, workingSet);
        QFETCH(double, small);
        QFETCH(double, medium);
        QFETCH(double, large);
        LogGPProfile p = threeRanges();
        p.ranges[2].terms.G = 0.0005;
        const LogGPProfile seen = p.forWorkingSet(workingSet);
        QCOMPARE(seen.ranges[0].terms.G, small);
        QCOMPARE(seen.ranges[1].terms.G, medium);
        QCOMPARE(seen.ranges[2].terms.G, large);
        QCOMPARE(seen.ranges[1].terms.L, kMedium.L);  // only G changes
        const LogGPProfile one(kMedium);
        QCOMPARE(one.forWorkingSet(workingSet), one);
    }

    // Segments of a buffer beyond the cache: 8 segments of 8 KiB of one 64 KiB buffer, rank 0 to
    // rank 1, cost the 64 KiB range's G = 0.0005 per byte beyond the first, not the 8 KiB
    // range's 0.0002: a trip of 3 + 5 + 8191·0.0005 + 4 = 16.0955 us, then one segment every
    // max(o_s, o_r, g + 8191·0.0005) = 6 + 4.0955 = 10.0955 us: 16.0955 + 7 · 10.0955 = 86.764.
    // One message of the whole buffer is costed as before (its own range).
    void segmentsOfALargeBufferCostItsBytesRate() {
        LogGPProfile p = threeRanges();
        p.ranges[2].terms.G = 0.0005;
        ProgramBuilder b(2);
        for (int i = 0; i < 8; ++i) {
            b.add(0, Op::send(1, 8192, std::uint64_t(i) * 8192));
            b.add(1, Op::recv(0, 8192, std::uint64_t(i) * 8192));
        }
        const Program stream = b.build();
        QCOMPARE(stream.bufferBytes(), 65536ull);
        const double simulated = simulate(stream, p).total;
        QVERIFY2(std::abs(simulated - 86.764) < 1e-9,
                 qPrintable(QStringLiteral("%1").arg(simulated, 0, 'g', 12)));
        const double lone = 20 + 40 + 65535 * 0.0005 + 30;
        QVERIFY(std::abs(simulate(oneMessage(65536), p).total - lone) < 1e-9);
    }

    // The cases of one size are costed at the level measured beside them: with levels 2 (the
    // first range, measured at 8 B) and 0.5 (the second, at 4096 B), a case of 8 B costs every
    // message at twice the profile's terms — its 2 KiB segment too, at its own (second) range's
    // terms doubled, not at that range's own level — and a case of 4096 B at half; a size whose
    // range has no level (the third) keeps the profile (data: case size, message size, the
    // second range's eager level, factor).
    void casesCostTheLevelMeasuredBesideThem_data() {
        QTest::addColumn<qulonglong>("caseBytes");
        QTest::addColumn<qulonglong>("messageBytes");
        QTest::addColumn<double>("eagerLevel");  // of the second range (0: not measured)
        QTest::addColumn<double>("factor");
        QTest::newRow("8 B case, 8 B message") << 8ull << 8ull << 0.0 << 2.0;
        QTest::newRow("8 B case, 2 KiB message") << 8ull << 2048ull << 0.0 << 2.0;
        QTest::newRow("1000 B case (first range)") << 1000ull << 512ull << 0.0 << 2.0;
        QTest::newRow("4 KiB case, 8 B message") << 4096ull << 8ull << 0.0 << 0.5;
        QTest::newRow("4 KiB case, 4 KiB message") << 4096ull << 4096ull << 0.0 << 0.5;
        QTest::newRow("1 MiB case: no level") << 1048576ull << 4096ull << 0.0 << 1.0;
        // Beyond the eager limit (2000 B, inside the second range) a size's cases carry two
        // levels: their eager messages the eager level measured beside them, the rest the size's.
        QTest::newRow("4 KiB case, 8 B message (eager)") << 4096ull << 8ull << 3.0 << 3.0;
        QTest::newRow("4 KiB case, 1500 B (eager)") << 4096ull << 1500ull << 3.0 << 3.0;
        QTest::newRow("4 KiB case, 2000 B (the limit)") << 4096ull << 2000ull << 3.0 << 3.0;
        QTest::newRow("4 KiB case, 2001 B (rendezvous)") << 4096ull << 2001ull << 3.0 << 0.5;
        QTest::newRow("4 KiB case, 100 KB (rendezvous)") << 4096ull << 100000ull << 3.0 << 0.5;
        QTest::newRow("8 B case: its one level") << 8ull << 2001ull << 3.0 << 2.0;
    }
    void casesCostTheLevelMeasuredBesideThem() {
        QFETCH(qulonglong, caseBytes);
        QFETCH(qulonglong, messageBytes);
        QFETCH(double, eagerLevel);
        QFETCH(double, factor);
        LogGPProfile p = threeRanges();
        p.setShared("us", 0.01);
        p.setEagerLimit(2000);
        p.ranges[0].level = 2;
        p.ranges[1].level = 0.5;
        p.ranges[1].eagerLevel = eagerLevel;
        const LogGPProfile at = p.atLevelOf(caseBytes);
        QVERIFY(!at.problem());
        // The message's own range's terms, computed here: o_s + L + (m − 1)·G + o_r.
        const LogGP& t = byIndex(messageBytes < 1024 ? 0 : messageBytes < 65536 ? 1 : 2);
        const double wire = messageBytes > 1 ? double(messageBytes - 1) * t.G : 0.0;
        const double expected = factor * (t.oSend + t.L + wire + t.oRecv);
        const double simulated = simulate(oneMessage(messageBytes), at).total;
        QVERIFY2(std::abs(simulated - expected) < 1e-9,
                 qPrintable(QStringLiteral("%1 vs %2").arg(simulated).arg(expected)));
        QCOMPARE(at.at(messageBytes).g, factor * t.g);
        // Computation is not a message: it takes the case's level, whatever the eager level.
        const double caseLevel = caseBytes < 1024 ? 2.0 : caseBytes < 65536 ? 0.5 : 1.0;
        QCOMPARE(at.at(messageBytes).combinePerElement, 0.01 * caseLevel);
        // Applied once: the levels are spent, so applying again changes nothing.
        for (const LogGPRange& r : at.ranges) {
            QCOMPARE(r.level, 0.0);
            QCOMPARE(r.eagerLevel, 0.0);
        }
        QVERIFY(at.atLevelOf(caseBytes) == at);
        // Without levels the profile is the profile.
        QVERIFY(threeRanges().atLevelOf(caseBytes) == threeRanges());
    }

    // A closed formula given the range of the message it charges agrees with the simulation
    // under the whole profile (a binomial broadcast sends only messages of m bytes).
    void formulaUsesTheRangeOfItsMessage_data() { rangeOfEachSize_data(); }
    void formulaUsesTheRangeOfItsMessage() {
        QFETCH(qulonglong, bytes);
        QFETCH(int, range);
        const Algorithm* binomial = findAlgorithm("binomial");
        QVERIFY(binomial);
        const LogGPProfile profile = threeRanges();
        AlgorithmParams a;
        a.procs = 8;
        a.bytes = bytes;
        a.model = profile.at(bytes);
        QCOMPARE(a.model, byIndex(range));
        const double formula = binomial->formula(a);
        const double simulated = simulate(binomial->program(a), profile).total;
        QVERIFY2(
            std::abs(formula - simulated) < 1e-9 * std::max(1.0, formula),
            qPrintable(QStringLiteral("formula %1, simulated %2").arg(formula).arg(simulated)));
    }

    void roundTrip() {
        bsp::MachineProfile m;
        m.name = "vm-loggp";
        m.kind = bsp::ModelKind::LogGP;
        m.logp = threeRanges();
        m.logp.setShared("us", 8 * 1e-4);
        m.logp.ranges[1].spread = LogGPSpread{{4, 6}, {2.5, 3.5}, {3, 5}, {5, 7}, {0.0001, 0.0003}};
        m.logp.ranges[2].clamped = {{"G", -0.00002}};
        m.logp.ranges[1].terms.streamGap = 9.5;  // written and read back, with its spread
        m.logp.ranges[1].spread->streamGap = {8, 11};
        m.logp.ranges[1].bcastOverhead = 0.25;  // likewise the MPI_Bcast overhead
        m.logp.ranges[0].level = 1.75;          // and the level beside the cases
        m.logp.ranges[1].level = 1.25;          // and both protocols' levels beyond the limit
        m.logp.ranges[1].eagerLevel = 0.6;
        m.logp.ranges[1].spread->bcastOverhead = {0.2, 0.3};
        m.logp.notes = {"G was raised to 0 (noise)"};
        m.logp.ranges[2].terms.sendCompletion = 0.3;  // likewise the send completion
        m.logp.ranges[2].spread = LogGPSpread{};
        m.logp.ranges[2].spread->sendCompletion = {0.25, 0.35};
        m.logp.ranges[2].terms.halfDuplex = 0.8;  // likewise half duplex, a share: not scaled
        m.logp.ranges[2].spread->halfDuplex = {0.6, 1.1};
        m.logp.ranges[2].terms.writtenPerByte = 2e-5;  // likewise the written-data time
        m.logp.ranges[2].spread->writtenPerByte = {1e-5, 3e-5};
        m.logp.ranges[2].terms.overwriteReceivePerByte = 3e-5;  // likewise the overwrites
        m.logp.ranges[2].terms.overwriteCopyPerByte = 6e-5;
        m.logp.ranges[2].terms.overwriteCombinePerByte = 1.5e-4;
        m.logp.ranges[2].spread->overwriteCombinePerByte = {1e-4, 2e-4};
        m.logp.ranges[2].terms.combinePerElement = 8 * 3e-4;  // a range's own combine and copy
        m.logp.ranges[2].terms.copyPerByte = 2e-4;
        m.logp.setEagerLimit(4072);  // the profile's, in every range
        m.logp.setInlineLimit(232);  // likewise
        const nlohmann::json j = bsp::machineToJson(m);
        QCOMPARE(j["eager_limit_bytes"].get<std::uint64_t>(), std::uint64_t(4072));
        QCOMPARE(j["inline_limit_bytes"].get<std::uint64_t>(), std::uint64_t(232));
        QCOMPARE(j["ranges"][2]["send_completion"].get<double>(), 0.3);
        QVERIFY(!j["ranges"][1].contains("send_completion"));  // 0: not written
        QCOMPARE(j["ranges"][2]["half_duplex"].get<double>(), 0.8);
        QCOMPARE(j["ranges"][2]["spread"]["half_duplex"][1].get<double>(), 1.1);
        QVERIFY(!j["ranges"][1].contains("half_duplex"));
        QCOMPARE(j["ranges"][2]["written_per_byte"].get<double>(), 2e-5);
        QCOMPARE(j["ranges"][2]["spread"]["written_per_byte"][0].get<double>(), 1e-5);
        QVERIFY(!j["ranges"][1].contains("written_per_byte"));
        QCOMPARE(j["units"]["written_per_byte"].get<std::string>(),
                 std::string("us per written byte"));
        QCOMPARE(j["ranges"][2]["overwrite_receive_per_byte"].get<double>(), 3e-5);
        QCOMPARE(j["ranges"][2]["overwrite_copy_per_byte"].get<double>(), 6e-5);
        QCOMPARE(j["ranges"][2]["overwrite_combine_per_byte"].get<double>(), 1.5e-4);
        QCOMPARE(j["ranges"][2]["spread"]["overwrite_combine_per_byte"][1].get<double>(), 2e-4);
        QVERIFY(!j["ranges"][2]["spread"].contains("overwrite_copy_per_byte"));  // not measured
        QVERIFY(!j["ranges"][1].contains("overwrite_copy_per_byte"));
        // The file's combine is the first range's; a range that differs says its own.
        QCOMPARE(j["ranges"][2]["combine"].get<double>(), 3e-4);
        QCOMPARE(j["ranges"][2]["copy"].get<double>(), 2e-4);
        QVERIFY(!j["ranges"][1].contains("combine"));
        QVERIFY(!j["ranges"][1].contains("copy"));
        QCOMPARE(j["version"].get<int>(), 2);
        QCOMPARE(j["ranges"].size(), std::size_t(3));
        QCOMPARE(j["ranges"][1]["from_bytes"].get<std::uint64_t>(), std::uint64_t(1024));
        QCOMPARE(j["combine"].get<double>(), 1e-4);  // per byte in the file
        const bsp::MachineProfile back = bsp::parseMachineDocument(j.dump(2));
        QVERIFY(back.logp == m.logp);
        QCOMPARE(back.logp.at(2000).oRecv, 4.0);
        QCOMPARE(back.logp.at(2000).streamGap, 9.5);
        QCOMPARE(back.logp.ranges[1].spread->streamGap.high, 11.0);
        QVERIFY(!j["ranges"][0].contains("stream_gap"));  // not measured: not written
        QCOMPARE(j["ranges"][1]["bcast_overhead"].get<double>(), 0.25);
        QVERIFY(!j["ranges"][0].contains("bcast_overhead"));
        QCOMPARE(back.logp.rangeAt(2000).bcastOverhead, 0.25);
        QCOMPARE(j["ranges"][0]["level"].get<double>(), 1.75);
        QVERIFY(!j["ranges"][2].contains("level"));  // not measured: not written
        QCOMPARE(back.logp.ranges[0].level, 1.75);
        QCOMPARE(j["ranges"][1]["eager_level"].get<double>(), 0.6);
        QVERIFY(!j["ranges"][0].contains("eager_level"));
        QCOMPARE(back.logp.ranges[1].eagerLevel, 0.6);
        QCOMPARE(m.logp.scaled(1000, "ns").ranges[0].level, 1.75);  // a share: not scaled
        QCOMPARE(back.logp.rangeAt(2000).spread->bcastOverhead.low, 0.2);
        QCOMPARE(back.logp.at(2000).combinePerElement, 8 * 1e-4);
        QCOMPARE(back.logp.at(100000).combinePerElement, 8 * 3e-4);
        QCOMPARE(back.logp.at(100000).copyPerByte, 2e-4);
        QCOMPARE(back.logp.at(100000).writtenPerByte, 2e-5);
        QCOMPARE(back.logp.ranges[2].spread->writtenPerByte.high, 3e-5);
        QCOMPARE(m.logp.scaled(1000, "ns").at(100000).writtenPerByte, 2e-2);  // a time: scaled
        QVERIFY(m.logp.chargesWrittenData());
        // Without it (what the closed formulas charge) every other term stays.
        const LogGPProfile clean = m.logp.withoutDataPlacement();
        QVERIFY(!clean.chargesWrittenData());
        QCOMPARE(clean.ranges[2].spread->writtenPerByte, TermSpread{});
        QCOMPARE(clean.at(100000).combinePerElement, 8 * 3e-4);
        QCOMPARE(clean.at(100000).halfDuplex, 0.8);
        QVERIFY(!threeRanges().chargesWrittenData());
        QCOMPARE(back.logp.at(100000).eagerLimit, std::uint64_t(4072));
        QCOMPARE(back.logp.at(0).eagerLimit, std::uint64_t(4072));
        QCOMPARE(back.logp.at(100000).inlineLimit.value_or(0), std::uint64_t(232));
        QCOMPARE(back.logp.at(100000).sendCompletion, 0.3);
        QCOMPARE(back.logp.ranges[2].spread->sendCompletion.high, 0.35);
        QCOMPARE(back.logp.at(100000).halfDuplex, 0.8);
        QCOMPARE(back.logp.ranges[2].spread->halfDuplex.low, 0.6);
        QCOMPARE(m.logp.scaled(1000, "ns").at(100000).halfDuplex, 0.8);
        // Without an inline limit, none is written and none read (every eager send at once).
        m.logp.setInlineLimit(std::nullopt);
        QVERIFY(!bsp::machineToJson(m).contains("inline_limit_bytes"));
        QVERIFY(!bsp::parseMachineDocument(bsp::machineToJson(m).dump()).logp.inlineLimit());
        m.logp.setInlineLimit(232);
        // Without one measured, none is written.
        m.logp.setEagerLimit(0);
        QVERIFY(!bsp::machineToJson(m).contains("eager_limit_bytes"));
        m.logp.setEagerLimit(4072);
        // Saved and loaded through a file alike.
        const QString file = QDir::temp().filePath("loggp_profile_test.machine.json");
        bsp::saveMachineFile(file.toStdString(), m);
        QVERIFY(bsp::loadMachineFile(file.toStdString()).logp == m.logp);
        QFile::remove(file);
    }

    // Each edit of a good version 2 document, and the message that must name the field.
    void badRangesAreRefused_data() {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QString>("message");
        QTest::newRow("first not from 0")
            << "/ranges/0/from_bytes=1"
            << "ranges[0].from_bytes: the first range must start at 0 bytes";
        QTest::newRow("not ascending")
            << "/ranges/2/from_bytes=1024"
            << "ranges[2].from_bytes: must be larger than the previous range's (1024)";
        QTest::newRow("fraction of a byte") << "/ranges/1/from_bytes=10.5"
                                            << "ranges[1].from_bytes: must be a whole number";
        QTest::newRow("negative g") << "/ranges/1/g=-1"
                                    << "ranges[1].g: must be a non-negative number";
        QTest::newRow("o_s missing") << "/ranges/0/o_s"
                                     << "ranges[0].o_s: ";
        QTest::newRow("empty") << "/ranges=[]"
                               << "ranges: must list at least one message-size range";
        QTest::newRow("not a list") << "/ranges={}"
                                    << "ranges: ";
        QTest::newRow("spread reversed")
            << "/ranges/0/spread={\"L\":[3,1],\"o_s\":[0,1],\"o_r\":[0,1],\"g\":[0,1],\"G\":[0,1]}"
            << "ranges[0].spread.L: low must not exceed high";
        QTest::newRow("clamped unknown term")
            << "/ranges/2/clamped={\"x\":1}"
            << "ranges[2].clamped.x: is not a LogGP term (L, o_s, o_r, g, G, stream_gap, "
               "bcast_overhead, send_completion, half_duplex, written_per_byte, "
               "overwrite_receive_per_byte, overwrite_copy_per_byte, overwrite_combine_per_byte)";
        QTest::newRow("negative send completion")
            << "/ranges/1/send_completion=-0.1"
            << "ranges[1].send_completion: must be a non-negative number";
        QTest::newRow("negative half duplex")
            << "/ranges/2/half_duplex=-1"
            << "ranges[2].half_duplex: must be a non-negative number";
        QTest::newRow("negative written data")
            << "/ranges/1/written_per_byte=-1e-5"
            << "ranges[1].written_per_byte: must be a non-negative number";
        QTest::newRow("negative overwrite by a combine")
            << "/ranges/1/overwrite_combine_per_byte=-1e-5"
            << "ranges[1].overwrite_combine_per_byte: must be a non-negative number";
        QTest::newRow("overwrite by a receive not a number")
            << "/ranges/1/overwrite_receive_per_byte=\"slow\""
            << "ranges[1].overwrite_receive_per_byte: ";
        QTest::newRow("written data not a number") << "/ranges/1/written_per_byte=\"fast\""
                                                   << "ranges[1].written_per_byte: ";
        QTest::newRow("negative range combine")
            << "/ranges/2/combine=-1e-4"
            << "ranges[2].combine: must be a non-negative number";
        QTest::newRow("negative range copy") << "/ranges/2/copy=-1"
                                             << "ranges[2].copy: must be a non-negative number";
        QTest::newRow("fractional inline limit") << "/inline_limit_bytes=256.5"
                                                 << "inline_limit_bytes: must be a whole number";
        QTest::newRow("negative stream gap")
            << "/ranges/1/stream_gap=-2"
            << "ranges[1].stream_gap: must be a non-negative number";
        QTest::newRow("negative MPI_Bcast overhead")
            << "/ranges/1/bcast_overhead=-0.1"
            << "ranges[1].bcast_overhead: must be a non-negative number";
        QTest::newRow("zero level") << "/ranges/0/level=0"
                                    << "ranges[0].level: must be a positive number";
        QTest::newRow("negative eager level") << "/ranges/1/eager_level=-0.5"
                                              << "ranges[1].eager_level: must be a positive number";
        QTest::newRow("level not a number") << "/ranges/1/level=\"high\""
                                            << "ranges[1].level: must be a positive number";
        QTest::newRow("negative combine") << "/combine=-0.5"
                                          << "combine: must be a non-negative number";
        QTest::newRow("negative eager limit") << "/eager_limit_bytes=-1"
                                              << "eager_limit_bytes: ";
        QTest::newRow("fractional eager limit") << "/eager_limit_bytes=4096.5"
                                                << "eager_limit_bytes: must be a whole number";
    }
    void badRangesAreRefused() {
        QFETCH(QString, edit);
        QFETCH(QString, message);
        bsp::MachineProfile m;
        m.name = "vm-loggp";
        m.kind = bsp::ModelKind::LogGP;
        m.logp = threeRanges();
        nlohmann::json doc = bsp::machineToJson(m);
        const auto eq = edit.indexOf('=');
        const nlohmann::json::json_pointer at((eq < 0 ? edit : edit.left(eq)).toStdString());
        if (eq < 0)
            doc[at.parent_pointer()].erase(at.back());
        else
            doc[at] = nlohmann::json::parse(edit.mid(eq + 1).toStdString());
        try {
            bsp::parseMachineDocument(doc.dump());
            QFAIL("accepted a bad profile");
        } catch (const bsp::FormatError& e) {
            QVERIFY2(QString::fromStdString(e.what()).startsWith(message), e.what());
        }
    }

    // The same rules for profiles built in code.
    void problemNamesTheRange() {
        LogGPProfile p = threeRanges();
        QVERIFY(!p.problem());
        p.ranges[2].fromBytes = 1024;
        QCOMPARE(p.problem().value_or(""),
                 std::string("ranges[2].from_bytes: must be larger than the previous range's "
                             "(1024), got 1024"));
        p = threeRanges();
        p.ranges[1].terms.unit = "ns";
        QCOMPARE(p.problem().value_or(""),
                 std::string("ranges[1]: unit, eager and inline limit must be the same in every "
                             "range"));
        p = threeRanges();
        p.ranges[2].terms.eagerLimit = 4096;
        QVERIFY(p.problem().value_or("").starts_with("ranges[2]: unit, eager and inline limit"));
        // Combine and copy times are a range's own (in cache or not).
        p = threeRanges();
        p.ranges[1].terms.combinePerElement = 0.5;
        p.ranges[2].terms.copyPerByte = 0.25;
        QVERIFY(!p.problem());
        p.ranges[2].terms.writtenPerByte = -1;
        QCOMPARE(p.problem().value_or(""),
                 std::string("ranges[2].written data must not be negative (got -1.000000)"));
        p = threeRanges();
        p.ranges[1].terms.inlineLimit = 256;
        QVERIFY(p.problem().value_or("").starts_with("ranges[1]: unit, eager and inline limit"));
        p = threeRanges();
        p.ranges[1].terms.g = -1;
        QVERIFY(p.problem().value_or("").starts_with("ranges[1].g must not be negative"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, simulate(oneMessage(8), p));
    }

    // Version 1 files (one set of parameters, "o" for both overheads) load as one range.
    void versionOneStillLoads() {
        const bsp::MachineProfile m = bsp::loadMachineFile(
            CALLTREE_SOURCE_DIR "/resources/machines/shou-chen-1996-logp.machine.json");
        QCOMPARE(m.logp.ranges.size(), std::size_t(1));
        const LogGP& t = m.logp.at(1 << 20);
        QCOMPARE(t.L, 6.0);
        QCOMPARE(t.oSend, 2.0);
        QCOMPARE(t.oRecv, 2.0);
        QCOMPARE(t.g, 4.0);
        QCOMPARE(t.G, 0.0);
        QCOMPARE(t.combinePerElement, 1.0);  // 0.125 cycles per byte, 8-byte elements
        QCOMPARE(m.logp.unit(), std::string("cycles"));
    }
};

QTEST_GUILESS_MAIN(TestLogGPProfile)
#include "test_loggp_profile.moc"
