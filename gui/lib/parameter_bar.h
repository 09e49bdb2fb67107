#pragma once
// The demo's parameters (P, root, and the LogP L, o, g in cycles) as a row of spin boxes. It
// reports every change at once; the comparison rebuilds live.
#include <QWidget>

#include "catalogue/catalogue.h"

class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace studio {

struct DemoParameters {
    // Seed 000's running example: P = 16 ranks, L = 6, o = 2, g = 4 cycles.
    int procs = 16;
    int root = 0;
    double L = 6;
    double o = 2;
    double g = 4;

    ct::AlgorithmParams toAlgorithmParams() const;
};

class ParameterBar : public QWidget {
    Q_OBJECT

public:
    explicit ParameterBar(QWidget* parent = nullptr);

    DemoParameters parameters() const;
    // Sets every box, then reports one change.
    void setParameters(const DemoParameters& p);

    QSpinBox* procsBox() const { return m_procs; }
    QSpinBox* rootBox() const { return m_root; }
    QDoubleSpinBox* latencyBox() const { return m_L; }
    QDoubleSpinBox* overheadBox() const { return m_o; }
    QDoubleSpinBox* gapBox() const { return m_g; }

signals:
    void parametersChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void onProcsChanged();
    void retranslateUi();

    QSpinBox* m_procs;
    QSpinBox* m_root;
    QDoubleSpinBox* m_L;
    QDoubleSpinBox* m_o;
    QDoubleSpinBox* m_g;
    QLabel* m_procsLabel;
    QLabel* m_rootLabel;
    QLabel* m_LLabel;
    QLabel* m_oLabel;
    QLabel* m_gLabel;
    QPushButton* m_defaults;
};

}  // namespace studio
