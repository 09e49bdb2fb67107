// calltree rules check|convert: MPI libraries' collective decision rules (core/tuning).
#include <array>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <nlohmann/json.hpp>
#include <sstream>

#include "commands.h"
#include "io/atomic_file.h"
#include "tune_mpich.h"
#include "tuning/mpich_rules.h"
#include "tuning/ompi_collectives.h"
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

void checkOmpi(const std::string& file, const std::string& text, const Args& args,
               const std::string& format, std::ostream& out) {
    const KnownAlgorithms known = knownAlgorithms(args);
    const ClassicReadResult read = readClassicRules(text, known);
    const auto rows = effectiveTable(read.table);
    const std::string verdict =
        !read.loads             ? "Open MPI ignores this file and keeps its fixed decisions"
        : read.findings.empty() ? "Open MPI reads this file as written"
                                : "Open MPI reads this file, but not as written";
    std::ostringstream s;
    if (format == "json") {
        nlohmann::ordered_json doc;
        doc["format"] = "calltree-rules-check";
        doc["file"] = file;
        doc["kind"] = "ompi-classic";
        doc["rule_file_version"] = read.table.fileVersion;
        doc["algorithms_from"] = known.source;
        if (!known.note.empty()) doc["algorithms_note"] = known.note;
        doc["ompi_version"] = known.version ? nlohmann::ordered_json(versionText(known))
                                            : nlohmann::ordered_json(nullptr);
        doc["loads"] = read.loads;
        doc["read_as_written"] = read.findings.empty();
        doc["problems"] = nlohmann::ordered_json::array();
        for (const auto& f : read.findings)
            doc["problems"].push_back({{"line", f.line}, {"message", f.message}});
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
        throw UsageError("'" + *file +
                         "' looks like Open MPI 6.0 JSON rules, which calltree does not check yet "
                         "(it checks Open MPI classic rules and MPICH JSON)");
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
