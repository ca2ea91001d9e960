#include "UiTestSupport.h"

#include "database/CatalogueDatabase.h"
#include "database/CatalogueSnapshotLoader.h"
#include "export/report/PdfReportWriter.h"
#include "scenario/ScenarioEvaluator.h"
#include "scenariofile/ScenarioFile.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

namespace {

QString run(const QString& program, const QStringList& arguments)
{
    QProcess p;
    p.start(program, arguments);
    REQUIRE(p.waitForFinished(60000));
    return QString::fromUtf8(p.readAllStandardOutput());
}

ReportInput sampleInput()
{
    ScenarioState state; // Llama-3.1-70B inference, the window's first scenario
    for (const Accelerator& card : test::sampleCatalogue()->cards)
        state.selectedCardIds.push_back(card.id);
    state.economics.facilityId = "west-hub";
    ScenarioEvaluator evaluator;
    ReportInput input;
    input.evaluation = evaluator.evaluate(state, test::sampleCatalogue());
    // Known by its file, as a scenario opened from one: the report names it, never the author's folders.
    input.scenarioName = QStringLiteral("/home/ana/plans/70B service, test catalogue.gputco.json");
    input.generatedAt = QDateTime(QDate(2026, 11, 29), QTime(9, 30));
    return input;
}

} // namespace

TEST_CASE("The report is a vector PDF with every section, numbered pages and the evaluation's cards", "[report]")
{
    test::application();
    QTemporaryDir dir;
    const QString path = qEnvironmentVariableIsSet("GPUTCO_KEEP_REPORT") ? qEnvironmentVariable("GPUTCO_KEEP_REPORT")
                                                                         : dir.filePath(QStringLiteral("report.pdf"));
    const ReportWriteResult result =
        writePdfReport(sampleInput(), reportOptionsFor(QLocale(QLocale::English, QLocale::UnitedKingdom)), path);
    REQUIRE(result.ok());
    CHECK(result.pages >= 7);

    // Chart text keeps the window font, whose shaping may join "fi" into one ligature glyph: compare letters.
    const QString text = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")})
                             .normalized(QString::NormalizationForm_KC);
    CHECK(text.contains(QStringLiteral("70B service, test catalogue")));
    CHECK_FALSE(text.contains(QStringLiteral("/home/ana")));
    CHECK_FALSE(text.contains(QStringLiteral(".gputco.json")));
    CHECK(text.contains(QStringLiteral("29 November 2026")));
    CHECK(text.contains(QStringLiteral("Page %1 of %1").arg(result.pages)));
    for (const char* expected :
         {"Assumptions", "Memory: does it fit?", "Does it fit? Memory per GPU", "Power and cost",
          "What does each option cost over time?", "Sensitivity: which assumption moves the cost most?", "Ranges used",
          "Formulas and sources", "H100 SXM 80GB", "Instinct MI300X", "West hub", "Korthikanti et al. 2022"}) {
        INFO(expected);
        CHECK(text.contains(QString::fromUtf8(expected)));
    }

    // The TCO chart and the cost table carry the Monte Carlo bands at the full sample count: the legend entry, and
    // banded cells such as "5.53 M CNY (4.48–7.75)" (a cell may wrap before its bracket).
    CHECK(text.contains(QStringLiteral("P10–P90 of 2,000 samples")));
    CHECK(text.contains(QRegularExpression(QStringLiteral("M CNY\\s+\\(\\d+\\.\\d+–\\d+\\.\\d+\\)"))));

    // Charts are drawn as vectors: the file holds no raster image at all.
    const QStringList images =
        run(QStringLiteral("pdfimages"), {QStringLiteral("-list"), path}).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    CHECK(images.size() == 2); // the two header lines of the listing, no image rows
}

TEST_CASE("A report that cannot be written leaves no file and says why", "[report]")
{
    test::application();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing/report.pdf"));
    const ReportWriteResult result = writePdfReport(sampleInput(), reportOptionsFor(QLocale(QLocale::English)), path);
    CHECK_FALSE(result.ok());
    CHECK_THAT(result.error.toStdString(), Catch::Contains("missing/report.pdf"));
    CHECK_FALSE(QFile::exists(path));

    const ReportWriteResult nothing = writePdfReport(ReportInput{}, reportOptionsFor(QLocale(QLocale::English)),
                                                     dir.filePath(QStringLiteral("r.pdf")));
    CHECK_FALSE(nothing.ok());
}

TEST_CASE("No page of an example's report ends with a heading or splits a table to leave one row alone", "[report]")
{
    test::application();
    auto database = CatalogueDatabase::openInMemory(); // the built-in catalogue the examples name cards from
    REQUIRE(database);
    const auto catalogue = snapshotOf(*database);
    const QDir examples(QStringLiteral(GPUTCO_SOURCE_DIR "/examples"));
    const QStringList files = examples.entryList({QStringLiteral("*.gputco.json")}, QDir::Files, QDir::Name);
    REQUIRE(files.size() >= 4);
    ScenarioEvaluator evaluator;
    for (const QString& file : files) {
        const auto document = readScenarioFile(examples.filePath(file), catalogue.get());
        REQUIRE(document);
        ScenarioState state = document->state;
        state.uncertainty.samples = 200; // the bands' width is not what is checked here
        ReportInput input;
        input.evaluation = evaluator.evaluate(state, catalogue);
        input.scenarioName = QString::fromStdString(document->name);
        const QList<ReportPageOutline> pages =
            outlineReport(input, reportOptionsFor(QLocale(QLocale::English, QLocale::UnitedKingdom)));
        REQUIRE(pages.size() >= 7);
        for (qsizetype p = 0; p < pages.size(); ++p) {
            INFO(file.toStdString() << " page " << p + 1 << ": "
                                    << pages[p].headings.join(QStringLiteral(" | ")).toStdString());
            CHECK_FALSE(pages[p].endsWithHeading);
            for (int rows : pages[p].splitTableRows)
                CHECK(rows >= 2);
        }
    }
}
