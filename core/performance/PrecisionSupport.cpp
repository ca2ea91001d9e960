#include "performance/PrecisionSupport.h"

namespace gputco {
namespace {

bool hasFigure(const Accelerator& card, Precision p)
{
    const auto figure = card.peak.forPrecision(p);
    return figure && *figure > 0.0;
}

std::string upper(Precision p)
{
    std::string s(precisionName(p));
    for (char& c : s)
        c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
    return s;
}

PrecisionSupport native(Precision p) { return {PrecisionSupportLevel::Native, p, {}}; }

PrecisionSupport emulated(Precision at, std::string reason)
{
    return {PrecisionSupportLevel::Emulated, at, std::move(reason)};
}

PrecisionSupport unsupported(const Accelerator& card, Precision p)
{
    return {PrecisionSupportLevel::Unsupported, p,
            card.displayName() + " has no published dense " + upper(p) + " figure: " + upper(p) + " is not supported"};
}

// The 16-bit multiply a card has: BF16, else FP16; nullopt with neither.
std::optional<Precision> sixteenBit(const Accelerator& card)
{
    if (hasFigure(card, Precision::BF16))
        return Precision::BF16;
    if (hasFigure(card, Precision::FP16))
        return Precision::FP16;
    return std::nullopt;
}

} // namespace

PrecisionSupport precisionSupport(const Accelerator& card, Precision weights)
{
    switch (weights) {
    case Precision::FP8:
    case Precision::INT8:
    case Precision::FP32: return hasFigure(card, weights) ? native(weights) : unsupported(card, weights);
    case Precision::TF32:
        if (hasFigure(card, Precision::TF32))
            return native(weights);
        if (hasFigure(card, Precision::FP32))
            return emulated(Precision::FP32, card.displayName() + " has no TF32 figure: computed at its FP32 peak");
        return unsupported(card, weights);
    case Precision::BF16:
    case Precision::FP16: {
        if (hasFigure(card, weights))
            return native(weights);
        const Precision other = weights == Precision::BF16 ? Precision::FP16 : Precision::BF16;
        if (hasFigure(card, other))
            return emulated(other, card.displayName() + " has no " + upper(weights) + " figure: computed at its "
                                       + upper(other) + " peak");
        return unsupported(card, weights);
    }
    case Precision::INT4:
    case Precision::NF4:
        if (const auto at = sixteenBit(card))
            return emulated(*at, upper(weights) + " weights are dequantised to " + upper(*at)
                                     + " for the multiply (weight-only)");
        return unsupported(card, weights);
    }
    return unsupported(card, weights);
}

std::vector<Precision> supportedPrecisions(const Accelerator& card, const std::vector<Precision>& wanted)
{
    std::vector<Precision> out;
    for (Precision p : wanted)
        if (precisionSupport(card, p).level != PrecisionSupportLevel::Unsupported)
            out.push_back(p);
    return out;
}

} // namespace gputco
