#include "visual/model_time_ticker.h"

namespace studio {

double ModelTimeTicker::getTickStep(const QCPRange& range) {
    // QCustomPlot asks for the step before it labels the ticks of one generation.
    m_step = QCPAxisTicker::getTickStep(range);
    return m_step;
}

QString ModelTimeTicker::getTickLabel(double tick, const QLocale&, QChar, int) {
    return formatModelTick(tick, m_step, m_unit);
}

}  // namespace studio
