#pragma once
// What every number field of the Studio shares: a tooltip that states the allowed range, and a
// refusal that is said (a bubble under the field) instead of a value silently clamped, cut or
// reverted. The fields themselves are WholeNumberBox, DecimalBox and SizeField.
#include <QString>

class QWidget;

namespace studio::fields {

// "Allowed: 1 to 4096" (translated).
QString allowedRange(const QString& min, const QString& max);
// The description, then the allowed range on its own line.
QString rangeToolTip(const QString& description, const QString& range);
// Shows the message under the field long enough to read it.
void showRefusal(QWidget* field, const QString& message);

}  // namespace studio::fields
