#include "visual/animation_export.h"

#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QWidget>

#include "visual/gif_encoder.h"

namespace studio {
namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("AnimationExport", text);
}

QImage renderFrame(QWidget* view, int maxWidth) {
    QImage image(view->size(), QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        view->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    }
    if (image.width() > maxWidth) image = image.scaledToWidth(maxWidth, Qt::SmoothTransformation);
    return image;
}

}  // namespace

QString exportAnimation(QWidget* view, const std::function<void(double)>& setTime, double total,
                        const QString& path, const AnimationExport& options) {
    if (!view || options.frames < 2) return tr("Nothing to animate.");
    const auto timeOf = [&](int i) { return total * i / (options.frames - 1); };
    if (path.endsWith(QStringLiteral(".gif"), Qt::CaseInsensitive)) {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return tr("Cannot write '%1': %2").arg(path, file.errorString());
        setTime(timeOf(0));
        const QImage first = renderFrame(view, options.maxWidth);
        GifEncoder gif(&file, first.size(), options.delayCentiseconds);
        bool ok = gif.addFrame(first);
        for (int i = 1; ok && i < options.frames; ++i) {
            setTime(timeOf(i));
            ok = gif.addFrame(renderFrame(view, options.maxWidth));
        }
        ok = ok && gif.finish();
        if (!ok || !file.commit()) {
            file.cancelWriting();
            return tr("Cannot write '%1': %2").arg(path, file.errorString());
        }
        return {};
    }
    // PNG frames: a folder of frame_0000.png … (created if needed).
    QDir dir(path);
    if (!dir.exists() && !QDir().mkpath(path))
        return tr("Cannot create the folder '%1'.").arg(path);
    for (int i = 0; i < options.frames; ++i) {
        setTime(timeOf(i));
        const QString name =
            dir.filePath(QStringLiteral("frame_%1.png").arg(i, 4, 10, QLatin1Char('0')));
        QSaveFile file(name);
        if (!file.open(QIODevice::WriteOnly) ||
            !renderFrame(view, options.maxWidth).save(&file, "PNG") || !file.commit())
            return tr("Cannot write '%1'.").arg(name);
    }
    return {};
}

}  // namespace studio
