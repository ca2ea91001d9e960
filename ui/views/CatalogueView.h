#pragma once

#include "catalogue/CatalogueSnapshot.h"

#include <QWidget>

#include <memory>

class QLabel;

namespace gputco::ui {

/// View 5: the catalogue's tables (cards, servers, facilities, cloud offers). Editing arrives with the
/// catalogue-editing work; this view is the place it goes, so the window does not change when it lands.
class CatalogueView final : public QWidget {
    Q_OBJECT
public:
    explicit CatalogueView(QWidget* parent = nullptr);

    void setCatalogue(const std::shared_ptr<const CatalogueSnapshot>& catalogue);

private:
    QLabel* summary_;
};

} // namespace gputco::ui
