#pragma once
// Reads an Open MPI 6.0 JSON rules file ("rule_file_version": 3) exactly as Open MPI 6.0 does
// (ompi_coll_tuned_read_rules_json in coll_tuned_dynamic_file.c, v6.0.x), and reports every
// problem Open MPI is silent about as a Finding with its line:
//
// - text that is no JSON is read as a classic file instead (and usually ignored then);
// - Open MPI gives up on the whole file (its fixed decisions stay, silently unless
//   coll_tuned_verbose is set) when "collectives" is missing or no object, a collective's name is
//   unknown, its rules are no array, a size is neither an integer nor a string starting "inf", a
//   communicator rule has no "rules", or a message rule has no "alg";
// - it reads without a word: an algorithm it does not know (by number, or by name, any case) —
//   that rule is switched off; keys it does not know (a misspelt "msg_size_mim" leaves the
//   rule's lower bound at 0); a minimum above its maximum (the rule never matches); a rule
//   behind earlier ones that cover all it covers (the first match wins); a collective given
//   twice (the later one wins); an unknown "comm_rank_distribution" (read as "any").
//
// Selection: the first communicator rule whose [comm_size_min, comm_size_max] holds the
// communicator size (and whose rank distribution it has; this tool's runs are on one node),
// then the first of its message rules whose [msg_size_min, msg_size_max] holds the message size;
// none: Open MPI's fixed decision (algorithm 0).
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "tuning/finding.h"
#include "tuning/ompi_algorithms.h"

namespace ct::tuning {

// Open MPI's "no upper bound" for sizes (COLL_RULES_MESSAGE_SIZE_INF: SSIZE_MAX, what "inf"
// reads as); a negative size read unsigned lies above it.
inline constexpr std::uint64_t kJsonSizeInf =
    std::uint64_t(std::numeric_limits<std::int64_t>::max());

struct JsonMessageRule {
    std::uint64_t minBytes = 0;
    std::uint64_t maxBytes = kJsonSizeInf;
    int algorithm = 0;  // 0 = Open MPI's fixed decision
    int faninout = 0;
    int segmentBytes = 0;
    int maxRequests = 0;
    bool switchedOff = false;  // an algorithm Open MPI does not know: the rule never matches
    int line = 0;
};

struct JsonCommRule {
    std::int64_t minRanks = 0;
    std::int64_t maxRanks = std::numeric_limits<int>::max();
    // "any", "singlenode" or "disjoint" (coll_rules_comm_rank_distro_t)
    std::string distribution = "any";
    std::vector<JsonMessageRule> rules;
    int line = 0;
};

struct JsonCollectiveRules {
    int collective = 0;  // Open MPI's id (ompi_collectives.h)
    std::vector<JsonCommRule> commRules;
    int line = 0;
};

struct OmpiJsonRules {
    std::vector<JsonCollectiveRules> collectives;  // one per collective, the later one kept
    // The rule that applies, nullptr for Open MPI's fixed decision. Ranks on one node.
    const JsonMessageRule* select(int collective, int commSize, std::uint64_t messageBytes) const;
};

struct OmpiJsonReadResult {
    bool isJson = false;  // false: Open MPI reads the file as a classic one instead
    bool loads = false;   // false: Open MPI ignores the file and keeps its fixed decisions
    OmpiJsonRules rules;
    Findings findings;  // empty exactly when the file is read as written
};

// `known`: the installed Open MPI's algorithms (their numbers and names).
OmpiJsonReadResult readOmpiJsonRules(std::string_view text, const KnownAlgorithms& known);

}  // namespace ct::tuning
