#include "runs/run_plan.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>

namespace studio::runs {
namespace {

constexpr qint64 kMaxBytes = 2147483647;  // the runner's limit: counts fit an int
constexpr int kMaxSizes = 64;
constexpr int kMaxReps = 100000000;  // the runner's limit for min_reps and max_reps

std::optional<qint64> parseSize(QString part) {
    part = part.trimmed();
    static const QRegularExpression re(QStringLiteral("^(\\d+)\\s*([kKmMgG]?)[bB]?$"));
    const QRegularExpressionMatch m = re.match(part);
    if (!m.hasMatch()) return std::nullopt;
    bool ok = false;
    qint64 value = m.captured(1).toLongLong(&ok);
    if (!ok) return std::nullopt;
    const QString unit = m.captured(2).toUpper();
    const int shift = unit == QLatin1String("K")   ? 10
                      : unit == QLatin1String("M") ? 20
                      : unit == QLatin1String("G") ? 30
                                                   : 0;
    if (value > (kMaxBytes >> shift)) return std::nullopt;
    return value << shift;
}

}  // namespace

QJsonDocument planDocument(const PlanSpec& spec) {
    QJsonArray sizes, roots;
    for (qint64 s : spec.sizes)
        sizes.append(s);
    for (int r : spec.roots)
        roots.append(r);
    QJsonArray cases;
    if (!spec.scheduleFile.isEmpty()) {
        QJsonObject c{{QStringLiteral("schedule"), spec.scheduleFile},
                      {QStringLiteral("bytes"), sizes},
                      {QStringLiteral("roots"), roots}};
        if (spec.scheduleProcs > 0) c.insert(QStringLiteral("procs"), spec.scheduleProcs);
        cases.append(c);
    }
    for (const QString& algorithm : spec.algorithms) {
        QJsonObject c{{QStringLiteral("algorithm"), algorithm},
                      {QStringLiteral("bytes"), sizes},
                      {QStringLiteral("roots"), roots}};
        if (!spec.baseline.isEmpty()) {
            bool isNumber = false;
            const int n = spec.baseline.toInt(&isNumber);
            c.insert(QStringLiteral("baseline"),
                     isNumber ? QJsonValue(n) : QJsonValue(spec.baseline));
        }
        cases.append(c);
    }
    const TimingPolicy& t = spec.timing;
    const QJsonObject timing{{QStringLiteral("warmup"), t.warmup},
                             {QStringLiteral("min_reps"), t.minReps},
                             {QStringLiteral("min_seconds"), t.minSeconds},
                             {QStringLiteral("max_reps"), t.maxReps},
                             {QStringLiteral("timeout_seconds"), t.timeoutSeconds}};
    return QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("calltree-plan")},
                                     {QStringLiteral("version"), 1},
                                     {QStringLiteral("timing"), timing},
                                     {QStringLiteral("cases"), cases}});
}

bool writePlan(const QString& fileName, const PlanSpec& spec, QString* error) {
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(planDocument(spec).toJson()) < 0 ||
        !file.commit()) {
        *error =
            QCoreApplication::translate("studio::runs::RunPlan", "Cannot write the run plan %1: %2")
                .arg(fileName, file.errorString());
        return false;
    }
    return true;
}

std::optional<QList<qint64>> parseSizes(const QString& text, QString* error) {
    QList<qint64> sizes;
    const QStringList range = text.split(QStringLiteral(".."));
    if (range.size() == 2) {
        const auto from = parseSize(range[0]), to = parseSize(range[1]);
        if (!from || !to || *from > *to) {
            *error = QCoreApplication::translate(
                         "studio::runs::RunPlan",
                         "The size range '%1' must read FROM..TO with FROM ≤ TO, e.g. 8..1M.")
                         .arg(text.trimmed());
            return std::nullopt;
        }
        // 0 doubles to 0 forever: start the doubling at 1 then.
        sizes << *from;
        for (qint64 s = std::max<qint64>(*from, 1) * 2; s <= *to && sizes.size() <= kMaxSizes;
             s *= 2)
            sizes << s;
        if (*from == 0 && *to >= 1) sizes.insert(1, 1);
    } else {
        for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (part.trimmed().isEmpty()) continue;  // "8, , 16" and a blank field
            const auto size = parseSize(part);
            if (!size) {
                *error = QCoreApplication::translate(
                             "studio::runs::RunPlan",
                             "'%1' is not a message size: use bytes from 0 to 2147483647, "
                             "optionally with K, M or G (e.g. 8, 64K, 1M).")
                             .arg(part.trimmed());
                return std::nullopt;
            }
            sizes << *size;
        }
    }
    if (sizes.isEmpty()) {
        *error = QCoreApplication::translate(
            "studio::runs::RunPlan", "Give at least one message size, e.g. 8, 1K, 1M or 8..1M.");
        return std::nullopt;
    }
    if (sizes.size() > kMaxSizes) {
        *error = QCoreApplication::translate("studio::runs::RunPlan",
                                             "%1 sizes are too many for one run: use at most %2.")
                     .arg(sizes.size())
                     .arg(kMaxSizes);
        return std::nullopt;
    }
    return sizes;
}

std::optional<QList<int>> parseRoots(const QString& text, QString* error) {
    QList<int> roots;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int r = part.trimmed().toInt(&ok);
        if (!ok || r < 0) {
            *error =
                QCoreApplication::translate("studio::runs::RunPlan",
                                            "'%1' is not a root: use rank numbers such as 0, 1.")
                    .arg(part.trimmed());
            return std::nullopt;
        }
        roots << r;
    }
    if (roots.isEmpty()) {
        *error = QCoreApplication::translate("studio::runs::RunPlan",
                                             "Give at least one root rank, e.g. 0.");
        return std::nullopt;
    }
    return roots;
}

QStringList validatePlan(const PlanSpec& spec, int ranks) {
    QStringList problems;
    if (spec.scheduleFile.isEmpty() && spec.algorithms.isEmpty())
        problems << QCoreApplication::translate(
            "studio::runs::RunPlan",
            "Nothing to run: choose the open schedule or at least one algorithm.");
    if (spec.sizes.isEmpty())
        problems << QCoreApplication::translate("studio::runs::RunPlan",
                                                "Give at least one message size.");
    for (qint64 s : spec.sizes)
        if (s < 0 || s > kMaxBytes) {
            problems << QCoreApplication::translate(
                            "studio::runs::RunPlan",
                            "The size %1 is outside 0…2147483647 bytes: change it.")
                            .arg(s);
            break;
        }
    for (int r : spec.roots)
        if (r < 0 || r >= ranks) {
            problems << QCoreApplication::translate(
                            "studio::runs::RunPlan",
                            "Root %1 does not exist with %2 ranks: use roots from 0 to %3.")
                            .arg(r)
                            .arg(ranks)
                            .arg(ranks - 1);
            break;
        }
    const TimingPolicy& t = spec.timing;
    if (t.warmup < 0 || t.minReps < 1 || t.maxReps < t.minReps || t.maxReps > kMaxReps)
        problems << QCoreApplication::translate(
            "studio::runs::RunPlan",
            "Repetitions: use a minimum of at least 1 and a maximum not below it, at most "
            "100000000.");
    if (t.minSeconds < 0 || t.timeoutSeconds <= 0)
        problems << QCoreApplication::translate(
            "studio::runs::RunPlan",
            "Timing: the minimum time must be ≥ 0 and the case timeout > 0 seconds.");
    return problems;
}

}  // namespace studio::runs
