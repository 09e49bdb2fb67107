#pragma once
// A spin box for decimal numbers with the same promise as WholeNumberBox: a number outside the
// range, one with more decimals than the field keeps, or no number at all is refused with a
// message on commit, and the value stays. Both the locale's spelling (0,5 in German) and the
// plain one (0.5) are read.
#include <QDoubleSpinBox>

namespace studio::fields {

class DecimalBox : public QDoubleSpinBox {
    Q_OBJECT

public:
    explicit DecimalBox(QWidget* parent = nullptr);

    // Sets the range and the tooltip's "Allowed" line together.
    void setAllowedRange(double min, double max);
    void setDescription(const QString& text);
    // Takes the typed text when valid; otherwise refuses it (message, refused()), keeps the value.
    bool commitText();
    QString lastRefusal() const { return m_lastRefusal; }

    // Wide enough for a value with every decimal the field keeps ("0.000002"), not only for its
    // minimum's and maximum's shortest spellings ("0", "1"), which is what Qt sizes a spin box for.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void refused(const QString& message);

protected:
    QValidator::State validate(QString& text, int& pos) const override;
    double valueFromText(const QString& text) const override;
    // The shortest spelling ("6", "0.0085"), not every decimal the field keeps ("6.000000").
    QString textFromValue(double value) const override;
    void focusOutEvent(QFocusEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void refreshToolTip();
    QString numberPart(const QString& text) const;
    bool parse(const QString& text, double* value) const;
    bool fitsDecimals(double value) const;
    QString spell(double value) const;
    int extraWidthForDecimals() const;

    QString m_description;
    QString m_lastRefusal;
};

}  // namespace studio::fields
