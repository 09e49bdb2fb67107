#include "protocol/recorded_timeline.h"

#include <algorithm>
#include <cmath>

#include "protocol/strict_json.h"

namespace ct::protocol {

namespace {

constexpr const char* kClockNote =
    "rank 0's MPI_Wtime (other ranks' clocks offset by Cristian's method); 0 = the first rank to "
    "leave the barrier before the recorded repetition";

bool sameTime(double a, double b) {
    return a == b || (std::isnan(a) && std::isnan(b));
}

std::optional<OpKind> parseOpKind(const std::string& name) {
    for (OpKind k : {OpKind::Send, OpKind::Recv, OpKind::Combine, OpKind::Copy, OpKind::Barrier,
                     OpKind::WaitSends})
        if (name == toString(k)) return k;
    return std::nullopt;
}

// A time in µs: any finite number (times before the common zero are negative).
double readTime(const nlohmann::json& v, const std::string& path) {
    if (!v.is_number() || !std::isfinite(v.get<double>()))
        throw FormatError(path, "must be a number of microseconds");
    return v.get<double>();
}

RecordedOp readOp(const nlohmann::json& e, const std::string& path) {
    if (!e.is_array() || e.size() < 6 || e.size() > 7)
        throw FormatError(path, "must be [op, kind, peer, bytes, start, end(, completed)]");
    RecordedOp op;
    op.op = std::uint64_t(requireIntegerValue(e[0], indexPath(path, 0), 0, 1LL << 50));
    if (!e[1].is_string()) throw FormatError(indexPath(path, 1), "must be an operation kind");
    const auto kind = parseOpKind(e[1].get<std::string>());
    if (!kind)
        throw FormatError(indexPath(path, 1),
                          "unknown operation kind '" + e[1].get<std::string>() + "'");
    op.kind = *kind;
    op.peer = Rank(requireIntegerValue(e[2], indexPath(path, 2), -1, 1LL << 30));
    op.bytes = std::uint64_t(requireIntegerValue(e[3], indexPath(path, 3), 0, 1LL << 50));
    op.start = readTime(e[4], indexPath(path, 4));
    op.end = readTime(e[5], indexPath(path, 5));
    if (op.end < op.start) throw FormatError(path, "ends before it starts");
    if (e.size() == 7) op.completed = readTime(e[6], indexPath(path, 6));
    return op;
}

}  // namespace

bool operator==(const RecordedOp& a, const RecordedOp& b) {
    return a.op == b.op && a.bytes == b.bytes && a.start == b.start && a.end == b.end &&
           sameTime(a.completed, b.completed) && a.peer == b.peer && a.kind == b.kind;
}

std::uint64_t RecordedTimeline::events() const {
    std::uint64_t n = 0;
    for (const auto& rank : ranks)
        n += rank.size();
    return n;
}

std::uint64_t perRankLimit(std::uint64_t limit, int ranks) {
    return std::max<std::uint64_t>(1, limit / static_cast<std::uint64_t>(std::max(1, ranks)));
}

double roundToNanosecond(double us) {
    return std::round(us * 1000.0) / 1000.0;
}

nlohmann::ordered_json toJson(const RecordedTimeline& t, const CaseSpec& program) {
    using json = nlohmann::ordered_json;
    json ranks = json::array();
    for (const auto& rank : t.ranks) {
        json list = json::array();
        for (const RecordedOp& r : rank) {
            json e = json::array({r.op, toString(r.kind), r.peer, r.bytes,
                                  roundToNanosecond(r.start), roundToNanosecond(r.end)});
            if (r.kind == OpKind::Send && std::isfinite(r.completed))
                e.push_back(roundToNanosecond(r.completed));
            list.push_back(std::move(e));
        }
        ranks.push_back(std::move(list));
    }
    json errors = json::array();
    for (double e : t.clockError)
        errors.push_back(roundToNanosecond(e));
    json j;
    j["unit"] = "us";
    j["clock"] = kClockNote;
    j["columns"] = json::array({"op", "kind", "peer", "bytes", "start", "end"});
    j["events"] = t.events();
    j["program_ops"] = t.programOps;
    j["limit"] = t.limit;
    j["truncated"] = t.truncated;
    j["params"] = paramsToJson(program);
    j["clock_error"] = std::move(errors);
    j["ranks"] = std::move(ranks);
    return j;
}

RecordedTimeline readTimeline(const nlohmann::json& j, const std::string& path, CaseSpec& program) {
    requireObject(j, path);
    RecordedTimeline t;
    const std::string unit = requireString(j, "unit", path);
    if (unit != "us")
        throw FormatError(joinPath(path, "unit"), "must be \"us\", not \"" + unit + "\"");
    t.programOps = std::uint64_t(requireInteger(j, "program_ops", path, 0, 1LL << 50));
    t.limit = std::uint64_t(requireInteger(j, "limit", path, 0, 1LL << 50));
    t.truncated = requireBoolean(j, "truncated", path);
    if (j.contains("params")) readParams(j["params"], joinPath(path, "params"), program);
    if (j.contains("clock_error")) {
        const std::string at = joinPath(path, "clock_error");
        const nlohmann::json& errors = j["clock_error"];
        requireArray(errors, at);
        for (std::size_t i = 0; i < errors.size(); ++i)
            t.clockError.push_back(requireNumberValue(errors[i], indexPath(at, i), false));
    }
    const std::string at = joinPath(path, "ranks");
    const nlohmann::json& ranks = requireField(j, "ranks", path);
    requireArray(ranks, at);
    if (ranks.size() != static_cast<std::size_t>(program.procs))
        throw FormatError(at,
                          "must hold one list per rank (" + std::to_string(program.procs) + ")");
    for (std::size_t r = 0; r < ranks.size(); ++r) {
        const std::string atRank = indexPath(at, r);
        requireArray(ranks[r], atRank);
        std::vector<RecordedOp> ops;
        ops.reserve(ranks[r].size());
        for (std::size_t k = 0; k < ranks[r].size(); ++k)
            ops.push_back(readOp(ranks[r][k], indexPath(atRank, k)));
        t.ranks.push_back(std::move(ops));
    }
    if (j.contains("events")) {
        const auto events = std::uint64_t(requireInteger(j, "events", path, 0, 1LL << 50));
        if (events != t.events())
            throw FormatError(joinPath(path, "events"), "says " + std::to_string(events) +
                                                            ", but " + std::to_string(t.events()) +
                                                            " operations are recorded");
    }
    return t;
}

}  // namespace ct::protocol
