#include "fields/size_field.h"

#include <QEvent>
#include <QKeyEvent>

#include "fields/field_refusal.h"
#include "protocol/sizes.h"

namespace studio::fields {
namespace {

QString spell(std::uint64_t bytes) {
    return QString::fromStdString(ct::protocol::formatSize(bytes));
}

}  // namespace

SizeField::SizeField(QWidget* parent) : QLineEdit(parent) {
    setText(spell(m_value));
    refreshToolTip();
}

void SizeField::setAllowedRange(std::uint64_t min, std::uint64_t max) {
    m_min = min;
    m_max = max;
    refreshToolTip();
}

void SizeField::setDescription(const QString& text) {
    m_description = text;
    refreshToolTip();
}

void SizeField::refreshToolTip() {
    const QString grammar = tr("Bytes, or with K, M or G (binary: 1K = 1024): 8, 64K, 1M");
    setToolTip(rangeToolTip(rangeToolTip(m_description, grammar),
                            allowedRange(spell(m_min), spell(m_max))));
}

bool SizeField::setValue(std::uint64_t bytes) {
    if (bytes < m_min || bytes > m_max) return false;
    setText(spell(bytes));
    if (bytes != m_value) {
        m_value = bytes;
        emit valueChanged(bytes);
    }
    return true;
}

bool SizeField::commitText() {
    try {
        setValue(ct::protocol::parseSize(text().toStdString(), {m_min, m_max, 1}));
        return true;
    } catch (const ct::protocol::SizeError& e) {
        m_lastRefusal =
            tr("%1: the value stays %2.").arg(QString::fromStdString(e.what()), spell(m_value));
        setText(spell(m_value));
        showRefusal(this, m_lastRefusal);
        emit refused(m_lastRefusal);
        return false;
    }
}

void SizeField::focusOutEvent(QFocusEvent* event) {
    if (text() != spell(m_value)) commitText();
    QLineEdit::focusOutEvent(event);
}

void SizeField::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) commitText();
    QLineEdit::keyPressEvent(event);
}

void SizeField::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) refreshToolTip();
    QLineEdit::changeEvent(event);
}

}  // namespace studio::fields
