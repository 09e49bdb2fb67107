#include "timeline_record.h"

#include <algorithm>
#include <cmath>

namespace ct::runner {

std::uint64_t perRankLimit(std::uint64_t limit, int ranks) {
    return std::max<std::uint64_t>(1, limit / static_cast<std::uint64_t>(std::max(1, ranks)));
}

double roundToNanosecond(double us) {
    return std::round(us * 1000.0) / 1000.0;
}

nlohmann::ordered_json toJson(const RecordedTimeline& t) {
    using json = nlohmann::ordered_json;
    std::uint64_t events = 0;
    json ranks = json::array();
    for (const auto& rank : t.ranks) {
        json list = json::array();
        for (const OpRecord& r : rank) {
            json e = json::array({r.op, toString(r.kind), r.peer, r.bytes,
                                  roundToNanosecond(r.start), roundToNanosecond(r.end)});
            if (r.kind == OpKind::Send && std::isfinite(r.completed))
                e.push_back(roundToNanosecond(r.completed));
            list.push_back(std::move(e));
        }
        events += rank.size();
        ranks.push_back(std::move(list));
    }
    json errors = json::array();
    for (double e : t.clockError)
        errors.push_back(roundToNanosecond(e));
    json j;
    j["unit"] = "us";
    j["clock"] =
        "rank 0's MPI_Wtime (other ranks' clocks offset by Cristian's method); 0 = the first rank "
        "to leave the barrier before the recorded repetition";
    j["columns"] = json::array({"op", "kind", "peer", "bytes", "start", "end"});
    j["events"] = events;
    j["program_ops"] = t.programOps;
    j["limit"] = t.limit;
    j["truncated"] = t.truncated;
    j["params"] = t.params;
    j["clock_error"] = std::move(errors);
    j["ranks"] = std::move(ranks);
    return j;
}

}  // namespace ct::runner
