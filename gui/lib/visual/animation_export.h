#pragma once
// Records an animation: sets the cursor to evenly spaced times from 0 to the end, renders a view
// for each and writes an animated GIF (path ends in .gif) or numbered PNG frames into a folder.
#include <QString>
#include <functional>

class QWidget;

namespace studio {

struct AnimationExport {
    int frames = 60;
    int delayCentiseconds = 8;  // ~12 frames per second
    int maxWidth = 960;         // frames are scaled down to this width
};

// Returns an empty string on success, else a translated message. `setTime` must leave the view
// ready to render (replotted) when it returns.
QString exportAnimation(QWidget* view, const std::function<void(double)>& setTime, double total,
                        const QString& path, const AnimationExport& options = {});

}  // namespace studio
