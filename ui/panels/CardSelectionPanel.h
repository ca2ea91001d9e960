#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace gputco {
class LiveEvaluation;
class Scenario;
class ScenarioEditor;
} // namespace gputco

namespace gputco::ui {

class CardFilterProxyModel;
class CardTableModel;

/// Which catalogue cards the views compare: filter by segment and vendor, search, tick boxes.
class CardSelectionPanel final : public QWidget {
    Q_OBJECT
public:
    CardSelectionPanel(Scenario& scenario, ScenarioEditor& editor, LiveEvaluation& evaluation,
                       QWidget* parent = nullptr);

    /// The table's rows (filled now if the panel has not been shown since the catalogue changed).
    CardTableModel* model();
    CardFilterProxyModel* proxy();
    QLineEdit* searchField() const { return search_; }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void fillFilters();
    /// Puts the catalogue in the table, sorted and filtered, if it is not there yet.
    void fillTable();
    void applyFilters();
    void refresh();
    void selectShown(bool select);

    Scenario& scenario_;
    ScenarioEditor& editor_;
    LiveEvaluation& evaluation_;
    CardTableModel* model_;
    CardFilterProxyModel* proxy_;
    QComboBox* segment_ = nullptr;
    QComboBox* vendor_ = nullptr;
    QLineEdit* search_ = nullptr;
    QTableView* table_ = nullptr;
    QLabel* count_ = nullptr;
    /// The table does not hold the current catalogue yet: a hidden panel (a tab behind Workload, as the window opens)
    /// fills it when first shown, since sorting 100,065 rows took 0.5 s of the GUI thread (docs/PERFORMANCE.md).
    bool tableStale_ = true;
};

} // namespace gputco::ui
