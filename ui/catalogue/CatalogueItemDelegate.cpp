#include "catalogue/CatalogueItemDelegate.h"

#include "catalogue/CatalogueStore.h"
#include "catalogue/CatalogueTableModel.h"
#include "database/TableSpec.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSpinBox>

#include <cmath>

namespace gputco::ui {
namespace {

/// Decimals a number editor keeps: enough for a carbon factor (0.5703 kg/kWh) or a PUE (1.25).
constexpr int kDecimals = 6;
constexpr double kStep = 1e-6; // one unit of the last decimal

/// A spin box that shows numbers in their shortest form (700, not 700.0000).
class ShortestSpinBox final : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;

protected:
    QString textFromValue(double value) const override
    {
        QLocale l = locale();
        l.setNumberOptions(QLocale::OmitGroupSeparator);
        return l.toString(value, 'f', QLocale::FloatingPointShortest);
    }
};

bool mayBeEmpty(const ColumnSpec& column) { return !column.required; }

QWidget* numberEditor(const ColumnSpec& column, QWidget* parent)
{
    const QString unknown = CatalogueItemDelegate::tr("unknown");
    const QString suffix = column.unit.isEmpty() ? QString() : u' ' + column.unit;
    if (column.type == ColumnType::Integer) {
        auto* box = new QSpinBox(parent);
        const int min = static_cast<int>(column.min);
        // The special value "unknown" sits one below the minimum: choosing it stores an empty cell.
        box->setRange(mayBeEmpty(column) ? min - 1 : min, static_cast<int>(column.max));
        if (mayBeEmpty(column))
            box->setSpecialValueText(unknown);
        box->setSuffix(suffix);
        return box;
    }
    auto* box = new ShortestSpinBox(parent);
    box->setDecimals(kDecimals);
    const double lowest = column.minExclusive ? column.min + kStep : column.min;
    box->setRange(mayBeEmpty(column) ? lowest - kStep : lowest, column.max);
    if (mayBeEmpty(column))
        box->setSpecialValueText(unknown);
    box->setSingleStep(column.max <= 10 ? 0.01 : 1.0);
    box->setSuffix(suffix);
    return box;
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
        if (mayBeEmpty(column))
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
    if (auto* box = qobject_cast<QSpinBox*>(editor)) {
        box->setValue(empty ? box->minimum() : value.toInt());
    } else if (auto* box = qobject_cast<QDoubleSpinBox*>(editor)) {
        box->setValue(empty ? box->minimum() : value.toDouble());
    } else if (auto* box = qobject_cast<QComboBox*>(editor)) {
        const QVariant key = model_.columnSpec(index.column()).type == ColumnType::Boolean ? QVariant(value.toInt())
                                                                                           : QVariant(value.toString());
        box->setCurrentIndex(std::max(0, box->findData(key)));
    } else if (auto* edit = qobject_cast<QLineEdit*>(editor)) {
        edit->setText(value.toString());
    }
}

void CatalogueItemDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    if (auto* box = qobject_cast<QSpinBox*>(editor)) {
        const bool unknown = !box->specialValueText().isEmpty() && box->value() == box->minimum();
        model->setData(index, unknown ? QVariant() : QVariant(qlonglong(box->value())));
    } else if (auto* box = qobject_cast<QDoubleSpinBox*>(editor)) {
        const bool unknown = !box->specialValueText().isEmpty() && box->value() == box->minimum();
        model->setData(index, unknown ? QVariant() : QVariant(box->value()));
    } else if (auto* box = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, box->currentData());
    } else if (auto* edit = qobject_cast<QLineEdit*>(editor)) {
        const bool currency = model_.columnSpec(index.column()).type == ColumnType::Currency;
        model->setData(index, currency ? edit->text().toUpper() : edit->text());
    }
}

} // namespace gputco::ui
