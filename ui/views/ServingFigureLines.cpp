#include "views/ServingFigureLines.h"

#include "format/Format.h"
#include "style/Palette.h"

#include <QCoreApplication>
#include <QTableWidget>

#include <algorithm>

namespace gputco::ui {

// The translation context of the serving figures (lupdate reads ServingText::tr calls).
class ServingText {
    Q_DECLARE_TR_FUNCTIONS(ServingText)
};

namespace {

constexpr double kMs = 1000.0;

QString name(const CardServing& c) { return QString::fromStdString(c.cardName); }

QString ms(std::optional<double> seconds)
{
    return seconds ? ServingText::tr("%1 ms").arg(format::significant(*seconds * kMs)) : QStringLiteral("—");
}

// A vertical mark at `x` from 0 to `top`.
ChartLine vertical(const QString& label, const QColor& colour, Qt::PenStyle style, double x, double top, bool legend)
{
    return ChartLine{label, colour, style, {QPointF(x, 0.0), QPointF(x, top)}, legend};
}

void addCard(ServingChartLines& out, const CardServing& c, const QColor& colour, bool stale)
{
    if (!c.curve)
        return;
    QList<QPointF> ttft50, ttft99, tpot50, tpot99;
    double topTtft = 0.0;
    double topTpot = 0.0;
    for (const ServingLoadResult& p : c.curve->points) {
        if (p.unstable || !p.summary)
            continue;
        const double x = p.requestsPerSecond;
        ttft50 << QPointF(x, p.summary->ttft.p50 * kMs);
        ttft99 << QPointF(x, p.summary->ttft.p99 * kMs);
        tpot50 << QPointF(x, p.summary->tpot.p50 * kMs);
        tpot99 << QPointF(x, p.summary->tpot.p99 * kMs);
        topTtft = std::max(topTtft, p.summary->ttft.p99 * kMs);
        topTpot = std::max(topTpot, p.summary->tpot.p99 * kMs);
    }
    const QString card = name(c);
    out.ttft.push_back(ChartLine{ServingText::tr("%1 P99").arg(card), colour, Qt::SolidLine, ttft99, true});
    out.ttft.push_back(ChartLine{ServingText::tr("%1 P50").arg(card), colour, Qt::DashLine, ttft50, false});
    out.tpot.push_back(ChartLine{ServingText::tr("%1 P99").arg(card), colour, Qt::SolidLine, tpot99, true});
    out.tpot.push_back(ChartLine{ServingText::tr("%1 P50").arg(card), colour, Qt::DashLine, tpot50, false});
    // The marks stay out of the legend (the footnote explains dotted and dash-dot; the table gives the figures), so
    // the legend names the cards. Beyond the service rate arrivals outrun the server: the queue, and every latency,
    // grow without end.
    const double service = c.curve->serviceRate;
    const QString unstable =
        ServingText::tr("%1: unstable beyond %2 requests/s").arg(card, format::significant(service));
    out.ttft.push_back(vertical(unstable, colour, Qt::DashDotLine, service, topTtft, false));
    out.tpot.push_back(vertical(unstable, colour, Qt::DashDotLine, service, topTpot, false));
    if (c.sizing && c.sizing->capacityRequestsPerSecond) {
        const double x = *c.sizing->capacityRequestsPerSecond;
        const QString capacity = ServingText::tr("%1: capacity %2 requests/s").arg(card, format::significant(x));
        out.ttft.push_back(vertical(capacity, colour, Qt::DotLine, x, topTtft, false));
        out.tpot.push_back(vertical(capacity, colour, Qt::DotLine, x, topTpot, false));
    }
    if (stale)
        for (auto* lines : {&out.ttft, &out.tpot})
            for (ChartLine& l : *lines)
                l.colour = palette::kGrey;
}

double widest(const ServingFigures& f)
{
    double x = 0.0;
    for (const CardServing& c : f.cards)
        if (c.curve)
            x = std::max(x, c.curve->serviceRate * 1.05);
    return x;
}

} // namespace

ServingChartLines servingChartLines(const ServingFigures& f, bool stale)
{
    ServingChartLines out;
    int index = 0;
    for (const CardServing& c : f.cards)
        addCard(out, c, palette::seriesColour(index++), stale);
    const double right = widest(f);
    if (f.slo.ttftP99 && right > 0.0)
        out.ttft.push_back(ChartLine{
            ServingText::tr("P99 target %1").arg(ms(f.slo.ttftP99->inSeconds())),
            palette::kCapacity,
            Qt::DashLine,
            {QPointF(0.0, f.slo.ttftP99->inSeconds() * kMs), QPointF(right, f.slo.ttftP99->inSeconds() * kMs)},
            true});
    if (f.slo.tpotP99 && right > 0.0)
        out.tpot.push_back(ChartLine{
            ServingText::tr("P99 target %1").arg(ms(f.slo.tpotP99->inSeconds())),
            palette::kCapacity,
            Qt::DashLine,
            {QPointF(0.0, f.slo.tpotP99->inSeconds() * kMs), QPointF(right, f.slo.tpotP99->inSeconds() * kMs)},
            true});
    const int requests = f.slo.requestsPerProbe;
    out.footnote =
        ServingText::tr("Solid P99, dashed P50, per replica of each card's split; dotted: capacity at the P99 targets; "
                        "dash-dot: the service rate, beyond which the queue grows without end. %1 simulated requests "
                        "per load (the first 10 % warm-up), prompt %2 and output %3 tokens (spread %4 and %5), "
                        "burstiness %6; continuous batching with chunked prefill (docs/MODEL.md, \"Serving under "
                        "load\").")
            .arg(format::integer(requests), format::integer(f.inputTokens), format::integer(f.outputTokens),
                 format::significant(f.slo.inputSpread), format::significant(f.slo.outputSpread),
                 format::significant(f.slo.burstiness));
    return out;
}

QStringList servingTableHeaders()
{
    return {ServingText::tr("Card"),
            ServingText::tr("Split"),
            ServingText::tr("Capacity at the P99 targets (requests/s per replica)"),
            ServingText::tr("Limited by"),
            ServingText::tr("GPUs for the peak"),
            ServingText::tr("P99 TTFT at the peak"),
            ServingText::tr("P99 TPOT at the peak"),
            ServingText::tr("Cost per million tokens at the peak")};
}

namespace {

QString limitText(const std::string& limitedBy)
{
    if (limitedBy == "ttft")
        return ServingText::tr("time to first token");
    if (limitedBy == "tpot")
        return ServingText::tr("time per output token");
    if (limitedBy == "service rate")
        return ServingText::tr("service rate");
    return QString::fromStdString(limitedBy);
}

} // namespace

std::vector<QStringList> servingTableRows(const ServingFigures& f, const QString& currency)
{
    std::vector<QStringList> rows;
    for (const CardServing& c : f.cards) {
        QStringList row{name(c), ServingText::tr("TP %1, %2")
                                     .arg(c.tensorParallel)
                                     .arg(QString::fromUtf8(precisionName(c.weights).data()).toUpper())};
        if (c.problem) {
            row << QString::fromStdString(*c.problem) << QString() << QString() << QString() << QString() << QString();
        } else if (!f.targetsSet || !c.sizing) {
            row << ServingText::tr("no P99 target set") << QString() << QString() << QString() << QString()
                << QString();
        } else if (!c.sizing->capacityRequestsPerSecond) {
            row << ServingText::tr("none: a lone request misses the target") << limitText(c.sizing->limitedBy)
                << QStringLiteral("—") << ms(c.sizing->ttftP99AtPeak) << ms(c.sizing->tpotP99AtPeak)
                << QStringLiteral("—");
        } else {
            row << format::significant(*c.sizing->capacityRequestsPerSecond) << limitText(c.sizing->limitedBy)
                << format::integer(c.gpusForPeak) << ms(c.sizing->ttftP99AtPeak) << ms(c.sizing->tpotP99AtPeak)
                << (c.costPerMillionTokens ? format::money(*c.costPerMillionTokens, currency) : QStringLiteral("—"));
        }
        rows.push_back(row);
    }
    return rows;
}

void fillServingTable(QTableWidget& table, const ServingFigures& f, const QString& currency)
{
    const std::vector<QStringList> rows = servingTableRows(f, currency);
    table.setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < static_cast<int>(rows.size()); ++r)
        for (int col = 0; col < rows[static_cast<std::size_t>(r)].size(); ++col) {
            auto* item = table.item(r, col);
            if (!item) {
                item = new QTableWidgetItem;
                table.setItem(r, col, item);
            }
            item->setText(rows[static_cast<std::size_t>(r)][col]);
        }
}

QString servingAnswer(const ServingFigures& f)
{
    if (f.cards.empty())
        return {};
    if (!f.targetsSet)
        return ServingText::tr("Set a P99 target in the Targets panel to see each card's capacity and the GPUs a "
                               "peak of %1 requests/s needs.")
            .arg(format::significant(f.peakRequestsPerSecond));
    const CardServing* best = nullptr;
    for (const CardServing& c : f.cards)
        if (c.gpusForPeak > 0 && (!best || c.gpusForPeak < best->gpusForPeak))
            best = &c;
    if (!best)
        return ServingText::tr("No selected card meets the P99 targets at any rate.");
    return ServingText::tr("A peak of %1 requests/s at the P99 targets: %2 on the fewest GPUs, %3 (P99 TTFT %4, "
                           "TPOT %5).")
        .arg(format::significant(f.peakRequestsPerSecond), name(*best), format::integer(best->gpusForPeak),
             ms(best->sizing->ttftP99AtPeak), ms(best->sizing->tpotP99AtPeak));
}

} // namespace gputco::ui
