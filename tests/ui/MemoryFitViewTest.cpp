#include "UiTestSupport.h"

#include "charts/ChartStyle.h"
#include "charts/MemoryFitChart.h"
#include "charts/MemoryFitChartLegend.h"
#include "format/Format.h"
#include "scenario/ScenarioEvaluator.h"
#include "session/LiveEvaluation.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "views/MemoryFitRows.h"
#include "views/MemoryFitView.h"

#include <algorithm>

#include <QComboBox>
#include <QCoreApplication>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

TEST_CASE("The memory-fit chart draws core's per-GPU bytes for each selected card", "[view]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.workload.concurrency = 8; // ~172 GB per replica: one MI300X (see ScenarioEvaluatorTest)
    state.selectedCardIds = {"h100-sxm-80gb", "l4", "mi300x"};
    session.editor().resetTo(state);

    MemoryFitView view;
    view.setEvaluation(session.evaluation().current());
    view.renderNow();

    const auto& rows = view.chart()->rows();
    REQUIRE(rows.size() == 3);
    // Sorted by fit: the MI300X holds 70B on one GPU, so it comes first; the L4 (24 GB) needs the most.
    CHECK(rows[0].label.startsWith(QStringLiteral("Instinct MI300X")));
    CHECK(rows[0].fitText == QStringLiteral("1 GPU"));
    CHECK(view.chart()->fitTexts().front() == QStringLiteral("1 GPU"));

    // The series hold the rows bottom-up; each value is core's figure in GB.
    const QList<qreal> kv = view.chart()->seriesValues(MemoryPart::KvCache);
    const QList<qreal> weights = view.chart()->seriesValues(MemoryPart::Weights);
    REQUIRE(kv.size() == 3);
    const EvaluationPtr& e = session.evaluation().current();
    CHECK(kv[2] == Approx(e->find("mi300x")->fit.perGpu.kvCache.inGB()));
    CHECK(weights[2] == Approx(e->find("mi300x")->fit.perGpu.weights.inGB()));
    CHECK(rows[0].capacityGB == Approx(192.0));
    CHECK(rows[0].toolTips[static_cast<std::size_t>(MemoryPart::KvCache)].contains(QStringLiteral("bytes")));

    // Sorting by name (vendor, then model): AMD Instinct MI300X, NVIDIA H100, NVIDIA L4.
    view.sortCombo()->setCurrentIndex(view.sortCombo()->findData(static_cast<int>(MemoryFitSort::ByName)));
    CHECK(view.chart()->rows()[1].label.startsWith(QStringLiteral("H100")));
    CHECK(view.chart()->rows()[2].label.startsWith(QStringLiteral("L4")));
    // Sorting by card price: L4 (2,500), MI300X (20,000), H100 (30,000) in the test catalogue.
    view.sortCombo()->setCurrentIndex(view.sortCombo()->findData(static_cast<int>(MemoryFitSort::ByCost)));
    CHECK(view.chart()->rows()[0].label.startsWith(QStringLiteral("L4")));
    CHECK(view.chart()->rows()[2].label.startsWith(QStringLiteral("H100")));
}

TEST_CASE("A hidden view draws only when shown", "[view]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.selectedCardIds = {"h100-sxm-80gb"};
    session.editor().resetTo(state);

    MemoryFitView view; // never shown
    view.setEvaluation(session.evaluation().current());
    CHECK(view.chart()->rows().empty());
    view.renderNow();
    CHECK(view.chart()->rows().size() == 1);
}

TEST_CASE("A card without a published capacity says so instead of 'does not fit'", "[view][issue18]")
{
    test::application();
    // Cambricon MLU590: no credible capacity (cards_cn.md), so the catalogue cell is empty.
    auto catalogue = std::make_shared<CatalogueSnapshot>(*test::sampleCatalogue());
    Accelerator unknown = catalogue->cards.front();
    unknown.id = "mlu590";
    unknown.model = "MLU590";
    unknown.memory.reset();
    catalogue->cards.push_back(unknown);
    ScenarioSession session(catalogue);
    ScenarioState state;
    state.selectedCardIds = {"h100-sxm-80gb", "mlu590"};
    session.editor().resetTo(state);

    MemoryFitView view;
    view.setEvaluation(session.evaluation().current());
    view.renderNow();
    const auto& rows = view.chart()->rows();
    REQUIRE(rows.size() == 2); // listed, not dropped
    const auto it = std::find_if(rows.begin(), rows.end(), [](const auto& r) { return r.label == u"MLU590"; });
    REQUIRE(it != rows.end());
    CHECK(it->fitText == QStringLiteral("? memory not published"));
}

TEST_CASE("The memory-fit legend keeps its six training entries apart at every size and scale", "[view][legend]")
{
    // Issue 17: in training Qt's one-row legend drew "Gradients" over "Activations" and "Optimizer states" over
    // "Overhead". Training shows weights, gradients, optimizer states, activations, overhead and the capacity mark.
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.workload.mode = TaskMode::PreTraining;
    state.selectedCardIds = {"h100-sxm-80gb", "l4", "mi300x"};
    session.editor().resetTo(state);

    MemoryFitView view;
    view.setEvaluation(session.evaluation().current());
    view.show();
    view.renderNow();
    const MemoryFitChartLegend& legend = view.chart()->legend();
    CHECK(legend.labels()
          == QStringList({"Weights", "Gradients", "Optimizer states", "Activations", "Overhead",
                          "Capacity per GPU (dashed line)"}));
    for (const double scale : {1.0, 1.5, 2.0}) {
        applyChartFontScale(&view, scale);
        for (const QSize size : {QSize(480, 320), QSize(800, 500), QSize(1600, 900)}) {
            view.chart()->resize(size); // the chart's scene geometry, as the view sets it on a resize
            QCoreApplication::processEvents();
            INFO("scale " << scale << ", " << size.width() << " x " << size.height());
            const std::vector<QRectF> boxes = legend.labelRects();
            REQUIRE(boxes.size() == 6);
            const QRectF chartBox = view.chart()->chart()->rect();
            for (std::size_t i = 0; i < boxes.size(); ++i) {
                CHECK(boxes[i].right() <= chartBox.right() + 0.5);
                CHECK(boxes[i].bottom() <= chartBox.bottom() + 0.5);
                for (std::size_t j = i + 1; j < boxes.size(); ++j)
                    CHECK_FALSE(boxes[i].intersects(boxes[j]));
            }
        }
    }
    applyChartFontScale(&view, 1.0);
}

TEST_CASE("The card price sort compares prices in the scenario's currency", "[view][price]")
{
    test::application();
    // An H100 quoted at USD 30,000 and a card quoted at CNY 200,000: at 7.2 CNY per USD the H100 is 216,000 CNY, the
    // dearer one, although its number is smaller; at 6.5 it is 195,000 CNY, the cheaper one.
    auto catalogue = std::make_shared<CatalogueSnapshot>(*test::sampleCatalogue());
    Accelerator domestic = *catalogue->findCard("h100-sxm-80gb");
    domestic.id = "domestic";
    domestic.model = "Domestic 96GB";
    domestic.price->amount = Money::amount(200000);
    domestic.price->currency = "CNY";
    catalogue->cards.push_back(domestic);
    for (Accelerator& card : catalogue->cards)
        if (card.id == "h100-sxm-80gb") {
            card.price->amount = Money::amount(30000);
            card.price->currency = "USD";
        }
    auto orderAt = [&](double cnyPerUsd) {
        ScenarioState state;
        state.economics.currency = "CNY";
        state.economics.cnyPerUsd = cnyPerUsd;
        state.selectedCardIds = {"h100-sxm-80gb", "domestic"};
        ScenarioEvaluator evaluator;
        QStringList labels;
        for (const MemoryFitRow& row : memoryFitRows(*evaluator.evaluate(state, catalogue), MemoryFitSort::ByCost))
            labels << row.label;
        return labels;
    };
    CHECK(orderAt(7.2) == QStringList{QStringLiteral("Domestic 96GB"), QStringLiteral("H100 SXM 80GB")});
    CHECK(orderAt(6.5) == QStringList{QStringLiteral("H100 SXM 80GB"), QStringLiteral("Domestic 96GB")});
}

// 300 generated cards, every one ticked, each holding the workload on 1 GPU; card i carries (i + 1) GB. Sorted by
// fit (fewest GPUs, then the most memory first), the chart draws the first kMemoryFitMostCards = 100 of them by
// hand: card-299 (300 GB) at the top down to card-200 (201 GB), and says it shows 100 of the 300.
TEST_CASE("The memory-fit chart draws at most 100 ticked cards and says how many it left out", "[view]")
{
    test::application();
    auto catalogue = std::make_shared<CatalogueSnapshot>();
    for (int i = 0; i < 300; ++i) {
        Accelerator card;
        card.id = QStringLiteral("card-%1").arg(i, 3, 10, QLatin1Char('0')).toStdString();
        card.vendor = "Generated";
        card.model = "Card " + std::to_string(i);
        card.memory = Bytes::gigabytes(i + 1.0);
        catalogue->cards.push_back(card);
    }
    auto evaluation = std::make_shared<Evaluation>();
    evaluation->catalogue = catalogue;
    evaluation->cards.resize(catalogue->cards.size());
    for (std::size_t i = 0; i < catalogue->cards.size(); ++i) {
        evaluation->cards[i].card = &catalogue->cards[i];
        evaluation->cards[i].fit.fits = true; // one GPU: the default split is 1 x 1 x 1
        evaluation->selected.push_back(i);
    }
    REQUIRE(evaluation->cards[0].fit.gpus() == 1);

    MemoryFitView view;
    view.setEvaluation(evaluation);
    view.renderNow();
    const auto& rows = view.chart()->rows();
    REQUIRE(rows.size() == kMemoryFitMostCards);
    CHECK(rows.front().label == QStringLiteral("Card 299"));
    CHECK(rows.front().capacityGB == Approx(300.0));
    CHECK(rows.back().label == QStringLiteral("Card 200"));
    CHECK(view.chart()->categories().size() == 100);
    CHECK(view.shownNote().startsWith(QStringLiteral("Showing the first 100 of 300 ticked cards in this order")));

    // Every ticked card drawn (the built-in catalogue's 65 all ticked fit): no note.
    CHECK(memoryFitShownNote(65, 65).isEmpty());
    CHECK(memoryFitRows(*evaluation, MemoryFitSort::ByName, 500).size() == 300);
}

TEST_CASE("Memory fit shows a mixture-of-experts card's GPU on the serving layout its deployment uses", "[view][moe]")
{
    test::application();
    // DeepSeek-V3 in FP8 at 100,000 output tokens/s: the deployment sizer takes an expert-parallel layout on H100
    // (docs/MODEL.md, "Memory of a serving layout").
    ScenarioState state;
    state.workload.modelPresetId = "deepseek-v3";
    state.workload.weights = Precision::FP8;
    state.workload.kvCache = Precision::FP8;
    state.workload.contextTokens = 3000;
    state.workload.outputTokens = 1000;
    state.workload.targetTokensPerSecond = 100000.0;
    state.selectedCardIds = {"h100-sxm-80gb"};
    ScenarioEvaluator evaluator;
    const auto e = evaluator.evaluate(state, test::sampleCatalogue());
    const CardEvaluation* h100 = e->find("h100-sxm-80gb");
    REQUIRE(h100);
    REQUIRE(h100->economics.inference);
    REQUIRE(h100->economics.inference->servingMemory);
    const DeploymentPlan& plan = *h100->economics.inference;
    const ServingMemory& memory = *plan.servingMemory;

    const auto rows = memoryFitRows(*e, MemoryFitSort::ByFit);
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].fits);
    CHECK(rows[0].fitText.contains(QStringLiteral("EP ")));
    // The deployment's GPUs and its replicas of the layout, each named as such (the layout's count is one replica's).
    REQUIRE(plan.replicas > 1);
    CHECK(rows[0].fitText.startsWith(
        QStringLiteral("%1 GPUs: %2 replicas of %3 each\n").arg(plan.gpus).arg(plan.replicas).arg(plan.layout.gpus())));
    CHECK(plan.gpus == plan.layout.gpus() * plan.replicas);
    const auto weights = static_cast<std::size_t>(MemoryPart::Weights);
    const auto kv = static_cast<std::size_t>(MemoryPart::KvCache);
    // The layout's GPU, not the fewest-GPU split's: the bars are the serving memory's parts.
    CHECK(rows[0].partsGB[weights] == Approx(format::inMemoryUnit(memory.perGpu.weights)));
    CHECK(rows[0].partsGB[kv] == Approx(format::inMemoryUnit(memory.perGpu.kvCache)));
    // The weights' tooltip splits them: this GPU's share of the routed experts and the rest of the model.
    CHECK(rows[0].toolTips[weights].contains(format::memory(memory.routedExpertsPerGpu)));
    CHECK(rows[0].toolTips[weights].contains(format::memory(memory.otherWeightsPerGpu())));
    CHECK(rows[0].toolTips[kv].contains(QString::number(memory.sequencesPerGpu)));
}
