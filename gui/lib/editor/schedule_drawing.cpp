#include "schedule_drawing.h"

#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QToolTip>

#include <cmath>

#include "fields/number_format.h"
#include "schedule_document.h"

namespace studio::editor {

namespace {

constexpr double kMargin = 8;
constexpr double kAxis = 18;         // room for the processor labels on top
constexpr double kTimeAxis = 80;     // room for the time axis' title and tick labels on the left
constexpr double kSwatch = 10;       // a legend entry's colour sample
constexpr double kTickSpacing = 36;  // at least this many pixels between time ticks

QFont smallFont(QFont f) {
    f.setPointSizeF(7.5);
    return f;
}

QString stemOf(const QString& label) {
    return label.section(QLatin1Char('('), 0, 0);
}

// Whole tick labels from here on ("10,000,000") would not fit the axis' gutter.
constexpr double kLongestWholeTick = 1e7;

// "10⁶": the exponent in superscript digits.
QString powerOfTen(int exponent) {
    static const QString digits = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString text = QStringLiteral("10");
    for (QChar c : QString::number(exponent))
        text += digits.at(c.digitValue());
    return text;
}

// 1, 2 or 5 times a power of ten, at least `raw`.
double niceStep(double raw) {
    if (!(raw > 0) || !std::isfinite(raw)) return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * magnitude >= raw * (1 - 1e-9)) return m * magnitude;
    return 10 * magnitude;
}

// The far-off cues: a stripe on the box's left edge (the fill stays the algorithm's colour).
constexpr double kStripe = 5;
const QColor kSlowerColour(214, 39, 40);
const QColor kFasterColour(31, 119, 180);

QColor colourFor(const QString& label) {
    // Same algorithm, same colour in every run and export: a fixed palette indexed by a
    // deterministic hash of the name's stem (qHash is seeded per process).
    static const QColor palette[] = {{174, 199, 232}, {255, 187, 120}, {152, 223, 138},
                                     {255, 152, 150}, {197, 176, 213}, {196, 156, 148},
                                     {247, 182, 210}, {219, 219, 141}, {158, 218, 229}};
    const QString stem = stemOf(label);
    quint32 h = 2166136261u;
    for (QChar c : stem)
        h = (h ^ c.unicode()) * 16777619u;
    return palette[h % (sizeof(palette) / sizeof(palette[0]))];
}

}  // namespace

ScheduleDrawing::ScheduleDrawing(ScheduleDocument* doc, QWidget* parent)
    : QWidget(parent), m_doc(doc) {
    setObjectName(QStringLiteral("scheduleDrawing"));
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(doc, &ScheduleDocument::costsChanged, this, &ScheduleDrawing::relayout);
    connect(doc, &ScheduleDocument::resetDone, this, &ScheduleDrawing::relayout);
    relayout();
}

void ScheduleDrawing::setProportional(bool proportional) {
    if (proportional == m_proportional) return;
    m_proportional = proportional;
    relayout();
}

void ScheduleDrawing::setSelectedPath(const NodePath& path) {
    m_selected = path;
    update();
}

void ScheduleDrawing::setTimeInSeconds(bool seconds) {
    if (seconds == m_seconds) return;
    m_seconds = seconds;
    update();
}

ScheduleDrawing::TimeAxis ScheduleDrawing::timeAxis(double pixels) const {
    if (!m_layout.proportional) return {tr("one row per algorithm"), {}};
    // Model y is in operations; shown so (in thousands, millions, … once whole numbers would
    // not fit the gutter) or in the time unit the total calls for.
    double perOperation = 1;
    bool whole = true;
    TimeAxis axis{tr("time [ops]"), {}};
    if (m_seconds) {
        const fields::TimeUnit unit = fields::timeUnitFor(m_doc->toSeconds(m_layout.height));
        perOperation = m_doc->toSeconds(1) * unit.perSecond;
        whole = false;
        //: The time axis' title; %1 is a unit such as ms
        axis.title = tr("time [%1]").arg(unit.symbol);
    } else if (m_layout.height >= kLongestWholeTick) {
        const int exponent = 3 * int(std::floor(std::log10(m_layout.height) / 3));
        perOperation = std::pow(10.0, -exponent);
        whole = false;
        //: The time axis' title; %1 is a power of ten such as 10⁶
        axis.title = tr("time [%1 ops]").arg(powerOfTen(exponent));
    }
    const double total = m_layout.height * perOperation;
    if (!(total > 0) || !(perOperation > 0) || pixels < kTickSpacing) return axis;
    const double step = niceStep(total / std::max(1.0, std::floor(pixels / kTickSpacing)));
    for (int i = 0; i * step <= total * (1 + 1e-9); ++i) {
        const double v = i * step;
        axis.ticks.emplace_back(v / perOperation,
                                whole ? fields::formatCount(v) : fields::formatTick(v, step));
    }
    return axis;
}

QStringList ScheduleDrawing::legendEntries() const {
    QStringList entries;
    for (const ScheduleBox& b : m_layout.boxes)
        if (!entries.contains(stemOf(b.label))) entries.append(stemOf(b.label));
    return entries;
}

void ScheduleDrawing::setMeasurements(ct::protocol::ResultsDocument results,
                                      std::optional<ct::bsp::Schedule> ran) {
    m_results = std::move(results);
    m_ran = std::move(ran);
    relayout();
}

void ScheduleDrawing::clearMeasurements() {
    m_results.reset();
    m_ran.reset();
    relayout();
}

void ScheduleDrawing::setShowMeasured(bool show) {
    if (show == m_showMeasured) return;
    m_showMeasured = show;
    update();
}

QString ScheduleDrawing::measuredLabel(const NodePath& path) const {
    if (!measuredShown()) return {};
    const NodeMeasurement* m = m_measured.at(path);
    if (!m || !m->measured) return {};
    const QString predicted = fields::formatDuration(m->predicted);
    const QString measured = fields::formatDuration(*m->measured);
    if (const std::optional<double> ratio = m->ratio())
        //: A node's predicted and measured time ("pred 1.2 ms · meas 1.9 ms (1.6×)"); %3 is
        //: measured ÷ predicted
        return tr("pred %1 · meas %2 (%3×)")
            .arg(predicted, measured, fields::formatCount(*ratio, 2));
    return tr("pred %1 · meas %2").arg(predicted, measured);
}

QStringList ScheduleDrawing::measuredLegendEntries() const {
    if (!measuredShown() || !m_measured.matches()) return {};
    //: Legend entries of the colour cue; %1 is a ratio such as 1.5
    return {tr("measured > %1× predicted").arg(fields::formatCount(kSlowerThan, 3)),
            tr("measured < %1× predicted").arg(fields::formatCount(kFasterThan, 3))};
}

QString ScheduleDrawing::measuredNote() const {
    return measuredShown() ? m_measured.note : QString();
}

double ScheduleDrawing::noteHeight(double width) const {
    const QString note = measuredNote();
    if (note.isEmpty() || width < 1) return 0;
    const QFontMetricsF fm(smallFont(font()));
    return fm.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, note).height() + 4;
}

double ScheduleDrawing::legendHeight(double width) const {
    const QFontMetricsF fm(smallFont(font()));
    const double row = std::max(fm.height(), kSwatch) + 4;
    double x = 0;
    int rows = 1;
    QStringList entries = legendEntries();
    entries.append(tr("optimizer's choice"));
    entries.append(measuredLegendEntries());
    for (const QString& e : entries) {
        const double w = kSwatch + 4 + fm.horizontalAdvance(e) + 12;
        if (x > 0 && x + w > width) {
            ++rows;
            x = 0;
        }
        x += w;
    }
    return rows * row + 4 + noteHeight(width);
}

void ScheduleDrawing::drawAxis(QPainter& painter, const QRectF& area) const {
    const TimeAxis axis = timeAxis(area.height());
    const QFontMetricsF fm(painter.font());
    painter.setPen(Qt::darkGray);
    if (m_layout.proportional) painter.drawLine(area.topLeft(), area.bottomLeft());
    const double sy = area.height() / m_layout.height;
    for (const auto& [at, label] : axis.ticks) {
        const double y = area.top() + at * sy;
        painter.drawLine(QPointF(area.left() - 4, y), QPointF(area.left(), y));
        // Right-aligned beside the tick, clear of the title's band at the far left.
        const double titleBand = fm.height() + 4;
        painter.drawText(QRectF(area.left() - kTimeAxis + titleBand, y - fm.height() / 2,
                                kTimeAxis - titleBand - 6, fm.height()),
                         Qt::AlignRight | Qt::AlignVCenter, label);
    }
    // The title runs up the left edge.
    painter.save();
    painter.translate(area.left() - kTimeAxis + 2, area.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-area.height() / 2, 0, area.height(), fm.height()), Qt::AlignCenter,
                     axis.title);
    painter.restore();
}

void ScheduleDrawing::drawLegend(QPainter& painter, const QRectF& box) const {
    const QFontMetricsF fm(painter.font());
    const double row = std::max(fm.height(), kSwatch) + 4;
    QPointF at = box.topLeft() + QPointF(0, 4);
    auto entry = [&](const QString& text, const QColor& fill, Qt::PenStyle outline) {
        const double w = kSwatch + 4 + fm.horizontalAdvance(text) + 12;
        if (at.x() > box.left() && at.x() + w > box.right()) at = {box.left(), at.y() + row};
        QPen pen(Qt::black, outline == Qt::SolidLine ? 0.6 : 1.0, outline);
        painter.setPen(pen);
        painter.setBrush(fill);
        painter.drawRect(QRectF(at.x(), at.y() + (row - 4 - kSwatch) / 2, kSwatch, kSwatch));
        painter.setPen(Qt::black);
        painter.drawText(QRectF(at.x() + kSwatch + 4, at.y(), w - kSwatch - 4, row - 4),
                         Qt::AlignLeft | Qt::AlignVCenter, text);
        at.rx() += w;
    };
    for (const QString& e : legendEntries())
        entry(e, colourFor(e), Qt::SolidLine);
    entry(tr("optimizer's choice"), Qt::white, Qt::DashLine);
    const QStringList cues = measuredLegendEntries();
    if (cues.size() == 2) {
        entry(cues[0], kSlowerColour, Qt::SolidLine);
        entry(cues[1], kFasterColour, Qt::SolidLine);
    }
    const QString note = measuredNote();
    if (!note.isEmpty()) {
        painter.setPen(kSlowerColour);
        painter.drawText(QRectF(box.left(), at.y() + row, box.width(), noteHeight(box.width())),
                         Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, note);
    }
}

void ScheduleDrawing::drawMeasured(QPainter& painter, const ScheduleBox& b, const QRectF& r) const {
    const NodeMeasurement* m = measuredShown() ? m_measured.at(b.path) : nullptr;
    const std::optional<double> ratio = m ? m->ratio() : std::nullopt;
    if (!ratio) return;
    const Deviation d = deviationOf(*ratio);
    if (d == Deviation::Near) return;
    painter.fillRect(QRectF(r.left(), r.top(), std::min(kStripe, r.width() / 3), r.height()),
                     d == Deviation::Slower ? kSlowerColour : kFasterColour);
}

void ScheduleDrawing::relayout() {
    m_layout = layoutSchedule(m_doc->root(), m_doc->marks(), m_doc->library(), m_proportional);
    // An edit may make the open schedule another one than the run's, or the same again.
    m_measured = m_results
                     ? matchMeasurements(m_doc->schedule(), m_doc->library(), *m_results, m_ran)
                     : MeasuredRun{};
    m_hovered = -1;
    update();
}

QRectF ScheduleDrawing::plotArea(const QRectF& target) const {
    const double left = kMargin + (m_layout.proportional ? kTimeAxis : 0);
    const double legend = legendHeight(target.width() - left - kMargin);
    return target.adjusted(left, kMargin + kAxis, -kMargin, -kMargin - legend);
}

void ScheduleDrawing::render(QPainter& painter, const QRectF& target) const {
    painter.save();
    painter.fillRect(target, Qt::white);
    const QRectF area = plotArea(target);
    if (m_layout.boxes.empty() || area.width() < 1 || area.height() < 1) {
        painter.restore();
        return;
    }
    const double sx = area.width() / m_layout.procs;
    const double sy = area.height() / m_layout.height;
    auto toPixels = [&](const QRectF& r) {
        return QRectF(area.left() + r.left() * sx, area.top() + r.top() * sy, r.width() * sx,
                      r.height() * sy);
    };
    // Processor labels: every one while they fit, else every k-th.
    const QFont small = smallFont(font());
    painter.setFont(small);
    const QFontMetricsF fm(small);
    const int procs = int(m_layout.procs);
    int step = 1;
    while (step < procs && fm.horizontalAdvance(QStringLiteral("P%1").arg(procs)) + 4 > sx * step)
        step *= 2;
    painter.setPen(Qt::darkGray);
    for (int p = 0; p < procs; p += step)
        painter.drawText(QRectF(area.left() + p * sx, target.top() + kMargin, sx * step, kAxis),
                         Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("P%1").arg(p));

    for (std::size_t i = 0; i < m_layout.boxes.size(); ++i) {
        const ScheduleBox& b = m_layout.boxes[i];
        QRectF r = toPixels(b.rect);
        // Every algorithm stays visible, however short its time (at least 2 px tall).
        if (r.height() < 2) r.setHeight(2);
        QColor fill = colourFor(b.label);
        if (b.instances > 1) fill = fill.darker(110);
        painter.setBrush(fill);
        const bool selected = b.path == m_selected;
        const bool hovered = int(i) == m_hovered;
        QPen pen(selected ? QColor(200, 40, 40) : hovered ? QColor(30, 90, 200) : Qt::black);
        pen.setWidthF(selected || hovered ? 2.0 : 0.6);
        if (b.optimal) pen.setStyle(Qt::DashLine);
        painter.setPen(pen);
        painter.drawRect(r);
        drawMeasured(painter, b, r);
        QString text = b.label;
        if (b.count > 1) text += QStringLiteral(" ×%1").arg(b.count);
        if (b.instances > 1) text = tr("%1 … (%2 more in parallel)").arg(text).arg(b.instances);
        // Measured beside predicted on a line of its own where two fit, else after the label.
        const QString measured = measuredLabel(b.path);
        const bool twoLines = !measured.isEmpty() && r.height() > 2 * fm.height() + 2;
        if (!measured.isEmpty() && !twoLines) text += QStringLiteral(": ") + measured;
        if (r.width() > 24 && r.height() > fm.height()) {
            QFont f = small;
            f.setItalic(b.optimal);
            painter.setFont(f);
            painter.setPen(Qt::black);
            const QRectF inner = r.adjusted(measured.isEmpty() ? 2 : kStripe + 2, 1, -2, -1);
            const QString shown = fm.elidedText(text, Qt::ElideRight, inner.width());
            painter.drawText(inner, Qt::AlignLeft | Qt::AlignTop, shown);
            if (twoLines)
                painter.drawText(inner.adjusted(0, fm.height(), 0, 0), Qt::AlignLeft | Qt::AlignTop,
                                 fm.elidedText(measured, Qt::ElideRight, inner.width()));
        }
    }
    painter.setFont(small);
    drawAxis(painter, area);
    drawLegend(painter, QRectF(area.left(), area.bottom() + 2, area.width(),
                               target.bottom() - area.bottom() - 2));
    painter.restore();
}

void ScheduleDrawing::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    render(painter, rect());
}

QPointF ScheduleDrawing::toModel(const QPointF& pixel) const {
    const QRectF area = plotArea(rect());
    return {(pixel.x() - area.left()) / area.width() * m_layout.procs,
            (pixel.y() - area.top()) / area.height() * m_layout.height};
}

QString ScheduleDrawing::describe(const ScheduleBox& b) const {
    const ct::bsp::CallNode& n = nodeAt(m_doc->root(), b.path);
    QString text = tr("%1 on %2 processors, input (%3), %4 operations")
                       .arg(QString::fromStdString(n.algorithm))
                       .arg(n.calcProcs)
                       .arg(QString::fromStdString(n.input.toString()))
                       .arg(fields::formatCount(n.cost, 6));
    if (n.count > 1) text += tr(", %1 times one after another").arg(n.count);
    if (n.parallel > 1) text += tr(", %1 instances side by side").arg(n.parallel);
    if (b.optimal) text += tr(" (optimal subschedule)");
    const QString measured = measuredLabel(b.path);
    if (!measured.isEmpty()) text += QStringLiteral("; ") + measured;
    return text;
}

void ScheduleDrawing::mouseMoveEvent(QMouseEvent* event) {
    const int at = m_layout.boxAt(toModel(event->position()));
    if (at != m_hovered) {
        m_hovered = at;
        update();
    }
    if (at < 0) {
        QToolTip::hideText();
        return;
    }
    const QString text = describe(m_layout.boxes[std::size_t(at)]);
    QToolTip::showText(event->globalPosition().toPoint(), text, this);
    emit nodeHovered(m_layout.boxes[std::size_t(at)].path, text);
}

void ScheduleDrawing::mousePressEvent(QMouseEvent* event) {
    const int at = m_layout.boxAt(toModel(event->position()));
    if (at >= 0) emit nodeClicked(m_layout.boxes[std::size_t(at)].path);
}

bool ScheduleDrawing::exportTo(const QString& fileName, QString* error) const {
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    // The picture keeps the widget's aspect, at least a readable size.
    const QSize size = QSize(std::max(width(), 800), std::max(height(), 500));
    // Written to a temporary file first so a failed export never leaves half a file.
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) *error = tr("cannot write %1: %2").arg(fileName, file.errorString());
        return false;
    }
    if (suffix == QStringLiteral("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(tr("Schedule %1").arg(m_doc->displayName()));
        QPainter painter(&svg);
        render(painter, QRectF(QPointF(0, 0), size));
    } else if (suffix == QStringLiteral("pdf")) {
        QPdfWriter pdf(&file);
        pdf.setTitle(tr("Schedule %1").arg(m_doc->displayName()));
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setPageOrientation(QPageLayout::Landscape);
        pdf.setResolution(96);
        QPainter painter(&pdf);
        const QRect page = painter.viewport();
        render(painter, QRectF(page));
    } else if (suffix == QStringLiteral("png")) {
        QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        render(painter, QRectF(QPointF(0, 0), size));
        painter.end();
        if (!image.save(&file, "PNG")) {
            file.cancelWriting();
            if (error) *error = tr("cannot encode the PNG image");
            return false;
        }
    } else {
        file.cancelWriting();
        if (error) *error = tr("unknown picture format '%1' (use .svg, .pdf or .png)").arg(suffix);
        return false;
    }
    if (!file.commit()) {
        if (error) *error = tr("cannot write %1: %2").arg(fileName, file.errorString());
        return false;
    }
    return true;
}

}  // namespace studio::editor
