#include "runs/run_history_panel.h"

#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QStyle>
#include <QVBoxLayout>

#include "runs/run_history.h"

namespace studio::runs {

RunHistoryPanel::RunHistoryPanel(QWidget* parent)
    : QWidget(parent), m_label(new QLabel(this)), m_list(new QListWidget(this)) {
    m_label->setWordWrap(true);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_list);
    connect(m_list, &QListWidget::itemSelectionChanged, this, &RunHistoryPanel::selectionChanged);
}

void RunHistoryPanel::refresh(const QString& root) {
    const QSignalBlocker block(m_list);
    const QStringList selected = selectedFolders();  // kept across a refresh (a new language)
    m_list->clear();
    for (const RunRecord& r : listRuns(root)) {
        const RunOutcome outcome = readOutcome(r);
        auto* item = new QListWidgetItem(r.title, m_list);
        item->setData(Qt::UserRole, r.folder);
        item->setData(kOutcomeRole, int(outcome.kind));
        QString said;
        switch (outcome.kind) {
            case RunOutcome::Kind::Finished:
                item->setIcon(style()->standardIcon(QStyle::SP_DialogApplyButton));
                said = tr("finished");
                break;
            case RunOutcome::Kind::Failed:
                item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxCritical));
                said = tr("failed");
                break;
            case RunOutcome::Kind::Cancelled:
                item->setIcon(style()->standardIcon(QStyle::SP_DialogCancelButton));
                said = outcome.keptCases >= 0
                           ? tr("cancelled, %n case(s) kept", nullptr, outcome.keptCases)
                           : tr("cancelled");
                break;
            case RunOutcome::Kind::Unknown:
                break;
        }
        if (!said.isEmpty()) item->setText(tr("%1 — %2").arg(r.title, said));
        item->setToolTip(QDir::toNativeSeparators(r.folder));
        item->setSelected(selected.contains(r.folder));
    }
    showRoot(root);
}

void RunHistoryPanel::showRoot(const QString& root) {
    m_label->setText(tr("Runs in %1").arg(QDir::toNativeSeparators(root)));
}

QStringList RunHistoryPanel::selectedFolders() const {
    QStringList folders;
    for (QListWidgetItem* item : m_list->selectedItems())
        folders << item->data(Qt::UserRole).toString();
    return folders;
}

}  // namespace studio::runs
