#pragma once
// How the model's time unit is written on axes and labels ("us" in files, "µs" on screen).
#include <QCoreApplication>
#include <QString>
#include <string>

namespace studio {

inline QString unitSymbol(const std::string& unit) {
    if (unit == "us") return QStringLiteral("µs");
    if (unit == "cycles") return QCoreApplication::translate("Units", "cycles");
    return QString::fromStdString(unit);
}

}  // namespace studio
