#include "cli/EnergyCommand.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "power/CardPower.h"
#include "power/EnergyCost.h"
#include "power/PowerCap.h"
#include "util/QuotedInput.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QTextStream>

namespace gputco::cli {
namespace {

constexpr double kMaxWatts = 1e9; // a gigawatt: more than any campus
constexpr double kMaxHours = 1e6; // over a century
constexpr double kMaxPrice = 1e6; // per kWh, any currency
constexpr std::int64_t kMaxCount = 100'000'000;

// --card: one card's draw at --load from the one load curve (docs/MODEL.md, "Power under load").
struct CardLoad {
    std::string cardId;
    double load = 1.0;
    CardPowerProfile profile;
};

void printText(QTextStream& out, const ElectricityInputs& in, const ElectricityResult& r,
               const std::optional<CardLoad>& card)
{
    if (card) {
        out << QString::fromStdString(card->cardId) << " at " << QString::number(card->load * 100.0, 'f', 0)
            << " % load: idle " << card->profile.idle.inWatts() << " W, busy " << card->profile.busy().inWatts()
            << " W (" << QString::fromUtf8(efficiencyEvidenceName(card->profile.evidence).data()) << ")";
        if (card->profile.cap)
            out << ", capped at " << card->profile.cap->inWatts() << " W";
        out << '\n';
    }
    out << in.count << " x " << in.itPowerEach.inWatts() << " W for " << in.period.inHours() << " h\n";
    out << "IT energy:       " << QString::number(r.itEnergy.inKilowattHours(), 'f', 3) << " kWh\n";
    out << "Facility energy: " << QString::number(r.facilityEnergy.inKilowattHours(), 'f', 3) << " kWh (PUE " << in.pue
        << ")\n";
    out << "Cost:            " << QString::number(r.cost.roundedToMinorUnit(), 'f', 2) << '\n';
    out << "CO2:             "
        << (r.co2Kg ? QString::number(*r.co2Kg, 'f', 3) + QStringLiteral(" kg")
                    : QStringLiteral("unknown (no --carbon)"))
        << '\n';
    out << "Cost and CO2 are charged on facility energy. Formulas: docs/MODEL.md, \"Power and energy\".\n";
}

} // namespace

QString EnergyCommand::name() const { return QStringLiteral("energy"); }

QString EnergyCommand::summary() const
{
    return QStringLiteral("Energy (kWh), electricity cost and CO2 of a constant load, after PUE.");
}

void EnergyCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addOption({QStringLiteral("power-w"),
                      QStringLiteral("Power of one device in watts, 0 to 1e9 (this or --card is required)."),
                      QStringLiteral("W")});
    parser.addOption({QStringLiteral("card"),
                      QStringLiteral("Instead of --power-w: one catalogue card's draw at --load, from idle to busy "
                                     "(docs/MODEL.md, \"Power under load\")."),
                      QStringLiteral("ID")});
    parser.addOption({QStringLiteral("load"),
                      QStringLiteral("With --card: the card's load, 0 (idle) to 1 (busy). Default 1."),
                      QStringLiteral("F")});
    parser.addOption({QStringLiteral("power-cap-w"),
                      QStringLiteral("With --card: its power cap in watts, above 0 and at most 1.5 x its TDP. "
                                     "Default: no cap."),
                      QStringLiteral("W")});
    addDatabaseOption(parser);
    parser.addOption(
        {QStringLiteral("hours"), QStringLiteral("Hours the load runs, 0 to 1e6 (required)."), QStringLiteral("H")});
    parser.addOption({QStringLiteral("count"), QStringLiteral("Identical devices, 0 to 100000000. Default 1."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("pue"), QStringLiteral("Facility PUE, 1 to 5. Default 1 (IT energy only)."),
                      QStringLiteral("F")});
    parser.addOption({QStringLiteral("price"),
                      QStringLiteral("Electricity price per kWh, 0 to 1e6, in any one currency (required)."),
                      QStringLiteral("P")});
    parser.addOption({QStringLiteral("carbon"),
                      QStringLiteral("Grid emission factor in kg CO2 per kWh, 0 to 5 (e.g. 0.5366 China 2022). "
                                     "Without it CO2 is reported as unknown."),
                      QStringLiteral("KG_PER_KWH")});
    parser.addOption(
        {QStringLiteral("json"),
         QStringLiteral("Print one JSON object: kwh, cost, co2_kg (null without --carbon), it_kwh, pue; with --card "
                        "also power_w_each, power_evidence and power_cap_w.")});
}

int EnergyCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    OptionReader r(parser);
    const bool byCard = r.isSet(QStringLiteral("card"));
    if (byCard && r.isSet(QStringLiteral("power-w")))
        r.fail(Error{"--card", "give either --power-w or --card, not both"});
    if (!byCard && !r.isSet(QStringLiteral("power-w")))
        r.fail(Error{"--power-w", "is required (or --card)"});
    if (!byCard)
        for (const char* withCard : {"load", "power-cap-w"})
            if (r.isSet(QString::fromLatin1(withCard)))
                r.fail(Error{std::string("--") + withCard, "needs --card"});
    for (const char* required : {"hours", "price"})
        if (!r.isSet(QString::fromLatin1(required)))
            r.fail(Error{std::string("--") + required, "is required"});
    ElectricityInputs in;
    if (!byCard)
        in.itPowerEach = Watts::of(r.number(QStringLiteral("power-w"), 0.0, kMaxWatts, 0.0));
    const double load = r.number(QStringLiteral("load"), 0.0, 1.0, 1.0);
    const std::optional<double> cap =
        r.isSet(QStringLiteral("power-cap-w"))
            ? std::optional<double>(r.number(QStringLiteral("power-cap-w"), -kMaxWatts, kMaxWatts, 0.0))
            : std::nullopt;
    in.period = Duration::hours(r.number(QStringLiteral("hours"), 0.0, kMaxHours, 0.0));
    in.count = static_cast<int>(r.integer(QStringLiteral("count"), 0, kMaxCount, 1));
    in.pue = r.number(QStringLiteral("pue"), 1.0, 5.0, 1.0);
    in.tariff = Tariff::flat(Money::amount(r.number(QStringLiteral("price"), 0.0, kMaxPrice, 0.0)));
    if (r.isSet(QStringLiteral("carbon")))
        in.carbonKgPerKwh = r.number(QStringLiteral("carbon"), 0.0, 5.0, 0.0);
    if (r.error())
        return reportUsageError(io.err, name(), *r.error());

    std::optional<CardLoad> card;
    if (byCard) {
        auto db = openCatalogue(r, io.err);
        if (!db)
            return reportUsageError(io.err, name(), *r.error());
        const std::string id = r.text(QStringLiteral("card")).toStdString();
        auto found = db->cards().find(id);
        if (!found)
            return reportUsageError(
                io.err, name(), Error{"--card", quotedInput(id) + " is not in the catalogue; see gpu-tco-cli cards"});
        if (cap) {
            if (auto problem = checkPowerCap(*found, *cap, "--power-cap-w"))
                return reportUsageError(io.err, name(), *problem);
            found->powerCap = Watts::of(*cap);
        }
        const auto profile = cardPowerProfile(*found);
        if (!profile)
            return reportUsageError(
                io.err, name(),
                Error{"--card", quotedInput(id) + " has no TDP in the catalogue: its power is unknown"});
        card = CardLoad{id, load, *profile};
        in.itPowerEach = cardPowerAtLoad(*profile, load);
    }

    const auto result = electricityCost(in);
    if (!result)
        return reportUsageError(io.err, name(), asOptionError(result.error()));

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject root{
            {QStringLiteral("kwh"), result->facilityEnergy.inKilowattHours()},
            {QStringLiteral("it_kwh"), result->itEnergy.inKilowattHours()},
            {QStringLiteral("cost"), result->cost.roundedToMinorUnit()},
            {QStringLiteral("co2_kg"), result->co2Kg ? QJsonValue(*result->co2Kg) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("pue"), in.pue},
            {QStringLiteral("count"), in.count},
        };
        if (card) {
            root.insert(QStringLiteral("power_w_each"), in.itPowerEach.inWatts());
            root.insert(QStringLiteral("power_evidence"),
                        QString::fromUtf8(efficiencyEvidenceName(card->profile.evidence).data()));
            root.insert(QStringLiteral("power_cap_w"),
                        card->profile.cap ? QJsonValue(card->profile.cap->inWatts()) : QJsonValue());
        }
        io.out << QJsonDocument(root).toJson(QJsonDocument::Indented);
    } else {
        printText(io.out, in, *result, card);
    }
    io.out.flush();
    return ExitOk;
}

} // namespace gputco::cli
