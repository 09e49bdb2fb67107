#include "tuning/ompi_rules_file.h"

#include "tuning/ompi_json_rules.h"
#include "tuning/ompi_rules_reader.h"

namespace ct::tuning {

OmpiRulesFile readOmpiRulesFile(std::string_view text, const KnownAlgorithms& known) {
    OmpiRulesFile out;
    const bool sixOrLater = known.readsCommSizesBelow();
    if (sixOrLater) {
        OmpiJsonReadResult json = readOmpiJsonRules(text, known);
        if (json.isJson) {
            out.json = true;
            out.loads = json.loads;
            out.findings = std::move(json.findings);
            out.pick = [rules = std::move(json.rules)](int collective, int commSize,
                                                       std::uint64_t messageBytes) {
                const JsonMessageRule* r = rules.select(collective, commSize, messageBytes);
                return r ? r->algorithm : 0;
            };
            return out;
        }
    }
    ClassicReadResult classic = readClassicRules(text, known);
    out.loads = classic.loads;
    out.findings = std::move(classic.findings);
    const CommSizeReading reading =
        sixOrLater ? CommSizeReading::BelowItsSize : CommSizeReading::FromItsSize;
    out.pick = [table = std::move(classic.table), reading](int collective, int commSize,
                                                           std::uint64_t messageBytes) {
        const auto sel = selectRule(table, collective, commSize, messageBytes, reading);
        return sel && sel->rule ? sel->rule->algorithm : 0;
    };
    return out;
}

}  // namespace ct::tuning
