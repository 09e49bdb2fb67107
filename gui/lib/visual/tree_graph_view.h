#pragma once
// The broadcast or reduction tree of the current program in a QGraphicsView: ranks as discs
// (with rank and receive time, and Shou & Chen's (1996) (P_i, T_i) for the optimal tree, while P ≤
// 64), edges badged with their send order. Layered or radial; wheel zooms, dragging pans, a rank
// can be searched. The animation cursor lights up ranks that hold the data and shows only the edges
// whose message has been sent. The path highlighted on the timeline is drawn on the tree as well,
// edge by edge as the cursor reaches each message.
#include <QGraphicsView>
#include <QPen>
#include <cstdint>
#include <memory>
#include <vector>

#include "visual/scenario.h"
#include "visual/tree_geometry.h"

class QGraphicsEllipseItem;
class QGraphicsLineItem;

namespace studio {

class TreeGraphView : public QGraphicsView {
    Q_OBJECT

public:
    // Above this many ranks nodes lose their labels (tooltips keep them).
    static constexpr int kLabelledRanks = 64;

    explicit TreeGraphView(QWidget* parent = nullptr);

    void setScenario(std::shared_ptr<const Scenario> scenario);
    void setShape(TreeShape shape);
    TreeShape shape() const { return m_shape; }
    // Shape chosen for P ranks when the user has not picked one: radial beyond 128.
    static TreeShape defaultShape(int ranks) {
        return ranks > 128 ? TreeShape::Radial : TreeShape::Layered;
    }
    void setCursorTime(double t);
    // The messages of the path highlighted on the timeline (empty: none).
    void setHighlightedPath(const std::vector<std::uint32_t>& messages);
    // Centres on rank r and marks it; false when there is no such rank in the tree.
    bool focusRank(int r);
    void fitToView();

    bool hasTree() const { return !m_nodes.empty(); }
    int nodeCount() const { return static_cast<int>(m_nodes.size()); }
    int edgeCount() const;
    int visibleEdgeCount() const;
    int litNodeCount() const;
    // Edges drawn as part of the highlighted path at the cursor.
    int highlightedEdgeCount() const;
    QPointF nodeCentre(int r) const;
    QString nodeToolTip(int r) const;

protected:
    void wheelEvent(QWheelEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    void applyCursor();
    void markPath();

    std::shared_ptr<const Scenario> m_scenario;
    TreeShape m_shape = TreeShape::Layered;
    bool m_shapeChosen = false;
    double m_cursor;
    std::vector<QGraphicsEllipseItem*> m_nodes;
    std::vector<QGraphicsItem*> m_edges;  // per child rank: its edge group (null for the root)
    std::vector<char> m_lit;
    std::vector<char> m_onPath;   // per child rank: its edge's message is on the highlighted path
    std::vector<char> m_penPath;  // per child rank: whether its edge now wears the path's pen
    std::vector<std::uint32_t> m_path;
    QPen m_edgePen;
    QGraphicsEllipseItem* m_focus = nullptr;
    bool m_autoFit = true;  // follow the widget's size until the user zooms
};

}  // namespace studio
