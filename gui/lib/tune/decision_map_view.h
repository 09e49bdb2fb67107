#pragma once
// A decision map: for one collective, message size (columns) × communicator size (rows), each
// measured point coloured by the algorithm the measured decision chose, with a legend. Cells where
// Open MPI's default stays are hatched grey and say why (intervals overlap, the default is
// fastest, the gain is below the minimum asked for, the default was not measured).
#include <QColor>
#include <QWidget>

#include "tuning/measured_decision.h"
#include "tuning/ompi_algorithms.h"

class QLabel;
class QTableWidget;

namespace studio::tune {

class DecisionMapView : public QWidget {
    Q_OBJECT

public:
    enum Roles { AlgorithmRole = Qt::UserRole, ReasonRole };

    explicit DecisionMapView(QWidget* parent = nullptr);

    void setDecision(const ct::tuning::MeasuredDecision& decision, int collective,
                     const ct::tuning::KnownAlgorithms& known);
    QTableWidget* grid() const { return m_grid; }
    QLabel* legend() const { return m_legend; }

    // The colour of a chosen algorithm (the same algorithm, the same colour on every map).
    static QColor algorithmColour(int algorithm);
    // The short mark of a kept default's reason: "overlap", "default fastest", "small gain",
    // "no default".
    static QString reasonText(ct::tuning::PickReason reason);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();

    QTableWidget* m_grid;
    QLabel* m_legend;
    ct::tuning::MeasuredDecision m_decision;
    ct::tuning::KnownAlgorithms m_known;
    int m_collective = -1;
};

}  // namespace studio::tune
