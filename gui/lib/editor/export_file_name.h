#pragma once
// The file an export writes, from the name typed into the save dialog and the filter chosen
// there ("SVG image (*.svg)"): the filter decides the format. A name without a picture suffix
// gets the filter's ("schedule" → "schedule.svg"); a name that asks for another picture format
// ("schedule.png" with the SVG filter) is refused rather than written in a format it does not
// name.
#include <QString>

namespace studio::editor {

// The suffix a filter offers ("svg" for "SVG image (*.svg)"), empty when it names none.
QString filterSuffix(const QString& filter);
// The file to write, or empty with *error saying what contradicts what.
QString exportFileName(const QString& typed, const QString& filter, QString* error);

}  // namespace studio::editor
