#include "loggp_measurement.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>

#include "benchmark.h"
#include "interleaving.h"
#include "mpi_baseline.h"
#include "mpi_env.h"
#include "program_case.h"
#include "program_executor.h"

namespace ct::runner {

// Everything measured of one size, over all rounds (microseconds).
struct SizeSamples {
    std::uint64_t bytes = 0;
    int segments = 0;
    RankBuffer buffer;  // page-aligned, as every case's (program/page_aligned.h)
    // A lone message from rank 0 to rank 1 measured exactly as the runner measures a case: the
    // catalogue's binomial broadcast on the two ranks (one message) through the same executor
    // and measurement loop (runner/benchmark.h: the receiver's buffer reset before every run, a
    // barrier, each rank's time until it holds the data, the later rank's time per repetition).
    // This is the one-way trip the profile matches (oneWayTrip): on shared memory it differs from
    // half a round trip and from a hand-timed lone MPI_Send/MPI_Recv, in both directions
    // (docs/runner.md, "Calibration"), while the cases a prediction is compared with are
    // measured this way (LoneTripProbe, also what `run --calibrate-beside` measures).
    std::unique_ptr<LoneTripProbe> lone;
    // The same message of data its sender has just written (the sender writes its buffer before
    // every repetition, outside the timed part, as the runner writes a reduction's inputs):
    // beyond the lone trip, what the receiver's pull of bytes still in the sender's cache costs
    // (LogGP::writtenPerByte).
    std::unique_ptr<ProgramMeasurable> written;
    // That written message combined into the receiver's own vector: Open MPI's binomial reduce
    // twin on the two ranks, one segment (the runner writes both ranks' inputs before every
    // repetition). Beyond the written trip it is what combining bytes just received costs —
    // beyond the rendezvous limit they come from memory, not the cache: 64 KiB combined in
    // 3.8-5.8 us here where a combine of 64 KiB in cache takes about 1.2 (docs/runner.md).
    std::unique_ptr<ProgramMeasurable> reduced;
    // The same message with the sender waiting for its send, as Open MPI's collectives do: Open
    // MPI's binomial broadcast twin on the two ranks, one segment. Beyond the lone trip it is
    // how long after the receive the sender learns that its send is complete.
    std::unique_ptr<ProgramMeasurable> waited;
    // A stream of `segments` segments of one buffer from rank 0 to rank 1, measured the same
    // way: the catalogue's Open MPI pipeline on the two ranks (one chain, segments back to back).
    // Per segment beyond the first it is what a segment costs inside a segmented program — on
    // this machine more than in a burst of one buffer and than a lone message.
    std::unique_ptr<ProgramMeasurable> stream;
    // The two ranks exchanging one message of the size each way at once, measured the same way:
    // the catalogue's hypercube allgather on the two ranks (each sends, then receives). Beyond
    // the lone trip it is how much a rank's own send slows the message it takes in meanwhile.
    std::unique_ptr<ProgramMeasurable> exchange;
    // The library's MPI_Bcast of the same one message (Open MPI's own choice, or what mpirun
    // forced), measured the same way: what a collective call costs beyond its message.
    std::unique_ptr<BaselineCollective> bcast;
    // Rank 0's writes of bytes rank 1 has just received from it (read out of rank 0's buffer
    // beyond the eager limit), against the same writes of bytes it had written and not sent:
    // a receive, a combine and a copy into them, as the executor receives, combines and copies
    // (LogGP::overwritePerByte).
    RankBuffer overwriteBuffer;  // the bytes sent | the source | the bytes not sent
    std::vector<double> rtt, os, orr, gap, waitedTrips, writtenTrips, reducedTrips, exchanges,
        streamTotals, bcasts, combineIntoSent, combineIntoOwn, copyIntoSent, copyIntoOwn,
        receiveIntoSent, receiveIntoOwn;
};

namespace {

constexpr int kTag = 7;
constexpr int kBurst = 16;  // messages per gap measurement

void busyWait(double seconds) {
    const double until = MPI_Wtime() + seconds;
    while (MPI_Wtime() < until) {
    }
}

// Ranks 0 and 1 meet: neither starts the next measurement before the other is ready.
void handshake(int rank, MPI_Comm comm) {
    char none = 0;
    const int peer = 1 - rank;
    check(MPI_Sendrecv(&none, 0, MPI_CHAR, peer, kTag, &none, 0, MPI_CHAR, peer, kTag, comm,
                       MPI_STATUS_IGNORE),
          "MPI_Sendrecv");
}

// The catalogue's `algorithm` on the two ranks, `bytes` in all (segments of `segmentBytes`
// where it takes them), ready to be timed as the runner times a case.
std::unique_ptr<ProgramMeasurable> twoRankCase(int rank, const char* algorithm, std::uint64_t bytes,
                                               std::uint64_t segmentBytes, MPI_Comm comm) {
    protocol::CaseSpec spec;
    spec.algorithm = algorithm;
    spec.procs = 2;
    spec.root = 0;
    spec.bytes = bytes;
    if (segmentBytes) spec.segmentBytes = segmentBytes;
    return std::make_unique<ProgramMeasurable>(prepareCatalogueCase(spec, rank), rank, comm);
}

// `count` ping-pong repetitions (after `warmups` untimed ones) of one size: the round trip, the
// send overhead (the receiver already waits), the receive overhead (the message has had two
// round trips to arrive) and the gap of a burst of kBurst messages answered by one empty message,
// less a single message answered alike, per extra message (a parametrised round trip).
void measurePingPongs(int rank, SizeSamples& s, int count, int warmups, MPI_Comm comm) {
    const int n = static_cast<int>(s.bytes);
    const int peer = 1 - rank;
    std::uint8_t* data = s.buffer.data();
    for (int k = 0; k < count + warmups; ++k) {
        handshake(rank, comm);
        double t = MPI_Wtime();
        if (rank == 0) {
            check(MPI_Send(data, n, MPI_CHAR, peer, kTag, comm), "MPI_Send");
            check(MPI_Recv(data, n, MPI_CHAR, peer, kTag, comm, MPI_STATUS_IGNORE), "MPI_Recv");
        } else {
            check(MPI_Recv(data, n, MPI_CHAR, peer, kTag, comm, MPI_STATUS_IGNORE), "MPI_Recv");
            check(MPI_Send(data, n, MPI_CHAR, peer, kTag, comm), "MPI_Send");
        }
        const double roundTrip = MPI_Wtime() - t;
        handshake(rank, comm);
        double sendTime = 0;
        if (rank == 0) {
            t = MPI_Wtime();
            check(MPI_Send(data, n, MPI_CHAR, peer, kTag, comm), "MPI_Send");
            sendTime = MPI_Wtime() - t;
        } else {
            check(MPI_Recv(data, n, MPI_CHAR, peer, kTag, comm, MPI_STATUS_IGNORE), "MPI_Recv");
        }
        handshake(rank, comm);
        double recvTime = 0;
        if (rank == 1) {
            check(MPI_Send(data, n, MPI_CHAR, peer, kTag, comm), "MPI_Send");
        } else {
            busyWait(2 * roundTrip);
            t = MPI_Wtime();
            check(MPI_Recv(data, n, MPI_CHAR, peer, kTag, comm, MPI_STATUS_IGNORE), "MPI_Recv");
            recvTime = MPI_Wtime() - t;
        }
        double burst[2] = {0, 0};
        for (int variant = 0; variant < 2; ++variant) {
            const int messages = variant == 0 ? 1 : kBurst;
            handshake(rank, comm);
            t = MPI_Wtime();
            if (rank == 0) {
                std::vector<MPI_Request> requests(static_cast<std::size_t>(messages));
                for (auto& r : requests)
                    check(MPI_Isend(data, n, MPI_CHAR, peer, kTag, comm, &r), "MPI_Isend");
                check(MPI_Waitall(messages, requests.data(), MPI_STATUSES_IGNORE), "MPI_Waitall");
                check(MPI_Recv(nullptr, 0, MPI_CHAR, peer, kTag, comm, MPI_STATUS_IGNORE),
                      "MPI_Recv");
            } else {
                for (int i = 0; i < messages; ++i)
                    check(MPI_Recv(data, n, MPI_CHAR, peer, kTag, comm, MPI_STATUS_IGNORE),
                          "MPI_Recv");
                check(MPI_Send(nullptr, 0, MPI_CHAR, peer, kTag, comm), "MPI_Send");
            }
            burst[variant] = MPI_Wtime() - t;
        }
        if (k < warmups) continue;
        s.rtt.push_back(roundTrip * 1e6);
        s.os.push_back(sendTime * 1e6);
        s.orr.push_back(recvTime * 1e6);
        s.gap.push_back((burst[1] - burst[0]) / (kBurst - 1) * 1e6);
    }
}

// `count` repetitions (after `warmups` untimed ones) of rank 0's writes, each after rank 0 has
// sent the first third of the overwrite buffer to rank 1: a combine and a copy of the middle
// third, and a receive of the same bytes back from rank 1, into the first third (what rank 1
// read) and into the last (what rank 0 wrote and kept). Every write's destination was written
// by the previous repetition, so the two differ only in whether the peer read it since.
void measureOverwrites(int rank, SizeSamples& s, int count, int warmups, MPI_Comm comm) {
    const std::uint64_t m = s.bytes;
    const int n = static_cast<int>(m);
    std::uint8_t* base = s.overwriteBuffer.data();
    enum Kind { Combine, Copy, Receive };
    std::vector<double>* out[3][2] = {{&s.combineIntoSent, &s.combineIntoOwn},
                                      {&s.copyIntoSent, &s.copyIntoOwn},
                                      {&s.receiveIntoSent, &s.receiveIntoOwn}};
    const bool combines = m >= 8 && m % 8 == 0;
    for (int k = 0; k < count + warmups; ++k)
        for (int kind = combines ? Combine : Copy; kind <= Receive; ++kind)
            for (int own = 0; own < 2; ++own) {
                handshake(rank, comm);
                if (rank == 0)
                    check(MPI_Send(base, n, MPI_CHAR, 1, kTag, comm), "MPI_Send");
                else
                    check(MPI_Recv(base, n, MPI_CHAR, 0, kTag, comm, MPI_STATUS_IGNORE),
                          "MPI_Recv");
                handshake(rank, comm);
                if (rank != 0) {
                    if (kind == Receive)
                        check(MPI_Send(base, n, MPI_CHAR, 0, kTag, comm), "MPI_Send");
                    continue;
                }
                const std::uint64_t at = own ? 2 * m : 0;
                std::uint8_t* into = base + at;
                const double t = MPI_Wtime();
                if (kind == Combine)
                    combineInBuffer(Op::combine(m, at, m), base);
                else if (kind == Copy)
                    std::memmove(into, base + m, m);
                else
                    check(MPI_Recv(into, n, MPI_CHAR, 1, kTag, comm, MPI_STATUS_IGNORE),
                          "MPI_Recv");
                const double took = MPI_Wtime() - t;
                if (k >= warmups) out[kind][own]->push_back(took * 1e6);
            }
}

// One round's share of a case measured as the runner measures cases (the default policy, split
// over the rounds by roundPolicy); the repetition times in microseconds appended to `out`.
void measureCaseShare(int rank, Measurable& m, std::uint64_t bytes,
                      const protocol::TimingPolicy& policy, int rounds, bool lastRound,
                      const char* what, std::vector<double>& out, MPI_Comm comm) {
    BenchmarkSettings settings;
    settings.policy = roundPolicy(policy, rounds, lastRound);
    settings.bytes = bytes;
    const BenchmarkResult result = runBenchmark(m, rank, settings, comm);
    if (!result.verified || result.timedOut || result.times.empty())
        throw std::runtime_error(std::string(what) + " of " + std::to_string(bytes) +
                                 " bytes did not arrive intact");
    for (double t : result.times)
        out.push_back(t * 1e6);
}

// How the case-like measurements are timed: the runner's default policy with the options'
// seconds and start.
protocol::TimingPolicy casePolicy(const LogGPMeasurementOptions& options) {
    protocol::TimingPolicy policy;
    policy.minSeconds = options.minSeconds;
    policy.sync = options.windowSync ? protocol::TimingPolicy::Sync::Window
                                     : protocol::TimingPolicy::Sync::Barrier;
    return policy;
}

LogGPPoint summarize(const SizeSamples& s) {
    LogGPPoint p;
    p.bytes = s.bytes;
    p.trip = s.lone->trip();
    p.waitedTrip = summarizeSpread(s.waitedTrips);
    p.writtenTrip = summarizeSpread(s.writtenTrips);
    p.reducedTrip = summarizeSpread(s.reducedTrips);
    p.exchange = summarizeSpread(s.exchanges);
    if (!s.copyIntoSent.empty()) {
        p.copyIntoSent = summarizeSpread(s.copyIntoSent);
        p.copyIntoOwn = summarizeSpread(s.copyIntoOwn);
        p.receiveIntoSent = summarizeSpread(s.receiveIntoSent);
        p.receiveIntoOwn = summarizeSpread(s.receiveIntoOwn);
    }
    if (!s.combineIntoSent.empty()) {
        p.combineIntoSent = summarizeSpread(s.combineIntoSent);
        p.combineIntoOwn = summarizeSpread(s.combineIntoOwn);
    }
    // Per segment beyond the first: (T(k) − trip) / (k − 1), with the trip of all rounds.
    std::vector<double> perSegment;
    for (double t : s.streamTotals)
        perSegment.push_back((t - p.trip.median) / (s.segments - 1));
    p.stream = summarizeSpread(perSegment);
    p.streamSegments = s.segments;
    p.bcast = summarizeSpread(s.bcasts);
    p.rtt = summarizeSpread(s.rtt);
    p.os = summarizeSpread(s.os);
    p.orr = summarizeSpread(s.orr);
    p.gap = summarizeSpread(s.gap);
    p.L = latency(p);
    return p;
}

}  // namespace

int streamSegments(std::uint64_t bytes) {
    constexpr std::uint64_t kMaxStreamBytes = 16u << 20;
    return int(
        std::clamp<std::uint64_t>(kMaxStreamBytes / std::max<std::uint64_t>(bytes, 1), 2, 8));
}

LogGPSizeProbe::LogGPSizeProbe(int rank, std::uint64_t bytes, MPI_Comm pair)
    : m_rank(rank), m_pair(pair), m_samples(std::make_unique<SizeSamples>()) {
    SizeSamples& s = *m_samples;
    s.bytes = bytes;
    s.segments = streamSegments(s.bytes);
    s.buffer.assign(std::max<std::uint64_t>(s.bytes, 1), 0);
    s.overwriteBuffer.assign(3 * std::max<std::uint64_t>(s.bytes, 1), 1);
    // Collective over the pair (each executor duplicates it), in the same order on both.
    s.lone = std::make_unique<LoneTripProbe>(rank, s.bytes, pair);
    s.waited = twoRankCase(rank, "ompi-bcast-binomial", s.bytes,
                           std::max<std::uint64_t>(s.bytes, 1), pair);
    s.written = twoRankCase(rank, "binomial", s.bytes, 0, pair);
    s.written->rewriteInputEveryRun();
    // Reductions combine 8-byte elements: below 8 bytes there is nothing to combine.
    if (s.bytes >= 8 && s.bytes % 8 == 0)
        s.reduced = twoRankCase(rank, "ompi-reduce-binomial", s.bytes, s.bytes, pair);
    s.exchange = twoRankCase(rank, "textbook-allgather-hypercube", s.bytes, 0, pair);
    s.stream = twoRankCase(rank, "ompi-bcast-pipeline", s.bytes * std::uint64_t(s.segments),
                           s.bytes, pair);
    s.bcast = std::make_unique<BaselineCollective>(Problem::Broadcast, 2, rank, 0,
                                                   std::max<std::uint64_t>(s.bytes, 1), pair);
}

LogGPSizeProbe::~LogGPSizeProbe() = default;

std::uint64_t LogGPSizeProbe::bytes() const {
    return m_samples->bytes;
}

LogGPPoint LogGPSizeProbe::point() const {
    return summarize(*m_samples);
}

void LogGPSizeProbe::measureRound(const LogGPMeasurementOptions& options, int round, int rounds) {
    SizeSamples& s = *m_samples;
    const bool last = round == rounds - 1;
    const int share = (std::max(1, options.reps) + rounds - 1) / rounds;
    const protocol::TimingPolicy policy = casePolicy(options);
    measurePingPongs(m_rank, s, share, round == 0 ? 2 : 1, m_pair);
    measureOverwrites(m_rank, s, share, round == 0 ? 2 : 1, m_pair);
    s.lone->measureRound(options, round, rounds);
    measureCaseShare(m_rank, *s.waited, s.bytes, policy, rounds, last,
                     "the lone message waited for", s.waitedTrips, m_pair);
    measureCaseShare(m_rank, *s.written, s.bytes, policy, rounds, last,
                     "the message of written data", s.writtenTrips, m_pair);
    if (s.reduced)
        measureCaseShare(m_rank, *s.reduced, s.bytes, policy, rounds, last,
                         "the message combined on arrival", s.reducedTrips, m_pair);
    measureCaseShare(m_rank, *s.exchange, s.bytes, policy, rounds, last, "the exchange",
                     s.exchanges, m_pair);
    measureCaseShare(m_rank, *s.stream, s.bytes * std::uint64_t(s.segments), policy, rounds, last,
                     "the stream of segments", s.streamTotals, m_pair);
    measureCaseShare(m_rank, *s.bcast, s.bytes, policy, rounds, last, "MPI_Bcast", s.bcasts,
                     m_pair);
}

LoneTripProbe::LoneTripProbe(int rank, std::uint64_t bytes, MPI_Comm pair)
    : m_rank(rank),
      m_pair(pair),
      m_bytes(bytes),
      m_lone(twoRankCase(rank, "binomial", bytes, 0, pair)) {}

LoneTripProbe::~LoneTripProbe() = default;

void LoneTripProbe::measureRound(const LogGPMeasurementOptions& options, int round, int rounds) {
    measureCaseShare(m_rank, *m_lone, m_bytes, casePolicy(options), rounds, round == rounds - 1,
                     "the lone message", m_trips, m_pair);
}

Summary LoneTripProbe::trip() const {
    return summarizeSpread(m_trips);
}

std::vector<LogGPPoint> measureLogGPPoints(int rank, const LogGPMeasurementOptions& options,
                                           MPI_Comm pair) {
    const int rounds = std::max(1, options.rounds);
    std::vector<std::unique_ptr<LogGPSizeProbe>> sizes;
    for (const std::uint64_t bytes : options.sizes)
        sizes.push_back(std::make_unique<LogGPSizeProbe>(rank, bytes, pair));
    const std::size_t steps = sizes.size() * std::size_t(rounds);
    for (int round = 0; round < rounds; ++round) {
        const std::vector<std::size_t> order = roundOrder(sizes.size(), round);
        for (std::size_t j = 0; j < order.size(); ++j) {
            LogGPSizeProbe& probe = *sizes[order[j]];
            if (rank == 0 && options.progress)
                options.progress(probe.bytes(), std::size_t(round) * sizes.size() + j, steps);
            probe.measureRound(options, round, rounds);
        }
    }
    std::vector<LogGPPoint> points;
    if (rank != 0) return points;
    for (const auto& probe : sizes)
        points.push_back(probe->point());
    return points;
}

}  // namespace ct::runner
