#pragma once
// The visualization's parameters as one panel: algorithm, P, root, message size, and the LogGP
// model (L, o, g, G) each with a slider beside its box, plus a unit and machine presets. Edits are
// coalesced by a short timer, so dragging a slider rebuilds the views at most once per interval.
#include <QWidget>
#include <optional>
#include <string>

#include "model/machine.h"
#include "algorithms/catalogue/catalogue.h"

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSlider;
class QSpinBox;
class QTimer;

namespace studio {

struct VisualParameters {
    std::string algorithm = "optimal";
    int procs = 16;
    int root = 0;
    std::uint64_t bytes = 1;
    double L = 6, o = 2, g = 4, G = 0;  // Shou & Chen's (1996) running example
    std::string unit = "cycles";
    // Time to combine one 8-byte element, from a loaded profile (0: cycles add one operand per
    // cycle as in Shou & Chen 1996, other units combine for free).
    double combinePerElement = 0;

    ct::AlgorithmParams toAlgorithmParams() const;
};

// Takes L, o, g, G, the combine time and the unit from a LogGP machine profile (for example the
// runner's calibration; its first message-size range) through core's conversion (units of time
// become µs, ct::bsp::logGPInMicroseconds);
// nothing when it applies, otherwise why not (a BSP* profile, a unit that is neither cycles nor
// one of time).
std::optional<QString> applyMachineProfile(VisualParameters& p, const ct::bsp::MachineProfile& m);

class VisualParameterPanel : public QWidget {
    Q_OBJECT

public:
    // Edits within this many milliseconds are one rebuild.
    static constexpr int kCoalesceMs = 30;

    explicit VisualParameterPanel(QWidget* parent = nullptr);

    VisualParameters parameters() const;
    // Sets every control, then reports one change (immediately).
    void setParameters(const VisualParameters& p);

    QComboBox* algorithmBox() const { return m_algorithm; }
    QSpinBox* procsBox() const { return m_procs; }
    QSpinBox* rootBox() const { return m_root; }
    QDoubleSpinBox* latencyBox() const { return m_L; }
    QDoubleSpinBox* overheadBox() const { return m_o; }
    QDoubleSpinBox* gapBox() const { return m_g; }
    QSlider* gapSlider() const { return m_gSlider; }

signals:
    void parametersChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    QDoubleSpinBox* addModelRow(QSlider*& slider, double max, double step);
    void applyPreset(int index);
    void loadMachineProfile();
    void edited();
    void retranslateUi();

    QFormLayout* m_form;
    QComboBox* m_algorithm;
    QSpinBox* m_procs;
    QSlider* m_procsSlider;
    QSpinBox* m_root;
    QSpinBox* m_bytes;
    QDoubleSpinBox* m_L;
    QDoubleSpinBox* m_o;
    QDoubleSpinBox* m_g;
    QDoubleSpinBox* m_G;
    QSlider* m_LSlider;
    QSlider* m_oSlider;
    QSlider* m_gSlider;
    QSlider* m_GSlider;
    QComboBox* m_unit;
    QComboBox* m_preset;
    QTimer* m_coalesce;
    bool m_setting = false;
};

}  // namespace studio
