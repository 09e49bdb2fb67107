#include "machine_panel.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "machine_edit.h"
#include "machine_table_model.h"
#include "protocol/json_check.h"
#include "protocol/machine_json.h"
#include "schedule_document.h"

namespace studio::editor {

MachinePanel::MachinePanel(ScheduleDocument* doc, QWidget* parent)
    : QWidget(parent),
      m_doc(doc),
      m_model(new MachineTableModel(doc, this)),
      m_title(new QLabel(this)),
      m_source(new QLabel(this)),
      m_presets(new QComboBox(this)),
      m_table(new QTableView(this)),
      m_g1Label(new QLabel(this)),
      m_g1(new fields::DecimalBox(this)),
      m_addRow(new QPushButton(this)),
      m_removeRow(new QPushButton(this)),
      m_load(new QPushButton(this)),
      m_save(new QPushButton(this)) {
    setObjectName(QStringLiteral("machinePanel"));
    m_presets->setObjectName(QStringLiteral("machinePresets"));
    m_table->setObjectName(QStringLiteral("machineTable"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_source->setWordWrap(true);
    m_source->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->installEventFilter(this);
    m_addRow->setObjectName(QStringLiteral("addMachineRow"));
    m_removeRow->setObjectName(QStringLiteral("removeMachineRow"));

    m_g1->setObjectName(QStringLiteral("localCopyCost"));
    m_g1->setDecimals(6);
    m_g1->setAllowedRange(1e-6, 1e6);
    auto* g1 = new QHBoxLayout;
    g1->addWidget(m_g1Label);
    g1->addWidget(m_g1, 1);

    auto* rows = new QHBoxLayout;
    rows->addWidget(m_addRow);
    rows->addWidget(m_removeRow);
    rows->addStretch(1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_load);
    buttons->addWidget(m_save);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addWidget(m_presets);
    layout->addWidget(m_table, 1);
    layout->addLayout(rows);
    layout->addLayout(g1);
    layout->addWidget(m_source);
    layout->addLayout(buttons);

    connect(m_presets, &QComboBox::activated, this, &MachinePanel::choosePreset);
    connect(m_addRow, &QPushButton::clicked, this, &MachinePanel::addRow);
    connect(m_removeRow, &QPushButton::clicked, this, &MachinePanel::removeCurrentRow);
    connect(m_load, &QPushButton::clicked, this, &MachinePanel::askLoad);
    connect(m_save, &QPushButton::clicked, this, &MachinePanel::askSave);
    connect(m_g1, &QDoubleSpinBox::editingFinished, this, &MachinePanel::applyG1);
    connect(m_g1, &fields::DecimalBox::refused, this, &MachinePanel::statusMessage);
    connect(m_model, &MachineTableModel::editRefused, this, &MachinePanel::statusMessage);
    connect(doc, &ScheduleDocument::machineChanged, this, &MachinePanel::syncFromDocument);
    retranslateUi();
}

void MachinePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

bool MachinePanel::eventFilter(QObject* watched, QEvent* event) {
    // Insert and Delete act on rows while the table (not a cell editor) has the focus.
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() == Qt::NoModifier && key->key() == Qt::Key_Insert) {
            addRow();
            return true;
        }
        if (key->modifiers() == Qt::NoModifier && key->key() == Qt::Key_Delete) {
            removeCurrentRow();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

bool MachinePanel::addRow() {
    const int procs = m_model->suggestedProcs();
    if (procs == 0) {
        emit statusMessage(tr("Edit refused: %1").arg(tr("every partition size has a row")));
        return false;
    }
    if (!m_model->addRow(procs)) return false;
    const QModelIndex at = m_model->index(m_model->rowOf(procs), MachineTableModel::ProcsColumn);
    m_table->setCurrentIndex(at);
    if (m_table->isVisible()) m_table->edit(at);
    emit statusMessage(
        tr("Added the row p = %1 with the profile's values there; type its p and values")
            .arg(procs));
    return true;
}

bool MachinePanel::removeCurrentRow() {
    const int row = m_table->currentIndex().isValid() ? m_table->currentIndex().row() : -1;
    if (!m_model->removeRowAt(row)) return false;
    const int next = std::min(row, m_model->rowCount() - 1);
    m_table->setCurrentIndex(m_model->index(next, MachineTableModel::ProcsColumn));
    return true;
}

void MachinePanel::retranslateUi() {
    m_load->setText(tr("Load…"));
    m_load->setToolTip(tr("Load a *.machine.json profile (for example a calibration result)"));
    m_save->setText(tr("Save…"));
    m_save->setToolTip(tr("Save this profile as *.machine.json"));
    m_g1Label->setText(tr("g(1) [ops/byte]:"));
    m_g1->setDescription(
        tr("Cost of a local copy of one byte (used where data stays on one processor)"));
    m_table->setToolTip(
        tr("Double-click a value to change it; the schedule is re-costed at once. Insert adds a "
           "row, Delete removes the current one"));
    m_addRow->setText(tr("Add row"));
    m_addRow->setToolTip(tr("Add a row for another partition size p (Insert)"));
    m_removeRow->setText(tr("Remove row"));
    m_removeRow->setToolTip(tr("Remove the current row (Delete); the last row stays"));
    syncFromDocument();
}

void MachinePanel::syncFromDocument() {
    const ct::bsp::MachineProfile& m = m_doc->schedule().machine;
    m_title->setText(tr("<b>Machine:</b> %1").arg(titleText().toHtmlEscaped()));
    m_source->setText(sourceText());
    m_removeRow->setEnabled(m.bsp.entries.size() > 1);
    const QSignalBlocker block(m_g1);
    m_g1->setValue(m.bsp.g1);
    m_presets->blockSignals(true);
    m_presets->clear();
    m_presets->addItem(tr("Preset…"));
    for (const std::string& name : ct::bsp::builtinMachineNames()) {
        const auto preset = ct::bsp::builtinMachine(name);
        m_presets->addItem(QString::fromStdString(name), QString::fromStdString(name));
        m_presets->setItemData(m_presets->count() - 1, QString::fromStdString(preset->description),
                               Qt::ToolTipRole);
    }
    m_presets->setCurrentIndex(0);
    m_presets->blockSignals(false);
}

QString MachinePanel::titleText() const {
    const ct::bsp::MachineProfile& m = m_doc->schedule().machine;
    if (!isEdited(m)) return QString::fromStdString(m.name);
    return tr("%1 (edited)").arg(QString::fromStdString(baseName(m.name)));
}

QString MachinePanel::sourceText() const {
    const ct::bsp::MachineProfile& m = m_doc->schedule().machine;
    if (!isEdited(m)) return QString::fromStdString(m.source);
    return tr("Edited by hand from %1: these numbers were not measured. A preset or a loaded file "
              "starts again from measured ones.")
        .arg(QString::fromStdString(baseName(m.name)));
}

void MachinePanel::choosePreset(int index) {
    const QString name = m_presets->itemData(index).toString();
    if (name.isEmpty()) return;
    if (auto preset = ct::bsp::builtinMachine(name.toStdString())) {
        if (m_doc->setMachine(*preset, tr("Machine %1").arg(name)))
            emit statusMessage(tr("Machine profile %1: schedule re-costed").arg(name));
    }
}

void MachinePanel::applyG1() {
    ct::bsp::MachineProfile m = m_doc->schedule().machine;
    // The box shows 4 decimals: an unchanged box must not push an edit of the hidden digits.
    if (std::abs(m_g1->value() - m.bsp.g1) < 0.5e-4) return;
    m.bsp.g1 = m_g1->value();
    m_doc->setMachine(asEdited(m_doc->schedule().machine, m), tr("Set g(1)"));
}

bool MachinePanel::loadMachine(const QString& fileName) {
    try {
        const ct::bsp::MachineProfile m = ct::bsp::loadMachineFile(fileName.toStdString());
        if (!m_doc->setMachine(m, tr("Load machine %1").arg(fileName))) {
            emit errorOccurred(tr("Cannot use the machine profile"),
                               tr("%1: %2").arg(fileName, m_doc->errorText()));
            return false;
        }
    } catch (const std::exception& e) {
        emit errorOccurred(tr("Cannot load the machine profile"),
                           tr("%1: %2").arg(fileName, QString::fromStdString(e.what())));
        return false;
    }
    emit statusMessage(tr("Loaded machine profile %1").arg(fileName));
    return true;
}

bool MachinePanel::saveMachine(const QString& fileName) {
    try {
        ct::bsp::saveMachineFile(fileName.toStdString(), m_doc->schedule().machine);
    } catch (const std::exception& e) {
        emit errorOccurred(tr("Cannot save the machine profile"),
                           tr("%1: %2").arg(fileName, QString::fromStdString(e.what())));
        return false;
    }
    emit statusMessage(tr("Saved machine profile %1").arg(fileName));
    return true;
}

void MachinePanel::askLoad() {
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Load machine profile"), QString(),
                                     tr("Machine profiles (*.machine.json *.json)"));
    if (!file.isEmpty()) loadMachine(file);
}

void MachinePanel::askSave() {
    QString file = QFileDialog::getSaveFileName(this, tr("Save machine profile"), QString(),
                                                tr("Machine profiles (*.machine.json)"));
    if (file.isEmpty()) return;
    if (!file.endsWith(QStringLiteral(".json"))) file += QStringLiteral(".machine.json");
    saveMachine(file);
}

}  // namespace studio::editor
