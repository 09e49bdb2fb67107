#pragma once
// The Runs workspace's left column: the runs kept in the history folder of the open schedule,
// newest first. Selecting one reopens it; selecting several compares them with the first.
#include <QStringList>
#include <QWidget>

class QLabel;
class QListWidget;

namespace studio::runs {

class RunHistoryPanel : public QWidget {
    Q_OBJECT

public:
    explicit RunHistoryPanel(QWidget* parent = nullptr);

    // Each item: the run's folder (Qt::UserRole) and how it ended (kOutcomeRole, a
    // RunOutcome::Kind), shown as an icon and a word after its name.
    static constexpr int kOutcomeRole = Qt::UserRole + 1;
    QListWidget* list() const { return m_list; }
    // Lists the runs under `root` (without reporting a selection change) and names the folder.
    void refresh(const QString& root);
    // Names the folder the list shows (the label only).
    void showRoot(const QString& root);
    // The selected runs' folders, in the list's selection order.
    QStringList selectedFolders() const;

signals:
    void selectionChanged();

private:
    QLabel* m_label;
    QListWidget* m_list;
};

}  // namespace studio::runs
