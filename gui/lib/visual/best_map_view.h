#pragma once
// Paints a BestMap: one cell per (ratio, P) in the winner's colour (hatched where algorithms tie),
// axes, Gu, Li & Liu's (2002) crossover g = 0.3884·(L + 2o) as a dashed line, and a legend.
// Colours follow the algorithm's name, so an algorithm keeps its colour when others change.
#include <QWidget>
#include <string>

#include "visual/best_map.h"

namespace studio {

class BestMapView : public QWidget {
    Q_OBJECT

public:
    explicit BestMapView(QWidget* parent = nullptr);
    void setMap(BestMap map);
    const BestMap& map() const { return m_map; }
    static QColor algorithmColour(int index);
    // The colour of an algorithm wherever it is drawn: fixed by its place in the catalogue.
    static QColor algorithmColour(const std::string& name);
    // The cell under a widget position, or (-1, -1), and a cell's rectangle.
    QPoint cellAt(QPointF pos) const;
    QRectF cellRect(std::size_t row, std::size_t column) const;
    // Where the crossover line is drawn (widget x), NaN when it lies outside the map's ratios.
    double crossoverX() const;
    // The legend's entries, top to bottom: the algorithms, then "tie" when the map has one, then
    // the crossover.
    QStringList legendEntries() const;
    // What hovering a cell tells: P, the ratio, who finishes first and when.
    QString cellToolTip(std::size_t row, std::size_t column) const;
    QSize sizeHint() const override { return {560, 300}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRectF plotArea() const;
    bool hasTie() const;
    BestMap m_map;
};

}  // namespace studio
