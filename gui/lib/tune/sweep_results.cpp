#include "sweep_results.h"

#include <QDir>
#include <QFileInfo>

#include "analysis/prediction_accuracy.h"

namespace studio::tune {

QStringList resultsFilesIn(const QString& folder) {
    const QDir dir(folder);
    QStringList files;
    for (const QString& name :
         dir.entryList({QStringLiteral("*.results.json")}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

LoadedResults loadResultsFiles(const QStringList& paths) {
    LoadedResults loaded;
    for (const QString& path : paths) {
        try {
            loaded.docs.push_back({QFileInfo(path).fileName().toStdString(),
                                   ct::protocol::loadResults(path.toStdString())});
        } catch (const std::exception& e) {
            loaded.errors << QStringLiteral("%1: %2").arg(path, QString::fromStdString(e.what()));
        }
    }
    return loaded;
}

std::map<PointKey, PredictedPick> predictBest(const std::vector<ct::tuning::NamedResults>& docs,
                                              const ct::LogGPProfile& modelUs, int* skipped) {
    std::map<PointKey, PredictedPick> best;
    int notPredicted = 0;
    for (const auto& doc : docs) {
        const ct::AccuracyReport report = ct::predictCases(doc.results, modelUs);
        notPredicted += static_cast<int>(report.skipped.size());
        for (const ct::AccuracyPoint& p : report.points) {
            // The report names cases; their forced algorithm and collective are the case's.
            const ct::protocol::CaseResult* c = nullptr;
            for (const auto& candidate : doc.results.cases)
                if (candidate.name == p.caseName) c = &candidate;
            if (!c || c->kind != ct::protocol::CaseKind::MpiBaseline || c->ompiAlgorithm == 0)
                continue;
            const auto collective = ct::tuning::collectiveOfBaseline(c->spec.algorithm);
            if (!collective) continue;
            const PointKey key{*collective, p.procs, c->bytes};
            PredictedPick& pick = best[key];
            if (pick.candidates == 0 || p.predicted < pick.seconds) {
                pick.algorithm = c->ompiAlgorithm;
                pick.seconds = p.predicted;
            }
            ++pick.candidates;
        }
    }
    if (skipped) *skipped = notPredicted;
    return best;
}

}  // namespace studio::tune
