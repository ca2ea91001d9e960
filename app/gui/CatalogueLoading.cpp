#include "CatalogueLoading.h"

#include <QDir>
#include <QFileInfo>

namespace gputco::gui {

std::optional<CatalogueDatabase> openCatalogue(const QString& path, QString& error)
{
    if (path == QLatin1String(":memory:")) {
        auto database = CatalogueDatabase::openInMemory();
        if (!database) {
            error = QString::fromStdString(database.error().describe());
            return std::nullopt;
        }
        return std::move(database).value();
    }
    const QString file = path.isEmpty() ? CatalogueDatabase::defaultPath() : path;
    QDir().mkpath(QFileInfo(file).absolutePath());
    auto database = CatalogueDatabase::open(file);
    if (!database) {
        error = QString::fromStdString(database.error().describe());
        return std::nullopt;
    }
    return std::move(database).value();
}

} // namespace gputco::gui
