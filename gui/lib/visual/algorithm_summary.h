#pragma once
// What the Studio says about one simulated algorithm beside its timeline: a one-line explanation
// of the algorithm, its simulated completion time and, as a check, the catalogue's closed-form
// time beside it — flagged in red when the two disagree, so a wrong formula or a wrong program
// shows at once (the LogP broadcasts of Shou & Chen 1996 and Gu, Li & Liu 2002 agree exactly).
#include <QCoreApplication>
#include <QString>

namespace studio {

struct Scenario;

class AlgorithmSummary {
    Q_DECLARE_TR_FUNCTIONS(AlgorithmSummary)

public:
    // "completes at <b>24 cycles</b> · formula: 24 cycles", plus " — fastest" when `fastest`.
    static QString timeHtml(const Scenario& s, bool fastest);
    // The explanation (small, grey) over timeHtml.
    static QString html(const Scenario& s, bool fastest);
    // Whether the scenario has a closed form that disagrees with its simulation.
    static bool formulaDisagrees(const Scenario& s);
};

}  // namespace studio
