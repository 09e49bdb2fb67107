#include "calibration_fit.h"
#include "operation_rate.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <sstream>
#include <stdexcept>

#include "protocol/machine_json.h"

namespace ct::runner {

namespace {

double quantile(const std::vector<double>& sorted, double q) {
    const double at = q * double(sorted.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(at));
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - double(lo));
}

nlohmann::json summaryJson(const Summary& s) {
    return {{"median", s.median}, {"q1", s.q1}, {"q3", s.q3}};
}

// Six significant digits, as the text output prints numbers.
std::string number(double x) {
    std::ostringstream out;
    out << x;
    return out.str();
}

// The one-way trip's quartiles, as oneWayTrip chooses it.
Summary tripSpread(const LogGPPoint& p) {
    if (p.trip.median > 0) return p.trip;
    return {p.rtt.median / 2, p.rtt.q1 / 2, p.rtt.q3 / 2};
}

}  // namespace

Summary summarizeSpread(std::span<const double> samples) {
    if (samples.empty()) throw std::invalid_argument("no samples to summarize");
    std::vector<double> sorted(samples.begin(), samples.end());
    std::sort(sorted.begin(), sorted.end());
    return {quantile(sorted, 0.5), quantile(sorted, 0.25), quantile(sorted, 0.75)};
}

double oneWayTrip(const LogGPPoint& p) {
    return p.trip.median > 0 ? p.trip.median : p.rtt.median / 2;
}

double latency(const LogGPPoint& p) {
    const double half = oneWayTrip(p);
    const double model = half - p.os.median - p.orr.median;
    return model > 0 ? model : std::max(0.0, half - p.gap.median);
}

LogGPFit fitLogGP(std::span<const LogGPPoint> points) {
    if (points.empty()) throw std::invalid_argument("no message sizes were measured");
    const LogGPPoint& small =
        *std::min_element(points.begin(), points.end(),
                          [](const auto& a, const auto& b) { return a.bytes < b.bytes; });
    LogGPFit f;
    f.L = small.L;
    f.os = small.os.median;
    f.orr = small.orr.median;
    // Least squares of gap = g + G·(s - 1).
    double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const LogGPPoint& p : points) {
        const double x = double(p.bytes) - 1, y = p.gap.median;
        n += 1;
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
    }
    const double den = n * sxx - sx * sx;
    const double slope = den > 0 ? (n * sxy - sx * sy) / den : 0.0;
    f.G = std::max(0.0, slope);
    if (slope < 0)
        f.notes.push_back("G was raised to 0 from the fitted slope " + number(slope) +
                          " us per byte: the gaps did not grow with the message size (noise)");
    const double g = small.gap.median - f.G * (double(small.bytes) - 1);
    f.g = std::max(0.0, g);
    if (g < 0)
        f.notes.push_back("g was raised to 0 from " + number(g) +
                          " us: the smallest size's gap was negative (noise)");
    return f;
}

double fitCombine(std::span<const CombinePoint> points) {
    if (points.empty()) throw std::invalid_argument("no combine sizes were measured");
    double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const CombinePoint& p : points) {
        const double x = double(p.bytes), y = p.time.median;
        n += 1;
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
    }
    const double den = n * sxx - sx * sx;
    const double slope = den > 0 ? (n * sxy - sx * sy) / den : 0.0;
    if (slope > 0) return slope;
    const CombinePoint& largest =
        *std::max_element(points.begin(), points.end(),
                          [](const auto& a, const auto& b) { return a.bytes < b.bytes; });
    return largest.bytes > 0 ? std::max(0.0, largest.time.median) / double(largest.bytes) : 0.0;
}

double combinePerByteAt(std::span<const CombinePoint> points, std::uint64_t bytes) {
    if (points.empty()) throw std::invalid_argument("no combine sizes were measured");
    std::vector<CombinePoint> sorted(points.begin(), points.end());
    std::sort(sorted.begin(), sorted.end(),
              [](const CombinePoint& a, const CombinePoint& b) { return a.bytes < b.bytes; });
    const auto rate = [](const CombinePoint& p) {
        return p.bytes > 0 ? std::max(0.0, p.time.median) / double(p.bytes) : 0.0;
    };
    if (bytes <= sorted.front().bytes) return rate(sorted.front());
    if (bytes >= sorted.back().bytes) return rate(sorted.back());
    const auto above = std::find_if(sorted.begin(), sorted.end(),
                                    [bytes](const CombinePoint& p) { return p.bytes >= bytes; });
    const CombinePoint& hi = *above;
    const CombinePoint& lo = *std::prev(above);
    const double t = (std::log2(double(bytes)) - std::log2(double(lo.bytes))) /
                     (std::log2(double(hi.bytes)) - std::log2(double(lo.bytes)));
    return rate(lo) + t * (rate(hi) - rate(lo));
}

void fitBsp(BspPoint& p) {
    if (p.exchange.size() < 2) throw std::invalid_argument("fitBsp needs two exchange sizes");
    const ExchangePoint& a = p.exchange[p.exchange.size() - 2];
    const ExchangePoint& b = p.exchange.back();
    const double dh = double(p.procs - 1) * double(b.bytes - a.bytes);
    const auto rawSlope = [&](double tb, double ta) { return (tb - ta) / dh; };
    const auto slope = [&](double tb, double ta) {
        return std::max(rawSlope(tb, ta), kMinFittedG);
    };
    p.gRaw = rawSlope(b.time.median, a.time.median);
    p.gClamped = p.gRaw < kMinFittedG;
    p.g = slope(b.time.median, a.time.median);
    p.gLow = slope(b.time.q1, a.time.q3);
    p.gHigh = slope(b.time.q3, a.time.q1);
    const Summary& first = p.exchange.front().time;
    const auto rawKnee = [&](double t, double g) {
        return (t - p.barrier.median) / (g * double(p.procs - 1));
    };
    const auto knee = [&](double t, double g) { return std::max(kMinFittedB, rawKnee(t, g)); };
    p.BRaw = rawKnee(first.median, p.g);
    p.BClamped = p.BRaw < kMinFittedB;
    p.B = knee(first.median, p.g);
    p.BLow = std::min(knee(first.q1, p.gHigh), p.B);
    p.BHigh = std::max(knee(first.q3, p.gLow), p.B);
    p.notes.clear();
    const std::string at = "p = " + std::to_string(p.procs) + ": ";
    if (p.gClamped)
        p.notes.push_back(at + "g was raised to " + number(kMinFittedG) + " ns per byte from " +
                          number(p.gRaw) + ": the exchange of " + std::to_string(b.bytes) +
                          " bytes per peer was not slower than that of " + std::to_string(a.bytes) +
                          " (noise); a profile needs g > 0");
    if (p.BClamped)
        p.notes.push_back(at + "B was raised to " + number(kMinFittedB) + " byte from " +
                          number(p.BRaw) + ": the smallest exchange (" +
                          std::to_string(p.exchange.front().bytes) +
                          " bytes per peer) took less than the barrier; a profile needs B > 0");
}

nlohmann::json bspMachineJson(const std::string& name, const std::string& source,
                              std::span<const BspPoint> points, const OperationRate* rate) {
    bsp::MachineProfile m;
    m.name = name;
    m.source = source;
    m.kind = bsp::ModelKind::Bsp;
    // Times in ns become operations: one operation takes `ns` ns.
    const double ns = rate ? rate->nsPerOp : 1.0;
    m.description =
        rate ? "measured by calltree-runner calibrate; one operation = " + std::to_string(ns) +
                   " ns (merge sort and Kruskal kernels)"
             : "measured by calltree-runner calibrate; s = 1 operation per ns";
    if (rate) m.bsp.g1 = rate->copyNsPerByte / ns;
    const auto latency = [](const BspPoint& p) { return p.superstep ? *p.superstep : p.barrier; };
    for (const BspPoint& p : points)
        m.bsp.entries.push_back({p.procs, p.g / ns, latency(p).median / ns, p.B, 1.0 / ns});
    nlohmann::json j = bsp::machineToJson(m);
    nlohmann::json notes = nlohmann::json::array();
    for (std::size_t i = 0; i < points.size(); ++i) {
        const BspPoint& p = points[i];
        const Summary L = latency(p);
        nlohmann::json& row = j["parameters"][i];
        row["spread"] = {{"g", {p.gLow / ns, p.gHigh / ns}},
                         {"L", {L.q1 / ns, L.q3 / ns}},
                         {"B", {p.BLow, p.BHigh}},
                         {"note", p.superstep ? "g and B: from the exchange quartiles; L: an empty "
                                                "superstep's interquartile range"
                                              : "g and B: from the exchange quartiles; L: "
                                                "interquartile range"}};
        if (p.superstep) row["barrier_ns"] = summaryJson(p.barrier);
        nlohmann::json table = nlohmann::json::array();
        for (const ExchangePoint& e : p.exchange)
            table.push_back({{"bytes", e.bytes}, {"time_ns", summaryJson(e.time)}});
        row["exchange"] = table;
        row["g_clamped"] = p.gClamped;
        if (p.gClamped) row["g_raw"] = p.gRaw;
        row["B_clamped"] = p.BClamped;
        if (p.BClamped) row["B_raw"] = p.BRaw;
        for (const std::string& note : p.notes)
            notes.push_back(note);
    }
    if (rate) {
        j["operation_rate"] = operationRateJson(*rate);
        for (const std::string& note : rate->notes)
            notes.push_back(note);
    }
    j["notes"] = notes;
    return j;
}

namespace {

// The pair of sizes whose trips give range k's slope: k and the next, the last range k−1 and
// k; but not a pair across the eager limit while range k has a pair on its own side of it.
std::pair<std::size_t, std::size_t> slopePair(std::size_t k, std::span<const LogGPPoint> sorted,
                                              std::uint64_t eagerBytes) {
    const std::size_t n = sorted.size();
    const auto eager = [&](std::size_t i) { return sorted[i].bytes <= eagerBytes; };
    const bool nextAcross = k + 1 < n && eagerBytes > 0 && eager(k) != eager(k + 1);
    if (k + 1 < n && !nextAcross) return {k, k + 1};
    if (k > 0 && (eagerBytes == 0 || eager(k - 1) == eager(k))) return {k - 1, k};
    return k + 1 < n ? std::pair{k, k + 1} : std::pair{k - 1, k};
}

TermSpread around(double value, double low, double high) {
    return {std::min(value, low), std::max(value, high)};
}

// The measured one-way trip is what a message costs end to end. Over shared memory the
// time inside MPI_Send and MPI_Recv overlaps the transfer and each other (the receiver polls
// while the sender copies), so o_s + L + G·(m − 1) + o_r can exceed it — on this 2-core machine
// by 2× at 8 B. The range then keeps the trip: the receive overhead is what remains of it after
// o_s, L and the bytes (then, if needed, the send overhead), said in a note. Without this every
// prediction was about twice the measurement (docs/runner.md, "Fidelity").
void keepOneWayTrip(const LogGPPoint& p, double beyondFirst, LogGP& t,
                    std::vector<std::string>& notes) {
    const double oneWay = oneWayTrip(p);
    const double wire = t.L + t.G * beyondFirst;
    if (t.oSend + wire + t.oRecv <= oneWay) return;
    const double oRecv = std::max(0.0, oneWay - t.oSend - wire);
    const double oSend = std::max(0.0, std::min(t.oSend, oneWay - wire));
    notes.push_back("from " + std::to_string(p.bytes) + " B measured: o_r " + number(t.oRecv) +
                    (oSend < t.oSend ? " and o_s " + number(t.oSend) : std::string()) +
                    " us overlap the one-way trip of " + number(oneWay) + " us; kept as o_r " +
                    number(oRecv) + (oSend < t.oSend ? ", o_s " + number(oSend) : std::string()) +
                    " so that a message costs its measured trip");
    t.oRecv = oRecv;
    t.oSend = oSend;
}

// Raises `value` to 0 when the fit gave less, marking the range and explaining it in `notes`.
void floorAtZero(double& value, const char* term, const std::string& why, LogGPRange& r,
                 std::vector<std::string>& notes) {
    if (value >= 0) return;
    r.clamped.push_back({term, value});
    notes.push_back("from " + std::to_string(r.fromBytes) + " B: " + term +
                    " was raised to 0 from " + number(value) + why + " (noise)");
    value = 0;
}

// A range's cost is o_s + L + o_r + G·(m − 1) with none of the terms below 0, so its line cannot
// hold s_k's trip when G·(s_k − 1) alone exceeds it — the trip rises faster towards the next
// size than any line from 0 bytes, as across a protocol switch (on this machine from 2 KiB, eager,
// to 4 KiB, rendezvous: 1.4 against 4.1 us). G is then lowered so that the bytes take the whole
// trip at s_k (marked with the raw slope, and said in a note): the range is exact at s_k and
// underestimates the sizes between it and the next, which starts its own range.
void capSlope(const LogGPPoint& p, double beyondFirst, LogGPRange& r,
              std::vector<std::string>& notes) {
    const double trip = oneWayTrip(p);
    if (beyondFirst <= 0 || r.terms.G * beyondFirst <= trip) return;
    const double capped = trip / beyondFirst;
    r.clamped.push_back({"G", r.terms.G});
    notes.push_back("from " + std::to_string(r.fromBytes) + " B: G was lowered to " +
                    number(capped) + " from " + number(r.terms.G) +
                    " us per byte so that the range still costs the trip measured at " +
                    std::to_string(p.bytes) + " B (" + number(trip) +
                    " us); the trip rises faster from there to the next size than a range can "
                    "follow, and the sizes between are underestimated");
    r.terms.G = capped;
}

}  // namespace

LogGPProfile fitLogGPProfile(std::span<const LogGPPoint> points,
                             std::span<const CombinePoint> combine, std::uint64_t eagerBytes) {
    if (points.empty()) throw std::invalid_argument("no message sizes were measured");
    std::vector<LogGPPoint> sorted(points.begin(), points.end());
    std::sort(sorted.begin(), sorted.end(),
              [](const auto& a, const auto& b) { return a.bytes < b.bytes; });
    sorted.erase(std::unique(sorted.begin(), sorted.end(),
                             [](const auto& a, const auto& b) { return a.bytes == b.bytes; }),
                 sorted.end());
    LogGPProfile profile;
    profile.ranges.clear();
    const std::size_t n = sorted.size();
    for (std::size_t k = 0; k < n; ++k) {
        const LogGPPoint& p = sorted[k];
        LogGPRange r;
        const bool firstBeyondEager =
            eagerBytes > 0 && k > 0 && p.bytes > eagerBytes && sorted[k - 1].bytes <= eagerBytes;
        r.fromBytes = k == 0 ? 0 : firstBeyondEager ? eagerBytes + 1 : p.bytes;
        r.measuredBytes = p.bytes;
        LogGP& t = r.terms;
        t.oSend = p.os.median;
        t.oRecv = p.orr.median;
        LogGPSpread spread;
        if (n > 1) {
            const auto [i, j] = slopePair(k, sorted, eagerBytes);
            const LogGPPoint& a = sorted[i];
            const LogGPPoint& b = sorted[j];
            const double ds = double(b.bytes - a.bytes);
            const Summary ta = tripSpread(a), tb = tripSpread(b);
            t.G = (tb.median - ta.median) / ds;
            floorAtZero(t.G, "G",
                        " us per byte: the one-way trip at " + std::to_string(b.bytes) +
                            " B was not longer than at " + std::to_string(a.bytes) + " B",
                        r, profile.notes);
            spread.G = around(t.G, std::max(0.0, (tb.q1 - ta.q3) / ds),
                              std::max(0.0, (tb.q3 - ta.q1) / ds));
        }
        const double beyondFirst = p.bytes > 1 ? double(p.bytes - 1) : 0.0;
        capSlope(p, beyondFirst, r, profile.notes);
        spread.G = around(t.G, spread.G.low, spread.G.high);
        t.g = p.gap.median - t.G * beyondFirst;
        floorAtZero(t.g, "g",
                    " us: the gap at " + std::to_string(p.bytes) +
                        " B was less than its bytes' share G·(m − 1)",
                    r, profile.notes);
        spread.g = around(t.g, std::max(0.0, p.gap.q1 - t.G * beyondFirst),
                          std::max(0.0, p.gap.q3 - t.G * beyondFirst));
        // latency() is the whole wire share of the one-way trip; the range's bytes pay G each.
        t.L = p.L - t.G * beyondFirst;
        floorAtZero(t.L, "L",
                    " us: the one-way trip at " + std::to_string(p.bytes) +
                        " B was shorter than o_s + o_r + G·(m − 1)",
                    r, profile.notes);
        keepOneWayTrip(p, beyondFirst, t, profile.notes);
        spread.oSend = around(t.oSend, p.os.q1, p.os.q3);
        spread.oRecv = around(t.oRecv, p.orr.q1, p.orr.q3);
        const Summary trip = tripSpread(p);
        spread.L = around(t.L, std::max(0.0, t.L - (trip.median - trip.q1)),
                          t.L + (trip.q3 - trip.median));
        r.spread = spread;
        profile.ranges.push_back(std::move(r));
    }
    // How long after the receive the sender's wait for its send returns: the waited trip beyond
    // the lone one (both timed as the later rank's time, so the difference is the sender's).
    for (std::size_t k = 0; k < n; ++k) {
        const LogGPPoint& p = sorted[k];
        if (p.waitedTrip.median <= 0) continue;
        LogGPRange& r = profile.ranges[k];
        const double trip = oneWayTrip(p);
        r.terms.sendCompletion = p.waitedTrip.median - trip;
        floorAtZero(r.terms.sendCompletion, "send_completion",
                    " us: waiting for the send of " + std::to_string(p.bytes) +
                        " B did not take longer than the lone message",
                    r, profile.notes);
        r.spread->sendCompletion =
            around(r.terms.sendCompletion, std::max(0.0, p.waitedTrip.q1 - trip),
                   std::max(0.0, p.waitedTrip.q3 - trip));
    }
    // What the library's MPI_Bcast costs beyond the same message sent by the runner and waited
    // for as the library waits (the lone trip when that was not measured).
    for (std::size_t k = 0; k < n; ++k) {
        const LogGPPoint& p = sorted[k];
        if (p.bcast.median <= 0) continue;
        LogGPRange& r = profile.ranges[k];
        const double trip = p.waitedTrip.median > 0 ? p.waitedTrip.median : oneWayTrip(p);
        r.bcastOverhead = p.bcast.median - trip;
        floorAtZero(r.bcastOverhead, "bcast_overhead",
                    " us: MPI_Bcast of " + std::to_string(p.bytes) +
                        " B was not slower than the runner's own message",
                    r, profile.notes);
        r.spread->bcastOverhead = around(r.bcastOverhead, std::max(0.0, p.bcast.q1 - trip),
                                         std::max(0.0, p.bcast.q3 - trip));
    }
    // The stream gap, once every range's G is known: a stream of k segments of s bytes is a
    // program whose buffer holds k·s bytes, so its segments' bytes cost what the profile charges
    // them in that working set (forWorkingSet); the gap is what a segment costs beyond them.
    // Below 0 only says a stream is no slower per segment than its bytes: no extra gap.
    for (std::size_t k = 0; k < n; ++k) {
        const LogGPPoint& p = sorted[k];
        if (p.streamSegments < 2) continue;
        const std::uint64_t buffer = p.bytes * std::uint64_t(p.streamSegments);
        const double bytesTime =
            profile.forWorkingSet(buffer).at(p.bytes).G * (p.bytes > 1 ? double(p.bytes - 1) : 0);
        LogGPRange& r = profile.ranges[k];
        r.terms.streamGap = std::max(0.0, p.stream.median - bytesTime);
        r.spread->streamGap = around(r.terms.streamGap, std::max(0.0, p.stream.q1 - bytesTime),
                                     std::max(0.0, p.stream.q3 - bytesTime));
    }
    // Half duplex, once every range's terms are known: an exchange of two messages of s bytes is a
    // program whose buffer holds 2·s bytes (forWorkingSet); both ranks send at once, so each
    // message is in flight while the receiver's own is, and what the exchange takes beyond one
    // message (its flight and o_r) is halfDuplex times that flight.
    for (std::size_t k = 0; k < n; ++k) {
        const LogGPPoint& p = sorted[k];
        if (p.exchange.median <= 0) continue;
        const LogGP t = profile.forWorkingSet(2 * p.bytes).at(p.bytes);
        const double flight = t.inFlight(p.bytes);
        if (!(flight > 0)) continue;
        const double alone = flight + t.oRecv;
        LogGPRange& r = profile.ranges[k];
        r.terms.halfDuplex = (p.exchange.median - alone) / flight;
        floorAtZero(r.terms.halfDuplex, "half_duplex",
                    ": an exchange of " + std::to_string(p.bytes) +
                        " B each way was not slower than one message",
                    r, profile.notes);
        r.spread->halfDuplex =
            around(r.terms.halfDuplex, std::max(0.0, (p.exchange.q1 - alone) / flight),
                   std::max(0.0, (p.exchange.q3 - alone) / flight));
    }
    // Written data: the lone message of bytes its sender has just written, beyond the same
    // message of bytes it sent before, per byte (LogGP::writtenPerByte).
    for (std::size_t k = 0; k < n; ++k) {
        const LogGPPoint& p = sorted[k];
        if (p.writtenTrip.median <= 0 || p.trip.median <= 0 || p.bytes == 0) continue;
        LogGPRange& r = profile.ranges[k];
        r.terms.writtenPerByte = (p.writtenTrip.median - p.trip.median) / double(p.bytes);
        // Not noise alone: within the eager limit written data went faster here (the library
        // copies it out of the sender's cache itself), which the model leaves at no extra cost.
        if (r.terms.writtenPerByte < 0) {
            r.clamped.push_back({"written_per_byte", r.terms.writtenPerByte});
            profile.notes.push_back(
                "from " + std::to_string(r.fromBytes) +
                " B: written_per_byte was raised to 0 from " + number(r.terms.writtenPerByte) +
                ": a message of " + std::to_string(p.bytes) +
                " B its sender had just written took " + number(p.writtenTrip.median) +
                " us, one it had sent before " + number(p.trip.median) + " us");
            r.terms.writtenPerByte = 0;
        }
        r.spread->writtenPerByte =
            around(r.terms.writtenPerByte,
                   std::max(0.0, (p.writtenTrip.q1 - p.trip.median) / double(p.bytes)),
                   std::max(0.0, (p.writtenTrip.q3 - p.trip.median) / double(p.bytes)));
    }
    // Overwriting what the peer read: a write into bytes rank 1 had just received from rank 0,
    // beyond the same write into bytes rank 0 had not sent, per byte (LogGP::overwritePerByte).
    // Within the eager limit the peer never reads the sender's buffer (the library copies the
    // message out), so the simulator charges nothing there; the measured difference is noise about
    // 0 and is not kept.
    for (std::size_t k = 0; k < n; ++k) {
        const LogGPPoint& p = sorted[k];
        if (p.bytes == 0 || (eagerBytes > 0 && p.bytes <= eagerBytes)) continue;
        LogGPRange& r = profile.ranges[k];
        const auto fit = [&](const Summary& sent, const Summary& own, double& term,
                             TermSpread& spread, const char* name, const char* write) {
            if (sent.median <= 0 || own.median <= 0) return;
            term = (sent.median - own.median) / double(p.bytes);
            floorAtZero(term, name,
                        std::string(": ") + write + " of " + std::to_string(p.bytes) +
                            " B into bytes the peer had read was not slower than into bytes it "
                            "had not",
                        r, profile.notes);
            spread = around(term, std::max(0.0, (sent.q1 - own.median) / double(p.bytes)),
                            std::max(0.0, (sent.q3 - own.median) / double(p.bytes)));
        };
        fit(p.receiveIntoSent, p.receiveIntoOwn, r.terms.overwriteReceivePerByte,
            r.spread->overwriteReceivePerByte, "overwrite_receive_per_byte", "a receive");
        fit(p.copyIntoSent, p.copyIntoOwn, r.terms.overwriteCopyPerByte,
            r.spread->overwriteCopyPerByte, "overwrite_copy_per_byte", "a copy");
        fit(p.combineIntoSent, p.combineIntoOwn, r.terms.overwriteCombinePerByte,
            r.spread->overwriteCombinePerByte, "overwrite_combine_per_byte", "a combine");
    }
    profile.setShared("us", combine.empty() ? 0.0 : 8 * fitCombine(combine));
    // Each range combines at the rate measured around its own size (in cache or not), and
    // copies at it (a copy streams its bytes once, as a combine does)...
    if (!combine.empty())
        for (LogGPRange& r : profile.ranges) {
            const std::uint64_t size =
                std::max<std::uint64_t>(r.measuredBytes ? r.measuredBytes : r.fromBytes, 1);
            r.terms.combinePerElement = 8 * combinePerByteAt(combine, size);
            r.terms.copyPerByte = combinePerByteAt(combine, size);
        }
    // ... or, where measured beyond the eager limit, at what combining the bytes of a message
    // just received cost: a two-rank reduction beyond its written message. The receiver copied
    // them out of the sender's memory, and they come from memory; a copy of them streams the
    // same bytes and costs the same per byte (docs/simulator.md, "Computing on received data").
    // Within the eager limit the difference is the reduction's own call, not its bytes (0.4 us
    // for 512 B here, where the executor combines 512 B in 0.04), so the rate in cache stays.
    for (std::size_t k = 0; k < n; ++k) {
        const LogGPPoint& p = sorted[k];
        if (p.reducedTrip.median <= 0 || p.writtenTrip.median <= 0 || p.bytes < 8) continue;
        if (eagerBytes > 0 && p.bytes <= eagerBytes) continue;
        LogGPRange& r = profile.ranges[k];
        const double perByte = (p.reducedTrip.median - p.writtenTrip.median) / double(p.bytes);
        // A few elements combine within the noise of the message: the rate measured in cache
        // stays (and copies cost nothing measured).
        if (!(perByte > 0)) {
            profile.notes.push_back(
                "from " + std::to_string(r.fromBytes) + " B: the two-rank reduction of " +
                std::to_string(p.bytes) + " B took " + number(p.reducedTrip.median) +
                " us, not more than its written message (" + number(p.writtenTrip.median) +
                " us): its combine is the one measured in cache");
            continue;
        }
        r.terms.combinePerElement = 8 * perByte;
        r.terms.copyPerByte = perByte;
    }
    return profile;
}

bsp::MachineProfile loggpMachineProfile(const std::string& name, const std::string& source,
                                        std::span<const LogGPPoint> points,
                                        std::span<const CombinePoint> combine,
                                        std::uint64_t eagerBytes) {
    bsp::MachineProfile m;
    m.name = name;
    m.description =
        "measured by calltree-runner between ranks 0 and 1 (the source says which command); "
        "one LogGP range per measured message size";
    m.source = source;
    m.kind = bsp::ModelKind::LogGP;
    m.logp = fitLogGPProfile(points, combine, eagerBytes);
    return m;
}

std::optional<std::uint64_t> sizeAboveEagerLimit(std::span<const std::uint64_t> measured,
                                                 std::uint64_t eagerBytes) {
    if (eagerBytes == 0) return std::nullopt;
    const std::uint64_t above = std::bit_ceil(eagerBytes + 1);
    const bool spans = std::any_of(measured.begin(), measured.end(),
                                   [&](std::uint64_t b) { return b > eagerBytes; });
    const bool nearBeyond = std::any_of(measured.begin(), measured.end(), [&](std::uint64_t b) {
        return b > eagerBytes && b <= above;
    });
    if (!spans || nearBeyond) return std::nullopt;
    return above;
}

}  // namespace ct::runner
