#include "CatalogueLoading.h"

#include "database/FileTargets.h"

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
    // A catalogue named on the command line must be a file or a new name: a device or folder is refused, not
    // silently replaced by the built-in catalogue in memory.
    if (!path.isEmpty()) {
        if (auto problem = catalogueFileProblem(path)) {
            error = QString::fromStdString(problem->message);
            return std::nullopt;
        }
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
