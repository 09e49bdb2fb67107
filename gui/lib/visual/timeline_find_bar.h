#pragma once
// The timeline's find bar (Ctrl+F, as in a browser or Qt Creator): a field, previous / next,
// "2 of 5" or what was wrong with the query, and a close button. Enter and F3 go to the next hit,
// Shift+Enter and Shift+F3 to the previous one, Esc closes. It finds; the timeline shows.
#include <QWidget>
#include <memory>

#include "visual/timeline_search.h"

class QLabel;
class QLineEdit;
class QToolButton;

namespace studio {

class TimelineFindBar : public QWidget {
    Q_OBJECT

public:
    explicit TimelineFindBar(QWidget* parent = nullptr);

    void setIndex(std::shared_ptr<const TimelineIndex> index);
    // Shows the bar with the field focused and its text selected.
    void open();
    QLineEdit* field() const { return m_field; }
    const TimelineSearchResult& result() const { return m_result; }
    int current() const { return m_current; }  // -1: no hit chosen
    QString statusText() const;

public slots:
    void next();
    void previous();

signals:
    void hitChosen(const studio::TimelineHit& hit);
    void closed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void search();
    void choose(int i);
    void retranslateUi();

    QLineEdit* m_field;
    QToolButton* m_previous;
    QToolButton* m_next;
    QToolButton* m_close;
    QLabel* m_status;
    std::shared_ptr<const TimelineIndex> m_index;
    TimelineSearchResult m_result;
    QString m_searched;  // the query m_result answers
    int m_current = -1;
};

}  // namespace studio
