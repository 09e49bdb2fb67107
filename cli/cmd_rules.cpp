// calltree rules check|convert: MPI libraries' collective decision rules (core/tuning).
#include <array>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>

#include "commands.h"
#include "io/atomic_file.h"
#include "tune_mpich.h"
#include "tuning/mpich_rules.h"
#include "tuning/ompi_collectives.h"
#include "tuning/ompi_json_rules.h"
#include "tuning/ompi_rules_reader.h"
#include "tuning/rules_writers.h"
#include "tuning_options.h"

namespace ct::cli {
namespace {

using namespace ct::tuning;

std::string versionText(const KnownAlgorithms& known) {
    if (!known.version) return "version unknown";
    return "Open MPI " + std::to_string(known.version->major) + "." +
           std::to_string(known.version->minor) + "." + std::to_string(known.version->patch);
}

// "low-high", "low-inf" without an upper bound (ASCII: the columns are padded by bytes).
std::string range(std::uint64_t low, bool bounded, std::uint64_t high) {
    return std::to_string(low) + "-" + (bounded ? std::to_string(high) : std::string("inf"));
}

bool looksLikeJson(const std::string& text) {
    const auto p = text.find_first_not_of(" \t\r\n");
    return p != std::string::npos && text[p] == '{';
}

// The fields every Open MPI check document starts with.
nlohmann::ordered_json ompiCheckDocument(const std::string& file, const char* kind,
                                         const KnownAlgorithms& known, bool loads,
                                         const Findings& findings) {
    nlohmann::ordered_json doc;
    doc["format"] = "calltree-rules-check";
    doc["file"] = file;
    doc["kind"] = kind;
    doc["algorithms_from"] = known.source;
    if (!known.note.empty()) doc["algorithms_note"] = known.note;
    doc["ompi_version"] = known.version ? nlohmann::ordered_json(versionText(known))
                                        : nlohmann::ordered_json(nullptr);
    doc["loads"] = loads;
    doc["read_as_written"] = findings.empty();
    doc["problems"] = nlohmann::ordered_json::array();
    for (const auto& f : findings)
        doc["problems"].push_back({{"line", f.line}, {"message", f.message}});
    return doc;
}

void checkOmpi(const std::string& file, const std::string& text, const Args& args,
               const std::string& format, std::ostream& out) {
    const KnownAlgorithms known = knownAlgorithms(args);
    const ClassicReadResult read = readClassicRules(text, known);
    const auto rows =
        effectiveTable(read.table, known.readsCommSizesBelow() ? CommSizeReading::BelowItsSize
                                                               : CommSizeReading::FromItsSize);
    const std::string verdict =
        !read.loads             ? "Open MPI ignores this file and keeps its fixed decisions"
        : read.findings.empty() ? "Open MPI reads this file as written"
                                : "Open MPI reads this file, but not as written";
    std::ostringstream s;
    if (format == "json") {
        nlohmann::ordered_json doc =
            ompiCheckDocument(file, "ompi-classic", known, read.loads, read.findings);
        doc["rule_file_version"] = read.table.fileVersion;
        doc["decisions"] = nlohmann::ordered_json::array();
        for (const auto& r : rows) {
            nlohmann::ordered_json d;
            d["collective"] = ompiCollectiveName(r.collective);
            d["collective_id"] = r.collective;
            d["comm_size_min"] = r.commMin;
            d["comm_size_max"] = r.commMax ? nlohmann::ordered_json(*r.commMax) : nullptr;
            d["bytes_min"] = r.bytesMin;
            d["bytes_max"] = r.bytesMax ? nlohmann::ordered_json(*r.bytesMax) : nullptr;
            d["algorithm"] = r.rule->algorithm;
            d["algorithm_name"] = r.rule->algorithm == 0
                                      ? std::string("fixed decision")
                                      : known.name(r.collective, r.rule->algorithm);
            d["faninout"] = r.rule->faninout;
            d["segment_bytes"] = r.rule->segmentBytes;
            d["max_requests"] =
                r.rule->maxRequests ? nlohmann::ordered_json(*r.rule->maxRequests) : nullptr;
            d["line"] = r.rule->line;
            doc["decisions"].push_back(d);
        }
        s << doc.dump(2) << "\n";
    } else {
        for (const auto& f : read.findings)
            s << file << ":" << f.line << ": " << f.message << "\n";
        s << file << ": Open MPI classic rules, rule-file-version-" << read.table.fileVersion
          << "; algorithm numbers from " << known.source << " (" << versionText(known) << ")\n"
          << (known.note.empty() ? "" : file + ": note: " + known.note + "\n") << verdict
          << (read.findings.empty()
                  ? ""
                  : " (" + std::to_string(read.findings.size()) + " problem(s) above)")
          << ".\n";
        if (!rows.empty()) {
            s << "\nEffective decisions (message size in bytes: datatype size × count, × "
                 "communicator size for allgather, alltoall, gather, scatter):\n";
            s << std::left << std::setw(16) << "collective" << std::setw(14) << "ranks"
              << std::setw(24) << "message bytes"
              << "algorithm (fan-in/out, segment bytes)\n";
            for (const auto& r : rows) {
                std::string algorithm = std::to_string(r.rule->algorithm) + " ";
                algorithm += r.rule->algorithm == 0 ? std::string("fixed decision")
                                                    : known.name(r.collective, r.rule->algorithm);
                algorithm += " (" + std::to_string(r.rule->faninout) + ", " +
                             std::to_string(r.rule->segmentBytes) + ")";
                if (r.rule->maxRequests)
                    algorithm += " max requests " + std::to_string(*r.rule->maxRequests);
                s << std::setw(16) << ompiCollectiveName(r.collective) << std::setw(14)
                  << range(static_cast<std::uint64_t>(r.commMin), r.commMax.has_value(),
                           static_cast<std::uint64_t>(r.commMax.value_or(0)))
                  << std::setw(24)
                  << range(r.bytesMin, r.bytesMax.has_value(), r.bytesMax.value_or(0)) << algorithm
                  << "\n";
            }
            s << "Collectives and sizes without a row: Open MPI's fixed decision.\n";
        }
    }
    if (!read.findings.empty())
        throw ProblemsFound(s.str(), file + ": " + std::to_string(read.findings.size()) +
                                         " problem(s); " + verdict);
    out << s.str();
}

std::string sizeText(std::uint64_t v) {
    return v == kJsonSizeInf || v == std::uint64_t(std::numeric_limits<std::int64_t>::max())
               ? std::string("inf")
               : std::to_string(v);
}

// An Open MPI 6.0 JSON rules file, read as 6.0 reads it; on an Open MPI before 6.0, which reads
// every file as a classic one, it is also said that the file is ignored there.
void checkOmpiJson(const std::string& file, const std::string& text, const Args& args,
                   const std::string& format, std::ostream& out) {
    const KnownAlgorithms known = knownAlgorithms(args);
    OmpiJsonReadResult read = readOmpiJsonRules(text, known);
    const bool before6 = known.version && !known.readsCommSizesBelow();
    if (before6)
        read.findings.insert(
            read.findings.begin(),
            {0, versionText(known) + " reads rules files in the classic format only: it ignores "
                                     "this JSON file (the checks below are Open MPI 6.0's)"});
    const std::string verdict =
        before6       ? versionText(known) + " ignores this file (JSON rules need Open MPI 6.0)"
        : !read.loads ? "Open MPI 6.0 ignores this file and keeps its fixed decisions"
        : read.findings.empty() ? "Open MPI 6.0 reads this file as written"
                                : "Open MPI 6.0 reads this file, but not as written";
    std::ostringstream s;
    const auto algorithmText = [&](int collective, const JsonMessageRule& m) {
        return std::to_string(m.algorithm) + " " +
               (m.algorithm == 0 ? std::string("fixed decision")
                                 : known.name(collective, m.algorithm));
    };
    if (format == "json") {
        nlohmann::ordered_json doc =
            ompiCheckDocument(file, "ompi-json", known, read.loads, read.findings);
        doc["rules"] = nlohmann::ordered_json::array();
        for (const auto& coll : read.rules.collectives)
            for (const auto& c : coll.commRules)
                for (const auto& m : c.rules)
                    doc["rules"].push_back({{"collective", ompiCollectiveName(coll.collective)},
                                            {"comm_size_min", c.minRanks},
                                            {"comm_size_max", c.maxRanks},
                                            {"comm_rank_distribution", c.distribution},
                                            {"msg_size_min", m.minBytes},
                                            {"msg_size_max", sizeText(m.maxBytes)},
                                            {"algorithm", m.algorithm},
                                            {"switched_off", m.switchedOff},
                                            {"line", m.line}});
        s << doc.dump(2) << "\n";
    } else {
        for (const auto& f : read.findings)
            s << file << ":" << f.line << ": " << f.message << "\n";
        s << file << ": Open MPI 6.0 JSON rules; algorithm numbers from " << known.source << " ("
          << versionText(known) << ")\n"
          << verdict
          << (read.findings.empty()
                  ? ""
                  : " (" + std::to_string(read.findings.size()) + " problem(s) above)")
          << ".\n";
        if (!read.rules.collectives.empty()) {
            s << "\nRules in the order Open MPI tries them (the first that holds the "
                 "communicator and message size runs; none: its fixed decision):\n";
            s << std::left << std::setw(16) << "collective" << std::setw(14) << "ranks"
              << std::setw(24) << "message bytes"
              << "algorithm (fan-in/out, segment bytes)\n";
            for (const auto& coll : read.rules.collectives)
                for (const auto& c : coll.commRules)
                    for (const auto& m : c.rules) {
                        std::string algorithm =
                            m.switchedOff ? std::string("switched off (unknown algorithm)")
                                          : algorithmText(coll.collective, m) + " (" +
                                                std::to_string(m.faninout) + ", " +
                                                std::to_string(m.segmentBytes) + ")";
                        if (c.distribution != "any") algorithm += ", " + c.distribution;
                        s << std::setw(16) << ompiCollectiveName(coll.collective) << std::setw(14)
                          << (c.minRanks > c.maxRanks
                                  ? std::string("none")
                                  : std::to_string(c.minRanks) + "-" +
                                        (c.maxRanks == std::numeric_limits<int>::max()
                                             ? std::string("inf")
                                             : std::to_string(c.maxRanks)))
                          << std::setw(24)
                          << (m.minBytes > m.maxBytes
                                  ? std::string("none")
                                  : std::to_string(m.minBytes) + "-" + sizeText(m.maxBytes))
                          << algorithm << "\n";
                    }
        }
    }
    if (!read.findings.empty())
        throw ProblemsFound(s.str(), file + ": " + std::to_string(read.findings.size()) +
                                         " problem(s); " + verdict);
    out << s.str();
}

void checkMpich(const std::string& file, const std::string& text, const std::string& format,
                const std::string& mpichVersion, std::ostream& out) {
    const MpichCheck check = checkMpichJson(text, mpichVersion);
    std::ostringstream s;
    if (format == "json") {
        nlohmann::ordered_json doc;
        doc["format"] = "calltree-rules-check";
        doc["file"] = file;
        doc["kind"] = "mpich-json";
        doc["mpich_version"] = mpichVersion.empty() ? "current" : mpichVersion;
        doc["parsed"] = check.parsed;
        doc["read_as_written"] = check.findings.empty();
        doc["problems"] = nlohmann::ordered_json::array();
        for (const auto& f : check.findings)
            doc["problems"].push_back({{"line", f.line}, {"message", f.message}});
        doc["decisions"] = nlohmann::ordered_json::array();
        for (const auto& leaf : check.leaves)
            doc["decisions"].push_back(
                {{"conditions", leaf.path}, {"algorithm", leaf.algorithm}, {"line", leaf.line}});
        s << doc.dump(2) << "\n";
    } else {
        for (const auto& f : check.findings)
            s << file << ":" << f.line << ": " << f.message << "\n";
        s << file << ": MPICH collective selection (JSON, as MPICH "
          << (mpichVersion.empty() ? std::string("4.2 and later") : mpichVersion) << " reads it); "
          << (check.findings.empty() ? "MPICH reads it as written"
                                     : std::to_string(check.findings.size()) + " problem(s) above")
          << ".\n";
        if (!check.leaves.empty()) {
            s << "\nDecisions (conditions tried in file order, the first that holds is taken):\n";
            for (const auto& leaf : check.leaves) {
                std::string conditions;
                for (const auto& c : leaf.path)
                    conditions += (conditions.empty() ? "" : ", ") + c;
                s << "  " << conditions << " → " << leaf.algorithm << "\n";
            }
        }
    }
    if (!check.findings.empty())
        throw ProblemsFound(s.str(),
                            file + ": " + std::to_string(check.findings.size()) + " problem(s)");
    out << s.str();
}

void convert(const std::string& file, const std::string& text, const Args& args,
             std::ostream& out) {
    const std::string to = args.requiredText("to");
    if (to != "ompi" && to != "ompi-json" && to != "mpich-json")
        throw UsageError("--to: '" + to + "' is not ompi, ompi-json or mpich-json");
    if (looksLikeJson(text))
        throw UsageError("'" + file + "' is JSON; convert reads Open MPI classic rules files");
    const ClassicReadResult read = readClassicRules(text, knownAlgorithms(args));
    if (!read.findings.empty()) {
        std::ostringstream s;
        for (const auto& f : read.findings)
            s << file << ":" << f.line << ": " << f.message << "\n";
        throw ProblemsFound(s.str(), file + ": not converted; check it with calltree rules check");
    }
    const auto output = args.text("output");
    Provenance p;
    p.tool = std::string("calltree ") + CALLTREE_VERSION;
    p.how = "calltree rules convert " + file;
    p.machine = args.text("machine").value_or("");
    p.ranks = static_cast<int>(args.integer("ranks", 0, 0, 1 << 24));
    p.date = utcNow();
    writeRulesExport(read.table, to, p, output.value_or(""), file, out);
}

}  // namespace

void runRules(const Args& args, std::ostream& out) {
    args.allowOnly({"action", "file", "format", "ompi-info", "ompi-version", "to", "output",
                    "machine", "ranks", "mpich-version"});
    const auto action = args.text("action");
    const auto file = args.text("file");
    if (!action || !file)
        throw UsageError("an action and a file are needed: calltree rules check|convert FILE");
    const std::string format = args.text("format").value_or("text");
    if (format != "text" && format != "json")
        throw UsageError("--format: '" + format + "' is not text or json");
    if (*action != "check" && *action != "convert")
        throw UsageError("'" + *action + "' is not a rules action (check, convert)");
    const std::string text = readWholeFile(*file);
    if (*action == "convert") return convert(*file, text, args, out);
    if (!looksLikeJson(text)) return checkOmpi(*file, text, args, format, out);
    if (text.find("\"rule_file_version\"") != std::string::npos ||
        text.find("\"collectives\"") != std::string::npos)
        return checkOmpiJson(*file, text, args, format, out);
    // --mpich-version X.Y.Z, or "installed" (mpichversion); without it the current MPICH.
    std::string mpichVersion = args.text("mpich-version").value_or("");
    if (mpichVersion == "installed") {
        mpichVersion = installedMpichVersion();
        if (mpichVersion.empty())
            throw UsageError("--mpich-version installed: mpichversion does not run here");
    }
    if (!mpichVersion.empty() &&
        (mpichVersion.find_first_not_of("0123456789.") != std::string::npos ||
         mpichVersion.find('.') == std::string::npos))
        throw UsageError("--mpich-version: '" + mpichVersion + "' is not a version like 4.0.2");
    checkMpich(*file, text, format, mpichVersion, out);
}

}  // namespace ct::cli
