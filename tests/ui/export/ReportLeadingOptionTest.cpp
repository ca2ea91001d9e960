#include "UiTestSupport.h"

#include "database/CatalogueDatabase.h"
#include "database/CatalogueSnapshotLoader.h"
#include "export/report/ReportAnswer.h"
#include "export/report/ReportFacts.h"
#include "format/Format.h"
#include "scenario/LeadingOption.h"
#include "scenario/ScenarioEvaluator.h"
#include "scenariofile/ScenarioFile.h"
#include "window/StatusSummary.h"

#include <QDir>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

namespace {

QDir examplesFolder()
{
    return QDir(QDir(qEnvironmentVariable("GPUTCO_SOURCE_DIR", QStringLiteral(GPUTCO_SOURCE_DIR)))
                    .filePath(QStringLiteral("examples")));
}

QString modelOf(const Evaluation& e, const std::string& cardId)
{
    const Accelerator* card = e.catalogue->findCard(cardId);
    REQUIRE(card);
    return QString::fromStdString(card->model);
}

} // namespace

TEST_CASE("Page 1 of the report and the status line name the same option for every shipped example", "[report][status]")
{
    test::application();
    auto database = CatalogueDatabase::openInMemory(); // the built-in catalogue the examples are written for
    REQUIRE(database);
    const auto catalogue = snapshotOf(*database);
    // Every example, so a new one is checked without a list to keep in step.
    const QStringList names = examplesFolder().entryList({QStringLiteral("*.gputco.json")}, QDir::Files);
    REQUIRE(names.size() >= 4);
    for (const QString& name : names) {
        INFO(name.toStdString());
        const auto document = readScenarioFile(examplesFolder().filePath(name), catalogue.get());
        REQUIRE(document);
        ScenarioState state = document->state;
        state.uncertainty.samples = 200; // page 1's P10-P90 is not what is compared here: a cheaper draw
        ScenarioEvaluator evaluator;     // what the window, `evaluate` and `report` all run
        const EvaluationPtr e = evaluator.evaluate(state, catalogue);
        REQUIRE_FALSE(e->inputError);

        // The recommendation: the status line's "Recommended" and page 1's first row are core's first option.
        const RecommendOption* best = e->recommendation->get().recommended();
        REQUIRE(best);
        StatusSummary status;
        status.showEvaluation(e);
        const QString recommended = QStringLiteral("%1 × %2").arg(best->gpus).arg(modelOf(*e, best->cardId));
        CHECK(status.text().contains(QStringLiteral("Recommended: ") + recommended));
        const ReportTable answer = answerTable(*e);
        REQUIRE_FALSE(answer.rows.isEmpty());
        CHECK(answer.rows.first().value(1).text.contains(modelOf(*e, best->cardId)));

        // The selected cards' lead (core leadingOption, which `evaluate` prints as "Leading"): the status line's
        // "Best selected" while no recommendation is shown, and the page-1 headline's lowest total cost.
        const CardEvaluation* lead = leadingOption(*e);
        REQUIRE(lead);
        auto selectedOnly = std::make_shared<Evaluation>(*e);
        selectedOnly->recommendation.reset();
        StatusSummary selectedStatus;
        selectedStatus.showEvaluation(selectedOnly);
        const QString leadName = QString::fromStdString(lead->card->model);
        CHECK(selectedStatus.text().contains(
            QStringLiteral("Best selected: %1 × %2").arg(lead->economics.gpus).arg(leadName)));
        const QString text = headline(*e);
        const qsizetype lowest = text.indexOf(QStringLiteral("Lowest total cost"));
        if (lead->economics.tco && lead->economics.capexKnown()) {
            REQUIRE(lowest >= 0);
            const QString sentence = text.mid(lowest);
            CHECK(sentence.contains(QStringLiteral(": %1, ").arg(leadName)));
            CHECK(sentence.contains(format::money(lead->economics.tco->lifetimeTotal,
                                                  QString::fromStdString(e->state.economics.currency))));
            // No other selected card is named as the cheapest.
            for (std::size_t i : e->selected)
                if (&e->cards[i] != lead)
                    CHECK_FALSE(sentence.contains(
                        QStringLiteral(": %1, ").arg(QString::fromStdString(e->cards[i].card->model))));
        } else {
            CHECK(lowest < 0);
        }
    }
}
