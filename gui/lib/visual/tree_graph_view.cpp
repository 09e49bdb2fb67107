#include "visual/tree_graph_view.h"

#include <QGraphicsEllipseItem>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QResizeEvent>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <limits>

#include "fields/number_format.h"
#include "visual/model_time_format.h"

namespace studio {
namespace {

constexpr double kSlot = 56;
constexpr double kLevel = 96;

QColor litColour(double t, double total) {
    const double f = total > 0 ? std::clamp(t / total, 0.0, 1.0) : 0.0;
    return QColor::fromHsvF(static_cast<float>(0.58 - 0.5 * f), 0.45f, 1.0f);
}
const QColor kDark(220, 222, 228);

void centredText(const QString& text, double pointSize, bool bold, QPointF centre,
                 QGraphicsItem* parent) {
    auto* item = new QGraphicsSimpleTextItem(text, parent);
    QFont font;
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    item->setFont(font);
    const QRectF r = item->boundingRect();
    item->setPos(centre - QPointF(r.width() / 2, r.height() / 2));
}

// A rank's tooltip: when it holds the data, Shou & Chen's (P_i, T_i) label where the tree has
// one, and the message of its edge.
QString rankToolTip(const Scenario& s, int r, const ModelTimeUnit& unit) {
    const auto i = static_cast<std::size_t>(r);
    QString tip = TreeGraphView::tr("Rank %1: holds the data at %2")
                      .arg(r)
                      .arg(formatModelTime(s.holdTime[i], unit));
    if (s.effectiveTime.size() == s.holdTime.size())
        tip += TreeGraphView::tr("<br>(P_i, T_i) = (%1, %2)")
                   .arg(r)
                   .arg(formatModelNumber(s.effectiveTime[i], unit));  // as on the disc
    const auto edge = s.tree->edgeMessage[i];
    if (edge != kNoMessage) {
        const auto& m = s.timeline.messages[edge];
        tip += TreeGraphView::tr("<br>edge message: %1 → %2 at %3, order %4")
                   .arg(m.src)
                   .arg(m.dst)
                   .arg(formatModelTime(m.sendStart, unit))
                   .arg(s.tree->tree.order(r));
    }
    return tip;
}

}  // namespace

TreeGraphView::TreeGraphView(QWidget* parent)
    : QGraphicsView(parent), m_cursor(std::numeric_limits<double>::infinity()) {
    setScene(new QGraphicsScene(this));
    setRenderHint(QPainter::Antialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    setBackgroundBrush(Qt::white);
}

void TreeGraphView::setScenario(std::shared_ptr<const Scenario> scenario) {
    m_scenario = std::move(scenario);
    m_path.clear();  // message numbers of another run would mark the wrong edges
    if (!m_shapeChosen && m_scenario) m_shape = defaultShape(m_scenario->program.ranks());
    rebuild();
}

void TreeGraphView::setShape(TreeShape shape) {
    m_shape = shape;
    m_shapeChosen = true;
    rebuild();
}

void TreeGraphView::rebuild() {
    scene()->clear();
    m_nodes.clear();
    m_edges.clear();
    m_lit.clear();
    m_penPath.clear();
    m_onPath.clear();
    m_focus = nullptr;
    if (!m_scenario || !m_scenario->tree) {
        scene()->setSceneRect(QRectF());
        return;
    }
    const ct::BroadcastTree& tree = m_scenario->tree->tree;
    const int n = tree.ranks();
    const bool labelled = n <= kLabelledRanks;
    const double slot = labelled ? kSlot : 14;
    const TreeGeometry g = treeGeometry(tree, m_shape, slot, labelled ? kLevel : 40);
    const double radius = labelled ? 22 : 3.5;
    // One unit for every label of the tree, the one the run's length calls for.
    const ModelTimeUnit unit =
        modelTimeUnitFor(m_scenario->timeline.total, m_scenario->params.model.unit);
    const bool effective = m_scenario->effectiveTime.size() == static_cast<std::size_t>(n);

    m_edges.assign(static_cast<std::size_t>(n), nullptr);
    QPen edgePen(QColor(120, 120, 135), labelled ? 1.4 : 1.0);
    edgePen.setCosmetic(!labelled);  // big trees: one pixel at any zoom
    m_edgePen = edgePen;
    for (int r = 0; r < n; ++r) {
        const int p = tree.parent(r);
        if (p == ct::kNoRank) continue;
        const QPointF a = g.position[static_cast<std::size_t>(p)];
        const QPointF b = g.position[static_cast<std::size_t>(r)];
        auto* line = scene()->addLine(QLineF(a, b), edgePen);
        line->setZValue(0);
        if (labelled) {
            const QPointF m = a + (b - a) * 0.5;
            auto* badge = new QGraphicsEllipseItem(m.x() - 8, m.y() - 8, 16, 16, line);
            badge->setBrush(Qt::white);
            badge->setPen(QPen(QColor(120, 120, 135), 1));
            centredText(QString::number(tree.order(r)), 7, false, m, badge);
        }
        m_edges[static_cast<std::size_t>(r)] = line;
    }
    m_nodes.reserve(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r) {
        const QPointF c = g.position[static_cast<std::size_t>(r)];
        const bool root = r == tree.root();
        QPen outline(labelled ? QColor(60, 60, 70) : QColor(150, 150, 160), root ? 2.2 : 1.0);
        outline.setCosmetic(!labelled);
        auto* node = scene()->addEllipse(-radius, -radius, 2 * radius, 2 * radius, outline, kDark);
        node->setPos(c);
        // Big trees keep their discs a few pixels wide however far the view zooms out.
        if (!labelled) node->setFlag(QGraphicsItem::ItemIgnoresTransformations);
        node->setZValue(2);
        const double t = m_scenario->holdTime[static_cast<std::size_t>(r)];
        node->setToolTip(rankToolTip(*m_scenario, r, unit));
        if (labelled) {
            centredText(QString::number(r), 9.5, true, QPointF(0, -6), node);
            const QString sub =
                effective ? QStringLiteral("(%1, %2)")
                                .arg(r)
                                .arg(formatModelNumber(
                                    m_scenario->effectiveTime[static_cast<std::size_t>(r)], unit))
                          : formatModelNumber(t, unit);
            centredText(sub, 7, false, QPointF(0, 8), node);
        }
        m_nodes.push_back(node);
    }
    m_lit.assign(static_cast<std::size_t>(n), -1);
    m_penPath.assign(static_cast<std::size_t>(n), 0);
    markPath();
    scene()->setSceneRect(scene()->itemsBoundingRect().adjusted(-20, -20, 20, 20));
    applyCursor();
    m_autoFit = true;
    fitToView();
}

void TreeGraphView::setHighlightedPath(const std::vector<std::uint32_t>& messages) {
    m_path = messages;
    markPath();
    applyCursor();
}

void TreeGraphView::markPath() {
    m_onPath.assign(m_edges.size(), 0);
    if (!m_scenario || !m_scenario->tree) return;
    const auto& edgeMessage = m_scenario->tree->edgeMessage;
    for (std::size_t r = 0; r < m_edges.size() && r < edgeMessage.size(); ++r)
        if (edgeMessage[r] != kNoMessage &&
            std::find(m_path.begin(), m_path.end(), edgeMessage[r]) != m_path.end())
            m_onPath[r] = 1;
}

void TreeGraphView::setCursorTime(double t) {
    m_cursor = t;
    applyCursor();
}

void TreeGraphView::applyCursor() {
    if (!m_scenario || m_nodes.empty()) return;
    const double total = m_scenario->timeline.total;
    const auto& msgs = m_scenario->timeline.messages;
    for (std::size_t r = 0; r < m_nodes.size(); ++r) {
        const double h = m_scenario->holdTime[r];
        const char lit = h <= m_cursor ? 1 : 0;
        if (m_lit[r] != lit) {
            m_nodes[r]->setBrush(lit ? litColour(h, total) : kDark);
            m_lit[r] = lit;
        }
        if (QGraphicsItem* e = m_edges[r]) {
            const auto m = m_scenario->tree->edgeMessage[r];
            const bool sent = m == kNoMessage || msgs[m].sendStart <= m_cursor;
            e->setVisible(sent);
            // The path's edges are red and thick once their message is under way.
            const char path = sent && r < m_onPath.size() && m_onPath[r] ? 1 : 0;
            if (path != m_penPath[r]) {
                QPen pen = m_edgePen;
                if (path) {
                    pen.setColor(QColor(220, 30, 40));
                    pen.setWidthF(m_edgePen.widthF() * 2.5);
                }
                static_cast<QGraphicsLineItem*>(e)->setPen(pen);
                e->setZValue(path ? 1 : 0);
                m_penPath[r] = path;
            }
        }
    }
}

bool TreeGraphView::focusRank(int r) {
    if (r < 0 || r >= nodeCount()) return false;
    if (!m_focus) {
        m_focus = scene()->addEllipse(QRectF(), QPen(QColor(220, 30, 40), 3), Qt::NoBrush);
        m_focus->setZValue(3);
    }
    const QPointF c = nodeCentre(r);
    const double radius = std::max(m_nodes[static_cast<std::size_t>(r)]->rect().width() / 2, 8.0);
    const QRectF box(c.x() - radius - 6, c.y() - radius - 6, 2 * radius + 12, 2 * radius + 12);
    m_focus->setRect(box);
    m_autoFit = false;
    // Zoom in far enough to see the node if the whole tree is shown tiny.
    if (transform().m11() < 0.8) {
        resetTransform();
        scale(1.0, 1.0);
    }
    centerOn(box.center());
    return true;
}

void TreeGraphView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    if (m_autoFit) fitToView();
}

void TreeGraphView::fitToView() {
    m_autoFit = true;
    if (scene()->items().isEmpty()) return;
    fitInView(sceneRect(), Qt::KeepAspectRatio);
    // Small trees would be blown up beyond readable proportions.
    if (transform().m11() > 1.3) {
        resetTransform();
        scale(1.3, 1.3);
    }
}

void TreeGraphView::wheelEvent(QWheelEvent* event) {
    const double f = std::pow(1.0015, event->angleDelta().y());
    const double z = transform().m11() * f;
    if (z < 0.01 || z > 20) return;
    m_autoFit = false;
    scale(f, f);
}

int TreeGraphView::edgeCount() const {
    return static_cast<int>(std::count_if(m_edges.begin(), m_edges.end(),
                                          [](QGraphicsItem* e) { return e != nullptr; }));
}

int TreeGraphView::visibleEdgeCount() const {
    return static_cast<int>(std::count_if(m_edges.begin(), m_edges.end(), [](QGraphicsItem* e) {
        return e != nullptr && e->isVisible();
    }));
}

int TreeGraphView::highlightedEdgeCount() const {
    return static_cast<int>(std::count(m_penPath.begin(), m_penPath.end(), 1));
}

int TreeGraphView::litNodeCount() const {
    return static_cast<int>(std::count(m_lit.begin(), m_lit.end(), 1));
}

QPointF TreeGraphView::nodeCentre(int r) const {
    return m_nodes[static_cast<std::size_t>(r)]->pos();
}

QString TreeGraphView::nodeToolTip(int r) const {
    return m_nodes[static_cast<std::size_t>(r)]->toolTip();
}

}  // namespace studio
