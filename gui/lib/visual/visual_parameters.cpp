#include "visual/visual_parameters.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QSlider>
#include <QTimer>
#include <cmath>

#include "fields/decimal_box.h"
#include "fields/number_format.h"
#include "fields/size_field.h"
#include "fields/whole_number_box.h"

#include "model/logp_cost.h"
#include "protocol/machine_json.h"

namespace studio {
namespace {

constexpr int kSliderSteps = 1000;
constexpr int kMaxProcs = kMaxTimelineProcs;
constexpr const char* kSpanProperty = "span";

// 1, 2 or 5 times a power of ten, at least v.
double niceCeiling(double v) {
    const double decade = std::pow(10.0, std::floor(std::log10(v)));
    for (double step : {1.0, 2.0, 5.0, 10.0})
        if (step * decade >= v) return step * decade;
    return 10 * decade;
}

// Pairs a box with a slider over [0, span]; each follows the other. The span starts at the
// typical range and grows to hold a larger value typed or loaded (a µs profile), so the box,
// not the slider, bounds what can be entered.
void link(fields::DecimalBox* box, QSlider* slider, double span) {
    slider->setRange(0, kSliderSteps);
    slider->setProperty(kSpanProperty, span);
    QObject::connect(slider, &QSlider::valueChanged, box, [box, slider](int v) {
        const double s = slider->property(kSpanProperty).toDouble();
        const double value = s * v / kSliderSteps;
        if (std::abs(value - box->value()) * kSliderSteps > s) box->setValue(value);
    });
    QObject::connect(box, &QDoubleSpinBox::valueChanged, slider, [slider](double v) {
        double s = slider->property(kSpanProperty).toDouble();
        if (v > s) slider->setProperty(kSpanProperty, s = niceCeiling(v));
        const QSignalBlocker block(slider);
        slider->setValue(static_cast<int>(std::lround(v / s * kSliderSteps)));
    });
}

std::optional<QString> outOfRange(const char* name, double v, double max) {
    if (v >= 0 && v <= max) return std::nullopt;
    return VisualParameterPanel::tr("%1 = %2 lies outside 0 to %3, what the timeline takes")
        .arg(QLatin1String(name), fields::formatCount(v, 6), fields::formatCount(max, 6));
}

}  // namespace

std::size_t VisualParameters::rangeIndex() const {
    if (!profile) return 0;
    std::size_t i = 0;
    while (i + 1 < profile->ranges.size() && profile->ranges[i + 1].fromBytes <= bytes)
        ++i;
    return i;
}

ct::AlgorithmParams VisualParameters::toAlgorithmParams() const {
    ct::AlgorithmParams p;
    p.procs = procs;
    p.root = root;
    p.bytes = bytes;
    if (profile) {
        p.model = profile->at(bytes);
        return p;
    }
    p.model = ct::LogGP::logp(L, o, g);
    p.model.G = G;
    p.model.unit = unit;
    // A profile's combine time; without one, cycles add one operand per cycle (Shou & Chen
    // 1996's summation) and other units keep combining free.
    if (combinePerElement > 0)
        p.model.combinePerElement = combinePerElement;
    else if (unit == "cycles")
        p.model.combinePerElement = 1;
    return p;
}

std::optional<QString> applyMachineProfile(VisualParameters& p, const ct::bsp::MachineProfile& m) {
    if (m.kind != ct::bsp::ModelKind::LogGP)
        return VisualParameterPanel::tr(
                   "%1 is a BSP* profile; timelines need a LogP/LogGP profile (model \"loggp\")")
            .arg(QString::fromStdString(m.name));
    // The whole profile in the timeline's units; its range for the chosen size sets the values.
    ct::LogGPProfile profile;
    if (m.logp.unit() == "cycles")
        profile = m.logp;
    else if (ct::bsp::microsecondsPerUnit(m.logp.unit()))
        profile = ct::bsp::logGPInMicroseconds(m.logp);
    else
        return VisualParameterPanel::tr(
                   "%1 counts time in '%2'; the timeline knows cycles and the units of time s, ms, "
                   "us and ns")
            .arg(QString::fromStdString(m.name), QString::fromStdString(m.logp.unit()));
    for (const ct::LogGPRange& range : profile.ranges) {
        const ct::LogGP& t = range.terms;
        for (auto problem :
             {outOfRange("L", t.L, kMaxModelTime), outOfRange("o", t.oSend, kMaxModelTime),
              outOfRange("g", t.g, kMaxModelTime), outOfRange("G", t.G, kMaxModelTimePerByte),
              outOfRange("g_s", t.streamGap, kMaxModelTime)})
            if (problem)
                return VisualParameterPanel::tr("%1: %2").arg(QString::fromStdString(m.name),
                                                              *problem);
    }
    const ct::LogGP& model = profile.at(p.bytes);
    p.L = model.L, p.o = model.oSend, p.g = model.g, p.G = model.G, p.unit = model.unit;
    p.combinePerElement = model.combinePerElement;
    p.profile.reset();
    p.profileName.clear();
    // One range without a stream gap, eager or inline limit, send completion, half duplex or a
    // written-data cost is plain L, o, g, G; the others keep the profile whole (the simulation and
    // the formulas charge them, the boxes could not).
    if (profile.sizeAware() || profile.hasStreamGap() || profile.eagerLimit() > 0 ||
        profile.inlineLimit() || profile.first().sendCompletion > 0 ||
        profile.first().halfDuplex > 0 || profile.chargesDataPlacement()) {
        p.profile = std::make_shared<const ct::LogGPProfile>(std::move(profile));
        p.profileName = m.name;
    }
    return std::nullopt;
}

VisualParameterPanel::VisualParameterPanel(QWidget* parent)
    : QWidget(parent),
      m_form(new QFormLayout(this)),
      m_algorithm(new QComboBox(this)),
      m_procs(new fields::WholeNumberBox(this)),
      m_procsSlider(new QSlider(Qt::Horizontal, this)),
      m_root(new fields::WholeNumberBox(this)),
      m_bytes(new fields::SizeField(this)),
      m_unit(new QComboBox(this)),
      m_preset(new QComboBox(this)),
      m_coalesce(new QTimer(this)),
      m_profileNote(new QLabel(this)) {
    for (const ct::Algorithm& a : ct::catalogue())
        if (a.program)
            m_algorithm->addItem(QString::fromStdString(a.info.name),
                                 QString::fromStdString(a.info.name));
    m_algorithm->setMaxVisibleItems(24);
    // Long entries must not widen the panel; the list pops up wide enough.
    for (QComboBox* box : {m_algorithm, m_preset}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(14);
    }
    m_procs->setObjectName(QStringLiteral("timelineProcs"));
    m_root->setObjectName(QStringLiteral("timelineRoot"));
    m_bytes->setObjectName(QStringLiteral("timelineBytes"));
    m_procs->setAllowedRange(1, kMaxProcs);
    m_procsSlider->setRange(1, kMaxProcs);
    m_root->setAllowedRange(0, kMaxProcs - 1);
    m_bytes->setAllowedRange(1, kMaxTimelineBytes);
    m_L = addModelRow(m_LSlider, kMaxModelTime, 100, 0.5);
    m_o = addModelRow(m_oSlider, kMaxModelTime, 50, 0.25);
    m_g = addModelRow(m_gSlider, kMaxModelTime, 100, 0.5);
    m_G = addModelRow(m_GSlider, kMaxModelTimePerByte, 1, 0.0001);
    m_gs = new fields::DecimalBox(this);  // read-only: only a loaded profile has a stream gap
    m_gs->setDecimals(6);
    m_gs->setAllowedRange(0, kMaxModelTime);
    m_gs->setMinimumWidth(m_G->minimumWidth());
    m_gs->setEnabled(false);
    m_L->setObjectName(QStringLiteral("timelineL"));
    m_o->setObjectName(QStringLiteral("timelineO"));
    m_g->setObjectName(QStringLiteral("timelineG"));
    m_G->setObjectName(QStringLiteral("timelineGPerByte"));
    m_gs->setObjectName(QStringLiteral("timelineStreamGap"));
    m_unit->addItem(QString(), QStringLiteral("cycles"));
    m_unit->addItem(QString(), QStringLiteral("us"));
    m_preset->addItem(QString());
    m_preset->addItem(QString());
    m_preset->addItem(QString());
    m_preset->addItem(QString());  // load a *.machine.json

    auto* procsRow = new QHBoxLayout;
    procsRow->addWidget(m_procs);
    procsRow->addWidget(m_procsSlider, 1);
    m_form->addRow(new QLabel(this), m_algorithm);
    m_form->addRow(new QLabel(this), procsRow);
    m_form->addRow(new QLabel(this), m_root);
    m_form->addRow(new QLabel(this), m_bytes);
    for (auto [box, slider] :
         {std::pair{m_L, m_LSlider}, {m_o, m_oSlider}, {m_g, m_gSlider}, {m_G, m_GSlider}}) {
        auto* row = new QHBoxLayout;
        row->addWidget(box);
        row->addWidget(slider, 1);
        m_form->addRow(new QLabel(this), row);
    }
    m_form->addRow(new QLabel(this), m_gs);
    m_form->setRowVisible(m_gs, false);  // shown with a profile that has a stream gap
    m_form->addRow(new QLabel(this), m_unit);
    m_form->addRow(new QLabel(this), m_preset);
    m_profileNote->setObjectName(QStringLiteral("profileRangeNote"));
    m_profileNote->setWordWrap(true);  // a long translation wraps rather than widen the panel
    m_profileNote->setVisible(false);
    m_form->addRow(m_profileNote);

    m_coalesce->setSingleShot(true);
    m_coalesce->setInterval(kCoalesceMs);
    connect(m_coalesce, &QTimer::timeout, this, &VisualParameterPanel::parametersChanged);
    connect(m_procsSlider, &QSlider::valueChanged, m_procs, &QSpinBox::setValue);
    connect(m_procs, &QSpinBox::valueChanged, this, [this](int v) {
        const QSignalBlocker block(m_procsSlider);
        m_procsSlider->setValue(v);
        m_root->setAllowedRange(0, v - 1);
        edited();
    });
    connect(m_algorithm, &QComboBox::currentIndexChanged, this, &VisualParameterPanel::edited);
    connect(m_root, &QSpinBox::valueChanged, this, &VisualParameterPanel::edited);
    connect(m_bytes, &fields::SizeField::valueChanged, this, [this] {
        showProfileRange();  // another size may fall in another range
        edited();
    });
    connect(m_unit, &QComboBox::currentIndexChanged, this, &VisualParameterPanel::edited);
    for (QDoubleSpinBox* box : {m_L, m_o, m_g, m_G})
        connect(box, &QDoubleSpinBox::valueChanged, this, &VisualParameterPanel::edited);
    connect(m_preset, &QComboBox::activated, this, &VisualParameterPanel::applyPreset);
    setParameters(VisualParameters{});
    retranslateUi();
}

fields::DecimalBox* VisualParameterPanel::addModelRow(QSlider*& slider, double max,
                                                      double sliderSpan, double step) {
    auto* box = new fields::DecimalBox(this);
    box->setDecimals(6);  // a profile's µs values keep their digits
    box->setAllowedRange(0, max);
    box->setSingleStep(step);
    // The box's width follows typical values, not the largest one allowed.
    box->setMinimumWidth(box->fontMetrics().horizontalAdvance(QStringLiteral("0000.0000")) + 30);
    slider = new QSlider(Qt::Horizontal, this);
    link(box, slider, sliderSpan);
    return box;
}

void VisualParameterPanel::edited() {
    if (!m_setting) m_coalesce->start();
}

VisualParameters VisualParameterPanel::parameters() const {
    VisualParameters p;
    p.algorithm = m_algorithm->currentData().toString().toStdString();
    p.procs = m_procs->value();
    p.root = m_root->value();
    p.bytes = m_bytes->value();
    p.L = m_L->value();
    p.o = m_o->value();
    p.g = m_g->value();
    p.G = m_G->value();
    p.unit = m_unit->currentData().toString().toStdString();
    p.profile = m_profile;
    p.profileName = m_profileName;
    return p;
}

void VisualParameterPanel::setParameters(const VisualParameters& p) {
    m_setting = true;
    const int a = m_algorithm->findData(QString::fromStdString(p.algorithm));
    if (a >= 0) m_algorithm->setCurrentIndex(a);
    m_procs->setValue(p.procs);
    m_root->setAllowedRange(0, std::max(0, p.procs - 1));
    m_root->setValue(p.root);
    m_bytes->setValue(p.bytes);
    m_L->setValue(p.L);
    m_o->setValue(p.o);
    m_g->setValue(p.g);
    m_G->setValue(p.G);
    m_unit->setCurrentIndex(std::max(0, m_unit->findData(QString::fromStdString(p.unit))));
    m_profile = p.profile;
    m_profileName = p.profileName;
    showProfileRange();
    m_setting = false;
    m_coalesce->stop();
    emit parametersChanged();
}

void VisualParameterPanel::applyPreset(int index) {
    VisualParameters p = parameters();
    if (index == 1) {  // Shou & Chen's (1996) example machine, in cycles
        p.L = 6, p.o = 2, p.g = 4, p.G = 0, p.unit = "cycles";
        p.profile.reset();
    } else if (index == 2) {  // an order-of-magnitude Ethernet cluster, in µs
        p.L = 20, p.o = 2.5, p.g = 3, p.G = 0.0085, p.unit = "us";
        p.profile.reset();
    } else if (index == 3) {
        m_preset->setCurrentIndex(0);
        loadMachineProfile();
        return;
    } else {
        return;
    }
    setParameters(p);
    m_preset->setCurrentIndex(0);
}

void VisualParameterPanel::loadMachineProfile() {
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Load a LogGP machine profile"), QString(),
                                     tr("Machine profiles (*.machine.json *.json)"));
    if (file.isEmpty()) return;
    VisualParameters p = parameters();
    std::optional<QString> problem;
    try {
        problem = applyMachineProfile(p, ct::bsp::loadMachineFile(file.toStdString()));
    } catch (const std::exception& e) {
        problem = QString::fromStdString(e.what());
    }
    if (problem) {
        QMessageBox::warning(this, tr("Cannot use the machine profile"), *problem);
        return;
    }
    setParameters(p);
}

void VisualParameterPanel::showProfileRange() {
    const bool fixed = m_profile != nullptr;
    for (QWidget* w : std::initializer_list<QWidget*>{m_L, m_o, m_g, m_G, m_LSlider, m_oSlider,
                                                      m_gSlider, m_GSlider, m_unit})
        w->setEnabled(!fixed);
    m_profileNote->setVisible(fixed);
    m_form->setRowVisible(m_gs, fixed && m_profile->hasStreamGap());
    if (!fixed) return;
    VisualParameters p;
    p.bytes = m_bytes->value();
    p.profile = m_profile;
    const ct::LogGP& t = m_profile->at(p.bytes);
    const bool setting = m_setting;
    m_setting = true;  // the size's edit already asks for a rebuild
    m_L->setValue(t.L);
    m_o->setValue(t.oSend);
    m_g->setValue(t.g);
    m_G->setValue(t.G);
    m_gs->setValue(t.streamGap);
    m_setting = setting;
    retranslateUi();
}

void VisualParameterPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void VisualParameterPanel::retranslateUi() {
    const QStringList labels{tr("Algorithm"),     tr("Processors P"),   tr("Root"),
                             tr("Message bytes"), tr("Latency L"),      tr("Overhead o"),
                             tr("Gap g"),         tr("Gap per byte G"), tr("Stream gap g_s"),
                             tr("Time unit"),     tr("Preset")};
    for (int i = 0; i < labels.size() && i < m_form->rowCount(); ++i)
        if (auto* item = m_form->itemAt(i, QFormLayout::LabelRole))
            if (auto* label = qobject_cast<QLabel*>(item->widget())) label->setText(labels[i]);
    m_unit->setItemText(0, tr("cycles"));
    m_unit->setItemText(1, tr("µs"));
    m_preset->setItemText(0, tr("Choose a preset…"));
    m_preset->setItemText(1, tr("Shou & Chen 1996 example: L = 6, o = 2, g = 4 cycles"));
    m_preset->setItemText(2, tr("Ethernet-class cluster (rough): L = 20, o = 2.5, g = 3 µs"));
    m_preset->setItemText(3, tr("Load a LogGP profile (*.machine.json, e.g. a calibration)…"));
    m_procs->setDescription(tr("Processors (ranks) in the timeline"));
    m_root->setDescription(tr("The rank that starts the broadcast or receives the result"));
    m_bytes->setDescription(tr("Message size of the modelled operation"));
    m_L->setDescription(tr("LogP: latency of one message on the network"));
    m_o->setDescription(tr("LogP: processor time to send or receive one message"));
    m_g->setDescription(tr("LogP: least time between two messages of one processor"));
    m_G->setDescription(tr("LogGP: time per byte beyond the first on the wire"));
    m_gs->setDescription(
        tr("The profile's stream gap: back-to-back messages of one processor "
           "are spaced by the larger of g and g_s (read-only)"));
    if (m_profile) {
        VisualParameters p;
        p.bytes = m_bytes->value();
        p.profile = m_profile;
        const std::size_t i = p.rangeIndex();
        const bool streams = m_profile->hasStreamGap();
        const QString name = QString::fromStdString(m_profileName);
        if (!m_profile->sizeAware())  // kept whole for its stream gap or eager limit
            m_profileNote->setText(
                (streams ? tr("%1 has one message-size range. L, o, g, G and the stream gap g_s "
                              "are its terms; choose a preset to type values.")
                         : tr("%1 has one message-size range. L, o, g and G are its terms; choose "
                              "a preset to type values."))
                    .arg(name));
        else
            m_profileNote->setText(
                (streams ? tr("%1 has %2 message-size ranges: %3 bytes use range %4 (from %5 "
                              "bytes). L, o, g, G and the stream gap g_s show that range and "
                              "follow the size; choose a preset to type values.")
                         : tr("%1 has %2 message-size ranges: %3 bytes use range %4 (from %5 "
                              "bytes). L, o, g and G show that range and follow the size; choose "
                              "a preset to type values."))
                    .arg(name, fields::formatCount(double(m_profile->ranges.size())),
                         fields::formatCount(double(p.bytes)), fields::formatCount(double(i + 1)),
                         fields::formatCount(double(m_profile->ranges[i].fromBytes))));
        QStringList lines;
        for (std::size_t r = 0; r < m_profile->ranges.size(); ++r) {
            const ct::LogGP& t = m_profile->ranges[r].terms;
            const QString range = fields::formatCount(double(r + 1));
            const QString from = fields::formatCount(double(m_profile->ranges[r].fromBytes));
            QString line =
                (streams
                     ? tr("range %1, from %2 bytes: L = %3, o_s = %4, o_r = %5, g = %6, G = "
                          "%7, g_s = %8")
                           .arg(range, from, fields::formatCount(t.L), fields::formatCount(t.oSend),
                                fields::formatCount(t.oRecv), fields::formatCount(t.g),
                                fields::formatCount(t.G), fields::formatCount(t.streamGap))
                     : tr("range %1, from %2 bytes: L = %3, o_s = %4, o_r = %5, g = %6, G = %7")
                           .arg(range, from, fields::formatCount(t.L), fields::formatCount(t.oSend),
                                fields::formatCount(t.oRecv), fields::formatCount(t.g),
                                fields::formatCount(t.G)))
                    .toHtmlEscaped();
            if (t.sendCompletion > 0)
                line += tr(", send completion = %1")
                            .arg(fields::formatCount(t.sendCompletion))
                            .toHtmlEscaped();
            if (t.halfDuplex > 0)
                line +=
                    tr(", half duplex = %1").arg(fields::formatCount(t.halfDuplex)).toHtmlEscaped();
            if (t.writtenPerByte > 0)
                line += tr(", written data = %1 per byte")
                            .arg(fields::formatCount(t.writtenPerByte))
                            .toHtmlEscaped();
            if (t.chargesOverwrites())
                line += tr(", overwriting what a peer read = %1 / %2 / %3 per byte (receive / "
                           "copy / combine)")
                            .arg(fields::formatCount(t.overwriteReceivePerByte),
                                 fields::formatCount(t.overwriteCopyPerByte),
                                 fields::formatCount(t.overwriteCombinePerByte))
                            .toHtmlEscaped();
            lines << (r == i ? QStringLiteral("<b>%1</b>").arg(line) : line);  // the one in use
        }
        if (m_profile->eagerLimit() > 0 && !m_profile->inlineLimit())
            lines << tr("eager limit: sends of up to %1 bytes are complete when posted, larger "
                        "ones when received")
                         .arg(fields::formatCount(double(m_profile->eagerLimit())))
                         .toHtmlEscaped();
        if (const auto inlined = m_profile->inlineLimit())
            lines << tr("sends of up to %1 bytes are complete when posted, up to %2 bytes "
                        "(eager) when they arrive, larger ones when received; the sender "
                        "learns it a range's send completion later")
                         .arg(fields::formatCount(double(*inlined)),
                              fields::formatCount(double(m_profile->eagerLimit())))
                         .toHtmlEscaped();
        m_profileNote->setToolTip(lines.join(QStringLiteral("<br>")));
    }
}

}  // namespace studio
