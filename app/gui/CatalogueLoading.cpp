#include "CatalogueLoading.h"

namespace gputco::gui {

std::shared_ptr<const ui::CatalogueSnapshot> loadCatalogue(const QString& path)
{
    // The catalogue database is not built yet: an empty catalogue that says so.
    auto snapshot = std::make_shared<ui::CatalogueSnapshot>();
    snapshot->source = path.toStdString();
    snapshot->warnings.push_back("the catalogue database is not available in this build");
    return snapshot;
}

} // namespace gputco::gui
