#include "visual/algorithm_summary.h"

#include "algorithm_names.h"
#include "visual/model_time_format.h"
#include "visual/scenario.h"

namespace studio {

bool AlgorithmSummary::formulaDisagrees(const Scenario& s) {
    return s.formula && !formulaAgrees(*s.formula, s.cleanTotal.value_or(s.timeline.total));
}

QString AlgorithmSummary::timeHtml(const Scenario& s, bool fastest) {
    const std::string& unit = s.params.model.unit;
    QString text = tr("completes at <b>%1</b>").arg(formatModelTime(s.timeline.total, unit));
    if (s.formula) {
        text += tr(" · formula: %1").arg(formatModelTime(*s.formula, unit));
        if (s.cleanTotal && *s.cleanTotal < s.timeline.total)
            text += tr(" (the simulation's %1 more for data sent just after it was written is not "
                       "in the formula)")
                        .arg(formatModelTime(s.timeline.total - *s.cleanTotal, unit));
        if (formulaDisagrees(s))
            text += QStringLiteral(" <span style='color:#b00020; font-weight:bold'>%1</span>")
                        .arg(tr("(formula and simulation differ!)"));
    } else {
        text += tr(" · no closed formula");
    }
    if (fastest)
        text += QStringLiteral("<span style='color:#1b7f3b'>%1</span>").arg(tr(" — fastest"));
    return text;
}

QString AlgorithmSummary::html(const Scenario& s, bool fastest) {
    return QStringLiteral("<span style='color:#555'>%1</span><br>%2")
        .arg(AlgorithmNames::explanation(s.algorithm).toHtmlEscaped(), timeHtml(s, fastest));
}

}  // namespace studio
