#include "database/ModelImport.h"

#include "model/CatalogueModels.h"
#include "model/ModelPresets.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace gputco {
namespace {
constexpr qint64 kMaxConfigBytes = 1 << 20; // published config.json files are a few kB
} // namespace

Expected<ModelArchitecture> readHuggingFaceConfigFile(const QString& path, HuggingFaceImportOptions options)
{
    const std::string file = path.toStdString();
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return Error{file, "cannot be read: " + in.errorString().toStdString()};
    if (in.size() > kMaxConfigBytes)
        return Error{file, "is larger than 1 MiB; a config.json is a few kB"};
    const QByteArray json = in.read(kMaxConfigBytes + 1);
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

void registerUserModels(const CatalogueDatabase& database)
{
    std::vector<ModelArchitecture> own;
    for (ModelArchitecture& model : database.models().all())
        if (!findModelPresetOnly(model.id))
            own.push_back(std::move(model));
    setCatalogueModels(std::move(own));
}

Expected<ModelArchitecture> importHuggingFaceConfigFile(const CatalogueDatabase& database, const QString& path,
                                                        HuggingFaceImportOptions options)
{
    auto model = readHuggingFaceConfigFile(path, std::move(options));
    if (!model)
        return model.error();
    if (findModelPresetOnly(model->id))
        return Error{"id", "\"" + model->id + "\" is a built-in preset; give the imported model another id"};
    if (auto written = database.models().upsert(*model); !written)
        return written.error();
    registerUserModels(database);
    return model;
}

} // namespace gputco
