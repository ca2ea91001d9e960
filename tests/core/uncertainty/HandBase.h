#pragma once

#include "uncertainty/CardMoneyBase.h"

// A card's money base worked by hand: 8 GPUs in one server drawing a flat 1,000 W each (idle = TDP, no host),
// PUE 1.25, 0.70 per kWh, 48 months, no residual. Energy per month 8 kW x 1.25 x 730 h = 7,300 kWh, so
// TCO = 8 x price + 48 x 7,300 x 0.70 = 8 x price + 245,280 (350,400 per unit of electricity price).
namespace gputco::fixtures {

inline CardMoneyBase handBase(const char* id, double cardPrice)
{
    CardMoneyBase b;
    b.cardId = id;
    b.serverPower.gpusPerServer = 8;
    b.serverPower.card.tdp = Watts::of(1000.0);
    b.serverPower.card.idle = Watts::of(1000.0);
    b.serverPower.systemMax = Watts::of(8000.0);
    b.workload = PowerWorkload::Inference;
    b.typicalUtilisation = 0.7;
    b.typicalPue = 1.25;
    FleetCostInputs& in = b.typical;
    in.gpus = 8;
    in.gpusPerServer = 8;
    in.prices.cardPrice = Money::amount(cardPrice);
    in.opex.itAveragePower = Watts::of(8000.0);
    in.opex.pue = 1.25;
    in.opex.tariff = Tariff::flat(Money::amount(0.70));
    in.lifeMonths = 48;
    in.utilisation = 0.7;
    return b;
}

} // namespace gputco::fixtures
