#pragma once
// The schedule drawn as nested boxes (processors across, time down), like Bonorden's (2002) Figures
// 2 and 10. Heights follow the predicted time or are uniform (toggle); a time axis on the left (in
// operations, or in seconds on this machine) and a legend of the algorithms' colours below;
// hovering a box names the node and clicking selects it; the picture exports as SVG, PDF or PNG.
// With a finished run of the schedule on data, each node can show its measured time beside the
// predicted one, far-off nodes marked by a coloured stripe.
#include <QWidget>
#include <optional>
#include <utility>
#include <vector>

#include "measured_nodes.h"
#include "schedule_layout.h"

namespace studio::editor {

class ScheduleDocument;

class ScheduleDrawing : public QWidget {
    Q_OBJECT

public:
    explicit ScheduleDrawing(ScheduleDocument* doc, QWidget* parent = nullptr);

    bool proportional() const { return m_proportional; }
    void setProportional(bool proportional);
    const ScheduleLayout& layout() const { return m_layout; }
    void setSelectedPath(const NodePath& path);
    bool timeInSeconds() const { return m_seconds; }
    void setTimeInSeconds(bool seconds);

    // The time axis for a plot `pixels` high: its title ("time [ops]", "time [ms]") and its
    // ticks (position in model units, label). No ticks with one row per algorithm.
    struct TimeAxis {
        QString title;
        std::vector<std::pair<double, QString>> ticks;
    };
    TimeAxis timeAxis(double pixels) const;
    // The legend: each algorithm's name once, in drawing order (parents first).
    QStringList legendEntries() const;
    // Measured times per node: the results of a run and the schedule it ran (when readable).
    // They are matched against the open schedule again after every edit.
    void setMeasurements(ct::protocol::ResultsDocument results,
                         std::optional<ct::bsp::Schedule> ran);
    void clearMeasurements();
    bool hasMeasurements() const { return m_results.has_value(); }
    const MeasuredRun& measuredRun() const { return m_measured; }
    bool showsMeasured() const { return m_showMeasured; }
    void setShowMeasured(bool show);
    // "pred 1.2 ms · meas 1.9 ms (1.6×)" for a measured node while shown, else empty.
    QString measuredLabel(const NodePath& path) const;
    // The legend's entries for the colour cues, while measured times are shown and match.
    QStringList measuredLegendEntries() const;
    // Why the shown measurements cannot be compared (another schedule or size), else empty.
    QString measuredNote() const;

    // Where the boxes go inside the widget (axis, labels and legend around it).
    QRectF plotArea() const { return plotArea(rect()); }

    // Draws the whole schedule into `target` (used for the widget and for every export).
    void render(QPainter& painter, const QRectF& target) const;
    // By suffix: .svg, .pdf or .png; false with a message naming the problem.
    bool exportTo(const QString& fileName, QString* error) const;

    QSize sizeHint() const override { return {640, 360}; }
    QSize minimumSizeHint() const override { return {200, 120}; }

signals:
    void nodeHovered(const studio::editor::NodePath& path, const QString& description);
    void nodeClicked(const studio::editor::NodePath& path);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    void relayout();
    QRectF plotArea(const QRectF& target) const;
    QPointF toModel(const QPointF& pixel) const;
    QString describe(const ScheduleBox& box) const;
    double legendHeight(double width) const;
    void drawAxis(QPainter& painter, const QRectF& area) const;
    void drawLegend(QPainter& painter, const QRectF& box) const;
    void drawMeasured(QPainter& painter, const ScheduleBox& box, const QRectF& r) const;
    double noteHeight(double width) const;
    bool measuredShown() const { return m_showMeasured && m_results.has_value(); }

    ScheduleDocument* m_doc;
    ScheduleLayout m_layout;
    bool m_proportional = true;
    bool m_seconds = false;
    NodePath m_selected;
    int m_hovered = -1;
    std::optional<ct::protocol::ResultsDocument> m_results;
    std::optional<ct::bsp::Schedule> m_ran;
    MeasuredRun m_measured;
    bool m_showMeasured = true;
};

}  // namespace studio::editor
