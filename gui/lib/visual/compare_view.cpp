#include "visual/compare_view.h"

#include <qcustomplot.h>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>
#include <memory>

#include "algorithm_names.h"
#include "visual/algorithm_summary.h"
#include "visual/best_map_view.h"
#include "visual/scenario.h"
#include "visual/timeline_index.h"
#include "visual/timeline_view.h"
#include "visual/view_export.h"

namespace studio {

CompareView::CompareView(QWidget* parent)
    : QWidget(parent),
      m_map(new BestMapView(this)),
      m_computeMap(new QPushButton(this)),
      m_exportMap(new QPushButton(this)),
      m_mapNote(new QLabel(this)) {
    auto* columns = new QWidget(this);
    auto* grid = new QGridLayout(columns);
    grid->setContentsMargins(0, 0, 0, 0);
    const char* defaults[kColumns] = {"optimal", "fibonacci", "binomial", ""};
    for (int c = 0; c < kColumns; ++c) {
        auto* box = new QComboBox(columns);
        box->addItem(QString(), QString());
        for (const ct::Algorithm& a : ct::catalogue())
            if (a.program)
                box->addItem(QString::fromStdString(a.info.name),
                             QString::fromStdString(a.info.name));
        box->setCurrentIndex(std::max(0, box->findData(QString::fromLatin1(defaults[c]))));
        // Long catalogue names must not widen the columns; the list pops up wide enough.
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
        m_choice[static_cast<std::size_t>(c)] = box;
        auto* time = new QLabel(columns);
        time->setTextFormat(Qt::RichText);
        time->setWordWrap(true);
        time->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        time->setObjectName(QStringLiteral("columnSummary%1").arg(c));
        m_time[static_cast<std::size_t>(c)] = time;
        auto* view = new TimelineView(columns);
        view->setMinimumWidth(140);  // four columns beside the panel fit a 1024-pixel window
        view->setCompact(true);
        m_timelines[static_cast<std::size_t>(c)] = view;
        grid->addWidget(box, 0, c);
        grid->addWidget(time, 1, c);
        grid->addWidget(view, 2, c);
        grid->setColumnStretch(c, 1);
        connect(box, &QComboBox::activated, this, &CompareView::rebuild);
    }
    grid->setRowStretch(2, 1);

    auto* mapBox = new QWidget(this);
    auto* mapLayout = new QVBoxLayout(mapBox);
    mapLayout->setContentsMargins(0, 0, 0, 0);
    m_mapNote->setWordWrap(true);
    auto* mapBar = new QHBoxLayout;
    mapBar->addWidget(m_computeMap);
    mapBar->addWidget(m_exportMap);
    mapBar->addWidget(m_mapNote, 1);
    mapLayout->addLayout(mapBar);
    mapLayout->addWidget(m_map, 1);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(columns);
    split->addWidget(mapBox);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    // The columns (explanation, time, timeline) first: the map only fills in on request. Without
    // initial sizes the map's size hint took most of a 700-pixel window.
    split->setSizes({750, 250});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);
    connect(m_computeMap, &QPushButton::clicked, this, &CompareView::computeMap);
    connect(m_exportMap, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export map"), QString(), exportFilter());
        if (!path.isEmpty()) m_mapNote->setText(exportView(m_map, path));
    });
    retranslateUi();
}

void CompareView::setBaseParameters(const VisualParameters& p) {
    m_base = p;
    m_haveBase = true;
    // Hidden (another page is shown): the columns wait, so slider drags stay fast.
    if (isVisible())
        rebuild();
    else
        m_dirty = true;
}

void CompareView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_dirty) rebuild();
}

std::vector<double> CompareView::completionTimes() {
    if (m_dirty) rebuild();
    return m_times;
}

void CompareView::setAlgorithms(const std::vector<std::string>& names) {
    for (int c = 0; c < kColumns; ++c) {
        const std::string name =
            static_cast<std::size_t>(c) < names.size() ? names[static_cast<std::size_t>(c)] : "";
        auto* box = m_choice[static_cast<std::size_t>(c)];
        box->setCurrentIndex(std::max(0, box->findData(QString::fromStdString(name))));
    }
    rebuild();
}

std::vector<std::string> CompareView::algorithms() const {
    std::vector<std::string> out;
    for (auto* box : m_choice)
        out.push_back(box->currentData().toString().toStdString());
    return out;
}

void CompareView::rebuild() {
    if (!m_haveBase) return;
    m_dirty = false;
    m_times.assign(kColumns, -1);
    m_errors.assign(kColumns, QString());
    m_scenarios.fill(nullptr);
    double longest = 0;
    const auto names = algorithms();
    for (int c = 0; c < kColumns; ++c) {
        const auto i = static_cast<std::size_t>(c);
        TimelineView* view = m_timelines[i];
        if (names[i].empty()) {
            view->clear();
            continue;
        }
        try {
            auto s =
                std::make_shared<Scenario>(buildScenario(names[i], m_base.toAlgorithmParams()));
            auto index =
                std::make_shared<TimelineIndex>(TimelineIndex::build(s->program, s->timeline));
            m_times[i] = s->timeline.total;
            m_scenarios[i] = s;
            longest = std::max(longest, s->timeline.total);
            view->setScenario(s, index);
        } catch (const std::exception& e) {
            m_errors[i] = QString::fromStdString(e.what());
            view->clear();
        }
    }
    // One time scale for every column, so lengths compare at a glance.
    for (auto* view : m_timelines) {
        ViewRange r = view->view();
        r.xlo = -0.02 * longest;
        r.xhi = 1.02 * std::max(longest, 1e-9);
        view->setView(r);
    }
    retranslateUi();
    emit resultsChanged();
}

double CompareView::fastestTime() const {
    double f = -1;
    for (double t : m_times)
        if (t >= 0 && (f < 0 || t < f)) f = t;
    return f;
}

std::vector<std::string> CompareView::fastest() const {
    std::vector<std::string> names;
    const double best = fastestTime();
    const auto chosen = algorithms();
    for (std::size_t i = 0; i < m_times.size(); ++i)
        if (best >= 0 && m_times[i] == best &&
            std::find(names.begin(), names.end(), chosen[i]) == names.end())
            names.push_back(chosen[i]);
    return names;
}

QString CompareView::columnTimeText(int column) const {
    return m_time[static_cast<std::size_t>(column)]->text();
}

void CompareView::computeMap() {
    std::vector<std::string> names;
    for (const auto& n : algorithms())
        if (!n.empty() && std::find(names.begin(), names.end(), n) == names.end())
            names.push_back(n);
    m_map->setMap(
        computeBestMap(names, m_base.toAlgorithmParams(), defaultRatios(), defaultProcs()));
}

void CompareView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void CompareView::retranslateUi() {
    const double fastest = fastestTime();
    for (int c = 0; c < kColumns; ++c) {
        const auto i = static_cast<std::size_t>(c);
        m_choice[i]->setItemText(0, tr("(none)"));
        QString text;
        if (m_scenarios[i]) {
            text = AlgorithmSummary::html(*m_scenarios[i], m_times[i] == fastest);
        } else if (i < m_errors.size() && !m_errors[i].isEmpty()) {
            text = tr("cannot run: %1").arg(m_errors[i].toHtmlEscaped());
        } else {
            text = QStringLiteral("—");
        }
        m_time[i]->setText(text);
    }
    m_computeMap->setText(tr("Compute map"));
    m_exportMap->setText(tr("Export map…"));
    m_mapNote->setText(
        tr("Best of the chosen algorithms for each (g/(L+2o), P), L and o as in the panel; "
           "hatched cells are ties. The dashed line is Gu, Li & Liu's (2002) crossover "
           "g = 0.3884·(L+2o), below which their bound for the Fibonacci split is under the "
           "binomial tree's time. That bound holds as P grows and is not tight; the map "
           "simulates exact times at each P, so its boundary lies elsewhere."));
}

}  // namespace studio
