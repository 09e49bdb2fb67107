#include "tuning/forced_program.h"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>

#include "algorithms/catalogue/case_program.h"
#include "analysis/prediction_accuracy.h"
#include "tuning/ompi_collectives.h"

namespace ct::tuning {

namespace {

// The problem name the catalogue (and ompiTwin) uses for an Open MPI collective.
std::string problemOf(int collective) {
    if (collective == ompi::kBcast) return "broadcast";
    return ompiCollectiveName(collective);  // reduce, allreduce, allgather, alltoall
}

bool sameOp(const ct::Op& a, const ct::Op& b) {
    return a.kind == b.kind && a.mode == b.mode && a.peer == b.peer && a.bytes == b.bytes &&
           a.offset == b.offset && a.srcOffset == b.srcOffset;
}

}  // namespace

std::optional<ct::Program> forcedProgram(int collective, int commSize, std::uint64_t bytes,
                                         int algorithm) {
    const ct::Algorithm* twin = ct::ompiTwin(problemOf(collective), algorithm);
    if (!twin) return std::nullopt;
    // As predictCases builds a forced baseline's twin: Open MPI sends the message whole when no
    // segment size is forced (the sweep forces none).
    ct::CaseProgramSpec spec;
    spec.algorithm = twin->info.name;
    spec.procs = commSize;
    spec.root = 0;
    spec.bytes = std::max<std::uint64_t>(bytes, 1);
    spec.segmentBytes = ct::twinSegmentBytes(*twin, 0, spec.bytes);
    try {
        return ct::buildCaseProgram(spec);
    } catch (const std::exception&) {
        return std::nullopt;  // e.g. an algorithm that needs a power-of-two communicator
    }
}

std::string ompiImplementation(int collective, int algorithm) {
    // Algorithm numbers → function, from coll_tuned_<collective>_decision.c and coll_base_*.c
    // of Open MPI 4.1.4 (the same in 5.0).
    static const std::map<std::pair<int, int>, std::string> functions = {
        {{ompi::kBcast, 1}, "ompi_coll_base_bcast_intra_basic_linear"},
        {{ompi::kBcast, 2}, "ompi_coll_base_bcast_intra_generic"},
        {{ompi::kBcast, 3}, "ompi_coll_base_bcast_intra_generic"},
        {{ompi::kBcast, 4}, "ompi_coll_base_bcast_intra_split_bintree"},
        {{ompi::kBcast, 5}, "ompi_coll_base_bcast_intra_generic"},
        {{ompi::kBcast, 6}, "ompi_coll_base_bcast_intra_generic"},
        {{ompi::kBcast, 7}, "ompi_coll_base_bcast_intra_generic"},
        {{ompi::kBcast, 8}, "ompi_coll_base_bcast_intra_scatter_allgather"},
        {{ompi::kBcast, 9}, "ompi_coll_base_bcast_intra_scatter_allgather_ring"},
        {{ompi::kReduce, 1}, "ompi_coll_base_reduce_intra_basic_linear"},
        {{ompi::kReduce, 2}, "ompi_coll_base_reduce_generic"},
        {{ompi::kReduce, 3}, "ompi_coll_base_reduce_generic"},
        {{ompi::kReduce, 4}, "ompi_coll_base_reduce_generic"},
        {{ompi::kReduce, 5}, "ompi_coll_base_reduce_generic"},
        {{ompi::kReduce, 6}, "ompi_coll_base_reduce_generic"},
        {{ompi::kReduce, 7}, "ompi_coll_base_reduce_intra_redscat_gather"},
        {{ompi::kAllreduce, 1}, "ompi_coll_base_allreduce_intra_basic_linear"},
        {{ompi::kAllreduce, 2}, "ompi_coll_base_allreduce_intra_nonoverlapping"},
        {{ompi::kAllreduce, 3}, "ompi_coll_base_allreduce_intra_recursivedoubling"},
        // Segmented with no segment size forced: one segment is the whole message, and
        // ompi_coll_base_allreduce_intra_ring_segmented hands over to the plain ring.
        {{ompi::kAllreduce, 4}, "ompi_coll_base_allreduce_intra_ring"},
        {{ompi::kAllreduce, 5}, "ompi_coll_base_allreduce_intra_ring"},
        {{ompi::kAllreduce, 6}, "ompi_coll_base_allreduce_intra_redscat_allgather"},
    };
    const auto it = functions.find({collective, algorithm});
    return it == functions.end() ? std::string() : it->second;
}

bool sameProgram(const ct::Program& a, const ct::Program& b) {
    if (a.ranks() != b.ranks() || a.groups() != b.groups() ||
        a.allOps().size() != b.allOps().size())
        return false;
    for (ct::Rank r = 0; r < a.ranks(); ++r) {
        const auto x = a.ops(r), y = b.ops(r);
        if (!std::equal(x.begin(), x.end(), y.begin(), y.end(), sameOp)) return false;
    }
    return true;
}

bool sameOmpiCode(int collective, int commSize, std::uint64_t bytes, int a, int b) {
    if (a == b) return false;
    const std::string function = ompiImplementation(collective, a);
    if (function.empty() || function != ompiImplementation(collective, b)) return false;
    const auto x = forcedProgram(collective, commSize, bytes, a);
    const auto y = forcedProgram(collective, commSize, bytes, b);
    return x && y && sameProgram(*x, *y);
}

std::map<int, int> identicalProgramClasses(int collective, int commSize, std::uint64_t bytes,
                                           const std::vector<int>& algorithms) {
    std::vector<int> sorted = algorithms;
    std::sort(sorted.begin(), sorted.end());
    std::vector<std::pair<int, ct::Program>> representatives;
    std::map<int, int> classOf;
    for (int a : sorted) {
        std::optional<ct::Program> p = forcedProgram(collective, commSize, bytes, a);
        if (!p) continue;
        const std::string function = ompiImplementation(collective, a);
        const auto same =
            std::find_if(representatives.begin(), representatives.end(), [&](const auto& r) {
                return !function.empty() && function == ompiImplementation(collective, r.first) &&
                       sameProgram(r.second, *p);
            });
        if (same != representatives.end()) {
            classOf[a] = same->first;
        } else {
            classOf[a] = a;
            representatives.emplace_back(a, std::move(*p));
        }
    }
    return classOf;
}

}  // namespace ct::tuning
