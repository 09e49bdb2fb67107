#include "new_schedule_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "schedule/library.h"

namespace studio::editor {

namespace {

// The library's entry for a schedule name (the problem box's data), or nullptr.
const ct::bsp::ProblemInfo* problemNamed(const ct::bsp::Library& lib, const QString& name) {
    const auto id = ct::parseScheduleProblem(name.toStdString());
    return id ? lib.problem(*id) : nullptr;
}

}  // namespace

NewScheduleDialog::NewScheduleDialog(const ct::bsp::Library& lib,
                                     const ct::bsp::MachineProfile& current, QWidget* parent)
    : QDialog(parent),
      m_lib(lib),
      m_current(current),
      m_problem(new QComboBox(this)),
      m_form(new QFormLayout),
      m_dataProcs(new fields::WholeNumberBox(this)),
      m_calcProcs(new fields::WholeNumberBox(this)),
      m_machine(new QComboBox(this)),
      m_error(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("newScheduleDialog"));
    setWindowTitle(tr("New schedule"));
    for (const ct::bsp::ProblemInfo& p : lib.problems()) {
        m_problem->addItem(QString::fromStdString(p.name()), QString::fromStdString(p.name()));
        m_problem->setItemData(m_problem->count() - 1, QString::fromStdString(p.description),
                               Qt::ToolTipRole);
    }
    for (fields::WholeNumberBox* box : {m_dataProcs, m_calcProcs}) {
        box->setAllowedRange(1, 1 << 24);
        box->setValue(16);
    }
    m_dataProcs->setObjectName(QStringLiteral("dataProcs"));
    m_calcProcs->setObjectName(QStringLiteral("calcProcs"));
    m_dataProcs->setDescription(tr("Processors that hold the data at the start"));
    m_calcProcs->setDescription(tr("Processors that take part in the computation"));
    m_machine->addItem(tr("%1 (current)").arg(QString::fromStdString(current.name)), QString());
    for (const std::string& name : ct::bsp::builtinMachineNames())
        m_machine->addItem(QString::fromStdString(name), QString::fromStdString(name));
    m_error->setObjectName(QStringLiteral("newScheduleError"));
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->setWordWrap(true);

    m_form->addRow(tr("problem:"), m_problem);
    m_form->addRow(tr("data procs:"), m_dataProcs);
    m_form->addRow(tr("calc procs:"), m_calcProcs);
    m_form->addRow(tr("machine:"), m_machine);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_problem, &QComboBox::currentIndexChanged, this,
            &NewScheduleDialog::rebuildParameters);
    rebuildParameters();
}

void NewScheduleDialog::rebuildParameters() {
    // The parameter rows sit between the problem and the processor rows.
    while (!m_params.empty()) {
        m_form->removeRow(1);
        m_params.pop_back();
    }
    const ct::bsp::ProblemInfo* p = problemNamed(m_lib, m_problem->currentData().toString());
    if (!p) return;
    int row = 1;
    for (const ct::bsp::ProblemParam& param : p->params) {
        auto* box = new fields::DecimalBox(this);
        box->setDecimals(param.integer ? 0 : 3);
        box->setAllowedRange(param.min, 1e12);
        box->setValue(std::max(param.min, param.integer ? 1024.0 : 1.0));
        box->setDescription(QString::fromStdString(param.description));
        m_form->insertRow(row++, tr("%1:").arg(QString::fromStdString(param.name)), box);
        m_params.push_back(box);
    }
}

void NewScheduleDialog::setProblem(const QString& name) {
    const int at = m_problem->findData(name);
    if (at >= 0) m_problem->setCurrentIndex(at);
}

void NewScheduleDialog::setParameter(int index, double value) {
    if (index >= 0 && std::size_t(index) < m_params.size())
        m_params[std::size_t(index)]->setValue(value);
}

void NewScheduleDialog::setProcs(int dataProcs, int calcProcs) {
    m_dataProcs->setValue(dataProcs);
    m_calcProcs->setValue(calcProcs);
}

ct::bsp::SearchRequest NewScheduleDialog::request() const {
    ct::bsp::SearchRequest r;
    if (const auto* p = problemNamed(m_lib, m_problem->currentData().toString())) r.problem = p->id;
    for (const fields::DecimalBox* box : m_params)
        r.input.values.push_back(box->value());
    r.dataProcs = m_dataProcs->value();
    r.calcProcs = m_calcProcs->value();
    return r;
}

ct::bsp::MachineProfile NewScheduleDialog::machine() const {
    const QString name = m_machine->currentData().toString();
    if (name.isEmpty()) return m_current;
    return *ct::bsp::builtinMachine(name.toStdString());
}

QString NewScheduleDialog::problemText() const {
    const ct::bsp::SearchRequest r = request();
    const ct::bsp::ProblemInfo* p = problemNamed(m_lib, m_problem->currentData().toString());
    if (!p) return tr("choose a problem");
    if (const std::string bad = ct::bsp::checkInput(*p, r.input); !bad.empty())
        return QString::fromStdString(bad);
    if (r.calcProcs < r.dataProcs)
        return tr("calc procs (%1) must be at least data procs (%2)")
            .arg(r.calcProcs)
            .arg(r.dataProcs);
    return {};
}

void NewScheduleDialog::accept() {
    const QString problem = problemText();
    m_error->setText(problem);
    if (problem.isEmpty()) QDialog::accept();
}

}  // namespace studio::editor
