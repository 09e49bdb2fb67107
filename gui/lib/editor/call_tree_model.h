#pragma once
// The call tree as a tree table: one row per node (the root is the single top-level row), the
// columns of CallTreeEdit (Bonorden 2002, Figure 18) plus each node's share of the total. Editing
// the algorithm, variant or calc procs cell asks the document for an undoable edit.
#include <QAbstractItemModel>
#include <unordered_map>

#include "fields/number_format.h"
#include "subtree_builder.h"

namespace studio::editor {

class ScheduleDocument;

class CallTreeModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Columns {
        AlgorithmColumn,
        VariantColumn,
        InputColumn,
        IndexColumn,
        DataProcsColumn,
        CalcProcsColumn,
        CountColumn,
        ParallelColumn,
        TimeColumn,
        ShareColumn,
        NUM_COLUMNS
    };
    enum Roles {
        PathRole = Qt::UserRole,  // QList<int>: subcall indices from the root
        CostRole,                 // double: the subtree's cost in operations, one instance
        OptimalRole,              // bool: filled in by the optimizer
        CriticalRole,             // bool: on the critical path
        ChoicesRole,              // QVariantList of {text, value, toolTip} maps for the editor
    };

    explicit CallTreeModel(ScheduleDocument* doc, QObject* parent = nullptr);

    bool timeInSeconds() const { return m_seconds; }
    void setTimeInSeconds(bool seconds);

    // After a language change: headers and texts again.
    void retranslate();

    QModelIndex indexForPath(const NodePath& path, int column = 0) const;
    NodePath pathForIndex(const QModelIndex& index) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // Text of a time in the current unit.
    QString formatTime(double operations) const;
    // "operations" or "s".
    QString timeUnit() const;
    // With time in seconds: the unit of the time column (chosen by the root's time).
    fields::TimeUnit secondsUnit() const;

signals:
    // An edit through setData was refused: the reason, for the status bar or a dialog.
    void editRefused(const QString& reason);

private:
    struct Info {
        const ct::bsp::CallNode* parent = nullptr;
        int row = 0;
        double multiplicity = 1;  // how often the node runs in the whole schedule
        bool critical = false;
    };
    void rebuild();
    void record(const ct::bsp::CallNode& n, const ct::bsp::CallNode* parent, int row, double times);
    void emitAllChanged(const QModelIndex& parent);
    const ct::bsp::CallNode* node(const QModelIndex& index) const;
    QVariant display(const ct::bsp::CallNode& n, const Info& info, int column) const;
    QVariant toolTip(const ct::bsp::CallNode& n, const QModelIndex& index) const;
    QVariant choices(const ct::bsp::CallNode& n, const QModelIndex& index) const;
    bool hasRoot() const;

    ScheduleDocument* m_doc;
    std::unordered_map<const ct::bsp::CallNode*, Info> m_info;
    bool m_seconds = false;
};

}  // namespace studio::editor
