#include "format/UncertaintyText.h"

namespace gputco::ui {

QString uncertainInputLabel(UncertainInput input)
{
    switch (input) {
    case UncertainInput::CardPrice: return UncertaintyText::tr("Card or server price");
    case UncertainInput::CloudPrice: return UncertaintyText::tr("Cloud price");
    case UncertainInput::ElectricityPrice: return UncertaintyText::tr("Electricity price");
    case UncertainInput::Pue: return UncertaintyText::tr("PUE");
    case UncertainInput::Utilisation: return UncertaintyText::tr("Utilisation");
    case UncertainInput::ComputeEfficiency: return UncertaintyText::tr("Compute efficiency");
    case UncertainInput::MemoryEfficiency: return UncertaintyText::tr("Memory efficiency");
    case UncertainInput::Life: return UncertaintyText::tr("Years of life");
    case UncertainInput::Residual: return UncertaintyText::tr("Resale value");
    case UncertainInput::ExchangeRate: return UncertaintyText::tr("Exchange rate");
    }
    return {};
}

QString defaultRangeText(UncertainInput input)
{
    switch (input) {
    case UncertainInput::CardPrice:
        return UncertaintyText::tr("Default: the catalogue's low and high price; without them -17 % to "
                                   "+33 % (the H100 row of the price reference).");
    case UncertainInput::CloudPrice:
        return UncertaintyText::tr("Default: the spread of the card's cloud offers; with one offer -9 % "
                                   "to +6 % (one provider's list-price path).");
    case UncertainInput::ElectricityPrice:
        return UncertaintyText::tr("Default: 0.65 to 0.90 CNY/kWh around 0.70 (China east tier-1, data-"
                                   "centre reference tool default).");
    case UncertainInput::Pue:
        return UncertaintyText::tr("Default: 1.25 to 1.40 around 1.3 (new colocation, data-centre "
                                   "reference tool default).");
    case UncertainInput::Utilisation:
        return UncertaintyText::tr("Default: 60 to 80 % around 70 %. Unverified: the references give no "
                                   "range.");
    case UncertainInput::ComputeEfficiency:
        return UncertaintyText::tr("Default: x0.77 to x1.41, the training misses measured in "
                                   "docs/VALIDATION.md.");
    case UncertainInput::MemoryEfficiency:
        return UncertaintyText::tr("Default: x0.75 to x1.41, the single-GPU decode misses in "
                                   "docs/VALIDATION.md; tensor-parallel decode is not covered.");
    case UncertainInput::Life:
        return UncertaintyText::tr("Default: 3 to 5 years around 4 (GPU servers are written off over 3 "
                                   "to 5 years).");
    case UncertainInput::Residual:
        return UncertaintyText::tr("Default: 15 to 20 % after four years around 17.5 % (secondary-market "
                                   "curve, weak source).");
    case UncertainInput::ExchangeRate:
        return UncertaintyText::tr("Default: -5 % to +5 %. Unverified: the references give no range.");
    }
    return {};
}

} // namespace gputco::ui
