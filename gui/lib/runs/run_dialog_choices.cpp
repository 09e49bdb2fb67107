// The Run dialog's memory: the choices of the last started run, kept in the settings (group
// "runDialog") so that the next run — in this session or the next — starts from them.
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QSettings>
#include <algorithm>

#include "runs/run_dialog.h"

namespace studio::runs {
namespace {

const QString kGroup = QStringLiteral("runDialog/");

QString key(const char* name) {
    return kGroup + QLatin1String(name);
}

}  // namespace

void RunDialog::saveChoices(QSettings& settings) const {
    settings.setValue(key("launcher"), m_launcher->currentData().toInt());
    settings.setValue(key("launcherPath"), m_launcherPath->text());
    settings.setValue(key("ranks"), m_ranks->value());
    settings.setValue(key("oversubscribe"), m_oversubscribe->isChecked());
    settings.setValue(key("hostfile"), m_hostfile->text());
    settings.setValue(key("nodes"), m_nodes->value());
    settings.setValue(key("extra"), m_extra->text());
    // The runner found beside the Studio is found again next time (it may have moved); only a
    // runner the user chose is remembered.
    const QString runner = m_runner->text().trimmed();
    settings.setValue(key("runner"), runner == m_paths.runnerPath ? QString() : runner);
    int what = 0;
    while (what < 2 && !m_what[what]->isChecked())
        ++what;
    settings.setValue(key("what"), what);
    QStringList checked;
    for (int i = 0; i < m_algorithms->count(); ++i)
        if (m_algorithms->item(i)->checkState() == Qt::Checked)
            checked << m_algorithms->item(i)->text();
    settings.setValue(key("algorithms"), checked);
    settings.setValue(key("sizes"), m_sizes->text());
    settings.setValue(key("roots"), m_roots->text());
    settings.setValue(key("warmup"), m_warmup->value());
    settings.setValue(key("minReps"), m_minReps->value());
    settings.setValue(key("maxReps"), m_maxReps->value());
    settings.setValue(key("minSeconds"), m_minSeconds->value());
    settings.setValue(key("rounds"), m_rounds->value());
    settings.setValue(key("caseTimeout"), m_caseTimeout->value());
    settings.setValue(key("runTimeout"), m_runTimeout->value());
    settings.setValue(key("baseline"), m_baseline->currentData().toString());
    settings.setValue(key("recordTimeline"), m_recordTimeline->isChecked());
    settings.setValue(key("osuFigure"), m_osuFigure->isChecked());
    settings.setValue(key("calibrateFirst"), m_calibrateFirst->isChecked());
}

void RunDialog::restoreChoices(const QSettings& settings) {
    if (!settings.contains(key("what"))) return;  // never started a run: the defaults
    const int launcher = m_launcher->findData(settings.value(key("launcher")).toInt());
    if (launcher >= 0) m_launcher->setCurrentIndex(launcher);
    m_launcherPath->setText(settings.value(key("launcherPath")).toString());
    m_oversubscribe->setChecked(settings.value(key("oversubscribe"), true).toBool());
    m_hostfile->setText(settings.value(key("hostfile")).toString());
    m_nodes->setValue(settings.value(key("nodes"), m_nodes->value()).toInt());
    m_extra->setText(settings.value(key("extra"), m_extra->text()).toString());
    const QString runner = settings.value(key("runner")).toString();
    if (!runner.isEmpty()) m_runner->setText(runner);
    // The open schedule is chosen again only when there is one to run; its processors then fix
    // the ranks, so a remembered count applies to the other choices only.
    int what = std::clamp(settings.value(key("what")).toInt(), 0, 2);
    if (what == 0 && !m_what[0]->isEnabled()) what = 1;
    m_what[what]->setChecked(true);
    if (what != 0) m_ranks->setValue(settings.value(key("ranks"), m_ranks->value()).toInt());
    const QStringList checked = settings.value(key("algorithms")).toStringList();
    for (int i = 0; i < m_algorithms->count(); ++i)
        m_algorithms->item(i)->setCheckState(
            checked.contains(m_algorithms->item(i)->text()) ? Qt::Checked : Qt::Unchecked);
    m_sizes->setText(settings.value(key("sizes"), m_sizes->text()).toString());
    m_roots->setText(settings.value(key("roots"), m_roots->text()).toString());
    m_warmup->setValue(settings.value(key("warmup"), m_warmup->value()).toInt());
    m_minReps->setValue(settings.value(key("minReps"), m_minReps->value()).toInt());
    m_maxReps->setValue(settings.value(key("maxReps"), m_maxReps->value()).toInt());
    m_minSeconds->setValue(settings.value(key("minSeconds"), m_minSeconds->value()).toDouble());
    m_rounds->setValue(settings.value(key("rounds"), m_rounds->value()).toInt());
    m_caseTimeout->setValue(settings.value(key("caseTimeout"), m_caseTimeout->value()).toDouble());
    m_runTimeout->setValue(settings.value(key("runTimeout"), m_runTimeout->value()).toDouble());
    const int baseline = m_baseline->findData(settings.value(key("baseline")).toString());
    if (baseline >= 0) m_baseline->setCurrentIndex(baseline);
    m_recordTimeline->setChecked(settings.value(key("recordTimeline")).toBool());
    m_osuFigure->setChecked(settings.value(key("osuFigure")).toBool());
    m_calibrateFirst->setChecked(settings.value(key("calibrateFirst")).toBool());
    refresh();
}

}  // namespace studio::runs
