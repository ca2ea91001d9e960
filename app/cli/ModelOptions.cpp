#include "cli/ModelOptions.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "cli/lite/ModelChoice.h"
#include "database/ModelImport.h"
#include "model/ModelPresets.h"

#include <QCommandLineParser>

namespace gputco::cli {

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
    return readModelChoice(reader.values(), [&](const std::string& id) {
        std::optional<CatalogueDatabase> opened;
        return catalogueModel(reader, err, opened, id);
    });
}

std::optional<ModelArchitecture> catalogueModel(OptionReader& reader, QTextStream& err,
                                                std::optional<CatalogueDatabase>& opened, const std::string& id)
{
    // Not a preset: the catalogue's own models (an imported config.json).
    opened = openCatalogue(reader, err);
    return opened ? findModel(id, catalogueOwnModels(*opened)) : std::nullopt;
}

} // namespace gputco::cli
