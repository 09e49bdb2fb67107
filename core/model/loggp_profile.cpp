#include "model/loggp_profile.h"

#include <algorithm>
#include <cmath>

namespace ct {

namespace {

// Every time of a message in `r` (its terms, MPI_Bcast overhead, spread, clamp marks) ×
// `factor`; the profile-wide computation times and the unit are the caller's.
void scaleRangeTimes(LogGPRange& r, double factor) {
    const auto scale = [factor](TermSpread& s) {
        s.low *= factor;
        s.high *= factor;
    };
    LogGP& t = r.terms;
    for (double* v :
         {&t.L, &t.oSend, &t.oRecv, &t.g, &t.G, &t.streamGap, &t.sendCompletion, &t.writtenPerByte,
          &t.overwriteReceivePerByte, &t.overwriteCopyPerByte, &t.overwriteCombinePerByte})
        *v *= factor;  // halfDuplex is a share, not a time: it stays
    r.bcastOverhead *= factor;
    if (r.spread)
        for (TermSpread* s :
             {&r.spread->L, &r.spread->oSend, &r.spread->oRecv, &r.spread->g, &r.spread->G,
              &r.spread->streamGap, &r.spread->bcastOverhead, &r.spread->sendCompletion,
              &r.spread->writtenPerByte, &r.spread->overwriteReceivePerByte,
              &r.spread->overwriteCopyPerByte, &r.spread->overwriteCombinePerByte})
            scale(*s);
    for (ClampMark& c : r.clamped)
        c.raw *= factor;
}

}  // namespace

const LogGP& LogGPProfile::at(std::uint64_t bytes) const {
    return rangeAt(bytes).terms;
}

const LogGPRange& LogGPProfile::rangeAt(std::uint64_t bytes) const {
    // One range is the common case (every profile typed in, Shou & Chen's): no search.
    if (ranges.size() == 1) return ranges.front();
    const auto after =
        std::upper_bound(ranges.begin(), ranges.end(), bytes,
                         [](std::uint64_t b, const LogGPRange& r) { return b < r.fromBytes; });
    return after == ranges.begin() ? ranges.front() : *std::prev(after);
}

LogGPProfile LogGPProfile::forWorkingSet(std::uint64_t workingSetBytes) const {
    LogGPProfile out = *this;
    if (ranges.size() == 1) return out;
    const LogGP& whole = at(workingSetBytes);
    for (LogGPRange& r : out.ranges)
        if (r.fromBytes <= workingSetBytes) {
            r.terms.G = std::max(r.terms.G, whole.G);
            // The same for combining: a segment of a buffer beyond the cache combines at the
            // buffer's rate.
            r.terms.combinePerElement =
                std::max(r.terms.combinePerElement, whole.combinePerElement);
            r.terms.copyPerByte = std::max(r.terms.copyPerByte, whole.copyPerByte);
        }
    return out;
}

LogGPProfile LogGPProfile::atLevelOf(std::uint64_t caseBytes) const {
    const LogGPRange& own = rangeAt(caseBytes);
    LogGPProfile out = *this;
    const double level = own.level;
    const double eager = own.eagerLevel > 0 ? own.eagerLevel : level;
    const std::uint64_t limit = eagerLimit();
    if (level > 0 && eager != level && limit > 0) {
        // A boundary at the first rendezvous size, so that every range is of one protocol: the
        // range holding it is split into two copies of its terms.
        const LogGPRange& straddling = rangeAt(limit + 1);
        if (straddling.fromBytes <= limit) {  // else a range starts at limit + 1 already
            LogGPRange copy = straddling;
            copy.fromBytes = limit + 1;
            copy.measuredBytes = 0;  // a copy, not a measurement
            const auto after =
                std::find_if(out.ranges.begin(), out.ranges.end(),
                             [limit](const LogGPRange& r) { return r.fromBytes > limit + 1; });
            out.ranges.insert(after, copy);
        }
    }
    for (LogGPRange& r : out.ranges) {
        if (level > 0) {
            scaleRangeTimes(r, limit > 0 && r.fromBytes <= limit ? eager : level);
            r.terms.combinePerElement *= level;
            r.terms.copyPerByte *= level;
        }
        r.level = 0;
        r.eagerLevel = 0;
    }
    return out;
}

bool LogGPProfile::hasStreamGap() const {
    return std::any_of(ranges.begin(), ranges.end(),
                       [](const LogGPRange& r) { return r.terms.streamGap > 0; });
}

bool LogGPProfile::chargesWrittenData() const {
    return std::any_of(ranges.begin(), ranges.end(),
                       [](const LogGPRange& r) { return r.terms.writtenPerByte > 0; });
}

bool LogGPProfile::chargesDataPlacement() const {
    return std::any_of(ranges.begin(), ranges.end(),
                       [](const LogGPRange& r) { return r.terms.chargesDataPlacement(); });
}

bool LogGPProfile::chargesOverwrites() const {
    return std::any_of(ranges.begin(), ranges.end(),
                       [](const LogGPRange& r) { return r.terms.chargesOverwrites(); });
}

LogGPProfile LogGPProfile::withoutDataPlacement() const {
    LogGPProfile out = *this;
    for (LogGPRange& r : out.ranges) {
        r.terms.writtenPerByte = 0;
        r.terms.overwriteReceivePerByte = 0;
        r.terms.overwriteCopyPerByte = 0;
        r.terms.overwriteCombinePerByte = 0;
        if (r.spread) {
            r.spread->writtenPerByte = {};
            r.spread->overwriteReceivePerByte = {};
            r.spread->overwriteCopyPerByte = {};
            r.spread->overwriteCombinePerByte = {};
        }
    }
    return out;
}

void LogGPProfile::setShared(const std::string& unitName, double combinePerElement,
                             double copyPerByte) {
    for (LogGPRange& r : ranges) {
        r.terms.unit = unitName;
        r.terms.combinePerElement = combinePerElement;
        r.terms.copyPerByte = copyPerByte;
    }
}

void LogGPProfile::setUnit(const std::string& unitName) {
    for (LogGPRange& r : ranges)
        r.terms.unit = unitName;
}

void LogGPProfile::setEagerLimit(std::uint64_t bytes) {
    for (LogGPRange& r : ranges)
        r.terms.eagerLimit = bytes;
}

void LogGPProfile::setInlineLimit(std::optional<std::uint64_t> bytes) {
    for (LogGPRange& r : ranges)
        r.terms.inlineLimit = bytes;
}

LogGPProfile LogGPProfile::scaled(double factor, const std::string& unitName) const {
    LogGPProfile out = *this;
    for (LogGPRange& r : out.ranges) {
        scaleRangeTimes(r, factor);
        r.terms.combinePerElement *= factor;
        r.terms.copyPerByte *= factor;
        r.terms.unit = unitName;
    }
    return out;
}

std::optional<std::string> LogGPProfile::problem() const {
    if (ranges.empty()) return std::string("ranges: must list at least one message-size range");
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        const std::string at = "ranges[" + std::to_string(i) + "]";
        const LogGPRange& r = ranges[i];
        if (i == 0 && r.fromBytes != 0)
            return at + ".from_bytes: the first range must start at 0 bytes (got " +
                   std::to_string(r.fromBytes) + ")";
        if (i > 0 && r.fromBytes <= ranges[i - 1].fromBytes)
            return at + ".from_bytes: must be larger than the previous range's (" +
                   std::to_string(ranges[i - 1].fromBytes) + "), got " +
                   std::to_string(r.fromBytes);
        if (auto bad = r.terms.problem()) return at + "." + *bad;
        if (!(r.bcastOverhead >= 0) || !std::isfinite(r.bcastOverhead))
            return at + ".bcast_overhead: must be a non-negative number";
        if (!(r.level >= 0) || !std::isfinite(r.level))
            return at + ".level: must be a non-negative number (0: not measured)";
        if (!(r.eagerLevel >= 0) || !std::isfinite(r.eagerLevel))
            return at + ".eager_level: must be a non-negative number (0: not measured)";
        const LogGP& f = first();
        if (r.terms.unit != f.unit || r.terms.eagerLimit != f.eagerLimit ||
            r.terms.inlineLimit != f.inlineLimit)
            return at + ": unit, eager and inline limit must be the same in every range";
    }
    return std::nullopt;
}

}  // namespace ct
