#pragma once
// Draws one broadcast tree from its TreeLayout: ranks as circles holding the rank and the time it
// holds the message, edges labelled with the parent's send order (0 first). The drawing fits the
// view on every resize; Ctrl+wheel zooms.
#include <QGraphicsView>
#include <QString>
#include <optional>
#include <vector>

#include "algorithm_run.h"

namespace studio {

class BroadcastTreeView : public QGraphicsView {
    Q_OBJECT

public:
    explicit BroadcastTreeView(QWidget* parent = nullptr);

    void showRun(const AlgorithmRun& run);
    void clear();

    int nodeCount() const { return static_cast<int>(m_toolTips.size()); }
    // The tooltip of rank r's node (rich text), for tests and accessibility.
    QString nodeToolTip(ct::Rank r) const;
    // The view's current scale: scene units to pixels.
    double zoom() const;
    void fitToView();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void rebuildScene();
    QString toolTipFor(ct::Rank r) const;

    std::optional<AlgorithmRun> m_run;
    std::vector<QString> m_toolTips;
};

}  // namespace studio
