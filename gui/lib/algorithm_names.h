#pragma once
// Translated display names and one-line explanations of the catalogue's algorithms. Core's names
// are identifiers (the CLI's --algorithm values); these are what users read.
#include <QCoreApplication>
#include <QString>
#include <string_view>

namespace studio {

class AlgorithmNames {
    Q_DECLARE_TR_FUNCTIONS(AlgorithmNames)

public:
    // "optimal": for running text such as the status bar.
    static QString shortName(std::string_view algorithm);
    // One line on what the algorithm does and where it comes from, shown above its timeline.
    // The LogP broadcasts users compare first are explained in the user's language; the rest of
    // the catalogue falls back to its own (English) summary.
    static QString explanation(std::string_view algorithm);
};

}  // namespace studio
