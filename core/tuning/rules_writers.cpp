#include "tuning/rules_writers.h"

#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "tuning/ompi_collectives.h"

namespace ct::tuning {

std::string ompiMpirunArguments(const std::string& fileName) {
    return "--mca coll_tuned_use_dynamic_rules 1 --mca coll_tuned_dynamic_rules_filename " +
           fileName;
}

void checkWritable(const DecisionTable& table) {
    for (const auto& coll : table.collectives) {
        const std::string name = ompiCollectiveName(coll.collective);
        if (name.empty())
            throw std::invalid_argument("collective id " + std::to_string(coll.collective) +
                                        " is not one of Open MPI's");
        for (std::size_t i = 0; i < coll.commSizes.size(); ++i) {
            const auto& com = coll.commSizes[i];
            if (i > 0 && com.commSize <= coll.commSizes[i - 1].commSize)
                throw std::invalid_argument(name + ": communicator sizes must ascend (" +
                                            std::to_string(com.commSize) + " after " +
                                            std::to_string(coll.commSizes[i - 1].commSize) + ")");
            if (!com.rules.empty() && com.rules.front().minBytes != 0)
                throw std::invalid_argument(name + " communicator size " +
                                            std::to_string(com.commSize) +
                                            ": the first rule must be for message size 0");
            for (std::size_t j = 1; j < com.rules.size(); ++j)
                if (com.rules[j].minBytes <= com.rules[j - 1].minBytes)
                    throw std::invalid_argument(
                        name + " communicator size " + std::to_string(com.commSize) +
                        ": message sizes must ascend (" + std::to_string(com.rules[j].minBytes) +
                        " after " + std::to_string(com.rules[j - 1].minBytes) + ")");
        }
    }
}

std::string writeOmpiClassicRules(const DecisionTable& table, const Provenance& provenance) {
    checkWritable(table);
    bool versionTwo = false;
    for (const auto& coll : table.collectives)
        for (const auto& com : coll.commSizes)
            for (const auto& r : com.rules)
                versionTwo = versionTwo || r.maxRequests.has_value();
    std::ostringstream s;
    // The version token counts only as the very first characters of the file.
    if (versionTwo) s << "rule-file-version-2\n";
    s << "# Open MPI coll/tuned decision rules (classic format, Open MPI 4.1/5.0"
      << (versionTwo ? "; rule-file-version-2 needs 4.1.8+ or 5.0.7+" : "") << ")\n";
    if (!provenance.tool.empty()) s << "# made by " << provenance.tool << "\n";
    if (!provenance.how.empty()) s << "# from " << provenance.how << "\n";
    if (!provenance.machine.empty()) s << "# machine " << provenance.machine << "\n";
    if (provenance.ranks > 0) s << "# ranks " << provenance.ranks << "\n";
    if (!provenance.date.empty()) s << "# date " << provenance.date << "\n";
    s << "# use it with: mpirun "
      << ompiMpirunArguments(provenance.fileName.empty() ? "THIS_FILE" : provenance.fileName)
      << " ...\n"
      << "# columns: message size (bytes, from), algorithm (0 = Open MPI's fixed decision), "
         "fan-in/out, segment size"
      << (versionTwo ? ", max requests" : "") << "\n";
    s << table.collectives.size() << "  # collectives\n";
    for (const auto& coll : table.collectives) {
        s << coll.collective << "  # " << ompiCollectiveName(coll.collective) << "\n";
        s << coll.commSizes.size() << "  # communicator sizes\n";
        for (const auto& com : coll.commSizes) {
            s << com.commSize << " " << com.rules.size() << "  # communicator size, rules\n";
            for (const auto& r : com.rules) {
                s << r.minBytes << " " << r.algorithm << " " << r.faninout << " " << r.segmentBytes;
                if (r.maxRequests) s << " " << *r.maxRequests;
                s << "\n";
            }
        }
    }
    return s.str();
}

std::string writeOmpiJsonRules(const DecisionTable& table) {
    checkWritable(table);
    nlohmann::ordered_json collectives = nlohmann::ordered_json::object();
    for (const auto& coll : table.collectives) {
        nlohmann::ordered_json comms = nlohmann::ordered_json::array();
        for (std::size_t i = 0; i < coll.commSizes.size(); ++i) {
            const auto& com = coll.commSizes[i];
            nlohmann::ordered_json entry;
            // The classic first entry also covers smaller communicators.
            entry["comm_size_min"] = i == 0 ? 0 : com.commSize;
            if (i + 1 < coll.commSizes.size())
                entry["comm_size_max"] = coll.commSizes[i + 1].commSize - 1;
            nlohmann::ordered_json rules = nlohmann::ordered_json::array();
            for (std::size_t j = 0; j < com.rules.size(); ++j) {
                const auto& r = com.rules[j];
                if (r.algorithm == 0) continue;
                nlohmann::ordered_json rule;
                rule["msg_size_min"] = r.minBytes;
                if (j + 1 < com.rules.size())
                    rule["msg_size_max"] = com.rules[j + 1].minBytes - 1;
                else
                    rule["msg_size_max"] = "inf";
                rule["alg"] = r.algorithm;
                if (r.faninout) rule["faninout"] = r.faninout;
                if (r.segmentBytes) rule["seg_size"] = r.segmentBytes;
                if (r.maxRequests) rule["reqs"] = *r.maxRequests;
                rules.push_back(rule);
            }
            entry["rules"] = rules;
            comms.push_back(entry);
        }
        collectives[ompiCollectiveName(coll.collective)] = comms;
    }
    nlohmann::ordered_json root;
    root["rule_file_version"] = 3;
    root["module"] = "tuned";
    root["collectives"] = collectives;
    return root.dump(2) + "\n";
}

}  // namespace ct::tuning
