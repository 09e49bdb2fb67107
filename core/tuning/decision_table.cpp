#include "tuning/decision_table.h"

#include <algorithm>
#include <limits>
#include <set>

namespace ct::tuning {

const CollectiveRules* DecisionTable::find(int collective) const {
    // A collective given twice: Open MPI's reader keeps the later entry.
    const CollectiveRules* found = nullptr;
    for (const auto& c : collectives)
        if (c.collective == collective) found = &c;
    return found;
}

namespace {

// Open MPI 6.0's reading: ranges in file order, the first that holds the size.
std::optional<Selection> selectBelowItsSize(const CollectiveRules& rules, int commSize,
                                            std::uint64_t messageBytes) {
    const CommSizeRules* com = nullptr;
    std::int64_t previousMax = -1;
    for (std::size_t i = 0; i < rules.commSizes.size(); ++i) {
        const std::int64_t min = previousMax + 1;
        const std::int64_t max = i + 1 < rules.commSizes.size()
                                     ? std::int64_t(rules.commSizes[i].commSize) - 1
                                     : std::numeric_limits<std::int64_t>::max();
        previousMax = max;
        if (!com && min <= commSize && commSize <= max) com = &rules.commSizes[i];
    }
    if (!com || com->rules.empty()) return std::nullopt;
    for (std::size_t j = 0; j < com->rules.size(); ++j) {
        const std::uint64_t min = com->rules[j].minBytes;
        const bool last = j + 1 == com->rules.size();
        // The next rule's size minus one; below the rule's own (sizes out of order): empty.
        if (!last && com->rules[j + 1].minBytes <= min) continue;
        const std::uint64_t max =
            last ? std::numeric_limits<std::uint64_t>::max() : com->rules[j + 1].minBytes - 1;
        if (min <= messageBytes && messageBytes <= max) return Selection{com, &com->rules[j]};
    }
    return Selection{com, nullptr};
}

}  // namespace

std::optional<Selection> selectRule(const DecisionTable& table, int collective, int commSize,
                                    std::uint64_t messageBytes, CommSizeReading reading) {
    const CollectiveRules* rules = table.find(collective);
    if (!rules || rules->commSizes.empty()) return std::nullopt;
    if (reading == CommSizeReading::BelowItsSize) {
        auto sel = selectBelowItsSize(*rules, commSize, messageBytes);
        if (sel && !sel->rule) return std::nullopt;
        return sel;
    }
    const CommSizeRules* com = &rules->commSizes.front();
    for (const auto& c : rules->commSizes) {
        if (c.commSize > commSize) break;
        com = &c;
    }
    if (com->rules.empty()) return std::nullopt;
    const MessageRule* rule = &com->rules.front();
    for (const auto& r : com->rules) {
        if (r.minBytes > messageBytes) break;
        rule = &r;
    }
    return Selection{com, rule};
}

std::vector<EffectiveRow> effectiveTable(const DecisionTable& table, CommSizeReading reading) {
    std::vector<EffectiveRow> rows;
    std::set<int> seen;
    for (const auto& coll : table.collectives) {
        if (!seen.insert(coll.collective).second) continue;
        const CollectiveRules& rules = *table.find(coll.collective);
        std::set<int> commStarts{1};
        for (const auto& c : rules.commSizes)
            if (c.commSize >= 1) commStarts.insert(c.commSize);
        const std::vector<int> starts(commStarts.begin(), commStarts.end());
        for (std::size_t i = 0; i < starts.size(); ++i) {
            const auto sel = selectRule(table, coll.collective, starts[i], 0, reading);
            const CommSizeRules* com = sel ? sel->commSize : nullptr;
            if (!com) continue;  // no message rules here: Open MPI's fixed decision, no row
            // Merge following starts that select the same communicator entry.
            std::size_t j = i;
            while (j + 1 < starts.size()) {
                const auto next = selectRule(table, coll.collective, starts[j + 1], 0, reading);
                if (!next || next->commSize != com) break;
                ++j;
            }
            const std::optional<int> commMax =
                j + 1 < starts.size() ? std::optional<int>(starts[j + 1] - 1) : std::nullopt;
            std::set<std::uint64_t> byteStarts{0};
            for (const auto& r : com->rules)
                byteStarts.insert(r.minBytes);
            const std::vector<std::uint64_t> bytes(byteStarts.begin(), byteStarts.end());
            for (std::size_t k = 0; k < bytes.size(); ++k) {
                const auto at = selectRule(table, coll.collective, starts[i], bytes[k], reading);
                const MessageRule* rule = at ? at->rule : nullptr;
                std::size_t m = k;
                while (m + 1 < bytes.size()) {
                    const auto next =
                        selectRule(table, coll.collective, starts[i], bytes[m + 1], reading);
                    if ((next ? next->rule : nullptr) != rule) break;
                    ++m;
                }
                const std::optional<std::uint64_t> bytesMax =
                    m + 1 < bytes.size() ? std::optional<std::uint64_t>(bytes[m + 1] - 1)
                                         : std::nullopt;
                if (!rule) {  // no rule holds these sizes: Open MPI's fixed decision, no row
                    k = m;
                    continue;
                }
                rows.push_back({coll.collective, starts[i], commMax, bytes[k], bytesMax, rule});
                k = m;
            }
            i = j;
        }
    }
    return rows;
}

}  // namespace ct::tuning
