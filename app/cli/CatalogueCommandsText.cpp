#include "cli/CatalogueCommandsText.h"

#include "database/CatalogueDatabase.h"

#include <QLocale>
#include <QTextStream>

#include <algorithm>
#include <optional>
#include <vector>

namespace gputco::cli {
namespace {

const QString kUnknown = QStringLiteral("-");

/// Fixed decimals, or with no argument the shortest exact form (204.8, 181.05, 989.5): catalogue figures are
/// shown as the source gives them.
QString num(double value, int decimals = QLocale::FloatingPointShortest)
{
    return QString::number(value, 'f', decimals);
}

QString num(const std::optional<double>& value) { return value ? num(*value) : kUnknown; }

QString text(const std::string& s) { return s.empty() ? kUnknown : QString::fromStdString(s); }

QString origin(bool builtIn) { return builtIn ? QStringLiteral("built-in") : QStringLiteral("yours"); }

/// Aligned columns two spaces apart; a header starting with '>' marks a right-aligned (number) column.
void printTable(QTextStream& out, const QStringList& headers, const std::vector<QStringList>& rows)
{
    QStringList titles;
    std::vector<bool> right;
    for (const QString& h : headers) {
        right.push_back(h.startsWith(u'>'));
        titles << (right.back() ? h.mid(1) : h);
    }
    std::vector<qsizetype> widths;
    for (const QString& t : titles)
        widths.push_back(t.size());
    for (const auto& row : rows)
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[std::size_t(i)] = std::max(widths[std::size_t(i)], row.at(i).size());

    const auto print = [&](const QStringList& cells) {
        QString line;
        for (qsizetype i = 0; i < cells.size(); ++i) {
            const auto width = widths[std::size_t(i)];
            line += right[std::size_t(i)] ? cells.at(i).rightJustified(width) : cells.at(i).leftJustified(width);
            if (i + 1 < cells.size())
                line += QStringLiteral("  ");
        }
        out << line.trimmed() << '\n';
    };
    print(titles);
    for (const auto& row : rows)
        print(row);
}

void printCards(const CatalogueDatabase& db, QTextStream& out)
{
    std::vector<QStringList> rows;
    for (const Accelerator& c : db.cards().all()) {
        rows.push_back({QString::fromStdString(c.id), QString::fromStdString(c.displayName()),
                        c.marketedMemory ? num(c.marketedMemory->inGB())
                        : c.memory       ? num(c.memory->inGB())
                                         : kUnknown,
                        c.memoryBandwidth ? num(c.memoryBandwidth->inGBPerSecond()) : kUnknown,
                        c.tdp ? num(c.tdp->inWatts()) : kUnknown, num(c.peak.bf16Tflops), num(c.peak.fp8Tflops),
                        num(c.peak.int8Tops), QString::fromUtf8(segmentName(c.segment)), origin(c.builtIn)});
    }
    printTable(out,
               {QStringLiteral("id"), QStringLiteral("card"), QStringLiteral(">memory GB"), QStringLiteral(">GB/s"),
                QStringLiteral(">TDP W"), QStringLiteral(">BF16 TFLOPS"), QStringLiteral(">FP8 TFLOPS"),
                QStringLiteral(">INT8 TOPS"), QStringLiteral("segment"), QStringLiteral("row")},
               rows);
    out << "\nDense (not sparse) peak figures; - = not published or not confirmed. GB = 1e9 bytes.\n";
}

void printServers(const CatalogueDatabase& db, QTextStream& out)
{
    std::vector<QStringList> rows;
    for (const Server& s : db.servers().all()) {
        QString psu = kUnknown;
        if (s.psuCount > 0)
            psu =
                QStringLiteral("%1x%2 %3+%4")
                    .arg(s.psuCount)
                    .arg(s.psuRating ? num(s.psuRating->inKilowatts(), 1) + QStringLiteral("kW") : QStringLiteral("?"))
                    .arg(s.psuCount - s.psuRedundant)
                    .arg(s.psuRedundant);
        rows.push_back({QString::fromStdString(s.id), QString::fromStdString(s.name), QString::number(s.gpusPerServer),
                        QString::fromStdString(s.cardId),
                        s.systemMaxPower ? num(s.systemMaxPower->inKilowatts(), 1) : kUnknown,
                        num(s.hostOverhead.inKilowatts(), 2), QString::number(s.rackUnits), psu,
                        QString::fromUtf8(coolingKindName(s.cooling)),
                        s.networkGbpsPerGpu ? num(*s.networkGbpsPerGpu, 0) : kUnknown, origin(s.builtIn)});
    }
    printTable(out,
               {QStringLiteral("id"), QStringLiteral("server"), QStringLiteral(">GPUs"), QStringLiteral("card"),
                QStringLiteral(">max kW"), QStringLiteral(">host kW"), QStringLiteral(">U"), QStringLiteral("PSUs"),
                QStringLiteral("cooling"), QStringLiteral(">net Gb/s/GPU"), QStringLiteral("row")},
               rows);
    out << "\nmax kW: the vendor's system maximum (- = not published: host kW is added to the GPUs' TDP instead).\n";
    out << "net Gb/s/GPU: the network towards other servers per GPU (- = not known: 400 is assumed).\n";
}

void printFacilities(const CatalogueDatabase& db, QTextStream& out)
{
    std::vector<QStringList> rows;
    for (const Facility& f : db.facilities().all()) {
        double bestKw = 0;
        for (const CoolingOffer& offer : f.cooling)
            bestKw = std::max(bestKw, offer.maxPerRack.inKilowatts());
        const QString rack = QStringLiteral("%1 V %2-ph %3 A%4")
                                 .arg(num(f.rack.voltage))
                                 .arg(f.rack.phases)
                                 .arg(num(f.rack.breakerAmps))
                                 .arg(f.rack.dualFeeds ? QStringLiteral(" A+B") : QString());
        rows.push_back({QString::fromStdString(f.id), QString::fromStdString(f.city),
                        num(f.electricityPricePerKwh) + u' ' + QString::fromStdString(f.currency), num(f.pue),
                        num(f.carbonKgPerKwh), rack, f.cooling.empty() ? kUnknown : num(bestKw),
                        f.icpFilingRequired ? QStringLiteral("yes") : QStringLiteral("no"), text(f.tier),
                        origin(f.builtIn)});
    }
    printTable(out,
               {QStringLiteral("id"), QStringLiteral("city"), QStringLiteral(">power per kWh"), QStringLiteral(">PUE"),
                QStringLiteral(">kg CO2/kWh"), QStringLiteral("rack feed"), QStringLiteral(">cooling max kW"),
                QStringLiteral("ICP filing"), QStringLiteral("grade"), QStringLiteral("row")},
               rows);
    out << "\nThe shipped facilities are example profiles, not real companies; add your own quotes.\n";
}

void printClouds(const CatalogueDatabase& db, QTextStream& out)
{
    std::vector<QStringList> rows;
    for (const CloudOffer& o : db.cloudOffers().all()) {
        const auto money = [](const std::optional<Money>& m) { return m ? num(m->roundedToMinorUnit(), 2) : kUnknown; };
        rows.push_back({QString::fromStdString(o.id), QString::fromStdString(o.provider),
                        QString::fromStdString(o.cardId), money(o.onDemandPerGpuHour), money(o.reservedPerGpuHour),
                        money(o.oneYearPerGpuHour), money(o.threeYearPerGpuHour), money(o.spotPerGpuHour),
                        QString::fromStdString(o.currency), QString::fromStdString(o.date),
                        o.confidence ? QString::fromUtf8(priceConfidenceName(*o.confidence)) : kUnknown,
                        origin(o.builtIn)});
    }
    printTable(out,
               {QStringLiteral("id"), QStringLiteral("provider"), QStringLiteral("card"),
                QStringLiteral(">on demand/GPU-h"), QStringLiteral(">reserved/GPU-h"), QStringLiteral(">1 year"),
                QStringLiteral(">3 years"), QStringLiteral(">spot"), QStringLiteral("currency"), QStringLiteral("date"),
                QStringLiteral("tag"), QStringLiteral("row")},
               rows);
    out << "\nCloud prices are indicative snapshots with their dates; check them before use. 1 year / 3 years: the "
           "effective rate with that commitment. tag: how firm the price is (list, list-copy, press, weak).\n";
}

} // namespace

void printCatalogueTable(CatalogueList list, const CatalogueDatabase& db, QTextStream& out)
{
    switch (list) {
    case CatalogueList::Cards: printCards(db, out); break;
    case CatalogueList::Servers: printServers(db, out); break;
    case CatalogueList::Facilities: printFacilities(db, out); break;
    case CatalogueList::Clouds: printClouds(db, out); break;
    }
    out.flush();
}

} // namespace gputco::cli
