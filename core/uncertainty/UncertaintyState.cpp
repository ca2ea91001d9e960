#include "uncertainty/UncertaintyState.h"

#include "uncertainty/RangeProvenance.h"

#include <string>

namespace gputco {

RelativeRange defaultRange(UncertainInput input)
{
    switch (input) {
    // prices.md sec. 1, H100 SXM 80GB: 25,000 / 30,000 / 40,000 USD [S]; for cards whose quote has no range.
    case UncertainInput::CardPrice: return {25.0 / 30.0, 40.0 / 30.0};
    // prices.md sec. 4, Lambda H100 SXM list-price path 2.99 / 3.29 / 3.49 USD per GPU-hour [P]: one offer's drift.
    case UncertainInput::CloudPrice: return {2.99 / 3.29, 3.49 / 3.29};
    // datacenter.md sec. 5.1 tool default [R], China east tier-1 0.65-0.90 CNY/kWh around the scenario's 0.70.
    case UncertainInput::ElectricityPrice: return {0.65 / 0.70, 0.90 / 0.70};
    // datacenter.md sec. 2.2 tool default [R], new colocation 1.25-1.40 around the scenario's 1.3.
    case UncertainInput::Pue: return {1.25 / 1.3, 1.40 / 1.3};
    // UNVERIFIED: 60-80 % around the scenario's 70 % (datacenter.md's worked example uses 70 %; 60 % is the
    // policy floor for rack occupancy in sec. 2.3, a proxy, not a measured utilisation).
    case UncertainInput::Utilisation: return {0.6 / 0.7, 0.8 / 0.7};
    // docs/VALIDATION.md, training default path: GPU-hours misses from -23 % to +41 % (the real run reached
    // 0.77 to 1.41 times the modelled efficiency); prefill's misses (x0.78 to x1.36) fall inside.
    case UncertainInput::ComputeEfficiency: return {0.77, 1.41};
    // docs/VALIDATION.md, single-GPU decode throughput: misses from +33 % (model fast: x0.75) to -29 % (x1.41).
    // Tensor-parallel decode misses by up to +150 % and is not covered (treat it as an upper bound).
    case UncertainInput::MemoryEfficiency: return {1.0 / 1.33, 1.0 / 0.71};
    // datacenter.md sec. 7.1: GPU servers are written off over 3-5 years, around the scenario's 4.
    case UncertainInput::Life: return {0.75, 1.25};
    // prices.md sec. 4, GLRI residual curve [W]: 15-20 % after year 4 around the default curve's 17.5 %.
    case UncertainInput::Residual: return {15.0 / 17.5, 20.0 / 17.5};
    // UNVERIFIED: +/-5 %; the references give no exchange-rate range.
    case UncertainInput::ExchangeRate: return {0.95, 1.05};
    }
    return {};
}

std::string_view defaultRangeSource(UncertainInput input)
{
    switch (input) {
    case UncertainInput::CardPrice:
        return "the catalogue quote's low and high (prices.md); without them 25,000-40,000 around 30,000, the H100 "
               "SXM row of prices.md sec. 1 [S]";
    case UncertainInput::CloudPrice:
        return "the spread of the card's offers at the chosen term; with one offer -9 % to +6 %, the Lambda H100 "
               "list-price path of prices.md sec. 4 [P]";
    case UncertainInput::ElectricityPrice:
        return "0.65-0.90 CNY/kWh around 0.70, China east tier-1, datacenter.md sec. 5.1 tool default [R]";
    case UncertainInput::Pue: return "1.25-1.40 around 1.3, new colocation, datacenter.md sec. 2.2 tool default [R]";
    case UncertainInput::Utilisation:
        return "UNVERIFIED: 60-80 % around 70 %; the references give no utilisation range";
    case UncertainInput::ComputeEfficiency:
        return "x0.77 to x1.41, the training GPU-hours misses of docs/VALIDATION.md (default path)";
    case UncertainInput::MemoryEfficiency:
        return "x0.75 to x1.41, the single-GPU decode throughput misses of docs/VALIDATION.md; tensor-parallel "
               "decode (up to +150 %) not covered";
    case UncertainInput::Life: return "3-5 years around 4, datacenter.md sec. 7.1";
    case UncertainInput::Residual: return "15-20 % after 4 years around 17.5 %, GLRI curve in prices.md sec. 4 [W]";
    case UncertainInput::ExchangeRate: return "UNVERIFIED: +/-5 %; the references give no exchange-rate range";
    }
    return {};
}

RangeEvidence defaultRangeEvidence(UncertainInput input)
{
    switch (input) {
    case UncertainInput::Utilisation:
    case UncertainInput::ExchangeRate: return RangeEvidence::Unverified; // see defaultRange
    case UncertainInput::Residual: return RangeEvidence::Weak;           // the GLRI curve, prices.md sec. 4 [W]
    default: return RangeEvidence::Sourced;
    }
}

std::array<RelativeRange, kUncertainInputCount> UncertaintyState::defaultRanges()
{
    std::array<RelativeRange, kUncertainInputCount> out;
    for (UncertainInput input : kAllUncertainInputs)
        out[indexOf(input)] = defaultRange(input);
    return out;
}

std::optional<Error> validateUncertainty(const UncertaintyState& s)
{
    for (UncertainInput input : kAllUncertainInputs) {
        const RelativeRange& r = s.range(input);
        const std::string key = "uncertainty." + std::string(uncertainInputName(input));
        if (!(r.low >= 0.0 && r.low <= 1.0))
            return Error{key + ".low", "the low end must be from 0 to 1 times the typical value"};
        if (!(r.high >= 1.0 && r.high <= kMaxRangeHigh))
            return Error{key + ".high", "the high end must be from 1 to 5 times the typical value"};
    }
    if (s.samples < 1 || s.samples > kMaxUncertaintySamples)
        return Error{"uncertainty.samples", "the samples must be from 1 to 100000"};
    if (s.seed > kMaxUncertaintySeed)
        return Error{"uncertainty.seed", "the seed must be from 0 to 4294967295"};
    return std::nullopt;
}

} // namespace gputco
