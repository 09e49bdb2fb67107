#pragma once
// Translated display names of the catalogue's broadcast algorithms. Core's names are identifiers
// (the CLI's --algorithm values); these are what users read.
#include <QCoreApplication>
#include <QString>
#include <string_view>

namespace studio {

class AlgorithmNames {
    Q_DECLARE_TR_FUNCTIONS(AlgorithmNames)

public:
    // "Optimal LogP tree (seed 000)": panel titles.
    static QString title(std::string_view algorithm);
    // "optimal": for running text such as the status bar.
    static QString shortName(std::string_view algorithm);
};

// A time in the model's unit, without trailing zeros ("24", "12.5").
QString formatTime(double t);

}  // namespace studio
