// The Optimizer's memo of lower bounds (docs/bsp-model.md, "Lower bounds"): per (problem,
// input, data procs) the best bound known and the cap it was refined for, in an open-addressing
// table of its own; the problems' bound functions ask and tell it through a SubBound.
#include <algorithm>
#include <vector>

#include "schedule/optimizer_keys.h"
#include "schedule/search.h"

namespace ct::bsp {
using optimizer_detail::kBoundSlack;
using optimizer_detail::keyHash;

// Doubles the bounds' table.
void Optimizer::growBounds() {
    const std::size_t slots = std::max<std::size_t>(64, 2 * m_boundSlots.size());
    m_boundSlots.assign(slots, -1);
    for (std::size_t b = 0; b < m_bounds.size(); ++b) {
        std::size_t slot = m_bounds[b].hash & (slots - 1);
        while (m_boundSlots[slot] >= 0)
            slot = (slot + 1) & (slots - 1);
        m_boundSlots[slot] = int(b);
    }
}

int Optimizer::boundEntry(int problem, const double* values, int size, int dataProcs) {
    if (2 * (m_bounds.size() + 1) > m_boundSlots.size()) [[unlikely]]
        growBounds();
    const std::size_t hash = keyHash(problem, dataProcs, 0, values, size);
    const std::size_t mask = m_boundSlots.size() - 1;
    std::size_t slot = hash & mask;
    for (; m_boundSlots[slot] >= 0; slot = (slot + 1) & mask) {
        const BoundEntry& b = m_bounds[std::size_t(m_boundSlots[slot])];
        if (b.hash == hash && b.problem == problem && b.dataProcs == dataProcs &&
            b.inputSize == size &&
            std::equal(values, values + size, m_boundInputs.data() + b.inputAt))
            return m_boundSlots[slot];
    }
    m_boundSlots[slot] = int(m_bounds.size());
    BoundEntry entry;
    entry.hash = hash;
    entry.problem = problem;
    entry.dataProcs = dataProcs;
    entry.inputAt = int(m_boundInputs.size());
    entry.inputSize = size;
    for (int i = 0; i < size; ++i)
        m_boundInputs.push_back(values[i]);
    m_bounds.push_back(entry);
    return int(m_bounds.size()) - 1;
}

namespace {

// Whether what the memo knows of a bound answers a question with this cap (LowerBound's
// contract): the bound itself, or a value that already reaches the cap.
bool answers(double value, double knownCap, double cap) {
    return knownCap >= 0 && (isFinalBound(value, knownCap) || value >= cap);
}

}  // namespace

double Optimizer::boundAt(int b, double cap) {
    {
        const BoundEntry& known = m_bounds[std::size_t(b)];
        if (known.busy) return 0;  // a cycle: 0 is always valid
        if (answers(known.value, known.cap, cap)) return known.value;
    }
    const BoundEntry known = m_bounds[std::size_t(b)];
    const LowerBound* bound = m_problems[std::size_t(known.problem)].bound;
    if (!bound) return 0;
    m_bounds[std::size_t(b)].busy = true;
    const int outer = m_boundProblem;
    m_boundProblem = known.problem;
    // The input is copied: m_boundInputs may grow meanwhile.
    double input[8];
    std::vector<double> large;
    const double* at = m_boundInputs.data() + known.inputAt;
    std::span<const double> in;
    if (known.inputSize <= int(std::size(input))) {
        std::copy(at, at + known.inputSize, input);
        in = {input, std::size_t(known.inputSize)};
    } else {
        large.assign(at, at + known.inputSize);
        in = large;
    }
    // Made here rather than kept as a member, which would point into a copied-from Optimizer.
    const SubBound sub(
        [this](std::span<const double> values, int dataProcs, double subCap) {
            return boundOf(m_boundProblem, values.data(), int(values.size()), dataProcs, subCap);
        },
        [this](std::span<const double> values, int dataProcs, double value, double subCap) {
            remember(boundEntry(m_boundProblem, values.data(), int(values.size()), dataProcs),
                     value, subCap);
        });
    const double value = std::max(0.0, (*bound)(in, known.dataProcs, m_machine, sub, cap));
    m_boundProblem = outer;
    BoundEntry& out = m_bounds[std::size_t(b)];
    out.busy = false;
    out.value = std::max(value, known.cap >= 0 ? known.value : 0.0);  // never worse than before
    out.cap = cap;
    return out.value;
}

void Optimizer::remember(int b, double value, double cap) {
    BoundEntry& known = m_bounds[std::size_t(b)];
    if (known.busy) return;  // its own computation will store it
    if (known.cap >= 0 && !betterBoundInfo(value, cap, known.value, known.cap)) return;
    known.value = value;
    known.cap = cap;
}

double Optimizer::boundOf(int problem, const double* values, int size, int dataProcs, double cap) {
    if (!m_problems[std::size_t(problem)].bound) return 0;
    return boundAt(boundEntry(problem, values, size, dataProcs), cap);
}

double Optimizer::lowerOf(int e, double cap) {
    const Entry& entry = m_entries[std::size_t(e)];
    if (!m_problems[std::size_t(entry.problem)].bound) return 0;
    int b = entry.bound;
    if (b < 0) {
        b = boundEntry(entry.problem, m_inputs.data() + entry.inputAt, entry.inputSize,
                       entry.dataProcs);
        m_entries[std::size_t(e)].bound = b;
    }
    return boundAt(b, cap / kBoundSlack) * kBoundSlack;
}

double Optimizer::refLower(int r, double cap) {
    const Ref ref = m_refs[std::size_t(r)];
    if (ref.entry >= 0) return lowerOf(ref.entry, cap);
    if (!m_problems[std::size_t(ref.problem)].bound) return 0;
    int b = ref.bound;
    if (b < 0) {
        b = boundEntry(ref.problem, m_inputs.data() + ref.inputAt, ref.inputSize, ref.dataProcs);
        m_refs[std::size_t(r)].bound = b;
    }
    const double wanted = cap / kBoundSlack;
    // Mostly answered by what the bound's evaluation told the memo: then without the call.
    const BoundEntry& known = m_bounds[std::size_t(b)];
    if (!known.busy && answers(known.value, known.cap, wanted)) return known.value * kBoundSlack;
    return boundAt(b, wanted) * kBoundSlack;
}

}  // namespace ct::bsp
