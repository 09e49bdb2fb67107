#pragma once
// The visualization's parameters as one panel: algorithm, P, root, message size, and the LogGP
// model (L, o, g, G) each with a slider beside its box (and a loaded profile's stream gap g_s,
// read-only), plus a unit and machine presets. Edits are coalesced by a short timer, so dragging
// a slider rebuilds the views at most once per interval.
#include <QWidget>
#include <memory>
#include <optional>
#include <string>

#include "algorithms/catalogue/catalogue.h"
#include "fields/decimal_box.h"
#include "fields/size_field.h"
#include "fields/whole_number_box.h"
#include "model/machine.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QSlider;
class QTimer;

namespace studio {

// The panel's ranges, stated in its tooltips: timelines draw up to kMaxTimelineProcs ranks;
// L, o and g take any time a machine profile may hold (cycles or µs), G any time per byte.
inline constexpr int kMaxTimelineProcs = 4096;
inline constexpr std::uint64_t kMaxTimelineBytes = std::uint64_t(1) << 24;
inline constexpr double kMaxModelTime = 1e9;
inline constexpr double kMaxModelTimePerByte = 1e6;

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
    // A size-aware profile (more than one message-size range) or one with a stream gap, in
    // `unit`: L, o, g and G above are then the range that applies to `bytes`, shown read-only
    // with the range's stream gap g_s, not a second set of values.
    std::shared_ptr<const ct::LogGPProfile> profile;
    std::string profileName;

    // With a profile, its range for `bytes` (with o_r as the profile has it).
    ct::AlgorithmParams toAlgorithmParams() const;
    // Which range of `profile` applies to `bytes` (0 without a profile).
    std::size_t rangeIndex() const;
};

// Takes L, o, g, G, the combine time and the unit from a LogGP machine profile (for example the
// runner's calibration) through core's conversion (units of time become µs,
// ct::bsp::logGPInMicroseconds); a profile with several message-size ranges, or with a stream
// gap (which L, o, g and G cannot carry), is kept whole and the terms are those of the range for
// p.bytes;
// nothing when it applies, otherwise why not (a BSP* profile, a unit that is neither cycles nor
// one of time, values beyond the panel's ranges).
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
    fields::WholeNumberBox* procsBox() const { return m_procs; }
    fields::WholeNumberBox* rootBox() const { return m_root; }
    fields::SizeField* bytesField() const { return m_bytes; }
    fields::DecimalBox* latencyBox() const { return m_L; }
    fields::DecimalBox* overheadBox() const { return m_o; }
    fields::DecimalBox* gapBox() const { return m_g; }
    fields::DecimalBox* gapPerByteBox() const { return m_G; }
    // The stream gap g_s of the profile's range in use: read-only, shown only with a profile
    // that has one.
    fields::DecimalBox* streamGapBox() const { return m_gs; }
    QSlider* gapSlider() const { return m_gSlider; }

signals:
    void parametersChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    fields::DecimalBox* addModelRow(QSlider*& slider, double max, double sliderSpan, double step);
    void applyPreset(int index);
    void loadMachineProfile();
    void edited();
    void retranslateUi();
    // Fills L, o, g, G (and g_s) from the profile's range for the chosen size; read-only while a
    // profile with several ranges or a stream gap is in use.
    void showProfileRange();

    QFormLayout* m_form;
    QComboBox* m_algorithm;
    fields::WholeNumberBox* m_procs;
    QSlider* m_procsSlider;
    fields::WholeNumberBox* m_root;
    fields::SizeField* m_bytes;
    fields::DecimalBox* m_L;
    fields::DecimalBox* m_o;
    fields::DecimalBox* m_g;
    fields::DecimalBox* m_G;
    fields::DecimalBox* m_gs;  // the profile's stream gap: read-only, no slider
    QSlider* m_LSlider;
    QSlider* m_oSlider;
    QSlider* m_gSlider;
    QSlider* m_GSlider;
    QComboBox* m_unit;
    QComboBox* m_preset;
    QTimer* m_coalesce;
    QLabel* m_profileNote;
    std::shared_ptr<const ct::LogGPProfile> m_profile;
    std::string m_profileName;
    bool m_setting = false;
};

}  // namespace studio
