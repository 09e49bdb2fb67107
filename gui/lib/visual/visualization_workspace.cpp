#include "visual/visualization_workspace.h"

#include <qcustomplot.h>
#include <QComboBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>

#include "fields/number_format.h"
#include "sim/simulator.h"
#include "visual/algorithm_summary.h"
#include "visual/animation_bar.h"
#include "visual/animation_controller.h"
#include "visual/animation_export.h"
#include "visual/compare_view.h"
#include "visual/measured_view.h"
#include "visual/model_time_format.h"
#include "visual/prediction_view.h"
#include "visual/timeline_plottable.h"
#include "visual/timeline_view.h"
#include "visual/tree_graph_view.h"
#include "visual/view_export.h"
#include "visual/visual_parameters.h"

namespace studio {

VisualizationWorkspace::VisualizationWorkspace(QWidget* parent)
    : QWidget(parent),
      m_panel(new VisualParameterPanel(this)),
      m_status(new QLabel(this)),
      m_pages(new QTabWidget(this)),
      m_animation(new AnimationController(this)) {
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_pages->addTab(buildAnimationPage(), QString());
    m_compare = new CompareView(this);
    m_pages->addTab(m_compare, QString());
    m_prediction = new PredictionView(this);
    m_pages->addTab(m_prediction, QString());
    m_measured = new MeasuredView(this);
    m_pages->addTab(m_measured, QString());

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(m_panel);
    leftLayout->addWidget(m_status);
    leftLayout->addStretch(1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(left);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(320);
    scroll->setMaximumWidth(400);

    auto* layout = new QHBoxLayout(this);
    layout->addWidget(scroll);
    layout->addWidget(m_pages, 1);

    connect(m_panel, &VisualParameterPanel::parametersChanged, this,
            &VisualizationWorkspace::rebuild);
    // The BSP predictions and the measured page draw their own inputs (Bonorden's profiles, a
    // results file): the panel would edit nothing there, so it is disabled and says why.
    connect(m_pages, &QTabWidget::currentChanged, this, [this] { updatePanelUse(); });
    connect(m_animation, &AnimationController::timeChanged, this,
            &VisualizationWorkspace::setCursorTime);
    retranslateUi();
    rebuild();
}

VisualizationWorkspace::~VisualizationWorkspace() = default;

QWidget* VisualizationWorkspace::buildAnimationPage() {
    m_animationPage = new QWidget(this);
    m_summary = new QLabel(m_animationPage);
    m_summary->setObjectName(QStringLiteral("algorithmSummary"));
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_timeline = new TimelineView(m_animationPage);
    m_tree = new TreeGraphView(m_animationPage);
    m_shape = new QComboBox(m_animationPage);
    m_shape->addItem(QString());
    m_shape->addItem(QString());
    m_search = new fields::WholeNumberBox(m_animationPage);
    m_search->setObjectName(QStringLiteral("searchRank"));
    m_search->setAllowedRange(0, kMaxTimelineProcs - 1);
    m_treeNote = new QLabel(m_animationPage);
    m_treeNote->setWordWrap(true);  // long translations wrap rather than widen the page
    auto* find = new QPushButton(m_animationPage);
    find->setObjectName(QStringLiteral("findRank"));
    auto* fit = new QPushButton(m_animationPage);
    fit->setObjectName(QStringLiteral("fitTree"));
    auto* exportTree = new QPushButton(m_animationPage);
    exportTree->setObjectName(QStringLiteral("exportTree"));
    m_bar = new AnimationBar(m_animation, m_animationPage);

    auto* treeBar = new QHBoxLayout;
    treeBar->addWidget(m_shape);
    treeBar->addWidget(m_search);
    treeBar->addWidget(find);
    treeBar->addWidget(fit);
    treeBar->addWidget(exportTree);
    treeBar->addWidget(m_treeNote, 1);
    auto* treeBox = new QWidget(m_animationPage);
    m_treeBox = treeBox;
    auto* treeLayout = new QVBoxLayout(treeBox);
    treeLayout->setContentsMargins(0, 0, 0, 0);
    treeLayout->addLayout(treeBar);
    treeLayout->addWidget(m_tree, 1);

    auto* split = new QSplitter(Qt::Vertical, m_animationPage);
    split->addWidget(m_timeline);
    split->addWidget(treeBox);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(m_animationPage);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    layout->addWidget(m_bar);

    connect(m_shape, &QComboBox::activated, this, [this](int i) {
        m_tree->setShape(i == 0 ? TreeShape::Layered : TreeShape::Radial);
        m_tree->setCursorTime(m_animation->time());
    });
    connect(find, &QPushButton::clicked, this, [this] { m_tree->focusRank(m_search->value()); });
    connect(fit, &QPushButton::clicked, m_tree, &TreeGraphView::fitToView);
    // The path clicked (or found) on the timeline is drawn on the tree too.
    connect(m_timeline, &TimelineView::messageHighlighted, this,
            [this] { m_tree->setHighlightedPath(m_timeline->plottable()->highlight()); });
    connect(exportTree, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export tree"), QString(), exportFilter());
        if (path.isEmpty()) return;
        const QString error = exportView(m_tree, path);
        if (!error.isEmpty()) m_status->setText(error);
    });
    connect(m_bar, &AnimationBar::exportRequested, this,
            &VisualizationWorkspace::exportAnimationInteractive);
    return m_animationPage;
}

void VisualizationWorkspace::rebuild() {
    QElapsedTimer clock;
    clock.start();
    const VisualParameters p = m_panel->parameters();
    try {
        auto scenario =
            std::make_shared<Scenario>(buildScenario(p.algorithm, p.toAlgorithmParams()));
        m_scenario = scenario;
        m_index = std::make_shared<TimelineIndex>(
            TimelineIndex::build(scenario->program, scenario->timeline));
        m_error.clear();
    } catch (const ct::ProgramError& e) {
        m_scenario.reset();
        m_index.reset();
        m_error = QString::fromStdString(e.fullMessage());
    } catch (const std::exception& e) {
        m_scenario.reset();
        m_index.reset();
        m_error = QString::fromStdString(e.what());
    }
    m_sortedHold.clear();
    if (m_scenario) {
        m_sortedHold = m_scenario->holdTime;
        std::sort(m_sortedHold.begin(), m_sortedHold.end());
    }
    m_timeline->setScenario(m_scenario, m_index);
    m_tree->setScenario(m_scenario);
    m_treeBox->setVisible(m_tree->hasTree());  // rings and meshes: the timeline takes the room
    m_shape->setCurrentIndex(m_tree->shape() == TreeShape::Layered ? 0 : 1);
    m_search->setAllowedRange(0, std::max(0, p.procs - 1));
    m_bar->setUnit(p.unit);
    std::function<double(double)> next;
    if (m_index) next = [index = m_index](double t) { return index->nextStep(t); };
    m_animation->setRun(m_scenario ? m_scenario->timeline.total : 0, std::move(next));
    m_compare->setBaseParameters(p);
    m_rebuildMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    retranslateUi();
    emit rebuilt();
}

QString VisualizationWorkspace::summaryText() const {
    return m_summary->text();
}

QString VisualizationWorkspace::statusText() const {
    return m_status->text();
}

void VisualizationWorkspace::setCursorTime(double t) {
    // The end of the run shows everything, without a cursor line.
    const bool whole = !m_scenario || t >= m_scenario->timeline.total;
    m_timeline->setCursorTime(whole ? std::numeric_limits<double>::infinity() : t);
    m_tree->setCursorTime(t);
    const auto holding =
        std::upper_bound(m_sortedHold.begin(), m_sortedHold.end(), t) - m_sortedHold.begin();
    m_bar->setHolding(static_cast<int>(holding), static_cast<int>(m_sortedHold.size()));
}

QString VisualizationWorkspace::exportAnimation(const QString& path, int frames) {
    if (!m_scenario) return tr("There is nothing to animate: %1").arg(m_error);
    const double keep = m_animation->time();
    m_animation->pause();
    AnimationExport options;
    options.frames = frames;
    const QString error = studio::exportAnimation(
        m_animationPage,
        [this](double t) {
            m_animation->setTime(t);
            m_timeline->plot()->replot(QCustomPlot::rpImmediateRefresh);
        },
        m_scenario->timeline.total, path, options);
    m_animation->setTime(keep);
    return error;
}

void VisualizationWorkspace::exportAnimationInteractive() {
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export animation"), QString(),
                                     tr("Animated GIF (*.gif);;PNG frames in a folder (*)"));
    if (path.isEmpty()) return;
    const QString error = exportAnimation(path);
    m_status->setText(error.isEmpty() ? tr("Saved %1").arg(path) : error);
}

bool VisualizationWorkspace::pageUsesPanel() const {
    const QWidget* page = m_pages->currentWidget();
    return page == m_animationPage || page == m_compare;
}

void VisualizationWorkspace::updatePanelUse() {
    const bool used = pageUsesPanel();
    m_panel->setEnabled(used);
    m_panel->setToolTip(used ? QString()
                             : tr("This page does not use these parameters: it shows the BSP* "
                                  "profiles or a runner results file."));
}

void VisualizationWorkspace::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void VisualizationWorkspace::retranslateUi() {
    m_pages->setTabText(0, tr("Timeline and tree"));
    m_pages->setTabText(1, tr("Compare"));
    m_pages->setTabText(2, tr("BSP predictions"));
    m_pages->setTabText(3, tr("Measured vs predicted"));
    updatePanelUse();
    m_shape->setItemText(0, tr("Layered"));
    m_shape->setItemText(1, tr("Radial"));
    m_search->setDescription(tr("Rank to find in the tree"));
    if (auto* b = m_animationPage->findChild<QPushButton*>(QStringLiteral("findRank")))
        b->setText(tr("Find rank"));
    if (auto* b = m_animationPage->findChild<QPushButton*>(QStringLiteral("fitTree")))
        b->setText(tr("Fit tree"));
    if (auto* b = m_animationPage->findChild<QPushButton*>(QStringLiteral("exportTree")))
        b->setText(tr("Export tree…"));
    if (m_scenario && !m_scenario->tree)
        m_treeNote->setText(
            tr("This program is not a single broadcast or reduction tree: see "
               "the timeline."));
    else
        m_treeNote->setText(tr("Wheel: zoom, drag: pan"));
    m_summary->setText(m_scenario ? AlgorithmSummary::html(*m_scenario, false) : QString());
    if (!m_error.isEmpty()) {
        m_status->setText(tr("Cannot show these parameters: %1").arg(m_error));
    } else if (m_scenario) {
        m_status->setText(
            tr("%1 on %2 ranks: %3 messages, completes at %4 (built in %5)")
                .arg(QString::fromStdString(m_scenario->algorithm),
                     fields::formatCount(m_scenario->program.ranks()),
                     fields::formatCount(double(m_scenario->timeline.messages.size())),
                     formatModelTime(m_scenario->timeline.total, m_scenario->params.model.unit),
                     fields::formatDuration(m_rebuildMs * 1e-3)));
        if (!m_scenario->tree)
            m_status->setText(m_status->text() + QStringLiteral("\n") +
                              tr("This program is not a single broadcast or reduction tree, so "
                                 "there is no tree view: the timeline shows it all."));
    }
}

}  // namespace studio
