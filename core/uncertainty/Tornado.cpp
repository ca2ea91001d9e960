#include "uncertainty/Tornado.h"

#include <algorithm>
#include <cmath>

namespace gputco {

double TornadoBar::tcoSwing() const { return std::abs((tcoAtHigh - tcoAtLow).inCurrencyUnits()); }

double TornadoBar::unitCostSwing() const
{
    if (!unitCostAtLow || !unitCostAtHigh)
        return 0.0;
    return std::abs((*unitCostAtHigh - *unitCostAtLow).inCurrencyUnits());
}

std::vector<CardTornado> tornadoOf(const UncertaintyModel& model)
{
    std::vector<CardTornado> out;
    out.reserve(model.cards.size());
    for (const CardMoneyBase& base : model.cards) {
        const auto typical = costCardAt(base, typicalMultiples());
        if (!typical)
            continue;
        CardTornado t;
        t.cardId = base.cardId;
        t.typicalTco = typical->lifetimeTco;
        t.typicalUnitCost = typical->unitCost;
        for (UncertainInput input : kAllUncertainInputs) {
            const RelativeRange& band = base.bands[indexOf(input)];
            if (band.low == 1.0 && band.high == 1.0)
                continue;
            InputMultiples m = typicalMultiples();
            m[indexOf(input)] = band.low;
            const auto atLow = costCardAt(base, m);
            m[indexOf(input)] = band.high;
            const auto atHigh = costCardAt(base, m);
            if (!atLow || !atHigh)
                continue;
            t.bars.push_back(TornadoBar{input, band.low, band.high, atLow->lifetimeTco, atHigh->lifetimeTco,
                                        atLow->unitCost, atHigh->unitCost});
        }
        std::stable_sort(t.bars.begin(), t.bars.end(), [](const TornadoBar& a, const TornadoBar& b) {
            if (a.tcoSwing() != b.tcoSwing())
                return a.tcoSwing() > b.tcoSwing();
            return a.unitCostSwing() > b.unitCostSwing();
        });
        out.push_back(std::move(t));
    }
    return out;
}

} // namespace gputco
