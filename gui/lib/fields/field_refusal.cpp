#include "fields/field_refusal.h"

#include <QCoreApplication>
#include <QToolTip>
#include <QWidget>

namespace studio::fields {

QString allowedRange(const QString& min, const QString& max) {
    return QCoreApplication::translate("studio::fields", "Allowed: %1 to %2").arg(min, max);
}

QString rangeToolTip(const QString& description, const QString& range) {
    return description.isEmpty() ? range : description + QLatin1Char('\n') + range;
}

void showRefusal(QWidget* field, const QString& message) {
    constexpr int kReadingMs = 8000;
    if (field->isVisible())
        QToolTip::showText(field->mapToGlobal(field->rect().bottomLeft()), message, field, QRect(),
                           kReadingMs);
}

}  // namespace studio::fields
