#include "algorithm_names.h"

namespace studio {

QString AlgorithmNames::title(std::string_view algorithm) {
    if (algorithm == "optimal") return tr("Optimal LogP tree (seed 000)");
    if (algorithm == "fibonacci") return tr("Fibonacci split (seed 001)");
    if (algorithm == "binomial") return tr("Binomial bisection (seed 001)");
    return QString::fromUtf8(algorithm.data(), static_cast<qsizetype>(algorithm.size()));
}

QString AlgorithmNames::shortName(std::string_view algorithm) {
    if (algorithm == "optimal") return tr("optimal");
    if (algorithm == "fibonacci") return tr("Fibonacci");
    if (algorithm == "binomial") return tr("binomial");
    return QString::fromUtf8(algorithm.data(), static_cast<qsizetype>(algorithm.size()));
}

QString formatTime(double t) {
    // 'g' with 6 digits drops trailing zeros; the C locale keeps one decimal point in every
    // language, as in the CLI's output.
    return QString::number(t, 'g', 6);
}

}  // namespace studio
