#include "tuning/mpich_verification.h"

#include <algorithm>
#include <set>
#include <utility>

#include "tuning/mpich_algorithms.h"
#include "tuning/mpich_selection.h"
#include "tuning/mpich_sweep.h"
#include "tuning/ompi_collectives.h"

namespace ct::tuning {

FilePick mpichFilePick(const std::string& text) {
    return [text](int collective, int commSize, std::uint64_t messageBytes) {
        MpichCall call;
        call.collective = ompiCollectiveName(collective);
        call.commSize = commSize;
        call.avgMsgBytes = messageBytes;
        call.count = collective == ompi::kBcast ? messageBytes : messageBytes / 8;
        const MpichPick pick = selectMpichAlgorithm(text, call);
        if (!pick.algorithm) return -1;
        const MpichAlgorithm* a = mpichAlgorithmByName(collective, *pick.algorithm);
        if (!a) return -1;
        // Where the file names what MPICH runs by itself, it keeps MPICH's default: 0.
        return a->number == mpichBuiltinPick(collective, commSize, messageBytes) ? 0 : a->number;
    };
}

std::vector<SweepRun> planMpichRulesVerification(const MeasuredDecision& sweep,
                                                 const FilePick& pick, const std::string& outDir,
                                                 int rounds, const LaunchOptions& launch,
                                                 const std::string& rulesFile) {
    std::set<int> commSizes;
    for (const auto& p : sweep.points)
        commSizes.insert(p.commSize);
    std::vector<SweepRun> runs;
    for (int np : commSizes)
        runs.push_back(mpichInterleavedLaunch(np, verificationCases(sweep, pick, np),
                                              outDir + "/rules-np" + std::to_string(np), rounds,
                                              launch, rulesFile));
    return runs;
}

MpichDelivery mpichDelivery(const std::vector<NamedResults>& underFile,
                            const std::string& rulesFile) {
    MpichDelivery d;
    for (const NamedResults& doc : underFile)
        if (mpichTuningFile(doc.results.environment.mpichForced) != rulesFile)
            d.notReceived.push_back(doc.name + " ran with '" + doc.results.environment.mpichForced +
                                    "'");
    d.cvarsAuto = !underFile.empty() &&
                  std::all_of(underFile.begin(), underFile.end(), [](const NamedResults& doc) {
                      return doc.results.environment.mpichForced.find("_INTRA_ALGORITHM=auto") !=
                             std::string::npos;
                  });
    return d;
}

}  // namespace ct::tuning
