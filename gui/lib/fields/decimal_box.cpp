#include "fields/decimal_box.h"

#include <QEvent>
#include <QFontMetrics>
#include <QKeyEvent>
#include <QLineEdit>
#include <algorithm>
#include <cmath>

#include "fields/field_refusal.h"

namespace studio::fields {

DecimalBox::DecimalBox(QWidget* parent) : QDoubleSpinBox(parent) {
    // The value changes when the entry is committed, not at each keystroke: "8192" must not
    // pass through 8, 81 and 819 on its way to being refused.
    setKeyboardTracking(false);
    refreshToolTip();
}

void DecimalBox::setAllowedRange(double min, double max) {
    setRange(min, max);
    refreshToolTip();
}

void DecimalBox::setDescription(const QString& text) {
    m_description = text;
    refreshToolTip();
}

QString DecimalBox::spell(double value) const {
    return locale().toString(value, 'g', 12);
}

void DecimalBox::refreshToolTip() {
    setToolTip(rangeToolTip(m_description, allowedRange(spell(minimum()), spell(maximum()))));
}

QString DecimalBox::numberPart(const QString& text) const {
    QString t = text.trimmed();
    if (!prefix().isEmpty() && t.startsWith(prefix().trimmed()))
        t.remove(0, prefix().trimmed().size());
    if (!suffix().isEmpty() && t.endsWith(suffix().trimmed())) t.chop(suffix().trimmed().size());
    return t.trimmed();
}

bool DecimalBox::parse(const QString& text, double* value) const {
    bool ok = false;
    *value = locale().toDouble(text, &ok);
    if (!ok) *value = QLocale::c().toDouble(text, &ok);
    return ok && std::isfinite(*value);
}

// Whether the field can show the value without rounding it away.
bool DecimalBox::fitsDecimals(double value) const {
    const double scale = std::pow(10.0, decimals());
    const double scaled = value * scale;
    return std::abs(scaled - std::round(scaled)) <= 1e-6 * std::max(1.0, std::abs(scaled));
}

QValidator::State DecimalBox::validate(QString& text, int&) const {
    if (!specialValueText().isEmpty() && text == specialValueText()) return QValidator::Acceptable;
    double v = 0;
    if (parse(numberPart(text), &v) && v >= minimum() && v <= maximum() && fitsDecimals(v))
        return QValidator::Acceptable;
    return QValidator::Intermediate;  // refused on commit, with a message, never rounded or cut
}

double DecimalBox::valueFromText(const QString& text) const {
    if (!specialValueText().isEmpty() && text == specialValueText()) return minimum();
    double v = 0;
    return parse(numberPart(text), &v) ? v : value();
}

int DecimalBox::extraWidthForDecimals() const {
    const QFontMetrics metrics = fontMetrics();
    const QString finest = locale().toString(std::pow(10.0, -decimals()), 'f', decimals());
    const int sized = std::max(metrics.horizontalAdvance(textFromValue(minimum())),
                               metrics.horizontalAdvance(textFromValue(maximum())));
    return std::max(0, metrics.horizontalAdvance(finest) - sized);
}

QSize DecimalBox::sizeHint() const {
    return QDoubleSpinBox::sizeHint() + QSize(extraWidthForDecimals(), 0);
}

QSize DecimalBox::minimumSizeHint() const {
    return QDoubleSpinBox::minimumSizeHint() + QSize(extraWidthForDecimals(), 0);
}

QString DecimalBox::textFromValue(double value) const {
    QString t = locale().toString(value, 'f', decimals());
    if (!isGroupSeparatorShown()) t.remove(locale().groupSeparator());
    const QString point = locale().decimalPoint();
    if (t.contains(point)) {
        while (t.endsWith(QLatin1Char('0')))
            t.chop(1);
        if (t.endsWith(point)) t.chop(point.size());
    }
    return t;
}

bool DecimalBox::commitText() {
    QString text = lineEdit()->displayText();
    int pos = 0;
    if (validate(text, pos) == QValidator::Acceptable) return true;
    const QString kept = textFromValue(value());
    const QString typed = numberPart(text);
    double v = 0;
    if (typed.isEmpty())
        m_lastRefusal = tr("The field is empty: the value stays %1.").arg(kept);
    else if (!parse(typed, &v))
        m_lastRefusal = tr("'%1' is not a number: the value stays %2.").arg(typed, kept);
    else if (v < minimum() || v > maximum())
        m_lastRefusal = tr("%1 is outside %2 to %3: the value stays %4.")
                            .arg(typed, spell(minimum()), spell(maximum()), kept);
    else
        m_lastRefusal = tr("%1 has more decimals than the %2 this field keeps: the value stays "
                           "%3.")
                            .arg(typed, QString::number(decimals()), kept);
    setValue(value());  // shows the kept value again
    showRefusal(this, m_lastRefusal);
    emit refused(m_lastRefusal);
    return false;
}

void DecimalBox::focusOutEvent(QFocusEvent* event) {
    commitText();
    QDoubleSpinBox::focusOutEvent(event);
}

void DecimalBox::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) commitText();
    QDoubleSpinBox::keyPressEvent(event);
}

void DecimalBox::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        refreshToolTip();
    QDoubleSpinBox::changeEvent(event);
}

}  // namespace studio::fields
