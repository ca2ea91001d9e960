#include "uncertainty/UncertainInput.h"

#include "util/EnumNames.h"

namespace gputco {

namespace {
constexpr EnumNameTable<UncertainInput, kUncertainInputCount> kNames{
    {{UncertainInput::CardPrice, "card-price"},
     {UncertainInput::CloudPrice, "cloud-price"},
     {UncertainInput::ElectricityPrice, "electricity-price"},
     {UncertainInput::Pue, "pue"},
     {UncertainInput::Utilisation, "utilisation"},
     {UncertainInput::ComputeEfficiency, "compute-efficiency"},
     {UncertainInput::MemoryEfficiency, "memory-efficiency"},
     {UncertainInput::Life, "life"},
     {UncertainInput::Residual, "residual"},
     {UncertainInput::ExchangeRate, "exchange-rate"}}};
} // namespace

std::string_view uncertainInputName(UncertainInput input) { return enumName(kNames, input); }
std::optional<UncertainInput> parseUncertainInput(std::string_view text) { return parseEnum(kNames, text); }

bool isSharedInput(UncertainInput input)
{
    switch (input) {
    case UncertainInput::CardPrice:
    case UncertainInput::CloudPrice:
    case UncertainInput::ComputeEfficiency:
    case UncertainInput::MemoryEfficiency: return false;
    case UncertainInput::ElectricityPrice:
    case UncertainInput::Pue:
    case UncertainInput::Utilisation:
    case UncertainInput::Life:
    case UncertainInput::Residual:
    case UncertainInput::ExchangeRate: return true;
    }
    return true;
}

} // namespace gputco
