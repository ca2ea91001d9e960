#pragma once

#include <QObject>
#include <QString>

class QAction;
class QWidget;

namespace gputco {
class CatalogueStore;
} // namespace gputco

namespace gputco::ui {

/// File > Import model...: reads a Hugging Face config.json into the catalogue's models table through the store
/// and tells the user what was stored (id, parameter count counted and published) or why nothing was.
class ModelImportAction final : public QObject {
    Q_OBJECT
public:
    ModelImportAction(CatalogueStore& store, QWidget& window);

    QAction* action() const { return action_; }

    /// Imports `path`; the text to show (what was stored, or the refusal naming the key) and whether it worked.
    struct Outcome {
        bool stored = false;
        QString message;
    };
    Outcome importFile(const QString& path);
    /// importFile() followed by a message box, for the menu and a file dropped on the window.
    void importAndReport(const QString& path);

private:
    void chooseAndImport();

    CatalogueStore& store_;
    QWidget& window_;
    QAction* action_;
};

} // namespace gputco::ui
