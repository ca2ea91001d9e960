#pragma once

#include "scenario/CatalogueSnapshot.h"

#include <QAbstractTableModel>

#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace gputco::ui {

/// The catalogue's cards as a table with a tick box per card. The model shows the selection it is given and
/// reports the user's ticks as a request (selectionEdited); the scenario stays the one owner of the selection.
class CardTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Vendor, Memory, Segment, ColumnCount };
    enum Role { CardIdRole = Qt::UserRole + 1, SortRole, VendorRole, SegmentRole };

    explicit CardTableModel(QObject* parent = nullptr);

    void setCatalogue(std::shared_ptr<const CatalogueSnapshot> catalogue);
    void setSelectedIds(const std::vector<std::string>& ids);
    std::vector<std::string> selectedIds() const;
    /// The text a text column (Name, Vendor) shows and sorts by, without a QVariant; nullptr for another column or a
    /// row out of range. The proxy's sort of 100,000 cards compares through it.
    const QString* sortText(int row, int column) const;

    int rowCount(const QModelIndex& parent = {}) const final;
    int columnCount(const QModelIndex& parent = {}) const final;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;
    Qt::ItemFlags flags(const QModelIndex& index) const final;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) final;

signals:
    /// The user ticked or unticked a card: the selection they ask for, in catalogue order.
    void selectionEdited(const std::vector<std::string>& ids);

private:
    /// A card's texts made once per catalogue: sorting and filtering 100,000 cards ask for them millions of times,
    /// and a QString copy is a reference count where QString::fromStdString is an allocation.
    struct CardTexts {
        QString name;
        QString vendor;
        QString id;
    };

    std::shared_ptr<const CatalogueSnapshot> catalogue_;
    std::vector<CardTexts> texts_;
    std::unordered_map<std::string, int> rowOfId_;
    std::set<std::string> selected_;
};

} // namespace gputco::ui
