#pragma once

#include "scenario/Evaluation.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// The headline figures an A/B comparison shows for each card, in the order they are listed.
enum class AbFigure { FewestGpus, GpusDeployed, ItPower, Tco, CostPerMillionTokens, TrainingRunCost };

/// How B's figure compares with A's: the same (within half a percent), better or worse for the buyer.
enum class AbVerdict { Same, Better, Worse };

/// One figure of one card in scenario A and in scenario B, as the evaluator computed it.
struct AbFigureValue {
    std::string cardId;
    std::string cardModel; ///< the card's model name
    AbFigure figure = AbFigure::Tco;
    bool inA = false; ///< the card is compared in A (it may still have no figure there)
    bool inB = false;
    std::optional<double> a; ///< GPUs, watts or currency units; nullopt: no figure in A
    std::optional<double> b;
    /// B / A - 1 when both exist, A is positive and (for money) both are in one currency.
    std::optional<double> change;
    bool lowerIsBetter = true;
    bool isMoney = false;
};

/// Every card compared in A or B (A's selection first, then cards only B compares), figure by figure. Rows with
/// no figure on either side are left out, except whether the card fits (worth a row even without a number).
struct AbFigureValues {
    std::string currencyA;
    std::string currencyB;
    bool sameCurrency = true;
    std::vector<AbFigureValue> rows;
};

AbFigureValues abFigureValues(const Evaluation& a, const Evaluation& b);

/// Better, worse or the same: under half a percent either way (or no change) counts as the same.
AbVerdict abChangeVerdict(const std::optional<double>& change, bool lowerIsBetter);

} // namespace gputco
