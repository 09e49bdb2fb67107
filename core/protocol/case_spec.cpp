#include "protocol/case_spec.h"

#include <algorithm>
#include <cctype>
#include <iterator>
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

namespace {

// One row per collective: its MPI name, the results file's problem name, Open MPI's coll_tuned
// name. Indexed by the enum's value.
struct MpiCollectiveNames {
    MpiCollective kind;
    const char* mpi;
    const char* problem;
    const char* ompi;
};
constexpr MpiCollectiveNames kMpiCollectives[] = {
    {MpiCollective::Bcast, "MPI_Bcast", "broadcast", "bcast"},
    {MpiCollective::Reduce, "MPI_Reduce", "reduce", "reduce"},
    {MpiCollective::Allreduce, "MPI_Allreduce", "allreduce", "allreduce"},
    {MpiCollective::Allgather, "MPI_Allgather", "allgather", "allgather"},
    {MpiCollective::Alltoall, "MPI_Alltoall", "alltoall", "alltoall"},
    {MpiCollective::ReduceScatterBlock, "MPI_Reduce_scatter_block", "reduce-scatter",
     "reduce_scatter_block"},
};

static_assert(
    [] {
        for (std::size_t i = 0; i < std::size(kMpiCollectives); ++i)
            if (static_cast<std::size_t>(kMpiCollectives[i].kind) != i) return false;
        return true;
    }(),
    "kMpiCollectives must list the collectives in the enum's order");

const MpiCollectiveNames& namesOf(MpiCollective c) {
    return kMpiCollectives[static_cast<std::size_t>(c)];
}

}  // namespace

const char* toString(MpiCollective c) {
    return namesOf(c).mpi;
}
const char* problemOf(MpiCollective c) {
    return namesOf(c).problem;
}
const char* ompiName(MpiCollective c) {
    return namesOf(c).ompi;
}
const char* mpiCollectiveNames() {
    return "MPI_Bcast, MPI_Reduce, MPI_Allreduce, MPI_Allgather, MPI_Alltoall, "
           "MPI_Reduce_scatter_block";
}

std::optional<MpiCollective> parseMpiCollective(const std::string& name) {
    std::string key = name;
    std::transform(key.begin(), key.end(), key.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    if (key.starts_with("mpi_")) key = key.substr(4);
    for (const MpiCollectiveNames& names : kMpiCollectives)
        if (key == names.ompi) return names.kind;
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
