#include "algorithm_panel.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>
#include <cmath>

#include "algorithm_names.h"
#include "broadcast_tree_view.h"

namespace studio {
namespace {

// Formula and simulation are computed independently; anything beyond rounding is a real mismatch.
bool agree(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(a));
}

}  // namespace

AlgorithmPanel::AlgorithmPanel(std::string algorithm, QWidget* parent)
    : QFrame(parent),
      m_algorithm(std::move(algorithm)),
      m_title(new QLabel(this)),
      m_time(new QLabel(this)),
      m_view(new BroadcastTreeView(this)) {
    const QString id = QString::fromStdString(m_algorithm);
    setObjectName(QStringLiteral("panel_") + id);
    m_title->setObjectName(QStringLiteral("title_") + id);
    m_time->setObjectName(QStringLiteral("time_") + id);
    m_view->setObjectName(QStringLiteral("view_") + id);
    setFrameShape(QFrame::StyledPanel);

    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    m_title->setAlignment(Qt::AlignHCenter);
    m_time->setAlignment(Qt::AlignHCenter);
    m_time->setTextFormat(Qt::RichText);

    auto* column = new QVBoxLayout(this);
    column->addWidget(m_title);
    column->addWidget(m_time);
    column->addWidget(m_view, 1);
    retranslateUi();
}

void AlgorithmPanel::showRun(const AlgorithmRun& run, bool fastest) {
    m_run = run;
    m_fastest = fastest;
    m_view->showRun(run);
    retranslateUi();
}

void AlgorithmPanel::showNothing() {
    m_run.reset();
    m_fastest = false;
    m_view->clear();
    retranslateUi();
}

QString AlgorithmPanel::titleText() const {
    return m_title->text();
}
QString AlgorithmPanel::timeText() const {
    return m_time->text();
}

void AlgorithmPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QFrame::changeEvent(event);
}

void AlgorithmPanel::retranslateUi() {
    m_title->setText(AlgorithmNames::title(m_algorithm));
    if (!m_run) {
        m_time->setText(tr("no result"));
        return;
    }
    QString text = tr("<b>%1 cycles</b> simulated · formula: %2 cycles")
                       .arg(formatTime(m_run->simulated), formatTime(m_run->formula));
    if (!agree(m_run->simulated, m_run->formula))
        text += QStringLiteral(" <span style='color:#b00020'>%1</span>")
                    .arg(tr("(formula and simulation differ!)"));
    if (m_fastest)
        text += QStringLiteral(" <span style='color:#1b7f3b'>%1</span>").arg(tr("· fastest"));
    m_time->setText(text);
}

}  // namespace studio
