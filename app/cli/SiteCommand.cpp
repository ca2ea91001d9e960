#include "cli/SiteCommand.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "database/OwnSiteStore.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <limits>

namespace gputco::cli {
namespace {

constexpr double kAny = std::numeric_limits<double>::max();

void print(QTextStream& out, const OwnSite& s, const std::string& currency)
{
    const QString money = QString::fromStdString(currency);
    out << "Our site (" << QString::fromUtf8(kOwnSiteId.data(), static_cast<qsizetype>(kOwnSiteId.size())) << ")\n"
        << "  racks:             " << s.racks << '\n'
        << "  kW per rack:       " << s.kwPerRack << '\n'
        << "  cooling:           " << (s.liquid ? "liquid (direct to chip)" : "air (contained)") << '\n'
        << "  rent:              " << s.rentPerRackMonth << ' ' << money << " per rack-month\n"
        << "  electricity price: " << s.electricityPricePerKwh << ' ' << money << " per kWh\n"
        << "  PUE:               " << s.pue << '\n';
    out.flush();
}

} // namespace

QString SiteCommand::name() const { return QStringLiteral("site"); }

QString SiteCommand::summary() const
{
    return QStringLiteral("Show or set Our site: racks, kW per rack, air or liquid, rent, electricity price, PUE.");
}

void SiteCommand::addOptions(QCommandLineParser& parser) const
{
    addDatabaseOption(parser);
    parser.addOption(QCommandLineOption(QStringLiteral("racks"), QStringLiteral("Racks at the site (1-100,000)."),
                                        QStringLiteral("N")));
    parser.addOption(QCommandLineOption(QStringLiteral("kw-per-rack"),
                                        QStringLiteral("Power each rack may draw and its cooling removes (1-200)."),
                                        QStringLiteral("KW")));
    parser.addOption(
        QCommandLineOption(QStringLiteral("cooling"), QStringLiteral("air or liquid."), QStringLiteral("KIND")));
    parser.addOption(QCommandLineOption(QStringLiteral("rent"),
                                        QStringLiteral("Rent per rack-month, in the site's currency (0 or more)."),
                                        QStringLiteral("AMOUNT")));
    parser.addOption(QCommandLineOption(QStringLiteral("electricity-price"),
                                        QStringLiteral("Electricity price per kWh (0 or more)."),
                                        QStringLiteral("PRICE")));
    parser.addOption(QCommandLineOption(QStringLiteral("pue"), QStringLiteral("PUE (1-3)."), QStringLiteral("PUE")));
}

QString SiteCommand::helpFooter() const
{
    return QStringLiteral("Example: gpu-tco-cli site --racks 2 --kw-per-rack 12 --cooling air --rent 6840 "
                          "--electricity-price 0.4 --pue 1.3\n"
                          "Voltage, phases, derating, feeds and usable U stay as the catalogue row has them "
                          "(gpu-tco-cli db export, then import).");
}

int SiteCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    OptionReader reader(parser);
    auto db = openCatalogue(reader, io.err);
    if (!db)
        return reportUsageError(io.err, name(), reader.error().value_or(Error{"--database", "cannot be opened"}));
    const FacilityRepository facilities = db->facilities();
    const std::optional<Facility> row = facilities.find(std::string(kOwnSiteId));
    OwnSite site = row ? ownSiteOf(*row) : OwnSite{};
    // Wide bounds here: the site's own check names the field and its range (validateOwnSite).
    site.racks = static_cast<int>(reader.integer(QStringLiteral("racks"), std::numeric_limits<int>::min(),
                                                 std::numeric_limits<int>::max(), site.racks));
    site.kwPerRack = reader.number(QStringLiteral("kw-per-rack"), -kAny, kAny, site.kwPerRack);
    site.liquid = reader.choice<bool>(
        QStringLiteral("cooling"),
        [](std::string_view t) -> std::optional<bool> {
            if (t == "air")
                return false;
            if (t == "liquid")
                return true;
            return std::nullopt;
        },
        "air, liquid", site.liquid);
    site.rentPerRackMonth = reader.number(QStringLiteral("rent"), -kAny, kAny, site.rentPerRackMonth);
    site.electricityPricePerKwh =
        reader.number(QStringLiteral("electricity-price"), -kAny, kAny, site.electricityPricePerKwh);
    site.pue = reader.number(QStringLiteral("pue"), -kAny, kAny, site.pue);
    if (reader.error())
        return reportUsageError(io.err, name(), *reader.error());

    bool changing = false;
    for (const char* option : {"racks", "kw-per-rack", "cooling", "rent", "electricity-price", "pue"})
        changing = changing || parser.isSet(QString::fromLatin1(option));
    const std::string currency = row ? row->currency : std::string("CNY");
    if (!changing) {
        print(io.out, site, currency);
        return ExitOk;
    }
    if (auto error = validateOwnSite(site))
        return reportUsageError(io.err, name(), Error{"--" + error->field, error->message + "; nothing was written"});
    if (db->isInMemory()) {
        io.err << "gpu-tco-cli site: the catalogue file could not be used (see above); nothing was written.\n";
        io.err.flush();
        return ExitFailure;
    }
    if (auto written = saveOwnSite(facilities, site); !written) {
        io.err << "gpu-tco-cli site: " << QString::fromStdString(written.error().describe())
               << "; nothing was written\n";
        io.err.flush();
        return ExitFailure;
    }
    print(io.out, site, currency);
    return ExitOk;
}

} // namespace gputco::cli
