#include "model_options.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "algorithms/mpilib/ompi_common.h"
#include "file_options.h"
#include "io/json_writer.h"
#include "protocol/limits.h"

namespace ct::cli {

const std::set<std::string> kModelOptions{"L",      "o",          "os",          "or",     "g",
                                          "gs",     "G",          "combine",     "unit",   "eager",
                                          "inline", "completion", "half-duplex", "written"};
const std::set<std::string> kAlgorithmOptions{"algorithm", "procs",         "root",      "bytes",
                                              "radix",     "segment-bytes", "mesh-rows", "strip"};

Format readFormat(const Args& args, const std::set<Format>& allowed) {
    const std::string f = args.text("format").value_or("text");
    Format out;
    if (f == "text")
        out = Format::Text;
    else if (f == "json")
        out = Format::Json;
    else if (f == "csv")
        out = Format::Csv;
    else if (f == "chrome")
        out = Format::Chrome;
    else
        throw UsageError("--format must be text, json, csv or chrome (got '" + f + "')");
    if (!allowed.count(out))
        throw UsageError("--format " + f + " is not available for this command");
    return out;
}

double modelNumber(const Args& args, const std::string& name, double fallback) {
    return args.number(name, fallback, 0, protocol::kMaxModelValue);
}

LogGP readModel(const Args& args) {
    // Defaults are Shou & Chen's (1996) example: L = 6, o = 2, g = 4 cycles.
    LogGP m = LogGP::logp(modelNumber(args, "L", 6), modelNumber(args, "o", 2),
                          modelNumber(args, "g", 4));
    m.oSend = modelNumber(args, "os", m.oSend);
    m.oRecv = modelNumber(args, "or", m.oRecv);
    m.G = modelNumber(args, "G", 0);
    m.streamGap = modelNumber(args, "gs", 0);
    m.combinePerElement = modelNumber(args, "combine", 1);
    m.unit = args.text("unit").value_or("cycles");
    m.eagerLimit = std::uint64_t(args.integer("eager", 0, 0, std::int64_t(1) << 62));
    if (args.has("inline"))
        m.inlineLimit = std::uint64_t(args.integer("inline", 0, 0, std::int64_t(1) << 62));
    m.sendCompletion = modelNumber(args, "completion", 0);
    m.halfDuplex = modelNumber(args, "half-duplex", 0);
    m.writtenPerByte = modelNumber(args, "written", 0);
    if (!(m.L + m.oSend + m.oRecv > 0))
        throw UsageError("L + o_s + o_r must be positive: a message must take some time");
    // The optimal trees' time lattice needs the parameters within a factor of 10^9 of each
    // other (protocol/limits.h).
    const std::pair<const char*, double> named[] = {{"--L", m.L},
                                                    {"--os/--o", m.oSend},
                                                    {"--or/--o", m.oRecv},
                                                    {"--g", m.g},
                                                    {"--gs", m.streamGap}};
    const auto* largest = &named[0];
    const std::pair<const char*, double>* smallest = nullptr;
    for (const auto& v : named) {
        if (v.second > largest->second) largest = &v;
        if (v.second > 0 && (!smallest || v.second < smallest->second)) smallest = &v;
    }
    if (smallest && largest->second > smallest->second * protocol::kMaxModelSpread)
        throw UsageError(std::string(largest->first) + " = " + formatNumber(largest->second) +
                         " is more than 10^9 times " + smallest->first + " = " +
                         formatNumber(smallest->second) +
                         ": the times would lose whole units to rounding (use one unit in which "
                         "both are moderate numbers)");
    return m;
}

namespace {

// Open MPI's segmented algorithms send every segment along every edge: about P messages per
// segment (kDefaultSegmentBytes when --segment-bytes is not given).
void checkSegments(const Algorithm& a, const AlgorithmParams& p) {
    const auto& params = a.info.parameters;
    if (std::find(params.begin(), params.end(), "segment-bytes") == params.end()) return;
    const std::uint64_t segment = p.segmentBytes ? p.segmentBytes : mpilib::kDefaultSegmentBytes;
    const std::uint64_t segments = std::max<std::uint64_t>(1, (p.bytes + segment - 1) / segment);
    const auto ranks = static_cast<std::uint64_t>(p.procs);
    if (segments > protocol::kMaxSimulatedMessages / ranks)
        throw UsageError(
            "--bytes " + std::to_string(p.bytes) + " in segments of " + std::to_string(segment) +
            " B (--segment-bytes) on " + std::to_string(ranks) + " ranks are about " +
            formatNumber(double(segments) * double(ranks)) + " messages, more than the " +
            std::to_string(protocol::kMaxSimulatedMessages) +
            " this command simulates in memory: use larger segments or fewer bytes");
}

// Messages grow as P, P log P or P^2 with the algorithm: the programs of 256 and 1024 ranks (a
// fraction of a second) give the growth, extrapolated to P. Slightly high for P log P, which
// only matters near the limit.
void checkGrowth(const Algorithm& a, const AlgorithmParams& p) {
    constexpr Rank kSmall = 256, kLarge = 1024;  // squares and powers of 2 and 4: every topology
    if (p.procs <= kLarge) return;
    double small = 0, large = 0;
    try {
        AlgorithmParams q = p;
        q.root = 0;
        q.meshRows = 0;
        q.strip = 0;
        q.procs = kSmall;
        small = double(a.program(q).messageCount());
        q.procs = kLarge;
        large = double(a.program(q).messageCount());
    } catch (const std::exception&) {
        return;  // the algorithm refuses these sizes: building for P says why
    }
    if (small < 1 || large < 1) return;
    const double growth = std::log(large / small) / std::log(double(kLarge) / kSmall);
    const double estimate = large * std::pow(double(p.procs) / kLarge, growth);
    if (estimate > double(protocol::kMaxSimulatedMessages))
        throw UsageError(a.info.name + " on --procs " + std::to_string(p.procs) + " sends about " +
                         formatNumber(std::round(estimate)) + " messages (P^" +
                         formatNumber(std::round(growth * 100) / 100) + "), more than the " +
                         std::to_string(protocol::kMaxSimulatedMessages) +
                         " this command simulates in memory: use fewer ranks");
}

}  // namespace

void checkSimulationSize(const Algorithm& a, const AlgorithmParams& p) {
    checkSegments(a, p);
    checkGrowth(a, p);
}

std::optional<CaseMachine> readLogGPMachine(const Args& args) {
    if (!args.has("machine")) return std::nullopt;
    for (const std::string& o : kModelOptions)
        if (args.has(o))
            throw UsageError("--" + o +
                             " cannot be given with --machine: the profile is the model");
    const std::string file = inputFile(args, "machine");
    try {
        return loadCaseMachine(file);
    } catch (const std::invalid_argument& e) {  // a bad file is a bad argument
        throw UsageError(std::string("--machine: ") + e.what());
    }
}

AlgorithmParams readAlgorithmParams(const Args& args, const Algorithm*& algorithm,
                                    const CaseMachine* machine) {
    const std::string name = args.requiredText("algorithm");
    algorithm = findAlgorithm(name);
    if (!algorithm)
        throw UsageError("unknown algorithm '" + name + "' (known: " + algorithmNames() + ")");
    AlgorithmParams p;
    p.procs = static_cast<Rank>(args.requiredInteger("procs", 1, protocol::kMaxSimulatedRanks));
    p.root = static_cast<Rank>(args.integer("root", 0, 0, protocol::kMaxSimulatedRanks - 1));
    if (p.root >= p.procs)
        throw UsageError("--root " + std::to_string(p.root) + " is out of range 0.." +
                         std::to_string(p.procs - 1));
    p.bytes = static_cast<std::uint64_t>(
        args.integer("bytes", 1, 0, std::int64_t(protocol::kMaxModelBytes)));
    p.radix = static_cast<int>(args.integer("radix", 4, 2, 1 << 20));
    p.operands = static_cast<std::uint64_t>(args.integer("operands", 0, 0, std::int64_t(1) << 50));
    p.segmentBytes = static_cast<std::uint64_t>(
        args.integer("segment-bytes", 0, 0, std::int64_t(protocol::kMaxModelBytes)));
    p.meshRows = static_cast<int>(args.integer("mesh-rows", 0, 0, 1 << 20));
    p.strip = static_cast<int>(args.integer("strip", 0, 0, 1 << 20));
    if (machine) {
        // As the runner builds a case for a machine: the range of the size charged, and the
        // segment the algorithm's formula prices cheapest when none is given.
        CaseProgramSpec spec;
        spec.algorithm = name;
        spec.procs = p.procs;
        spec.root = p.root;
        spec.bytes = p.bytes;
        spec.radix = p.radix;
        spec.operands = p.operands;
        spec.segmentBytes = p.segmentBytes;
        spec.meshRows = p.meshRows;
        spec.strip = p.strip;
        try {
            p = caseAlgorithmParams(spec, *machine);
        } catch (const std::invalid_argument& e) {
            throw UsageError(e.what());
        }
    } else {
        p.model = readModel(args);
        if (auto bad = checkParams(p)) throw UsageError(*bad);
    }
    checkSimulationSize(*algorithm, p);
    return p;
}

std::string describeModel(const LogGP& m) {
    std::string s = "L=" + formatNumber(m.L);
    if (m.oSend == m.oRecv)
        s += " o=" + formatNumber(m.oSend);
    else
        s += " o_s=" + formatNumber(m.oSend) + " o_r=" + formatNumber(m.oRecv);
    s += " g=" + formatNumber(m.g);
    if (m.streamGap > 0) s += " g_s=" + formatNumber(m.streamGap);
    if (m.G > 0) s += " G=" + formatNumber(m.G);
    if (m.eagerLimit > 0) s += " eager<=" + std::to_string(m.eagerLimit) + "B";
    if (m.inlineLimit) s += " inline<=" + std::to_string(*m.inlineLimit) + "B";
    if (m.sendCompletion > 0) s += " completion=" + formatNumber(m.sendCompletion);
    if (m.halfDuplex > 0) s += " half-duplex=" + formatNumber(m.halfDuplex);
    if (m.writtenPerByte > 0) s += " written=" + formatNumber(m.writtenPerByte);
    return s + " (" + m.unit + ")";
}

void writeModelJson(JsonWriter& w, const LogGP& m) {
    w.key("model")
        .beginObject()
        .field("L", m.L)
        .field("o_s", m.oSend)
        .field("o_r", m.oRecv)
        .field("g", m.g)
        .field("G", m.G);
    if (m.streamGap > 0) w.field("stream_gap", m.streamGap);
    if (m.eagerLimit > 0) w.field("eager_limit_bytes", m.eagerLimit);
    if (m.inlineLimit) w.field("inline_limit_bytes", *m.inlineLimit);
    if (m.sendCompletion > 0) w.field("send_completion", m.sendCompletion);
    if (m.halfDuplex > 0) w.field("half_duplex", m.halfDuplex);
    if (m.writtenPerByte > 0) w.field("written_per_byte", m.writtenPerByte);
    w.field("combine", m.combinePerElement).field("unit", m.unit).endObject();
}

}  // namespace ct::cli
