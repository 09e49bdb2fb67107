#pragma once
// The arithmetic of `calltree-runner calibrate`, apart from MPI so that it can be unit tested:
// summaries of repeated measurements, the LogGP fit over message sizes, the BSP* g, L, B of a
// partition, the size-aware LogGP profile (one range per measured size, written by
// core/protocol/machine_json.h), and the BSP* document (machine_json plus additive fields the
// loader ignores: spreads and the per-size tables).
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/loggp_profile.h"
#include "model/machine.h"

namespace ct::runner {

// Median and interquartile range of repeated measurements (the spread stored with each value).
struct Summary {
    double median = 0;
    double q1 = 0;
    double q3 = 0;
};
// Throws std::invalid_argument for no samples. Quartiles interpolate linearly between ranks.
Summary summarizeSpread(std::span<const double> samples);

// One message size of the LogGP measurement (microseconds).
struct LogGPPoint {
    std::uint64_t bytes = 0;
    Summary rtt;  // ping-pong round trip
    Summary os;   // time inside MPI_Send
    Summary orr;  // time inside MPI_Recv of a message that has already arrived
    Summary gap;  // per message in a burst: (T(n) - T(1)) / (n - 1)
    // A lone message from rank 0 to rank 1 timed as the runner times a case: both leave a
    // barrier, the later rank's time from there until it is done. Zero when not measured.
    Summary trip;
    // The same message with rank 0 waiting for its send to complete (Open MPI's binomial
    // broadcast twin, one segment), timed alike and interleaved with `trip`. Zero when not
    // measured.
    Summary waitedTrip;
    // The same lone message of data rank 0 has just written (it writes its buffer before every
    // repetition, outside the timed part), timed alike and interleaved with `trip`: beyond the
    // trip, what written data costs a message (LogGP::writtenPerByte). Zero when not measured.
    Summary writtenTrip;
    // That written message combined into rank 0's own vector as it arrives (Open MPI's
    // binomial reduce twin on the two ranks, one segment), timed alike: beyond
    // writtenTrip, what combining the bytes just received costs (the range's combine time, and
    // its copy time). Zero when not measured (sizes that are no whole number of elements).
    Summary reducedTrip;
    // Rank 0 receiving, combining or copying bytes into the bytes it has just sent to rank 1,
    // against into bytes it wrote and did not send (timed on rank 0, as the executor receives,
    // combines and copies): the difference, per byte, is what overwriting what the peer read
    // costs (LogGP::overwritePerByte). Zero when not measured (combines: sizes that are no
    // whole number of elements).
    Summary receiveIntoSent, receiveIntoOwn, combineIntoSent, combineIntoOwn, copyIntoSent,
        copyIntoOwn;
    double L = 0;  // latency(): the wire's share of a one-way trip
    // Per segment in a stream: rank 0 sends `streamSegments` segments of `bytes` of one buffer
    // to rank 1, timed as the runner times a case; (T(k) − trip) / (k − 1) per repetition. Zero
    // segments when not measured.
    Summary stream;
    int streamSegments = 0;
    // The two ranks exchanging messages of `bytes` (each sends one to the other, then takes the
    // other's in; the catalogue's hypercube allgather on the two ranks), timed alike and
    // interleaved with `trip`: beyond the trip, how much the two directions hinder each other
    // (LogGP::halfDuplex). Zero when not measured.
    Summary exchange;
    // The library's MPI_Bcast of the same one message on the two ranks, timed as the runner
    // times a case (interleaved with `trip`). Zero when not measured.
    Summary bcast;
};

// The one-way trip the profile must reproduce: the lone message's time (trip) when measured,
// else half the round trip. The two differ on shared memory (docs/runner.md, "Fidelity"): a
// prediction is compared with cases timed like `trip`, so that is the one to match.
double oneWayTrip(const LogGPPoint& p);

// LogGP's L from the medians: a one-way trip costs o_s + L + G·(s-1) + o_r, so L = trip - o_s -
// o_r (trip = oneWayTrip). Over shared memory the receiver's copy is both the transfer and its
// overhead, so that difference can be <= 0; then the trip is charged to the per-message cost
// instead: L = trip - gap (at least 0).
double latency(const LogGPPoint& p);

// LogGP from the per-size points: G is the least-squares slope of the gaps over s - 1; g, L, o_s
// and o_r are those of the smallest size (LogP's small-message regime; g = its gap less
// G·(s-1)). Throws for no points.
// A slope below 0 (noise: the larger sizes were not slower) cannot be written, as the loader
// requires g, G >= 0; it is raised to 0 and said so in `notes`, one sentence per value raised.
struct LogGPFit {
    double L = 0, os = 0, orr = 0, g = 0, G = 0;
    std::vector<std::string> notes;
};
LogGPFit fitLogGP(std::span<const LogGPPoint> points);

// One buffer size of the combine measurement: an elementwise sum of 8-byte integers over `bytes`
// bytes on rank 0 (microseconds).
struct CombinePoint {
    std::uint64_t bytes = 0;
    Summary time;
};
// Microseconds per byte combined: the least-squares slope of the medians over the sizes (a fixed
// cost per combine, such as a call, falls into the intercept). When noise leaves no positive
// slope, the largest size's median per byte. Throws for no points.
double fitCombine(std::span<const CombinePoint> points);
// Microseconds per byte combined in a combine of `bytes` bytes: each point's median per byte,
// interpolated linearly over log2 of the size between the two points around `bytes` (the
// smallest's or the largest's beyond them). In cache a byte costs a fraction of what it costs
// beyond (here 1.7e-5 us at 16 KiB, 6.9e-5 at 4 MiB), which one slope over all sizes cannot say.
// Throws for no points.
double combinePerByteAt(std::span<const CombinePoint> points, std::uint64_t bytes);

// One total exchange size of a partition: m bytes to every other member (nanoseconds).
struct ExchangePoint {
    std::uint64_t bytes = 0;
    Summary time;
};
struct BspPoint {
    int procs = 2;
    Summary barrier;  // one MPI_Barrier, ns
    // One empty superstep of the runner's BSP channel (the MPI_Alltoall of the message sizes,
    // which synchronises the partition), ns: L(p) when measured, else the barrier.
    std::optional<Summary> superstep;
    std::vector<ExchangePoint> exchange;  // increasing sizes, at least two
    double g = 0, gLow = 0, gHigh = 0;    // ns per byte
    double B = 0, BLow = 0, BHigh = 0;    // bytes
    // What the fit gave before a floor was applied (see fitBsp), and whether it was applied.
    double gRaw = 0, BRaw = 0;
    bool gClamped = false, BClamped = false;
    std::vector<std::string> notes;  // one sentence per value raised to its floor
};
// The floors: the loader requires g > 0 and B > 0 (core/protocol/machine_json.cpp).
inline constexpr double kMinFittedG = 1e-6;  // ns per byte
inline constexpr double kMinFittedB = 1;     // bytes
// g(p): slope of the exchange time over h = (p-1)·m between the two largest sizes; B(p): the
// message size at which a BSP* superstep L + g·(p-1)·max(m, B) costs what the smallest
// exchange did, i.e. (T(m_min) - L) / (g·(p-1)). Low/high from the quartiles. A slope below
// kMinFittedG (the largest exchange was not slower: noise) and a knee below kMinFittedB (the
// smallest exchange took less than the barrier) are raised to the floor, marked (gClamped,
// BClamped, the raw values kept) and explained in notes; the spreads get the same floors.
void fitBsp(BspPoint& p);

struct OperationRate;
// A BSP* profile with spreads and tables. Without `rate`, s = 1 operation per ns (g is ns per
// byte and L ns); with it, one operation takes rate->nsPerOp: s = 1 / nsPerOp, g(1) the copy time
// per byte, and g and L (and their spreads) in operations; the document keeps the rate
// ("operation_rate").
// each row says whether g and B were raised to their floors ("g_clamped", "B_clamped", with
// "g_raw", "B_raw" when they were), and the document's "notes" list the sentences.
nlohmann::json bspMachineJson(const std::string& name, const std::string& source,
                              std::span<const BspPoint> points,
                              const OperationRate* rate = nullptr);
// The size-aware LogGP profile in microseconds, as SMPI's piecewise model: one range per
// measured size s_k (the first from 0 bytes, range k from s_k), each exact at its size. Range k
// takes o_s and o_r of s_k; its G is the slope of the one-way trips from s_k to the next size
// (the last range: from the size before it), so a message between two measured sizes costs the
// trip interpolated between theirs; g is the gap at s_k less G·(s_k − 1), L = latency(s_k) less
// G·(s_k − 1), so that o_s + L + G·(s_k − 1) + o_r is s_k's one-way trip; the stream gap is
// the per-segment stream time at s_k less G·(s_k − 1), like g. A term below 0 (noise)
// is raised to 0, marked in the range (ClampMark with the raw value) and explained in the notes.
// Spreads: o_s, o_r from their quartiles; L and G from the trips'; g from the gaps', the stream
// gap from the stream's. The send completion is the waited trip less the lone trip
// (LogGP::sendCompletion), the MPI_Bcast overhead the library's MPI_Bcast less the waited trip
// (less the lone trip when no waited trip was measured; LogGPRange::bcastOverhead); either
// below 0 is 0, marked and noted. With
// combine points, their fit (fitCombine) as the combine time. Throws for no points.
// With the library's eager limit (`eagerBytes` > 0) the protocol change there is a range
// boundary, as in SMPI's piecewise model: the first range measured above the limit starts at
// eagerBytes + 1 (a message one byte beyond the limit goes by rendezvous and costs what the
// size above measured), and no range takes its slope G from a pair of sizes on both sides of
// the limit while it has a pair on its own side (the step from eager to rendezvous is not a
// cost per byte).
LogGPProfile fitLogGPProfile(std::span<const LogGPPoint> points,
                             std::span<const CombinePoint> combine = {},
                             std::uint64_t eagerBytes = 0);
// That profile as a machine profile (model loggp, unit us), written by bsp::saveMachineFile.
bsp::MachineProfile loggpMachineProfile(const std::string& name, const std::string& source,
                                        std::span<const LogGPPoint> points,
                                        std::span<const CombinePoint> combine = {},
                                        std::uint64_t eagerBytes = 0);
// The message size to measure besides `measured` so that the eager limit is a range boundary
// with a measurement on its far side: the smallest power of two above `eagerBytes`, when some
// measured size lies beyond it (the profile spans the limit) but none from the limit up to it
// (the sizes just beyond the limit would be costed by a size measured eagerly); else none, and
// none for eagerBytes 0 (not measured).
std::optional<std::uint64_t> sizeAboveEagerLimit(std::span<const std::uint64_t> measured,
                                                 std::uint64_t eagerBytes);

}  // namespace ct::runner
