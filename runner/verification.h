#pragma once
// The data a run starts from and the data every rank must end with. Results are verified, not
// assumed:
// - collectives (broadcast, reduce, allreduce, allgather, reduce-scatter) follow core's data
//   contract (program/collective.h), the same one the reference executor's tests check, so
//   the runner and the tests cannot disagree about what "correct" means;
// - Shou & Chen's (1996) summation: rank r holds N_r int64 operands at [0, 8·N_r), operand j being
//   r·1000003 + j; every participating rank must end with the exact sum of its subtree's
//   operands (the root: of all), computed here from the summation plan — independently of the
//   program that is being tested.
// Pure (no MPI).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/logp/optimal_summation.h"
#include "program/collective.h"

namespace ct::runner {

// Operand j of rank r in a summation.
std::int64_t operandValue(Rank r, std::uint64_t j);

struct Failure {
    Rank rank = kNoRank;
    std::int64_t run = 0;  // 0-based over all runs, warm-up included
    std::string what;      // "rank 3 offset 16: expected 12 got 9"

    std::string describe() const { return what + " (run " + std::to_string(run) + ")"; }

    // Fixed-size form for MPI_Gather: rank, run, then the text (cut to fit, NUL-terminated).
    static constexpr std::size_t kTextBytes = 240;
    struct Encoded {
        std::int64_t rank = kNoRank;  // kNoRank: no failure
        std::int64_t run = 0;
        std::array<char, kTextBytes> text{};
    };
    static Encoded encode(const std::optional<Failure>& f);
    static std::optional<Failure> decode(const Encoded& e);
};

class Workload {
public:
    // Throws std::invalid_argument when the contract cannot hold the data (reductions need whole
    // 8-byte elements).
    static Workload collective(const CollectiveSpec& spec);
    // Throws std::logic_error when the plan's tree does not reach every participating rank.
    static Workload summation(const SummationPlan& plan);

    bool isSummation() const { return !m_operands.empty(); }
    // Bytes rank r's buffer needs so that its data fits (the program's buffer must be as large).
    std::uint64_t requiredBytes(Rank r) const;
    // Grows `buffer` to requiredBytes(r) if needed (allocate enough up front to avoid that).
    // BufferFill::Layout leaves a collective's scratch as the last run left it (initializeBuffer).
    void fill(Rank r, RankBuffer& buffer, BufferFill extent = BufferFill::Whole) const;
    std::optional<Failure> check(Rank r, const RankBuffer& buffer) const;
    // True when a run leaves what fill() wrote on rank r as it was unless check() fails: a
    // broadcast's root only sends. Its data then need not be written again before every run
    // (inputsRewrittenBeforeEachRun, which the predictions of the runner's cases assume).
    bool keepsInput(Rank r) const {
        return !isSummation() && !inputsRewrittenBeforeEachRun(m_spec.kind) && r == m_spec.root;
    }
    // Testing hook: flips one byte of what rank r must end with; false when r must end with
    // nothing (a reduce's non-root, an idle summation rank).
    bool corrupt(Rank r, RankBuffer& buffer) const;

    // Summation: the exact total the root must hold, and each rank's operand count.
    std::int64_t expectedTotal() const { return m_total; }
    std::uint64_t operandsOf(Rank r) const { return m_operands.empty() ? 0 : m_operands[r]; }

private:
    CollectiveSpec m_spec;                  // collectives
    Rank m_root = 0;                        // summation
    std::vector<std::uint64_t> m_operands;  // N_r (0: rank idle); empty for collectives
    std::vector<std::int64_t> m_partial;    // sum over r's subtree
    std::vector<bool> m_used;
    std::int64_t m_total = 0;
};

}  // namespace ct::runner
