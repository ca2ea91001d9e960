#include "format/ComparisonText.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace gputco::ui {

namespace {

// The ids are the source texts of context "ComparisonText" (lupdate finds them through QT_TRANSLATE_NOOP), so the
// ids and the window's plain texts share one .ts file and one lrelease run (qtTrId would need an id-only
// .qm); the English itself stays in core, and the Chinese is in resources/translations.
const std::array<std::pair<ComparisonDimension, std::array<const char*, 4>>, 8> kIds{{
    {ComparisonDimension::Scenario,
     {QT_TRANSLATE_NOOP("ComparisonText", "comparison.scenario.title"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.scenario.training"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.scenario.inference"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.scenario.summary")}},
    {ComparisonDimension::DesignGoal,
     {QT_TRANSLATE_NOOP("ComparisonText", "comparison.design-goal.title"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.design-goal.training"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.design-goal.inference"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.design-goal.summary")}},
    {ComparisonDimension::ComputePattern,
     {QT_TRANSLATE_NOOP("ComparisonText", "comparison.compute-pattern.title"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.compute-pattern.training"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.compute-pattern.inference"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.compute-pattern.summary")}},
    {ComparisonDimension::PrecisionPreference,
     {QT_TRANSLATE_NOOP("ComparisonText", "comparison.precision.title"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.precision.training"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.precision.inference"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.precision.summary")}},
    {ComparisonDimension::Memory,
     {QT_TRANSLATE_NOOP("ComparisonText", "comparison.memory.title"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.memory.training"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.memory.inference"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.memory.summary")}},
    {ComparisonDimension::Interconnect,
     {QT_TRANSLATE_NOOP("ComparisonText", "comparison.interconnect.title"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.interconnect.training"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.interconnect.inference"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.interconnect.summary")}},
    {ComparisonDimension::Power,
     {QT_TRANSLATE_NOOP("ComparisonText", "comparison.power.title"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.power.training"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.power.inference"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.power.summary")}},
    {ComparisonDimension::Deployment,
     {QT_TRANSLATE_NOOP("ComparisonText", "comparison.deployment.title"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.deployment.training"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.deployment.inference"),
      QT_TRANSLATE_NOOP("ComparisonText", "comparison.deployment.summary")}},
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
        QString translated = QCoreApplication::translate("ComparisonText", id);
        if (translated != QLatin1String(id))
            return translated;
    }
    return QString::fromUtf8(english.data(), static_cast<qsizetype>(english.size()));
}

} // namespace gputco::ui
