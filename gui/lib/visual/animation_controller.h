#pragma once
// The animation clock shared by the timeline and the tree: a time cursor in model units that
// plays at a chosen speed (the whole run lasts `baseSeconds` at 1×), pauses, steps to the next
// event (a send starting or a rank getting its data) and can be set directly by a scrub slider.
#include <QElapsedTimer>
#include <QObject>
#include <functional>

class QTimer;

namespace studio {

class AnimationController : public QObject {
    Q_OBJECT

public:
    static constexpr double kBaseSeconds = 8;

    explicit AnimationController(QObject* parent = nullptr);

    // New run: total time and the next event after a time (for stepping); the cursor goes to
    // the end (the whole run shown) until the user plays, steps or scrubs.
    void setRun(double total, std::function<double(double)> nextEvent);
    double total() const { return m_total; }
    double time() const { return m_time; }
    bool playing() const { return m_playing; }
    double speed() const { return m_speed; }

    void setTime(double t);
    void setSpeed(double factor);
    void play();
    void pause();
    void togglePlay();
    // Moves to the next event time after the cursor (pauses first).
    void stepNext();
    // Advances as if `seconds` of wall time had passed while playing (used by the timer).
    void advance(double seconds);

signals:
    void timeChanged(double t);
    void playingChanged(bool playing);

private:
    void tick();

    QTimer* m_timer;
    QElapsedTimer m_clock;
    double m_total = 0;
    double m_time = 0;
    double m_speed = 1;
    bool m_playing = false;
    std::function<double(double)> m_nextEvent;
};

}  // namespace studio
