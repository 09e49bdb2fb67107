#include "export_file_name.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStringList>

namespace studio::editor {

namespace {

QString translate(const char* text) {
    return QCoreApplication::translate("studio::editor::ExportFileName", text);
}

// Suffixes that name a picture or document format: typed after a name they ask for that format.
bool isPictureSuffix(const QString& suffix) {
    static const QStringList known = {
        QStringLiteral("svg"),  QStringLiteral("svgz"), QStringLiteral("pdf"),
        QStringLiteral("png"),  QStringLiteral("jpg"),  QStringLiteral("jpeg"),
        QStringLiteral("bmp"),  QStringLiteral("gif"),  QStringLiteral("tif"),
        QStringLiteral("tiff"), QStringLiteral("webp"), QStringLiteral("eps"),
        QStringLiteral("ps")};
    return known.contains(suffix);
}

}  // namespace

QString filterSuffix(const QString& filter) {
    static const QRegularExpression pattern(QStringLiteral(R"(\(\*\.([A-Za-z0-9]+)\))"));
    const QRegularExpressionMatch m = pattern.match(filter);
    return m.hasMatch() ? m.captured(1).toLower() : QString();
}

QString exportFileName(const QString& typed, const QString& filter, QString* error) {
    const QString wanted = filterSuffix(filter);
    const QFileInfo info(typed);
    if (typed.trimmed().isEmpty() || info.fileName().isEmpty()) {
        if (error) *error = translate("no file name was given");
        return {};
    }
    if (wanted.isEmpty()) {
        if (error) *error = translate("the chosen filter '%1' names no format").arg(filter);
        return {};
    }
    const QString suffix = info.suffix().toLower();
    if (suffix == wanted) return typed;
    if (isPictureSuffix(suffix)) {
        if (error)
            *error = translate(
                         "%1 ends in .%2, but the chosen format is %3: choose the format "
                         "that matches the name, or end the name in .%4")
                         .arg(info.fileName(), suffix, filter, wanted);
        return {};
    }
    // "schedule" or "run.v2": the filter's suffix is added.
    return typed + QLatin1Char('.') + wanted;
}

}  // namespace studio::editor
