#pragma once
// The document's BSP* profile as a table: one row per partition size p with g, L, B and s.
// Editing a value, adding or removing a row pushes an undoable machine change; the schedule
// re-costs at once. Rows stay sorted by p and unique, and at least one row remains.
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

    // The largest and smallest partition size a row may have (as machine files allow).
    static constexpr int kMinProcs = 2;
    static constexpr int kMaxProcs = 1 << 24;
    // A partition size not yet in the table, for a new row: twice the largest, else the
    // smallest free one; 0 when every size is taken.
    int suggestedProcs() const;
    // A row for `procs` with the profile's current (interpolated) g, L, B and s there. False,
    // with editRefused(), for a size out of range or already in the table.
    bool addRow(int procs);
    // False, with editRefused(), for the last row (a profile needs one) or a row that is not
    // there.
    bool removeRowAt(int row);
    // The row of partition size `procs`, or -1.
    int rowOf(int procs) const;

signals:
    void editRefused(const QString& reason);

private:
    bool changeProcs(int row, const QVariant& value);
    bool refuse(const QString& reason);

    ScheduleDocument* m_doc;
    int m_rows = 0;
};

}  // namespace studio::editor
