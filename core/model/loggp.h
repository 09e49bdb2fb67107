#pragma once
// LogP / LogGP machine parameters, in one unit (Shou & Chen 1996 uses integer cycles; calibrations
// µs).
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

namespace ct {

struct LogGP {
    double L = 0;      // wire latency
    double oSend = 0;  // sender's overhead per message
    double oRecv = 0;  // receiver's overhead per message
    double g = 0;      // gap: at most one message start per g (sends, and receives)
    double G = 0;      // gap per byte beyond the first (LogGP)
    // Gap in a stream: the least interval (beyond the bytes' (m-1)G) between consecutive
    // messages of one rank when they are segments of one buffer, measured by calibration as the
    // runner runs a segmented program. Where it exceeds g (a burst of one buffer, in cache), a
    // rank's back-to-back messages are spaced by it. 0: not measured (plain LogGP).
    double streamGap = 0;
    // time to combine one element (Shou & Chen's (1996) addition: 1 cycle)
    double combinePerElement = 0;
    double copyPerByte = 0;  // time to copy one byte locally
    // When a send is complete — what OpKind::WaitSends waits for (sendDone below):
    // The MPI library's eager limit: a send of at most this many bytes needs no posted receive
    // (the library buffers it); a larger one is complete when its receive ends (rendezvous).
    // 0: not measured, every send completes at its receive.
    std::uint64_t eagerLimit = 0;
    // The largest send complete as soon as its overhead is paid, whatever the receiver does
    // (Open MPI's inline sends on shared memory: btl_vader_max_inline_send). An eager send above
    // it is complete once it is at the receiver and the sender has heard so (sendCompletion).
    // None: every eager send is complete when posted (profiles and command lines that give only
    // the eager limit).
    std::optional<std::uint64_t> inlineLimit;
    // How long after an eager send arrives, or a rendezvous send's receive ends, the sender's
    // wait for it returns: the library's word back to the sender (on shared memory the fragment
    // returned, about 0.3 us here). Per range; 0: at once.
    double sendCompletion = 0;
    // How far a rank's incoming and outgoing messages hinder each other: the share of the time
    // both are in flight that is added to the incoming one (0: full duplex, as LogGP has it;
    // 1: the two directions take turns). On shared memory both ranks' processors copy, and an
    // exchange of two ranks took twice the lone trip here at 4 KiB – 256 KiB. Per range;
    // dimensionless.
    double halfDuplex = 0;
    // What a message costs beyond its own terms per byte its sender wrote since it last sent
    // those bytes (computed, copied, or received them): on shared memory the receiver then pulls
    // the bytes out of the sender's cache instead of a shared one — 64 KiB just written took
    // 7.7 us here where the same bytes sent again took 3.3 (docs/simulator.md). Where the
    // message overlaps the
    // rank's own sends (halfDuplex) the larger of the two delays applies: an exchange of written
    // data took about what a one-way message of written data took. Per range; 0: not measured.
    double writtenPerByte = 0;
    // The other side of single-copy messages: a rendezvous message is read by its receiver out
    // of the sender's buffer, so the sender's cache lines are then shared, and a later write of
    // those bytes (before the rank sends them again) must first take them back — a combine into
    // 64 KiB the peer had just read took 12.0 us here, into 64 KiB it had not 1.6 us
    // (docs/simulator.md, "Overwriting what the peer read"). Per byte overwritten, by each kind
    // of write: a receive (the library's copy in), a copy, a combine (it reads each line before
    // it writes it). Per range, that of the message which was read; 0: not measured.
    double overwriteReceivePerByte = 0;
    double overwriteCopyPerByte = 0;
    double overwriteCombinePerByte = 0;
    std::string unit = "cycles";

    bool operator==(const LogGP&) const = default;

    static LogGP logp(double L, double o, double g) {
        LogGP p;
        p.L = L;
        p.oSend = p.oRecv = o;
        p.g = g;
        return p;
    }
    // Bytes beyond the first cost G each on the wire (LogGP: L + (m - 1)·G).
    double wireBytesTime(std::uint64_t bytes) const {
        return bytes > 1 ? double(bytes - 1) * G : 0.0;
    }
    // When a send of `bytes` bytes is complete: when posted (at or below the inline limit, or
    // the eager limit when there is none), when at the receiver (eager), or when its receive
    // ends (rendezvous); the last two sendCompletion later.
    enum class SendDone : std::uint8_t { Posted, Arrived, Received };
    SendDone sendDone(std::uint64_t bytes) const {
        const std::uint64_t atOnce = inlineLimit.value_or(eagerLimit);
        if (atOnce > 0 && bytes <= atOnce) return SendDone::Posted;
        if (eagerLimit > 0 && bytes <= eagerLimit) return SendDone::Arrived;
        return SendDone::Received;
    }
    // From the start of a send until the receiver holds the message (o_s + L + (m-1)G + o_r).
    double messageTime(std::uint64_t bytes) const {
        return oSend + L + wireBytesTime(bytes) + oRecv;
    }
    // From a send's start until the message is at its receiver (o_s + L + (m-1)G).
    double inFlight(std::uint64_t bytes) const { return oSend + L + wireBytesTime(bytes); }
    enum class Write : std::uint8_t { Receive, Copy, Combine };
    // Whether these terms charge where data lies (written data or overwrites), which the
    // closed formulas do not.
    bool chargesOverwrites() const {
        return overwriteReceivePerByte > 0 || overwriteCopyPerByte > 0 ||
               overwriteCombinePerByte > 0;
    }
    bool chargesDataPlacement() const { return writtenPerByte > 0 || chargesOverwrites(); }
    double overwritePerByte(Write w) const {
        return w == Write::Receive ? overwriteReceivePerByte
               : w == Write::Copy  ? overwriteCopyPerByte
                                   : overwriteCombinePerByte;
    }
    // The extra arrival delay of a message of which `writtenBytes` bytes its sender wrote.
    double writtenDelay(std::uint64_t writtenBytes) const {
        return double(writtenBytes) * writtenPerByte;
    }
    // How much later than `arrival` a message of `bytes` is at a rank whose own sends are in
    // flight from `outFrom` to `outTo`: halfDuplex times the overlap of the two.
    double duplexDelay(std::uint64_t bytes, double arrival, double outFrom, double outTo) const {
        if (halfDuplex <= 0) return 0;
        const double overlap =
            std::min(arrival, outTo) - std::max(arrival - inFlight(bytes), outFrom);
        return overlap > 0 ? halfDuplex * overlap : 0;
    }
    // The per-message gap of back-to-back messages of one rank: g, or the stream's when larger.
    double messageGap() const { return std::max(g, streamGap); }
    // Least distance between two send starts of one rank: max(o_s, g + (m-1)G) (g: messageGap).
    double sendInterval(std::uint64_t bytes) const {
        return std::max(oSend, messageGap() + wireBytesTime(bytes));
    }
    // A message that names the first bad parameter, or nothing when all are usable.
    std::optional<std::string> problem() const;
};

// When a rank's sends are in flight (LogGP::halfDuplex): from the start of the first of a run
// of sends that follow each other without a pause to the arrival of the last.
struct SendsInFlight {
    double from = 0;
    double to = 0;
    void add(double start, double arrival) {
        if (start > to) from = start;
        to = std::max(to, arrival);
    }
};

// The two numbers every tree-shaped broadcast's cost depends on: `lat` from a send's start to
// the receiver holding the message, and `step` between consecutive sends of one rank.
struct TreeCosts {
    double lat = 0;
    double step = 0;
    static TreeCosts of(const LogGP& p, std::uint64_t bytes) {
        return {p.messageTime(bytes), p.sendInterval(bytes)};
    }
};

}  // namespace ct
