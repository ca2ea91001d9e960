#include "uncertainty/TornadoOrder.h"

#include <algorithm>
#include <cmath>

namespace gputco {

double measuredAt(const TornadoBar& bar, bool high, SensitivityMeasure measure)
{
    if (measure == SensitivityMeasure::UnitCost)
        return (high ? bar.unitCostAtHigh : bar.unitCostAtLow).value_or(Money{}).inCurrencyUnits();
    return (high ? bar.tcoAtHigh : bar.tcoAtLow).inCurrencyUnits();
}

OrderedTornado orderedTornado(const CardTornado& tornado, SensitivityMeasure measure)
{
    OrderedTornado out;
    out.measure = tornado.typicalUnitCost ? measure : SensitivityMeasure::LifetimeTco;
    out.typical = out.measure == SensitivityMeasure::UnitCost ? tornado.typicalUnitCost->inCurrencyUnits()
                                                              : tornado.typicalTco.inCurrencyUnits();
    for (const TornadoBar& bar : tornado.bars) {
        if (std::abs(measuredAt(bar, true, out.measure) - measuredAt(bar, false, out.measure))
            <= 1e-9 * std::abs(out.typical)) {
            out.inputsLeftOut = true;
            continue;
        }
        out.bars.push_back(&bar);
    }
    if (out.measure == SensitivityMeasure::UnitCost)
        std::stable_sort(out.bars.begin(), out.bars.end(), [](const TornadoBar* a, const TornadoBar* b) {
            return a->unitCostSwing() > b->unitCostSwing();
        });
    return out;
}

} // namespace gputco
