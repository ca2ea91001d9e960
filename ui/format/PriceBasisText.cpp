#include "format/PriceBasisText.h"

#include "format/Format.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace gputco::ui {

QString priceConfidenceLabel(const std::optional<PriceConfidence>& confidence)
{
    if (!confidence)
        return QCoreApplication::translate("PriceBasisText", "your own figure");
    switch (*confidence) {
    case PriceConfidence::List: return QCoreApplication::translate("PriceBasisText", "vendor list price (P)");
    case PriceConfidence::ListCopy: return QCoreApplication::translate("PriceBasisText", "list price via a copy (P*)");
    case PriceConfidence::Press: return QCoreApplication::translate("PriceBasisText", "press or analyst (S)");
    case PriceConfidence::Weak: return QCoreApplication::translate("PriceBasisText", "weak source (W)");
    }
    return {};
}

QString cloudTermLabel(CloudTerm term)
{
    switch (term) {
    case CloudTerm::OnDemand: return QCoreApplication::translate("PriceBasisText", "on demand");
    case CloudTerm::Reserved: return QCoreApplication::translate("PriceBasisText", "reserved");
    case CloudTerm::OneYear: return QCoreApplication::translate("PriceBasisText", "1-year commitment");
    case CloudTerm::ThreeYear: return QCoreApplication::translate("PriceBasisText", "3-year commitment");
    case CloudTerm::Spot: return QCoreApplication::translate("PriceBasisText", "spot");
    }
    return {};
}

QString priceBasisText(const PriceQuote& price)
{
    const QString currency = QString::fromStdString(price.currency);
    QStringList lines;
    lines << QCoreApplication::translate("PriceBasisText", "Price used: %1").arg(format::money(price.amount, currency));
    if (price.low || price.high)
        lines << QCoreApplication::translate("PriceBasisText", "Range: %1 to %2")
                     .arg(price.low ? format::money(*price.low, currency)
                                    : QCoreApplication::translate("PriceBasisText", "not given"),
                          price.high ? format::money(*price.high, currency)
                                     : QCoreApplication::translate("PriceBasisText", "not given"));
    if (!price.date.empty())
        lines << QCoreApplication::translate("PriceBasisText", "Date: %1").arg(QString::fromStdString(price.date));
    if (!price.source.empty())
        lines << QCoreApplication::translate("PriceBasisText", "Source: %1").arg(QString::fromStdString(price.source));
    lines << QCoreApplication::translate("PriceBasisText", "Tag: %1").arg(priceConfidenceLabel(price.confidence));
    if (price.outsideRange())
        lines << QCoreApplication::translate("PriceBasisText", "Outside its own low-high range: check it");
    return lines.join(QLatin1Char('\n'));
}

QString indicativePricesNote(const std::vector<const PriceQuote*>& prices)
{
    QStringList dates;
    for (const PriceQuote* p : prices)
        if (p && !p->date.empty() && !dates.contains(QString::fromStdString(p->date)))
            dates << QString::fromStdString(p->date);
    bool any = std::any_of(prices.begin(), prices.end(), [](const PriceQuote* p) { return p != nullptr; });
    if (!any)
        return {};
    if (dates.isEmpty())
        return QCoreApplication::translate("PriceBasisText", "Indicative prices, undated");
    dates.sort();
    if (dates.size() > 3)
        return QCoreApplication::translate("PriceBasisText", "Indicative prices, %1 to %2")
            .arg(dates.front(), dates.back());
    return QCoreApplication::translate("PriceBasisText", "Indicative prices, %1").arg(dates.join(QStringLiteral(", ")));
}

} // namespace gputco::ui
