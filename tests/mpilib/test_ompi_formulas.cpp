// Every Open MPI algorithm's formula equals the simulated completion of its program over a grid
// of P, roots, sizes, segment sizes and LogP/LogGP models; the closed forms are checked against
// hand-computed values.
#include <QtTest>

#include "algorithms/catalogue/catalogue.h"
#include "algorithms/mpilib/ompi_allreduce.h"
#include "algorithms/mpilib/ompi_bcast.h"
#include "algorithms/mpilib/ompi_reduce.h"
#include "sim/simulator.h"

using namespace ct;
using namespace ct::mpilib;

namespace {

std::vector<std::pair<QString, LogGP>> models() {
    LogGP loggp = LogGP::logp(5, 1, 2);  // LogGP: long messages pay G per byte
    loggp.G = 0.01;
    LogGP asymmetric = LogGP::logp(4, 1, 2);  // o_s != o_r, combining and copying cost time
    asymmetric.oSend = 1.5;
    asymmetric.oRecv = 0.5;
    asymmetric.G = 0.003;
    asymmetric.combinePerElement = 0.02;
    asymmetric.copyPerByte = 0.001;
    LogGP gapBound = LogGP::logp(1, 0.5, 7);  // g dominates L + 2o
    gapBound.G = 0.002;
    gapBound.combinePerElement = 0.5;
    LogGP overheadBound = LogGP::logp(3, 2, 1);  // o_s + o_r > g + (s-1)G: the CPU limits pipelines
    overheadBound.oSend = 2.5;
    overheadBound.oRecv = 1.5;
    overheadBound.G = 0.001;
    overheadBound.combinePerElement = 0.05;
    // An eager limit between the grid's segment sizes (256 eager, 1000 not) and one above all
    // of its messages: sends at or below it are not waited for.
    LogGP eagerSome = asymmetric;
    eagerSome.eagerLimit = 512;
    LogGP eagerAll = gapBound;
    eagerAll.eagerLimit = 1 << 20;
    // Three kinds of sends: inline up to 100 B (complete when posted), eager up to 512 B
    // (complete 0.7 after it arrives), rendezvous above (0.7 after its receive ends).
    LogGP completions = asymmetric;
    completions.eagerLimit = 512;
    completions.inlineLimit = 100;
    completions.sendCompletion = 0.7;
    LogGP rendezvousCompletion = overheadBound;
    rendezvousCompletion.sendCompletion = 1.3;
    // A rank's own sends in flight slow what it takes in meanwhile: by the whole overlap (the
    // directions take turns), and by 0.4 of it with the completions above.
    LogGP halfDuplex = loggp;
    halfDuplex.halfDuplex = 1;
    LogGP partlyDuplex = completions;
    partlyDuplex.halfDuplex = 0.4;
    return {{"logp(6,2,4)", LogGP::logp(6, 2, 4)},
            {"loggp", loggp},
            {"asymmetric", asymmetric},
            {"gap-bound", gapBound},
            {"overhead-bound", overheadBound},
            {"asymmetric, eager to 512 B", eagerSome},
            {"gap-bound, all eager", eagerAll},
            {"asymmetric, inline, eager and rendezvous completions", completions},
            {"overhead-bound, rendezvous completion", rendezvousCompletion},
            {"loggp, half duplex", halfDuplex},
            {"completions, 0.4 half duplex", partlyDuplex}};
}

double relativeError(double a, double b) {
    return std::abs(a - b) / std::max(1.0, std::abs(b));
}

}  // namespace

class TestOmpiFormulas : public QObject {
    Q_OBJECT
private slots:
    void formulaEqualsSimulation_data() {
        QTest::addColumn<QString>("algorithm");
        for (const Algorithm& a : catalogue())
            if (a.info.name.rfind("ompi-", 0) == 0)
                QTest::newRow(a.info.name.c_str()) << QString::fromStdString(a.info.name);
    }
    void formulaEqualsSimulation() {
        QFETCH(QString, algorithm);
        const Algorithm* a = findAlgorithm(algorithm.toStdString());
        QVERIFY(a);
        int checked = 0;
        for (const auto& [modelName, model] : models())
            for (Rank P : {1, 2, 3, 5, 8, 13, 16, 31, 64, 100})
                for (Rank root : {Rank(0), P - 1, P / 2})
                    for (std::uint64_t bytes : {8, 1024, 65536})
                        for (std::uint64_t segment :
                             {0, 256, 1000})  // 1000: a shorter last segment
                            for (int radix : {2, 3, 4}) {
                                if (radix != 4 && a->info.name != "ompi-bcast-knomial") continue;
                                if (segment && bytes < 1024) continue;
                                AlgorithmParams p;
                                p.procs = P;
                                p.root = root;
                                p.bytes = bytes;
                                p.segmentBytes = segment;
                                p.radix = radix;
                                p.model = model;
                                const double simulated =
                                    simulate(a->program(p), model, {.recordTimeline = false}).total;
                                const double formula = a->formula(p);
                                QVERIFY2(relativeError(formula, simulated) <= 1e-9,
                                         qPrintable(QString("%1 P=%2 root=%3 m=%4 seg=%5 k=%6: "
                                                            "formula %7, simulated %8")
                                                        .arg(modelName)
                                                        .arg(P)
                                                        .arg(root)
                                                        .arg(bytes)
                                                        .arg(segment)
                                                        .arg(radix)
                                                        .arg(formula, 0, 'g', 12)
                                                        .arg(simulated, 0, 'g', 12)));
                                ++checked;
                            }
        QVERIFY(checked >= 7 * 10 * 3 * 5);
    }

    // Closed forms on hand-computed values, LogP L=6, o=2, g=4 (lat = 10, step = 4).
    void closedForms() {
        const LogGP m = LogGP::logp(6, 2, 4);
        AlgorithmParams p;
        p.procs = 16;
        p.bytes = 1;
        p.model = m;
        QCOMPARE(ompiBcastTime(BcastAlgorithm::Linear, p), 14 * 4.0 + 10);
        // Binomial, P = 16 = 2^4: max{4·lat, lat + 3·step} = 40.
        QCOMPARE(binomialBcastTimePowerOfTwo(16, 1, m), 40.0);
        LogGP slowGap = LogGP::logp(1, 0, 5);  // lat 1, step 5: lat + 3·step = 16
        QCOMPARE(binomialBcastTimePowerOfTwo(16, 1, slowGap), 16.0);
        // Pipeline, 3 ranks, 2 segments of 1 byte, each rank waiting for its send to be received
        // before the next segment (as Open MPI does): rank 1 receives segment 0 at 8..10 and sends
        // it on (arrives 18, received 18..20); rank 0's wait ends at 10, its segment 1 arrives at
        // 18, rank 1 takes it at 20..22 (after its own wait), sends at 22..24, rank 2 receives it
        // at 30..32. (With sends left pending it would be 24.)
        AlgorithmParams pipe;
        pipe.procs = 3;
        pipe.bytes = 2;
        pipe.segmentBytes = 1;
        pipe.model = m;
        QCOMPARE(ompiBcastTime(BcastAlgorithm::Pipeline, pipe), 32.0);
        // Segments at the eager limit are complete when sent: rank 0 sends segment 1 at
        // 0 + g = 4 (arrives 12), rank 1 takes segment 0 at 8..10, sends it at 10..12, takes
        // segment 1 at 12..14 and sends it at 14..16 (g after 10); rank 2 receives it at 22..24.
        pipe.model.eagerLimit = 1;
        QCOMPARE(ompiBcastTime(BcastAlgorithm::Pipeline, pipe), 24.0);
        // Recursive doubling, P = 8: 3 steps of lat (no combine cost, g < lat).
        QCOMPARE(recursiveDoublingTimePowerOfTwo(8, 64, m), 30.0);
        // Ring, P = 4, 4 blocks: 3·lat + 2·lat + lat.
        QCOMPARE(ringTimeEvenBlocks(4, 32, m), 60.0);
        // Linear reduce, root P-1 = 3 of 4: 3 receives gap-bound by g = 4: 8 + 2·4 + 2.
        QCOMPARE(linearReduceTime(4, 3, 8, m), 18.0);
        LogGP combining = m;
        combining.combinePerElement = 3;  // o_r + c = 5 > g: receives follow the combines
        QCOMPARE(linearReduceTime(4, 3, 8, combining), 8 + 2 * 5.0 + 5);
        // Root 1 of 4: R3, R2 C, C(own), R0 C: gaps 2 (o_r), 2 + 2·3 = 8 → 8 + max(2,4) + 8 + 2
        // + 3.
        QCOMPARE(linearReduceTime(4, 1, 8, combining), 8 + 4 + 8 + 2 + 3.0);
    }

    // Where a closed form applies the formula uses it; the recurrence gives the same value.
    // The closed forms take the finish from the receivers: where a send completion outlasts the
    // receive (4096 B is not complete when posted in the completion models) they do not apply
    // and the formula is the recurrence (formulaEqualsSimulation covers those models).
    void closedFormsMatchRecurrences() {
        for (const auto& [name, model] : models())
            for (Rank P : {2, 4, 8, 16, 64}) {
                AlgorithmParams p;
                p.procs = P;
                p.bytes = 4096;
                p.model = model;
                if (completionOutlastsReceive(model, p.bytes)) {
                    QVERIFY(model.sendCompletion > 0);
                    continue;
                }
                // The allreduce's closed forms have every rank exchange at full speed: with a
                // half-duplex term they do not apply (and the formula is the recurrence).
                if (model.halfDuplex == 0) {
                    Clocks clocks(static_cast<std::size_t>(P));
                    timeOmpiAllreduce(AllreduceAlgorithm::Ring, p, clocks);
                    QVERIFY(std::abs(finishTime(clocks) - ringTimeEvenBlocks(P, p.bytes, model)) <
                            1e-9 * finishTime(clocks));
                    Clocks rd(static_cast<std::size_t>(P));
                    timeOmpiAllreduce(AllreduceAlgorithm::RecursiveDoubling, p, rd);
                    QVERIFY(std::abs(finishTime(rd) -
                                     recursiveDoublingTimePowerOfTwo(P, p.bytes, model)) <
                            1e-9 * finishTime(rd));
                } else {
                    Clocks rd(static_cast<std::size_t>(P));
                    timeOmpiAllreduce(AllreduceAlgorithm::RecursiveDoubling, p, rd);
                    QVERIFY(finishTime(rd) >
                            recursiveDoublingTimePowerOfTwo(P, p.bytes, model) + 1e-9);
                }
                p.segmentBytes = 512;
                Clocks pipe(static_cast<std::size_t>(P));
                timeOmpiBcast(BcastAlgorithm::Pipeline, p, pipe);
                QVERIFY(std::abs(finishTime(pipe) - ompiBcastTime(BcastAlgorithm::Pipeline, p)) <
                        1e-9 * finishTime(pipe));
            }
    }

    // Segmenting pays off for long messages under LogGP: the pipeline beats the unsegmented chain.
    void segmentingHelpsLongMessages() {
        AlgorithmParams p;
        p.procs = 16;
        p.bytes = 1 << 20;
        p.model = LogGP::logp(5, 1, 2);
        p.model.G = 0.01;
        p.segmentBytes = p.bytes;
        const double whole = ompiBcastTime(BcastAlgorithm::Pipeline, p);
        p.segmentBytes = 8192;
        const double pieces = ompiBcastTime(BcastAlgorithm::Pipeline, p);
        QVERIFY(pieces < whole / 5);
    }
};

QTEST_APPLESS_MAIN(TestOmpiFormulas)
#include "test_ompi_formulas.moc"
