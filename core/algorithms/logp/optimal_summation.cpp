#include "algorithms/logp/optimal_summation.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "algorithms/logp/fibonacci_lattice.h"

namespace ct {
namespace {

TreeCosts summationCosts(const LogGP& p) {
    const std::uint64_t oneValue = 8;
    TreeCosts c = TreeCosts::of(p, oneValue);
    c.lat += p.combinePerElement;  // the parent adds each arriving sum: latency L + γ
    return c;
}

// A_i from Lemma 1 with the children the (possibly cut) tree really gives the node.
std::uint64_t ownOperands(double effectiveTime, std::size_t children, const LogGP& p) {
    const double free = effectiveTime - double(children) * (p.oRecv + p.combinePerElement);
    if (free < 0) return 1;
    return static_cast<std::uint64_t>(std::floor(free / p.combinePerElement + 1e-9)) + 1;
}

std::uint64_t capacityOf(const OptimalTree& t, const LogGP& p) {
    std::uint64_t sum = 0;
    for (Rank r = 0; r < t.tree.ranks(); ++r)
        sum += ownOperands(t.effectiveTime[r], t.tree.children(r).size(), p);
    return sum;
}

}  // namespace

SummationPlan optimalSummation(Rank P, Rank root, const LogGP& params, std::uint64_t N) {
    if (auto bad = params.problem()) throw std::invalid_argument(*bad);
    if (!(params.combinePerElement > 0))
        throw std::invalid_argument(
            "the time of one addition must be positive (Shou & Chen 1996: 1 cycle)");
    if (N < 1) throw std::invalid_argument("there must be at least one operand");
    if (P < 1) throw std::invalid_argument("the number of processors must be at least 1");
    if (root < 0 || root >= P) throw std::invalid_argument("root out of range");
    const TreeCosts costs = summationCosts(params);

    // The largest prefix P' whose capacity N_S(P') does not exceed N (binary search: capacity
    // grows with P'; for N >= N_S(P) this is P itself).
    auto buildFor = [&](Rank procs) { return optimalBroadcastTree(procs, 0, costs); };
    OptimalTree tree = buildFor(P);
    Rank used = P;
    if (capacityOf(tree, params) > N) {
        Rank lo = 1, hi = P - 1;
        while (lo < hi) {
            const Rank mid = lo + (hi - lo + 1) / 2;
            if (capacityOf(buildFor(mid), params) <= N)
                lo = mid;
            else
                hi = mid - 1;
        }
        used = lo;
        tree = buildFor(used);
    }

    SummationPlan plan;
    plan.procs = P;
    plan.procsUsed = used;
    plan.root = root;
    plan.operands = N;
    plan.treeTime = tree.time;
    plan.capacity = capacityOf(tree, params);
    plan.receivesOverlap = costs.step < params.oRecv + params.combinePerElement && used > 1;
    const std::uint64_t extra = N - plan.capacity;
    const std::uint64_t B = extra / std::uint64_t(used);
    const std::uint64_t R = extra % std::uint64_t(used);
    plan.time = tree.time + double(B + (R ? 1 : 0)) * params.combinePerElement;

    // Place the used prefix (virtual ranks 0..P'-1, root 0) on real ranks (v + root) mod P.
    const auto n = static_cast<std::size_t>(P);
    auto real = [&](Rank v) { return static_cast<Rank>((std::int64_t(v) + root) % P); };
    std::vector<Rank> parent(n, kNoRank);
    std::vector<std::int32_t> order(n, -1);
    plan.tree.effectiveTime.assign(n, 0.0);
    plan.tree.receiveTime.assign(n, 0.0);
    plan.tree.subtreeSize.assign(n, 0);
    plan.own.assign(n, 0);
    plan.share.assign(n, 0);
    plan.operandsOf.assign(n, 0);
    plan.used.assign(n, false);
    for (Rank v = 0; v < used; ++v) {
        const Rank r = real(v);
        parent[r] = tree.tree.parent(v) == kNoRank ? kNoRank : real(tree.tree.parent(v));
        order[r] = tree.tree.order(v);
        plan.tree.effectiveTime[r] = tree.effectiveTime[v];
        plan.tree.receiveTime[r] = tree.receiveTime[v];
        plan.tree.subtreeSize[r] = tree.subtreeSize[v];
        plan.own[r] = ownOperands(tree.effectiveTime[v], tree.tree.children(v).size(), params);
        plan.share[r] = B + (std::uint64_t(v) < R ? 1 : 0);
        plan.operandsOf[r] = plan.own[r] + plan.share[r];
        plan.used[r] = true;
    }
    // Idle ranks hang nowhere: give them a harmless place in the tree structure (no messages).
    plan.tree.tree = BroadcastTree(root, std::move(parent), std::move(order));
    plan.tree.time = tree.time;
    return plan;
}

Program summationProgram(const SummationPlan& plan, const LogGP& p) {
    const Rank P = plan.procs;
    const std::uint64_t value = 8;
    const double gamma = p.combinePerElement;
    const double shift = plan.time - plan.treeTime;  // every rank runs this much later than T*
    const TreeCosts costs = summationCosts(p);
    ProgramBuilder b(P, static_cast<std::uint32_t>(value));
    for (Rank r = 0; r < P; ++r) {
        if (!plan.used[r]) continue;
        const auto children = plan.tree.tree.children(r);
        const std::uint64_t N = plan.operandsOf[r];
        std::uint64_t next = 1;  // operand 0 is the running sum
        double clock = 0;        // this rank's planned time
        auto addLocal = [&](std::uint64_t count) {
            count = std::min(count, N - next);
            if (count == 0) return;
            b.add(r, Op::combine(next * value, 0, count * value, CombineMode::Fold));
            next += count;
            clock += double(count) * gamma;
        };
        // Child k's sum arrives at T_i + shift - k·step - o_r - γ: last child first.
        const double Ti = plan.tree.effectiveTime[r];
        for (std::size_t k = children.size(); k-- > 0;) {
            const double recvStart = Ti + shift - double(k) * costs.step - p.oRecv - gamma;
            const double room = recvStart - clock;
            if (room > 0) addLocal(static_cast<std::uint64_t>(std::floor(room / gamma + 1e-9)));
            const std::uint64_t slot = (N + k) * value;
            b.add(r, Op::recv(children[k], value, slot));
            b.add(r, Op::combine(slot, 0, value));
            clock = std::max(clock, recvStart) + p.oRecv + gamma;
        }
        addLocal(N - next);
        if (plan.tree.tree.parent(r) != kNoRank)
            b.add(r, Op::send(plan.tree.tree.parent(r), value, 0));
    }
    return b.build("optimal-sum");
}

Rank computeParent(Rank self, Rank P, Rank root, const TreeCosts& c) {
    if (P < 1 || self < 0 || self >= P || root < 0 || root >= P)
        throw std::invalid_argument("rank or root out of range");
    const std::uint64_t target = static_cast<std::uint64_t>((std::int64_t(self) - root + P) % P);
    if (target == 0) return kNoRank;
    const double T = optimalBroadcastTime(P, c);
    const FibonacciLattice f(T, c.lat, c.step);
    // Walk down: at node `node` (lattice a, b) find the child whose preorder range holds target.
    std::uint64_t node = 0;
    std::int64_t a = 0, b = 0;
    for (;;) {
        const std::uint64_t fi = f.f(a, b);
        bool descended = false;
        for (std::int64_t k = 0; f.nonNegative(a + 1, b + k); ++k) {
            const std::uint64_t child = node + 1 + fi - f.f(a, b + k);
            if (child == target)
                return static_cast<Rank>((node + std::uint64_t(root)) % std::uint64_t(P));
            if (child < target && target < child + f.f(a + 1, b + k)) {
                node = child;
                a += 1;
                b += k;
                descended = true;
                break;
            }
        }
        if (!descended) throw std::logic_error("computeParent: rank not found in the tree");
    }
}

}  // namespace ct
