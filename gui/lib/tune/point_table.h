#pragma once
// The Tune page's table per measured point of one collective: Open MPI's default median, the
// best forced algorithm and its median, the gain over the default, the decision and its reason;
// with a calibrated profile also the predicted best forced algorithm and whether it is the
// measured one.
#include <QCoreApplication>
#include <map>

#include "fields/number_format.h"
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
    // The median in `unit` with three significant digits ("12.3"); "—" for a missing run.
    static QString median(const std::optional<ct::tuning::Measurement>& m,
                          const fields::TimeUnit& unit);
    // One unit for both time columns, the one the slowest median of `collective` calls for, so
    // that the columns compare at a glance.
    static fields::TimeUnit timeUnit(const ct::tuning::MeasuredDecision& decision, int collective);
};

}  // namespace studio::tune
