#include "models/PowerCostTableModelBasis.h"

#include "hardware/GenericServer.h"

#include "format/Format.h"
#include "format/PriceBasisText.h"

#include <QCoreApplication>
#include <QStringList>

namespace gputco::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

} // namespace

QString capexBasisToolTip(const CardEvaluation& card, const EconomicsState& e)
{
    const CardEconomics& c = card.economics;
    const QString currency = q(e.currency);
    QStringList lines;
    if (!c.capexBasis || !c.priceQuote) {
        if (c.priceWithoutRate())
            lines << QCoreApplication::translate("PowerCostBasis",
                                                 "The card's price is in %1, which has no exchange rate here: "
                                                 "running costs only.")
                         .arg(q(c.currencyWithoutRate()));
        else if (card.card->price && c.gpus == 0)
            return {}; // priced, but nothing to cost: the tooltip's "No deployment" line says why
        else
            lines << QCoreApplication::translate("PowerCostBasis",
                                                 "* The catalogue has no price for this card or its server: costs "
                                                 "are running costs only. Enter a price in the Catalogue view.");
        return lines.join(QLatin1Char('\n'));
    }
    if (*c.capexBasis == CapexBasis::SystemPrice)
        lines << QCoreApplication::translate("PowerCostBasis", "Capex basis: the system price of %1 x %2 servers")
                     .arg(c.server ? q(c.server->name) : QString())
                     .arg(c.capex ? c.capex->servers : 0);
    else
        lines << QCoreApplication::translate("PowerCostBasis",
                                             "Capex basis: %1 GPUs x card price, plus host share %2 of the cards "
                                             "of %3 full server(s) (%4)")
                     .arg(c.gpus)
                     .arg(format::percent(hostShareFor(c.server, e.hostShare)))
                     .arg(c.capex ? c.capex->servers : 0)
                     .arg(c.server ? q(c.server->name) : QCoreApplication::translate("PowerCostBasis", "no server"));
    if (c.capexUnderstated)
        lines << QCoreApplication::translate("PowerCostBasis",
                                             "Capex understated: no host cost is known for this card (no system "
                                             "price, no host share); the capex counts the cards alone");
    lines << priceBasisText(*c.priceQuote);
    if (c.tco) {
        lines << QCoreApplication::translate("PowerCostBasis", "Resale value after %1 years: %2")
                     .arg(e.years)
                     .arg(format::money(c.tco->residualValue, currency));
        if (e.discountRate > 0.0)
            lines << QCoreApplication::translate("PowerCostBasis",
                                                 "At a %1 discount rate: present value %2, equivalent annual cost %3")
                         .arg(format::percent(e.discountRate), format::money(c.tco->npv, currency),
                              format::money(c.tco->equivalentAnnualCost, currency));
    }
    return lines.join(QLatin1Char('\n'));
}

QString cloudBasisToolTip(const CardEvaluation& card, const EconomicsState& e)
{
    const CardEconomics& c = card.economics;
    if (!c.cloudOffer || !c.cloudQuote)
        return QCoreApplication::translate("PowerCostBasis",
                                           "No cloud offer for this card in a currency the scenario converts");
    const CloudOffer& o = *c.cloudOffer;
    QStringList lines;
    lines << (c.cloudOfferNamed ? QCoreApplication::translate("PowerCostBasis", "Rented at the scenario's offer: %1")
                                : QCoreApplication::translate("PowerCostBasis", "Rented at the cheapest offer: %1"))
                 .arg(q(o.provider) + (o.region.empty() ? QString() : QStringLiteral(", ") + q(o.region)));
    QString rate = QCoreApplication::translate("PowerCostBasis", "%1 per GPU-hour, %2")
                       .arg(format::money(*c.cloudQuote, q(o.currency)), cloudTermLabel(c.cloudTerm));
    if (c.cloudPricePerGpuHour && o.currency != e.currency)
        rate += QCoreApplication::translate("PowerCostBasis", " (= %1)")
                    .arg(format::money(*c.cloudPricePerGpuHour, q(e.currency)));
    lines << rate;
    if (!o.date.empty())
        lines << QCoreApplication::translate("PowerCostBasis", "Date: %1").arg(q(o.date));
    if (!o.source.empty())
        lines << QCoreApplication::translate("PowerCostBasis", "Source: %1").arg(q(o.source));
    lines << QCoreApplication::translate("PowerCostBasis", "Tag: %1").arg(priceConfidenceLabel(o.confidence));
    return lines.join(QLatin1Char('\n'));
}

} // namespace gputco::ui
