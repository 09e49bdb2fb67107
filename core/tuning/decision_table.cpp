#include "tuning/decision_table.h"

#include <algorithm>
#include <set>

namespace ct::tuning {

const CollectiveRules* DecisionTable::find(int collective) const {
    // A collective given twice: Open MPI's reader keeps the later entry.
    const CollectiveRules* found = nullptr;
    for (const auto& c : collectives)
        if (c.collective == collective) found = &c;
    return found;
}

std::optional<Selection> selectRule(const DecisionTable& table, int collective, int commSize,
                                    std::uint64_t messageBytes) {
    const CollectiveRules* rules = table.find(collective);
    if (!rules || rules->commSizes.empty()) return std::nullopt;
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

std::vector<EffectiveRow> effectiveTable(const DecisionTable& table) {
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
            const auto sel = selectRule(table, coll.collective, starts[i], 0);
            const CommSizeRules* com = sel ? sel->commSize : nullptr;
            if (!com) continue;  // no message rules here: Open MPI's fixed decision, no row
            // Merge following starts that select the same communicator entry.
            std::size_t j = i;
            while (j + 1 < starts.size()) {
                const auto next = selectRule(table, coll.collective, starts[j + 1], 0);
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
                const MessageRule* rule =
                    selectRule(table, coll.collective, starts[i], bytes[k])->rule;
                std::size_t m = k;
                while (m + 1 < bytes.size() &&
                       selectRule(table, coll.collective, starts[i], bytes[m + 1])->rule == rule)
                    ++m;
                const std::optional<std::uint64_t> bytesMax =
                    m + 1 < bytes.size() ? std::optional<std::uint64_t>(bytes[m + 1] - 1)
                                         : std::nullopt;
                rows.push_back({coll.collective, starts[i], commMax, bytes[k], bytesMax, rule});
                k = m;
            }
            i = j;
        }
    }
    return rows;
}

}  // namespace ct::tuning
