#include "database/ModelImport.h"

#include "database/FileTargets.h"
#include "model/ModelPresets.h"

#include <QDir>
#include <QFileInfo>

namespace gputco {
namespace {
constexpr qint64 kMaxConfigBytes = 1 << 20; // published config.json files are a few kB
} // namespace

Expected<ModelArchitecture> readHuggingFaceConfigFile(const QString& path, HuggingFaceImportOptions options)
{
    const std::string file = path.toStdString();
    const auto read = readBoundedFile(path, kMaxConfigBytes, "a config.json (a few kB)");
    if (!read)
        return Error{file, read.error().message};
    const QByteArray& json = *read;
    // ".../Qwen2.5-7B/config.json" is named by its folder, "qwen2.5-7b.json" by itself.
    const QFileInfo info(path);
    if (options.fallbackName.empty())
        options.fallbackName =
            (info.fileName() == QLatin1String("config.json") ? info.absoluteDir().dirName() : info.completeBaseName())
                .toStdString();
    auto model = modelFromHuggingFaceConfig(json, options);
    if (!model)
        return Error{file + ": " + model.error().field, model.error().message};
    ModelArchitecture out = std::move(model).value();
    if (options.source.empty())
        out.source += ", imported from " + info.fileName().toStdString();
    return out;
}

std::vector<ModelArchitecture> catalogueOwnModels(const CatalogueDatabase& database)
{
    std::vector<ModelArchitecture> own;
    for (ModelArchitecture& model : database.models().all())
        if (!findModelPreset(model.id))
            own.push_back(std::move(model));
    return own;
}

Expected<ModelArchitecture> importHuggingFaceConfigFile(const CatalogueDatabase& database, const QString& path,
                                                        HuggingFaceImportOptions options)
{
    auto model = readHuggingFaceConfigFile(path, std::move(options));
    if (!model)
        return model.error();
    if (findModelPreset(model->id))
        return Error{"id", "\"" + model->id + "\" is a built-in preset; give the imported model another id"};
    if (auto written = database.models().upsert(*model); !written)
        return written.error();
    return model;
}

} // namespace gputco
