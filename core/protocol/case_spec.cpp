#include "protocol/case_spec.h"

#include <limits>

#include "protocol/limits.h"
#include "protocol/strict_json.h"

namespace ct::protocol {

const char* toString(CaseKind k) {
    switch (k) {
        case CaseKind::Catalogue:
            return "catalogue";
        case CaseKind::Schedule:
            return "schedule";
        case CaseKind::MpiBaseline:
            return "mpi-baseline";
    }
    return "?";
}

std::optional<CaseKind> parseCaseKind(const std::string& name) {
    for (CaseKind k : {CaseKind::Catalogue, CaseKind::Schedule, CaseKind::MpiBaseline})
        if (name == toString(k)) return k;
    return std::nullopt;
}

nlohmann::ordered_json paramsToJson(const CaseSpec& spec) {
    nlohmann::ordered_json j{{"bytes", spec.bytes}};
    if (spec.schedule) {
        j["schedule_file"] = spec.scheduleFile;
    } else {
        j["radix"] = spec.radix;
        j["operands"] = spec.operands;
        j["segment_bytes"] = spec.segmentBytes;
        j["mesh_rows"] = spec.meshRows;
        j["strip"] = spec.strip;
    }
    return j;
}

void readParams(const nlohmann::json& params, const std::string& path, CaseSpec& spec) {
    requireObject(params, path);
    constexpr auto kRankMax = static_cast<long long>(std::numeric_limits<Rank>::max());
    const auto has = [&](const char* key) { return params.contains(key); };
    // Ranges as the plan accepts them, with 0 for "the default" where the plan has none.
    if (has("bytes"))
        spec.bytes = std::uint64_t(requireInteger(params, "bytes", path, 0, kMaxBytes));
    if (spec.schedule) {
        if (has("schedule_file")) spec.scheduleFile = requireString(params, "schedule_file", path);
        return;
    }
    if (has("radix")) spec.radix = int(requireInteger(params, "radix", path, 2, 1 << 20));
    if (has("operands"))
        spec.operands = std::uint64_t(requireInteger(params, "operands", path, 0, kMaxOperands));
    if (has("segment_bytes"))
        spec.segmentBytes =
            std::uint64_t(requireInteger(params, "segment_bytes", path, 0, kMaxBytes));
    if (has("mesh_rows"))
        spec.meshRows = int(requireInteger(params, "mesh_rows", path, 0, kRankMax));
    if (has("strip")) spec.strip = int(requireInteger(params, "strip", path, 0, kRankMax));
}

}  // namespace ct::protocol
