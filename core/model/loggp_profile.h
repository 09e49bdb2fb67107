#pragma once
// A size-aware LogGP machine profile: LogGP's terms per message-size range, as SMPI's piecewise
// network model (Degomme et al. 2017) does. A real network's small messages go eagerly and its
// large ones by rendezvous, so one (o, g, G, L) cannot fit 8 B and 1 MiB at once; a list of
// ranges can. One range is plain LogGP.
//
// Range i applies to messages of ranges[i].fromBytes bytes up to (not including)
// ranges[i + 1].fromBytes; the first range starts at 0 bytes. A message's terms are those of its
// own size's range (closed formulas: the size of the message or segment they charge).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/loggp.h"

namespace ct {

// Where a calibrated term's measurements lay: [low, high], e.g. from their interquartile range.
struct TermSpread {
    double low = 0;
    double high = 0;
    bool operator==(const TermSpread&) const = default;
};

// The spread of a range's fitted terms (the stream gap's [0, 0] when not measured).
struct LogGPSpread {
    TermSpread L, oSend, oRecv, g, G;
    TermSpread streamGap{};
    TermSpread bcastOverhead{};
    TermSpread sendCompletion{};
    TermSpread halfDuplex{};
    TermSpread writtenPerByte{};
    TermSpread overwriteReceivePerByte{};
    TermSpread overwriteCopyPerByte{};
    TermSpread overwriteCombinePerByte{};
    bool operator==(const LogGPSpread&) const = default;
};

// A term a fit raised to its floor because noise gave a value the model cannot use (a negative
// gap): its name ("L", "o_s", "o_r", "g", "G") and what the fit gave.
struct ClampMark {
    std::string term;
    double raw = 0;
    bool operator==(const ClampMark&) const = default;
};

struct LogGPRange {
    std::uint64_t fromBytes = 0;
    // L, o_s, o_r, g, G, the stream gap, the send completion, half duplex, the written-data
    // cost and the combine and copy times of this range (of a combine or copy of this range's
    // size: small vectors in cache combine several times faster per byte than large ones, and
    // the bytes of a message just received beyond the rendezvous limit come from memory).
    // eagerLimit, inlineLimit and unit are the profile's (LogGPProfile::problem() refuses ranges
    // that differ in them).
    LogGP terms;
    std::optional<LogGPSpread> spread;  // from calibration; none for profiles typed in
    std::vector<ClampMark> clamped;     // terms raised to their floor, with the raw fit
    // The message size calibration measured this range at (0: not measured).
    std::uint64_t measuredBytes = 0;
    // What the MPI library's own MPI_Bcast of one message of this range costs beyond the same
    // message sent by the runner and waited for (Open MPI's one-message broadcast twin, whose
    // sender waits for its send as the library's does; before send completions were measured,
    // the catalogue's one-message broadcast, which does not wait), in the profile's unit:
    // calibration times both, interleaved (docs/runner.md, "Calibration"). Not a LogGP term of
    // messages: predictions of MPI_Bcast cases add it once per call. 0: not measured.
    double bcastOverhead = 0;
    // The machine's level while the cases of this range's measured size ran, as a factor of the
    // whole profile's times: that size's one-way trip measured beside its cases over the trip
    // this profile charges there (`run --calibrate-beside`). This machine's small messages
    // change level within a launch (0.17 against 0.40 us for 8 B, minutes apart), while the
    // profile's ranges are measured interleaved over all sizes (one level, the shape across
    // sizes). One factor per size: eager and rendezvous messages can stand at different levels
    // at once: see eagerLevel. 0: not measured. See atLevelOf.
    double level = 0;
    // For a range measured beyond the eager limit: the level of eager messages while its cases
    // ran — the largest eager size's one-way trip measured beside those cases over the trip this
    // profile charges there. The two protocols need not move together: beside the 4 KiB cases
    // the rendezvous message stood at 1.0 and the 2 KiB eager message at 0.5 (docs/runner.md,
    // "Each size at the level measured beside it"). 0: not measured (eager messages at `level`).
    double eagerLevel = 0;
    bool operator==(const LogGPRange&) const = default;
};

struct LogGPProfile {
    std::vector<LogGPRange> ranges{LogGPRange{}};
    // Sentences explaining the clamp marks and anything else a reader must know about the fit.
    std::vector<std::string> notes;

    LogGPProfile() = default;
    // One range: plain LogGP. Implicit, so that every function costing under a profile accepts
    // the single-range parameters the CLI and the tests build.
    LogGPProfile(const LogGP& single) : ranges{LogGPRange{0, single, {}, {}, 0}} {}

    // The terms of a message of `bytes` bytes: those of the last range starting at or below it.
    const LogGP& at(std::uint64_t bytes) const;
    // That range itself.
    const LogGPRange& rangeAt(std::uint64_t bytes) const;
    // The profile as a program whose ranks each hold `workingSetBytes` bytes sees it: every range
    // below the working set's own has its per-byte cost G raised to that range's where it is
    // lower. A byte costs what the memory it comes from costs: the ranges of small messages are
    // measured on buffers in cache, but a segment of a buffer beyond the cache moves its bytes at
    // the rate measured for messages of the buffer's size (docs/simulator.md, "Working set").
    // A lone message (its buffer its own size) is costed exactly as before.
    LogGPProfile forWorkingSet(std::uint64_t workingSetBytes) const;
    // The profile as the cases of `caseBytes` bytes saw the machine: every time of every range
    // multiplied by the level measured beside those cases (LogGPRange::level of their size's
    // range; the runner runs each size's cases together, in rounds) — a segment of half the size,
    // sent in those cases, ran at their level, not at the level of the cases of its own size.
    // Messages within the eager limit take that range's eagerLevel instead, when it has one (a
    // range straddling the limit is split there, so each message takes its own protocol's);
    // computation (combine, copy) takes the level. The levels are then cleared (applied once).
    // Unchanged when that range has no level.
    LogGPProfile atLevelOf(std::uint64_t caseBytes) const;
    // The first range's terms (small messages; and the whole profile's unit and limits).
    const LogGP& first() const { return ranges.front().terms; }
    const std::string& unit() const { return first().unit; }
    std::uint64_t eagerLimit() const { return first().eagerLimit; }
    std::optional<std::uint64_t> inlineLimit() const { return first().inlineLimit; }
    bool sizeAware() const { return ranges.size() > 1; }
    // Whether any range has a measured stream gap (LogGP::streamGap > 0): a profile to keep
    // whole even when it has one range, since plain L, o, g, G would lose it.
    bool hasStreamGap() const;
    // Whether any range charges written data (LogGP::writtenPerByte > 0): the simulator then
    // tracks which bytes each rank wrote.
    bool chargesWrittenData() const;
    // Whether any range charges overwriting what the peer read (LogGP::overwritePerByte > 0 for any
    // kind of write): the simulator then tracks which bytes each rank's peers read.
    bool chargesOverwrites() const;
    // Whether any range charges where data lies (LogGP::chargesDataPlacement).
    bool chargesDataPlacement() const;
    // The same profile without the costs of where data lies (written data, overwrites): what
    // the closed formulas charge.
    LogGPProfile withoutDataPlacement() const;

    // Sets unit, combine per element and copy per byte in every range.
    void setShared(const std::string& unit, double combinePerElement, double copyPerByte = 0);
    // Sets the unit's name in every range (the times stay).
    void setUnit(const std::string& unit);
    // Sets the eager limit (LogGP::eagerLimit) in every range.
    void setEagerLimit(std::uint64_t bytes);
    // Sets the inline limit (LogGP::inlineLimit) in every range.
    void setInlineLimit(std::optional<std::uint64_t> bytes);
    // Every time of every range (and spread) multiplied by `factor`, the unit renamed.
    LogGPProfile scaled(double factor, const std::string& unit) const;

    // The first problem as "ranges[i].field: message" (no ranges, the first not from 0, sizes
    // not ascending, a bad term, ranges differing in unit, combine, copy, eager or inline
    // limit), or
    // nothing.
    std::optional<std::string> problem() const;

    bool operator==(const LogGPProfile&) const = default;
};

}  // namespace ct
