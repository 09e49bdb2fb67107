#pragma once
// Compare mode: up to four algorithms on the same parameters, each as a timeline column with a
// line on what it does and its completion time beside its closed formula (the fastest marked, all
// on one time scale), and below them the map of the best algorithm over (g/(L+2o), P).
#include <QWidget>
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "visual/visual_parameters.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace studio {

class BestMapView;
class TimelineView;
struct Scenario;

class CompareView : public QWidget {
    Q_OBJECT

public:
    static constexpr int kColumns = 4;

    explicit CompareView(QWidget* parent = nullptr);

    // The parameters of the main panel; the columns replace only the algorithm.
    void setBaseParameters(const VisualParameters& p);
    // Chooses the algorithms ("" leaves a column empty) and rebuilds.
    void setAlgorithms(const std::vector<std::string>& names);
    std::vector<std::string> algorithms() const;
    // Per column: simulated completion time, -1 for an empty or failed column.
    std::vector<double> completionTimes();
    // The column's explanation, time and formula check (rich text).
    QString columnTimeText(int column) const;
    // The chosen algorithms with the smallest simulated time (ties included) and that time, as of
    // the last rebuild (-1 and none when no column ran).
    std::vector<std::string> fastest() const;
    double fastestTime() const;
    // True while the columns wait for new parameters (the page is hidden) or never ran.
    bool isStale() const { return m_dirty || !m_haveBase; }
    // A column's scenario as of the last rebuild (null for an empty or failed column).
    std::shared_ptr<const Scenario> scenario(int column) const {
        return m_scenarios[static_cast<std::size_t>(column)];
    }
    void computeMap();
    BestMapView* mapView() const { return m_map; }
    TimelineView* timeline(int column) const {
        return m_timelines[static_cast<std::size_t>(column)];
    }

signals:
    // The columns were rebuilt (new parameters or algorithms).
    void resultsChanged();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void rebuild();
    void retranslateUi();

    VisualParameters m_base;
    std::array<QComboBox*, kColumns> m_choice{};
    std::array<QLabel*, kColumns> m_time{};
    std::array<TimelineView*, kColumns> m_timelines{};
    std::array<std::shared_ptr<const Scenario>, kColumns> m_scenarios{};
    std::vector<double> m_times;
    std::vector<QString> m_errors;
    BestMapView* m_map;
    QPushButton* m_computeMap;
    QPushButton* m_exportMap;
    QLabel* m_mapNote;
    bool m_haveBase = false;
    bool m_dirty = false;  // parameters changed while hidden: rebuild when shown
};

}  // namespace studio
