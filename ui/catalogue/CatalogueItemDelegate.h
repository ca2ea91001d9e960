#pragma once

#include <QStyledItemDelegate>

namespace gputco {
class CatalogueStore;
} // namespace gputco

namespace gputco::ui {

class CatalogueTableModel;

/// Editors that only offer allowed values, from the column's TableSpec: spin boxes bounded by the column's
/// range (with "unknown" below the minimum when the column may be empty), combo boxes for choices, yes/no and
/// references, line edits for text. The model still checks every value and the row's rules.
class CatalogueItemDelegate final : public QStyledItemDelegate {
    Q_OBJECT
public:
    CatalogueItemDelegate(const CatalogueTableModel& model, const CatalogueStore& store, QObject* parent = nullptr);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const final;
    void setEditorData(QWidget* editor, const QModelIndex& index) const final;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const final;

private:
    const CatalogueTableModel& model_;
    const CatalogueStore& store_;
};

} // namespace gputco::ui
