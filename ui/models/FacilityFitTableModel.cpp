#include "models/FacilityFitTableModel.h"

#include "format/EnumLabels.h"
#include "format/Format.h"
#include "style/Palette.h"

#include <QBrush>

namespace gputco::ui {

FacilityFitTableModel::FacilityFitTableModel(QObject* parent)
    : QAbstractTableModel(parent)
    , catalogue_(std::make_shared<const CatalogueSnapshot>())
{
}

void FacilityFitTableModel::setFits(const std::vector<FacilityFit>& fits,
                                    std::shared_ptr<const CatalogueSnapshot> catalogue)
{
    if (fits.size() == fits_.size() && catalogue == catalogue_) {
        fits_ = fits;
        if (!fits_.empty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    fits_ = fits;
    catalogue_ = catalogue ? std::move(catalogue) : std::make_shared<const CatalogueSnapshot>();
    endResetModel();
}

int FacilityFitTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(fits_.size());
}

int FacilityFitTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant FacilityFitTableModel::display(const FacilityFit& fit, int column) const
{
    const QString currency = QString::fromStdString(fit.yearly.currency);
    switch (column) {
    case Facility: {
        const gputco::Facility* f = catalogue_->findFacility(fit.facilityId);
        return QString::fromStdString(f ? f->name : fit.facilityId);
    }
    case Verdict: return fit.fits ? tr("\u2713 fits") : tr("\u2717 does not fit");
    case Racks: return fit.plan.racks > 0 ? QVariant(format::integer(fit.plan.racks)) : QVariant(tr("none"));
    case RackPower: return format::power(fit.plan.rackMax);
    case Cooling: return fit.cooling ? coolingMethodLabel(fit.cooling->method) : tr("none suitable");
    case Energy: return format::energy(fit.yearly.facilityEnergy);
    case YearlyCost: return format::money(fit.yearly.total, currency);
    case Reasons: {
        QStringList reasons;
        for (const FitReason& r : fit.reasons)
            reasons << fitReasonText(r);
        return reasons.join(QStringLiteral("; "));
    }
    }
    return {};
}

QVariant FacilityFitTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const FacilityFit& fit = fits_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole: return display(fit, index.column());
    case SortRole:
        switch (index.column()) {
        case Verdict: return fit.fits ? 1 : 0;
        case Racks: return fit.plan.racks;
        case RackPower: return fit.plan.rackMax.inWatts();
        case Energy: return fit.yearly.facilityEnergy.inKilowattHours();
        case YearlyCost: return fit.yearly.total.inCurrencyUnits();
        default: return display(fit, index.column());
        }
    case FitsRole: return fit.fits;
    case Qt::ForegroundRole:
        if (index.column() == Verdict)
            return QBrush(fit.fits ? palette::kBluishGreen.darker(130) : palette::kFailure);
        break;
    case Qt::ToolTipRole:
        if (index.column() == Reasons || index.column() == Verdict) {
            QStringList lines;
            for (const FitReason& r : fit.reasons)
                lines << QStringLiteral("\u2717 ") + fitReasonText(r);
            for (const FitReason& w : fit.warnings)
                lines << QStringLiteral("! ") + fitReasonText(w);
            return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == Racks || index.column() == RackPower || index.column() == Energy
            || index.column() == YearlyCost)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    default: break;
    }
    return {};
}

QVariant FacilityFitTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Facility: return tr("Facility");
    case Verdict: return tr("Verdict");
    case Racks: return tr("Racks");
    case RackPower: return tr("Rack max");
    case Cooling: return tr("Cooling");
    case Energy: return tr("Energy / year");
    case YearlyCost: return tr("Running cost / year");
    case Reasons: return tr("Why not");
    }
    return {};
}

Qt::ItemFlags FacilityFitTableModel::flags(const QModelIndex& index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

} // namespace gputco::ui
