#include "visual/animation_bar.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>

#include "fields/number_format.h"
#include "visual/model_time_format.h"

namespace studio {

AnimationBar::AnimationBar(AnimationController* controller, QWidget* parent)
    : QWidget(parent),
      m_controller(controller),
      m_play(new QToolButton(this)),
      m_step(new QToolButton(this)),
      m_speed(new QComboBox(this)),
      m_slider(new QSlider(Qt::Horizontal, this)),
      m_time(new QLabel(this)),
      m_counter(new QLabel(this)),
      m_export(new QToolButton(this)) {
    m_slider->setRange(0, kSliderSteps);
    for (double s : {0.25, 0.5, 1.0, 2.0, 4.0, 8.0})
        m_speed->addItem(QString(), s);  // named in retranslateUi, in the language's digits
    m_speed->setCurrentIndex(2);
    m_time->setMinimumWidth(120);
    m_slider->setMinimumWidth(80);
    // Long translations of the counter wrap instead of widening the page past a 1024-pixel window.
    m_counter->setWordWrap(true);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_play);
    layout->addWidget(m_step);
    layout->addWidget(m_speed);
    layout->addWidget(m_slider, 1);
    // The time over the counter: side by side they squeezed the slider away in German.
    auto* readout = new QVBoxLayout;
    readout->setSpacing(0);
    readout->addWidget(m_time);
    readout->addWidget(m_counter);
    layout->addLayout(readout);
    layout->addWidget(m_export);

    connect(m_play, &QToolButton::clicked, controller, &AnimationController::togglePlay);
    connect(m_step, &QToolButton::clicked, controller, &AnimationController::stepNext);
    connect(m_speed, &QComboBox::currentIndexChanged, this,
            [this](int) { m_controller->setSpeed(m_speed->currentData().toDouble()); });
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
        if (m_updatingSlider) return;
        m_controller->pause();
        m_controller->setTime(m_controller->total() * v / kSliderSteps);
    });
    connect(controller, &AnimationController::timeChanged, this, &AnimationBar::onTime);
    connect(controller, &AnimationController::playingChanged, this, &AnimationBar::retranslateUi);
    connect(m_export, &QToolButton::clicked, this, &AnimationBar::exportRequested);
    retranslateUi();
}

void AnimationBar::setHolding(int holding, int ranks) {
    m_holding = holding;
    m_ranks = ranks;
    m_counter->setText(tr("%1 / %2 ranks hold the data").arg(holding).arg(ranks));
}

void AnimationBar::onTime(double t) {
    const double total = m_controller->total();
    m_updatingSlider = true;
    m_slider->setValue(total > 0 ? static_cast<int>(std::lround(t / total * kSliderSteps)) : 0);
    m_updatingSlider = false;
    // The unit of the whole run, so that the readout does not jump from µs to ms while it plays.
    m_time->setText(tr("t = %1").arg(formatModelTime(t, modelTimeUnitFor(total, m_unit))));
}

void AnimationBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void AnimationBar::retranslateUi() {
    m_play->setText(m_controller->playing() ? tr("Pause") : tr("Play"));
    m_step->setText(tr("Step"));
    m_step->setToolTip(tr("Go to the next event: a send starting or a rank receiving"));
    for (int i = 0; i < m_speed->count(); ++i)
        m_speed->setItemText(i,
                             tr("%1×").arg(fields::formatCount(m_speed->itemData(i).toDouble())));
    m_speed->setToolTip(tr("Playback speed (1× plays the whole run in %1)")
                            .arg(fields::formatDuration(AnimationController::kBaseSeconds)));
    m_slider->setToolTip(tr("Scrub through the run"));
    m_export->setText(tr("Export animation…"));
    m_export->setToolTip(tr("Save the animation as an animated GIF or as PNG frames"));
    setHolding(m_holding, m_ranks);
    onTime(m_controller->time());
}

}  // namespace studio
