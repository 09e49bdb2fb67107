#pragma once
// A ruler on a time axis: two vertical lines joined by an arrow with the time between them
// ("Δt = 12 cycles"), as Vampir's and Perfetto's measure tools draw it. The timeline starts it
// on Ctrl+drag (or a plain drag while its Ruler button is down) and clears it with Esc.
#include <QObject>
#include <QString>
#include <string>

#include "visual/model_time_format.h"

class QCustomPlot;
class QCPItemLine;
class QCPItemStraightLine;
class QCPItemText;

namespace studio {

class TimelineRuler : public QObject {
    Q_OBJECT

public:
    explicit TimelineRuler(QCustomPlot* plot);

    // Starts at time t (both ends there), then moves the second end.
    void begin(double t);
    void extend(double t);
    void clear();
    bool isShown() const { return m_shown; }
    double from() const { return m_from; }
    double to() const { return m_to; }
    double delta() const { return m_to > m_from ? m_to - m_from : m_from - m_to; }
    // The model's unit ("cycles", "us"): Δt is shown in the unit its magnitude calls for, the
    // two ends in the axis's unit.
    void setUnit(const std::string& modelUnit, const ModelTimeUnit& axis);
    // What the ruler says, e.g. "Δt = 12 cycles (8 cycles → 20 cycles)".
    QString text() const;

private:
    void place();

    QCustomPlot* m_plot;
    QCPItemStraightLine* m_start;
    QCPItemStraightLine* m_end;
    QCPItemLine* m_arrow;
    QCPItemText* m_label;
    std::string m_modelUnit;
    ModelTimeUnit m_axis;
    double m_from = 0;
    double m_to = 0;
    bool m_shown = false;
};

}  // namespace studio
