#pragma once
// The time axis's ticks in the one number format (issue 21): QCustomPlot's own labels ignore the
// language chosen at run time and print µs models in µs however long the run; this ticker labels
// each tick in the axis's unit (ModelTimeUnit) with the decimals its step needs.
#include <qcustomplot.h>

#include "visual/model_time_format.h"

namespace studio {

class ModelTimeTicker : public QCPAxisTicker {
public:
    void setUnit(const ModelTimeUnit& unit) { m_unit = unit; }
    const ModelTimeUnit& unit() const { return m_unit; }

protected:
    double getTickStep(const QCPRange& range) override;
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar,
                         int precision) override;

private:
    ModelTimeUnit m_unit;
    double m_step = 1;  // of the ticks being labelled, in model units
};

}  // namespace studio
