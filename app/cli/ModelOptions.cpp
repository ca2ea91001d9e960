#include "cli/ModelOptions.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "model/ModelPresets.h"
#include "util/QuotedInput.h"

#include <QCommandLineParser>

namespace gputco::cli {

namespace {
constexpr double kMinParams = 1e6;  // below a million parameters the shape inference is meaningless
constexpr double kMaxParams = 1e14; // 100 trillion: far beyond any model in the catalogue's era
} // namespace

void addModelOptions(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("model"),
                      QStringLiteral("Model preset: %1; or the id of a model in the catalogue (gpu-tco-cli models).")
                          .arg(QString::fromStdString(modelPresetChoices())),
                      QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("params"),
                      QStringLiteral("Custom model by parameter count, e.g. 7e9 or 70B (1M to 100T)."),
                      QStringLiteral("N")});
}

std::optional<ModelArchitecture> readModel(OptionReader& reader, QTextStream& err)
{
    const bool byName = reader.isSet(QStringLiteral("model"));
    const bool bySize = reader.isSet(QStringLiteral("params"));
    if (byName == bySize) {
        reader.fail(Error{"--model", "give exactly one of --model NAME or --params N"});
        return std::nullopt;
    }
    if (byName) {
        const std::string name = reader.text(QStringLiteral("model")).toStdString();
        if (auto preset = findModelPreset(name))
            return preset;
        // Not a preset: the catalogue's own models (an imported config.json) register when it opens.
        if (!openCatalogue(reader, err))
            return std::nullopt;
        if (auto own = findModelPreset(name))
            return own;
        reader.fail(Error{"--model", quotedInput(name) + " is not one of: " + modelPresetChoices()});
        return std::nullopt;
    }
    const double params = reader.number(QStringLiteral("params"), kMinParams, kMaxParams, 0.0);
    if (reader.error())
        return std::nullopt;
    return customModelFromParameterCount(params);
}

} // namespace gputco::cli
