#include "tuning/forced_program.h"

#include <algorithm>
#include <stdexcept>

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

std::map<int, int> identicalProgramClasses(int collective, int commSize, std::uint64_t bytes,
                                           const std::vector<int>& algorithms) {
    std::vector<int> sorted = algorithms;
    std::sort(sorted.begin(), sorted.end());
    std::vector<std::pair<int, ct::Program>> representatives;
    std::map<int, int> classOf;
    for (int a : sorted) {
        std::optional<ct::Program> p = forcedProgram(collective, commSize, bytes, a);
        if (!p) continue;
        const auto same = std::find_if(representatives.begin(), representatives.end(),
                                       [&](const auto& r) { return sameProgram(r.second, *p); });
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
