// The arithmetic of calibration (runner/calibration_fit.h): spreads, the LogGP fit, BSP* g and B,
// and that the written profiles load with core's machine loader.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <vector>

#include "calibration_fit.h"
#include "operation_rate.h"
#include "protocol/machine_json.h"
#include "sim/simulator.h"

using namespace ct::runner;

namespace {

Summary exact(double v) {
    return {v, v, v};
}

// A machine that follows LogGP exactly: L = 2, o_s = 0.5, o_r = 0.7, g = 1, G = 0.001 (us).
LogGPPoint point(std::uint64_t bytes) {
    LogGPPoint p;
    p.bytes = bytes;
    const double wire = 0.001 * double(bytes - 1);
    p.os = exact(0.5);
    p.orr = exact(0.7);
    p.gap = exact(1 + wire);
    p.rtt = exact(2 * (0.5 + 2 + wire + 0.7));
    p.L = latency(p);
    return p;
}

// Sizes measured with the given one-way trips (us), both overheads `overhead`, the gap `gap`,
// and a round trip of two lone trips.
std::vector<LogGPPoint> tripPoints(std::initializer_list<std::pair<std::uint64_t, double>> trips,
                                   double overhead, double gap) {
    std::vector<LogGPPoint> points;
    for (const auto& [bytes, trip] : trips) {
        LogGPPoint p;
        p.bytes = bytes;
        p.os = exact(overhead);
        p.orr = exact(overhead);
        p.gap = exact(gap);
        p.rtt = exact(2 * trip);
        p.trip = exact(trip);
        p.L = latency(p);
        points.push_back(p);
    }
    return points;
}

// A partition that follows BSP* exactly: L = 1000 ns, g = 2 ns/byte, B = 256 bytes, p = 4.
BspPoint bspPoint() {
    BspPoint p;
    p.procs = 4;
    p.barrier = exact(1000);
    for (std::uint64_t m : {8, 64, 512, 4096, 32768}) {
        const double t = 1000 + 2 * 3 * double(std::max<std::uint64_t>(m, 256));
        p.exchange.push_back({m, {t, t * 0.99, t * 1.01}});
    }
    return p;
}

}  // namespace

class TestRunnerCalibrationFit : public QObject {
    Q_OBJECT
private slots:
    void spread() {
        const Summary s = summarizeSpread(std::vector<double>{5, 1, 4, 2, 3});
        QCOMPARE(s.median, 3.0);
        QCOMPARE(s.q1, 2.0);
        QCOMPARE(s.q3, 4.0);
        const Summary even = summarizeSpread(std::vector<double>{1, 2, 3, 4});
        QCOMPARE(even.median, 2.5);
        QCOMPARE(even.q1, 1.75);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, summarizeSpread(std::vector<double>{}));
    }

    void loggpFitRecoversTheParameters() {
        const std::vector<LogGPPoint> points{point(8), point(1024), point(65536), point(1048576)};
        const LogGPFit f = fitLogGP(points);
        QVERIFY(std::abs(f.g - 1) < 1e-9);
        QVERIFY(std::abs(f.G - 0.001) < 1e-12);
        QVERIFY(std::abs(f.os - 0.5) < 1e-12);
        QVERIFY(std::abs(f.orr - 0.7) < 1e-12);
        QVERIFY(std::abs(f.L - (2 + 0.001 * 7)) < 1e-9);  // the smallest size's L
    }

    void latencyFallsBackOnSharedMemory() {
        LogGPPoint p = point(8);
        QVERIFY(std::abs(latency(p) - (2 + 0.007)) < 1e-9);  // rtt/2 - o_s - o_r
        // The receive overhead swallows the trip: the gap explains the rest.
        p.rtt = exact(1.0);
        p.gap = exact(0.2);
        QVERIFY(std::abs(latency(p) - 0.3) < 1e-12);
        p.gap = exact(0.6);
        QCOMPARE(latency(p), 0.0);
    }

    // Shared memory, as measured on this machine at 8 B: o_s 0.08, o_r 0.25, rtt 0.501 us, gap
    // 0.112 — o_s + o_r alone exceed the one-way trip 0.2505. The range keeps the trip: L falls
    // back to rtt/2 − gap = 0.1385, o_s stays, o_r is the rest, 0.2505 − 0.08 − 0.1385 − 7·G.
    // When even o_s does not fit (gap 0.01: L = 0.2 − 0.01 = 0.19 of a 0.2 us trip), o_r is 0
    // and o_s what the wire leaves, 0.01.
    void overheadsKeepTheOneWayTrip_data() {
        QTest::addColumn<double>("rtt");
        QTest::addColumn<double>("gap");
        QTest::addColumn<double>("oSend");
        QTest::addColumn<double>("oRecv");
        QTest::newRow("o_r overlaps") << 0.501 << 0.112 << 0.08 << (0.2505 - 0.08 - 0.1385);
        QTest::newRow("o_s overlaps too") << 0.4 << 0.01 << (0.2 - 0.19) << 0.0;
    }
    void overheadsKeepTheOneWayTrip() {
        QFETCH(double, rtt);
        QFETCH(double, gap);
        QFETCH(double, oSend);
        QFETCH(double, oRecv);
        LogGPPoint p;
        p.bytes = 8;
        p.os = exact(0.08);
        p.orr = exact(0.25);
        p.gap = exact(gap);
        p.rtt = exact(rtt);
        p.L = latency(p);
        const ct::LogGPProfile profile = fitLogGPProfile(std::vector<LogGPPoint>{p});
        const ct::LogGP& t = profile.ranges.at(0).terms;
        QVERIFY2(std::abs(t.oSend - oSend) < 1e-12, qPrintable(QString::number(t.oSend)));
        QVERIFY2(std::abs(t.oRecv - oRecv) < 1e-12, qPrintable(QString::number(t.oRecv)));
        // End to end a message costs the measured trip.
        QVERIFY(std::abs(t.messageTime(8) - rtt / 2) < 1e-12);
        QCOMPARE(profile.notes.size(), std::size_t(1));
        QVERIFY(profile.notes[0].find("overlap the one-way trip") != std::string::npos);
    }

    void bspFitRecoversTheParameters() {
        BspPoint p = bspPoint();
        fitBsp(p);
        QVERIFY2(std::abs(p.g - 2) < 1e-9, qPrintable(QString::number(p.g)));
        QVERIFY2(std::abs(p.B - 256) < 1e-6, qPrintable(QString::number(p.B)));
        QVERIFY(p.gLow <= p.g && p.g <= p.gHigh);
        QVERIFY(p.BLow <= p.B && p.B <= p.BHigh);
        QVERIFY(p.gHigh > p.gLow);  // the quartiles give a real spread
    }

    // The operation rate from kernel times made up to follow the library's counts exactly:
    // copy 0.25 ns per byte; merge sort of 2^10 keys (⌈log2⌉ = 10) at 8·0.25 + 3 ns per step;
    // Kruskal on 1024 edges at 12 ns per operation of 20·1024·10 + 32·1024.
    void operationRate() {
        QCOMPARE(mergeSortOperations(1024, 8, 1), 1024.0 * 10 * 9);
        QCOMPARE(kruskalOperations(1024), 20.0 * 1024 * 10 + 32 * 1024);
        const double sortNs = 1024.0 * 10 * (8 * 0.25 + 3);
        const double kruskalNs = 12 * (20.0 * 1024 * 10 + 32 * 1024);
        const OperationRate r =
            operationRateFrom(0.25 * 4096, 4096, sortNs, 1024, kruskalNs, 64, 1024);
        QCOMPARE(r.copyNsPerByte, 0.25);
        QVERIFY(std::abs(r.sortNsPerOp - 3) < 1e-12);
        QVERIFY(std::abs(r.kruskalNsPerOp - 12) < 1e-12);
        QVERIFY(std::abs(r.nsPerOp - 6) < 1e-12);  // sqrt(3 · 12)
        QVERIFY(r.notes.empty());
        // Byte moves that would leave nothing for the comparisons: a tenth of the step, noted.
        const OperationRate slow =
            operationRateFrom(1.0 * 4096, 4096, 1024.0 * 10 * 8, 1024, kruskalNs, 64, 1024);
        QCOMPARE(slow.sortNsPerOp, 0.8);
        QCOMPARE(slow.notes.size(), std::size_t(1));
    }

    // With a rate the profile is in operations of that many ns: g, L and the spreads divided by
    // it, s = 1 / ns, g(1) the copy time in operations; core's loader reads it back; L is the
    // empty superstep when measured.
    void profileInOperations() {
        BspPoint p = bspPoint();
        fitBsp(p);
        p.superstep = Summary{1500, 1400, 1700};
        OperationRate rate;
        rate.nsPerOp = 4;
        rate.copyNsPerByte = 0.5;
        const std::vector<BspPoint> points{p};
        const auto j = bspMachineJson("vm", "test", points, &rate);
        const auto loaded = ct::bsp::parseMachineDocument(j.dump());
        QVERIFY(std::abs(loaded.bsp.g(4) - p.g / 4) < 1e-12);
        QCOMPARE(loaded.bsp.L(4), 1500.0 / 4);
        QCOMPARE(loaded.bsp.s(4), 0.25);
        QCOMPARE(loaded.bsp.g1, 0.125);
        QCOMPARE(loaded.bsp.B(4), p.B);
        QCOMPARE(j["parameters"][0]["spread"]["L"][0].get<double>(), 1400.0 / 4);
        QCOMPARE(j["parameters"][0]["barrier_ns"]["median"].get<double>(), 1000.0);
        QCOMPARE(j["operation_rate"]["ns_per_op"].get<double>(), 4.0);
        // A cost of 1000 operations is then 4000 ns.
        QCOMPARE(loaded.bsp.toNanoseconds(1000, 4), 4000.0);
    }

    // A clean fit is not marked.
    void cleanFitHasNoNotes() {
        BspPoint p = bspPoint();
        fitBsp(p);
        QVERIFY(!p.gClamped);
        QVERIFY(!p.BClamped);
        QVERIFY(p.notes.empty());
        const std::vector<BspPoint> points{p};
        const auto j = bspMachineJson("vm", "test", points);
        QCOMPARE(j["parameters"][0]["g_clamped"].get<bool>(), false);
        QCOMPARE(j["parameters"][0]["B_clamped"].get<bool>(), false);
        QVERIFY(!j["parameters"][0].contains("g_raw"));
        QCOMPARE(j["notes"].size(), std::size_t(0));
        const std::vector<LogGPPoint> loggp{point(8), point(4096)};
        QVERIFY(fitLogGP(loggp).notes.empty());
    }

    // Noise that makes the largest exchange faster than the one before: the slope is negative,
    // so g is raised to its floor, and the file, the notes and the loaded profile say so.
    void negativeSlopeIsMarked() {
        BspPoint p;
        p.procs = 3;
        p.barrier = exact(1000);
        // Slope between the two largest: (5000 - 9000) / ((3 - 1) * (4096 - 512)) ns per byte.
        p.exchange = {{8, exact(3000)}, {512, exact(9000)}, {4096, exact(5000)}};
        fitBsp(p);
        const double raw = (5000.0 - 9000.0) / (2.0 * (4096 - 512));
        QVERIFY(p.gClamped);
        QCOMPARE(p.gRaw, raw);
        QCOMPARE(p.g, kMinFittedG);
        // The knee with g at its floor: (3000 - 1000) / (1e-6 * 2) bytes, far above 1.
        QVERIFY(!p.BClamped);
        QCOMPARE(p.B, 2000 / (kMinFittedG * 2));
        QCOMPARE(p.notes.size(), std::size_t(1));
        QVERIFY2(QString::fromStdString(p.notes[0])
                     .startsWith("p = 3: g was raised to 1e-06 ns "
                                 "per byte from -0.558036"),
                 p.notes[0].c_str());

        const std::vector<BspPoint> points{p};
        const auto j = bspMachineJson("vm", "test", points);
        const auto& row = j["parameters"][0];
        QCOMPARE(row["g_clamped"].get<bool>(), true);
        QCOMPARE(row["g_raw"].get<double>(), raw);
        QCOMPARE(row["g"].get<double>(), kMinFittedG);
        QCOMPARE(row["B_clamped"].get<bool>(), false);
        QCOMPARE(j["notes"].size(), std::size_t(1));
        QCOMPARE(j["notes"][0].get<std::string>(), p.notes[0]);
        // The marks are extra fields: core's strict loader still reads the profile.
        const auto loaded = ct::bsp::parseMachineDocument(j.dump());
        QCOMPARE(loaded.bsp.g(3), kMinFittedG);
    }

    // The smallest exchange below the barrier time: the knee (T - L) / (g·(p-1)) is negative.
    void kneeBelowOneIsMarked() {
        BspPoint p;
        p.procs = 2;
        p.barrier = exact(1000);
        p.exchange = {{8, exact(400)}, {64, exact(1000 + 64)}, {512, exact(1000 + 512)}};
        fitBsp(p);
        QVERIFY(!p.gClamped);
        QCOMPARE(p.g, 1.0);  // (1512 - 1064) / (512 - 64)
        QVERIFY(p.BClamped);
        QCOMPARE(p.BRaw, -600.0);
        QCOMPARE(p.B, kMinFittedB);
        QCOMPARE(p.notes.size(), std::size_t(1));
        QVERIFY2(p.notes[0].starts_with("p = 2: B was raised to 1 byte from -600"),
                 p.notes[0].c_str());
        const std::vector<BspPoint> points{p};
        const auto j = bspMachineJson("vm", "test", points);
        QCOMPARE(j["parameters"][0]["B_clamped"].get<bool>(), true);
        QCOMPARE(j["parameters"][0]["B_raw"].get<double>(), -600.0);
        QCOMPARE(ct::bsp::parseMachineDocument(j.dump()).bsp.B(2), 1.0);
    }

    // LogGP: one-way trips that shrink with the size give a negative G in every range, raised
    // to 0, marked with the raw slope and explained; the one-range summary fit (gaps) notes a
    // shrinking gap alike.
    void loggpNegativeSlopeIsMarked() {
        LogGPPoint small = point(8), large = point(1 << 20);
        large.gap = exact(0.5);   // below the 8-byte gap of 1.007
        large.trip = exact(2.0);  // below the 8-byte trip of 3.207
        large.L = latency(large);
        const std::vector<LogGPPoint> points{small, large};
        const LogGPFit f = fitLogGP(points);
        QCOMPARE(f.G, 0.0);
        QVERIFY(std::abs(f.g - small.gap.median) < 1e-12);
        QCOMPARE(f.notes.size(), std::size_t(1));
        QVERIFY2(f.notes[0].starts_with("G was raised to 0 from the fitted slope -"),
                 f.notes[0].c_str());
        const ct::LogGPProfile profile = fitLogGPProfile(points);
        const double raw = (2.0 - oneWayTrip(small)) / double((1 << 20) - 8);
        QCOMPARE(profile.ranges.size(), std::size_t(2));
        for (const ct::LogGPRange& r : profile.ranges) {
            QCOMPARE(r.terms.G, 0.0);
            QCOMPARE(r.clamped.size(), std::size_t(1));
            QCOMPARE(r.clamped[0].term, std::string("G"));
            QVERIFY(std::abs(r.clamped[0].raw - raw) < 1e-15);
        }
        QCOMPARE(profile.ranges[1].terms.g, 0.5);  // the gap itself once G is 0
        QVERIFY2(profile.notes[1].starts_with("from 1048576 B: G was raised to 0 from -"),
                 profile.notes[1].c_str());
        // The large range still costs its measured trip: 2.0 us.
        QVERIFY(std::abs(profile.ranges[1].terms.messageTime(1 << 20) - 2.0) < 1e-9);
        // The marks and notes survive the machine file.
        const auto back = ct::bsp::parseMachineDocument(
            ct::bsp::machineToJson(loggpMachineProfile("vm-loggp", "test", points)).dump());
        QVERIFY(back.logp == profile);
    }

    // A lone message's trip, when measured, is the trip the profile reproduces (not rtt/2), and a
    // message between two measured sizes costs the trip interpolated between theirs. Trips as on
    // this machine's shared memory, with a knee: 8 B 0.5 us, 4 KiB 1.7 us, 32 KiB 5 us.
    void loggpProfileMatchesLoneTripsAndInterpolates() {
        std::vector<LogGPPoint> points;
        const std::pair<std::uint64_t, double> trips[] = {{8, 0.5}, {4096, 1.7}, {32768, 5.0}};
        for (const auto& [bytes, trip] : trips) {
            LogGPPoint p;
            p.bytes = bytes;
            p.os = exact(0.2);
            p.orr = exact(0.3);
            p.gap = exact(0.25);
            p.rtt = exact(4 * trip);  // a round trip twice as long as two lone trips
            p.trip = exact(trip);
            p.L = latency(p);
            points.push_back(p);
        }
        const ct::LogGPProfile profile = fitLogGPProfile(points);
        QCOMPARE(profile.ranges.size(), std::size_t(3));
        for (const auto& [bytes, trip] : trips)
            QVERIFY2(std::abs(profile.at(bytes).messageTime(bytes) - trip) < 1e-9,
                     std::to_string(bytes).c_str());
        // Halfway between 4 KiB and 32 KiB (18432 B): halfway between 1.7 and 5.0 us.
        QVERIFY(std::abs(profile.at(18432).messageTime(18432) - 3.35) < 1e-9);
        // Beyond the last size the last slope goes on: 65536 B costs 5 + 3.3·(32768/28672).
        QVERIFY(std::abs(profile.at(65536).messageTime(65536) - (5 + 3.3 * 32768 / 28672)) < 1e-9);
    }

    // A trip that rises faster to the next size than a line from 0 bytes can follow (eager at
    // 2 KiB, 1.4 us; rendezvous at 4 KiB, 4.1 us): the slope 2.7/2048 us per byte would charge
    // 2.7 us to the bytes of the 2 KiB range alone, so G is lowered to 1.4/2047, marked with the
    // raw slope and said in a note; both sizes still cost their measured trips.
    void loggpSteepSlopeIsLowered() {
        const std::vector<LogGPPoint> points = tripPoints({{2048, 1.4}, {4096, 4.1}}, 0.5, 0.3);
        const ct::LogGPProfile profile = fitLogGPProfile(points);
        const ct::LogGPRange& low = profile.ranges[0];
        QVERIFY(std::abs(low.terms.G - 1.4 / 2047) < 1e-15);
        QVERIFY(std::abs(low.terms.messageTime(2048) - 1.4) < 1e-9);
        QVERIFY(std::abs(profile.at(4096).messageTime(4096) - 4.1) < 1e-9);
        bool marked = false;
        for (const ct::ClampMark& c : low.clamped)
            marked = marked || (c.term == "G" && std::abs(c.raw - 2.7 / 2048) < 1e-15);
        QVERIFY(marked);
        bool said = false;
        for (const std::string& n : profile.notes)
            said = said || n.starts_with("from 0 B: G was lowered to ");
        QVERIFY(said);
        QVERIFY(!profile.problem());
    }

    // Eager up to 4040 B, rendezvous beyond (the trip jumps from 0.6 us at 2 KiB to 3.5 us at
    // 4 KiB): with the limit the range measured at 4 KiB starts at 4041 B, and neither range
    // next to the limit takes its slope across it; without it the 2 KiB range runs to 4095 B
    // and charges the jump per byte.
    void eagerLimitIsARangeBoundary() {
        const std::vector<LogGPPoint> points =
            tripPoints({{1024, 0.4}, {2048, 0.6}, {4096, 3.5}, {8192, 4.0}}, 0.1, 0.2);
        const ct::LogGPProfile with = fitLogGPProfile(points, {}, 4040);
        QVERIFY(!with.problem());
        QCOMPARE(with.ranges.size(), std::size_t(4));
        QCOMPARE(with.ranges[2].fromBytes, std::uint64_t(4041));
        QCOMPARE(with.ranges[2].measuredBytes, std::uint64_t(4096));
        QCOMPARE(with.rangeAt(4040).measuredBytes, std::uint64_t(2048));
        QCOMPARE(with.rangeAt(4041).measuredBytes, std::uint64_t(4096));
        // The 2 KiB range's slope from 1 KiB to 2 KiB; the 4 KiB range's from 4 KiB to 8 KiB.
        QVERIFY(std::abs(with.ranges[1].terms.G - 0.2 / 1024) < 1e-15);
        QVERIFY(std::abs(with.ranges[2].terms.G - 0.5 / 4096) < 1e-15);
        for (const std::uint64_t bytes : {1024, 2048, 4096, 8192})
            QVERIFY2(std::abs(with.at(bytes).messageTime(bytes) - (bytes == 1024   ? 0.4
                                                                   : bytes == 2048 ? 0.6
                                                                   : bytes == 4096 ? 3.5
                                                                                   : 4.0)) < 1e-9,
                     std::to_string(bytes).c_str());
        // Without the limit: ranges from the measured sizes, the 2 KiB slope across the jump.
        const ct::LogGPProfile without = fitLogGPProfile(points);
        QCOMPARE(without.ranges[2].fromBytes, std::uint64_t(4096));
        QCOMPARE(without.rangeAt(4041).measuredBytes, std::uint64_t(2048));
        QVERIFY(without.ranges[1].terms.G > 0.2 / 1024);
    }

    // Which size calibration adds so that the sizes just beyond the eager limit are measured.
    void sizeAboveEagerLimit_data() {
        QTest::addColumn<QList<qulonglong>>("measured");
        QTest::addColumn<qulonglong>("eager");
        QTest::addColumn<qulonglong>("added");  // 0: none
        const QList<qulonglong> everyFourth{8, 32, 128, 512, 2048, 8192, 32768};
        QTest::newRow("4x steps, Open MPI's vader") << everyFourth << 4040ull << 4096ull;
        QTest::newRow("4096 measured") << QList<qulonglong>{2048, 4096, 8192} << 4040ull << 0ull;
        QTest::newRow("just beyond measured") << QList<qulonglong>{2048, 4041} << 4040ull << 0ull;
        QTest::newRow("beyond, but far") << QList<qulonglong>{2048, 5000} << 4040ull << 4096ull;
        QTest::newRow("all below the limit") << QList<qulonglong>{8, 512} << 4040ull << 0ull;
        QTest::newRow("limit not measured") << everyFourth << 0ull << 0ull;
        QTest::newRow("a power of two as limit")
            << QList<qulonglong>{8192, 65536} << 8192ull << 16384ull;
    }
    void sizeAboveEagerLimit() {
        QFETCH(QList<qulonglong>, measured);
        QFETCH(qulonglong, eager);
        QFETCH(qulonglong, added);
        const std::vector<std::uint64_t> sizes(measured.begin(), measured.end());
        const std::optional<std::uint64_t> got = ct::runner::sizeAboveEagerLimit(sizes, eager);
        QCOMPARE(got.value_or(0), std::uint64_t(added));
    }

    // A machine that follows LogGP exactly, measured at three sizes: one range per size (the
    // first from 0 bytes), each with the machine's terms (data: which sizes were measured).
    void loggpProfileRecoversTheTerms_data() {
        QTest::addColumn<QList<qulonglong>>("sizes");
        QTest::newRow("one size") << QList<qulonglong>{8};
        QTest::newRow("three sizes") << QList<qulonglong>{8, 4096, 1 << 20};
        QTest::newRow("unsorted, repeated") << QList<qulonglong>{65536, 8, 65536, 1024};
    }
    void loggpProfileRecoversTheTerms() {
        QFETCH(QList<qulonglong>, sizes);
        std::vector<LogGPPoint> points;
        for (qulonglong s : sizes)
            points.push_back(point(s));
        const ct::LogGPProfile p = fitLogGPProfile(points);
        std::vector<qulonglong> distinct(sizes.begin(), sizes.end());
        std::sort(distinct.begin(), distinct.end());
        distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
        QCOMPARE(p.ranges.size(), distinct.size());
        QVERIFY(!p.problem());
        QVERIFY(p.notes.empty());
        for (std::size_t k = 0; k < distinct.size(); ++k) {
            const ct::LogGPRange& r = p.ranges[k];
            QCOMPARE(r.fromBytes, k == 0 ? 0 : std::uint64_t(distinct[k]));
            QCOMPARE(r.measuredBytes, std::uint64_t(distinct[k]));
            QCOMPARE(r.terms.oSend, 0.5);
            QCOMPARE(r.terms.oRecv, 0.7);
            // One size cannot separate g from G: its gap is all g, its wire time all L.
            const double G = distinct.size() > 1 ? 0.001 : 0.0;
            const double g = distinct.size() > 1 ? 1.0 : 1 + 0.001 * double(distinct[0] - 1);
            const double L = distinct.size() > 1 ? 2.0 : 2 + 0.001 * double(distinct[0] - 1);
            QVERIFY2(std::abs(r.terms.L - L) < 1e-9, std::to_string(r.terms.L).c_str());
            QVERIFY2(std::abs(r.terms.G - G) < 1e-12, std::to_string(r.terms.G).c_str());
            QVERIFY2(std::abs(r.terms.g - g) < 1e-9, std::to_string(r.terms.g).c_str());
            QVERIFY(r.spread);
            QCOMPARE(r.spread->oSend.low, 0.5);  // exact measurements: no spread
            QCOMPARE(r.spread->oSend.high, 0.5);
            QVERIFY(r.clamped.empty());
            // The range's message time at its measured size is the measured one-way trip (no
            // lone trip measured here: half the round trip).
            const double trip = r.terms.messageTime(distinct[k]);
            QVERIFY(std::abs(trip - point(distinct[k]).rtt.median / 2) < 1e-9);
        }
    }

    // A stream measured at each size: the range's stream gap is the per-segment stream time
    // less the bytes' G·(s − 1) (as g is the burst gap's), its spread from the quartiles; a
    // stream no slower than its bytes gives 0; sizes without a stream measurement none.
    void streamGapIsFittedPerRange_data() {
        QTest::addColumn<double>("perSegment");  // at 4096 B, where G·(s − 1) = 4.095 us
        QTest::addColumn<double>("gap");
        QTest::newRow("slower than the bytes") << 10.095 << 6.0;
        QTest::newRow("as fast as the bytes") << 4.095 << 0.0;
        QTest::newRow("faster than the bytes (noise)") << 3.0 << 0.0;
    }
    void streamGapIsFittedPerRange() {
        QFETCH(double, perSegment);
        QFETCH(double, gap);
        std::vector<LogGPPoint> points{point(8), point(4096), point(65536)};
        points[1].stream = {perSegment, perSegment - 1, perSegment + 2};
        points[1].streamSegments = 8;
        const ct::LogGPProfile p = fitLogGPProfile(points);
        QCOMPARE(p.ranges.size(), std::size_t(3));
        const ct::LogGPRange& r = p.ranges[1];
        QVERIFY(std::abs(r.terms.G - 0.001) < 1e-12);
        QVERIFY2(std::abs(r.terms.streamGap - gap) < 1e-9,
                 std::to_string(r.terms.streamGap).c_str());
        QVERIFY(r.spread);
        QVERIFY(std::abs(r.spread->streamGap.low - std::max(0.0, gap - 1)) < 1e-9 || gap == 0);
        QVERIFY(std::abs(r.spread->streamGap.high - (perSegment + 2 - 4.095)) < 1e-9);
        QCOMPARE(p.ranges[0].terms.streamGap, 0.0);
        QCOMPARE(p.ranges[2].terms.streamGap, 0.0);
    }

    // A stream of 8 segments of 4096 B is a program of 32768 B: where the profile charges bytes
    // more in that working set (the range from 32768 B has G = 0.00105 us per byte, above the
    // 4096 B range's 0.001), the stream gap is what a segment costs beyond those bytes, so that
    // the simulator, which charges the segments G = 0.00105 (LogGPProfile::forWorkingSet),
    // reproduces the measured stream: 10.29975 − 0.00105 · 4095 = 6.0 (not 10.29975 − 4.095).
    void streamGapIsFittedInItsWorkingSet() {
        std::vector<LogGPPoint> points{point(8), point(4096), point(32768), point(65536)};
        // The trip at 64 KiB 1.6384 us longer: the slope from 32 KiB is 0.001 + 0.00005.
        points[3].rtt = exact(points[3].rtt.median + 2 * 1.6384);
        points[3].L = latency(points[3]);
        points[1].stream = exact(10.29975);
        points[1].streamSegments = 8;
        const ct::LogGPProfile p = fitLogGPProfile(points);
        QCOMPARE(p.ranges.size(), std::size_t(4));
        QVERIFY(std::abs(p.ranges[2].terms.G - 0.00105) < 1e-12);
        QVERIFY(std::abs(p.ranges[1].terms.G - 0.001) < 1e-12);
        QVERIFY2(std::abs(p.ranges[1].terms.streamGap - 6.0) < 1e-9,
                 std::to_string(p.ranges[1].terms.streamGap).c_str());
    }

    // The library's MPI_Bcast of each size against the runner's own message (rtt/2 here): its
    // median less the trip is the range's MPI_Bcast overhead, the quartiles its spread; an
    // MPI_Bcast no slower than the message gives 0, marked and noted; unmeasured sizes none.
    void bcastOverheadIsFittedPerRange() {
        std::vector<LogGPPoint> points{point(8), point(1024), point(65536)};
        const double trip1k = point(1024).rtt.median / 2;  // 0.5 + 2 + 1.023 + 0.7 = 4.223
        QVERIFY(std::abs(trip1k - 4.223) < 1e-12);
        points[1].bcast = {trip1k + 0.3, trip1k + 0.25, trip1k + 0.4};
        points[2].bcast = exact(point(65536).rtt.median / 2 - 1);  // faster than the message
        const ct::LogGPProfile p = fitLogGPProfile(points);
        QCOMPARE(p.ranges[0].bcastOverhead, 0.0);
        QVERIFY(std::abs(p.ranges[1].bcastOverhead - 0.3) < 1e-9);
        QVERIFY(std::abs(p.ranges[1].spread->bcastOverhead.low - 0.25) < 1e-9);
        QVERIFY(std::abs(p.ranges[1].spread->bcastOverhead.high - 0.4) < 1e-9);
        QCOMPARE(p.ranges[2].bcastOverhead, 0.0);
        QCOMPARE(p.ranges[2].clamped.size(), std::size_t(1));
        QCOMPARE(p.ranges[2].clamped[0].term, std::string("bcast_overhead"));
        QVERIFY(std::abs(p.ranges[2].clamped[0].raw + 1) < 1e-9);
        QVERIFY(std::any_of(p.notes.begin(), p.notes.end(), [](const std::string& n) {
            return n.find("bcast_overhead was raised to 0") != std::string::npos;
        }));
    }

    // The lone message waited for by its sender, against the lone trip (rtt/2 here): its median
    // less the trip is the range's send completion, the quartiles its spread; where it was
    // measured, the MPI_Bcast overhead is taken beyond it (the library's sender waits too): at
    // 1 KiB MPI_Bcast 0.35 above the trip with 0.3 of it the completion leaves 0.05. A waited
    // trip shorter than the lone one gives 0, marked and noted.
    void sendCompletionIsFittedPerRange() {
        std::vector<LogGPPoint> points{point(8), point(1024), point(65536)};
        const double trip1k = point(1024).rtt.median / 2;  // 4.223, as above
        points[1].waitedTrip = {trip1k + 0.3, trip1k + 0.2, trip1k + 0.45};
        points[1].bcast = exact(trip1k + 0.35);
        points[2].waitedTrip = exact(point(65536).rtt.median / 2 - 0.5);
        const ct::LogGPProfile p = fitLogGPProfile(points);
        QCOMPARE(p.ranges[0].terms.sendCompletion, 0.0);  // not measured
        QVERIFY(std::abs(p.ranges[1].terms.sendCompletion - 0.3) < 1e-9);
        QVERIFY(std::abs(p.ranges[1].spread->sendCompletion.low - 0.2) < 1e-9);
        QVERIFY(std::abs(p.ranges[1].spread->sendCompletion.high - 0.45) < 1e-9);
        QVERIFY(std::abs(p.ranges[1].bcastOverhead - 0.05) < 1e-9);
        QCOMPARE(p.ranges[2].terms.sendCompletion, 0.0);
        QCOMPARE(p.ranges[2].clamped.size(), std::size_t(1));
        QCOMPARE(p.ranges[2].clamped[0].term, std::string("send_completion"));
        QVERIFY(std::abs(p.ranges[2].clamped[0].raw + 0.5) < 1e-9);
        QVERIFY(std::any_of(p.notes.begin(), p.notes.end(), [](const std::string& n) {
            return n.find("send_completion was raised to 0") != std::string::npos;
        }));
    }

    // Written data and received-data combines, per range, from the exact machine above (its
    // one-way trip half the round trip: 4.223 us at 1 KiB): at 1 KiB a message of written bytes
    // measured 1024 × 2e-4 us later is 2e-4 us per written byte, and that message combined on
    // arrival 1024 × 1e-4 us later still is a combine (and copy) of 1e-4 us per byte; the fitted
    // profile costs the two-rank reduction as measured. At 64 KiB written data measured faster
    // gives 0, marked and noted with both times; 8 B, unmeasured, keeps no term.
    void writtenDataAndReceivedCombinesAreFittedPerRange() {
        std::vector<LogGPPoint> points{point(8), point(1024), point(65536)};
        for (LogGPPoint& p : points)
            p.trip = exact(p.rtt.median / 2);
        const double trip = points[1].trip.median;
        const double written = trip + 1024 * 2e-4;
        points[1].writtenTrip = {written, written - 0.05, written + 0.1};
        points[1].reducedTrip = exact(written + 1024 * 1e-4);
        points[2].writtenTrip = exact(points[2].trip.median - 0.5);
        const ct::LogGPProfile p = fitLogGPProfile(points);
        QCOMPARE(p.ranges[0].terms.writtenPerByte, 0.0);
        QVERIFY(p.ranges[0].clamped.empty() ||
                std::none_of(p.ranges[0].clamped.begin(), p.ranges[0].clamped.end(),
                             [](const ct::ClampMark& c) { return c.term == "written_per_byte"; }));
        QVERIFY(std::abs(p.ranges[1].terms.writtenPerByte - 2e-4) < 1e-12);
        QVERIFY(std::abs(p.ranges[1].spread->writtenPerByte.low - (2e-4 - 0.05 / 1024)) < 1e-12);
        QVERIFY(std::abs(p.ranges[1].spread->writtenPerByte.high - (2e-4 + 0.1 / 1024)) < 1e-12);
        QVERIFY(std::abs(p.ranges[1].terms.combinePerElement - 8e-4) < 1e-12);
        QVERIFY(std::abs(p.ranges[1].terms.copyPerByte - 1e-4) < 1e-12);
        QCOMPARE(p.ranges[2].terms.writtenPerByte, 0.0);
        QVERIFY(std::any_of(
            p.ranges[2].clamped.begin(), p.ranges[2].clamped.end(), [](const ct::ClampMark& c) {
                return c.term == "written_per_byte" && std::abs(c.raw + 0.5 / 65536) < 1e-12;
            }));
        QVERIFY(std::any_of(p.notes.begin(), p.notes.end(), [](const std::string& n) {
            return n.find("from 65536 B: written_per_byte was raised to 0") != std::string::npos &&
                   n.find("had just written took") != std::string::npos;
        }));
        // Rank 1 sends its written vector of 1 KiB, rank 0 combines it into its own on arrival.
        ct::ProgramBuilder b(2);
        b.add(1, ct::Op::send(0, 1024));
        b.add(0, ct::Op::recv(1, 1024, 1024));
        b.add(0, ct::Op::combine(1024, 0, 1024));
        ct::SimulationOptions o;
        o.writtenInputBytes = 1024;
        o.workingSetBytes = 1024;
        QVERIFY(std::abs(ct::simulate(b.build(), p, o).total - points[1].reducedTrip.median) <
                1e-9);
    }

    // Received-data combines only beyond the eager limit (4096 B here): at 1 KiB a reduction
    // 1024 × 1e-3 us longer than its written message is the reduction's call, not its bytes, so
    // the range combines and copies at the rate measured in cache (the combine points: 0.28 us
    // for 16 KiB, below which the smallest point's rate applies); at 64 KiB, 65536 × 3e-5 us
    // longer, the range combines and copies at 3e-5 us per byte.
    void receivedCombinesOnlyBeyondTheEagerLimit() {
        std::vector<LogGPPoint> points{point(8), point(1024), point(65536)};
        for (LogGPPoint& p : points) {
            p.trip = exact(p.rtt.median / 2);
            p.writtenTrip = p.trip;
        }
        points[1].reducedTrip = exact(points[1].writtenTrip.median + 1024 * 1e-3);
        points[2].reducedTrip = exact(points[2].writtenTrip.median + 65536 * 3e-5);
        const std::vector<CombinePoint> combine{{16384, exact(0.28)}, {131072, exact(2.8)}};
        const ct::LogGPProfile p = fitLogGPProfile(points, combine, 4096);
        const double inCache = 0.28 / 16384;
        QVERIFY(std::abs(p.at(1024).combinePerElement - 8 * inCache) < 1e-12);
        QVERIFY(std::abs(p.at(1024).copyPerByte - inCache) < 1e-12);
        QVERIFY(std::abs(p.at(65536).combinePerElement - 8 * 3e-5) < 1e-12);
        QVERIFY(std::abs(p.at(65536).copyPerByte - 3e-5) < 1e-12);
    }

    // Overwriting what the peer read, per range beyond the eager limit (4096 B here): at 64 KiB
    // a receive, a copy and a combine into bytes the peer had read measured 65536 × 3e-5,
    // 6e-5 and 1.5e-4 us longer than into bytes it had not are those terms per byte (the
    // combine's spread from its quartiles); at 1 KiB, within the limit, the 0.5 us measured
    // apart is not kept (the library copies eager messages out; the peer never reads the
    // sender's buffer); at 128 KiB a copy into read bytes measured faster gives 0, marked and
    // noted.
    void overwritesAreFittedPerRangeBeyondTheEagerLimit() {
        std::vector<LogGPPoint> points{point(8), point(1024), point(65536), point(131072)};
        const auto apart = [](double own, double perByte, std::uint64_t bytes) {
            return exact(own + perByte * double(bytes));
        };
        points[1].copyIntoOwn = exact(1.0);
        points[1].copyIntoSent = exact(1.5);
        points[2].receiveIntoOwn = exact(10);
        points[2].receiveIntoSent = apart(10, 3e-5, 65536);
        points[2].copyIntoOwn = exact(1.2);
        points[2].copyIntoSent = apart(1.2, 6e-5, 65536);
        points[2].combineIntoOwn = exact(1.6);
        const double combined = 1.6 + 1.5e-4 * 65536;
        points[2].combineIntoSent = {combined, combined - 0.5, combined + 1.0};
        points[3].copyIntoOwn = exact(2.4);
        points[3].copyIntoSent = exact(2.2);
        const ct::LogGPProfile p = fitLogGPProfile(points, {}, 4096);
        const ct::LogGPRange& at1k = p.rangeAt(1024);
        QCOMPARE(at1k.terms.overwriteCopyPerByte, 0.0);
        const ct::LogGP& at64k = p.at(65536);
        QVERIFY(std::abs(at64k.overwriteReceivePerByte - 3e-5) < 1e-12);
        QVERIFY(std::abs(at64k.overwriteCopyPerByte - 6e-5) < 1e-12);
        QVERIFY(std::abs(at64k.overwriteCombinePerByte - 1.5e-4) < 1e-12);
        const ct::LogGPSpread& spread = *p.rangeAt(65536).spread;
        QVERIFY(std::abs(spread.overwriteCombinePerByte.low - (1.5e-4 - 0.5 / 65536)) < 1e-12);
        QVERIFY(std::abs(spread.overwriteCombinePerByte.high - (1.5e-4 + 1.0 / 65536)) < 1e-12);
        const ct::LogGPRange& at128k = p.rangeAt(131072);
        QCOMPARE(at128k.terms.overwriteCopyPerByte, 0.0);
        QVERIFY(
            std::any_of(at128k.clamped.begin(), at128k.clamped.end(), [](const ct::ClampMark& c) {
                return c.term == "overwrite_copy_per_byte" &&
                       std::abs(c.raw + 0.2 / 131072) < 1e-12;
            }));
        QVERIFY(std::any_of(p.notes.begin(), p.notes.end(), [](const std::string& n) {
            return n.find("overwrite_copy_per_byte was raised to 0") != std::string::npos &&
                   n.find("a copy of 131072 B into bytes the peer had read") != std::string::npos;
        }));
        QCOMPARE(p.at(8).overwriteCombinePerByte, 0.0);  // not measured
    }

    // The two ranks' exchange against one message of the exact machine above: at 1 KiB a message
    // is in flight o_s + L + (m − 1)G = 0.5 + 2 + 1.023 = 3.523 and taken at 4.223 (o_r 0.7);
    // an exchange measured half a flight longer is half duplex 0.5, and the fitted profile
    // costs the exchange (each rank sends, then receives) as measured. An exchange no slower
    // than one message gives 0, marked and noted; unmeasured sizes none.
    void halfDuplexIsFittedPerRange() {
        std::vector<LogGPPoint> points{point(8), point(1024), point(65536)};
        const double flight = 0.5 + 2 + 0.001 * 1023;
        const double exchange = flight + 0.7 + 0.5 * flight;
        points[1].exchange = {exchange, exchange - 0.1 * flight, exchange + 0.2 * flight};
        points[2].exchange = exact(point(65536).rtt.median / 2 - 0.2);
        const ct::LogGPProfile p = fitLogGPProfile(points);
        QCOMPARE(p.ranges[0].terms.halfDuplex, 0.0);  // not measured
        QVERIFY(std::abs(p.ranges[1].terms.halfDuplex - 0.5) < 1e-9);
        QVERIFY(std::abs(p.ranges[1].spread->halfDuplex.low - 0.4) < 1e-9);
        QVERIFY(std::abs(p.ranges[1].spread->halfDuplex.high - 0.7) < 1e-9);
        ct::ProgramBuilder b(2);
        for (ct::Rank r = 0; r < 2; ++r) {
            b.add(r, ct::Op::send(1 - r, 1024));
            b.add(r, ct::Op::recv(1 - r, 1024));
        }
        QVERIFY(std::abs(ct::simulate(b.build(), p).total - exchange) < 1e-9);
        QCOMPARE(p.ranges[2].terms.halfDuplex, 0.0);
        QCOMPARE(p.ranges[2].clamped.size(), std::size_t(1));
        QCOMPARE(p.ranges[2].clamped[0].term, std::string("half_duplex"));
        QVERIFY(p.ranges[2].clamped[0].raw < 0);
        QVERIFY(std::any_of(p.notes.begin(), p.notes.end(), [](const std::string& n) {
            return n.find("half_duplex was raised to 0") != std::string::npos;
        }));
    }

    void profilesLoadInCore() {
        BspPoint two = bspPoint();
        two.procs = 2;
        BspPoint four = bspPoint();
        fitBsp(two);
        fitBsp(four);
        const std::vector<BspPoint> bspPoints{two, four};
        const auto bspProfile =
            ct::bsp::parseMachineDocument(bspMachineJson("vm", "test", bspPoints).dump());
        QCOMPARE(bspProfile.kind, ct::bsp::ModelKind::Bsp);
        QCOMPARE(bspProfile.bsp.entries.size(), std::size_t(2));
        QCOMPARE(bspProfile.bsp.entries[1].procs, 4);
        QVERIFY(std::abs(bspProfile.bsp.g(4) - 2) < 1e-9);
        QCOMPARE(bspProfile.bsp.L(4), 1000.0);
        QCOMPARE(bspProfile.bsp.s(4), 1.0);

        const std::vector<LogGPPoint> points{point(8), point(4096)};
        const auto j = ct::bsp::machineToJson(loggpMachineProfile("vm-loggp", "test", points));
        QCOMPARE(j["ranges"].size(), std::size_t(2));
        const auto loggp = ct::bsp::parseMachineDocument(j.dump());
        QCOMPARE(loggp.kind, ct::bsp::ModelKind::LogGP);
        QCOMPARE(loggp.logp.first().oSend, 0.5);  // o_s and o_r each as measured
        QCOMPARE(loggp.logp.first().oRecv, 0.7);
        QCOMPARE(loggp.logp.unit(), std::string("us"));
        QCOMPARE(loggp.logp.first().combinePerElement, 0.0);  // not measured: no combine cost

        // With combine points each range combines at the rate measured around its size, in µs
        // per byte in the file: the 8 B range below the smallest point at that point's rate
        // (0.6024 us for 1 KiB), the 4 KiB range two tenths of the way (in log2 of the size)
        // from it to the 1 MiB point's (105.3576 us for 1 MiB).
        const std::vector<CombinePoint> sums{{1024, {0.5 + 1024 * 1e-4, 0, 0}},
                                             {1 << 20, {0.5 + (1 << 20) * 1e-4, 0, 0}}};
        const auto withCombine =
            ct::bsp::machineToJson(loggpMachineProfile("vm-loggp", "test", points, sums));
        QCOMPARE(withCombine["units"]["combine"].get<std::string>(), std::string("us per byte"));
        const double at1K = 0.6024 / 1024, at1M = 105.3576 / 1048576;
        QVERIFY(std::abs(withCombine["combine"].get<double>() - at1K) < 1e-15);
        const auto combined = ct::bsp::parseMachineDocument(withCombine.dump());
        QVERIFY(std::abs(combined.logp.at(8).combinePerElement - 8 * at1K) < 1e-15);
        QVERIFY(std::abs(combined.logp.at(4096).combinePerElement -
                         8 * (at1K + 0.2 * (at1M - at1K))) < 1e-15);
    }

    // µs per byte combined: the slope of the medians (a fixed cost per call drops out); without
    // a positive slope (noise), the largest size's time per byte.
    void combineFit_data() {
        QTest::addColumn<QList<double>>("bytes");
        QTest::addColumn<QList<double>>("medians");
        QTest::addColumn<double>("expected");
        QTest::newRow("linear, intercept 2 us")
            << QList<double>{16384, 131072, 1048576, 4194304}
            << QList<double>{2 + 16384 * 9e-5, 2 + 131072 * 9e-5, 2 + 1048576 * 9e-5,
                             2 + 4194304 * 9e-5}
            << 9e-5;
        QTest::newRow("least squares of noisy points")  // y = 1 + x/1000 ± 1 around x = 2000
            << QList<double>{1000, 2000, 3000} << QList<double>{2, 4, 4} << 0.001;
        QTest::newRow("falling: largest per byte")
            << QList<double>{1000, 4000} << QList<double>{8, 4} << 0.001;
        QTest::newRow("one size") << QList<double>{2048} << QList<double>{1} << 1.0 / 2048;
    }
    void combineFit() {
        QFETCH(QList<double>, bytes);
        QFETCH(QList<double>, medians);
        QFETCH(double, expected);
        std::vector<CombinePoint> points;
        for (qsizetype i = 0; i < bytes.size(); ++i)
            points.push_back({std::uint64_t(bytes[i]), {medians[i], medians[i], medians[i]}});
        QVERIFY2(std::abs(fitCombine(points) - expected) < 1e-12 * std::max(1.0, expected),
                 std::to_string(fitCombine(points)).c_str());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, fitCombine({}));
    }
};

QTEST_APPLESS_MAIN(TestRunnerCalibrationFit)
#include "test_runner_calibration_fit.moc"
