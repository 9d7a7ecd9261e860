#include "FigureComparisonModel.h"

#include <QColor>
#include <QLocale>

namespace hg {

namespace {
enum Part { A, B, Change, PartCount };
}

FigureComparisonModel::FigureComparisonModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void FigureComparisonModel::setComparison(std::shared_ptr<const FigureComparison> comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    endResetModel();
}

int FigureComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_comparison ? 0 : int(m_comparison->rows.size());
}

int FigureComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_comparison ? 0 : kFixedColumns + int(m_comparison->columns.size()) * PartCount;
}

QVariant FigureComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!m_comparison || !index.isValid())
        return {};
    const FigureComparison::Row &row = m_comparison->rows[std::size_t(index.row())];
    if (index.column() < kFixedColumns) {
        const QString &text = index.column() == 0 ? row.group : row.name;
        if (role == Qt::DisplayRole || role == SortRole || role == Qt::ToolTipRole)
            return text;
        return {};
    }
    const int figure = (index.column() - kFixedColumns) / PartCount;
    const int part = (index.column() - kFixedColumns) % PartCount;
    const double a = row.a[std::size_t(figure)], b = row.b[std::size_t(figure)];
    const double value = part == A ? a : part == B ? b : FigureComparison::change(a, b);
    switch (role) {
    case Qt::DisplayRole: {
        if (FigureTable::isNone(value))
            return QString();
        const int decimals = m_comparison->columns[std::size_t(figure)].decimals;
        const QString text = QLocale().toString(value, 'f', decimals);
        return part == Change && value > 0 ? QStringLiteral("+") + text : text;
    }
    case SortRole: return FigureTable::isNone(value) ? -1e300 : value;
    case Qt::TextAlignmentRole: return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (part == Change && !FigureTable::isNone(value) && value != 0)
            return value > 0 ? QColor(190, 30, 30) : QColor(30, 80, 200);
        break;
    }
    return {};
}

QVariant FigureComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || !m_comparison)
        return {};
    if (section < kFixedColumns) {
        if (role == Qt::DisplayRole)
            return section == 0 ? tr("Group") : tr("Name");
        return {};
    }
    const FigureTable::Column &column = m_comparison->columns[std::size_t((section - kFixedColumns) / PartCount)];
    const int part = (section - kFixedColumns) % PartCount;
    switch (role) {
    case Qt::DisplayRole: return part == A ? tr("%1 A").arg(column.name) : part == B ? tr("%1 B").arg(column.name) : tr("%1 Δ").arg(column.name);
    case Qt::ToolTipRole: return column.tooltip;
    case Qt::TextAlignmentRole: return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

} // namespace hg
