#include "machine_table_model.h"

#include <algorithm>
#include <cmath>

#include "fields/number_format.h"
#include "machine_edit.h"
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
            return index.column() == ProcsColumn ? fields::formatCount(v)
                                                 : fields::formatCount(v, 6);
        case Qt::EditRole:
            // A whole-number editor for p.
            return index.column() == ProcsColumn ? QVariant(int(v)) : QVariant(v);
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
    return f | Qt::ItemIsEditable;
}

bool MachineTableModel::setData(const QModelIndex& index, const QVariant& v, int role) {
    if (role != Qt::EditRole || !index.isValid()) return false;
    if (index.column() == ProcsColumn) return changeProcs(index.row(), v);
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
    return m_doc->setMachine(asEdited(m_doc->schedule().machine, m),
                             tr("Set %1 for p = %2")
                                 .arg(headerData(index.column(), Qt::Horizontal).toString())
                                 .arg(e.procs));
}

bool MachineTableModel::refuse(const QString& reason) {
    emit editRefused(reason);
    return false;
}

int MachineTableModel::rowOf(int procs) const {
    const auto& entries = m_doc->bsp().entries;
    for (std::size_t i = 0; i < entries.size(); ++i)
        if (entries[i].procs == procs) return int(i);
    return -1;
}

int MachineTableModel::suggestedProcs() const {
    const auto& entries = m_doc->bsp().entries;
    if (entries.empty()) return kMinProcs;
    if (entries.back().procs <= kMaxProcs / 2) return entries.back().procs * 2;
    for (int p = kMinProcs; p <= kMaxProcs; ++p)
        if (rowOf(p) < 0) return p;
    return 0;
}

bool MachineTableModel::addRow(int procs) {
    if (procs < kMinProcs || procs > kMaxProcs)
        return refuse(tr("p must be a whole number from %1 to %2")
                          .arg(fields::formatCount(kMinProcs), fields::formatCount(kMaxProcs)));
    if (rowOf(procs) >= 0) return refuse(tr("the table has a row for p = %1 already").arg(procs));
    ct::bsp::MachineProfile m = m_doc->schedule().machine;
    const ct::bsp::BspProfile& bsp = m_doc->bsp();
    // The numbers the model already uses for this p (interpolated or the nearest row's), so a
    // new row changes no cost until it is edited.
    const ct::bsp::BspEntry row{procs, bsp.g(procs), bsp.L(procs), bsp.B(procs), bsp.s(procs)};
    const auto at = std::lower_bound(m.bsp.entries.begin(), m.bsp.entries.end(), procs,
                                     [](const ct::bsp::BspEntry& e, int p) { return e.procs < p; });
    m.bsp.entries.insert(at, row);
    return m_doc->setMachine(asEdited(m_doc->schedule().machine, m),
                             tr("Add the row p = %1").arg(procs));
}

bool MachineTableModel::removeRowAt(int row) {
    ct::bsp::MachineProfile m = m_doc->schedule().machine;
    if (row < 0 || std::size_t(row) >= m.bsp.entries.size())
        return refuse(tr("choose a row of the machine table to remove"));
    if (m.bsp.entries.size() == 1)
        return refuse(tr("the last row cannot be removed: a profile needs at least one"));
    const int procs = m.bsp.entries[std::size_t(row)].procs;
    m.bsp.entries.erase(m.bsp.entries.begin() + row);
    return m_doc->setMachine(asEdited(m_doc->schedule().machine, m),
                             tr("Remove the row p = %1").arg(procs));
}

bool MachineTableModel::changeProcs(int row, const QVariant& value) {
    bool ok = false;
    const double x = value.toDouble(&ok);
    if (!ok || x != std::floor(x) || x < kMinProcs || x > kMaxProcs)
        return refuse(tr("p must be a whole number from %1 to %2")
                          .arg(fields::formatCount(kMinProcs), fields::formatCount(kMaxProcs)));
    const int procs = int(x);
    ct::bsp::MachineProfile m = m_doc->schedule().machine;
    const int old = m.bsp.entries.at(std::size_t(row)).procs;
    if (procs == old) return false;
    if (rowOf(procs) >= 0) return refuse(tr("the table has a row for p = %1 already").arg(procs));
    m.bsp.entries[std::size_t(row)].procs = procs;
    std::sort(
        m.bsp.entries.begin(), m.bsp.entries.end(),
        [](const ct::bsp::BspEntry& a, const ct::bsp::BspEntry& b) { return a.procs < b.procs; });
    return m_doc->setMachine(asEdited(m_doc->schedule().machine, m),
                             tr("Change p = %1 to %2").arg(old).arg(procs));
}

}  // namespace studio::editor
