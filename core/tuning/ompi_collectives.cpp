#include "tuning/ompi_collectives.h"

#include <array>

namespace ct::tuning {
namespace {

constexpr std::array<const char*, ompi::kCollectiveCount> kNames = {"allgather",
                                                                    "allgatherv",
                                                                    "allreduce",
                                                                    "alltoall",
                                                                    "alltoallv",
                                                                    "alltoallw",
                                                                    "barrier",
                                                                    "bcast",
                                                                    "exscan",
                                                                    "gather",
                                                                    "gatherv",
                                                                    "reduce",
                                                                    "reduce_scatter",
                                                                    "reduce_scatter_block",
                                                                    "scan",
                                                                    "scatter",
                                                                    "scatterv",
                                                                    "neighbor_allgather",
                                                                    "neighbor_allgatherv",
                                                                    "neighbor_alltoall",
                                                                    "neighbor_alltoallv",
                                                                    "neighbor_alltoallw"};

}  // namespace

std::string ompiCollectiveName(int id) {
    if (id < 0 || id >= ompi::kCollectiveCount) return {};
    return kNames[static_cast<std::size_t>(id)];
}

std::optional<int> ompiCollectiveId(std::string_view name) {
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (name == kNames[i]) return static_cast<int>(i);
    return std::nullopt;
}

bool messageSizeScalesWithCommSize(int id) {
    // Open MPI's dynamic decisions multiply by the communicator size for these four.
    return id == ompi::kAllgather || id == ompi::kAlltoall || id == ompi::kGather ||
           id == ompi::kScatter;
}

}  // namespace ct::tuning
