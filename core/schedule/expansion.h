#pragma once
// Internal to the call tree -> program expansion (call_tree_program.cpp): the state shared by
// the algorithms' expanders, and the registry that maps an algorithm name to its expander.
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "schedule/call_tree.h"
#include "program/program.h"
#include "model/loggp.h"

namespace ct::bsp {

// A byte range of every rank's buffer.
struct Part {
    std::uint64_t offset = 0;
    std::uint64_t bytes = 0;
};

class Expansion;

// Emits the operations of `node` running on `ranks` (logical processor i of the algorithm is
// physical rank ranks[i]; ranks.size() == node.dataProcs) on the data `part`. Broadcasts send
// from ranks[0]; reductions end on ranks.back() (Bonorden 2002: processor p−1 gets the sum).
using Expander =
    std::function<void(Expansion&, const CallNode& node, const std::vector<Rank>& ranks, Part part,
                       const std::string& path)>;

class Expansion {
public:
    Expansion(Rank procs, std::uint64_t bytes, std::optional<LogGP> model)
        : m_builder(procs), m_bytes(bytes), m_model(std::move(model)) {}

    ProgramBuilder& builder() { return m_builder; }
    std::uint64_t bytes() const { return m_bytes; }  // m, the whole message / vector
    const std::optional<LogGP>& model() const { return m_model; }
    // How the sums of the prefix algorithms (Reduce, ReduceAll, Scan, ScanAll) combine: elementwise
    // sums, unless an enclosing algorithm expands its subcalls with another commutative,
    // associative operator (SegmentMinimum's Scan(1) takes the segmented minimum).
    CombineMode combineMode() const { return m_combineMode; }
    void setCombineMode(CombineMode mode) { m_combineMode = mode; }
    // End of a superstep of the algorithm running on `ranks`: a barrier of that partition.
    void barrier(const std::vector<Rank>& ranks);
    // Expands a subcall (the node's j-th child) on `ranks`.
    void expand(const CallNode& node, const std::vector<Rank>& ranks, Part part,
                const std::string& path);
    Program build(std::string name) { return m_builder.build(std::move(name)); }

private:
    ProgramBuilder m_builder;
    std::uint64_t m_bytes;
    std::optional<LogGP> m_model;
    CombineMode m_combineMode = CombineMode::Elementwise;
    std::map<std::vector<Rank>, Rank> m_groups;  // one group per partition
};

// Expanders by algorithm name (nullptr: the algorithm does not expand).
const Expander* expanderFor(const std::string& algorithm);
void registerBroadcastExpanders(std::map<std::string, Expander>& table);  // expand_broadcast.cpp
void registerPrefixExpanders(std::map<std::string, Expander>& table);     // expand_prefix.cpp
void registerLogPExpanders(std::map<std::string, Expander>& table);       // logp_broadcasts.cpp

// ranks[first, first + count): a partition's slice of its parent's ranks.
std::vector<Rank> slice(const std::vector<Rank>& ranks, std::size_t first, std::size_t count);
std::string subcallPath(const std::string& path, std::size_t j);

}  // namespace ct::bsp
