// The editor's side of a finished run: its measured times per node into the drawing.
#include <QDir>
#include <QFileInfo>

#include "schedule_document.h"
#include "schedule_drawing.h"
#include "schedule_editor.h"

namespace studio::editor {

namespace {

// The schedule the run executed: the file of the first schedule case with times per node (the
// one measured_nodes.h compares), relative to the results' folder.
std::optional<ct::bsp::Schedule> scheduleThatRan(const ct::protocol::ResultsDocument& results,
                                                 const QString& resultsFile,
                                                 const ct::bsp::Library& lib) {
    for (const ct::protocol::CaseResult& c : results.cases) {
        if (c.kind != ct::protocol::CaseKind::Schedule || c.nodeTimes.empty()) continue;
        if (c.spec.scheduleFile.empty()) return std::nullopt;
        const QString file = QDir(QFileInfo(resultsFile).absolutePath())
                                 .filePath(QString::fromStdString(c.spec.scheduleFile));
        try {
            return ct::bsp::loadScheduleFile(file.toStdString(), lib);
        } catch (const std::exception&) {
            // Moved or deleted since: the open schedule's profile stands in (measured_nodes.h).
            return std::nullopt;
        }
    }
    return std::nullopt;
}

bool hasNodeTimes(const ct::protocol::ResultsDocument& results) {
    for (const ct::protocol::CaseResult& c : results.cases)
        if (c.kind == ct::protocol::CaseKind::Schedule && !c.nodeTimes.empty()) return true;
    return false;
}

}  // namespace

void ScheduleEditor::showMeasurements(const ct::protocol::ResultsDocument& results,
                                      const QString& resultsFile) {
    // Runs without times per node (catalogue algorithms, collective schedules) leave the drawing
    // as predicted, without a note in every picture.
    if (!hasNodeTimes(results)) {
        m_drawing->clearMeasurements();
        m_measured->setEnabled(false);
        return;
    }
    m_drawing->setMeasurements(results, scheduleThatRan(results, resultsFile, m_doc->library()));
    m_measured->setEnabled(true);
    const MeasuredRun& run = m_drawing->measuredRun();
    if (run.matches())
        emit statusMessage(tr("Measured times per node from %1 (%2)")
                               .arg(QFileInfo(resultsFile).fileName(), run.caseName));
    else
        emit statusMessage(run.note);
}

bool ScheduleEditor::openMeasurements(const QString& resultsFile) {
    try {
        const ct::protocol::ResultsDocument results =
            ct::protocol::loadResults(resultsFile.toStdString());
        if (!hasNodeTimes(results)) {
            showMessage(QMessageBox::Warning, tr("No measured times per node"),
                        tr("%1 has no times per node: the runner records them for Sort, "
                           "IntegerSort and MST schedules run on data.")
                            .arg(QDir::toNativeSeparators(resultsFile)));
            return false;
        }
        showMeasurements(results, resultsFile);
        return true;
    } catch (const std::exception& e) {
        showMessage(QMessageBox::Critical, tr("Cannot read the measurements"),
                    QString::fromStdString(e.what()));
        return false;
    }
}

}  // namespace studio::editor
