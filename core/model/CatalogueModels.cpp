#include "model/CatalogueModels.h"

#include <algorithm>
#include <cctype>
#include <mutex>
#include <string>

namespace gputco {
namespace {

std::mutex& registryMutex()
{
    static std::mutex mutex;
    return mutex;
}

std::vector<ModelArchitecture>& registry()
{
    static std::vector<ModelArchitecture> models;
    return models;
}

bool sameId(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](unsigned char x, unsigned char y) {
               return std::tolower(x) == std::tolower(y);
           });
}

} // namespace

void setCatalogueModels(std::vector<ModelArchitecture> models)
{
    const std::lock_guard lock(registryMutex());
    registry() = std::move(models);
}

std::vector<ModelArchitecture> catalogueModels()
{
    const std::lock_guard lock(registryMutex());
    return registry();
}

std::optional<ModelArchitecture> findCatalogueModel(std::string_view id)
{
    const std::lock_guard lock(registryMutex());
    for (const ModelArchitecture& model : registry())
        if (sameId(model.id, id))
            return model;
    return std::nullopt;
}

} // namespace gputco
