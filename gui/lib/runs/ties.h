#pragma once
// Ties said as ties: wherever the Runs tab names a best (the best per size, the fastest of
// compared runs), every candidate as good as it is named, never just the first found. Times are
// tied when they agree to a relative 1e-9, the tolerance core's fidelity table uses for
// predictions (measured medians tie when the clock's resolution rounds them alike).
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "analysis/fidelity.h"

namespace studio::runs {

class Ties {
    Q_DECLARE_TR_FUNCTIONS(Ties)

public:
    static bool tied(double a, double b);
    // The algorithms at the choice's ranks and size whose measured median ties the best one, in
    // the table's order.
    // Several roots of one algorithm count as one candidate with its best median, as in the table;
    // algorithms running the same program as one, "a (+n with the same program)".
    static QStringList measuredBest(const ct::AccuracyReport& report, const ct::FidelityChoice& c);
    // One name as it is; several as "a = b (tie)".
    static QString text(const QStringList& names);
    // As text up to three names; more as "a (+n tied)" — on 2 ranks twenty algorithms send the
    // same one message, and their list pushed the table's last column out of a 1024-pixel window.
    static QString brief(const QStringList& names);
};

}  // namespace studio::runs
