#pragma once
// Open MPI's collective ids as its coll/tuned rules files number them (COLLTYPE_T in
// ompi/mca/coll/base/coll_base_functions.h, the same in 4.1, 5.0 and 6.0), their names (the
// names Open MPI 6.0's JSON rules use), and how each collective measures its message size.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ct::tuning {

namespace ompi {
constexpr int kAllgather = 0;
constexpr int kAllreduce = 2;
constexpr int kAlltoall = 3;
constexpr int kBarrier = 6;
constexpr int kBcast = 7;
constexpr int kGather = 9;
constexpr int kReduce = 11;
constexpr int kReduceScatter = 12;
constexpr int kScatter = 15;
// COLLCOUNT: ids run from 0 to kCollectiveCount - 1.
constexpr int kCollectiveCount = 22;
}  // namespace ompi

// "bcast", "reduce_scatter_block", …; empty for ids outside [0, kCollectiveCount).
std::string ompiCollectiveName(int id);
// The id of a name ("bcast" → 7), or nullopt.
std::optional<int> ompiCollectiveId(std::string_view name);
// True where Open MPI's decision uses datatype size × count × communicator size (allgather,
// alltoall, gather, scatter); false for the others (bcast, reduce, allreduce: size × count).
bool messageSizeScalesWithCommSize(int id);

}  // namespace ct::tuning
