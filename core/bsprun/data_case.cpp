// DataCase: input generation, the run dispatched by the root's problem, and the collective
// verification (docs/bsp-execution.md).
#include "bsprun/data_case.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "bsprun/inputs.h"
#include "bsprun/mst_run.h"
#include "bsprun/sort_run.h"
#include "bsprun/subcalls.h"
#include "bsprun/union_find.h"
#include "schedule/call_tree_program.h"

namespace ct::bsprun {

namespace {

// Bounds of what runs on data: the elements must fit in memory; supernode numbers fit in the
// EdgeMinimum key's 31 bits (boruvka_step.cpp).
constexpr double kMaxSortBytes = double(std::uint64_t(1) << 34);
constexpr std::int64_t kMaxNodes = std::int64_t(1) << 30;

bool isSortProblem(Problem p) {
    return p == Problem::Sort || p == Problem::IntegerSort;
}

// The first node below `n` (inclusive) that cannot run on data, as "path: reason".
std::optional<std::string> unsupportedBelow(const bsp::CallNode& n, const bsp::Library& lib,
                                            const std::string& path) {
    if (hasContract(n.problem)) {
        if (auto bad = bsp::expansionUnsupported(n, lib)) return path + ": " + *bad;
        return std::nullopt;
    }
    if (!isSortAlgorithm(n.algorithm) && !isMstAlgorithm(n.algorithm))
        return path + ": " + n.algorithm + " (" + scheduleName(n.problem) +
               ") has no data execution";
    for (std::size_t j = 0; j < n.children.size(); ++j)
        if (auto bad =
                unsupportedBelow(n.children[j], lib, path + ".subcalls[" + std::to_string(j) + "]"))
            return bad;
    return std::nullopt;
}

std::uint64_t wholeInput(const bsp::CallNode& tree, std::size_t i, const char* name) {
    if (tree.input.values.size() <= i)
        throw std::invalid_argument(std::string("input: ") + name + " is missing");
    const double v = tree.input[i];
    if (!(v >= 0) || v != double(std::uint64_t(v)))
        throw std::invalid_argument(std::string("input: ") + name + " must be a whole number ≥ 0");
    return std::uint64_t(v);
}

// A fixed-size record every processor contributes to the verdict.
template <class T>
std::vector<T> gatherRecords(BspChannel& world, const T& mine) {
    std::vector<T> all;
    for (const Bytes& b : allGather(world, toBytes(std::vector<T>{mine})))
        appendRecords(all, b);
    return all;
}

struct SortReport {
    std::uint64_t count = 0;
    std::int64_t unsortedAt = -1;  // first i with key[i] > key[i+1]
    std::uint32_t firstKey = 0, lastKey = 0;
    std::uint64_t checksum = 0, inputChecksum = 0, inputCount = 0;
};

// Processor 0's failure and summary, as every processor's verdict. Collective.
DataVerdict shareVerdict(BspChannel& world, const std::string& failure,
                         const std::string& summary) {
    DataVerdict v;
    // As bytes: "1" or "0" (ok or not), the failure, a newline, the summary.
    std::vector<Bytes> out(static_cast<std::size_t>(world.size()));
    if (world.rank() == 0) {
        const std::string text =
            std::string(failure.empty() ? "1" : "0") + failure + '\n' + summary;
        for (Bytes& b : out)
            b.assign(text.begin(), text.end());
    }
    const Bytes got = world.exchange(std::move(out))[0];
    const std::string text(got.begin(), got.end());
    const std::size_t cut = text.find('\n');
    v.ok = !text.empty() && text[0] == '1';
    v.failure = text.substr(1, cut == std::string::npos ? std::string::npos : cut - 1);
    v.summary = cut == std::string::npos ? std::string() : text.substr(cut + 1);
    return v;
}

// Sorted within and across processors, evenly distributed, a permutation of the input (counts
// and an order-independent checksum). Collective; every processor gets the same verdict.
DataVerdict verifySort(BspChannel& world, const Bytes& data, const Bytes& input,
                       std::uint64_t elementBytes) {
    DataVerdict v;
    const std::uint64_t b = elementBytes;
    SortReport mine;
    mine.count = data.size() / b;
    for (std::uint64_t i = 0; i + 1 < mine.count; ++i)
        if (keyAt(data.data() + i * b) > keyAt(data.data() + (i + 1) * b)) {
            mine.unsortedAt = std::int64_t(i);
            break;
        }
    if (mine.count > 0) {
        mine.firstKey = keyAt(data.data());
        mine.lastKey = keyAt(data.data() + (mine.count - 1) * b);
    }
    mine.checksum = elementsChecksum(data, b);
    mine.inputChecksum = elementsChecksum(input, b);
    mine.inputCount = input.size() / b;
    const std::vector<SortReport> all = gatherRecords(world, mine);
    std::ostringstream failure;
    std::uint64_t count = 0, inputCount = 0, sum = 0, inputSum = 0;
    for (const SortReport& r : all) {
        count += r.count;
        inputCount += r.inputCount;
        sum += r.checksum;
        inputSum += r.inputChecksum;
    }
    const int p = int(all.size());
    const SortReport* previous = nullptr;
    int previousRank = -1;
    for (int r = 0; r < p && failure.tellp() == 0; ++r) {
        const SortReport& x = all[std::size_t(r)];
        const std::uint64_t expected =
            blockBegin(inputCount, p, r + 1) - blockBegin(inputCount, p, r);
        if (x.count != expected)
            failure << "processor " << r << " holds " << x.count << " elements, the even "
                    << "distribution of " << inputCount << " gives it " << expected;
        else if (x.unsortedAt >= 0)
            failure << "processor " << r << ": elements " << x.unsortedAt << " and "
                    << x.unsortedAt + 1 << " are out of order";
        else if (previous && x.count > 0 && previous->lastKey > x.firstKey)
            failure << "processors " << previousRank << " and " << r
                    << " are out of order: last key " << previous->lastKey << " > first key "
                    << x.firstKey;
        if (x.count > 0) {
            previous = &x;
            previousRank = r;
        }
    }
    if (failure.tellp() == 0 && (count != inputCount || sum != inputSum))
        failure << "not a permutation of the input: " << count << " elements (input " << inputCount
                << "), checksum " << sum << " (input " << inputSum << ")";
    v.ok = failure.tellp() == 0;
    v.failure = failure.str();
    std::ostringstream summary;
    summary << count << " elements of " << b << " bytes sorted on " << p << " processors, checksum "
            << sum;
    v.summary = summary.str();
    return v;
}

// The tree's edges (gathered on processor 0) against Kruskal's on the gathered input: edges of
// the input with their weights, no cycle, n − 1 of them, the same total weight. Collective;
// processor 0's verdict reaches everyone.
DataVerdict verifyMst(BspChannel& world, const std::vector<Edge>& inputEdges,
                      const std::vector<Edge>& treeEdges, std::int64_t nodes) {
    const Bytes inputAll = gatherToZero(world, toBytes(inputEdges));
    const Bytes treeAll = gatherToZero(world, toBytes(treeEdges));
    std::string failure, summary;
    if (world.rank() == 0) {
        std::vector<Edge> graph, result;
        appendRecords(graph, inputAll);
        appendRecords(result, treeAll);
        std::sort(graph.begin(), graph.end(),
                  [](const Edge& a, const Edge& b) { return a.id < b.id; });
        const std::vector<Edge> reference = kruskalForest(graph, nodes);
        double referenceWeight = 0, weight = 0;
        for (const Edge& e : reference)
            referenceWeight += e.weight;
        std::ostringstream f;
        UnionFind components{std::size_t(std::max<std::int64_t>(nodes, 1))};
        for (const Edge& e : result) {
            weight += e.weight;
            if (f.tellp() != 0) continue;
            if (e.id < 0 || std::size_t(e.id) >= graph.size() ||
                graph[std::size_t(e.id)].id != e.id)
                f << "tree edge " << e.id << " is not an edge of the input";
            else if (graph[std::size_t(e.id)].weight != e.weight)
                f << "tree edge " << e.id << " has weight " << e.weight << ", the input's "
                  << graph[std::size_t(e.id)].weight;
            else if (!components.unite(std::size_t(graph[std::size_t(e.id)].u),
                                       std::size_t(graph[std::size_t(e.id)].v)))
                f << "tree edge " << e.id << " closes a cycle";
        }
        if (f.tellp() == 0 && std::int64_t(result.size()) != std::max<std::int64_t>(nodes - 1, 0))
            f << result.size() << " tree edges, a spanning tree of " << nodes << " nodes has "
              << nodes - 1;
        if (f.tellp() == 0 && weight != referenceWeight)
            f << "total weight " << weight << ", Kruskal's is " << referenceWeight;
        failure = f.str();
        std::ostringstream m;
        m << "MST of " << nodes << " nodes, " << graph.size() << " edges: " << result.size()
          << " edges, weight " << weight << " (Kruskal " << referenceWeight << ")";
        summary = m.str();
    }
    return shareVerdict(world, failure, summary);
}

}  // namespace

std::optional<std::string> dataExecutionUnsupported(const bsp::CallNode& tree,
                                                    const bsp::Library& lib) {
    if (!isSortProblem(tree.problem) && tree.problem != Problem::MST)
        return std::string("tree: ") + scheduleName(tree.problem) +
               " has no data execution (only Sort, IntegerSort and MST run on real data)";
    if (isSortProblem(tree.problem) && tree.input.values.size() >= 2 && tree.input[1] < 4)
        return "tree.input: element_size " + bsp::Input{{tree.input[1]}}.toString() +
               " bytes cannot hold the 4-byte key";
    if (isSortProblem(tree.problem) && tree.input.values.size() >= 2 &&
        tree.input[0] * tree.input[1] > kMaxSortBytes)
        return "tree.input: " + tree.input.toString() + " is more than " +
               std::to_string(std::uint64_t(kMaxSortBytes) >> 30) +
               " GiB of elements, too large to run on data";
    if (tree.problem == Problem::MST && tree.input.values.size() >= 2) {
        if (tree.input[0] > double(kMaxNodes))
            return "tree.input: at most " + std::to_string(kMaxNodes) + " nodes run on real data";
        if (tree.input[1] > double(kMaxEdges))
            return "tree.input: at most " + std::to_string(kMaxEdges) + " edges run on real data";
        if (tree.input[1] < tree.input[0] - 1)
            return "tree.input: a disconnected input is refused (" + tree.input.toString() +
                   ": fewer than nodes − 1 edges)";
    }
    if (auto bad = bsp::validateNode(tree, lib, tree.calcProcs, "tree")) return bad;
    return unsupportedBelow(tree, lib, "tree");
}

struct DataCase::State {
    bsp::CallNode tree;
    const bsp::Library* lib = nullptr;
    int rank = 0, procs = 1;
    bool graph = false;
    // Sort, IntegerSort
    std::uint64_t total = 0, elementBytes = 0;
    Bytes input, data;
    // MST
    std::int64_t nodes = 0, edges = 0;
    std::vector<Edge> inputEdges, result;
    bool ran = false;
    // Made once `tree` is in place (it indexes the nodes by address).
    std::optional<RunContext> context;
};

DataCase::DataCase(const bsp::CallNode& tree, const bsp::Library& lib, int rank, int procs,
                   std::uint64_t seed)
    : m_state(std::make_unique<State>()) {
    if (auto bad = dataExecutionUnsupported(tree, lib)) throw std::invalid_argument(*bad);
    if (procs < 1 || rank < 0 || rank >= procs)
        throw std::invalid_argument("processor " + std::to_string(rank) + " of " +
                                    std::to_string(procs));
    if (tree.dataProcs != procs)
        throw std::invalid_argument("the schedule runs on " + std::to_string(tree.dataProcs) +
                                    " processors, the world has " + std::to_string(procs));
    State& s = *m_state;
    s.tree = tree;
    s.lib = &lib;
    s.rank = rank;
    s.procs = procs;
    s.graph = tree.problem == Problem::MST;
    s.context.emplace(s.tree, lib);
    if (s.graph) {
        s.nodes = std::int64_t(wholeInput(tree, 0, "nodes"));
        s.edges = std::int64_t(wholeInput(tree, 1, "edges"));
        const std::vector<Edge> all = generateGraph(s.nodes, s.edges, seed);
        const auto e = std::uint64_t(s.edges);
        s.inputEdges.assign(all.begin() + std::ptrdiff_t(blockBegin(e, procs, rank)),
                            all.begin() + std::ptrdiff_t(blockBegin(e, procs, rank + 1)));
    } else {
        s.total = wholeInput(tree, 0, "count");
        s.elementBytes = wholeInput(tree, 1, "element_size");
        const std::uint64_t first = blockBegin(s.total, procs, rank);
        s.input = generateKeys(s.total, s.elementBytes, first,
                               blockBegin(s.total, procs, rank + 1) - first, seed);
    }
    reset();
}

DataCase::~DataCase() = default;
DataCase::DataCase(DataCase&&) noexcept = default;
DataCase& DataCase::operator=(DataCase&&) noexcept = default;

void DataCase::reset() {
    State& s = *m_state;
    s.data = s.input;
    s.result.clear();
    s.ran = false;
}

void DataCase::run(BspChannel& world) {
    State& s = *m_state;
    requireProcs(s.tree, world);
    s.context->clearSamples();
    const ActiveRun active(*s.context);
    if (s.graph)
        runMst(s.tree, *s.lib, world, s.inputEdges, s.result);
    else
        runSort(s.tree, *s.lib, world, s.data, s.elementBytes);
    s.ran = true;
}

const std::vector<std::string>& DataCase::nodePaths() const {
    return m_state->context->paths();
}

const std::vector<NodeSample>& DataCase::lastRunNodeTimes() const {
    return m_state->context->samples();
}

DataVerdict DataCase::verify(BspChannel& world) {
    const State& s = *m_state;
    if (s.graph) return verifyMst(world, s.inputEdges, s.result, s.nodes);
    return verifySort(world, s.data, s.input, s.elementBytes);
}

void DataCase::corruptResult() {
    State& s = *m_state;
    if (s.graph) {
        // A tree edge here gets heavier; a processor without tree edges (the tree is on
        // processor 0) claims one of its input edges, or an edge 0 of weight 1 when it has none:
        // either makes the tree wrong (a weight, a cycle, or one edge too many).
        if (!s.result.empty())
            s.result.front().weight += 1;
        else if (!s.inputEdges.empty())
            s.result.push_back(s.inputEdges.front());
        else
            s.result.push_back(Edge{0, 0, 0, 1});
        return;
    }
    const std::uint64_t b = s.elementBytes, n = s.data.size() / b;
    if (n >= 2) {
        // Swap the smallest and the largest element (keys differ unless all are equal: then
        // change the payload of one so the checksum bites).
        std::uint64_t lo = 0, hi = 0;
        for (std::uint64_t i = 1; i < n; ++i) {
            if (keyAt(s.data.data() + i * b) < keyAt(s.data.data() + lo * b)) lo = i;
            if (keyAt(s.data.data() + i * b) > keyAt(s.data.data() + hi * b)) hi = i;
        }
        if (keyAt(s.data.data() + lo * b) != keyAt(s.data.data() + hi * b)) {
            for (std::uint64_t k = 0; k < b; ++k)
                std::swap(s.data[lo * b + k], s.data[hi * b + k]);
            return;
        }
    }
    if (n >= 1)
        s.data[0] ^= 1;  // a key changed: the checksum no longer matches
    else
        s.data.assign(b, 0);  // an element appears where there was none: a count is wrong
}

}  // namespace ct::bsprun
