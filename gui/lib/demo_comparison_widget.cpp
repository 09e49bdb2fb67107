#include "demo_comparison_widget.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>
#include <exception>

#include "algorithm_panel.h"
#include "parameter_bar.h"

namespace studio {

DemoComparisonWidget::DemoComparisonWidget(QWidget* parent)
    : QWidget(parent), m_bar(new ParameterBar(this)), m_status(new QLabel(this)) {
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* panels = new QHBoxLayout;
    for (std::string_view name : kAlgorithms) {
        m_panels.push_back(new AlgorithmPanel(std::string(name), this));
        panels->addWidget(m_panels.back(), 1);
    }
    auto* column = new QVBoxLayout(this);
    column->addWidget(m_bar);
    column->addWidget(m_status);
    column->addLayout(panels, 1);

    connect(m_bar, &ParameterBar::parametersChanged, this, &DemoComparisonWidget::rebuild);
    rebuild();
}

AlgorithmPanel* DemoComparisonWidget::panel(std::string_view algorithm) const {
    for (AlgorithmPanel* p : m_panels)
        if (p->algorithm() == algorithm) return p;
    return nullptr;
}

double DemoComparisonWidget::simulatedTime(std::string_view algorithm) const {
    for (const AlgorithmRun& run : m_runs)
        if (run.algorithm == algorithm) return run.simulated;
    return -1;
}

QString DemoComparisonWidget::statusText() const {
    return m_status->text();
}

std::vector<std::string> DemoComparisonWidget::fastest() const {
    std::vector<std::string> names;
    for (const AlgorithmRun& run : m_runs)
        if (run.simulated == fastestTime()) names.push_back(run.algorithm);
    return names;
}

double DemoComparisonWidget::fastestTime() const {
    double best = -1;
    for (const AlgorithmRun& run : m_runs)
        if (best < 0 || run.simulated < best) best = run.simulated;
    return best;
}

void DemoComparisonWidget::rebuild() {
    const ct::AlgorithmParams params = m_bar->parameters().toAlgorithmParams();
    std::vector<AlgorithmRun> runs;
    m_error.clear();
    try {
        for (std::string_view name : kAlgorithms)
            runs.push_back(runAlgorithm(name, params));
    } catch (const std::exception& e) {
        // Core rejects bad parameters with a message naming the value; show it, keep running.
        m_error = QString::fromStdString(e.what());
        runs.clear();
    }
    m_runs = std::move(runs);
    const double best = fastestTime();
    for (std::size_t i = 0; i < m_panels.size(); ++i) {
        if (m_runs.empty())
            m_panels[i]->showNothing();
        else
            m_panels[i]->showRun(m_runs[i], m_runs[i].simulated == best);
    }
    updateStatus();
    emit resultsChanged();
}

void DemoComparisonWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) updateStatus();
    QWidget::changeEvent(event);
}

void DemoComparisonWidget::updateStatus() {
    if (!m_error.isEmpty()) {
        m_status->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold"));
        m_status->setText(tr("Cannot build the broadcasts: %1").arg(m_error));
        return;
    }
    m_status->setStyleSheet(QString());
    m_status->setText(
        tr("Each circle is a rank and the time it holds the message; the number on an edge is "
           "the parent's send order (0 first). Hover over a rank for details, Ctrl+wheel zooms."));
}

}  // namespace studio
