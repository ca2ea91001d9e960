#include "catalogue/CatalogueItemDelegate.h"

#include "catalogue/CatalogueTableModel.h"
#include "database/TableSpec.h"
#include "session/CatalogueStore.h"

#include <QComboBox>
#include <QLineEdit>
#include <QRegularExpressionValidator>

namespace gputco::ui {
namespace {

/// Numbers are typed as text: an empty cell stores "unknown", and a value out of range reaches the model, which
/// refuses it with a message naming the field and the range (a spin box would clamp it silently).
QWidget* numberEditor(const ColumnSpec& column, QWidget* parent)
{
    auto* edit = new QLineEdit(parent);
    const QString unit = column.unit.isEmpty() ? QString() : u' ' + column.unit;
    edit->setPlaceholderText(column.required ? CatalogueItemDelegate::tr("a number%1").arg(unit)
                                             : CatalogueItemDelegate::tr("empty: unknown"));
    return edit;
}

/// The text a choice shows in its combo box; the stored spelling stays the CSV one.
QString choiceLabel(const ColumnSpec& column, const QString& choice)
{
    if (column.name != u"price_confidence" && column.name != u"confidence")
        return choice;
    // prices.md tags: P vendor list, P* list seen through a copy, S press or analyst, W weak source.
    if (choice == u"list")
        return CatalogueItemDelegate::tr("list (vendor price list)");
    if (choice == u"list-copy")
        return CatalogueItemDelegate::tr("list-copy (list price seen in a copy)");
    if (choice == u"press")
        return CatalogueItemDelegate::tr("press (press or analyst)");
    if (choice == u"weak")
        return CatalogueItemDelegate::tr("weak (reseller, blog, marketplace)");
    return choice;
}

QWidget* comboEditor(const ColumnSpec& column, const CatalogueStore& store, QWidget* parent)
{
    auto* box = new QComboBox(parent);
    switch (column.type) {
    case ColumnType::Boolean:
        box->addItem(CatalogueItemDelegate::tr("yes"), 1);
        box->addItem(CatalogueItemDelegate::tr("no"), 0);
        break;
    case ColumnType::Choice:
        // An optional choice (a price's confidence tag) may be left untagged: stored as an empty cell.
        if (!column.required)
            box->addItem(CatalogueItemDelegate::tr("unknown"), QString());
        for (const QString& choice : column.choices)
            box->addItem(choiceLabel(column, choice), choice);
        break;
    default:
        for (const QString& id : store.ids(column.references))
            box->addItem(id, id);
        break;
    }
    return box;
}

QWidget* textEditor(const ColumnSpec& column, QWidget* parent)
{
    auto* edit = new QLineEdit(parent);
    if (column.type == ColumnType::Currency) {
        edit->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z]{0,3}")), edit));
        edit->setPlaceholderText(QStringLiteral("USD"));
    } else if (column.type == ColumnType::Date) {
        edit->setPlaceholderText(CatalogueItemDelegate::tr("YYYY-MM-DD"));
    }
    return edit;
}

} // namespace

CatalogueItemDelegate::CatalogueItemDelegate(const CatalogueTableModel& model, const CatalogueStore& store,
                                             QObject* parent)
    : QStyledItemDelegate(parent)
    , model_(model)
    , store_(store)
{
}

QWidget* CatalogueItemDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& /*option*/,
                                             const QModelIndex& index) const
{
    // The view shows the model through a sort/filter proxy, which keeps the columns as they are.
    const ColumnSpec& column = model_.columnSpec(index.column());
    QWidget* editor = nullptr;
    switch (column.type) {
    case ColumnType::Real:
    case ColumnType::Integer: editor = numberEditor(column, parent); break;
    case ColumnType::Boolean:
    case ColumnType::Choice:
    case ColumnType::Reference: editor = comboEditor(column, store_, parent); break;
    default: editor = textEditor(column, parent); break;
    }
    editor->setToolTip(describeAllowed(column));
    editor->setAutoFillBackground(true);
    return editor;
}

void CatalogueItemDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    const QVariant value = index.data(Qt::EditRole);
    const bool empty = value.isNull() || value.toString().isEmpty();
    const ColumnSpec& column = model_.columnSpec(index.column());
    if (column.type == ColumnType::Real || column.type == ColumnType::Integer) {
        static_cast<QLineEdit*>(editor)->setText(empty ? QString() : formatCell(column, value));
    } else if (auto* box = qobject_cast<QComboBox*>(editor)) {
        const QVariant key = column.type == ColumnType::Boolean ? QVariant(value.toInt()) : QVariant(value.toString());
        box->setCurrentIndex(std::max(0, box->findData(key)));
    } else if (auto* edit = qobject_cast<QLineEdit*>(editor)) {
        edit->setText(value.toString());
    }
}

void CatalogueItemDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    if (auto* box = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, box->currentData());
    } else if (auto* edit = qobject_cast<QLineEdit*>(editor)) {
        const bool currency = model_.columnSpec(index.column()).type == ColumnType::Currency;
        model->setData(index, currency ? edit->text().toUpper() : edit->text().trimmed());
    }
}

} // namespace gputco::ui
