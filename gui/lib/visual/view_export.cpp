#include "visual/view_export.h"

#include <qcustomplot.h>
#include <QChartView>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsView>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace studio {
namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("ViewExport", text);
}

// Paints the view onto the device: plots through their own painter path (vector in SVG/PDF),
// scenes through QGraphicsView::render, anything else as a widget.
void paintView(QWidget* view, QPaintDevice* device, const QSize& size) {
    if (auto* plot = qobject_cast<QCustomPlot*>(view)) {
        QCPPainter painter(device);
        plot->toPainter(&painter, size.width(), size.height());
        return;
    }
    QPainter painter(device);
    // A chart may sit in a hidden tab, never laid out: size it and draw its scene directly.
    if (auto* cv = qobject_cast<QChartView*>(view); cv && cv->chart()) {
        cv->chart()->resize(QSizeF(size));
        cv->scene()->render(&painter, QRectF(QPointF(0, 0), size), QRectF(QPointF(0, 0), size));
        return;
    }
    if (auto* gv = qobject_cast<QGraphicsView*>(view)) {
        gv->render(&painter, QRectF(QPointF(0, 0), size), gv->viewport()->rect());
        return;
    }
    view->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
}

}  // namespace

QString exportFilter() {
    return tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)");
}

QString exportView(QWidget* view, const QString& path) {
    if (!view) return tr("Nothing to export.");
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSize size = view->size().expandedTo(QSize(16, 16));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("Cannot write '%1': %2").arg(path, file.errorString());
    if (suffix == QStringLiteral("png")) {
        QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2);
        image.fill(Qt::white);
        paintView(view, &image, size);
        if (!image.save(&file, "PNG")) return tr("Cannot encode PNG for '%1'.").arg(path);
    } else if (suffix == QStringLiteral("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(QStringLiteral("CallTree Studio"));
        paintView(view, &svg, size);
    } else if (suffix == QStringLiteral("pdf")) {
        QPdfWriter pdf(&file);
        pdf.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setResolution(72);
        pdf.setCreator(QStringLiteral("CallTree Studio"));
        paintView(view, &pdf, size);
    } else {
        file.cancelWriting();
        return tr("Unknown export format '%1': use .png, .svg or .pdf.").arg(suffix);
    }
    if (!file.commit()) return tr("Cannot write '%1': %2").arg(path, file.errorString());
    return {};
}

}  // namespace studio
