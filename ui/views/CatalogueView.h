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

    /// Attaches the editor to the catalogue database behind the store (which must outlive the view). The editor
    /// itself is built when the view is first shown (or editor() is first asked): reading a catalogue of 100,000
    /// cards into a table is work the window's first paint should not wait for.
    void setStore(CatalogueStore& store);
    /// The session's catalogue changed: the counts line follows it.
    void setCatalogue(const std::shared_ptr<const CatalogueSnapshot>& catalogue);

    /// The editor (built now if it was not yet), nullptr without setStore().
    CatalogueEditorWidget* editor();
    /// True once the editor has been built.
    bool hasEditor() const { return editor_ != nullptr; }
    QString summaryText() const;

protected:
    void showEvent(QShowEvent* event) override;

private:
    CatalogueStore* store_ = nullptr;
    QVBoxLayout* layout_;
    QLabel* summary_;
    CatalogueEditorWidget* editor_ = nullptr;
};

} // namespace gputco::ui
