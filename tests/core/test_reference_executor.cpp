// The reference executor and the collective contract: every broadcast tree delivers the root's
// bytes to every rank, every reduction tree leaves the exact sum at the root, and a broken
// program is caught naming the rank and offset.
#include <QtTest>

#include <cstdint>
#include <cstring>
#include <map>
#include <set>

#include "../expected_refusals.h"
#include "algorithms/catalogue/catalogue.h"
#include "algorithms/trees/shapes.h"
#include "algorithms/trees/tree_programs.h"
#include "program/collective.h"

using namespace ct;

class TestReferenceExecutor : public QObject {
    Q_OBJECT
private slots:
    void broadcastTreesDeliverData_data() {
        QTest::addColumn<QString>("algorithm");
        for (const auto& a : catalogue())
            if (a.tree) QTest::newRow(a.info.name.c_str()) << QString::fromStdString(a.info.name);
    }
    void broadcastTreesDeliverData() {
        QFETCH(QString, algorithm);
        const Algorithm* a = findAlgorithm(algorithm.toStdString());
        for (Rank P = 1; P <= 64; ++P) {
            for (Rank root : {0, P / 2, P - 1}) {
                AlgorithmParams p;
                p.procs = P;
                p.root = root;
                p.bytes = 37;
                p.model = LogGP::logp(6, 2, 4);
                // Defined only on some P (a square mesh): test_shapes checks the refusal itself.
                if (ct::test::expectedRefusal(a->info.name, P)) continue;
                Program program;
                try {
                    program = a->program(p);
                } catch (const std::exception& e) {
                    QFAIL(qPrintable(QString("P=%1 refused: %2").arg(P).arg(e.what())));
                }
                const auto bad = verifyCollective({Problem::Broadcast, P, root, 37}, program);
                QVERIFY2(!bad, bad ? bad->c_str() : "");
            }
        }
    }

    // The same trees reversed reduce: the root ends with the elementwise sum.
    void reductionTreesSum() {
        for (Rank P = 1; P <= 64; ++P) {
            const Rank root = P / 3;
            for (const BroadcastTree& t :
                 {binaryTree(P, root), knomialTree(P, root, 3), chainTree(P, root)}) {
                const auto bad =
                    verifyCollective({Problem::Reduce, P, root, 24}, reductionProgram(t, 24));
                QVERIFY2(!bad, bad ? bad->c_str() : "");
            }
        }
    }

    // Shou & Chen's (1996) summation: the root's first element ends as the sum of all operands.
    void optimalSummationSums() {
        AlgorithmParams p;
        p.procs = 7;
        p.operands = 82;
        p.model = LogGP::logp(5, 2, 4);
        const Program prog = findAlgorithm("optimal-sum")->program(p);
        std::vector<RankBuffer> buffers(7);
        std::uint64_t expected = 0;
        for (Rank r = 0; r < 7; ++r) {
            buffers[r].assign(prog.bufferBytes(), 0);
            for (std::uint64_t j = 0; j * 8 < prog.bufferBytes(); ++j) {
                const std::uint64_t v = 1000 * std::uint64_t(r) + j;
                std::memcpy(buffers[r].data() + 8 * j, &v, 8);
            }
        }
        // Only each rank's N_i operands count: recompute them from the program's fold sizes.
        for (Rank r = 0; r < 7; ++r) {
            std::uint64_t n = 1;
            for (const Op& op : prog.ops(r))
                if (op.kind == OpKind::Combine && op.mode == CombineMode::Fold) n += op.bytes / 8;
            for (std::uint64_t j = 0; j < n; ++j)
                expected += 1000 * std::uint64_t(r) + j;
        }
        executeProgram(prog, buffers);
        std::uint64_t got;
        std::memcpy(&got, buffers[0].data(), 8);
        QCOMPARE(got, expected);
    }

    void minimumIsSignedAndElementwise() {
        // dst = {5, -3, 7}, src = {2, 4, -9}: the minimum as signed 64-bit integers.
        ProgramBuilder b(1);
        b.add(0, Op::combine(24, 0, 24, CombineMode::Minimum));
        const Program p = b.build();
        std::vector<RankBuffer> buffers(1, RankBuffer(48));
        const std::int64_t in[6] = {5, -3, 7, 2, 4, -9};
        std::memcpy(buffers[0].data(), in, sizeof in);
        executeProgram(p, buffers);
        std::int64_t out[6];
        std::memcpy(out, buffers[0].data(), sizeof out);
        QCOMPARE(out[0], std::int64_t(2));
        QCOMPARE(out[1], std::int64_t(-3));
        QCOMPARE(out[2], std::int64_t(-9));
        QCOMPARE(out[3], std::int64_t(2));  // the source is unchanged
    }

    void segmentedMinimumOperator_data() {
        QTest::addColumn<quint64>("a");
        QTest::addColumn<quint64>("b");
        QTest::addColumn<quint64>("expected");
        const auto w = [](quint64 segment, quint64 key) { return (segment << 32) | key; };
        QTest::newRow("same segment: the lesser key") << w(3, 9) << w(3, 4) << w(3, 4);
        QTest::newRow("later segment on the right") << w(3, 1) << w(4, 70) << w(4, 70);
        QTest::newRow("later segment on the left") << w(5, 70) << w(4, 1) << w(5, 70);
        QTest::newRow("equal words") << w(0, 0) << w(0, 0) << w(0, 0);
        QTest::newRow("keys use all 32 bits")
            << w(1, 0xFFFFFFFF) << w(1, 0x80000000) << w(1, 0x80000000);
    }
    void segmentedMinimumOperator() {
        QFETCH(quint64, a);
        QFETCH(quint64, b);
        QFETCH(quint64, expected);
        QCOMPARE(quint64(segmentedMinimum(a, b)), expected);
        QCOMPARE(quint64(segmentedMinimum(b, a)), expected);  // commutative
        // Elementwise on the reference executor: dst [0, 8) ⊕= src [8, 16).
        ProgramBuilder pb(1);
        pb.add(0, Op::combine(8, 0, 8, CombineMode::SegmentedMinimum));
        std::vector<RankBuffer> buffers(1, RankBuffer(16));
        std::memcpy(buffers[0].data(), &a, 8);
        std::memcpy(buffers[0].data() + 8, &b, 8);
        executeProgram(pb.build(), buffers);
        quint64 got = 0;
        std::memcpy(&got, buffers[0].data(), 8);
        QCOMPARE(got, expected);
    }

    void segmentedMinimumIsAssociative() {
        // Any three words, sorted by segment or not: (a ⊕ b) ⊕ c = a ⊕ (b ⊕ c).
        std::uint64_t words[] = {
            (1ull << 32) | 5, (1ull << 32) | 2, (2ull << 32) | 9, (2ull << 32) | 1, 7,
            (3ull << 32)};
        for (auto a : words)
            for (auto b : words)
                for (auto c : words)
                    QCOMPARE(segmentedMinimum(segmentedMinimum(a, b), c),
                             segmentedMinimum(a, segmentedMinimum(b, c)));
    }

    void segmentedScanRunsInPlace() {
        // Segments 1 1 1 2 2 3 with keys 5 2 7 9 4 6: running minima 5 2 2 9 4 6.
        const std::uint64_t seg[] = {1, 1, 1, 2, 2, 3}, key[] = {5, 2, 7, 9, 4, 6},
                            want[] = {5, 2, 2, 9, 4, 6};
        ProgramBuilder pb(1);
        pb.add(0, Op::combine(8, 8, 48, CombineMode::SegmentedScan));  // words at [8, 56)
        std::vector<RankBuffer> buffers(1, RankBuffer(64, 0xA5));
        for (int i = 0; i < 6; ++i) {
            const std::uint64_t w = (seg[i] << 32) | key[i];
            std::memcpy(buffers[0].data() + 8 + 8 * i, &w, 8);
        }
        executeProgram(pb.build(), buffers);
        for (int i = 0; i < 6; ++i) {
            std::uint64_t got = 0;
            std::memcpy(&got, buffers[0].data() + 8 + 8 * i, 8);
            QCOMPARE(got, (seg[i] << 32) | want[i]);
        }
        QCOMPARE(buffers[0][0], std::uint8_t(0xA5));  // outside the part: untouched
        QCOMPARE(buffers[0][56], std::uint8_t(0xA5));
        // A scan from one part into another is not an operation.
        ProgramBuilder bad(1);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 bad.add(0, Op::combine(0, 8, 8, CombineMode::SegmentedScan)));
    }

    void segmentMinimumData_data() {
        QTest::addColumn<int>("procs");
        QTest::addColumn<int>("root");
        QTest::addColumn<int>("words");
        QTest::addColumn<bool>("wide");  // a segment spans 3+ ranks and covers one wholly
        QTest::newRow("2 ranks, 1 word") << 2 << 0 << 1 << false;
        QTest::newRow("3 ranks, root 2, 1 word") << 3 << 2 << 1 << true;  // one segment
        QTest::newRow("2 ranks, 9 words") << 2 << 1 << 9 << false;
        QTest::newRow("12 ranks, root 5, 1 word") << 12 << 5 << 1 << true;
        QTest::newRow("4 ranks, root 1, 7 words") << 4 << 1 << 7 << true;
        QTest::newRow("16 ranks, root 7, 64 words") << 16 << 7 << 64 << true;
    }
    void segmentMinimumData() {
        // The segments of the contract: sorted along the ranks from the root, the first crossing
        // the first boundary, one spanning three or more ranks and covering a whole rank; every
        // word ends with the least word of its segment up to it.
        QFETCH(int, procs);
        QFETCH(int, root);
        QFETCH(int, words);
        QFETCH(bool, wide);
        const CollectiveSpec spec{Problem::SegmentMinimum, procs, root, 8 * std::uint64_t(words)};
        QCOMPARE(QString::fromLatin1(toString(spec.kind)), QStringLiteral("segment-minimum"));
        QCOMPARE(spec.layoutBytes(), spec.bytes);
        std::vector<std::uint64_t> all;  // in global order: logical rank 0 (the root) first
        std::vector<RankBuffer> buffers(static_cast<std::size_t>(procs));
        for (Rank i = 0; i < procs; ++i) {
            const Rank r = (root + i) % procs;
            initializeBuffer(spec, r, buffers[r]);
            for (int e = 0; e < words; ++e) {
                std::uint64_t w = 0;
                std::memcpy(&w, buffers[r].data() + 8 * e, 8);
                all.push_back(w);
            }
        }
        std::map<std::uint64_t, std::set<std::size_t>> ranksOf;  // segment -> logical ranks
        for (std::size_t g = 0; g < all.size(); ++g) {
            if (g > 0) QVERIFY(segmentOf(all[g - 1]) <= segmentOf(all[g]));
            ranksOf[segmentOf(all[g])].insert(g / std::size_t(words));
        }
        QVERIFY(ranksOf[0].size() >= 2);  // the first segment crosses ranks 0 and 1
        std::size_t widest = 0;
        for (const auto& [segment, ranks] : ranksOf)
            widest = std::max(widest, ranks.size());
        QCOMPARE(widest >= 3, wide);
        if (procs == 2 && words == 9) QCOMPARE(ranksOf.size(), std::size_t(4));  // short ones
        // The expected end state, recomputed here from the definition, and a program that only
        // copies (no minimum) fails on a word whose segment minimum lies before it.
        std::vector<RankBuffer> results = buffers;
        for (std::size_t g = 0; g < all.size(); ++g) {
            std::uint64_t least = all[g];
            for (std::size_t h = g; h-- > 0 && segmentOf(all[h]) == segmentOf(all[g]);)
                least = std::min(least, all[h]);
            const Rank r = Rank((std::size_t(root) + g / std::size_t(words)) % std::size_t(procs));
            std::memcpy(results[r].data() + 8 * (g % std::size_t(words)), &least, 8);
        }
        for (Rank r = 0; r < procs; ++r) {
            const auto bad = checkBuffer(spec, r, results[r]);
            QVERIFY2(!bad, bad ? bad->c_str() : "");
        }
        bool someCheckFails = false;
        for (Rank r = 0; r < procs; ++r)
            someCheckFails = someCheckFails || checkBuffer(spec, r, buffers[r]).has_value();
        QVERIFY(someCheckFails);
    }

    // The runner hands these buffers to MPI, whose copies are slower from a buffer that starts
    // inside a page (docs/runner.md, "Comparing with OSU"): every one starts on a page, however
    // made — sized, grown, copied, or as a rank's buffer in a vector of them.
    void rankBuffersArePageAligned_data() {
        QTest::addColumn<std::size_t>("bytes");
        for (std::size_t bytes : {std::size_t(1), std::size_t(24), std::size_t(4095),
                                  std::size_t(4097), std::size_t(200000), std::size_t(3) << 20})
            QTest::addRow("%zu B", bytes) << bytes;
    }
    void rankBuffersArePageAligned() {
        QFETCH(std::size_t, bytes);
        const auto onPage = [](const RankBuffer& b) {
            return reinterpret_cast<std::uintptr_t>(b.data()) % 4096 == 0;
        };
        RankBuffer sized(bytes, std::uint8_t(7));
        QVERIFY(onPage(sized));
        RankBuffer grown(3);
        grown.resize(bytes + 5000);
        QVERIFY(onPage(grown));
        const RankBuffer copied = sized;
        QVERIFY(onPage(copied));
        QCOMPARE(copied.back(), std::uint8_t(7));
        std::vector<RankBuffer> ranks(3);
        for (RankBuffer& b : ranks)
            b.resize(bytes);
        for (const RankBuffer& b : ranks)
            QVERIFY(onPage(b));
    }

    void brokenProgramIsCaught() {
        // A "broadcast" that forgets rank 2.
        ProgramBuilder b(3);
        b.add(0, Op::send(1, 5));
        b.add(1, Op::recv(0, 5));
        const auto bad = verifyCollective({Problem::Broadcast, 3, 0, 5}, b.build());
        QVERIFY(bad);
        QVERIFY2(bad->rfind("rank 2 offset 0: expected", 0) == 0, bad->c_str());
    }
};

QTEST_APPLESS_MAIN(TestReferenceExecutor)
#include "test_reference_executor.moc"
