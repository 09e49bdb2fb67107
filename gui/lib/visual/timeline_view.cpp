#include "visual/timeline_view.h"

#include <qcustomplot.h>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <cmath>
#include <fstream>
#include <limits>

#include "io/chrome_trace.h"
#include "visual/timeline_colors.h"
#include "visual/timeline_plottable.h"
#include "visual/unit_names.h"
#include "visual/view_export.h"

namespace studio {

TimelineView::TimelineView(QWidget* parent)
    : QWidget(parent),
      m_plot(new QCustomPlot(this)),
      m_fit(new QToolButton(this)),
      m_back(new QToolButton(this)),
      m_forward(new QToolButton(this)),
      m_export(new QToolButton(this)),
      m_legend(new QLabel(this)),
      m_info(new QLabel(this)),
      m_historyTimer(new QTimer(this)) {
    m_plottable = new TimelinePlottable(m_plot->xAxis, m_plot->yAxis);
    m_plot->yAxis->setRangeReversed(true);  // rank 0 on top
    // Ranks are integers: ticks on whole ranks only (1, 2, 5, 10, … apart).
    QSharedPointer<QCPAxisTickerFixed> ranks(new QCPAxisTickerFixed);
    ranks->setTickStep(1);
    ranks->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    m_plot->yAxis->setTicker(ranks);
    m_plot->yAxis->setNumberFormat(QStringLiteral("f"));
    m_plot->yAxis->setNumberPrecision(0);
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->yAxis->grid()->setVisible(false);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    m_plot->setNoAntialiasingOnDrag(true);
    m_cursorLine = new QCPItemStraightLine(m_plot);
    m_cursorLine->setPen(QPen(highlightColor(), 1.5, Qt::DashLine));
    m_cursorLine->setVisible(false);
    m_plot->setMouseTracking(true);

    m_historyTimer->setSingleShot(true);
    m_historyTimer->setInterval(400);
    connect(m_historyTimer, &QTimer::timeout, this, &TimelineView::recordView);
    connect(m_plot, &QCustomPlot::mousePress, this, &TimelineView::onMousePress);
    connect(m_plot, &QCustomPlot::mouseMove, this, &TimelineView::onMouseMove);
    connect(m_plot, &QCustomPlot::mouseRelease, this, &TimelineView::onMouseRelease);
    connect(m_plot, &QCustomPlot::mouseWheel, this, [this](QWheelEvent* e) {
        m_plot->axisRect()->setRangeZoom((e->modifiers() & Qt::ControlModifier) ? Qt::Vertical
                                                                                : Qt::Horizontal);
    });
    connect(m_plot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            &TimelineView::onRangeChanged);
    connect(m_plot->yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            &TimelineView::onRangeChanged);
    connect(m_plot, &QCustomPlot::afterReplot, this, [this] {
        const auto stats = m_plottable->stats();
        m_info->setToolTip(stats.wiresOmitted
                               ? tr("Wires are drawn when at most %1 distinct lines are in view")
                                     .arg(TimelinePlottable::kMaxWires)
                               : QString());
        m_info->setText(stats.wiresOmitted ? tr("Too many wires: zoom in") : QString());
    });
    connect(m_fit, &QToolButton::clicked, this, &TimelineView::fit);
    connect(m_back, &QToolButton::clicked, this, &TimelineView::back);
    connect(m_forward, &QToolButton::clicked, this, &TimelineView::forward);
    connect(m_export, &QToolButton::clicked, this, &TimelineView::exportInteractive);

    // Long texts must not widen the window: the legend wraps onto more lines (every language
    // keeps all of it), the note gives way and keeps a tooltip.
    m_legend->setWordWrap(true);
    m_legend->setMinimumWidth(1);
    m_info->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_fit->setObjectName(QStringLiteral("timelineFit"));
    m_export->setObjectName(QStringLiteral("timelineExport"));
    m_fit->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    m_export->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    for (QToolButton* b : {m_fit, m_export})
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* bar = new QHBoxLayout;
    for (QToolButton* b : {m_fit, m_back, m_forward, m_export})
        bar->addWidget(b);
    bar->addSpacing(12);
    bar->addWidget(m_legend, 3);
    bar->addWidget(m_info, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);
    retranslateUi();
    updateButtons();
}

void TimelineView::setScenario(std::shared_ptr<const Scenario> scenario,
                               std::shared_ptr<const TimelineIndex> index) {
    m_scenario = std::move(scenario);
    m_index = std::move(index);
    m_plottable->setIndex(m_index);
    const int lanes = m_index ? m_index->lanes() : 0;
    m_plot->yAxis->setRange(-0.7, std::max(lanes, 1) - 0.3);
    m_history.clear();
    retranslateUi();
    fit();
}

void TimelineView::setCompact(bool compact) {
    // Narrow columns (Compare) keep the buttons as icons, their names in the tooltips, so no
    // language's longer word is cut.
    for (QToolButton* b : {m_fit, m_export})
        b->setToolButtonStyle(compact ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextOnly);
    m_back->setVisible(!compact);
    m_forward->setVisible(!compact);
    m_legend->setVisible(!compact);
}

void TimelineView::requestReplot() {
    // A plot that was never shown has no paint buffer yet; it replots when it gets a size.
    if (m_plot->width() > 0 && m_plot->height() > 0 && m_plot->isVisible())
        m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void TimelineView::clear() {
    setScenario(nullptr, nullptr);
}

void TimelineView::setCursorTime(double t) {
    m_plottable->setCursor(t);
    const bool shown = std::isfinite(t);
    m_cursorLine->setVisible(shown);
    if (shown) {
        m_cursorLine->point1->setCoords(t, 0);
        m_cursorLine->point2->setCoords(t, 1);
    }
    requestReplot();
}

void TimelineView::fit() {
    const double total = m_index && m_index->total() > 0 ? m_index->total() : 1;
    const int lanes = m_index ? std::max(m_index->lanes(), 1) : 1;
    setView({-0.02 * total, 1.02 * total, -0.7, lanes - 0.3});
    recordView();
}

void TimelineView::setView(const ViewRange& r) {
    m_applyingHistory = true;
    m_plot->xAxis->setRange(r.xlo, r.xhi);
    m_plot->yAxis->setRange(r.ylo, r.yhi);
    m_applyingHistory = false;
    requestReplot();
}

ViewRange TimelineView::view() const {
    return {m_plot->xAxis->range().lower, m_plot->xAxis->range().upper,
            m_plot->yAxis->range().lower, m_plot->yAxis->range().upper};
}

void TimelineView::back() {
    m_historyTimer->stop();
    if (m_history.canBack()) setView(m_history.back());
    updateButtons();
}

void TimelineView::forward() {
    m_historyTimer->stop();
    if (m_history.canForward()) setView(m_history.forward());
    updateButtons();
}

void TimelineView::recordView() {
    m_historyTimer->stop();
    m_history.push(view());
    updateButtons();
}

void TimelineView::onRangeChanged() {
    // A wheel turn or a drag is many small changes: the view it settles on is one entry.
    if (!m_applyingHistory) m_historyTimer->start();
}

void TimelineView::updateButtons() {
    m_back->setEnabled(m_history.canBack());
    m_forward->setEnabled(m_history.canForward());
}

void TimelineView::highlightMessage(std::uint32_t message) {
    if (!m_index || message == kNoMessage) {
        m_plottable->setHighlight({});
    } else {
        m_plottable->setHighlight(m_index->pathFromRoot(message));
    }
    requestReplot();
    emit messageHighlighted(message);
}

QString TimelineView::toolTipAt(QPointF pixel) const {
    const auto m = m_plottable->messageAt(pixel);
    if (!m || !m_index) return {};
    const auto& rec = m_index->messages()[*m];
    const QString unit = m_scenario ? unitSymbol(m_scenario->params.model.unit) : QString();
    const auto lane = [this](int l) { return m_laneName ? m_laneName(l) : tr("rank %1").arg(l); };
    return tr("<b>Message %1</b>: %2 → %3, %4 bytes<br>"
              "send overhead %5 – %6 %11<br>wire %6 – %7 %11<br>"
              "receive overhead %8 – %9 %11<br>end to end %10 %11")
        .arg(*m)
        .arg(lane(rec.src), lane(rec.dst))
        .arg(rec.bytes)
        .arg(rec.sendStart)
        .arg(rec.sendEnd)
        .arg(rec.arrival)
        .arg(rec.recvStart)
        .arg(rec.recvEnd)
        .arg(rec.recvEnd - rec.sendStart)
        .arg(unit);
}

void TimelineView::onMousePress(QMouseEvent* event) {
    m_pressPos = event->pos();
    // Shift+drag draws a rubber band to zoom into; a plain drag pans.
    const bool band = event->modifiers() & Qt::ShiftModifier;
    m_plot->setSelectionRectMode(band ? QCP::srmZoom : QCP::srmNone);
    m_plot->axisRect()->setRangeDrag(band ? Qt::Orientations() : Qt::Horizontal | Qt::Vertical);
}

void TimelineView::onMouseMove(QMouseEvent* event) {
    if (event->buttons() != Qt::NoButton) return;
    const QString tip = toolTipAt(event->position());
    if (tip.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), tip, m_plot);
}

void TimelineView::onMouseRelease(QMouseEvent* event) {
    if (m_plot->selectionRectMode() == QCP::srmZoom) recordView();
    if ((event->pos() - m_pressPos).manhattanLength() > 3 || event->button() != Qt::LeftButton)
        return;
    const auto m = m_plottable->messageAt(event->position());
    highlightMessage(m ? *m : kNoMessage);
}

QString TimelineView::exportChromeTrace(const QString& path) const {
    if (!m_scenario) return tr("There is no timeline to export.");
    const QString tmp = path + QStringLiteral(".part");
    {
        std::ofstream out(tmp.toStdString(), std::ios::binary);
        if (!out) return tr("Cannot write '%1'.").arg(path);
        ct::ChromeTraceOptions options;
        options.title = m_scenario->algorithm;
        options.unit = m_scenario->params.model.unit;
        ct::writeChromeTrace(out, m_scenario->program, m_scenario->timeline, options);
        if (!out) return tr("Cannot write '%1'.").arg(path);
    }
    QFile::remove(path);
    if (!QFile::rename(tmp, path)) {
        QFile::remove(tmp);
        return tr("Cannot write '%1'.").arg(path);
    }
    return {};
}

void TimelineView::exportInteractive() {
    const QString filter = exportFilter() + QStringLiteral(";;") + tr("Chrome trace JSON (*.json)");
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export timeline"), QString(), filter);
    if (path.isEmpty()) return;
    const QString error = path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)
                              ? exportChromeTrace(path)
                              : exportView(m_plot, path);
    if (!error.isEmpty()) m_info->setText(error);
}

void TimelineView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void TimelineView::retranslateUi() {
    m_fit->setText(tr("Fit"));
    m_back->setText(tr("Back"));
    m_forward->setText(tr("Forward"));
    m_export->setText(tr("Export…"));
    m_fit->setToolTip(tr("Fit: show the whole timeline"));
    m_export->setToolTip(tr("Export: save as PNG, SVG, PDF or Chrome trace JSON"));
    const auto swatch = [](EventKind k) {
        return QStringLiteral("<span style='color:%1'>■</span>").arg(eventColor(k).name());
    };
    // A swatch stays with its word when the legend wraps (long words in German).
    const auto item = [](const QString& swatchHtml, const QString& text) {
        return QStringLiteral("<span style='white-space:nowrap'>%1&nbsp;%2</span> ")
            .arg(swatchHtml, text.trimmed().toHtmlEscaped());
    };
    m_legend->setText(
        item(swatch(EventKind::Send), tr(" send ")) +
        item(swatch(EventKind::Receive), tr(" receive ")) +
        item(swatch(EventKind::Combine), tr(" combine ")) +
        item(swatch(EventKind::Copy), tr(" copy ")) +
        item(QStringLiteral("<span style='color:%1'>■</span>").arg(idleColor().name()),
             tr(" idle")));
    m_legend->setToolTip(
        tr("Wheel: zoom time (Ctrl+wheel: ranks), drag: pan, Shift+drag: zoom "
           "to an area, click a box: the path from the root"));
    const QString unit = m_scenario ? unitSymbol(m_scenario->params.model.unit) : QString();
    m_plot->xAxis->setLabel(tr("time (%1)").arg(unit));
    m_plot->yAxis->setLabel(tr("rank"));
    requestReplot();
}

}  // namespace studio
