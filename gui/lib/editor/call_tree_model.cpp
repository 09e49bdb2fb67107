#include "call_tree_model.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

#include "fields/number_format.h"
#include "schedule_document.h"
#include "variant_names.h"

namespace studio::editor {

using ct::bsp::CallNode;

CallTreeModel::CallTreeModel(ScheduleDocument* doc, QObject* parent)
    : QAbstractItemModel(parent), m_doc(doc) {
    connect(doc, &ScheduleDocument::aboutToReset, this, [this] { beginResetModel(); });
    connect(doc, &ScheduleDocument::resetDone, this, [this] {
        rebuild();
        endResetModel();
    });
    connect(doc, &ScheduleDocument::childrenAboutToBeReplaced, this,
            [this](const NodePath& path, int count) {
                beginRemoveRows(indexForPath(path), 0, count - 1);
            });
    connect(doc, &ScheduleDocument::childrenRemoved, this, [this] {
        rebuild();
        endRemoveRows();
    });
    connect(doc, &ScheduleDocument::childrenAboutToBeInserted, this,
            [this](const NodePath& path, int count) {
                beginInsertRows(indexForPath(path), 0, count - 1);
            });
    connect(doc, &ScheduleDocument::childrenInserted, this, [this] {
        rebuild();
        endInsertRows();
    });
    connect(doc, &ScheduleDocument::costsChanged, this, [this] {
        rebuild();
        emitAllChanged({});
        // The seconds column's unit follows the root's time.
        if (m_seconds) emit headerDataChanged(Qt::Horizontal, TimeColumn, TimeColumn);
    });
    rebuild();
}

bool CallTreeModel::hasRoot() const {
    return !m_doc->root().algorithm.empty();
}

void CallTreeModel::setTimeInSeconds(bool seconds) {
    if (seconds == m_seconds) return;
    m_seconds = seconds;
    emit headerDataChanged(Qt::Horizontal, TimeColumn, TimeColumn);
    emitAllChanged({});
}

void CallTreeModel::retranslate() {
    emit headerDataChanged(Qt::Horizontal, 0, NUM_COLUMNS - 1);
    emitAllChanged({});
}

void CallTreeModel::rebuild() {
    m_info.clear();
    if (!hasRoot()) return;
    record(m_doc->root(), nullptr, 0, 1);
    // The critical path: the subcall contributing most, from the root down.
    for (const NodePath& path : criticalPath(m_doc->root()))
        m_info[&nodeAt(m_doc->root(), path)].critical = true;
}

void CallTreeModel::record(const CallNode& n, const CallNode* parent, int row, double times) {
    m_info[&n] = Info{parent, row, times, false};
    for (std::size_t j = 0; j < n.children.size(); ++j)
        record(n.children[j], &n, int(j), times * n.children[j].count);
}

void CallTreeModel::emitAllChanged(const QModelIndex& parent) {
    const int rows = rowCount(parent);
    if (rows == 0) return;
    emit dataChanged(index(0, 0, parent), index(rows - 1, NUM_COLUMNS - 1, parent));
    for (int r = 0; r < rows; ++r)
        emitAllChanged(index(r, 0, parent));
}

const CallNode* CallTreeModel::node(const QModelIndex& index) const {
    return index.isValid() ? static_cast<const CallNode*>(index.internalPointer()) : nullptr;
}

QModelIndex CallTreeModel::indexForPath(const NodePath& path, int column) const {
    if (!hasRoot()) return {};
    QModelIndex at = index(0, 0);
    for (int row : path)
        at = index(row, 0, at);
    return column == 0 ? at : at.siblingAtColumn(column);
}

NodePath CallTreeModel::pathForIndex(const QModelIndex& index) const {
    NodePath path;
    const CallNode* n = node(index);
    while (n) {
        const auto it = m_info.find(n);
        if (it == m_info.end() || !it->second.parent) break;
        path.insert(path.begin(), it->second.row);
        n = it->second.parent;
    }
    return path;
}

QModelIndex CallTreeModel::index(int row, int column, const QModelIndex& parent) const {
    if (row < 0 || column < 0 || column >= NUM_COLUMNS || row >= rowCount(parent)) return {};
    if (!parent.isValid()) return createIndex(row, column, const_cast<CallNode*>(&m_doc->root()));
    const CallNode* p = node(parent);
    return createIndex(row, column, const_cast<CallNode*>(&p->children[std::size_t(row)]));
}

QModelIndex CallTreeModel::parent(const QModelIndex& child) const {
    const CallNode* n = node(child);
    if (!n) return {};
    const auto it = m_info.find(n);
    if (it == m_info.end() || !it->second.parent) return {};
    const CallNode* p = it->second.parent;
    const int row = p == &m_doc->root() ? 0 : m_info.at(p).row;
    return createIndex(row, 0, const_cast<CallNode*>(p));
}

int CallTreeModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) return hasRoot() ? 1 : 0;
    if (parent.column() != 0) return 0;
    return int(node(parent)->children.size());
}

int CallTreeModel::columnCount(const QModelIndex&) const {
    return NUM_COLUMNS;
}

fields::TimeUnit CallTreeModel::secondsUnit() const {
    // One unit for the whole column, the one the root's time calls for (ms for the demo).
    return fields::timeUnitFor(m_doc->toSeconds(m_doc->root().cost));
}

QString CallTreeModel::formatTime(double operations) const {
    if (m_seconds)
        return fields::formatCount(m_doc->toSeconds(operations) * secondsUnit().perSecond);
    // Whole operations with group separators read better than 4.8996e+06 in a column.
    return QLocale().toString(operations, 'f', operations < 100 ? 2 : 0);
}

QString CallTreeModel::timeUnit() const {
    return m_seconds ? secondsUnit().symbol : tr("operations");
}

QVariant CallTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case AlgorithmColumn:
            return tr("algorithm");
        case VariantColumn:
            return tr("variant");
        case InputColumn:
            return tr("input");
        case IndexColumn:
            return tr("index");
        case DataProcsColumn:
            return tr("data procs");
        case CalcProcsColumn:
            return tr("calc procs");
        case CountColumn:
            return tr("count");
        case ParallelColumn:
            return tr("parallel");
        case TimeColumn:
            //: %1 is a time unit such as ms
            return m_seconds ? tr("time [%1]").arg(secondsUnit().symbol) : tr("time [ops]");
        case ShareColumn:
            return tr("share");
        default:
            return {};
    }
}

QVariant CallTreeModel::display(const CallNode& n, const Info& info, int column) const {
    switch (column) {
        case AlgorithmColumn:
            return QString::fromStdString(n.algorithm);
        case VariantColumn:
            return translatedVariantName(n.variantName);
        case InputColumn:
            return QString::fromStdString(n.input.toString());
        case IndexColumn:
            return info.row + 1;  // CallTreeEdit counts subcalls from 1
        case DataProcsColumn:
            return n.dataProcs;
        case CalcProcsColumn:
            return n.calcProcs;
        case CountColumn:
            return n.count;
        case ParallelColumn:
            return n.parallel;
        case TimeColumn:
            return formatTime(n.cost);
        case ShareColumn: {
            const double total = m_doc->root().cost;
            const double share = total > 0 ? 100.0 * info.multiplicity * n.cost / total : 0;
            return tr("%1 %").arg(QLocale().toString(share, 'f', 1));
        }
        default:
            return {};
    }
}

QVariant CallTreeModel::data(const QModelIndex& index, int role) const {
    const CallNode* n = node(index);
    if (!n) return {};
    const Info& info = m_info.at(n);
    const bool optimal = marksAt(m_doc->marks(), pathForIndex(index)).optimal;
    switch (role) {
        case Qt::DisplayRole:
            return display(*n, info, index.column());
        case Qt::EditRole:
            switch (index.column()) {
                case AlgorithmColumn:
                    return QString::fromStdString(n->algorithm);
                case VariantColumn:
                    return n->variant;
                case CalcProcsColumn:
                    return n->calcProcs;
                default:
                    return display(*n, info, index.column());
            }
        case Qt::ToolTipRole:
            return toolTip(*n, index);
        case Qt::TextAlignmentRole:
            return index.column() >= IndexColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                 : QVariant();
        case Qt::FontRole: {
            if (!optimal && !info.critical) return {};
            QFont font;
            font.setItalic(optimal);
            font.setBold(info.critical);
            return font;
        }
        case Qt::BackgroundRole:
            return info.critical ? QBrush(QColor(255, 236, 179)) : QVariant();
        case PathRole: {
            QList<int> path;
            for (int row : pathForIndex(index))
                path << row;
            return QVariant::fromValue(path);
        }
        case CostRole:
            return n->cost;
        case OptimalRole:
            return optimal;
        case CriticalRole:
            return info.critical;
        case ChoicesRole:
            return choices(*n, index);
        default:
            return {};
    }
}

QVariant CallTreeModel::toolTip(const CallNode& n, const QModelIndex& index) const {
    const ct::bsp::Algorithm* a = m_doc->library().algorithm(n.algorithm);
    QString text;
    switch (index.column()) {
        case AlgorithmColumn:
            if (a)
                text = tr("<b>%1</b> (%2)<br>%3<br>Own time: %4<br>Source: %5")
                           .arg(QString::fromStdString(a->name),
                                QString::fromUtf8(ct::scheduleName(a->problem)),
                                QString::fromStdString(a->summary).toHtmlEscaped(),
                                QString::fromStdString(a->cost).toHtmlEscaped(),
                                QString::fromStdString(a->source).toHtmlEscaped());
            break;
        case VariantColumn:
            if (a)
                text = tr("Variant %1 of %2: %3")
                           .arg(n.variant + 1)
                           .arg(a->variantCount({n.input, n.dataProcs, n.calcProcs}))
                           .arg(translatedVariantName(n.variantName));
            break;
        case TimeColumn:
            text = tr("Own time %1, with subcalls %2 (one instance)")
                       .arg(formatTime(ownTime(n, m_doc->library(), m_doc->bsp())),
                            formatTime(n.cost));
            break;
        default:
            break;
    }
    if (marksAt(m_doc->marks(), pathForIndex(index)).optimal) {
        if (!text.isEmpty()) text += QStringLiteral("<br>");
        text += tr("<i>Filled in with the optimal schedule for this subproblem.</i>");
    }
    return text.isEmpty() ? QVariant() : QVariant(text);
}

QVariant CallTreeModel::choices(const CallNode& n, const QModelIndex& index) const {
    const ct::bsp::Library& lib = m_doc->library();
    const NodePath path = pathForIndex(index);
    const int maxCalc = m_doc->maxCalcProcs(path);
    QVariantList out;
    auto add = [&out](const QString& text, const QVariant& value, const QString& tip) {
        out << QVariantMap{{QStringLiteral("text"), text},
                           {QStringLiteral("value"), value},
                           {QStringLiteral("toolTip"), tip}};
    };
    switch (index.column()) {
        case AlgorithmColumn:
            for (const std::string& name : applicableAlgorithms(n, lib, maxCalc)) {
                const ct::bsp::Algorithm* a = lib.algorithm(name);
                add(QString::fromStdString(name), QString::fromStdString(name),
                    QString::fromStdString(a->summary));
            }
            break;
        case VariantColumn:
            if (const ct::bsp::Algorithm* a = lib.algorithm(n.algorithm)) {
                const ct::bsp::CallArgs args{n.input, n.dataProcs, n.calcProcs};
                for (int v = 0; v < a->variantCount(args); ++v)
                    add(translatedVariantName(a->variantName(args, v)), v,
                        tr("Variant %1: %2")
                            .arg(v + 1)
                            .arg(QString::fromStdString(a->variantTag(args, v))));
            }
            break;
        case CalcProcsColumn:
            if (const ct::bsp::Algorithm* a = lib.algorithm(n.algorithm))
                for (int p : a->validProcs(n.input, n.dataProcs, maxCalc))
                    add(QString::number(p), p, tr("%1 processors").arg(p));
            break;
        default:
            break;
    }
    return out;
}

Qt::ItemFlags CallTreeModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const int c = index.column();
    if (c == AlgorithmColumn || c == VariantColumn || c == CalcProcsColumn) {
        if (choices(*node(index), index).toList().size() > 1) f |= Qt::ItemIsEditable;
    }
    return f;
}

bool CallTreeModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    const CallNode* n = node(index);
    if (!n || role != Qt::EditRole) return false;
    const NodePath path = pathForIndex(index);
    bool ok = false;
    switch (index.column()) {
        case AlgorithmColumn:
            if (value.toString() == QString::fromStdString(n->algorithm)) return false;
            ok = m_doc->chooseAlgorithm(path, value.toString().toStdString());
            break;
        case VariantColumn:
            if (value.toInt() == n->variant) return false;
            ok = m_doc->chooseVariant(path, value.toInt());
            break;
        case CalcProcsColumn:
            if (value.toInt() == n->calcProcs) return false;
            ok = m_doc->chooseCalcProcs(path, value.toInt());
            break;
        default:
            return false;
    }
    if (!ok) emit editRefused(m_doc->errorText());
    return ok;
}

}  // namespace studio::editor
