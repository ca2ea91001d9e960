#pragma once

#include "facilityfit/FacilityFit.h"
#include "scenario/CatalogueSnapshot.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace gputco::ui {

/// Every catalogue facility's verdict on one deployment: pass or fail with each reason, the racks it needs
/// there and the year's running cost at that site (core facilityfit). Read-only.
class FacilityFitTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Facility, Verdict, Reasons, Racks, RackPower, Cooling, Energy, YearlyCost, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, FitsRole };

    explicit FacilityFitTableModel(QObject* parent = nullptr);

    /// The fits to show (catalogue order) and the catalogue that names the facilities.
    void setFits(const std::vector<FacilityFit>& fits, std::shared_ptr<const CatalogueSnapshot> catalogue);

    int rowCount(const QModelIndex& parent = {}) const final;
    int columnCount(const QModelIndex& parent = {}) const final;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;
    Qt::ItemFlags flags(const QModelIndex& index) const final;

private:
    QVariant display(const FacilityFit& fit, int column) const;

    std::vector<FacilityFit> fits_;
    std::shared_ptr<const CatalogueSnapshot> catalogue_;
};

} // namespace gputco::ui
