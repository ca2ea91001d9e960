#include "format/ComparisonText.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace gputco::ui {

namespace {

// Translation ids for lupdate (QT_TRID_NOOP marks them); the source text is core's English statement.
const std::array<std::pair<ComparisonDimension, std::array<const char*, 4>>, 8> kIds{{
    {ComparisonDimension::Scenario, {QT_TRID_NOOP("comparison.scenario.title"), QT_TRID_NOOP("comparison.scenario.training"),
                                  QT_TRID_NOOP("comparison.scenario.inference"), QT_TRID_NOOP("comparison.scenario.summary")}},
    {ComparisonDimension::DesignGoal, {QT_TRID_NOOP("comparison.design-goal.title"), QT_TRID_NOOP("comparison.design-goal.training"),
                                  QT_TRID_NOOP("comparison.design-goal.inference"), QT_TRID_NOOP("comparison.design-goal.summary")}},
    {ComparisonDimension::ComputePattern, {QT_TRID_NOOP("comparison.compute-pattern.title"), QT_TRID_NOOP("comparison.compute-pattern.training"),
                                  QT_TRID_NOOP("comparison.compute-pattern.inference"), QT_TRID_NOOP("comparison.compute-pattern.summary")}},
    {ComparisonDimension::PrecisionPreference, {QT_TRID_NOOP("comparison.precision.title"), QT_TRID_NOOP("comparison.precision.training"),
                                  QT_TRID_NOOP("comparison.precision.inference"), QT_TRID_NOOP("comparison.precision.summary")}},
    {ComparisonDimension::Memory, {QT_TRID_NOOP("comparison.memory.title"), QT_TRID_NOOP("comparison.memory.training"),
                                  QT_TRID_NOOP("comparison.memory.inference"), QT_TRID_NOOP("comparison.memory.summary")}},
    {ComparisonDimension::Interconnect, {QT_TRID_NOOP("comparison.interconnect.title"), QT_TRID_NOOP("comparison.interconnect.training"),
                                  QT_TRID_NOOP("comparison.interconnect.inference"), QT_TRID_NOOP("comparison.interconnect.summary")}},
    {ComparisonDimension::Power, {QT_TRID_NOOP("comparison.power.title"), QT_TRID_NOOP("comparison.power.training"),
                                  QT_TRID_NOOP("comparison.power.inference"), QT_TRID_NOOP("comparison.power.summary")}},
    {ComparisonDimension::Deployment, {QT_TRID_NOOP("comparison.deployment.title"), QT_TRID_NOOP("comparison.deployment.training"),
                                  QT_TRID_NOOP("comparison.deployment.inference"), QT_TRID_NOOP("comparison.deployment.summary")}},
}};

} // namespace

QString comparisonText(ComparisonDimension dimension, StatementPart part)
{
    const DimensionStatement& statement = comparisonStatement(dimension);
    std::string_view english;
    switch (part) {
    case StatementPart::Title: english = statement.title; break;
    case StatementPart::Training: english = statement.training; break;
    case StatementPart::Inference: english = statement.inference; break;
    case StatementPart::Summary: english = statement.summary; break;
    }
    for (const auto& [d, ids] : kIds) {
        if (d != dimension)
            continue;
        const char* id = ids[static_cast<std::size_t>(part)];
        const QString translated = qtTrId(id);
        if (translated != QLatin1String(id))
            return translated;
    }
    return QString::fromUtf8(english.data(), static_cast<qsizetype>(english.size()));
}

} // namespace gputco::ui
