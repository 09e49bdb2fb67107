#pragma once
// How the Studio's Qt Charts look, the same in every chart (measured vs predicted, the BSP
// predictions): numbers in the language's digits, and little margin, since at 1024×700 Qt's
// default margins left the plots so small that their axis titles were cut ("tim…").
// With localized numbers an axis's label format needs a precision ("%.0f", "%.4g"): Qt 6.4
// prints no label at all for a bare "%g".
#include <QChart>
#include <QGraphicsLayout>
#include <QLocale>
#include <QMargins>

namespace studio {

inline void styleChart(QChart* chart) {
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
}

}  // namespace studio
