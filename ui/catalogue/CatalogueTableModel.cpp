#include "catalogue/CatalogueTableModel.h"

#include "catalogue/CatalogueColumnLabels.h"
#include "catalogue/CatalogueRowTemplates.h"
#include "database/CatalogueTables.h"
#include "database/ModelRepository.h"
#include "model/ParameterCount.h"
#include "session/CatalogueStore.h"

#include <QColor>
#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace gputco::ui {
namespace {

const QString kId = QStringLiteral("id");
const QString kBuiltIn = QStringLiteral("built_in");

/// Built-in rows get a light tint (with the Origin column saying so in words, never colour alone).
const QColor kBuiltInTint{0xEE, 0xF5, 0xFB};

/// A models row's parameter counts as core derives them, to read next to the published figure.
QString countedParameters(const SqlRow& row)
{
    const ParameterCounts counts = countParameters(ModelRepository::fromRow(row));
    QString text = QCoreApplication::translate("CatalogueTableModel", "Counted from the architecture: %1 billion")
                       .arg(QString::number(counts.total / 1e9, 'f', 2));
    if (counts.active < counts.total)
        text += QCoreApplication::translate("CatalogueTableModel", ", %1 billion active")
                    .arg(QString::number(counts.active / 1e9, 'f', 2));
    return text;
}

/// How a row is named to a person (undo texts): a card's vendor and model, else its name or provider, else its id.
QString rowLabel(const SqlRow& row)
{
    const QString model = row.value(QStringLiteral("model")).toString();
    if (!model.isEmpty()) {
        const QString vendor = row.value(QStringLiteral("vendor")).toString();
        return vendor.isEmpty() ? model : vendor + u' ' + model;
    }
    for (const char* key : {"name", "provider"}) {
        const QString text = row.value(QString::fromLatin1(key)).toString();
        if (!text.isEmpty())
            return text;
    }
    return row.value(kId).toString();
}

/// Flagged cells (a value outside its row's own range) are drawn in this amber, with a warning sign and a tooltip.
const QColor kFlagColour{0xB2, 0x5E, 0x00};

bool isNumeric(const ColumnSpec& column)
{
    return column.type == ColumnType::Real || column.type == ColumnType::Integer;
}

bool isEmpty(const QVariant& value) { return value.isNull() || value.toString().isEmpty(); }

/// The value to store for an edit: text is parsed as a CSV cell would be, numbers from a spin box are checked
/// as they are. The Error names the column and the allowed range.
Expected<QVariant> storedValue(const ColumnSpec& column, const QVariant& edited)
{
    if (edited.typeId() == QMetaType::QString)
        return parseCell(column, edited.toString());
    QVariant value;
    if (edited.isValid() && !edited.isNull()) {
        if (auto problem = checkValue(column, edited))
            return Error{column.name.toStdString(), problem->toStdString()};
        switch (column.type) {
        case ColumnType::Real: value = edited.toDouble(); break;
        case ColumnType::Integer: value = edited.toLongLong(); break;
        case ColumnType::Boolean: value = edited.toInt(); break;
        default: return parseCell(column, edited.toString());
        }
    } else if (!isNumeric(column)) {
        value = QString();
    }
    if (auto problem = checkValue(column, value))
        return Error{column.name.toStdString(), problem->toStdString()};
    return value;
}

} // namespace

CatalogueTableModel::CatalogueTableModel(CatalogueStore& store, QObject* parent)
    : QAbstractTableModel(parent)
    , store_(store)
    , table_(&cardsTable())
{
    connect(&store_, &CatalogueStore::written, this, &CatalogueTableModel::onStoreWritten);
    setTable(cardsTable());
}

void CatalogueTableModel::setPageRows(int rows) { pageRows_ = std::max(1, rows); }

void CatalogueTableModel::setTable(const TableSpec& table)
{
    beginResetModel();
    table_ = &table;
    columns_.clear();
    idIndex_ = builtInIndex_ = -1;
    for (std::size_t i = 0; i < table.columns.size(); ++i) {
        if (table.columns[i].name == kId)
            idIndex_ = static_cast<int>(i);
        else if (table.columns[i].name == kBuiltIn)
            builtInIndex_ = static_cast<int>(i);
    }
    // Origin first, so a built-in row is recognisable without scrolling; then the columns in CSV order.
    for (std::size_t i = 0; i < table.columns.size(); ++i)
        if (table.columns[i].name == kBuiltIn)
            columns_.push_back(static_cast<int>(i));
    for (std::size_t i = 0; i < table.columns.size(); ++i)
        if (table.columns[i].name != kBuiltIn)
            columns_.push_back(static_cast<int>(i));
    rows_.clear();
    total_ = store_.rowCount(table);
    appendRows(pageRows_);
    endResetModel();
}

void CatalogueTableModel::appendRows(int limit)
{
    const QString after = rows_.empty() ? QString() : idAt(rowCount() - 1);
    std::vector<Values> page = store_.rowPage(*table_, after, limit);
    if (page.empty()) {
        total_ = rowCount(); // nothing after the last row read (another program deleted rows since the count)
        return;
    }
    std::move(page.begin(), page.end(), std::back_inserter(rows_));
    total_ = std::max(total_, rowCount());
}

bool CatalogueTableModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && rowCount() < total_;
}

void CatalogueTableModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent))
        return;
    const QString after = idAt(rowCount() - 1);
    std::vector<Values> page = store_.rowPage(*table_, after, pageRows_);
    if (page.empty()) {
        total_ = rowCount();
        return;
    }
    beginInsertRows({}, rowCount(), rowCount() + static_cast<int>(page.size()) - 1);
    std::move(page.begin(), page.end(), std::back_inserter(rows_));
    total_ = std::max(total_, rowCount());
    endInsertRows();
}

int CatalogueTableModel::loadRowOf(const QString& id)
{
    if (const int row = rowOf(id); row >= 0 || !canFetchMore({}) || (rowCount() > 0 && id < idAt(rowCount() - 1)))
        return row;
    // The id sorts after the rows read so far: read every page up to it (one query), then look again.
    const QString after = rows_.empty() ? QString() : idAt(rowCount() - 1);
    std::vector<Values> page = store_.rowPage(*table_, after, -1, id);
    if (!page.empty()) {
        beginInsertRows({}, rowCount(), rowCount() + static_cast<int>(page.size()) - 1);
        std::move(page.begin(), page.end(), std::back_inserter(rows_));
        total_ = std::max(total_, rowCount());
        endInsertRows();
    }
    return rowOf(id);
}

QVariant CatalogueTableModel::valueOf(const Values& row, const QString& name) const
{
    for (std::size_t i = 0; i < table_->columns.size(); ++i)
        if (table_->columns[i].name == name)
            return row[i];
    return {};
}

SqlRow CatalogueTableModel::sqlRow(const Values& row) const
{
    SqlRow out;
    for (std::size_t i = 0; i < table_->columns.size(); ++i)
        out.insert(table_->columns[i].name, row[i]);
    return out;
}

bool CatalogueTableModel::isBuiltIn(const Values& row) const
{
    return builtInIndex_ >= 0 && row[static_cast<std::size_t>(builtInIndex_)].toInt() == 1;
}

/// True for the price, low and high cells of a row whose typical price lies outside its own low-high range: allowed
/// (the user's to set, docs/DATABASE.md) but flagged beside the value.
bool CatalogueTableModel::priceOutsideItsRange(const Values& row, const ColumnSpec& column) const
{
    if (column.name != u"price" && column.name != u"price_low" && column.name != u"price_high")
        return false;
    const QVariant price = valueOf(row, QStringLiteral("price"));
    if (price.isNull())
        return false;
    const QVariant low = valueOf(row, QStringLiteral("price_low"));
    const QVariant high = valueOf(row, QStringLiteral("price_high"));
    return (!low.isNull() && price.toDouble() < low.toDouble())
           || (!high.isNull() && price.toDouble() > high.toDouble());
}

const ColumnSpec& CatalogueTableModel::columnSpec(int column) const
{
    return table_->columns[static_cast<std::size_t>(columns_[static_cast<std::size_t>(column)])];
}

int CatalogueTableModel::columnOf(const QString& columnName) const
{
    for (int c = 0; c < columnCount(); ++c)
        if (columnSpec(c).name == columnName)
            return c;
    return -1;
}

int CatalogueTableModel::rowOf(const QString& id) const
{
    for (int r = 0; r < rowCount(); ++r)
        if (idAt(r) == id)
            return r;
    return -1;
}

QString CatalogueTableModel::idAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    return rows_[static_cast<std::size_t>(row)][static_cast<std::size_t>(idIndex_)].toString();
}

void CatalogueTableModel::reload()
{
    // The rows read so far are read again (all of them when the whole table was read, so a row added at the end
    // shows); the rest stay for fetchMore.
    const bool whole = rowCount() >= total_;
    const int total = store_.rowCount(*table_);
    std::vector<Values> next = whole || rows_.empty() ? store_.rowPage(*table_, {}, whole ? -1 : pageRows_)
                                                      : store_.rowPage(*table_, {}, -1, idAt(rowCount() - 1));
    const auto id = static_cast<std::size_t>(idIndex_);
    bool sameIds = next.size() == rows_.size();
    for (std::size_t i = 0; sameIds && i < next.size(); ++i)
        sameIds = next[i][id] == rows_[i][id];
    if (!sameIds) {
        beginResetModel();
        rows_ = std::move(next);
        total_ = std::max(total, rowCount());
        endResetModel();
        return;
    }
    rows_ = std::move(next);
    total_ = std::max(total, rowCount());
    if (!rows_.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void CatalogueTableModel::onStoreWritten(const QString& tableName)
{
    if (tableName == table_->name)
        reload();
}

Expected<QString> CatalogueTableModel::insert(SqlRow row, const QString& undoText)
{
    const QString id = row.value(kId).toString();
    if (auto saved = store_.save(*table_, row, undoText); !saved)
        return saved.error();
    return id;
}

Expected<QString> CatalogueTableModel::addRow()
{
    SqlRow row = newRowTemplate(*table_, store_);
    const QString text = tr("Add %1").arg(row.value(kId).toString());
    return insert(std::move(row), text);
}

Expected<QString> CatalogueTableModel::duplicateRow(int row)
{
    if (row < 0 || row >= rowCount())
        return Error{"", tr("Choose a row to duplicate.").toStdString()};
    const SqlRow original = sqlRow(rows_[static_cast<std::size_t>(row)]);
    return insert(copiedRow(*table_, original, store_), tr("Duplicate %1").arg(rowLabel(original)));
}

WriteResult CatalogueTableModel::removeRowAt(int row)
{
    if (row < 0 || row >= rowCount())
        return Error{"", tr("Choose a row to delete.").toStdString()};
    return store_.remove(*table_, idAt(row),
                         tr("Delete %1").arg(rowLabel(sqlRow(rows_[static_cast<std::size_t>(row)]))));
}

int CatalogueTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int CatalogueTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(columns_.size());
}

QVariant CatalogueTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Values& row = rows_[static_cast<std::size_t>(index.row())];
    const ColumnSpec& column = columnSpec(index.column());
    const QVariant& value = row[static_cast<std::size_t>(columns_[static_cast<std::size_t>(index.column())])];
    const bool builtIn = isBuiltIn(row);
    switch (role) {
    case Qt::DisplayRole:
        if (column.name == kBuiltIn)
            return builtIn ? tr("built-in") : tr("yours");
        if (column.type == ColumnType::Boolean)
            return value.toInt() == 1 ? tr("yes") : tr("no");
        if (priceOutsideItsRange(row, column))
            return QStringLiteral("\u26A0 ") + formatCell(column, value); // the sign beside the value, not colour alone
        return formatCell(column, value);
    case Qt::EditRole: return value;
    case SortRole:
        if (isNumeric(column))
            return isEmpty(value) ? QVariant() : QVariant(value.toDouble());
        return data(index, Qt::DisplayRole).toString().toLower();
    case BuiltInRole: return builtIn;
    case RowIdRole: return row[static_cast<std::size_t>(idIndex_)];
    case Qt::TextAlignmentRole:
        return isNumeric(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                 : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        if (builtIn)
            return kBuiltInTint;
        break;
    case Qt::ForegroundRole:
        if (priceOutsideItsRange(row, column))
            return kFlagColour;
        break;

    case Qt::ToolTipRole: {
        if (column.name == kBuiltIn)
            return builtIn ? tr("Shipped with the app and not edited: catalogue updates keep it current. Editing it "
                                "makes it yours, and updates will no longer change it.")
                           : tr("Your row (added, imported or edited): catalogue updates never change or delete it.");
        QString tip = columnHeader(column) + QStringLiteral(": ") + describeAllowed(column);
        if (isEmpty(value) && isNumeric(column))
            tip += u'\n' + tr("Empty means unknown: the models say so rather than guess.");
        if (priceOutsideItsRange(row, column))
            tip += u'\n'
                   + tr("The typical price %1 lies outside this row's own low-high range (%2 to %3): check the "
                        "figures. The cost model uses the typical price.")
                         .arg(formatCell(column, valueOf(row, QStringLiteral("price"))),
                              formatCell(column, valueOf(row, QStringLiteral("price_low"))),
                              formatCell(column, valueOf(row, QStringLiteral("price_high"))));
        if (builtIn && (flags(index) & Qt::ItemIsEditable))
            tip += u'\n' + tr("Built-in row: editing it makes it yours.");
        if (table_ == &modelsTable() && column.name.startsWith(QStringLiteral("official_")))
            tip += u'\n' + countedParameters(sqlRow(row));
        return tip;
    }
    default: break;
    }
    return {};
}

QVariant CatalogueTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (section < 0 || section >= columnCount())
        return {};
    const ColumnSpec& column = columnSpec(section);
    if (role == Qt::DisplayRole)
        return column.name == kBuiltIn ? columnLabel(column.name) : columnHeader(column);
    if (role == Qt::ToolTipRole) {
        if (column.name == kBuiltIn)
            return tr("built-in: shipped with the app and updated with it; yours: added, imported or edited by you");
        return QStringLiteral("%1 (%2) %3").arg(columnLabel(column.name), column.name, describeAllowed(column));
    }
    return {};
}

Qt::ItemFlags CatalogueTableModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    const ColumnSpec& column = columnSpec(index.column());
    // An id is the row's identity (other rows and saved scenarios name it): a new id is a new row (Duplicate).
    if (store_.isEditable() && column.type != ColumnType::Id && column.name != kBuiltIn)
        f |= Qt::ItemIsEditable;
    return f;
}

QString CatalogueTableModel::refusalOfEdit(const ColumnSpec& edited, const QVariant& value, const SqlRow& row,
                                           const Error& error) const
{
    const QString other = QString::fromStdString(error.field);
    if (other.isEmpty() || other == edited.name)
        return tr("Not saved. %1").arg(describeRefusal(error));
    // A rule between two fields refused the edit: name the field being edited first, then the one it conflicts with,
    // and say which to fill in first when that one is empty (a price needs its currency).
    QString text =
        tr("Not saved: %1 = %2 conflicts with %3. %4")
            .arg(columnLabel(edited.name), formatCell(edited, value), columnLabel(other), describeRefusal(error));
    if (isEmpty(row.value(other)))
        text += u' ' + tr("Fill in %1 first.").arg(columnLabel(other));
    return text;
}

bool CatalogueTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    if (auto reason = store_.readOnlyReason()) {
        emit writeRefused(*reason);
        return false;
    }
    if (!(flags(index) & Qt::ItemIsEditable))
        return false;
    const ColumnSpec& column = columnSpec(index.column());
    auto stored = storedValue(column, value);
    if (!stored) {
        emit writeRefused(tr("Not saved. %1").arg(describeRefusal(stored.error())));
        return false;
    }
    SqlRow row = sqlRow(rows_[static_cast<std::size_t>(index.row())]);
    if (formatCell(column, row.value(column.name)) == formatCell(column, *stored))
        return true; // the same value: nothing to write, and a built-in row stays built-in
    const bool wasBuiltIn = row.value(kBuiltIn).toInt() == 1;
    row.insert(column.name, *stored);
    const QString name = rowLabel(row); // as the undo text names it ("NVIDIA A10"), not by its id ("a10")
    const QString undoText = tr("Edit %1 of %2").arg(columnLabel(column.name), name);
    if (auto saved = store_.save(*table_, row, undoText); !saved) {
        emit writeRefused(refusalOfEdit(column, *stored, row, saved.error()));
        return false;
    }
    // The store's written() signal has re-read the rows (and emitted dataChanged).
    emit written(wasBuiltIn ? tr("Saved %1 of %2. It was a built-in row and is now yours: catalogue updates will no "
                                 "longer change it.")
                                  .arg(columnLabel(column.name), name)
                            : tr("Saved %1 of %2.").arg(columnLabel(column.name), name));
    return true;
}

} // namespace gputco::ui
