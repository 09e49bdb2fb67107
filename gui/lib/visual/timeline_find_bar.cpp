#include "visual/timeline_find_bar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QToolButton>

#include "fields/number_format.h"

namespace studio {

TimelineFindBar::TimelineFindBar(QWidget* parent)
    : QWidget(parent),
      m_field(new QLineEdit(this)),
      m_previous(new QToolButton(this)),
      m_next(new QToolButton(this)),
      m_close(new QToolButton(this)),
      m_status(new QLabel(this)) {
    m_field->setObjectName(QStringLiteral("timelineFind"));
    m_field->setClearButtonEnabled(true);
    m_previous->setArrowType(Qt::UpArrow);
    m_next->setArrowType(Qt::DownArrow);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setAutoRaise(true);
    // A long message gives way rather than widen the window; its tooltip keeps all of it.
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_field, 2);
    layout->addWidget(m_previous);
    layout->addWidget(m_next);
    layout->addWidget(m_status, 3);
    layout->addWidget(m_close);
    // Enter, F3 and Esc are read before the field sees them (QLineEdit passes Enter on to its
    // parents, which would step twice).
    m_field->installEventFilter(this);
    connect(m_field, &QLineEdit::textChanged, this, [this] {
        m_searched.clear();  // searched again on Enter, so typing "12" does not jump to 1 first
        m_result = {};
        m_current = -1;
        m_status->clear();
    });
    connect(m_previous, &QToolButton::clicked, this, &TimelineFindBar::previous);
    connect(m_next, &QToolButton::clicked, this, &TimelineFindBar::next);
    connect(m_close, &QToolButton::clicked, this, [this] {
        hide();
        emit closed();
    });
    retranslateUi();
}

void TimelineFindBar::setIndex(std::shared_ptr<const TimelineIndex> index) {
    m_index = std::move(index);
    m_searched.clear();
    m_result = {};
    m_current = -1;
    m_status->clear();
}

void TimelineFindBar::open() {
    show();
    m_field->setFocus(Qt::ShortcutFocusReason);
    m_field->selectAll();
}

void TimelineFindBar::search() {
    if (m_searched == m_field->text() && (m_current >= 0 || !m_result.error.isEmpty())) return;
    m_searched = m_field->text();
    m_result = m_index ? searchTimeline(*m_index, m_searched) : TimelineSearchResult{};
    m_current = -1;
}

void TimelineFindBar::next() {
    search();
    if (m_result.hits.empty()) return choose(-1);
    choose(m_current < 0 ? 0 : (m_current + 1) % static_cast<int>(m_result.hits.size()));
}

void TimelineFindBar::previous() {
    search();
    const int n = static_cast<int>(m_result.hits.size());
    if (n == 0) return choose(-1);
    choose(m_current <= 0 ? n - 1 : m_current - 1);
}

void TimelineFindBar::choose(int i) {
    m_current = i;
    m_status->setText(statusText());
    m_status->setToolTip(statusText());
    if (i >= 0) emit hitChosen(m_result.hits[static_cast<std::size_t>(i)]);
}

QString TimelineFindBar::statusText() const {
    if (!m_result.error.isEmpty()) return m_result.error;
    if (m_current < 0) return {};
    return tr("%1 of %2")
        .arg(fields::formatCount(m_current + 1), fields::formatCount(double(m_result.hits.size())));
}

bool TimelineFindBar::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_field || event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const auto* key = static_cast<QKeyEvent*>(event);
    const bool shift = key->modifiers() & Qt::ShiftModifier;
    switch (key->key()) {
        case Qt::Key_Escape:
            hide();
            emit closed();
            return true;
        case Qt::Key_F3:
        case Qt::Key_Return:
        case Qt::Key_Enter:
            shift ? previous() : next();
            return true;
        default:
            return QWidget::eventFilter(watched, event);
    }
}

void TimelineFindBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void TimelineFindBar::retranslateUi() {
    m_field->setPlaceholderText(tr("Find a rank (5), a message (#12) or sender>receiver (3>5)"));
    m_field->setToolTip(
        tr("Find a rank (5), a message (#12, the number its tooltip shows) or the messages "
           "between two ranks (3>5; 3> from rank 3, >5 to rank 5). Enter or F3: next, "
           "Shift+Enter or Shift+F3: previous, Esc: close"));
    m_previous->setToolTip(tr("Previous match (Shift+F3)"));
    m_next->setToolTip(tr("Next match (F3)"));
    m_close->setToolTip(tr("Close the find bar (Esc)"));
    m_status->setText(statusText());
}

}  // namespace studio
