#include "eager_limit.h"

#include <chrono>
#include <vector>

#include "mpi_env.h"
#include "program/reference_executor.h"

namespace ct::runner {

namespace {

constexpr int kTag = 11;
// Long enough that copying the largest probed message (4 MiB, well under a millisecond on
// shared memory) never reaches half of it; short enough that the ~40 probes take well under a
// second (only those that wait for the receiver last the whole delay).
constexpr double kReceiverDelay = 5e-3;
constexpr int kProbesPerSize = 3;

constexpr int kOtherTag = 12;  // never sent: probing for it only drives the library's progress
constexpr int kGoTag = 13;     // rank 0 is about to send the probe

// Spends `seconds` inside the library without posting the probe's receive: the receiver of a
// program is in an MPI call when a message reaches it (waiting for another), and a library
// that buffers a message completes its send as soon as its progress takes the message in,
// long before the matching receive. Sitting outside MPI instead, the receiver would hold back
// even those sends (Open MPI's shared memory completes only inline sends of up to 256 B then).
void pollWithoutReceiving(double seconds, MPI_Comm pair) {
    const double until = MPI_Wtime() + seconds;
    int flag = 0;
    while (MPI_Wtime() < until)
        check(MPI_Iprobe(0, kOtherTag, pair, &flag, MPI_STATUS_IGNORE), "MPI_Iprobe");
}

// Spends `seconds` outside the library: no MPI call, so nothing reaches the sender from here.
void stayOutsideLibrary(double seconds) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (std::chrono::steady_clock::now() < until) {
    }
}

class EagerProbe {
public:
    EagerProbe(int rank, MPI_Comm pair, std::uint64_t maxBytes, ReceiverDelay delay)
        : m_rank(rank), m_pair(pair), m_delay(delay), m_buffer(maxBytes, 1) {}

    // Whether `bytes` went eagerly in any of kProbesPerSize probes (decided on rank 0, known to
    // both). A send that waits for the receive cannot return early, while a descheduled sender
    // can make an eager one look slow: one fast probe decides.
    bool eager(std::uint64_t bytes) {
        int verdict = 0;
        for (int k = 0; k < kProbesPerSize && !verdict; ++k) {
            verdict = once(bytes) ? 1 : 0;
            check(MPI_Bcast(&verdict, 1, MPI_INT, 0, m_pair), "MPI_Bcast");
        }
        return verdict == 1;
    }

private:
    bool once(std::uint64_t bytes) {
        const int n = static_cast<int>(bytes);
        // For the inline limit rank 1's delay starts when rank 0 is about to send (its empty "go"
        // goes at once), not when both leave a barrier: with more ranks than cores one rank can
        // leave a barrier milliseconds after the other, and a delay already half over would pass
        // a send that waits for the receiver as fast. (The eager limit keeps the barrier: there
        // the go would wait for a descheduled receiver, and its probes have read well on loaded
        // machines.)
        const bool go = m_delay == ReceiverDelay::OutsideLibrary;
        if (!go) check(MPI_Barrier(m_pair), "MPI_Barrier");
        if (m_rank == 1) {
            if (go)
                check(MPI_Recv(nullptr, 0, MPI_CHAR, 0, kGoTag, m_pair, MPI_STATUS_IGNORE),
                      "MPI_Recv");
            if (m_delay == ReceiverDelay::InsideLibrary)
                pollWithoutReceiving(kReceiverDelay, m_pair);
            else
                stayOutsideLibrary(kReceiverDelay);
            check(MPI_Recv(m_buffer.data(), n, MPI_CHAR, 0, kTag, m_pair, MPI_STATUS_IGNORE),
                  "MPI_Recv");
            return false;
        }
        if (go) check(MPI_Send(nullptr, 0, MPI_CHAR, 1, kGoTag, m_pair), "MPI_Send");
        const double start = MPI_Wtime();
        if (m_delay == ReceiverDelay::InsideLibrary) {
            // The eager limit: a blocking send, which Open MPI completes without the receiver's
            // help when it can (into a shared-memory fast box), so that a receiver descheduled
            // for a while on a loaded machine does not make an eager send look slow.
            check(MPI_Send(m_buffer.data(), n, MPI_CHAR, 1, kTag, m_pair), "MPI_Send");
        } else {
            // The inline limit: MPI_Isend and MPI_Wait, as the runner's programs and Open MPI's
            // collectives send — that fast-box shortcut of MPI_Send (up to 2 KiB here) is not
            // theirs.
            MPI_Request request;
            check(MPI_Isend(m_buffer.data(), n, MPI_CHAR, 1, kTag, m_pair, &request), "MPI_Isend");
            check(MPI_Wait(&request, MPI_STATUS_IGNORE), "MPI_Wait");
        }
        return MPI_Wtime() - start < kReceiverDelay / 2;
    }

    int m_rank;
    MPI_Comm m_pair;
    ReceiverDelay m_delay;
    RankBuffer m_buffer;  // page-aligned, as every case's (program/page_aligned.h)
};

}  // namespace

EagerLimitMeasurement measureEagerLimit(int rank, MPI_Comm pair, std::uint64_t maxBytes,
                                        ReceiverDelay delay) {
    EagerProbe probe(rank, pair, maxBytes, delay);
    probe.eager(1);  // untimed use: the first message between the two may set up the connection
    EagerLimitMeasurement out;
    std::uint64_t eagerBytes = 0;  // the largest size seen to go eagerly
    std::uint64_t above = 0;       // the smallest seen to wait for the receiver (0: none yet)
    for (std::uint64_t b = 1; b <= maxBytes; b *= 2) {
        if (!probe.eager(b)) {
            above = b;
            break;
        }
        eagerBytes = b;
    }
    if (above == 0) {
        out.bytes = eagerBytes;
        out.capped = true;
    } else {
        // eagerBytes went eagerly and `above` did not (eagerBytes is 0 when 1 byte waited).
        while (eagerBytes != 0 && above - eagerBytes > 1) {
            const std::uint64_t mid = eagerBytes + (above - eagerBytes) / 2;
            (probe.eager(mid) ? eagerBytes : above) = mid;
        }
        out.bytes = eagerBytes;
    }
    return out;
}

}  // namespace ct::runner
