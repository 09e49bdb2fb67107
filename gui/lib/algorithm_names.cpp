#include "algorithm_names.h"

#include "algorithms/catalogue/catalogue.h"

namespace studio {

QString AlgorithmNames::shortName(std::string_view algorithm) {
    if (algorithm == "optimal") return tr("optimal");
    if (algorithm == "fibonacci") return tr("Fibonacci");
    if (algorithm == "binomial") return tr("binomial");
    return QString::fromUtf8(algorithm.data(), static_cast<qsizetype>(algorithm.size()));
}

QString AlgorithmNames::explanation(std::string_view algorithm) {
    if (algorithm == "optimal")
        return tr(
            "Optimal LogP broadcast tree (Shou & Chen 1996): every rank that holds the "
            "message keeps sending, one send every g.");
    if (algorithm == "fibonacci")
        return tr(
            "Fibonacci-split multicast (Gu, Li & Liu 2002): the source hands on a "
            "Fibonacci-sized part and keeps the larger one.");
    if (algorithm == "binomial")
        return tr(
            "Binomial bisection multicast (Gu, Li & Liu 2002): the ranks are halved and "
            "each half is served on its own.");
    if (const ct::Algorithm* a = ct::findAlgorithm(algorithm))
        return QString::fromStdString(a->info.summary);
    return QString::fromUtf8(algorithm.data(), static_cast<qsizetype>(algorithm.size()));
}

}  // namespace studio
