#pragma once
// A spin box for whole numbers that never changes a value silently: while typing, any text is
// allowed; when the entry is committed (Enter, leaving the field) a number outside the range,
// a number with a unit or no number at all is refused with a message, and the value stays what
// it was. QSpinBox alone cuts "8192" to 819 at a maximum of 4096 and reverts "0" without a word.
#include <QSpinBox>

namespace studio::fields {

class WholeNumberBox : public QSpinBox {
    Q_OBJECT

public:
    explicit WholeNumberBox(QWidget* parent = nullptr);

    // Sets the range and the tooltip's "Allowed" line together.
    void setAllowedRange(int min, int max);
    // The tooltip's first line (what the number is); the allowed range follows it.
    void setDescription(const QString& text);
    // Takes the typed text when it is a whole number in range; otherwise refuses it (message,
    // refused()) and keeps the value. Called on Enter and when the field loses focus.
    bool commitText();
    QString lastRefusal() const { return m_lastRefusal; }

signals:
    void refused(const QString& message);

protected:
    QValidator::State validate(QString& text, int& pos) const override;
    int valueFromText(const QString& text) const override;
    void focusOutEvent(QFocusEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void refreshToolTip();
    QString numberPart(const QString& text) const;
    bool parse(const QString& text, qlonglong* value) const;

    QString m_description;
    QString m_lastRefusal;
};

}  // namespace studio::fields
