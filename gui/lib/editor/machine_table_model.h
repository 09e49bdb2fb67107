#pragma once
// The document's BSP* profile as a table: one row per partition size p with g, L, B and s.
// Editing a value pushes an undoable machine change; the schedule re-costs at once.
#include <QAbstractTableModel>

namespace studio::editor {

class ScheduleDocument;

class MachineTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Columns { ProcsColumn, GColumn, LColumn, BColumn, SColumn, NUM_COLUMNS };
    enum Roles { ValueRole = Qt::UserRole };  // double: the exact value

    explicit MachineTableModel(ScheduleDocument* doc, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

signals:
    void editRefused(const QString& reason);

private:
    ScheduleDocument* m_doc;
    int m_rows = 0;
};

}  // namespace studio::editor
