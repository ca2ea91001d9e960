#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTimer;

namespace gputco {
class CatalogueStore;
} // namespace gputco

namespace gputco::ui {

class CatalogueMessageBar;
class CatalogueTableModel;

/// The catalogue editor: a table chooser, a search box, the table with validating editors, and buttons to add,
/// duplicate, delete, import and export rows. Slots only call the model or the store and show what they said.
class CatalogueEditorWidget final : public QWidget {
    Q_OBJECT
public:
    explicit CatalogueEditorWidget(CatalogueStore& store, QWidget* parent = nullptr);

    CatalogueTableModel* model() const { return model_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }
    QTableView* tableView() const { return table_; }
    QComboBox* tableChooser() const { return chooser_; }
    QLineEdit* searchField() const { return search_; }
    /// The read-only banner (hidden when the catalogue can be edited) and the last message.
    CatalogueMessageBar* banner() const { return banner_; }
    CatalogueMessageBar* messageBar() const { return message_; }
    /// The line saying how many of the table's rows are read so far (hidden when all are).
    QLabel* loadedRowsLine() const { return loaded_; }

    /// Shows the table called `name` ("cards", "servers", "facilities", "cloud_offers"); false if unknown.
    bool showTable(const QString& name);

private:
    void chooseTable(int index);
    void addRow();
    void duplicateSelected();
    void deleteSelected();
    void importCsv();
    void exportCsv();
    /// The model row of the current row in the view, -1 when none.
    int currentSourceRow() const;
    void selectId(const QString& id);
    void updateActions();
    void fitColumns();
    void showLoadedRows();

    CatalogueStore& store_;
    CatalogueTableModel* model_;
    QSortFilterProxyModel* proxy_;
    QComboBox* chooser_;
    QLineEdit* search_;
    QTableView* table_;
    CatalogueMessageBar* banner_;
    CatalogueMessageBar* message_;
    QLabel* location_;
    QLabel* loaded_;   ///< "Showing the first 1,000 of 100,065 rows", hidden when every row is read
    QTimer* readRest_; ///< reads the next page while a search is typed and rows are left to read
    QPushButton* add_;
    QPushButton* duplicate_;
    QPushButton* delete_;
    QPushButton* import_;
    QPushButton* export_;
};

} // namespace gputco::ui
