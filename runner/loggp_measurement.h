#pragma once
// The LogGP measurements of `calltree-runner calibrate` between ranks 0 and 1: per message size a
// ping-pong round trip, the time inside MPI_Send and MPI_Recv, the gap of a burst, a lone
// message, a stream of segments and the library's MPI_Bcast of the message — the last three
// timed exactly as the runner times a case.
//
// The sizes are measured interleaved in rounds (as `run --rounds` interleaves cases): each round
// takes a share of every size's repetitions, the sizes in an order rotated by one per round, and
// each size's values are summarised over all rounds. This machine drifts by up to 1.5× within
// minutes (docs/runner.md, "Calibration"); measured back to back, one size would carry the
// machine of its own minute into the profile (a transient once made the 32 B range 1.6× the
// 16 B and 64 B ones), interleaved every size samples the same minutes.
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include <mpi.h>

#include "calibration_fit.h"

namespace ct::runner {

struct LogGPMeasurementOptions {
    std::vector<std::uint64_t> sizes;
    int reps = 30;   // ping-pong repetitions per size, over all rounds
    int rounds = 5;  // interleaved rounds (1: every size measured once, back to back)
    // Timed seconds per size of the lone message, the stream and MPI_Bcast, over all rounds.
    double minSeconds = 0.05;
    // How those case-like measurements start each repetition, as a run's `sync`: false, after a
    // barrier; true, at an instant agreed on synchronised clocks (docs/runner.md, "How it is
    // timed") — a profile predicts runs timed the way it was measured.
    bool windowSync = false;
    // Called on rank 0 before each (round, size) step: (bytes, step from 0, steps).
    std::function<void(std::uint64_t, std::size_t, std::size_t)> progress;
};

struct SizeSamples;

// One size's measurements, a round's share at a time: what measureLogGPPoints takes of each size,
// also taken by `run --calibrate-beside` in the run's own rounds beside the cases of that size
// (launch_calibration.h).
class LogGPSizeProbe {
public:
    // Collective over `pair` (exactly ranks 0 and 1 of it): prepares the size's programs.
    LogGPSizeProbe(int rank, std::uint64_t bytes, MPI_Comm pair);
    ~LogGPSizeProbe();
    LogGPSizeProbe(const LogGPSizeProbe&) = delete;
    LogGPSizeProbe& operator=(const LogGPSizeProbe&) = delete;

    // Collective over the pair: round `round` (from 0) of `rounds`, its share of `options`' reps
    // and seconds, started as `options` says. Throws as measureLogGPPoints does.
    void measureRound(const LogGPMeasurementOptions& options, int round, int rounds);
    // The rounds measured so far, summarised (meaningful on rank 0).
    LogGPPoint point() const;
    std::uint64_t bytes() const;

private:
    int m_rank;
    MPI_Comm m_pair;
    std::unique_ptr<SizeSamples> m_samples;
};

class ProgramMeasurable;

// The lone message of one size, timed as a case, a round's share at a time: LogGPSizeProbe's
// `trip`, and alone what `run --calibrate-beside` measures beside the cases (launch_calibration.h),
// where only the machine's level is wanted and each extra measurement takes time from the cases.
class LoneTripProbe {
public:
    // Collective over `pair` (exactly ranks 0 and 1 of it): prepares the message's program.
    LoneTripProbe(int rank, std::uint64_t bytes, MPI_Comm pair);
    ~LoneTripProbe();
    LoneTripProbe(const LoneTripProbe&) = delete;
    LoneTripProbe& operator=(const LoneTripProbe&) = delete;

    // Collective over the pair, as LogGPSizeProbe::measureRound.
    void measureRound(const LogGPMeasurementOptions& options, int round, int rounds);
    // The trips of the rounds so far (microseconds, meaningful on rank 0).
    Summary trip() const;

private:
    int m_rank;
    MPI_Comm m_pair;
    std::uint64_t m_bytes;
    std::unique_ptr<ProgramMeasurable> m_lone;
    std::vector<double> m_trips;
};

// Collective over `pair` (exactly ranks 0 and 1 of it). The points, one per size in the order of
// `sizes`, on rank 0; empty elsewhere. Throws std::runtime_error when a lone message or a stream
// does not arrive intact.
std::vector<LogGPPoint> measureLogGPPoints(int rank, const LogGPMeasurementOptions& options,
                                           MPI_Comm pair);

// How many segments the stream of `bytes` per segment sends: 8, fewer when 8 would exceed
// 16 MiB, at least 2.
int streamSegments(std::uint64_t bytes);

}  // namespace ct::runner
