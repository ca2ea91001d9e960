#include "cli/EnergyCommand.h"

#include "cli/CliOptions.h"
#include "power/EnergyCost.h"

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

void printText(QTextStream& out, const ElectricityInputs& in, const ElectricityResult& r)
{
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
    parser.addOption({QStringLiteral("power-w"), QStringLiteral("Power of one device in watts, 0 to 1e9 (required)."),
                      QStringLiteral("W")});
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
         QStringLiteral("Print one JSON object: kwh, cost, co2_kg (null without --carbon), it_kwh, pue.")});
}

int EnergyCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    OptionReader r(parser);
    for (const char* required : {"power-w", "hours", "price"})
        if (!r.isSet(QString::fromLatin1(required)))
            r.fail(Error{std::string("--") + required, "is required"});
    ElectricityInputs in;
    in.itPowerEach = Watts::of(r.number(QStringLiteral("power-w"), 0.0, kMaxWatts, 0.0));
    in.period = Duration::hours(r.number(QStringLiteral("hours"), 0.0, kMaxHours, 0.0));
    in.count = static_cast<int>(r.integer(QStringLiteral("count"), 0, kMaxCount, 1));
    in.pue = r.number(QStringLiteral("pue"), 1.0, 5.0, 1.0);
    in.tariff = Tariff::flat(Money::amount(r.number(QStringLiteral("price"), 0.0, kMaxPrice, 0.0)));
    if (r.isSet(QStringLiteral("carbon")))
        in.carbonKgPerKwh = r.number(QStringLiteral("carbon"), 0.0, 5.0, 0.0);
    if (r.error())
        return reportUsageError(io.err, name(), *r.error());

    const auto result = electricityCost(in);
    if (!result)
        return reportUsageError(io.err, name(), asOptionError(result.error()));

    if (parser.isSet(QStringLiteral("json"))) {
        const QJsonObject root{
            {QStringLiteral("kwh"), result->facilityEnergy.inKilowattHours()},
            {QStringLiteral("it_kwh"), result->itEnergy.inKilowattHours()},
            {QStringLiteral("cost"), result->cost.roundedToMinorUnit()},
            {QStringLiteral("co2_kg"), result->co2Kg ? QJsonValue(*result->co2Kg) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("pue"), in.pue},
            {QStringLiteral("count"), in.count},
        };
        io.out << QJsonDocument(root).toJson(QJsonDocument::Indented);
    } else {
        printText(io.out, in, *result);
    }
    io.out.flush();
    return ExitOk;
}

} // namespace gputco::cli
