#include "fields/whole_number_box.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>

#include "fields/field_refusal.h"

namespace studio::fields {

WholeNumberBox::WholeNumberBox(QWidget* parent) : QSpinBox(parent) {
    // The value changes when the entry is committed, not at each keystroke: "8192" must not
    // pass through 8, 81 and 819 on its way to being refused.
    setKeyboardTracking(false);
    refreshToolTip();
}

void WholeNumberBox::setAllowedRange(int min, int max) {
    setRange(min, max);
    refreshToolTip();
}

void WholeNumberBox::setDescription(const QString& text) {
    m_description = text;
    refreshToolTip();
}

void WholeNumberBox::refreshToolTip() {
    setToolTip(rangeToolTip(
        m_description, allowedRange(locale().toString(minimum()), locale().toString(maximum()))));
}

QString WholeNumberBox::numberPart(const QString& text) const {
    QString t = text.trimmed();
    if (!prefix().isEmpty() && t.startsWith(prefix().trimmed()))
        t.remove(0, prefix().trimmed().size());
    if (!suffix().isEmpty() && t.endsWith(suffix().trimmed())) t.chop(suffix().trimmed().size());
    return t.trimmed();
}

// The locale's spelling (with group separators) or a plain one.
bool WholeNumberBox::parse(const QString& text, qlonglong* value) const {
    bool ok = false;
    *value = locale().toLongLong(text, &ok);
    if (!ok) *value = QLocale::c().toLongLong(text, &ok);
    return ok;
}

QValidator::State WholeNumberBox::validate(QString& text, int&) const {
    if (!specialValueText().isEmpty() && text == specialValueText()) return QValidator::Acceptable;
    qlonglong v = 0;
    if (parse(numberPart(text), &v) && v >= minimum() && v <= maximum())
        return QValidator::Acceptable;
    return QValidator::Intermediate;  // refused on commit, with a message, never cut
}

int WholeNumberBox::valueFromText(const QString& text) const {
    if (!specialValueText().isEmpty() && text == specialValueText()) return minimum();
    qlonglong v = 0;
    return parse(numberPart(text), &v) ? int(v) : value();
}

bool WholeNumberBox::commitText() {
    QString text = lineEdit()->displayText();
    int pos = 0;
    if (validate(text, pos) == QValidator::Acceptable) return true;
    const QString kept = locale().toString(value());
    const QString typed = numberPart(text);
    qlonglong v = 0;
    if (typed.isEmpty())
        m_lastRefusal = tr("The field is empty: the value stays %1.").arg(kept);
    else if (parse(typed, &v))
        m_lastRefusal =
            tr("%1 is outside %2 to %3: the value stays %4.")
                .arg(typed, locale().toString(minimum()), locale().toString(maximum()), kept);
    else
        m_lastRefusal = tr("'%1' is not a whole number: the value stays %2.").arg(typed, kept);
    setValue(value());  // shows the kept value again
    showRefusal(this, m_lastRefusal);
    emit refused(m_lastRefusal);
    return false;
}

void WholeNumberBox::focusOutEvent(QFocusEvent* event) {
    commitText();
    QSpinBox::focusOutEvent(event);
}

void WholeNumberBox::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) commitText();
    QSpinBox::keyPressEvent(event);
}

void WholeNumberBox::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        refreshToolTip();
    QSpinBox::changeEvent(event);
}

}  // namespace studio::fields
