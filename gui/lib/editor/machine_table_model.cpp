#include "machine_table_model.h"

#include <QLocale>

#include "schedule_document.h"

namespace studio::editor {

MachineTableModel::MachineTableModel(ScheduleDocument* doc, QObject* parent)
    : QAbstractTableModel(parent), m_doc(doc) {
    m_rows = int(doc->bsp().entries.size());
    // A new profile may have another number of rows: reset; otherwise only values changed.
    auto refresh = [this] {
        const int rows = int(m_doc->bsp().entries.size());
        if (rows != m_rows) {
            beginResetModel();
            m_rows = rows;
            endResetModel();
        } else if (rows > 0) {
            emit dataChanged(index(0, 0), index(rows - 1, NUM_COLUMNS - 1));
        }
    };
    connect(doc, &ScheduleDocument::machineChanged, this, refresh);
    connect(doc, &ScheduleDocument::resetDone, this, refresh);
}

int MachineTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_rows;
}

int MachineTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

namespace {

double value(const ct::bsp::BspEntry& e, int column) {
    switch (column) {
        case MachineTableModel::ProcsColumn:
            return e.procs;
        case MachineTableModel::GColumn:
            return e.g;
        case MachineTableModel::LColumn:
            return e.L;
        case MachineTableModel::BColumn:
            return e.B;
        case MachineTableModel::SColumn:
            return e.s;
        default:
            return 0;
    }
}

}  // namespace

QVariant MachineTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const auto& entries = m_doc->bsp().entries;
    if (std::size_t(index.row()) >= entries.size()) return {};
    const double v = value(entries[std::size_t(index.row())], index.column());
    switch (role) {
        case Qt::DisplayRole:
            return QLocale().toString(v, 'g', 6);
        case Qt::EditRole:
        case ValueRole:
            return v;
        case Qt::TextAlignmentRole:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
    }
}

QVariant MachineTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role == Qt::ToolTipRole && orientation == Qt::Horizontal) {
        switch (section) {
            case ProcsColumn:
                return tr("Partition size (processors)");
            case GColumn:
                return tr("Operations per byte sent or received");
            case LColumn:
                return tr("Operations per synchronisation");
            case BColumn:
                return tr("Bytes: shorter messages cost as much as B bytes (BSP*)");
            case SColumn:
                return tr("Operations per nanosecond (processor speed)");
            default:
                return {};
        }
    }
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal) return {};
    switch (section) {
        case ProcsColumn:
            return tr("p");
        case GColumn:
            return tr("g [ops/byte]");
        case LColumn:
            return tr("L [ops]");
        case BColumn:
            return tr("B [bytes]");
        case SColumn:
            return tr("s [ops/ns]");
        default:
            return {};
    }
}

Qt::ItemFlags MachineTableModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    // p identifies the row (rows stay sorted and unique), so only the parameters are edited.
    if (index.column() != ProcsColumn) f |= Qt::ItemIsEditable;
    return f;
}

bool MachineTableModel::setData(const QModelIndex& index, const QVariant& v, int role) {
    if (role != Qt::EditRole || !index.isValid() || index.column() == ProcsColumn) return false;
    bool ok = false;
    const double x = v.toDouble(&ok);
    const bool positive = index.column() != LColumn;
    if (!ok || !(x >= 0) || (positive && x <= 0) || x > 1e300) {
        emit editRefused(positive
                             ? tr("%1 must be a positive number")
                                   .arg(headerData(index.column(), Qt::Horizontal).toString())
                             : tr("%1 must be a number of at least 0")
                                   .arg(headerData(index.column(), Qt::Horizontal).toString()));
        return false;
    }
    ct::bsp::MachineProfile m = m_doc->schedule().machine;
    ct::bsp::BspEntry& e = m.bsp.entries.at(std::size_t(index.row()));
    double* field = index.column() == GColumn   ? &e.g
                    : index.column() == LColumn ? &e.L
                    : index.column() == BColumn ? &e.B
                                                : &e.s;
    if (*field == x) return false;
    *field = x;
    return m_doc->setMachine(m, tr("Set %1 for p = %2")
                                    .arg(headerData(index.column(), Qt::Horizontal).toString())
                                    .arg(e.procs));
}

}  // namespace studio::editor
