#pragma once
// The animation's controls: play/pause, step to the next event, speed, a scrub slider over the
// run's time, the cursor time and how many ranks hold the data, and the export of the animation.
#include <QWidget>
#include <string>

#include "visual/animation_controller.h"

class QComboBox;
class QLabel;
class QSlider;
class QToolButton;

namespace studio {

class AnimationBar : public QWidget {
    Q_OBJECT

public:
    static constexpr int kSliderSteps = 1000;

    explicit AnimationBar(AnimationController* controller, QWidget* parent = nullptr);

    // The counter's text: "12 / 16 ranks hold the data".
    void setHolding(int holding, int ranks);
    // The model's time unit ("cycles", "us"); t is shown in the unit the whole run calls for.
    void setUnit(const std::string& unit) { m_unit = unit; }

    QToolButton* playButton() const { return m_play; }
    QToolButton* stepButton() const { return m_step; }
    QSlider* slider() const { return m_slider; }
    QComboBox* speedBox() const { return m_speed; }
    QLabel* counterLabel() const { return m_counter; }
    QLabel* timeLabel() const { return m_time; }

signals:
    void exportRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void onTime(double t);
    void retranslateUi();

    AnimationController* m_controller;
    QToolButton* m_play;
    QToolButton* m_step;
    QComboBox* m_speed;
    QSlider* m_slider;
    QLabel* m_time;
    QLabel* m_counter;
    QToolButton* m_export;
    std::string m_unit;
    int m_holding = 0;
    int m_ranks = 0;
    bool m_updatingSlider = false;
};

}  // namespace studio
