#include "visual/timeline_view.h"

#include <qcustomplot.h>
#include <QCursor>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QShortcut>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <cmath>
#include <fstream>
#include <limits>

#include "fields/number_format.h"
#include "io/chrome_trace.h"
#include "visual/model_time_format.h"
#include "visual/model_time_ticker.h"
#include "visual/overview_strip.h"
#include "visual/timeline_colors.h"
#include "visual/timeline_find_bar.h"
#include "visual/timeline_keys.h"
#include "visual/timeline_plottable.h"
#include "visual/timeline_ruler.h"
#include "visual/timeline_search.h"
#include "visual/view_export.h"

namespace studio {

TimelineView::TimelineView(QWidget* parent)
    : QWidget(parent),
      m_plot(new QCustomPlot(this)),
      m_fit(new QToolButton(this)),
      m_back(new QToolButton(this)),
      m_forward(new QToolButton(this)),
      m_export(new QToolButton(this)),
      m_rulerButton(new QToolButton(this)),
      m_findButton(new QToolButton(this)),
      m_findBar(new TimelineFindBar(this)),
      m_overview(new OverviewStrip(this)),
      m_legend(new QLabel(this)),
      m_info(new QLabel(this)),
      m_historyTimer(new QTimer(this)) {
    setupPlot();
    connectControls();
    layOut();
    setCompact(false);
    retranslateUi();
    updateButtons();
}

// The plot: rank lanes top down, whole-rank ticks, the cursor, the ruler, the found lane.
void TimelineView::setupPlot() {
    m_plottable = new TimelinePlottable(m_plot->xAxis, m_plot->yAxis);
    m_plot->yAxis->setRangeReversed(true);  // rank 0 on top
    // Ranks are integers: ticks on whole ranks only (1, 2, 5, 10, … apart).
    QSharedPointer<QCPAxisTickerFixed> ranks(new QCPAxisTickerFixed);
    ranks->setTickStep(1);
    ranks->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    m_plot->yAxis->setTicker(ranks);
    m_plot->yAxis->setNumberFormat(QStringLiteral("f"));
    m_plot->yAxis->setNumberPrecision(0);
    m_timeTicker.reset(new ModelTimeTicker);
    m_plot->xAxis->setTicker(m_timeTicker);
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->yAxis->grid()->setVisible(false);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    m_plot->setNoAntialiasingOnDrag(true);
    m_cursorLine = new QCPItemStraightLine(m_plot);
    m_cursorLine->setPen(QPen(highlightColor(), 1.5, Qt::DashLine));
    m_cursorLine->setVisible(false);
    m_plot->setMouseTracking(true);
    m_ruler = new TimelineRuler(m_plot);
    // A found rank's lane: a translucent band across the whole time axis.
    m_laneMark = new QCPItemRect(m_plot);
    m_laneMark->setPen(QPen(highlightColor(), 1));
    m_laneMark->setBrush(
        QColor(highlightColor().red(), highlightColor().green(), highlightColor().blue(), 40));
    m_laneMark->topLeft->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_laneMark->bottomRight->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_laneMark->setVisible(false);
    // The keyboard pans and zooms once the plot has focus (a click gives it).
    m_plot->setFocusPolicy(Qt::StrongFocus);
    setFocusPolicy(Qt::StrongFocus);
}

// The plot's mouse and ranges, the buttons, Find and the overview strip.
void TimelineView::connectControls() {
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
    m_rulerButton->setCheckable(true);
    m_rulerButton->setObjectName(QStringLiteral("timelineRuler"));
    connect(m_rulerButton, &QToolButton::toggled, this, [this](bool on) {
        if (!on) m_ruler->clear();
        requestReplot();
    });
    m_findButton->setObjectName(QStringLiteral("timelineFindButton"));
    connect(m_findButton, &QToolButton::clicked, this, &TimelineView::openFind);
    m_findShortcut = new QShortcut(QKeySequence::Find, this);
    connect(m_findShortcut, &QShortcut::activated, this, &TimelineView::openFind);
    m_findBar->hide();
    connect(m_findBar, &TimelineFindBar::hitChosen, this, &TimelineView::showHit);
    connect(m_findBar, &TimelineFindBar::closed, this, [this] {
        markLane(-1);
        m_plot->setFocus();
    });
    connect(m_overview, &OverviewStrip::windowRequested, this, [this](double lo, double hi) {
        m_plot->xAxis->setRange(lo, hi);
        requestReplot();
    });
}

// The toolbar above the find bar, the overview strip and the plot.
void TimelineView::layOut() {
    // Long texts must not widen the window: the legend wraps onto more lines (every language
    // keeps all of it), the note gives way and keeps a tooltip.
    m_legend->setWordWrap(true);
    m_legend->setMinimumWidth(1);
    m_info->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_fit->setObjectName(QStringLiteral("timelineFit"));
    m_export->setObjectName(QStringLiteral("timelineExport"));
    m_fit->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    m_export->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    // Back, Forward and Export are icons (names in their tooltips): the toolbar keeps room for
    // the legend beside Ruler and Find… in every language.
    m_back->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    m_forward->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    m_export->setToolButtonStyle(Qt::ToolButtonIconOnly);
    for (QToolButton* b : {m_fit, m_rulerButton, m_findButton})
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* bar = new QHBoxLayout;
    for (QToolButton* b : {m_fit, m_back, m_forward, m_rulerButton, m_findButton, m_export})
        bar->addWidget(b);
    bar->addSpacing(12);
    bar->addWidget(m_legend, 3);
    bar->addWidget(m_info, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_findBar);
    layout->addWidget(m_overview);
    layout->addWidget(m_plot, 1);
}

void TimelineView::setScenario(std::shared_ptr<const Scenario> scenario,
                               std::shared_ptr<const TimelineIndex> index) {
    m_scenario = std::move(scenario);
    m_index = std::move(index);
    m_plottable->setIndex(m_index);
    m_overview->setIndex(m_index);
    m_findBar->setIndex(m_index);
    m_ruler->clear();
    markLane(-1);
    const int lanes = m_index ? m_index->lanes() : 0;
    m_plot->yAxis->setRange(-0.7, std::max(lanes, 1) - 0.3);
    m_history.clear();
    retranslateUi();
    fit();
}

void TimelineView::setCompact(bool compact) {
    // Narrow columns (Compare) keep the buttons as icons, their names in the tooltips, so no
    // language's longer word is cut.
    m_fit->setToolButtonStyle(compact ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextOnly);
    m_back->setVisible(!compact);
    m_forward->setVisible(!compact);
    m_legend->setVisible(!compact);
    // Narrow columns keep the keyboard and Ctrl+drag ruler but not the extra bars; Ctrl+F there
    // belongs to the column with focus, so side-by-side columns do not all answer it.
    m_rulerButton->setVisible(!compact);
    m_findButton->setVisible(!compact);
    m_overview->setVisible(!compact);
    if (compact) m_findBar->hide();
    m_findShortcut->setContext(compact ? Qt::WidgetWithChildrenShortcut : Qt::WindowShortcut);
    m_findShortcut->setEnabled(!compact);
    m_compact = compact;
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
    m_overview->setWindow(m_plot->xAxis->range().lower, m_plot->xAxis->range().upper);
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
    if (!m || !m_index || !m_scenario) return {};
    const auto& rec = m_index->messages()[*m];
    // Each time in the unit its own magnitude calls for: an overhead of 0.25 µs on a run of
    // milliseconds does not read "0.00 ms".
    const std::string& unit = m_scenario->params.model.unit;
    const auto at = [&unit](double t) { return formatModelTime(t, unit); };
    const auto lane = [this](int l) { return m_laneName ? m_laneName(l) : tr("rank %1").arg(l); };
    return tr("<b>Message %1</b>: %2 → %3, %4 bytes<br>"
              "send overhead %5 – %6<br>wire %6 – %7<br>"
              "receive overhead %8 – %9<br>end to end %10")
        .arg(*m)
        .arg(lane(rec.src), lane(rec.dst))
        .arg(fields::formatCount(double(rec.bytes)))
        .arg(at(rec.sendStart), at(rec.sendEnd), at(rec.arrival), at(rec.recvStart),
             at(rec.recvEnd))
        .arg(at(rec.recvEnd - rec.sendStart));
}

bool TimelineView::measuring(const QMouseEvent* event) const {
    return (event->modifiers() & Qt::ControlModifier) || m_rulerButton->isChecked();
}

void TimelineView::onMousePress(QMouseEvent* event) {
    m_pressPos = event->pos();
    // Shift+drag draws a rubber band to zoom into; Ctrl+drag (or any drag with the Ruler button
    // down) measures; a plain drag pans.
    const bool band = event->modifiers() & Qt::ShiftModifier;
    m_measureDrag = !band && event->button() == Qt::LeftButton && measuring(event);
    m_plot->setSelectionRectMode(band ? QCP::srmZoom : QCP::srmNone);
    m_plot->axisRect()->setRangeDrag(band || m_measureDrag ? Qt::Orientations()
                                                           : Qt::Horizontal | Qt::Vertical);
    if (m_measureDrag) {
        m_ruler->begin(m_plot->xAxis->pixelToCoord(event->position().x()));
        requestReplot();
    }
}

void TimelineView::onMouseMove(QMouseEvent* event) {
    if (m_measureDrag && (event->buttons() & Qt::LeftButton)) {
        m_ruler->extend(m_plot->xAxis->pixelToCoord(event->position().x()));
        QToolTip::showText(event->globalPosition().toPoint(), m_ruler->text(), m_plot);
        requestReplot();
        return;
    }
    if (event->buttons() != Qt::NoButton) return;
    const QString tip = toolTipAt(event->position());
    if (tip.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), tip, m_plot);
}

void TimelineView::onMouseRelease(QMouseEvent* event) {
    if (m_measureDrag) {
        // A ruler of zero length (a click) clears it; otherwise it stays until Esc.
        m_measureDrag = false;
        m_ruler->extend(m_plot->xAxis->pixelToCoord(event->position().x()));
        if ((event->pos() - m_pressPos).manhattanLength() <= 3) m_ruler->clear();
        requestReplot();
        return;
    }
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

void TimelineView::openFind() {
    if (m_compact) return;
    m_findBar->open();
}

void TimelineView::markLane(int lane) {
    m_markedLane = lane;
    m_laneMark->setVisible(lane >= 0);
    if (lane >= 0) {
        m_laneMark->topLeft->setCoords(0, lane - 0.5);
        m_laneMark->bottomRight->setCoords(1, lane + 0.5);
    }
    requestReplot();
}

void TimelineView::showHit(const TimelineHit& hit) {
    ViewRange v = view();
    // Time: keep the zoom when the hit fits, centring it; otherwise zoom out to it with a margin.
    const double span = v.xhi - v.xlo;
    const double need = std::max(hit.end - hit.start, 1e-9);
    if (hit.start < v.xlo || hit.end > v.xhi) {
        const double width = need > 0.9 * span ? need / 0.8 : span;
        const double mid = (hit.start + hit.end) / 2;
        v.xlo = mid - width / 2;
        v.xhi = mid + width / 2;
    }
    // Ranks: both ends of the hit in view, scrolling as little as needed.
    const double rows = v.yhi - v.ylo;
    if (hit.laneHi - hit.laneLo + 1 > rows) {
        v.ylo = hit.laneLo - 0.7;
        v.yhi = hit.laneHi + 0.7;
    } else if (hit.laneLo - 0.5 < v.ylo) {
        v.ylo = hit.laneLo - 0.7;
        v.yhi = v.ylo + rows;
    } else if (hit.laneHi + 0.5 > v.yhi) {
        v.yhi = hit.laneHi + 0.7;
        v.ylo = v.yhi - rows;
    }
    setView(v);
    recordView();
    if (hit.message != kNoMessage) {
        markLane(-1);
        highlightMessage(hit.message);
    } else {
        highlightMessage(kNoMessage);
        markLane(hit.lane);
    }
}

void TimelineView::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape && (m_ruler->isShown() || m_markedLane >= 0)) {
        m_ruler->clear();
        m_rulerButton->setChecked(false);
        markLane(-1);
        return;
    }
    // Zoom around the mouse when it is over the plot, as the wheel does.
    const QPoint mouse = m_plot->mapFromGlobal(QCursor::pos());
    const double anchor = m_plot->axisRect()->rect().contains(mouse)
                              ? m_plot->xAxis->pixelToCoord(mouse.x())
                              : std::numeric_limits<double>::quiet_NaN();
    const auto r = timelineKey(view(), event->key(), event->modifiers(), anchor);
    switch (r.action) {
        case TimelineKeyResult::Action::Ignored:
            return QWidget::keyPressEvent(event);
        case TimelineKeyResult::Action::Fit:
            fit();
            return;
        case TimelineKeyResult::Action::Move:
            setView(r.view);
            m_historyTimer->start();  // a run of presses is one history entry
            return;
    }
}

void TimelineView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void TimelineView::retranslateUi() {
    m_fit->setText(tr("Fit"));
    m_back->setText(tr("Back"));
    m_forward->setText(tr("Forward"));
    m_back->setToolTip(tr("Back"));
    m_forward->setToolTip(tr("Forward"));
    m_export->setText(tr("Export…"));
    m_fit->setToolTip(tr("Fit: show the whole timeline"));
    m_export->setToolTip(tr("Export: save as PNG, SVG, PDF or Chrome trace JSON"));
    m_rulerButton->setText(tr("Ruler"));
    m_rulerButton->setToolTip(
        tr("Ruler: drag across the timeline to measure the time between two points (Ctrl+drag "
           "does it without the button); Esc clears it"));
    m_findButton->setText(tr("Find…"));
    m_findButton->setToolTip(tr("Find a rank or a message (Ctrl+F)"));
    m_overview->setToolTip(
        tr("The whole run; the rectangle is the part in view: drag it to move, click to centre "
           "there"));
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
        tr("Wheel: zoom time (Ctrl+wheel: ranks), drag: pan, Shift+drag: zoom to an area, "
           "Ctrl+drag: measure, click a box: the path from the root. Keys: arrows or A/D pan, "
           "+/− or W/S zoom, Home fits, Ctrl+F finds"));
    // One unit for the whole axis, the one the run's length calls for (ms for a 2500 µs run).
    const std::string modelUnit = m_scenario ? m_scenario->params.model.unit : std::string();
    const ModelTimeUnit axis = modelTimeUnitFor(m_index ? m_index->total() : 0, modelUnit);
    m_timeTicker->setUnit(axis);
    m_ruler->setUnit(modelUnit, axis);
    // An empty view (a compare column with no algorithm) has no axes to read: no "time ()".
    m_plot->xAxis->setVisible(m_scenario != nullptr);
    m_plot->yAxis->setVisible(m_scenario != nullptr);
    m_plot->xAxis->setLabel(m_scenario ? tr("time (%1)").arg(axis.symbol) : QString());
    m_plot->yAxis->setLabel(m_scenario ? tr("rank") : QString());
    requestReplot();
}

}  // namespace studio
