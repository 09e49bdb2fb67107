#include "machine_panel.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <cmath>

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

    m_g1->setObjectName(QStringLiteral("localCopyCost"));
    m_g1->setDecimals(6);
    m_g1->setAllowedRange(1e-6, 1e6);
    auto* g1 = new QHBoxLayout;
    g1->addWidget(m_g1Label);
    g1->addWidget(m_g1, 1);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_load);
    buttons->addWidget(m_save);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addWidget(m_presets);
    layout->addWidget(m_table, 1);
    layout->addLayout(g1);
    layout->addWidget(m_source);
    layout->addLayout(buttons);

    connect(m_presets, &QComboBox::activated, this, &MachinePanel::choosePreset);
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

void MachinePanel::retranslateUi() {
    m_load->setText(tr("Load…"));
    m_load->setToolTip(tr("Load a *.machine.json profile (for example a calibration result)"));
    m_save->setText(tr("Save…"));
    m_save->setToolTip(tr("Save this profile as *.machine.json"));
    m_g1Label->setText(tr("g(1) [ops/byte]:"));
    m_g1->setDescription(
        tr("Cost of a local copy of one byte (used where data stays on one processor)"));
    m_table->setToolTip(tr("Double-click a value to change it; the schedule is re-costed at once"));
    syncFromDocument();
}

void MachinePanel::syncFromDocument() {
    const ct::bsp::MachineProfile& m = m_doc->schedule().machine;
    m_title->setText(tr("<b>Machine:</b> %1").arg(QString::fromStdString(m.name).toHtmlEscaped()));
    m_source->setText(QString::fromStdString(m.source));
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
    m_doc->setMachine(m, tr("Set g(1)"));
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
