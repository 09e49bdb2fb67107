#pragma once
// A field for one message size in the grammar of core/protocol/sizes.h ("8", "64K", "1M"), the
// same the run dialog, the runner and the command line read. A size outside the range or text
// that is no size is refused with core's message on commit (Enter, leaving the field), and the
// value stays; nothing is cut ("64K" is 65536, never 64).
#include <QLineEdit>
#include <cstdint>

namespace studio::fields {

class SizeField : public QLineEdit {
    Q_OBJECT

public:
    explicit SizeField(QWidget* parent = nullptr);

    void setAllowedRange(std::uint64_t min, std::uint64_t max);
    void setDescription(const QString& text);
    std::uint64_t value() const { return m_value; }
    // Shows the size in its shortest exact spelling; false (and nothing changes) outside the
    // range.
    bool setValue(std::uint64_t bytes);
    // Takes the typed size when valid; otherwise refuses it (message, refused()), keeps the value.
    bool commitText();
    QString lastRefusal() const { return m_lastRefusal; }

signals:
    void valueChanged(std::uint64_t bytes);
    void refused(const QString& message);

protected:
    void focusOutEvent(QFocusEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void refreshToolTip();

    std::uint64_t m_min = 0;
    std::uint64_t m_max = 1;
    std::uint64_t m_value = 1;
    QString m_description;
    QString m_lastRefusal;
};

}  // namespace studio::fields
