#pragma once

#include "scenario/CatalogueSnapshot.h"

#include <QWidget>

#include <memory>

class QLabel;
class QVBoxLayout;

namespace gputco {
class CatalogueStore;
} // namespace gputco

namespace gputco::ui {

class CatalogueEditorWidget;

/// View 5: the catalogue's tables (cards, servers, facilities, cloud offers), editable when a catalogue
/// database is attached (setStore); without one it only says what the session holds.
class CatalogueView final : public QWidget {
    Q_OBJECT
public:
    explicit CatalogueView(QWidget* parent = nullptr);

    /// Attaches the editor to the catalogue database behind the store (which must outlive the view).
    void setStore(CatalogueStore& store);
    /// The session's catalogue changed: the counts line follows it.
    void setCatalogue(const std::shared_ptr<const CatalogueSnapshot>& catalogue);

    /// The editor, nullptr until setStore().
    CatalogueEditorWidget* editor() const { return editor_; }
    QString summaryText() const;

private:
    QVBoxLayout* layout_;
    QLabel* summary_;
    CatalogueEditorWidget* editor_ = nullptr;
};

} // namespace gputco::ui
