#include "protocol/machine_json.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <vector>

#include "io/atomic_file.h"
#include "protocol/json_check.h"

namespace ct::bsp {

namespace {

// Files store the combine time per byte; profiles per 8-byte element (the collective contract's
// 64-bit integers, which every program combines).
constexpr double kElementBytes = 8;

nlohmann::json spreadJson(const TermSpread& s) {
    return nlohmann::json::array({s.low, s.high});
}

void writeLogGP(const LogGPProfile& p, nlohmann::json& j) {
    const std::string& unit = p.unit();
    j["model"] = "loggp";
    j["units"] = {{"time", unit}, {"G", unit + " per byte"}, {"combine", unit + " per byte"}};
    if (p.chargesWrittenData()) j["units"]["written_per_byte"] = unit + " per written byte";
    if (p.chargesOverwrites())
        j["units"]["overwrite_per_byte"] = unit + " per byte overwritten after a peer read it";
    j["combine"] = p.first().combinePerElement / kElementBytes;
    if (p.first().copyPerByte != 0) j["copy"] = p.first().copyPerByte;
    // Only when measured, so that profiles without it are written back unchanged.
    if (p.eagerLimit() != 0) j["eager_limit_bytes"] = p.eagerLimit();
    if (p.inlineLimit()) j["inline_limit_bytes"] = *p.inlineLimit();
    nlohmann::json ranges = nlohmann::json::array();
    for (const LogGPRange& r : p.ranges) {
        const LogGP& t = r.terms;
        nlohmann::json row = {{"from_bytes", r.fromBytes},
                              {"L", t.L},
                              {"o_s", t.oSend},
                              {"o_r", t.oRecv},
                              {"g", t.g},
                              {"G", t.G}};
        // Only when measured, so that profiles without it are written back unchanged.
        if (t.streamGap != 0) row["stream_gap"] = t.streamGap;
        if (t.sendCompletion != 0) row["send_completion"] = t.sendCompletion;
        if (t.halfDuplex != 0) row["half_duplex"] = t.halfDuplex;
        if (t.writtenPerByte != 0) row["written_per_byte"] = t.writtenPerByte;
        if (t.overwriteReceivePerByte != 0)
            row["overwrite_receive_per_byte"] = t.overwriteReceivePerByte;
        if (t.overwriteCopyPerByte != 0) row["overwrite_copy_per_byte"] = t.overwriteCopyPerByte;
        if (t.overwriteCombinePerByte != 0)
            row["overwrite_combine_per_byte"] = t.overwriteCombinePerByte;
        // Only where the range combines at its own rate, not the file's.
        if (t.combinePerElement != p.first().combinePerElement)
            row["combine"] = t.combinePerElement / kElementBytes;
        if (t.copyPerByte != p.first().copyPerByte) row["copy"] = t.copyPerByte;
        if (r.measuredBytes) row["measured_bytes"] = r.measuredBytes;
        if (r.bcastOverhead != 0) row["bcast_overhead"] = r.bcastOverhead;
        if (r.level != 0) row["level"] = r.level;
        if (r.eagerLevel != 0) row["eager_level"] = r.eagerLevel;
        if (r.spread)
            row["spread"] = {{"L", spreadJson(r.spread->L)},
                             {"o_s", spreadJson(r.spread->oSend)},
                             {"o_r", spreadJson(r.spread->oRecv)},
                             {"g", spreadJson(r.spread->g)},
                             {"G", spreadJson(r.spread->G)}};
        if (r.spread && r.spread->streamGap != TermSpread{})
            row["spread"]["stream_gap"] = spreadJson(r.spread->streamGap);
        if (r.spread && r.spread->bcastOverhead != TermSpread{})
            row["spread"]["bcast_overhead"] = spreadJson(r.spread->bcastOverhead);
        if (r.spread && r.spread->sendCompletion != TermSpread{})
            row["spread"]["send_completion"] = spreadJson(r.spread->sendCompletion);
        if (r.spread && r.spread->halfDuplex != TermSpread{})
            row["spread"]["half_duplex"] = spreadJson(r.spread->halfDuplex);
        if (r.spread && r.spread->writtenPerByte != TermSpread{})
            row["spread"]["written_per_byte"] = spreadJson(r.spread->writtenPerByte);
        if (r.spread && r.spread->overwriteReceivePerByte != TermSpread{})
            row["spread"]["overwrite_receive_per_byte"] =
                spreadJson(r.spread->overwriteReceivePerByte);
        if (r.spread && r.spread->overwriteCopyPerByte != TermSpread{})
            row["spread"]["overwrite_copy_per_byte"] = spreadJson(r.spread->overwriteCopyPerByte);
        if (r.spread && r.spread->overwriteCombinePerByte != TermSpread{})
            row["spread"]["overwrite_combine_per_byte"] =
                spreadJson(r.spread->overwriteCombinePerByte);
        if (!r.clamped.empty()) {
            nlohmann::json clamped = nlohmann::json::object();
            for (const ClampMark& c : r.clamped)
                clamped[c.term] = c.raw;
            row["clamped"] = clamped;
        }
        ranges.push_back(row);
    }
    j["ranges"] = ranges;
    if (!p.notes.empty()) j["notes"] = p.notes;
}

}  // namespace

nlohmann::json machineToJson(const MachineProfile& m) {
    nlohmann::json j;
    j["format"] = kMachineFormat;
    j["version"] = m.kind == ModelKind::LogGP ? kMachineVersionRanges : kMachineVersion;
    j["name"] = m.name;
    j["description"] = m.description;
    j["source"] = m.source;
    if (m.kind == ModelKind::Bsp) {
        j["model"] = "bsp*";
        j["units"] = {{"g", "operations per byte"},
                      {"L", "operations"},
                      {"B", "bytes"},
                      {"s", "operations per ns"}};
        j["g1"] = m.bsp.g1;
        nlohmann::json rows = nlohmann::json::array();
        for (const auto& e : m.bsp.entries)
            rows.push_back({{"procs", e.procs}, {"g", e.g}, {"L", e.L}, {"B", e.B}, {"s", e.s}});
        j["parameters"] = rows;
    } else {
        writeLogGP(m.logp, j);
    }
    return j;
}

namespace {

std::string optionalString(const nlohmann::json& j, const std::string& key,
                           const std::string& path) {
    return j.contains(key) ? requireString(j, key, path) : std::string();
}

void readBsp(const nlohmann::json& j, const std::string& path, BspProfile& bsp) {
    if (j.contains("g1")) bsp.g1 = requireNumber(j, "g1", path, true);
    const std::string rowsPath = joinPath(path, "parameters");
    const auto& rows = requireField(j, "parameters", path);
    requireArray(rows, rowsPath);
    if (rows.empty()) throw FormatError(rowsPath, "must list at least one partition size");
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const std::string at = indexPath(rowsPath, i);
        BspEntry e;
        e.procs = int(requireInteger(rows[i], "procs", at, 2, 1 << 24));
        if (!bsp.entries.empty() && e.procs <= bsp.entries.back().procs)
            throw FormatError(joinPath(at, "procs"), "must be larger than the previous row's");
        e.g = requireNumber(rows[i], "g", at, true);
        e.L = requireNumber(rows[i], "L", at, false);
        e.B = requireNumber(rows[i], "B", at, true);
        e.s = rows[i].contains("s") ? requireNumber(rows[i], "s", at, true) : 1.0;
        bsp.entries.push_back(e);
    }
}

// The time unit ("units": {"time": ...}), "us" when absent.
std::string readUnit(const nlohmann::json& j, const std::string& path) {
    if (!j.contains("units")) return "us";
    const std::string unitsPath = joinPath(path, "units");
    requireObject(j["units"], unitsPath);
    return j["units"].contains("time") ? requireString(j["units"], "time", unitsPath) : "us";
}

// Version 1: "parameters": {"L", "o", "g", "G", "combine"}, one range.
void readLogPParameters(const nlohmann::json& j, const std::string& path, LogGPProfile& logp) {
    const std::string at = joinPath(path, "parameters");
    const auto& params = requireField(j, "parameters", path);
    requireObject(params, at);
    LogGP t;
    t.L = requireNumber(params, "L", at, false);
    t.oSend = t.oRecv = requireNumber(params, "o", at, false);
    t.g = requireNumber(params, "g", at, false);
    t.G = params.contains("G") ? requireNumber(params, "G", at, false) : 0.0;
    // Optional (version 1 files written before it existed have none): no combine cost.
    const double combine =
        params.contains("combine") ? requireNumber(params, "combine", at, false) : 0.0;
    logp = LogGPProfile(t);
    logp.setShared(readUnit(j, path), combine * kElementBytes);
}

TermSpread readSpread(const nlohmann::json& spread, const std::string& key,
                      const std::string& path) {
    const std::string at = joinPath(path, key);
    const auto& pair = requireField(spread, key, path);
    requireArray(pair, at);
    if (pair.size() != 2) throw FormatError(at, "must be [low, high]");
    const TermSpread s{requireNumberValue(pair[0], indexPath(at, 0), false),
                       requireNumberValue(pair[1], indexPath(at, 1), false)};
    if (s.low > s.high) throw FormatError(at, "low must not exceed high");
    return s;
}

LogGPRange readRange(const nlohmann::json& row, const std::string& at) {
    requireObject(row, at);
    LogGPRange r;
    r.fromBytes = std::uint64_t(requireInteger(row, "from_bytes", at, 0, 1ll << 62));
    r.terms.L = requireNumber(row, "L", at, false);
    r.terms.oSend = requireNumber(row, "o_s", at, false);
    r.terms.oRecv = requireNumber(row, "o_r", at, false);
    r.terms.g = requireNumber(row, "g", at, false);
    r.terms.G = requireNumber(row, "G", at, false);
    if (row.contains("stream_gap")) r.terms.streamGap = requireNumber(row, "stream_gap", at, false);
    if (row.contains("send_completion"))
        r.terms.sendCompletion = requireNumber(row, "send_completion", at, false);
    if (row.contains("half_duplex"))
        r.terms.halfDuplex = requireNumber(row, "half_duplex", at, false);
    if (row.contains("written_per_byte"))
        r.terms.writtenPerByte = requireNumber(row, "written_per_byte", at, false);
    if (row.contains("overwrite_receive_per_byte"))
        r.terms.overwriteReceivePerByte =
            requireNumber(row, "overwrite_receive_per_byte", at, false);
    if (row.contains("overwrite_copy_per_byte"))
        r.terms.overwriteCopyPerByte = requireNumber(row, "overwrite_copy_per_byte", at, false);
    if (row.contains("overwrite_combine_per_byte"))
        r.terms.overwriteCombinePerByte =
            requireNumber(row, "overwrite_combine_per_byte", at, false);
    if (row.contains("measured_bytes"))
        r.measuredBytes = std::uint64_t(requireInteger(row, "measured_bytes", at, 0, 1ll << 62));
    if (row.contains("bcast_overhead"))
        r.bcastOverhead = requireNumber(row, "bcast_overhead", at, false);
    if (row.contains("level")) r.level = requireNumber(row, "level", at, true);
    if (row.contains("eager_level")) r.eagerLevel = requireNumber(row, "eager_level", at, true);
    if (row.contains("spread")) {
        const std::string sp = joinPath(at, "spread");
        requireObject(row["spread"], sp);
        const auto& s = row["spread"];
        r.spread =
            LogGPSpread{readSpread(s, "L", sp), readSpread(s, "o_s", sp), readSpread(s, "o_r", sp),
                        readSpread(s, "g", sp), readSpread(s, "G", sp)};
        if (s.contains("stream_gap")) r.spread->streamGap = readSpread(s, "stream_gap", sp);
        if (s.contains("bcast_overhead"))
            r.spread->bcastOverhead = readSpread(s, "bcast_overhead", sp);
        if (s.contains("send_completion"))
            r.spread->sendCompletion = readSpread(s, "send_completion", sp);
        if (s.contains("half_duplex")) r.spread->halfDuplex = readSpread(s, "half_duplex", sp);
        if (s.contains("written_per_byte"))
            r.spread->writtenPerByte = readSpread(s, "written_per_byte", sp);
        if (s.contains("overwrite_receive_per_byte"))
            r.spread->overwriteReceivePerByte = readSpread(s, "overwrite_receive_per_byte", sp);
        if (s.contains("overwrite_copy_per_byte"))
            r.spread->overwriteCopyPerByte = readSpread(s, "overwrite_copy_per_byte", sp);
        if (s.contains("overwrite_combine_per_byte"))
            r.spread->overwriteCombinePerByte = readSpread(s, "overwrite_combine_per_byte", sp);
    }
    if (row.contains("clamped")) {
        const std::string cp = joinPath(at, "clamped");
        requireObject(row["clamped"], cp);
        for (const auto& [term, raw] : row["clamped"].items()) {
            if (term != "L" && term != "o_s" && term != "o_r" && term != "g" && term != "G" &&
                term != "stream_gap" && term != "bcast_overhead" && term != "send_completion" &&
                term != "half_duplex" && term != "written_per_byte" &&
                term != "overwrite_receive_per_byte" && term != "overwrite_copy_per_byte" &&
                term != "overwrite_combine_per_byte")
                throw FormatError(joinPath(cp, term),
                                  "is not a LogGP term (L, o_s, o_r, g, G, stream_gap, "
                                  "bcast_overhead, send_completion, half_duplex, "
                                  "written_per_byte, overwrite_receive_per_byte, "
                                  "overwrite_copy_per_byte, "
                                  "overwrite_combine_per_byte)");
            if (!raw.is_number()) throw FormatError(joinPath(cp, term), "must be a number");
            r.clamped.push_back({term, raw.get<double>()});
        }
    }
    return r;
}

// Version 2: "ranges" (ascending from 0 bytes), "combine", "copy", "eager_limit_bytes",
// "inline_limit_bytes", "notes".
void readLogPRanges(const nlohmann::json& j, const std::string& path, LogGPProfile& logp) {
    const std::string at = joinPath(path, "ranges");
    const auto& rows = requireField(j, "ranges", path);
    requireArray(rows, at);
    if (rows.empty()) throw FormatError(at, "must list at least one message-size range");
    logp.ranges.clear();
    // A range's own combine and copy times (per byte), where it has them: set once the file's
    // are.
    std::vector<std::optional<double>> ownCombine, ownCopy;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const std::string rowPath = indexPath(at, i);
        LogGPRange r = readRange(rows[i], rowPath);
        ownCombine.push_back(rows[i].contains("combine") ? std::optional<double>(requireNumber(
                                                               rows[i], "combine", rowPath, false))
                                                         : std::nullopt);
        ownCopy.push_back(rows[i].contains("copy") ? std::optional<double>(requireNumber(
                                                         rows[i], "copy", rowPath, false))
                                                   : std::nullopt);
        if (i == 0 && r.fromBytes != 0)
            throw FormatError(joinPath(rowPath, "from_bytes"),
                              "the first range must start at 0 bytes");
        if (i > 0 && r.fromBytes <= logp.ranges.back().fromBytes)
            throw FormatError(joinPath(rowPath, "from_bytes"),
                              "must be larger than the previous range's (" +
                                  std::to_string(logp.ranges.back().fromBytes) + ")");
        logp.ranges.push_back(std::move(r));
    }
    const double combine = j.contains("combine") ? requireNumber(j, "combine", path, false) : 0.0;
    const double copy = j.contains("copy") ? requireNumber(j, "copy", path, false) : 0.0;
    logp.setShared(readUnit(j, path), combine * kElementBytes, copy);
    for (std::size_t i = 0; i < ownCombine.size(); ++i) {
        if (ownCombine[i]) logp.ranges[i].terms.combinePerElement = *ownCombine[i] * kElementBytes;
        if (ownCopy[i]) logp.ranges[i].terms.copyPerByte = *ownCopy[i];
    }
    if (j.contains("eager_limit_bytes"))
        logp.setEagerLimit(
            std::uint64_t(requireInteger(j, "eager_limit_bytes", path, 0, 1ll << 62)));
    if (j.contains("inline_limit_bytes"))
        logp.setInlineLimit(
            std::uint64_t(requireInteger(j, "inline_limit_bytes", path, 0, 1ll << 62)));
    logp.notes.clear();
    if (j.contains("notes")) {
        const std::string notesPath = joinPath(path, "notes");
        requireArray(j["notes"], notesPath);
        for (std::size_t i = 0; i < j["notes"].size(); ++i) {
            if (!j["notes"][i].is_string())
                throw FormatError(indexPath(notesPath, i), "must be a string");
            logp.notes.push_back(j["notes"][i].get<std::string>());
        }
    }
}

}  // namespace

MachineProfile machineFromJson(const nlohmann::json& j, const std::string& path) {
    requireObject(j, path);
    MachineProfile m;
    m.name = requireString(j, "name", path);
    if (m.name.empty()) throw FormatError(joinPath(path, "name"), "must not be empty");
    m.description = optionalString(j, "description", path);
    m.source = optionalString(j, "source", path);
    const std::string model = requireString(j, "model", path);
    if (model == "bsp*" || model == "bsp" || model == "d-bsp") {
        m.kind = ModelKind::Bsp;
        readBsp(j, path, m.bsp);
    } else if (model == "loggp" || model == "logp") {
        m.kind = ModelKind::LogGP;
        // Version 2 lists ranges; version 1 (and schedules embedding it) one set of parameters.
        if (j.contains("ranges"))
            readLogPRanges(j, path, m.logp);
        else
            readLogPParameters(j, path, m.logp);
    } else {
        throw FormatError(joinPath(path, "model"),
                          "must be \"bsp*\" or \"loggp\", not \"" + model + "\"");
    }
    return m;
}

MachineProfile parseMachineDocument(const std::string& text) {
    const nlohmann::json doc = parseDocument(text);
    requireObject(doc, "");
    const std::string tag = requireString(doc, "format", "");
    if (tag != kMachineFormat)
        throw FormatError("format",
                          "must be \"" + std::string(kMachineFormat) + "\", not \"" + tag + "\"");
    const long long version = requireInteger(doc, "version", "", 1, 1000000);
    if (version > kMachineVersionRanges)
        throw FormatError("version",
                          "version " + std::to_string(version) + " is not supported (1 and 2 are)");
    return machineFromJson(doc);
}

MachineFile loadMachineFileHashed(const std::string& fileName) {
    const std::string text = readTextFile(fileName);
    try {
        return {parseMachineDocument(text), fnv1a64Hex(text)};
    } catch (const FormatError& e) {
        throw FormatError(fileName + ": " + e.path(),
                          std::string(e.what()).substr(e.path().size() + 2));
    }
}

MachineProfile loadMachineFile(const std::string& fileName) {
    return loadMachineFileHashed(fileName).profile;
}

std::string fnv1a64Hex(std::string_view bytes) {
    std::uint64_t h = 14695981039346656037ull;
    for (const unsigned char c : bytes) {
        h ^= c;
        h *= 1099511628211ull;
    }
    static const char digits[] = "0123456789abcdef";
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i, h >>= 4)
        out[std::size_t(i)] = digits[h & 0xf];
    return out;
}

void saveMachineFile(const std::string& fileName, const MachineProfile& m) {
    writeFileAtomically(fileName, machineToJson(m).dump(2) + "\n");
}

MachineProfile resolveMachine(const std::string& nameOrFile) {
    if (auto m = builtinMachine(nameOrFile)) return *m;
    if (std::filesystem::exists(nameOrFile)) return loadMachineFile(nameOrFile);
    std::string names;
    for (const auto& n : builtinMachineNames())
        names += (names.empty() ? "" : ", ") + n;
    throw std::invalid_argument("unknown machine '" + nameOrFile + "' (built-in: " + names +
                                "; or a *.machine.json file)");
}

}  // namespace ct::bsp
