#include "broadcast_tree_view.h"

#include <QEvent>
#include <QGraphicsEllipseItem>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLineF>
#include <QResizeEvent>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "algorithm_names.h"
#include "tree_layout.h"

namespace studio {
namespace {

// Scene geometry in pixels at zoom 1: a leaf slot, a level, a node and an order badge.
constexpr double kSlot = 50;
constexpr double kLevel = 100;
constexpr double kRadius = 20;
constexpr double kBadgeRadius = 8;
constexpr double kMargin = 12;
// Small trees would otherwise be blown up to fill the view.
constexpr double kMaxFitScale = 1.3;
constexpr double kMinZoom = 0.05;
constexpr double kMaxZoom = 8;

QPointF toScene(QPointF layoutPoint) {
    return {layoutPoint.x() * kSlot, layoutPoint.y() * kLevel};
}

// Early ranks are cool blue, the last ones warm orange: the wave of the broadcast at a glance.
QColor nodeColour(double t, double total) {
    const double f = total > 0 ? std::clamp(t / total, 0.0, 1.0) : 0.0;
    return QColor::fromHsvF(static_cast<float>(0.58 - 0.5 * f), 0.38f, 1.0f);
}

QGraphicsSimpleTextItem* centredText(const QString& text, const QFont& font, QPointF centre,
                                     QGraphicsItem* parent) {
    auto* item = new QGraphicsSimpleTextItem(text, parent);
    item->setFont(font);
    const QRectF r = item->boundingRect();
    item->setPos(centre - QPointF(r.width() / 2, r.height() / 2));
    return item;
}

void addNode(QGraphicsScene* scene, QPointF c, ct::Rank rank, double t, double total, bool root,
             const QString& toolTip) {
    auto* node = scene->addEllipse(c.x() - kRadius, c.y() - kRadius, 2 * kRadius, 2 * kRadius,
                                   QPen(QColor(60, 60, 70), root ? 2.5 : 1.2),
                                   root ? QColor(150, 220, 150) : nodeColour(t, total));
    node->setZValue(2);
    node->setToolTip(toolTip);
    QFont rankFont;
    rankFont.setPointSizeF(10);
    rankFont.setBold(true);
    QFont timeFont;
    timeFont.setPointSizeF(8);
    centredText(QString::number(rank), rankFont, c - QPointF(0, 5.5), node);
    centredText(formatTime(t), timeFont, c + QPointF(0, 8.5), node)->setBrush(QColor(70, 70, 90));
}

void addEdge(QGraphicsScene* scene, QPointF from, QPointF to, int order) {
    QLineF line(from, to);
    const double len = line.length();
    if (len <= 2 * kRadius) return;
    // Only the part between the two circles is drawn; the badge sits in its middle.
    const QPointF dir = (to - from) / len;
    const QPointF a = from + dir * kRadius;
    const QPointF b = to - dir * kRadius;
    scene->addLine(QLineF(a, b), QPen(QColor(120, 120, 135), 1.4))->setZValue(0);
    const QPointF m = (a + b) / 2;
    auto* badge = scene->addEllipse(m.x() - kBadgeRadius, m.y() - kBadgeRadius, 2 * kBadgeRadius,
                                    2 * kBadgeRadius, QPen(QColor(120, 120, 135), 1), Qt::white);
    badge->setZValue(1);
    QFont font;
    font.setPointSizeF(7);
    centredText(QString::number(order), font, m, badge)->setBrush(QColor(40, 40, 120));
}

}  // namespace

BroadcastTreeView::BroadcastTreeView(QWidget* parent) : QGraphicsView(parent) {
    setScene(new QGraphicsScene(this));
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setBackgroundBrush(QColor(250, 250, 252));
    setMinimumSize(200, 200);
}

void BroadcastTreeView::showRun(const AlgorithmRun& run) {
    m_run = run;
    rebuildScene();
    fitToView();
}

void BroadcastTreeView::clear() {
    m_run.reset();
    rebuildScene();
}

QString BroadcastTreeView::nodeToolTip(ct::Rank r) const {
    if (r < 0 || r >= nodeCount()) return {};
    return m_toolTips[static_cast<std::size_t>(r)];
}

double BroadcastTreeView::zoom() const {
    return transform().m11();
}

void BroadcastTreeView::fitToView() {
    const QRectF r = sceneRect();
    if (r.isEmpty() || viewport()->width() <= 0) return;
    const double s = std::min(
        {viewport()->width() / r.width(), viewport()->height() / r.height(), kMaxFitScale});
    setTransform(QTransform::fromScale(s, s));
    centerOn(r.center());
}

void BroadcastTreeView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fitToView();
}

void BroadcastTreeView::wheelEvent(QWheelEvent* event) {
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    // One notch (120) zooms by 15 %; touchpads send smaller steps.
    const double factor = std::pow(1.15, event->angleDelta().y() / 120.0);
    const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    scale(target / zoom(), target / zoom());
    event->accept();
}

void BroadcastTreeView::changeEvent(QEvent* event) {
    // Tooltips are translated text: rebuild them in the new language.
    if (event->type() == QEvent::LanguageChange && m_run) rebuildScene();
    QGraphicsView::changeEvent(event);
}

void BroadcastTreeView::rebuildScene() {
    scene()->clear();
    m_toolTips.clear();
    if (!m_run) {
        setSceneRect(QRectF());
        return;
    }
    const ct::BroadcastTree& tree = m_run->tree;
    const TreeLayout layout = TreeLayout::of(tree);
    for (ct::Rank r = 0; r < tree.ranks(); ++r)
        if (tree.parent(r) != ct::kNoRank)
            addEdge(scene(), toScene(layout.position(tree.parent(r))), toScene(layout.position(r)),
                    tree.order(r));
    for (ct::Rank r = 0; r < tree.ranks(); ++r) {
        m_toolTips.push_back(toolTipFor(r));
        addNode(scene(), toScene(layout.position(r)), r,
                m_run->receiveTime[static_cast<std::size_t>(r)], m_run->simulated, r == tree.root(),
                m_toolTips.back());
    }
    const double pad = kRadius + kMargin;
    setSceneRect(QRectF(-pad, -pad, layout.size().width() * kSlot + 2 * pad,
                        layout.size().height() * kLevel + 2 * pad));
}

QString BroadcastTreeView::toolTipFor(ct::Rank r) const {
    const auto i = static_cast<std::size_t>(r);
    const ct::BroadcastTree& tree = m_run->tree;
    QString text = tr("<b>Rank %1</b><br>holds the message at t = %2 cycles")
                       .arg(r)
                       .arg(formatTime(m_run->receiveTime[i]));
    if (tree.parent(r) == ct::kNoRank)
        text += tr("<br>the root: it holds the message from the start");
    else
        text += tr("<br>receives it from rank %1 (send #%2 of that rank)")
                    .arg(tree.parent(r))
                    .arg(tree.order(r));
    if (i < m_run->effectiveTime.size())
        text += tr("<br>seed 000 label (P<sub>i</sub>, T<sub>i</sub>) = (%1, %2)")
                    .arg(r)
                    .arg(formatTime(m_run->effectiveTime[i]));
    return text;
}

}  // namespace studio
