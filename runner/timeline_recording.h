#pragma once
// Records one extra repetition of a program case op by op (after the timed ones, so their times
// stay clean) and gathers the records to rank 0 on a common clock: each rank's MPI_Wtime is
// shifted by its offset to rank 0's clock (Cristian's method, as the window synchronisation
// measures it), and zero is the first rank to leave the barrier that starts the repetition.
// MPI_WTIME_IS_GLOBAL is not relied on; the offset's error bound is kept per rank.
#include <cstdint>
#include <optional>
#include <string>

#include <mpi.h>

#include "program_case.h"
#include "protocol/recorded_timeline.h"

namespace ct::runner {

using protocol::RecordedTimeline;

struct TimelineOutcome {
    std::optional<RecordedTimeline> timeline;  // rank 0, when the repetition verified
    std::string error;                         // rank 0: why there is no timeline
};

// Collective over `world`. `limit` caps the events of all ranks (each rank keeps its first
// limit / P ops). Throws MpiError.
TimelineOutcome recordTimeline(ProgramMeasurable& m, Rank rank, MPI_Comm world,
                               std::uint64_t limit);

}  // namespace ct::runner
