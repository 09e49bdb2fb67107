#include "visual/animation_controller.h"

#include <QTimer>
#include <algorithm>

namespace studio {

AnimationController::AnimationController(QObject* parent)
    : QObject(parent), m_timer(new QTimer(this)) {
    m_timer->setInterval(33);  // about 30 frames per second
    connect(m_timer, &QTimer::timeout, this, &AnimationController::tick);
}

void AnimationController::setRun(double total, std::function<double(double)> nextEvent) {
    pause();
    m_total = std::max(total, 0.0);
    m_nextEvent = std::move(nextEvent);
    setTime(m_total);
}

void AnimationController::setTime(double t) {
    m_time = std::clamp(t, 0.0, m_total);
    emit timeChanged(m_time);
}

void AnimationController::setSpeed(double factor) {
    m_speed = factor > 0 ? factor : 1;
}

void AnimationController::play() {
    if (m_playing) return;
    if (m_time >= m_total) setTime(0);  // replay from the start
    m_playing = true;
    m_clock.start();
    m_timer->start();
    emit playingChanged(true);
}

void AnimationController::pause() {
    if (!m_playing) return;
    m_playing = false;
    m_timer->stop();
    emit playingChanged(false);
}

void AnimationController::togglePlay() {
    m_playing ? pause() : play();
}

void AnimationController::stepNext() {
    pause();
    setTime(m_nextEvent ? m_nextEvent(m_time) : m_total);
}

void AnimationController::advance(double seconds) {
    if (m_total <= 0) return;
    setTime(m_time + seconds * m_speed * m_total / kBaseSeconds);
    if (m_time >= m_total) pause();
}

void AnimationController::tick() {
    const double seconds = static_cast<double>(m_clock.restart()) / 1000.0;
    advance(seconds);
}

}  // namespace studio
