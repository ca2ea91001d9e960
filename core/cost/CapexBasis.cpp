#include "cost/CapexBasis.h"

#include "util/EnumNames.h"

namespace gputco {
namespace {

constexpr EnumNameTable<CapexBasis, 2> kBases{
    {{CapexBasis::SystemPrice, "system-price"}, {CapexBasis::CardPlusHostShare, "card-plus-host-share"}}};

} // namespace

std::string_view capexBasisName(CapexBasis basis) { return enumName(kBases, basis); }

std::optional<PricedCapexInputs> capexInputsFor(const PurchasePrices& prices, int gpus, int gpusPerServer)
{
    PricedCapexInputs out;
    out.inputs.gpus = gpus;
    out.inputs.gpusPerServer = gpusPerServer;
    if (prices.systemPricePerServer) {
        out.inputs.systemPricePerServer = prices.systemPricePerServer;
        out.basis = CapexBasis::SystemPrice;
        return out;
    }
    if (!prices.cardPrice)
        return std::nullopt;
    out.inputs.pricePerGpu = *prices.cardPrice;
    out.inputs.hostShareOfGpuPrice = prices.hostShare;
    out.basis = CapexBasis::CardPlusHostShare;
    return out;
}

} // namespace gputco
