#include "cli/lite/ModelChoice.h"

#include "model/ModelPresets.h"
#include "util/QuotedInput.h"

namespace gputco::cli {
namespace {
constexpr double kMinParams = 1e6;  // below a million parameters the shape inference is meaningless
constexpr double kMaxParams = 1e14; // 100 trillion: far beyond any model in the catalogue's era
} // namespace

std::optional<ModelArchitecture> readModelChoice(ValueReader& reader, const CatalogueModelLookup& fromCatalogue)
{
    const bool byName = reader.isSet("model");
    const bool bySize = reader.isSet("params");
    if (byName == bySize) {
        reader.fail(Error{"--model", "give exactly one of --model NAME or --params N"});
        return std::nullopt;
    }
    if (byName) {
        const std::string name = reader.text("model");
        if (auto preset = findModelPreset(name))
            return preset;
        if (auto own = fromCatalogue(name))
            return own;
        reader.fail(Error{"--model", quotedInput(name) + " is not one of: " + modelPresetChoices()});
        return std::nullopt;
    }
    const double params = reader.number("params", kMinParams, kMaxParams, 0.0);
    if (reader.error())
        return std::nullopt;
    return customModelFromParameterCount(params);
}

} // namespace gputco::cli
