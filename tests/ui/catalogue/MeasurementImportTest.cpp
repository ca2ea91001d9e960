#include "UiTestSupport.h"
#include "catalogue/CatalogueTestSupport.h"

#include "../../core/calibration/BenchmarkFixtures.h"
#include "catalogue/MeasurementImportDialog.h"
#include "charts/ParityChart.h"
#include "model/ModelPresets.h"
#include "session/CatalogueStore.h"
#include "session/LiveEvaluation.h"
#include "session/Scenario.h"
#include "session/ScenarioSession.h"

#include <QFile>
#include <QTemporaryDir>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

namespace {

// Far from the catalogue's H100 profile (0.7, 0.5, 1.6 ms): BenchmarkFixtures.h makes the file from these.
const StepEfficiencies kTruth{0.35, 0.41, 0.41, 0.8, Duration::seconds(0.0035)};

QString writeBenchmark(const QTemporaryDir& dir, const Accelerator& card, const std::string& modelId)
{
    const CalibrationSetup setup{*findModelPreset("llama-3.1-8b"), card, Precision::BF16, Precision::BF16, 1};
    fixtures::RunSpec spec;
    spec.modelId = modelId;
    spec.meanInFlight = 2.0;
    for (int i = 0; i < 24; ++i)
        spec.lengths.emplace_back(100 + ((i * 5) % 24) * 180, 30 + ((i * 7) % 24) * 12);
    const QString path = dir.filePath(QStringLiteral("vllm-result.json"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QByteArray::fromStdString(fixtures::benchmarkRunJson(setup, kTruth, spec)));
    return path;
}

} // namespace

TEST_CASE("Import measurements fits off the GUI thread, draws the parity chart and saves an undoable profile",
          "[catalogue][calibration]")
{
    test::application();
    QTemporaryDir dir;
    CatalogueDatabase db = test::openCatalogueFile(dir.filePath(QStringLiteral("catalogue.sqlite")));
    CatalogueStore store(db);
    ScenarioSession session(store.snapshot());
    session.attachCatalogueStore(store);
    ScenarioState state = session.scenario().state();
    state.workload.modelPresetId = "llama-3.1-8b";
    const Accelerator* h100 = session.evaluation().catalogue()->findCard("h100-sxm-80gb");
    REQUIRE(h100);

    MeasurementImportDialog dialog(&store, session.evaluation().catalogue(), state);
    dialog.setFiles(writeBenchmark(dir, *h100, "meta-llama/Llama-3.1-8B-Instruct"), QString());
    dialog.setCard(test::kH100);
    dialog.fit();
    dialog.waitForFit();
    REQUIRE(dialog.result());
    REQUIRE(*dialog.result());
    CHECK((*dialog.result())->fit.bandwidthShare.value == Approx(0.35).epsilon(0.02));
    CHECK(dialog.parityChart().ttftCount() == 24);
    CHECK(dialog.parityChart().itlCount() == 24);
    CHECK(dialog.summaryText().contains(QStringLiteral("at TP 1: 24 request")));
    REQUIRE(dialog.canSave());

    const QString saved = dialog.saveProfile();
    CHECK(saved.contains(QStringLiteral("h100-sxm-80gb-yours")));
    CHECK(store.undoStack().count() == 1);
    // The session took a new snapshot: the card now carries the user's profile, which the recommender, the
    // ranges and the report read.
    const Accelerator* after = session.evaluation().catalogue()->findCard("h100-sxm-80gb");
    REQUIRE(after);
    REQUIRE(after->efficiency);
    CHECK(after->efficiency->evidence == EfficiencyEvidence::MeasuredYours);
    CHECK(after->efficiency->bandwidthShare.typical == Approx(0.35).epsilon(0.02));

    store.undoStack().undo();
    const Accelerator* undone = session.evaluation().catalogue()->findCard("h100-sxm-80gb");
    REQUIRE(undone->efficiency);
    CHECK(undone->efficiency->evidence == EfficiencyEvidence::MeasuredPublic);
}

TEST_CASE("Import measurements refuses a benchmark of another model and offers nothing to save",
          "[catalogue][calibration]")
{
    test::application();
    QTemporaryDir dir;
    CatalogueDatabase db = test::openCatalogueFile(dir.filePath(QStringLiteral("catalogue.sqlite")));
    CatalogueStore store(db);
    ScenarioSession session(store.snapshot());
    ScenarioState state = session.scenario().state();
    state.workload.modelPresetId = "llama-3.1-70b";
    const Accelerator* h100 = session.evaluation().catalogue()->findCard("h100-sxm-80gb");
    REQUIRE(h100);
    MeasurementImportDialog dialog(&store, session.evaluation().catalogue(), state);
    dialog.setFiles(writeBenchmark(dir, *h100, "meta-llama/Llama-3.1-8B-Instruct"), QString());
    dialog.setCard(test::kH100);
    dialog.fit();
    dialog.waitForFit();
    REQUIRE(dialog.result());
    CHECK_FALSE(*dialog.result());
    CHECK(dialog.summaryText().contains(QStringLiteral("nothing was stored")));
    CHECK(dialog.summaryText().contains(QStringLiteral("is not Llama-3.1-70B")));
    CHECK_FALSE(dialog.canSave());
    CHECK(store.undoStack().count() == 0);
}
