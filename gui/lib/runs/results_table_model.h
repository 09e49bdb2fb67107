#pragma once
// The results panel's table: one row per (case, size, root), measured statistics beside the
// prediction and the profile it used.
#include <QAbstractTableModel>

#include "runs/result_rows.h"

namespace studio::runs {

class ResultsTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Columns {
        CaseColumn,
        BytesColumn,
        RootColumn,
        StatusColumn,
        MedianColumn,
        IntervalColumn,
        MinColumn,
        P90Column,
        // OSU's figure (the runner's --osu, docs/runner.md "Comparing with OSU"): the average
        // over ranks of each rank's mean; empty for cases measured without it.
        OsuColumn,
        CountColumn,
        PredictedColumn,
        RatioColumn,
        ProfileColumn,
        NUM_COLUMNS
    };
    enum Roles { SecondsRole = Qt::UserRole };  // the number behind a time cell

    explicit ResultsTableModel(QObject* parent = nullptr);

    void setRows(QList<ResultRow> rows);
    const QList<ResultRow>& rows() const { return m_rows; }
    // Whether some row carries OSU's figure (the panel hides the column otherwise).
    bool hasOsuFigures() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // "541 ns", "1,23 ms": the Studio's one number format (fields/number_format.h): the
    // language's decimal separator, the unit chosen by magnitude.
    static QString formatSeconds(double seconds);

private:
    QList<ResultRow> m_rows;
};

}  // namespace studio::runs
