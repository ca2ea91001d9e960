#include "comparison/TrainingInferenceComparison.h"

#include "model/ModelPresets.h"
#include "model/ParameterCount.h"
#include "performance/TransformerFlops.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gputco;

namespace {

// Datasheet figures from shared/reference/gpu_specs.csv (NVIDIA H100 SXM and L4 datasheets).
Accelerator h100()
{
    Accelerator c;
    c.id = "h100-sxm-80gb";
    c.memory = Bytes::gigabytes(80);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(3350);
    c.tdp = Watts::of(700);
    c.peak.bf16Tflops = 989.5;
    c.peak.fp8Tflops = 1979;
    c.interconnect = InterconnectKind::NVLink;
    c.interconnectBandwidth = BytesPerSecond::gigabytesPerSecond(900);
    return c;
}

Accelerator l4()
{
    Accelerator c;
    c.id = "l4";
    c.memory = Bytes::gigabytes(24);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(300);
    c.tdp = Watts::of(72);
    c.peak.bf16Tflops = 121;
    c.interconnect = InterconnectKind::PCIe;
    return c;
}

ComparisonInputs inputsFor(const char* model)
{
    ComparisonInputs in = comparisonInputsFor(*findModelPreset(model), MemoryInputs{});
    in.cards = {h100(), l4()};
    in.pue = 1.3;
    in.pricePerKwh = 0.5;
    return in;
}

} // namespace

TEST_CASE("70B: about 140 GB to serve in BF16, 16 bytes per parameter to train with Adam", "[comparison]")
{
    // Seed article (AI硬件11, section 3.4): 70B x 2 bytes = 140 GB of weights to serve; training adds gradients
    // and Adam states, "560 GB and up" counting them in FP16. Mixed-precision AdamW keeps FP32 master weights
    // and moments: 2 + 2 + 12 = 16 bytes per parameter (ZeRO, Rajbhandari et al. 2020).
    const ComparisonInputs in = inputsFor("llama-3.1-70b");
    const auto result = compareTrainingAndInference(in);
    REQUIRE(result);
    const double params = countParameters(in.arch).total; // 70.6e9
    CHECK(result->inference.memory.weights.inBytes() == Approx(2.0 * params));
    CHECK(result->inference.memory.weights.inGB() == Approx(140.0).margin(2.0));
    CHECK(result->training.modelStates.inBytes() == Approx(16.0 * params));
    CHECK(result->training.modelStates.inGB() > 560.0);
    CHECK(result->training.memory.gradients.inBytes() == Approx(2.0 * params));
    CHECK(result->memoryRatio > 7.0); // 1.13 TB of states + activations against ~0.15 TB
    // INT8 weights halve the serving weights: 70.6 GB.
    CHECK(result->quantizedInferenceMemory < result->inference.memory.total() - Bytes::gigabytes(69));
}

TEST_CASE("Compute pattern: 6N against 2N per token, plus attention", "[comparison]")
{
    // PaLM appendix B: training 6N + 12 L H s per token (H = hidden = heads x head dim); a decode step
    // 2N + 4 L H s (QK^T and softmax x V over s cached keys). Llama-3.1-70B: L = 80, H = 8192, s = 4096.
    const ComparisonInputs in = inputsFor("llama-3.1-70b");
    const auto result = compareTrainingAndInference(in);
    REQUIRE(result);
    const double n = matmulParameters(in.arch);
    CHECK(result->training.flopsPerToken.inFlops() == Approx(6 * n + 12.0 * 80 * 8192 * 4096));
    CHECK(result->inference.flopsPerToken.inFlops() == Approx(2 * n + 4.0 * 80 * 8192 * 4096));
    // Gradients all-reduced per step: every parameter, in FP32 as Megatron-LM reduces them.
    CHECK(result->training.syncBytesPerStep.inBytes() == Approx(4.0 * countParameters(in.arch).total));
    // Each generated token reads all weights and the KV cache.
    CHECK(result->inference.bytesReadPerDecodeStep.inBytes()
          == Approx((result->inference.memory.weights + result->inference.memory.kvCache).inBytes()));
}

TEST_CASE("7B: an L4 serves it, H100s train it", "[comparison]")
{
    // Seed article 1: fine-tune a 7B model on A100/H800-class cards, serve it on L4/T4.
    ComparisonInputs in = inputsFor("llama-2-7b");
    const auto result = compareTrainingAndInference(in);
    REQUIRE(result);

    // Serving: one card each; the L4 draws less. Idle = 0.15 x TDP when unknown; draw = idle + (TDP - idle) x 0.6.
    // L4: 10.8 + 61.2 x 0.6 = 47.52 W -> 47.52 x 8.76 x 1.3 x 0.5 = 270.58 a year; H100: 105 + 595 x 0.6 = 462 W.
    const ModeFigures& serve = result->inference;
    REQUIRE(serve.chosen);
    CHECK(serve.chosen->cardId == "l4");
    CHECK(serve.chosen->gpus == 1);
    CHECK(serve.chosen->averagePower->inWatts() == Approx(47.52));
    CHECK(serve.chosen->yearlyEnergyCost->inCurrencyUnits() == Approx(270.58).margin(0.01));
    REQUIRE(serve.cards.size() == 2);
    CHECK(serve.cards[1].cardId == "h100-sxm-80gb");
    CHECK(serve.cards[1].averagePower->inWatts() == Approx(462.0));
    CHECK(serve.servers == 1);
    CHECK(serve.syncBytesPerStep.inBytes() == 0.0); // one card: no tensor-parallel traffic

    // Training: 16 x 6.7B = 108 GB of states does not fit one card; the L4 would need many GPUs over PCIe.
    const ModeFigures& train = result->training;
    REQUIRE(train.chosen);
    CHECK(train.chosen->cardId == "h100-sxm-80gb");
    CHECK(train.chosen->gpus >= 2);
    // Training draw: 105 + 595 x 0.9 = 640.5 W per H100.
    CHECK(train.chosen->averagePower->inWatts() == Approx(640.5 * train.chosen->gpus));
    const CardModeFit& l4Train = train.cards[1];
    CHECK(l4Train.cardId == "l4");
    CHECK_FALSE(l4Train.suitable);
    CHECK(l4Train.note.find("NVLink") != std::string::npos);
    // The same note as a code with its figure, for the GUI's translation.
    REQUIRE(l4Train.notes.size() == 1);
    CHECK(l4Train.notes[0].code == SuitabilityNoteCode::NoScaleUpLink);
    CHECK(l4Train.notes[0].gpus == l4Train.gpus);
    CHECK(l4Train.note == l4Train.notes[0].message);
}

TEST_CASE("Card prices count only in the scenario's currency: a user pick wins", "[comparison]")
{
    ComparisonInputs in = inputsFor("llama-2-7b");
    in.cards[0].price = PriceQuote{Money::amount(200000), "CNY", "2026-01-01", "test"};
    in.cards[1].price = PriceQuote{Money::amount(2500), "USD", "2026-01-01", "test"};
    in.inferenceCardId = "h100-sxm-80gb";
    const auto result = compareTrainingAndInference(in);
    REQUIRE(result);
    // H100 inference: 1 GPU x 200,000 / 4 years = 50,000 a year, plus 462 W x 8.76 x 1.3 x 0.5 = 2,630.63.
    REQUIRE(result->inference.chosen);
    CHECK(result->inference.chosen->cardId == "h100-sxm-80gb");
    CHECK(result->inference.chosen->yearlyCardCost->inCurrencyUnits() == Approx(50000.0));
    CHECK(result->inference.chosen->yearlyCost->inCurrencyUnits() == Approx(52630.63).margin(0.01));
    // The L4's USD price is not mixed into CNY: no full cost, so it sorts after the fully costed H100.
    CHECK_FALSE(result->inference.cards[1].yearlyCardCost.has_value());
    CHECK(result->inference.cards[0].cardId == "h100-sxm-80gb");
}

TEST_CASE("A training run's time and energy on the chosen card", "[comparison]")
{
    ComparisonInputs in = inputsFor("llama-2-7b");
    in.trainingTokens = 1e9;
    const auto result = compareTrainingAndInference(in);
    REQUIRE(result);
    const ModeFigures& train = result->training;
    REQUIRE(train.runTime);
    REQUIRE(train.runEnergyCost);
    // Energy cost = average power x wall time x PUE x price.
    const double kwh = train.chosen->averagePower->inKilowatts() * train.runTime->inHours();
    CHECK(train.runEnergyCost->inCurrencyUnits() == Approx(kwh * 1.3 * 0.5));
    // 1e9 tokens x ~6 x 6.7e9 FLOPs = 4e19 FLOPs on two H100s at well under 2 x 989.5 TFLOPS: over 5 hours.
    CHECK(train.runTime->inHours() > 5.0);
}

TEST_CASE("Both modes from the current workload", "[comparison]")
{
    const auto arch = *findModelPreset("llama-2-7b");
    MemoryInputs serving;
    serving.weights = Precision::INT8;
    const ComparisonInputs fromServing = comparisonInputsFor(arch, serving);
    CHECK(fromServing.inference.weights == Precision::INT8);
    CHECK(fromServing.training.mode == WorkloadMode::Training);
    CHECK(fromServing.training.weights == Precision::BF16);
    CHECK(fromServing.training.optimizer == Optimizer::AdamW);

    MemoryInputs finetune;
    finetune.mode = WorkloadMode::Qlora;
    finetune.weights = Precision::NF4;
    finetune.parallel.tensor = 2;
    const ComparisonInputs fromQlora = comparisonInputsFor(arch, finetune);
    CHECK(fromQlora.training.mode == WorkloadMode::Qlora);
    CHECK(fromQlora.training.parallel.tensor == 1);
    CHECK(fromQlora.inference.mode == WorkloadMode::Inference);
    CHECK(fromQlora.inference.weights == Precision::BF16);
}

TEST_CASE("A refused workload names the input", "[comparison]")
{
    ComparisonInputs in = inputsFor("llama-2-7b");
    in.inference.contextTokens = 0;
    const auto result = compareTrainingAndInference(in);
    REQUIRE_FALSE(result);
    CHECK_FALSE(result.error().field.empty());
}

TEST_CASE("A picked card that cannot hold the workload gives way to the best suitable one", "[comparison]")
{
    ComparisonInputs in = inputsFor("llama-2-7b");
    Accelerator tiny = l4();
    tiny.id = "tiny";
    tiny.memory = Bytes::gigabytes(1); // below the 1 GiB runtime overhead alone: nothing fits
    in.cards.push_back(tiny);
    in.trainingCardId = "tiny";
    in.inferenceCardId = "tiny";
    in.trainingTokens = 1e9;
    const auto result = compareTrainingAndInference(in);
    REQUIRE(result);
    CHECK(result->training.chosen->cardId == "h100-sxm-80gb");
    CHECK(result->inference.chosen->cardId == "l4");
    CHECK(result->training.runTime.has_value());
    CHECK_FALSE(result->training.cards.back().fits);
}

TEST_CASE("A card that holds the model but cannot decode within the latency target does not suit serving",
          "[comparison]")
{
    // Llama-2-7B in BF16 fits one L4 (24 GB) and one H100. Every generated token reads the weights,
    // 6,738,415,616 x 2 bytes = 13.48 GB, and the KV cache once: at the L4's 300 GB/s that alone is 44.9 ms, at
    // the H100's 3,350 GB/s 4.0 ms (datasheet bandwidths, shared/reference/gpu_specs.csv). A 20 ms target per
    // token rules the L4 out of serving; the H100 becomes the serving pick.
    ComparisonInputs in = inputsFor("llama-2-7b");
    in.maxTimePerOutputToken = Duration::seconds(0.020);
    const auto result = compareTrainingAndInference(in);
    REQUIRE(result);
    const ModeFigures& serve = result->inference;
    REQUIRE(serve.chosen);
    CHECK(serve.chosen->cardId == "h100-sxm-80gb");
    CHECK(serve.chosen->suitable);

    const auto l4 =
        std::find_if(serve.cards.begin(), serve.cards.end(), [](const CardModeFit& c) { return c.cardId == "l4"; });
    REQUIRE(l4 != serve.cards.end());
    CHECK(l4->fits);
    CHECK_FALSE(l4->suitable);
    REQUIRE(l4->notes.size() == 1);
    const SuitabilityNote& note = l4->notes[0];
    CHECK(note.code == SuitabilityNoteCode::TooSlowToServe);
    CHECK(note.targetMs == Approx(20.0));
    // One card, no split: weights 13,476,831,232 B + KV cache of one 4,096-token sequence (2 x 32 layers x 32
    // heads x 128 x 2 bytes = 524,288 B per token: 2,147,483,648 B) = 15,624,314,880 B; / 300e9 B/s = 52.08 ms.
    CHECK(l4->gpus == 1);
    CHECK(note.leastMs == Approx(52.081).epsilon(0.0005));
    CHECK(l4->note.find("over the 20 ms target") != std::string::npos);

    // Without a target, holding the model is enough: the L4 serves it (the case above).
    in.maxTimePerOutputToken.reset();
    CHECK(compareTrainingAndInference(in)->inference.chosen->cardId == "l4");
}

TEST_CASE("Training ranks by the run's cost and time, sized to finish within a year", "[comparison][run]")
{
    // Llama-2-7B, 1e12 tokens: about 6 x 6.7e9 x 1e12 = 4.0e22 model FLOPs. On one H100 at ~0.45 x 989.5 TFLOPS
    // that is ~2.9 years, so the run is sized up to a power of two of GPUs that finishes within a year (4 or 8).
    ComparisonInputs in = inputsFor("llama-2-7b");
    in.trainingTokens = 1e12;
    in.cards[0].price = PriceQuote{Money::amount(200000.0), "CNY", "2024-01", "test"};
    const auto result = compareTrainingAndInference(in);
    REQUIRE(result);
    const ModeFigures& train = result->training;
    REQUIRE(train.chosen);
    CHECK(train.chosen->cardId == "h100-sxm-80gb");
    REQUIRE(train.runTime);
    CHECK(train.runTime->inDays() <= 365.0);
    CHECK(train.runTime->inDays() > 365.0 / 4); // not oversized: half the GPUs would miss the year
    CHECK(train.chosen->gpus >= 4);
    CHECK_FALSE(train.deadlineGiven);
    // Run cost = (cards' yearly amortisation + a year's electricity) x the run's years.
    REQUIRE(train.runCost);
    CHECK(train.runCost->inCurrencyUnits()
          == Approx(train.chosen->yearlyCost->inCurrencyUnits() * train.runTime->inDays() / 365.0).epsilon(1e-3));
}

TEST_CASE("A run that takes longer than a year, or misses its deadline, says so", "[comparison][run]")
{
    // No growth allowed (at most 8 GPUs): Llama-2-70B's training state needs 24 H100 (TP 8 x PP 3, the fit);
    // 1e12 tokens need ~4.2e23 FLOPs, and 24 H100 at ~4.45e14 FLOP/s each take 455 days before any overhead.
    // The note gives the days; the card stays the shown choice (nothing finishes in time).
    ComparisonInputs in = inputsFor("llama-2-70b");
    in.trainingTokens = 1e12;
    in.maxTrainingGpus = 8;
    auto result = compareTrainingAndInference(in);
    REQUIRE(result);
    REQUIRE(result->training.chosen);
    const CardModeFit& h100Run = *result->training.chosen;
    CHECK_FALSE(h100Run.suitable);
    CHECK_FALSE(h100Run.meetsDeadline);
    REQUIRE(h100Run.runTime);
    CHECK(h100Run.gpus == 24);
    CHECK(h100Run.runTime->inDays() > 365.0);
    const auto over = std::find_if(h100Run.notes.begin(), h100Run.notes.end(), [](const SuitabilityNote& n) {
        return n.code == SuitabilityNoteCode::RunOverAYear;
    });
    REQUIRE(over != h100Run.notes.end());
    CHECK(over->days == Approx(h100Run.runTime->inDays()));

    // With a 90-day deadline and room to grow, the run is sized to meet it.
    in.maxTrainingGpus = 16384;
    in.trainingDeadline = Duration::hours(90 * 24.0);
    result = compareTrainingAndInference(in);
    REQUIRE(result);
    REQUIRE(result->training.runTime);
    CHECK(result->training.runTime->inDays() <= 90.0);
    CHECK(result->training.chosen->suitable);
    CHECK(result->training.deadlineGiven);
    // A deadline no cluster of 8 GPUs can meet: MissesDeadline with both figures.
    in.maxTrainingGpus = 8;
    result = compareTrainingAndInference(in);
    REQUIRE(result);
    const auto& notes = result->training.chosen->notes;
    const auto miss = std::find_if(notes.begin(), notes.end(), [](const SuitabilityNote& n) {
        return n.code == SuitabilityNoteCode::MissesDeadline;
    });
    REQUIRE(miss != notes.end());
    CHECK(miss->deadlineDays == Approx(90.0));
    in.trainingDeadline = Duration::seconds(0);
    CHECK(compareTrainingAndInference(in).error().field == "deadline");
}

TEST_CASE("A run within a deadline past a year is still flagged as longer than a year", "[comparison][run]")
{
    // Llama-2-7B, 1e12 tokens (~4.0e22 model FLOPs) on the fewest H100 that hold its training state: at about
    // 0.45 x 989.5 TFLOPS each, well over a year on so few GPUs, within a three-year deadline.
    ComparisonInputs in = inputsFor("llama-2-7b");
    in.trainingTokens = 1e12;
    in.trainingDeadline = Duration::years(3);
    const auto result = compareTrainingAndInference(in);
    REQUIRE(result);
    REQUIRE(result->training.chosen);
    const CardModeFit& run = *result->training.chosen;
    REQUIRE(run.runTime);
    CHECK(run.meetsDeadline);
    CHECK(run.suitable);
    CHECK(run.longerThanAYear);
    CHECK(run.runTime->inDays() > 365.0);
    CHECK(run.runTime->inDays() <= 3 * 365.0);
    const auto flag = std::find_if(run.notes.begin(), run.notes.end(), [](const SuitabilityNote& n) {
        return n.code == SuitabilityNoteCode::RunLongerThanAYear;
    });
    REQUIRE(flag != run.notes.end());
    CHECK(flag->days == Approx(run.runTime->inDays()));
    CHECK(run.note.find("longer than a year") != std::string::npos);

    // Within a year nothing is flagged (the same run sized to the default year).
    in.trainingDeadline.reset();
    const auto yearly = compareTrainingAndInference(in);
    REQUIRE(yearly->training.chosen);
    CHECK_FALSE(yearly->training.chosen->longerThanAYear);
}

TEST_CASE("Converted prices from the scenario cost the cards on their capex basis", "[comparison][run]")
{
    // The scenario hands over the H100's price already converted: 180,000 a GPU plus the host share of each full
    // 8-GPU server, 8 x 180,000 x 0.25 = 360,000 a server. Training run cost = GPU-hours x capex per GPU / (4 years
    // x 8,760 h) + electricity.
    ComparisonInputs in = inputsFor("llama-2-7b");
    in.trainingTokens = 1e12;
    in.cards[0].price = PriceQuote{Money::amount(25000.0), "USD", "2026-01-01", "test"}; // ignored: not converted here
    ComparisonCardPrices prices;
    prices.cardId = "h100-sxm-80gb";
    prices.prices.cardPrice = Money::amount(180000.0);
    prices.prices.hostShare = 0.25;
    in.cardPrices = {prices};
    const auto result = compareTrainingAndInference(in);
    REQUIRE(result);
    const CardModeFit& run = *result->training.chosen;
    REQUIRE(run.runCost);
    CHECK(run.capexBasis == CapexBasis::CardPlusHostShare);
    const double gpuHours = run.gpus * run.runTime->inHours();
    const double capexPerGpu = (180000.0 * run.gpus + 360000.0 * ((run.gpus + 7) / 8)) / run.gpus;
    CHECK(run.runCost->inCurrencyUnits()
          == Approx(gpuHours * capexPerGpu / 35040.0 + run.runEnergyCost->inCurrencyUnits()).epsilon(1e-9));
}
