#pragma once
// Paints a BestMap: one cell per (ratio, P) in the winner's colour, axes and a legend.
#include <QWidget>

#include "visual/best_map.h"

namespace studio {

class BestMapView : public QWidget {
    Q_OBJECT

public:
    explicit BestMapView(QWidget* parent = nullptr);
    void setMap(BestMap map);
    const BestMap& map() const { return m_map; }
    static QColor algorithmColour(int index);
    // The cell under a widget position, or (-1, -1).
    QPoint cellAt(QPointF pos) const;
    QSize sizeHint() const override { return {560, 300}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRectF plotArea() const;
    BestMap m_map;
};

}  // namespace studio
