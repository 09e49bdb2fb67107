#include "rules_export.h"

#include <QCoreApplication>
#include <QDateTime>
#include <set>
#include <stdexcept>

#include "tuning/mpich_builtin_tree.h"
#include "tuning/mpich_measured_export.h"
#include "tuning/mpich_rules.h"

namespace studio::tune {

ct::tuning::Provenance provenanceOf(const std::vector<ct::tuning::NamedResults>& docs,
                                    const QString& tool, const QString& what) {
    ct::tuning::Provenance p;
    std::set<std::string> hosts;
    std::set<int> ranks;
    for (const auto& doc : docs) {
        hosts.insert(doc.results.environment.hosts.begin(), doc.results.environment.hosts.end());
        ranks.insert(doc.results.environment.ranks);
    }
    for (const auto& h : hosts)
        p.machine += (p.machine.empty() ? "" : ",") + h;
    p.ranks = ranks.size() == 1 ? *ranks.begin() : 0;
    std::string how = what.toStdString();
    // The header has one ranks line; a sweep over several communicator sizes names them here.
    if (ranks.size() > 1) {
        how += " on ";
        for (int n : ranks)
            how += std::to_string(n) + (n == *ranks.rbegin() ? "" : ", ");
        how += " ranks";
    }
    p.date = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    p.tool = tool.toStdString();
    p.how = how;
    return p;
}

namespace {

// "made by TOOL from HOW, machine M, N ranks, DATE": how a JSON file was made, beside its usage.
QString madeByLine(const ct::tuning::Provenance& p) {
    return QCoreApplication::translate("RulesExport",
                                       "made by %1 from %2, machine %3, %4 ranks, %5")
        .arg(QString::fromStdString(p.tool), QString::fromStdString(p.how),
             p.machine.empty() ? QCoreApplication::translate("RulesExport", "unknown")
                               : QString::fromStdString(p.machine))
        .arg(p.ranks)
        .arg(QString::fromStdString(p.date));
}

}  // namespace

RulesExport exportRules(const ct::tuning::DecisionTable& table, ExportFormat format,
                        ct::tuning::Provenance p) {
    if (p.fileName.empty()) p.fileName = "FILE";
    const QString ompiArgs = QString::fromStdString(ct::tuning::ompiMpirunArguments(p.fileName));
    // JSON has no comments: the provenance the classic header carries goes with the usage.
    const QString madeBy = madeByLine(p);
    RulesExport out;
    try {
        switch (format) {
            case ExportFormat::OmpiClassic:
                out.text = QString::fromStdString(ct::tuning::writeOmpiClassicRules(table, p));
                out.usage = QStringLiteral("mpirun %1 ...").arg(ompiArgs);
                break;
            case ExportFormat::OmpiJson:
                out.text = QString::fromStdString(ct::tuning::writeOmpiJsonRules(table));
                out.usage =
                    QStringLiteral("mpirun %1 ...   # Open MPI 6.0+\n# %2").arg(ompiArgs, madeBy);
                break;
            case ExportFormat::MpichJson:
                out.text = QString::fromStdString(ct::tuning::writeMpichJson(table));
                out.usage =
                    QStringLiteral("%1 mpiexec ...   # MPICH 3.4+\n# %2")
                        .arg(
                            QString::fromStdString(ct::tuning::mpichEnvironment(table, p.fileName)),
                            madeBy);
                break;
        }
    } catch (const std::invalid_argument& e) {
        out = RulesExport{};
        out.error = QString::fromStdString(e.what());
    }
    return out;
}

RulesExport exportMpichMeasured(const ct::tuning::DecisionTable& table, ExportFormat format,
                                ct::tuning::Provenance p,
                                const std::optional<std::string>& mpichBaseTree) {
    RulesExport out;
    if (format != ExportFormat::MpichJson) {
        out.error = QCoreApplication::translate(
            "RulesExport",
            "These results were measured under MPICH: they decide MPICH's algorithms, which "
            "Open MPI does not have. Export them as MPICH JSON.");
        return out;
    }
    if (p.fileName.empty()) p.fileName = "FILE";
    try {
        std::string text = ct::tuning::writeMpichJsonMeasured(table);
        if (mpichBaseTree) text = ct::tuning::mergeMpichTrees(text, *mpichBaseTree);
        out.text = QString::fromStdString(text);
    } catch (const std::invalid_argument& e) {
        out.error = QString::fromStdString(e.what());
        return out;
    }
    const QString madeBy = madeByLine(p);
    const QString tree =
        mpichBaseTree
            ? QCoreApplication::translate(
                  "RulesExport",
                  "the other collectives keep the installed MPICH's built-in tree, "
                  "merged in")
            : QCoreApplication::translate(
                  "RulesExport",
                  "no installed MPICH's built-in tree was found: the file holds only the tuned "
                  "collectives, and MPICH aborts on any other");
    out.usage = QStringLiteral("%1 mpiexec ...   # MPICH 3.4+\n# %2\n# %3")
                    .arg(QString::fromStdString(ct::tuning::mpichEnvironment(table, p.fileName)),
                         madeBy, tree);
    return out;
}

std::optional<std::string> installedMpichTree() {
    return ct::tuning::builtinMpichTreeIn(ct::tuning::usualMpichLibraries());
}

QString suggestedFileName(ExportFormat format) {
    switch (format) {
        case ExportFormat::OmpiClassic:
            return QStringLiteral("tuned.rules");
        case ExportFormat::OmpiJson:
            return QStringLiteral("tuned-ompi6.json");
        case ExportFormat::MpichJson:
            return QStringLiteral("tuned-mpich.json");
    }
    return {};
}

}  // namespace studio::tune
