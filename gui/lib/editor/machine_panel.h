#pragma once
// The machine profile beside the schedule: the p → g, L, B, s table (editable, undoable; rows
// added and removed with the buttons or Insert/Delete), the PSC2 presets and *.machine.json
// load/save (the runner's calibration output included). Every change re-costs the schedule at
// once; a profile edited by hand says so instead of naming the measurement it started from.
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
    QPushButton* addRowButton() const { return m_addRow; }
    QPushButton* removeRowButton() const { return m_removeRow; }
    // What the panel shows: the profile's name ("psc2-sci (edited)", translated) and its source.
    QString titleText() const;
    QString sourceText() const;

    // A row for a partition size not yet in the table, selected with its p ready to be typed.
    bool addRow();
    // The current row of the table.
    bool removeCurrentRow();

    // No dialogs: false and errorOccurred() on a bad file (the profile stays as it was).
    bool loadMachine(const QString& fileName);
    bool saveMachine(const QString& fileName);

signals:
    void errorOccurred(const QString& title, const QString& text);
    void statusMessage(const QString& text);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

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
    QPushButton* m_addRow;
    QPushButton* m_removeRow;
    QPushButton* m_load;
    QPushButton* m_save;
};

}  // namespace studio::editor
