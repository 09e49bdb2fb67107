#pragma once
// File ▸ New: the problem-size dialog of CallTreeEdit (Bonorden 2002, Figure 17) — the problem, its
// input parameters as the problem describes them, data procs, calc procs and the machine.
#include <QDialog>
#include <vector>

#include "fields/decimal_box.h"
#include "fields/whole_number_box.h"

#include "model/machine.h"
#include "schedule/search.h"

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;

namespace studio::editor {

class NewScheduleDialog : public QDialog {
    Q_OBJECT

public:
    // `current` is offered as the first machine (the open document's profile).
    NewScheduleDialog(const ct::bsp::Library& lib, const ct::bsp::MachineProfile& current,
                      QWidget* parent = nullptr);

    void setProblem(const QString& name);
    void setParameter(int index, double value);
    void setProcs(int dataProcs, int calcProcs);
    QComboBox* problemBox() const { return m_problem; }
    QComboBox* machineBox() const { return m_machine; }

    ct::bsp::SearchRequest request() const;
    ct::bsp::MachineProfile machine() const;
    // Empty when the choices describe a valid problem instance, else what is wrong.
    QString problemText() const;

    void accept() override;

private:
    void rebuildParameters();

    const ct::bsp::Library& m_lib;
    ct::bsp::MachineProfile m_current;
    QComboBox* m_problem;
    QFormLayout* m_form;
    std::vector<fields::DecimalBox*> m_params;
    std::vector<QWidget*> m_paramLabels;
    fields::WholeNumberBox* m_dataProcs;
    fields::WholeNumberBox* m_calcProcs;
    QComboBox* m_machine;
    QLabel* m_error;
    QDialogButtonBox* m_buttons;
};

}  // namespace studio::editor
