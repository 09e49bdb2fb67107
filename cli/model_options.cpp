#include "model_options.h"

#include <cmath>

#include "io/json_writer.h"

namespace ct::cli {

const std::set<std::string> kModelOptions{"L", "o", "os", "or", "g", "G", "combine", "unit"};
const std::set<std::string> kAlgorithmOptions{"algorithm", "procs",   "root",      "bytes",
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

LogGP readModel(const Args& args) {
    // Defaults are Shou & Chen's (1996) example: L = 6, o = 2, g = 4 cycles.
    LogGP m = LogGP::logp(args.number("L", 6), args.number("o", 2), args.number("g", 4));
    m.oSend = args.number("os", m.oSend);
    m.oRecv = args.number("or", m.oRecv);
    m.G = args.number("G", 0);
    m.combinePerElement = args.number("combine", 1);
    m.unit = args.text("unit").value_or("cycles");
    if (!(m.L + m.oSend + m.oRecv > 0))
        throw UsageError("L + o_s + o_r must be positive: a message must take some time");
    return m;
}

AlgorithmParams readAlgorithmParams(const Args& args, const Algorithm*& algorithm) {
    const std::string name = args.requiredText("algorithm");
    algorithm = findAlgorithm(name);
    if (!algorithm)
        throw UsageError("unknown algorithm '" + name + "' (known: " + algorithmNames() + ")");
    AlgorithmParams p;
    p.procs = static_cast<Rank>(args.requiredInteger("procs", 1, 1 << 30));
    p.root = static_cast<Rank>(args.integer("root", 0, 0, std::int64_t(1) << 30));
    if (p.root >= p.procs)
        throw UsageError("--root " + std::to_string(p.root) + " is out of range 0.." +
                         std::to_string(p.procs - 1));
    p.bytes = static_cast<std::uint64_t>(args.integer("bytes", 1, 0, std::int64_t(1) << 50));
    p.radix = static_cast<int>(args.integer("radix", 4, 2, 1 << 20));
    p.operands = static_cast<std::uint64_t>(args.integer("operands", 0, 0, std::int64_t(1) << 50));
    p.segmentBytes =
        static_cast<std::uint64_t>(args.integer("segment-bytes", 0, 0, std::int64_t(1) << 50));
    p.meshRows = static_cast<int>(args.integer("mesh-rows", 0, 0, 1 << 20));
    p.strip = static_cast<int>(args.integer("strip", 0, 0, 1 << 20));
    p.model = readModel(args);
    if (auto bad = checkParams(p)) throw UsageError(*bad);
    return p;
}

std::string describeModel(const LogGP& m) {
    std::string s = "L=" + formatNumber(m.L);
    if (m.oSend == m.oRecv)
        s += " o=" + formatNumber(m.oSend);
    else
        s += " o_s=" + formatNumber(m.oSend) + " o_r=" + formatNumber(m.oRecv);
    s += " g=" + formatNumber(m.g);
    if (m.G > 0) s += " G=" + formatNumber(m.G);
    return s + " (" + m.unit + ")";
}

}  // namespace ct::cli
