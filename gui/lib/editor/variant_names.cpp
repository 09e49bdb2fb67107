#include "editor/variant_names.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace studio::editor {
QString translatedVariantName(const std::string& coreName) {
    const QString name = QString::fromStdString(coreName);
    // The patterns core/schedule writes (broadcast, prefix, MST and LogP algorithms).
    static const QRegularExpression degree(QStringLiteral("^degree (\\d+)$"));
    static const QRegularExpression blocks(QStringLiteral("^(\\d+) blocks$"));
    static const QRegularExpression radix(QStringLiteral("^radix (\\d+)$"));
    static const QRegularExpression boruvka(QStringLiteral("^(\\d+) BoruvkaSteps$"));
    static const QRegularExpression logp(QStringLiteral("^LogP (.+)$"));
    if (auto m = degree.match(name); m.hasMatch())
        return QCoreApplication::translate("VariantNames", "degree %1").arg(m.captured(1));
    if (auto m = blocks.match(name); m.hasMatch())
        return QCoreApplication::translate("VariantNames", "%1 blocks").arg(m.captured(1));
    if (auto m = radix.match(name); m.hasMatch())
        return QCoreApplication::translate("VariantNames", "radix %1").arg(m.captured(1));
    if (auto m = boruvka.match(name); m.hasMatch())
        return QCoreApplication::translate("VariantNames", "%1 Borůvka steps").arg(m.captured(1));
    if (auto m = logp.match(name); m.hasMatch())
        return QCoreApplication::translate("VariantNames", "LogP %1").arg(m.captured(1));
    if (name == QLatin1String("reduce, then broadcast"))
        return QCoreApplication::translate("VariantNames", "reduce, then broadcast");
    if (name == QLatin1String("local scan + boundary scan"))
        return QCoreApplication::translate("VariantNames", "local scan + boundary scan");
    return name;
}

}  // namespace studio::editor
