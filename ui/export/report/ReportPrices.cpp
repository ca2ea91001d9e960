#include "export/report/ReportPrices.h"

#include "export/report/ReportText.h"
#include "format/Format.h"
#include "format/PriceBasisText.h"

namespace gputco::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QString rangeText(const PriceQuote& p)
{
    if (!p.low && !p.high)
        return noFigure();
    const QString currency = q(p.currency);
    return ReportText::tr("%1 to %2")
        .arg(p.low ? format::money(*p.low, currency) : noFigure(),
             p.high ? format::money(*p.high, currency) : noFigure());
}

QList<ReportCell> quoteRow(const QString& item, const PriceQuote& p)
{
    QString price = format::money(p.amount, q(p.currency));
    if (p.outsideRange())
        price += ReportText::tr(" (outside its range)");
    return {textCell(item),
            figureCell(price),
            figureCell(rangeText(p)),
            textCell(p.date.empty() ? noFigure() : q(p.date)),
            textCell(p.source.empty() ? noFigure() : q(p.source)),
            textCell(priceConfidenceLabel(p.confidence))};
}

} // namespace

ReportTable pricesTable(const Evaluation& e)
{
    ReportTable t;
    t.header = QStringList{ReportText::tr("Item"), ReportText::tr("Price"),  ReportText::tr("Range"),
                           ReportText::tr("Date"), ReportText::tr("Source"), ReportText::tr("Tag")};
    std::vector<const PriceQuote*> used;
    for (std::size_t i : e.selected) {
        const CardEvaluation& card = e.cards[i];
        const QString name = q(card.card->displayName());
        const CardEconomics& c = card.economics;
        if (c.priceQuote) {
            QString item = c.capexBasis == CapexBasis::SystemPrice && c.server
                               ? ReportText::tr("%1: system %2").arg(name, q(c.server->name))
                               : ReportText::tr("%1: card").arg(name);
            if (c.capexUnderstated)
                item += ReportText::tr(" (capex understated: no host cost known)");
            t.rows << quoteRow(item, *c.priceQuote);
            used.push_back(&*c.priceQuote);
        } else {
            t.rows << QList<ReportCell>{
                textCell(ReportText::tr("%1: card").arg(name)),
                textCell(c.priceWithoutRate() ? ReportText::tr("no exchange rate for its currency")
                         : card.card->price   ? ReportText::tr("not costed: no deployment meets the workload")
                                              : ReportText::tr("no price in the catalogue")),
                noFigureCell(),
                noFigureCell(),
                noFigureCell(),
                noFigureCell()};
        }
        if (c.cloudOffer && c.cloudQuote) {
            const CloudOffer& o = *c.cloudOffer;
            PriceQuote rent{*c.cloudQuote, o.currency, o.date, o.source, std::nullopt, std::nullopt, o.confidence};
            QList<ReportCell> row = quoteRow(ReportText::tr("%1: rented from %2 (%3, per GPU-hour)")
                                                 .arg(name, q(o.provider), cloudTermLabel(c.cloudTerm)),
                                             rent);
            t.rows << row;
        }
    }
    t.note = ReportText::tr("%1; converted at the scenario's exchange rates. Tags: P vendor list price, P* list "
                            "price seen through a copy, S press or analyst, W weak source.")
                 .arg(used.empty() ? ReportText::tr("No price in the catalogue") : indicativePricesNote(used));
    return t;
}

} // namespace gputco::ui
