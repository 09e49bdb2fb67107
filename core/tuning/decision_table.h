#pragma once
// A coll/tuned decision table as Open MPI's rules files hold it: per collective, per
// communicator size, message-size rules each choosing an algorithm with its fan-in/out, segment
// size and (rule-file-version-2) maximum outstanding requests; and Open MPI's selection over it.
//
// Selection (ompi_coll_tuned_get_com_rule_ptr and ompi_coll_tuned_get_target_method_params,
// Open MPI 4.1/5.0): the communicator-size entries are scanned in file order up to the first one
// larger than the communicator; the last one before it applies, the first entry when the
// communicator is smaller than all. The same scan picks the message rule. Algorithm 0 means
// Open MPI's fixed (compiled-in) decision.
#include <cstdint>
#include <optional>
#include <vector>

namespace ct::tuning {

struct MessageRule {
    std::uint64_t minBytes = 0;  // applies from this message size up to the next rule's
    int algorithm = 0;           // 0 = Open MPI's fixed decision
    int faninout = 0;
    int segmentBytes = 0;
    std::optional<int> maxRequests;  // rule-file-version-2's fifth column
    int line = 0;                    // where it was read (0 when built in code)
};

struct CommSizeRules {
    int commSize = 0;
    std::vector<MessageRule> rules;
    int line = 0;
};

struct CollectiveRules {
    int collective = 0;  // Open MPI's id (ompi_collectives.h)
    std::vector<CommSizeRules> commSizes;
    int line = 0;
};

struct DecisionTable {
    int fileVersion = 1;  // 2 when any rule has maxRequests (rule-file-version-2)
    std::vector<CollectiveRules> collectives;

    // The rules for a collective, nullptr when the table has none (Open MPI's fixed decision).
    const CollectiveRules* find(int collective) const;
};

struct Selection {
    const CommSizeRules* commSize = nullptr;
    const MessageRule* rule = nullptr;
};

// How Open MPI reads a classic file's sizes. Up to 5.0 (FromItsSize): a communicator-size entry
// applies from its size up to the next entry's size, the first one also below it; a message rule
// from its size up to the next one's. Open MPI 6.0 (BelowItsSize) turns both into ranges as it
// reads the file and takes the first that holds the size: a message rule still covers [its
// size, next − 1], but a communicator-size entry covers [the previous entry's size, its own − 1]
// (the first from 0, the last up to any size) — one entry later than before: with entries for 2
// and 4 ranks a communicator of 2 gets the rules written for 4 (measured under Open MPI 6.0.0a1,
// docs/tuning.md, "Open MPI 6.0"). coll_tuned_dynamic_file.c of 6.0 sets mpi_comsize_max to
// COMSIZE - 1, and its converter to JSON (contrib/coll_tuned_rulefile_converter.py) does the same.
enum class CommSizeReading { FromItsSize, BelowItsSize };

// The rule Open MPI applies; nullopt when the table has no rule for this case (the collective is
// absent, it has no communicator sizes, or the chosen size has no message rules).
std::optional<Selection> selectRule(const DecisionTable& table, int collective, int commSize,
                                    std::uint64_t messageBytes,
                                    CommSizeReading reading = CommSizeReading::FromItsSize);

// One row of the effective table: for communicator sizes [commMin, commMax] and message sizes
// [bytesMin, bytesMax] (nullopt = no upper bound) this rule runs.
struct EffectiveRow {
    int collective = 0;
    int commMin = 0;
    std::optional<int> commMax;
    std::uint64_t bytesMin = 0;
    std::optional<std::uint64_t> bytesMax;
    const MessageRule* rule = nullptr;
};

// What runs where, computed by selecting at every boundary the file mentions (selection is
// constant between them), so sizes out of order show their real effect. Ranges start at
// communicator size 1 and message size 0.
std::vector<EffectiveRow> effectiveTable(const DecisionTable& table,
                                         CommSizeReading reading = CommSizeReading::FromItsSize);

}  // namespace ct::tuning
