#pragma once
// The Tune page's table per measured point of one collective: Open MPI's default median, the
// best forced algorithm and its median, the gain over the default, the decision and its reason;
// with a calibrated profile also the predicted best forced algorithm and whether it is the
// measured one.
#include <QCoreApplication>
#include <map>

#include "sweep_results.h"
#include "tuning/measured_decision.h"
#include "tuning/ompi_algorithms.h"

class QTableWidget;

namespace studio::tune {

class PointTable {
    Q_DECLARE_TR_FUNCTIONS(PointTable)

public:
    enum Columns {
        RanksColumn,
        BytesColumn,
        DefaultColumn,
        BestColumn,
        BestMedianColumn,
        GainColumn,
        ChosenColumn,
        ReasonColumn,
        PredictedColumn,
        AgreesColumn,
        NUM_COLUMNS
    };

    // Fills `table` with the points of `collective`; `predicted` null or empty: the two
    // prediction columns are hidden.
    static void fill(QTableWidget* table, const ct::tuning::MeasuredDecision& decision,
                     int collective, const ct::tuning::KnownAlgorithms& known,
                     const std::map<PointKey, PredictedPick>* predicted);
    // "12.3" µs with three significant digits; "—" for a missing run.
    static QString microseconds(const std::optional<ct::tuning::Measurement>& m);
};

}  // namespace studio::tune
