#pragma once
// Saving any view as PNG, SVG or PDF, chosen by the file's suffix. Vector formats get vector
// output where the view can paint itself (QCustomPlot, Qt Charts, QGraphicsView render through
// QPainter). Files are written to a temporary name and renamed, so no half-written file remains.
#include <QString>

class QWidget;

namespace studio {

// Returns an empty string on success, else a translated message naming what failed.
QString exportView(QWidget* view, const QString& path);
// The file dialog's filter for the three formats.
QString exportFilter();

}  // namespace studio
