// Core's coded notes become English (no translator installed) with their figures; the Chinese is checked in
// tests/translations/TranslationTest.cpp.
#include "UiTestSupport.h"

#include "../core/performance/CardFixtures.h"

#include "format/NoteText.h"
#include "model/ModelPresets.h"
#include "performance/ComputePeak.h"
#include "scenario/CardEconomicsEvaluator.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gputco;
using namespace gputco::ui;

TEST_CASE("Performance notes are written from their code and figures", "[format][notes]")
{
    test::application();
    // A100 has no FP8 figure (gpu_specs.csv): core falls back to BF16 and, by the one precision rule
    // (precisionSupport), says FP8 is unsupported there, with a code.
    const ComputePeak peak = choosePeak(fixtures::a100(), Precision::FP8);
    REQUIRE(peak.codedNotes.size() == 1);
    const PerformanceNote& unsupported = peak.codedNotes.front();
    CHECK(unsupported.code == PerformanceNoteCode::PrecisionUnsupported);
    CHECK(unsupported.wanted == Precision::FP8);
    CHECK(unsupported.used == Precision::BF16);
    CHECK(performanceNoteText(unsupported)
          == QStringLiteral("NVIDIA A100 SXM 80GB has no published dense FP8 figure, so FP8 is unsupported (never "
                            "recommended): computing at its BF16 peak to show figures"));
    CHECK(performanceNoteText(unsupported).toStdString() == peak.notes.front()); // same words as the CLI's

    // BF16 on a card with only an FP16 figure is emulated, not unsupported: the plain fallback note.
    Accelerator fp16Only = fixtures::a100();
    fp16Only.peak.bf16Tflops.reset();
    fp16Only.peak.fp16Tflops = 312.0;
    const ComputePeak emulated = choosePeak(fp16Only, Precision::BF16);
    REQUIRE(emulated.codedNotes.size() == 1);
    CHECK(emulated.codedNotes.front().code == PerformanceNoteCode::PeakFallback);
    CHECK(performanceNoteText(emulated.codedNotes.front()).toStdString() == emulated.notes.front());

    PerformanceNote capped;
    capped.code = PerformanceNoteCode::ConcurrencyCapped;
    capped.count = 64;
    capped.limit = 40;
    CHECK(performanceNoteText(capped) == QStringLiteral("64 sequences do not fit in memory; at most 40 do"));
}

TEST_CASE("Card-suitability notes are written from their code and figures", "[format][notes]")
{
    test::application();
    const SuitabilityNote tooMany{SuitabilityNoteCode::TooManyGpus, 10, 8, 0.0, 0.0, {}};
    CHECK(suitabilityNoteText(tooMany) == QStringLiteral("needs 10 GPUs to serve, more than one server of 8"));
    const SuitabilityNote noLink{SuitabilityNoteCode::NoScaleUpLink, 4, 0, 0.0, 0.0, {}};
    CHECK(suitabilityNoteText(noLink)
          == QStringLiteral("needs 4 GPUs but has no NVLink-class link for gradient all-reduce"));
    // 151.2 GB to three significant figures is 151 GB; 80 GB is 80.0 GB.
    const SuitabilityNote tooBig{SuitabilityNoteCode::DoesNotFit, 0, 0, 151.2, 80.0, {}};
    CHECK(suitabilityNoteText(tooBig)
          == QStringLiteral("does not fit in memory: the best split needs 151 GB per GPU, the card has 80.0 GB"));
    const SuitabilityNote noTdp{SuitabilityNoteCode::TdpUnknown, 0, 0, 0.0, 0.0, {}};
    CHECK(suitabilityNotesText({tooMany, noTdp})
          == QStringLiteral(
              "needs 10 GPUs to serve, more than one server of 8; TDP unknown: power and cost not computed"));
}

TEST_CASE("Card-economics notes name what is missing", "[format][notes]")
{
    test::application();
    // Llama 3.1 8B inference on H100s: one without a TDP, one priced in a currency with no exchange rate.
    ScenarioState state;
    state.workload.modelPresetId = "llama-3.1-8b";
    const auto model = findModelPreset("llama-3.1-8b");
    REQUIRE(model);
    const CatalogueSnapshot catalogue;
    const EconomicsContext context{*model, state, catalogue};
    const auto has = [](const CardEconomics& e, const std::string& text) {
        return std::find(e.notes.begin(), e.notes.end(), text) != e.notes.end();
    };

    Accelerator noTdp = fixtures::h100();
    noTdp.tdp.reset();
    const CardEconomics unpowered = evaluateCardEconomics(context, noTdp);
    REQUIRE(unpowered.gpus > 0);
    CHECK(has(unpowered, "the card's TDP is unknown: no power, energy or running cost"));

    Accelerator odd = fixtures::h100();
    odd.price = PriceQuote{Money::amount(100), "XYZ", "2026-01-01", "test"};
    const CardEconomics unpriced = evaluateCardEconomics(context, odd);
    CHECK(has(unpriced, "the card's price is in XYZ, which has no exchange rate here"));
}
