#pragma once
// The machine profile beside the schedule: the p → g, L, B, s table (editable, undoable), the
// PSC2 presets and *.machine.json load/save (the runner's calibration output included). Every
// change re-costs the schedule at once.
#include <QWidget>

#include "fields/decimal_box.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace studio::editor {

class MachineTableModel;
class ScheduleDocument;

class MachinePanel : public QWidget {
    Q_OBJECT

public:
    explicit MachinePanel(ScheduleDocument* doc, QWidget* parent = nullptr);

    MachineTableModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QComboBox* presets() const { return m_presets; }
    fields::DecimalBox* localCopyCost() const { return m_g1; }

    // No dialogs: false and errorOccurred() on a bad file (the profile stays as it was).
    bool loadMachine(const QString& fileName);
    bool saveMachine(const QString& fileName);

signals:
    void errorOccurred(const QString& title, const QString& text);
    void statusMessage(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void syncFromDocument();
    void choosePreset(int index);
    void askLoad();
    void askSave();
    void applyG1();

    ScheduleDocument* m_doc;
    MachineTableModel* m_model;
    QLabel* m_title;
    QLabel* m_source;
    QComboBox* m_presets;
    QTableView* m_table;
    QLabel* m_g1Label;
    fields::DecimalBox* m_g1;
    QPushButton* m_load;
    QPushButton* m_save;
};

}  // namespace studio::editor
