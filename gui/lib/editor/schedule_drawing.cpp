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

#include "schedule_document.h"

namespace studio::editor {

namespace {

constexpr double kMargin = 8;
constexpr double kAxis = 18;  // room for the processor labels on top

QColor colourFor(const QString& label) {
    // Same algorithm, same colour in every run and export: a fixed palette indexed by a
    // deterministic hash of the name's stem (qHash is seeded per process).
    static const QColor palette[] = {{174, 199, 232}, {255, 187, 120}, {152, 223, 138},
                                     {255, 152, 150}, {197, 176, 213}, {196, 156, 148},
                                     {247, 182, 210}, {219, 219, 141}, {158, 218, 229}};
    const QString stem = label.section(QLatin1Char('('), 0, 0);
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

void ScheduleDrawing::relayout() {
    m_layout = layoutSchedule(m_doc->root(), m_doc->marks(), m_doc->library(), m_proportional);
    m_hovered = -1;
    update();
}

QRectF ScheduleDrawing::plotArea(const QRectF& target) const {
    return target.adjusted(kMargin, kMargin + kAxis, -kMargin, -kMargin);
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
    QFont small = painter.font();
    small.setPointSizeF(7.5);
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
        QString text = b.label;
        if (b.count > 1) text += QStringLiteral(" ×%1").arg(b.count);
        if (b.instances > 1) text = tr("%1 … (%2 more in parallel)").arg(text).arg(b.instances);
        if (r.width() > 24 && r.height() > fm.height()) {
            QFont f = small;
            f.setItalic(b.optimal);
            painter.setFont(f);
            painter.setPen(Qt::black);
            const QString shown = fm.elidedText(text, Qt::ElideRight, r.width() - 4);
            painter.drawText(r.adjusted(2, 1, -2, -1), Qt::AlignLeft | Qt::AlignTop, shown);
        }
    }
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
                       .arg(QLocale().toString(n.cost, 'g', 6));
    if (n.count > 1) text += tr(", %1 times one after another").arg(n.count);
    if (n.parallel > 1) text += tr(", %1 instances side by side").arg(n.parallel);
    if (b.optimal) text += tr(" (optimal subschedule)");
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
