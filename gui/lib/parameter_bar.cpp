#include "parameter_bar.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

namespace studio {
namespace {

constexpr int kMaxProcs = 256;
constexpr double kMaxCycles = 1e6;

QDoubleSpinBox* cyclesBox(QWidget* parent, const char* name) {
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(0, kMaxCycles);
    box->setDecimals(1);
    box->setSingleStep(1);
    return box;
}

QLabel* labelFor(QWidget* buddy, QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setBuddy(buddy);
    return label;
}

}  // namespace

ct::AlgorithmParams DemoParameters::toAlgorithmParams() const {
    ct::AlgorithmParams p;
    p.procs = procs;
    p.root = root;
    p.model = ct::LogGP::logp(L, o, g);
    return p;
}

ParameterBar::ParameterBar(QWidget* parent)
    : QWidget(parent),
      m_procs(new QSpinBox(this)),
      m_root(new QSpinBox(this)),
      m_L(cyclesBox(this, "latencyBox")),
      m_o(cyclesBox(this, "overheadBox")),
      m_g(cyclesBox(this, "gapBox")),
      m_procsLabel(labelFor(m_procs, this)),
      m_rootLabel(labelFor(m_root, this)),
      m_LLabel(labelFor(m_L, this)),
      m_oLabel(labelFor(m_o, this)),
      m_gLabel(labelFor(m_g, this)),
      m_defaults(new QPushButton(this)) {
    m_procs->setObjectName(QStringLiteral("procsBox"));
    m_procs->setRange(1, kMaxProcs);
    m_root->setObjectName(QStringLiteral("rootBox"));

    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    for (auto [label, box] : {std::pair<QLabel*, QWidget*>{m_procsLabel, m_procs},
                              {m_rootLabel, m_root},
                              {m_LLabel, m_L},
                              {m_oLabel, m_o},
                              {m_gLabel, m_g}}) {
        row->addWidget(label);
        row->addWidget(box);
        row->addSpacing(8);
    }
    row->addWidget(m_defaults);
    row->addStretch(1);

    setParameters(DemoParameters{});
    connect(m_procs, &QSpinBox::valueChanged, this, &ParameterBar::onProcsChanged);
    connect(m_root, &QSpinBox::valueChanged, this, &ParameterBar::parametersChanged);
    for (QDoubleSpinBox* box : {m_L, m_o, m_g})
        connect(box, &QDoubleSpinBox::valueChanged, this, &ParameterBar::parametersChanged);
    connect(m_defaults, &QPushButton::clicked, this, [this] { setParameters(DemoParameters{}); });
    retranslateUi();
}

DemoParameters ParameterBar::parameters() const {
    return {m_procs->value(), m_root->value(), m_L->value(), m_o->value(), m_g->value()};
}

void ParameterBar::setParameters(const DemoParameters& p) {
    {
        const QSignalBlocker b1(m_procs), b2(m_root), b3(m_L), b4(m_o), b5(m_g);
        m_procs->setValue(p.procs);
        m_root->setRange(0, m_procs->value() - 1);
        m_root->setValue(p.root);
        m_L->setValue(p.L);
        m_o->setValue(p.o);
        m_g->setValue(p.g);
    }
    emit parametersChanged();
}

void ParameterBar::onProcsChanged() {
    // The root must stay a rank: shrink its range quietly, then report one change.
    {
        const QSignalBlocker block(m_root);
        m_root->setRange(0, m_procs->value() - 1);
    }
    emit parametersChanged();
}

void ParameterBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void ParameterBar::retranslateUi() {
    m_procsLabel->setText(tr("&Ranks P:"));
    m_rootLabel->setText(tr("Roo&t:"));
    m_LLabel->setText(tr("&L:"));
    m_oLabel->setText(tr("&o:"));
    m_gLabel->setText(tr("&g:"));
    m_procs->setToolTip(tr("Number of ranks that take part in the broadcast (1 to 256)"));
    m_root->setToolTip(tr("The rank that holds the message at the start"));
    m_L->setToolTip(tr("Latency L: cycles a message spends on the wire"));
    m_o->setToolTip(tr("Overhead o: cycles a processor is busy sending or receiving one message"));
    m_g->setToolTip(tr("Gap g: least number of cycles between two sends of one processor"));
    for (QDoubleSpinBox* box : {m_L, m_o, m_g})
        box->setSuffix(tr(" cycles"));
    m_defaults->setText(tr("&Defaults"));
    m_defaults->setToolTip(tr("Back to seed 000's example: P = 16, L = 6, o = 2, g = 4"));
}

}  // namespace studio
