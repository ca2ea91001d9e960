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
    /// Whether the user can see the panel: its dock's visibilityChanged. A dock tabbed behind another is shown with the
    /// window (and gets a show event) but kept off screen, so only this says when its tab is in front; the table is
    /// filled then.
    void setOnScreen(bool onScreen);

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
    /// The table does not hold the current catalogue yet: a panel off screen (a tab behind Workload, as the window
    /// opens) fills it when first on screen, since sorting 100,065 rows took 0.5 s of the GUI thread while the
    /// window's first view and recommendation were being computed (docs/PERFORMANCE.md).
    bool tableStale_ = true;
    bool onScreen_ = false;
};

} // namespace gputco::ui
