// The mesh-combine paper's building blocks and the properties the paper claims for them: SBT-D is
// the hypercube broadcast tree, the bucket rings deliver the right segments, every algorithm takes
// the number of start-ups its formula's α term counts, and no two messages of one synchronous
// step share a directed link (contention-free in a synchronous environment).
#include <QtTest>

#include <cstring>
#include <functional>
#include <set>

#include "algorithms/meshcombine/line_blocks.h"
#include "algorithms/meshcombine/mesh_algorithms.h"
#include "algorithms/meshcombine/schedule_program.h"
#include "algorithms/trees/shapes.h"
#include "program/collective.h"

using namespace ct;
using namespace ct::mesh;

namespace {

MeshProblem meshOf(int n, std::uint64_t elements) {
    MeshProblem m;
    m.n = n;
    m.elements = elements;
    return m;
}

Program programOf(const MeshProblem& m, const std::function<void(StepSink&)>& generate) {
    ProgramSink sink(m.nodes(), m.elements);
    generate(sink);
    return sink.build("block");
}

std::uint64_t element(const RankBuffer& b, std::uint64_t e) {
    std::uint64_t v;
    std::memcpy(&v, b.data() + 8 * e, 8);
    return v;
}

// Counts steps that move data, and checks each step's messages use distinct directed links
// under XY routing (along the row first, then the column).
class StepInspector final : public StepSink {
public:
    explicit StepInspector(const MeshProblem& m) : m_mesh(m) {}
    void transfer(const Transfer& t) override {
        int r = m_mesh.rowOf(t.from), c = m_mesh.colOf(t.from);
        const int r2 = m_mesh.rowOf(t.to), c2 = m_mesh.colOf(t.to);
        auto use = [&](int nr, int nc) {
            const auto link = std::make_pair(m_mesh.rankAt(r, c), m_mesh.rankAt(nr, nc));
            if (!m_links.insert(link).second) ++conflicts;
            r = nr;
            c = nc;
        };
        while (c != c2)
            use(r, c + (c2 > c ? 1 : -1));
        while (r != r2)
            use(r + (r2 > r ? 1 : -1), c);
        m_active = true;
    }
    void endStep() override {
        steps += m_active ? 1 : 0;
        m_active = false;
        m_links.clear();
    }
    int steps = 0;
    int conflicts = 0;

private:
    MeshProblem m_mesh;
    std::set<std::pair<Rank, Rank>> m_links;
    bool m_active = false;
};

using Emitter = std::function<void(const MeshProblem&, StepSink&)>;

struct Case {
    const char* name;
    Emitter generate;
    std::function<int(int n, int S)> startups;  // the α coefficient of the paper's formula
};

int lg(int v) {
    return log2Exact(std::uint64_t(v));
}

std::vector<Case> cases(int S) {
    return {
        {"sbt-r", emitMeshSbtR, [](int n, int) { return 2 * lg(n * n); }},
        {"bsbt-r", emitMeshBsbtR, [](int n, int) { return 2 * lg(n * n); }},
        {"bucket-r", emitMeshBucketR, [](int n, int) { return 2 * (n * n - 1); }},
        {"bsbt2d-r", emitMeshBsbt2dR, [](int n, int) { return 4 * lg(n); }},
        {"bucket2d-r", emitMeshBucket2dR, [](int n, int) { return 4 * (n - 1); }},
        {"adaptive", [S](const MeshProblem& m, StepSink& s) { emitMeshAdaptive(m, S, s); },
         [](int n, int s) { return 4 * lg(n) + 2 * (s - 1) - lg(s); }},
    };
}

}  // namespace

class TestMeshBlocks : public QObject {
    Q_OBJECT
private slots:
    // On the row-major line, SBT-D from any root sends exactly along Grama et al.'s (2003)
    // hypercube tree (highest dimension first, relabelled by XOR): first along the column, then
    // along rows.
    void sbtDistributeIsTheHypercubeTree() {
        for (int n : {1, 2, 4, 8}) {
            const MeshProblem m = meshOf(n, 5);
            for (Rank root : {Rank(0), m.nodes() / 3, m.nodes() - 1}) {
                const Program p = programOf(m, [&](StepSink& s) {
                    emitSbtDistribute({{rowMajorLine(m), {0, 5}, std::size_t(root)}}, s);
                });
                const BroadcastTree t = hypercubeTree(m.nodes(), root);
                for (Rank r = 0; r < m.nodes(); ++r) {
                    std::vector<Rank> sends;
                    for (const Op& op : p.ops(r)) {
                        if (op.kind == OpKind::Recv) QCOMPARE(op.peer, t.parent(r));
                        if (op.kind == OpKind::Send) sends.push_back(op.peer);
                    }
                    const auto children = t.children(r);
                    QCOMPARE(sends, std::vector<Rank>(children.begin(), children.end()));
                }
                const auto bad = verifyCollective({Problem::Broadcast, m.nodes(), root, 40}, p);
                QVERIFY2(!bad, bad ? bad->c_str() : "");
            }
        }
    }

    // The SBT reduce alone leaves the sum at its root (the Reduce contract).
    void sbtReduceSumsAtRoot() {
        const MeshProblem m = meshOf(4, 7);
        for (Rank root : {0, 6, 15}) {
            const Program p = programOf(m, [&](StepSink& s) {
                emitSbtReduce({{rowMajorLine(m), {0, 7}, std::size_t(root)}}, s);
            });
            const auto bad = verifyCollective({Problem::Reduce, 16, root, 56}, p);
            QVERIFY2(!bad, bad ? bad->c_str() : "");
        }
    }

    // B-C along each row of an 8 x 8 mesh: the node in column c holds part c (of 8) of its
    // row's sum; B-D then gives every node the whole row sum.
    void bucketCollectThenDistribute() {
        const MeshProblem m = meshOf(8, 19);  // 19 = 8·2 + 3: parts of 3 and 2 elements
        std::vector<RingJob> rows;
        for (int r = 0; r < 8; ++r)
            rows.push_back(foldedRingJob(rowLine(m, r, 0, 8), {0, 19}));
        for (bool distribute : {false, true}) {
            const Program p = programOf(m, [&](StepSink& s) {
                emitBucketCollect(rows, s);
                if (distribute) emitBucketDistribute(rows, s);
            });
            std::vector<RankBuffer> buffers(64);
            const CollectiveSpec spec{Problem::Allreduce, 64, 0, 8 * 19};
            for (Rank r = 0; r < 64; ++r)
                initializeBuffer(spec, r, buffers[r]);
            executeProgram(p, buffers);
            for (int r = 0; r < 8; ++r)
                for (int c = 0; c < 8; ++c) {
                    const Segment own = partOf({0, 19}, 8, std::uint64_t(c));
                    const Segment check = distribute ? Segment{0, 19} : own;
                    for (std::uint64_t e = check.first; e < check.first + check.count; ++e) {
                        std::uint64_t sum = 0;
                        for (int q = 0; q < 8; ++q)
                            sum += contribution(m.rankAt(r, q), 0, e);
                        QCOMPARE(element(buffers[m.rankAt(r, c)], e), sum);
                    }
                }
        }
    }

    void ringsVisitEveryNodeWithShortHops() {
        for (int k = 1; k <= 9; ++k) {
            Line line;
            for (int i = 0; i < k; ++i)
                line.push_back(i);
            const Line ring = foldedRing(line);
            QCOMPARE(std::set<Rank>(ring.begin(), ring.end()).size(), std::size_t(k));
            for (int j = 0; j < k; ++j)
                QVERIFY(std::abs(ring[j] - ring[(j + 1) % k]) <= 2);
        }
        for (int n : {1, 2, 4, 8}) {
            const MeshProblem m = meshOf(n, 1);
            const Line cycle = meshCycle(m);
            QCOMPARE(std::set<Rank>(cycle.begin(), cycle.end()).size(), std::size_t(m.nodes()));
            if (n > 1)
                for (std::size_t j = 0; j < cycle.size(); ++j)
                    QCOMPARE(m.hops(cycle[j], cycle[(j + 1) % cycle.size()]), 1);
        }
    }

    // The α coefficient of each formula is the number of steps; no step has link contention.
    void stepsAndContention() {
        for (int n : {1, 2, 4, 8, 16}) {
            for (int S = 1; S <= n; S *= 2) {
                for (const Case& c : cases(S)) {
                    if (S > 1 && std::string(c.name) != "adaptive") continue;
                    const MeshProblem m = meshOf(n, 4 * std::uint64_t(n) * std::uint64_t(n));
                    StepInspector inspect(m);
                    c.generate(m, inspect);
                    inspect.endStep();
                    const QString row = QString("%1 n=%2 S=%3").arg(c.name).arg(n).arg(S);
                    QVERIFY2(inspect.steps == c.startups(n, S),
                             qPrintable(row + " steps " + QString::number(inspect.steps)));
                    QVERIFY2(inspect.conflicts == 0, qPrintable(row));
                }
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestMeshBlocks)
#include "test_mesh_blocks.moc"
