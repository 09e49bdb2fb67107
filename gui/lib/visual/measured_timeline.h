#pragma once
// The measured timeline of a case laid under the predicted one: the program the runner ran is
// rebuilt from the case, simulated under a LogGP profile (µs), and its recorded repetition turned
// into the same ct::Timeline the visualizations draw. The two are then interleaved into one
// program of 2P lanes — lane 2r rank r predicted, lane 2r+1 rank r measured — so one timeline
// plot shows both on a shared time axis with one zoom and pan. Qt-free and tested.
#include <optional>
#include <string>

#include "program/program.h"
#include "protocol/recorded_timeline.h"
#include "protocol/results.h"
#include "model/loggp.h"
#include "model/loggp_profile.h"
#include "sim/timeline.h"

namespace studio {

struct MeasuredOverlay {
    std::string caseName;
    ct::Program program;     // the case's program, P ranks
    ct::Timeline predicted;  // µs, simulated
    ct::Timeline measured;   // µs, recorded
    ct::Program lanes;       // 2P lanes: 2r predicted, 2r+1 measured (for drawing only)
    ct::Timeline merged;     // the two timelines on those lanes
    bool truncated = false;  // the recording kept only each rank's first ops
    double predictedTotal() const { return predicted.total; }
    double measuredTotal() const { return measured.total; }
    // measured / predicted total; none when the prediction is 0.
    std::optional<double> ratio() const;
    static int predictedLane(ct::Rank r) { return 2 * r; }
    static int measuredLane(ct::Rank r) { return 2 * r + 1; }
};

// The recording as a timeline of `program` (whose simulated timeline `predicted` gives the
// message pairing). A receive is drawn from when both its MPI_Recv was called and its send had
// started — before that no data can have been moving, the rank was only waiting — until
// MPI_Recv returned; every other op from its start to its end. A rank finishes with its last
// recorded op. Throws ct::protocol::ResultsError when the recording does not match the program (op
// count, kind, peer or bytes).
ct::Timeline measuredTimeline(const ct::Program& program, const ct::Timeline& predicted,
                              const ct::protocol::RecordedTimeline& recording);

// Lays `lower` under `upper` (two timelines of `program`) on 2P lanes.
void interleave(const ct::Program& program, const ct::Timeline& upper, const ct::Timeline& lower,
                ct::Program& lanes, ct::Timeline& merged);

// Everything for one case. `resultsDir` finds a schedule file that moved with its results.
// Throws ct::protocol::ResultsError with a message for users (no recording, program cannot be
// rebuilt, …).
MeasuredOverlay buildOverlay(const ct::protocol::CaseResult& c, const ct::LogGPProfile& modelUs,
                             const std::string& resultsDir = {});

}  // namespace studio
